"""The ISMCTS player: finds wins, uses the game's hooks, budgets, chance handling."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.ai import make_player
from game.ai.hooks import load_hooks
from game.ai.ismcts import IsmctsPlayer
from tests.ai import stubgame
from tests.ai.stubgame import BARE, STUB, NimRules, Take

RULES = NimRules()


def _position(**changes: Any) -> Any:
    base = {"n": 2, "pile": 3, "turn": 0, "boost": 0, "hands": [[1, 1, 2, 3], [2, 2, 3, 3]],
            "deck": [1] * 6 + [2] * 5 + [3] * 5, "played": [], "winner": None, "rng": 9}
    return RULES.from_position(base | changes)


@pytest.mark.parametrize("info", [STUB, BARE], ids=lambda i: i.id)
@pytest.mark.parametrize("seed", range(4))
def test_takes_the_last_stones_when_it_can(info, seed: int) -> None:
    state = _position()
    assert RULES.legal_actions(state) == [Take(1), Take(2), Take(3)]
    assert make_player("hard", info, seed, iterations=200).choose(state, 0) == Take(3)


@pytest.mark.parametrize("seed", range(4))
def test_uses_the_known_boost(seed: int) -> None:
    # With the boost of 1 already rolled, a 2 reaches the 3 stones as well as a 3 does.
    state = _position(hands=[[1, 1, 2, 2], [2, 2, 3, 3]], deck=[1] * 6 + [2] * 4 + [3] * 6,
                      boost=1)
    assert make_player("hard", STUB, seed, iterations=200).choose(state, 0) == Take(2)


def test_avoids_leaving_the_opponent_a_reachable_pile() -> None:
    # 5 stones: taking 2 or 3 leaves 3 or 2 for an opponent who surely holds a 3 (all
    # unseen cards are 3s); taking 1 leaves 4, out of reach without the rare boost.
    state = _position(pile=5, hands=[[1, 2, 2, 2], [3, 3, 3, 3]],
                      deck=[3, 3, 3, 3], played=[1] * 7 + [2] * 5)
    for seed in range(3):
        assert make_player("hard", STUB, seed, iterations=400).choose(state, 0) == Take(1)


def test_a_single_legal_action_is_returned_without_searching() -> None:
    state = _position(hands=[[3, 3, 3], [2, 2, 3, 3]], deck=[1] * 8 + [2] * 6 + [3] * 2, pile=9,
                      played=[3])
    player = make_player("hard", STUB, 1, iterations=100)
    assert player.choose(state, 0) == Take(3)
    assert player.last_stats["iterations"] == 0


def test_iteration_budget_is_respected_and_deterministic() -> None:
    state = _position(pile=14)
    players = [make_player("hard", STUB, 5, iterations=123) for _ in range(2)]
    assert players[0].choose(state, 0) == players[1].choose(state, 0)
    assert players[0].last_stats["iterations"] == 123


def test_time_budget_stops_the_search() -> None:
    player = make_player("hard", STUB, 5, think_ms=30)
    assert RULES.explain_illegal(_position(pile=14), player.choose(_position(pile=14), 0)) is None
    assert player.last_stats["iterations"] >= 1


def _counting_hooks(candidates: bool = True) -> tuple[Any, dict[str, int]]:
    calls = {"evaluate": 0, "rollout": 0, "candidates": 0}

    def evaluate(rules, state):
        calls["evaluate"] += 1
        return stubgame.evaluate(rules, state)

    def rollout_action(rules, state, rng):
        calls["rollout"] += 1
        return rules.sample_action(state, rng)

    def candidate_actions(rules, state, actions):
        calls["candidates"] += 1
        return actions[:2]  # an "abstraction": never the largest card

    hooks = dataclasses.replace(
        load_hooks(STUB), evaluate=evaluate, rollout_action=rollout_action,
        candidate_actions=candidate_actions if candidates else None)
    return hooks, calls


def test_search_uses_the_games_hooks() -> None:
    hooks, calls = _counting_hooks()
    hooks = dataclasses.replace(hooks, presets={"hard": {"rollout_depth": 2}})
    state = _position(pile=14)
    player = make_player("hard", STUB, 2, iterations=80, hooks=hooks)
    assert player.choose(state, 0) in (Take(1), Take(2))
    # The abstraction hides the winning Take(3) from the search when the pile is 3.
    assert make_player("hard", STUB, 2, iterations=80, hooks=hooks).choose(_position(), 0) != Take(3)
    assert calls["candidates"] > 80 and calls["rollout"] > 0 and calls["evaluate"] > 0


def test_greedy_players_use_the_candidate_hook_too() -> None:
    hooks, calls = _counting_hooks()
    assert make_player("normal", STUB, 2, hooks=hooks).choose(_position(), 0) in (Take(1), Take(2))
    assert calls["candidates"] >= 1


def test_without_an_evaluation_playouts_run_to_the_end() -> None:
    player = make_player("hard", BARE, 1, iterations=10)
    assert player.params["rollout_depth"] is None
    assert make_player("hard", STUB, 1).params["rollout_depth"] is not None


def test_game_presets_override_the_defaults() -> None:
    hooks = dataclasses.replace(load_hooks(STUB), presets={"hard": {"exploration": 2.5,
                                                                    "chance_branch_max": 2}})
    player = make_player("hard", STUB, 1, iterations=10, hooks=hooks)
    assert player.params["exploration"] == 2.5 and player.params["chance_branch_max"] == 2
    bad = dataclasses.replace(hooks, presets={"hard": {"explorashun": 1}})
    with pytest.raises(ValueError, match="explorashun"):
        make_player("hard", STUB, 1, hooks=bad)


def test_closed_loop_chance_branches_the_tree_on_small_outcome_sets() -> None:
    hooks = dataclasses.replace(load_hooks(STUB), presets={"hard": {"chance_branch_max": 2}})
    state = _position(pile=14)
    player = make_player("hard", STUB, 3, iterations=200, hooks=hooks)
    captured: list[Any] = []
    original = IsmctsPlayer._best

    def spy(root, *args):
        captured.append(root)
        return original(root, *args)

    player._best = spy  # type: ignore[method-assign]
    assert RULES.explain_illegal(state, player.choose(state, 0)) is None
    child = next(iter(captured[0].children.values()))
    assert len(child.children) == 2  # the two boost outcomes after our move
    assert all(isinstance(k, tuple) for k in child.children)
    # Open loop (the default): the move's node has the opponent's decisions as children.
    open_player = make_player("hard", STUB, 3, iterations=200)
    open_player._best = spy  # type: ignore[method-assign]
    open_player.choose(state, 0)
    assert all(isinstance(k, Take) for c in captured[1].children.values() for k in c.children)


def test_rewards_are_per_seat_in_a_three_player_game() -> None:
    state = RULES.from_position({
        "n": 3, "pile": 3, "turn": 1, "boost": 0, "hands": [[1, 1, 1, 1], [1, 2, 3, 1], [2, 2, 2, 2]],
        "deck": [1] * 2 + [2] * 3 + [3] * 7, "played": [], "winner": None, "rng": 4})
    assert make_player("hard", STUB, 1, iterations=200).choose(state, 1) == Take(3)
