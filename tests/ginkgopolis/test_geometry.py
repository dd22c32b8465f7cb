"""City geometry and the token order (spec 4.2-4.4; Amb-4). The irregular outlines below
come from random games (the first city of each case that turned up)."""

from __future__ import annotations

import math

import pytest

from game.games.ginkgopolis.data import TOKEN_SQUARES
from game.games.ginkgopolis.rules import geometry as g
from game.games.ginkgopolis.rules.actions import Commit

from .helpers import RULES, seat, state

THETA = [333.4, 0.0, 26.6, 63.4, 90.0, 116.6, 153.4, 180.0, 206.6, 243.4, 270.0, 296.6]


def test_key_follows_the_clockwise_angle_of_table_4_2() -> None:
    for sq, theta in zip(TOKEN_SQUARES, THETA, strict=True):
        assert round(math.degrees(math.atan2(sq[0], sq[1])) % 360, 1) == theta
    by_key = sorted(range(12), key=lambda i: g.key(TOKEN_SQUARES[i]))
    assert by_key == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]  # B..L then A (A is at 333.4)
    assert g.valid_order(list(TOKEN_SQUARES))
    swapped = list(TOKEN_SQUARES)
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert not g.valid_order(swapped)


def test_key_is_exact_on_a_ray_and_breaks_ties_by_distance() -> None:
    assert g.key((1, 2)) < g.key((2, 4)) < g.key((3, 6)) < g.key((1, 1))
    assert g.key((0, 5)) < g.key((1, 10000))
    assert g.key((-1, 0))[0] == 3 and g.key((0, -1))[0] == 2 and g.key((1, 0))[0] == 1
    with pytest.raises(ValueError):
        g.key((0, 0))


def test_interval_wraps_past_north() -> None:
    a, b = g.key((-1, 2)), g.key((1, 2))
    assert g.in_interval(g.key((0, 3)), a, b)
    assert not g.in_interval(g.key((2, 0)), a, b)
    assert g.in_interval(g.key((2, 0)), b, a)
    assert not g.in_interval(a, a, b)  # strictly inside


FILTER_CITY = [(-2, 0), (-2, 1), (-1, -3), (-1, -2), (-1, -1), (-1, 0), (-1, 1), (-1, 2),
               (0, -2), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0), (1, 1), (2, -3), (2, -2),
               (2, -1), (2, 0)]
FILTER_TOKENS = [(-1, 3), (0, 2), (1, 2), (2, 1), (3, 0), None, (1, -2), (0, -3), (-1, -4),
                 (-2, -1), (-3, 0), (-2, 2)]


def test_normal_case_offers_only_adjacent_squares_inside_the_interval() -> None:
    # F was lifted from (2, -3). Its free neighbours are (3, -3), (2, -4) and (1, -3); G
    # stands on (1, -2), so (1, -3) and (2, -4) lie beyond G clockwise and are not offered.
    stacks = dict.fromkeys(FILTER_CITY, 1)
    free = [sq for sq in g.neighbours((2, -3)) if sq not in stacks and sq not in FILTER_TOKENS]
    assert sorted(free) == [(1, -3), (2, -4), (3, -3)]
    assert g.token_destinations(stacks, FILTER_TOKENS, 5, (2, -3)) == ([(3, -3)], False)


RARE_CITY = [(-2, -1), (-2, 1), (-2, 2), (-1, -1), (-1, 0), (-1, 1), (-1, 2), (0, -2), (0, -1),
             (0, 0), (0, 1), (0, 2), (0, 3), (1, -2), (1, -1), (1, 0), (1, 1), (1, 2), (1, 3),
             (2, -1), (2, 0), (2, 1)]
RARE_TOKENS = [None, (-1, 3), (2, 3), (3, 1), (3, 0), (3, -1), (2, -2), (0, -3), (-1, -2),
               (-3, -1), (-2, 0), (-3, 2)]


