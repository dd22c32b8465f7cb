"""The AI never reads what its seat cannot see.

For positions from real games, the same seat's decision with the same AI seed must be
identical across states that differ only in hidden parts: other seats' hands, the deck order
and the random generator's future. A control player that peeks at the real state must fail
the same check, which shows the positions are ones where peeking would matter.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import make_player
from game.ai.ismcts import IsmctsPlayer
from game.engine import registry
from game.engine.rng import Rng
from tests.ai.helpers import decision_points, hidden_variants
from tests.ai.stubgame import STUB, NimRules, Take
from tests.toygame import GAME as TOY

KINDS = ("random", "easy", "normal", "hard")
GAMES = [STUB, TOY] + registry.all_games()
"""The stub, the toy and every builtin game (real games: fewer, cheaper positions)."""


def _size(info) -> tuple[int, int, int]:
    """(games per player count, positions per game, variants per position)."""
    return (3, 5, 3) if info.hidden else (1, 3, 2)


def _decide(kind: str, info, state: Any, seat: int, seed: int = 77) -> Any:
    iterations = 60 if info.hidden else 25
    return make_player(kind, info, seed, iterations=iterations).choose(state, seat)


def _player_counts(info) -> list[int]:
    return [n for n in (2, 3) if info.min_players <= n <= info.max_players]


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_determinize_depends_only_on_the_observation(info) -> None:
    """The precondition of an honest AI: given the same generator, ``determinize`` builds
    the same world from any two states the seat cannot tell apart (a game that shuffles its
    hidden cards in their real order leaks that order into every sampled world)."""
    rules = info.rules
    for players in _player_counts(info):
        for state, seat in list(decision_points(info, players, 300, every=2))[:6]:
            world = rules.position(rules.determinize(state, seat, Rng(1)))
            for variant in hidden_variants(info, state, seat, 2):
                assert rules.position(rules.determinize(variant, seat, Rng(1))) == world, (
                    f"{info.id}: determinize reads hidden parts of the state")


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
@pytest.mark.parametrize("kind", KINDS)
def test_decision_depends_only_on_what_the_seat_sees(info, kind: str) -> None:
    games, positions, variants = _size(info)
    checked = 0
    for players in _player_counts(info):
        for game in range(games):
            points = list(decision_points(info, players, 100 + game, every=3))[:positions]
            for state, seat in points:
                expected = _decide(kind, info, state, seat)
                for variant in hidden_variants(info, state, seat, variants):
                    assert _decide(kind, info, variant, seat) == expected
                    checked += 1
    assert checked >= 2 * games * variants * len(_player_counts(info))


def test_handmade_variants_other_hand_deck_order_and_generator() -> None:
    rules = NimRules()
    base = {"n": 2, "pile": 9, "turn": 0, "boost": 0, "hands": [[1, 2, 3, 3], [1, 1, 2, 2]],
            "deck": [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 1, 1, 2],
            "played": [], "winner": None, "rng": 5}
    other_hand = dict(base, hands=[[1, 2, 3, 3], [3, 3, 3, 3]],
                      deck=[1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 3, 3, 2, 2, 1, 2])
    reversed_deck = dict(base, deck=base["deck"][::-1])
    other_rng = dict(base, rng=123456789)
    states = [rules.from_position(d) for d in (base, other_hand, reversed_deck, other_rng)]
    assert all(rules.observation(s, 0) == rules.observation(states[0], 0) for s in states)
    for kind in KINDS:
        for seed in range(4):
            decisions = {_decide(kind, STUB, s, 0, seed) for s in states}
            assert len(decisions) == 1, (kind, seed, decisions)


class _Peeker(IsmctsPlayer):
    """A cheating control: searches the real state instead of determinized worlds."""

    def world(self, state: Any, seat: int, rng: Rng) -> Any:
        w = state.clone()
        w.rng = rng.fork()
        return w


def test_the_check_catches_a_player_that_peeks() -> None:
    rules = NimRules()
    # Seat 0 can win now only with the hidden help of the opponent's hand; a peeker who
    # sees a hand of 3s avoids leaving 3 stones, one who sees 1s does not care.
    base = {"n": 2, "pile": 5, "turn": 0, "boost": 0, "hands": [[1, 2, 2, 2], [1, 1, 1, 1]],
            "deck": [2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
            "played": [1, 1, 1], "winner": None, "rng": 5}
    threes = dict(base, hands=[[1, 2, 2, 2], [3, 3, 3, 3]],
                  deck=[1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3])
    states = [rules.from_position(d) for d in (base, threes)]
    assert rules.observation(states[0], 0) == rules.observation(states[1], 0)
    params = dict(make_player("hard", STUB, 1, iterations=300).params)
    peeks = {_Peeker(STUB, 1, params).choose(s, 0) for s in states}
    assert len(peeks) == 2, peeks
    honest = {make_player("hard", STUB, 1, iterations=300).choose(s, 0) for s in states}
    assert len(honest) == 1 and honest <= {Take(1), Take(2)}
