"""Catastrophe prevention (spec §8, A-3, A-13..A-15)."""

from __future__ import annotations

import pytest

from game.engine.protocol import IllegalAction
from game.games.twentieth_century.rules.actions import Prevent

from .helpers import RULES, build, kinds, play, pos


def prevention(n: int, last_out: int, catastrophe: str = "K1-2", **science: int):
    p = pos(n)
    p["phase"] = "prevention"
    p["auction"]["withdrawn"] = [s for s in range(n) if s != last_out] + [last_out]
    p["prevention"] = {"turn": last_out, "first_lap": True}
    p["catastrophe"] = catastrophe
    p["stacks"]["catastrophes"] = [c for c in p["stacks"]["catastrophes"] if c != catastrophe]
    for seat, value in science.items():
        p["seats"][int(seat[1:])]["science"] = value
    return build(p)


@pytest.mark.parametrize(("n", "cols"), [(3, {1, 3, 5}), (4, {1, 2, 3, 5}),
                                         (5, {1, 2, 3, 4, 5})])
def test_only_valid_columns_are_offered(n: int, cols: set[int]) -> None:
    st = prevention(n, 0)
    assert {a.column for a in RULES.legal_actions(st)} == cols
    with pytest.raises(IllegalAction):
        RULES.apply(st, Prevent(({1, 2, 3, 4, 5} - cols or {6}).pop(), 0))


def test_bids_are_limited_by_science_and_25() -> None:
    st = prevention(3, 1, s1=30)
    assert max(a.bid for a in RULES.legal_actions(st)) == 25
    st = prevention(3, 1, s1=4)
    assert max(a.bid for a in RULES.legal_actions(st)) == 4


def test_first_lap_then_outbid_players_move_until_one_figure_per_column() -> None:
    # seat 2 withdrew last: it starts; clockwise 2, 0, 1
    st = prevention(3, 2)
    play(st, Prevent(5, 3))
    assert RULES.current_player(st) == 0
    assert Prevent(5, 3) not in RULES.legal_actions(st)  # equal bids are illegal
    play(st, Prevent(5, 4))  # outbids seat 2 in column 5
    play(st, Prevent(3, 0))
    # first lap over; seat 2 (outbid) must move; seats 0 and 1 are on top
    assert not st.prev_first and RULES.current_player(st) == 2
    legal = RULES.legal_actions(st)
    assert Prevent(1, 0) in legal and Prevent(5, 5) in legal and Prevent(3, 1) in legal
    assert Prevent(5, 4) not in legal and Prevent(3, 0) not in legal
    play(st, Prevent(3, 2))  # outbids seat 1
    assert RULES.current_player(st) == 1  # seat 0 is on top and is skipped
    ev = play(st, Prevent(1, 0))
    # resolved: every column holds one figure; Maintenance and Income ran (nothing to
    # decide) and round 2 began with seat 1, the leftmost column, as start player
    cat = {e.player: e.data for e in kinds(ev, "catastrophe")}
    assert [cat[i]["bid"] for i in range(3)] == [4, 0, 2]
    # K1-2 Landfill Overflow: col 1 = 3 G + 1 P, col 3 = 2 G, col 5 nothing
    assert [(cat[i]["garbage"], cat[i]["pollution"]) for i in range(3)] == [
        (0, 0), (3, -1), (2, 0)]
    assert [p.science for p in st.players] == [6 + 2, 10 + 2, 8 + 2]  # bids, then income
    assert [p.pollution for p in st.players] == [0, -1, 0]
    assert [p.garbage() for p in st.players] == [1, 4, 3]
    assert st.round == 2 and st.start == 1 and st.leader == 1


def test_pollution_stops_at_minus_six() -> None:
    p = pos(3)
    p["phase"] = "prevention"
    p["auction"]["withdrawn"] = [1, 2, 0]
    p["prevention"] = {"turn": 0, "first_lap": True}
    p["catastrophe"] = "K1-1"  # Smog column 1: 1 G + 2 P
    p["stacks"]["catastrophes"] = [c for c in p["stacks"]["catastrophes"] if c != "K1-1"]
    p["seats"][0]["pollution"] = -5
    st = build(p)
    play(st, Prevent(1, 0), Prevent(3, 0), Prevent(5, 0))
    assert st.players[0].pollution == -6


def test_overbid_figures_cost_nothing() -> None:
    st = prevention(3, 0)
    play(st, Prevent(1, 7), Prevent(1, 8))  # seat 1 outbids seat 0
    play(st, Prevent(3, 0))
    play(st, Prevent(5, 1))  # seat 0 moves to the empty column 5
    assert [p.science for p in st.players] == [9 + 2, 2 + 2, 10 + 2]  # after income


def test_the_step_that_starts_the_next_round_reveals_information() -> None:
    st = prevention(3, 2)
    assert not RULES.reveals_information(st, Prevent(5, 3))
    play(st, Prevent(5, 3), Prevent(3, 0))
    # the last figure ends the auction; Maintenance and Income need no decision, so the
    # next round's displays and catastrophe come up at once
    assert RULES.reveals_information(st, Prevent(1, 0))
    assert not RULES.reveals_information(st, Prevent(3, 0))  # illegal: equal bid