def test_rare_case_uses_a_free_perimeter_square_between_the_neighbours() -> None:
    # A was lifted from (-1, 2): every neighbour is a building or a token.
    stacks = dict.fromkeys(RARE_CITY, 1)
    assert all(sq in stacks or sq in RARE_TOKENS for sq in g.neighbours((-1, 2)))
    dests, rel = g.token_destinations(stacks, RARE_TOKENS, 0, (-1, 2))
    assert (dests, rel) == ([(-2, 3)], False)
    # (-2, 3) lies between L (-3, 2) and B (-1, 3); other free perimeter squares do not
    lo, hi = g.key((-3, 2)), g.key((-1, 3))
    others = [sq for sq in g.perimeter(stacks) if sq not in RARE_TOKENS and sq != (-2, 3)]
    assert others and not any(g.in_interval(g.key(sq), lo, hi) for sq in others)


RELETTER_CITY = [(-3, 0), (-2, -1), (-2, 0), (-2, 1), (-2, 2), (-1, -2), (-1, -1), (-1, 0),
                 (-1, 1), (-1, 2), (0, -3), (0, -2), (0, -1), (0, 0), (0, 1), (0, 2), (0, 3),
                 (1, -2), (1, -1), (1, 0), (1, 1), (1, 2), (1, 3), (2, -1), (2, 0), (2, 1),
                 (3, 0), (3, 1)]
RELETTER_TOKENS = [(-2, 3), (-1, 3), (2, 3), (4, 1), (3, -1), (2, -2), None, (1, -3),
                   (-1, -3), (-2, -2), (-3, -1), (-3, 1)]


def test_reletter_case_moves_the_fewest_tokens() -> None:
    # G was lifted from (1, -2), between F (2, -2) and H (1, -3): no free square between.
    stacks = dict.fromkeys(RELETTER_CITY, 1)
    counts = {sq: g.moved_by_reletter(RELETTER_TOKENS, 6, sq)
              for sq in g.perimeter(stacks) if sq not in RELETTER_TOKENS}
    assert min(counts.values()) == 1 and counts[(0, -4)] == 1 and counts[(4, 0)] == 2
    assert g.token_destinations(stacks, RELETTER_TOKENS, 6, (1, -2)) == ([(0, -4)], True)
    after = g.reletter(RELETTER_TOKENS, 6, (0, -4))
    # G takes H's square next to the new building; H steps on to the chosen square
    assert after[6] == (1, -3) and after[7] == (0, -4)
    assert [i for i in range(12) if after[i] != RELETTER_TOKENS[i]] == [6, 7]
    assert g.valid_order(after)


def test_reletter_tie_puts_a_on_the_smallest_key() -> None:
    # With the tokens in their starting order every rotation but one moves all 12.
    tokens = list(TOKEN_SQUARES)
    assert g.reletter(tokens, 4, tokens[4]) == tokens


def test_engine_applies_reletter_and_logs_every_moved_token() -> None:
    city = {sq: ([t], 0, False) for sq, t in zip(
        [sq for sq in RELETTER_CITY if not (-1 <= sq[0] <= 1 and -1 <= sq[1] <= 1)],
        [f"{c}{k}" for c in "RBY" for k in range(4, 21)], strict=False)}
    del city[(1, -2)]
    toks = {k: list(sq) if sq else None for k, sq in zip("ABCDEFGHIJKL", RELETTER_TOKENS,
                                                         strict=True)}
    toks["G"] = [1, -2]
    hand_tiles = [t for t in (f"{c}{k}" for c in "RBY" for k in range(4, 21))
                  if t not in {v[0][0] for v in city.values()}]
    s = state(buildings=city, tokens=toks, resolved=1, general=[0, 25],
              seats=[seat(card="U-G", tile=hand_tiles[0], resources=25 - len(city)),
                     seat(hand=["U-L"])])
    events = RULES.apply(s, Commit("U-L"))
    assert s.tokens[6] == (1, -3) and s.tokens[7] == (0, -4)
    moved = [(e.data["token"], (e.data["x"], e.data["y"])) for e in events if e.kind == "token"]
    assert moved == [("G", (1, -3)), ("H", (0, -4))]  # where each token ends, G first
