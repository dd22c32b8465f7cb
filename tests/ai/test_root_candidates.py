"""The optional ``root_candidates`` hook: a finer filter for the decision being taken."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.ai import make_player
from game.ai.hooks import load_hooks
from tests.ai import stubgame
from tests.ai.stubgame import STUB, NimRules, Take

RULES = NimRules()


def _position(**changes: Any) -> Any:
    base = {"n": 2, "pile": 14, "turn": 0, "boost": 0, "hands": [[1, 1, 2, 3], [2, 2, 3, 3]],
            "deck": [1] * 6 + [2] * 5 + [3] * 5, "played": [], "winner": None, "rng": 9}
    return RULES.from_position(base | changes)


def _hooks(calls: dict[str, int], keep: tuple[Take, ...] = (Take(2), Take(3))) -> Any:
    def candidate_actions(rules, state, actions):
        calls["inner"] += 1
        return actions[:2]

    def root_candidates(rules, state, actions):
        calls["root"] += 1
        return [a for a in actions if a in keep]

    return dataclasses.replace(load_hooks(STUB), evaluate=stubgame.evaluate,
                               candidate_actions=candidate_actions,
                               root_candidate_actions=root_candidates)


def test_without_the_hook_the_root_uses_candidate_actions() -> None:
    hooks = dataclasses.replace(load_hooks(STUB), candidate_actions=lambda r, s, a: a[:1])
    assert hooks.root_candidate_actions is None
    assert hooks.root_candidates(RULES, _position(), [Take(1), Take(2)]) == [Take(1)]


def test_the_search_asks_the_root_hook_once_and_only_for_its_own_decision() -> None:
    calls = {"inner": 0, "root": 0}
    player = make_player("hard", STUB, 3, iterations=60, hooks=_hooks(calls))
    # the root hook hides Take(1), the inner one offers it below the root
    assert player.choose(_position(), 0) in (Take(2), Take(3))
    assert calls["root"] == 1 and calls["inner"] > 0


def test_greedy_players_take_their_options_from_the_root_hook() -> None:
    calls = {"inner": 0, "root": 0}
    for seed in range(4):
        player = make_player("normal", STUB, seed, hooks=_hooks(calls, keep=(Take(3),)))
        assert player.choose(_position(), 0) == Take(3)
    assert calls["root"] == 4
