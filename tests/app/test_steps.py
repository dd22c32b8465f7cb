"""The shared step queue of the game UIs: steps play in order and a long queue hurries."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.steps import StepQueue


@dataclass
class _Step:
    duration: float
    t: float = 0.0


def test_steps_play_in_order_and_carry_time_over() -> None:
    q: StepQueue[_Step] = StepQueue(hurry_after=3, hurry=0.25)
    a, b = _Step(1.0), _Step(1.0)
    q.add(a)
    q.add(b)
    q.update(1.5)
    assert q.head is b and b.t == 0.5 and q.busy()
    q.update(0.5)
    assert not q.busy() and q.head is None


def test_a_long_queue_plays_faster() -> None:
    q: StepQueue[_Step] = StepQueue(hurry_after=3, hurry=0.25)
    for _ in range(5):
        q.add(_Step(1.0))
    q.update(0.5)  # five queued: two beyond three, so 1.5 times as fast
    assert q.head is not None and q.head.t == 0.75
