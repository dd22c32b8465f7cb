"""Opt-in search keys of the presets: per-player-count overrides (``by_players``), the
greedy prior at the root (``prior_visits``) and the final pick by mean
(``final_mean_share``). Their defaults leave the search as it was."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.ai import make_player
from game.ai.hooks import load_hooks
from game.ai.ismcts import IsmctsPlayer, Node
from game.ai.presets import PRESETS, for_players, preset
from game.engine.rng import Rng
from tests.ai.stubgame import STUB, NimRules, Take

RULES = NimRules()


def _position(**changes: Any) -> Any:
    base = {"n": 2, "pile": 14, "turn": 0, "boost": 0, "hands": [[1, 1, 2, 3], [2, 2, 3, 3]],
            "deck": [1] * 6 + [2] * 5 + [3] * 5, "played": [], "winner": None, "rng": 9}
    return RULES.from_position(base | changes)


def _three_seats() -> Any:
    return _position(n=3, hands=[[1, 1, 2, 3], [2, 2, 3, 3], [1, 2, 2, 3]],
                     deck=[1] * 5 + [2] * 3 + [3] * 4)


def _with_presets(hard: dict[str, Any]) -> Any:
    return dataclasses.replace(load_hooks(STUB), presets={"hard": hard})


def test_defaults_leave_the_search_unchanged() -> None:
    hard = PRESETS["hard"]
    assert hard["by_players"] == {} and hard["prior_visits"] == 0
    assert hard["final_mean_share"] == 0.0
    params = preset("hard")
    assert for_players(params, 2) is params and for_players(params, 4) is params


def test_by_players_overrides_only_its_player_count() -> None:
    params = preset("hard", {"hard": {"exploration": 0.3,
                                      "by_players": {4: {"exploration": 0.5}}}})
    assert for_players(params, 4)["exploration"] == 0.5
    assert for_players(params, 3)["exploration"] == 0.3 == params["exploration"]
    # preset() hands out fresh entries: editing them never reaches the game's module.
    overrides = {"hard": {"by_players": {4: {"exploration": 0.5}}}}
    preset("hard", overrides)["by_players"][4]["exploration"] = 9
    assert overrides["hard"]["by_players"][4]["exploration"] == 0.5


@pytest.mark.parametrize("bad", [{"explorashun": 1}, {"think_ms": 10}, {"by_players": {}}])
def test_by_players_entries_are_checked(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="by_players"):
        preset("hard", {"hard": {"by_players": {3: bad}}})


def test_the_player_applies_the_entry_of_the_states_seat_count() -> None:
    hooks = _with_presets({"iterations": 40, "by_players": {3: {"iterations": 7}}})
    player = make_player("hard", STUB, 1, hooks=hooks)
    player.choose(_position(), 0)
    assert player.last_stats["iterations"] == 40 and player.active["iterations"] == 40
    player.choose(_three_seats(), 0)
    assert player.last_stats["iterations"] == 7
    assert player.params["iterations"] == 40  # the base parameters are kept


def test_an_explicit_iteration_budget_wins_at_every_player_count() -> None:
    hooks = _with_presets({"by_players": {3: {"iterations": 7, "exploration": 0.5}}})
    player = make_player("hard", STUB, 1, iterations=40, hooks=hooks)
    player.choose(_three_seats(), 0)
    assert player.last_stats["iterations"] == 40 and player.active["exploration"] == 0.5


def test_prior_alone_plays_the_greedy_move() -> None:
    # 5 stones: taking 2 or 3 leaves the opponent a reachable pile; the one-ply values
    # (what `normal` sees) prefer Take(1). With no iterations the prior decides.
    state = _position(pile=5, hands=[[1, 2, 2, 2], [3, 3, 3, 3]], deck=[3, 3, 3, 3],
                      played=[1] * 7 + [2] * 5)
    hooks = _with_presets({"prior_visits": 6})
    player = make_player("hard", STUB, 2, iterations=0, hooks=hooks)
    captured: list[Node] = []
    original = IsmctsPlayer._best

    def spy(root: Node, *args: Any) -> Any:
        captured.append(root)
        return original(root, *args)

    player._best = spy  # type: ignore[method-assign]
    assert player.choose(state, 0) == Take(1)
    assert make_player("normal", STUB, 2, hooks=hooks).choose(state, 0) == Take(1)
    children = captured[0].children
    assert set(children) == {Take(1), Take(2)}
    assert all(ch.visits == ch.avail == 6 for ch in children.values())
    # Seat 0's entry of the value vector after the take, the boost that follows averaged.
    assert children[Take(1)].reward[0] / 6 > children[Take(2)].reward[0] / 6


def test_prior_and_search_together_still_find_the_win() -> None:
    state = _position(pile=3)
    hooks = _with_presets({"prior_visits": 20})
    for seed in range(3):
        assert make_player("hard", STUB, seed, iterations=150, hooks=hooks).choose(state, 0) \
            == Take(3)


def _root(children: dict[str, tuple[int, float]]) -> Node:
    root = Node(2)
    for action, (visits, mean) in children.items():
        node = root.children[action] = Node(2)
        node.visits = visits
        node.reward = [visits * mean, visits * (1 - mean)]
    return root


def test_final_pick_most_visits_or_best_well_visited_mean() -> None:
    root = _root({"a": (100, 0.50), "b": (60, 0.58), "c": (10, 0.90)})
    rng = Rng(1)
    assert IsmctsPlayer._best(root, ["a", "b", "c"], 0, rng) == "a"
    assert IsmctsPlayer._best(root, ["a", "b", "c"], 0, rng, 0.5) == "b"  # c: too few visits
    assert IsmctsPlayer._best(root, ["a", "b", "c"], 0, rng, 0.05) == "c"
    assert IsmctsPlayer._best(root, ["a", "b", "c"], 0, rng, 1.0) == "a"
    assert IsmctsPlayer._best(root, ["a", "b", "c"], 1, rng, 0.5) == "a"  # the other seat
