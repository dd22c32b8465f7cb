"""make_player, the simple players, determinism and never touching the given state."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from game.ai import make_player, player_kinds
from game.ai.ismcts import IsmctsPlayer
from game.ai.presets import DEFAULT_THINK_MS
from game.ai.simple import AutomaPlayer, GreedyPlayer, RandomPlayer
from tests.ai.helpers import decision_points
from tests.ai.stubgame import STUB, NimRules, Take
from tests.toygame import GAME as TOY

KINDS = ("random", "easy", "normal", "hard")


def _player(kind: str, info, seed: int = 3):
    return make_player(kind, info, seed, iterations=40)


def test_make_player_builds_each_kind() -> None:
    assert isinstance(make_player("random", STUB, 1), RandomPlayer)
    assert isinstance(make_player("easy", STUB, 1), GreedyPlayer)
    assert isinstance(make_player("normal", STUB, 1), GreedyPlayer)
    hard = make_player("hard", STUB, 1)
    assert isinstance(hard, IsmctsPlayer)
    assert hard.params["think_ms"] == DEFAULT_THINK_MS and hard.params["iterations"] is None
    assert make_player("hard", STUB, 1, think_ms=250).params["think_ms"] == 250
    budget = make_player("hard", STUB, 1, iterations=30).params
    assert budget["iterations"] == 30 and budget["think_ms"] is None


@pytest.mark.parametrize("kind", ["expert", "", "automa", "Hard", "human"])
def test_unknown_kind_is_a_clear_value_error(kind: str) -> None:
    with pytest.raises(ValueError, match="unknown computer player kind") as exc:
        make_player(kind, STUB, 1)
    assert "random" in str(exc.value) and "hard" in str(exc.value)


def test_automa_kind_must_be_a_solo_opponent_of_the_game() -> None:
    with pytest.raises(ValueError, match="no solo opponent 'bot'"):
        make_player("automa:bot", STUB, 1)
    info = dataclasses.replace(STUB, automa_levels=("bot",))
    assert isinstance(make_player("automa:bot", info, 1), AutomaPlayer)
    assert player_kinds(info) == ["random", "easy", "normal", "hard", "automa:bot"]


def test_automa_takes_the_first_legal_action() -> None:
    info = dataclasses.replace(STUB, automa_levels=("bot",))
    player = make_player("automa:bot", info, 1)
    for state, seat in decision_points(info, 2, 5):
        legal = info.rules.legal_actions(state)
        assert player.choose(state, seat) == legal[0]


@pytest.mark.parametrize("info", [STUB, TOY], ids=lambda i: i.id)
@pytest.mark.parametrize("kind", KINDS)
def test_choose_returns_a_legal_action_and_never_mutates_the_state(info, kind: str) -> None:
    rules = info.rules
    for n in range(info.min_players, info.max_players + 1):
        for state, seat in list(decision_points(info, n, 11, every=3))[:4]:
            before = rules.position(state)
            action = _player(kind, info).choose(state, seat)
            assert rules.position(state) == before
            assert rules.explain_illegal(state, action) is None


@pytest.mark.parametrize("kind", KINDS)
def test_same_seed_and_position_give_the_same_action(kind: str) -> None:
    for state, seat in list(decision_points(STUB, 2, 21))[:6]:
        a = _player(kind, STUB, 42).choose(state, seat)
        assert _player(kind, STUB, 42).choose(state, seat) == a
        reused = _player(kind, STUB, 42)
        assert [reused.choose(state, seat) for _ in range(2)] == [a, a]


def test_random_player_is_uniform_over_legal_actions() -> None:
    rules = NimRules()
    state = STUB.rules.from_position({
        "n": 2, "pile": 20, "turn": 0, "boost": 0, "hands": [[1, 2, 3, 3], [1, 1, 2, 2]],
        "deck": [1] * 5 + [2] * 5 + [3] * 6, "played": [], "winner": None, "rng": 5})
    assert rules.legal_actions(state) == [Take(1), Take(2), Take(3)]
    counts = Counter(make_player("random", STUB, seed).choose(state, 0) for seed in range(600))
    assert set(counts) == {Take(1), Take(2), Take(3)}
    assert all(150 <= c <= 250 for c in counts.values()), counts


def test_random_player_varies_between_positions_of_one_game() -> None:
    # The decision seed mixes in the observation: one player does not replay one stream.
    player = make_player("random", STUB, 8)
    picks = [STUB.rules.legal_actions(s).index(player.choose(s, seat))
             for s, seat in decision_points(STUB, 2, 4)]
    assert len(set(picks)) > 1


def test_the_ai_package_never_imports_pygame() -> None:
    import subprocess
    import sys

    code = ("import sys, game.ai, game.ai.arena, game.ai.timing; "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=".").returncode == 0
