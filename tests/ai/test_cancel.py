"""cancel() from another thread makes a running choose return (no timing asserts)."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import pytest

from game.ai import make_player
from game.ai.hooks import load_hooks
from tests.ai import stubgame
from tests.ai.stubgame import STUB, NimRules

RULES = NimRules()
STATE = RULES.from_position({
    "n": 2, "pile": 20, "turn": 0, "boost": 0, "hands": [[1, 2, 3, 3], [1, 1, 2, 2]],
    "deck": [1] * 5 + [2] * 5 + [3] * 6, "played": [], "winner": None, "rng": 5})


def _signalling_hooks(started: threading.Event, slow: bool) -> Any:
    """Hooks that announce the search has begun (and, for greedy, wait to be cancelled)."""

    def evaluate(rules, state):
        started.set()
        if slow:
            threading.Event().wait(0.05)  # a costly evaluation
        return stubgame.evaluate(rules, state)

    def rollout_action(rules, state, rng):
        started.set()
        return rules.sample_action(state, rng)

    return dataclasses.replace(load_hooks(STUB), evaluate=evaluate,
                               rollout_action=rollout_action)


@pytest.mark.parametrize("kind", ["hard", "normal"])
def test_cancel_makes_a_running_choose_return(kind: str) -> None:
    started = threading.Event()
    hooks = _signalling_hooks(started, slow=kind == "normal")
    # An hour of thinking (or many slow evaluations): only cancel() can end it in time.
    player = make_player(kind, STUB, 1, think_ms=3_600_000, hooks=hooks)
    if kind == "normal":
        player.params["chance_leaves"] = 10_000
        player.params["worlds"] = 400
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(player.choose(STATE, 0)),
                              daemon=True)
    worker.start()
    assert started.wait(30)
    player.cancel()
    worker.join(30)
    assert not worker.is_alive(), "choose ignored cancel()"
    assert RULES.explain_illegal(STATE, result[0]) is None


def test_after_a_cancelled_choose_the_player_thinks_normally_again() -> None:
    started = threading.Event()
    player = make_player("hard", STUB, 1, think_ms=3_600_000,
                         hooks=_signalling_hooks(started, slow=False))
    worker = threading.Thread(target=player.choose, args=(STATE, 0), daemon=True)
    worker.start()
    assert started.wait(30)
    player.cancel()
    worker.join(30)
    assert not worker.is_alive() and not player.cancelled
    player.params.update(think_ms=None, iterations=25)
    player.choose(STATE, 0)
    assert player.last_stats["iterations"] == 25


def test_cancel_while_idle_is_ignored() -> None:
    # The table cancels a seat's thinker on undo even when its answer is already in;
    # that must not make the seat's next decision a thoughtless one.
    player = make_player("hard", STUB, 1, iterations=25)
    player.cancel()
    assert not player.cancelled
    assert RULES.explain_illegal(STATE, player.choose(STATE, 0)) is None
    assert player.last_stats["iterations"] == 25
