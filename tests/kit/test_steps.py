"""The step queue: steps play one after another, a long queue hurries, a limit drops the
oldest, and pace follows the AI-speed setting."""

from __future__ import annotations

import pytest

from game.ui.table.steps import Step, StepQueue, pace


def test_steps_play_in_order_and_end() -> None:
    q: StepQueue[Step] = StepQueue(hurry_after=10)
    q.add(Step(1.0, "first"))
    q.add(Step(0.5, "second"))
    q.update(0.25)
    assert q.head is not None and q.head.caption == "first" and q.head.progress == 0.25
    q.update(1.0)  # 0.75 ends the first, 0.25 plays half the second
    assert q.head is not None and q.head.caption == "second"
    assert q.head.progress == pytest.approx(0.5)
    q.update(1.0)
    assert not q.busy() and q.head is None and q.clock == pytest.approx(2.25)


def test_a_long_queue_plays_faster() -> None:
    slow: StepQueue[Step] = StepQueue(hurry_after=10)
    fast: StepQueue[Step] = StepQueue(hurry_after=2, hurry=0.5)
    for q in (slow, fast):
        for _ in range(6):
            q.add(Step(1.0))
        q.update(1.0)
    assert len(slow) == 5 and len(fast) == 3  # 1 + 0.5 * 4 = 3 steps in one second


def test_a_limit_drops_the_oldest_steps() -> None:
    q: StepQueue[Step] = StepQueue(limit=2)
    for name in "abc":
        q.add(Step(1.0, name))
    assert [s.caption for s in q] == ["b", "c"] and q.last is not None and q.last.caption == "c"


def test_pace_follows_the_ai_speed() -> None:
    assert pace(0.8) == 1.0 and pace(1.6) == 2.0 and pace(0.0) == 0.0
