"""The land auction, withdrawal, subsidy and technology purchase (spec §7, A-5..A-12,
A-34, A-42)."""

from __future__ import annotations

import pytest

from game.engine.protocol import IllegalAction
from game.games.twentieth_century.rules.actions import (
    Buy,
    NoTech,
    Open,
    Pass,
    Prevent,
    Raise,
    TakeTech,
    Withdraw,
)

from .helpers import RULES, build, fresh, kinds, play, pos

BLUE, GREEN, YELLOW = 0, 1, 2


def test_worked_example_of_7_7() -> None:
    st = fresh(3)
    lands = list(st.lands)
    techs = list(st.techs)
    assert st.tech_price == 3  # the marker starts on space 2 with 3 players
    # 1. blue opens at 2, green raises to 3, yellow and blue pass
    play(st, Open(lands[0], 2), Raise(3), Pass(), Pass())
    g = st.players[GREEN]
    assert g.money == 7 and st.marker == 2 and st.leader == GREEN
    assert g.tiles[lands[0]].garbage == 1 and g.new_citizens == [lands[0]]
    # 2. green opens the next land; yellow wins it for 5
    play(st, Open(lands[1], 2), Raise(5), Pass(), Pass())
    assert st.players[YELLOW].money == 5 and st.marker == 3 and st.leader == YELLOW
    assert st.players[YELLOW].tiles[lands[1]].garbage == 1
    # 3. yellow opens at 5 (all her money); blue 6, green 7; yellow cannot raise
    play(st, Open(lands[2], 5), Raise(6), Raise(7))
    assert RULES.current_player(st) == YELLOW
    assert RULES.legal_actions(st) == [Pass(), Withdraw()]
    play(st, Withdraw())
    assert st.players[YELLOW].money == 5  # she won a land: no subsidy
    assert RULES.current_player(st) == YELLOW and st.tech_price == 1
    play(st, TakeTech(techs[0]))
    assert st.players[YELLOW].science == 9
    play(st, Pass())  # blue
    assert g.money == 0 and st.marker == 4 and g.tiles[lands[2]].garbage == 2
    # 4. green has no money to open: she must withdraw and takes a technology free
    assert RULES.current_player(st) == GREEN and RULES.legal_actions(st) == [Withdraw()]
    play(st, Withdraw(), TakeTech(techs[1]))
    assert g.science == 10 and g.money == 0
    # 5. blue is alone and buys both remaining lands at 2 each
    assert RULES.current_player(st) == BLUE
    assert set(RULES.legal_actions(st)) == {Buy(lands[3]), Buy(lands[4]), Withdraw()}
    play(st, Buy(lands[3]), Buy(lands[4]))
    b = st.players[BLUE]
    assert b.money == 6 and [b.tiles[x].garbage for x in lands[3:]] == [1, 2]
    assert st.marker == 4
    assert RULES.legal_actions(st) == [Withdraw()]  # no land remains
    play(st, Withdraw(), TakeTech(techs[2]))
    assert b.science == 10 and b.money == 6
    assert st.phase == "prevention" and RULES.current_player(st) == BLUE


def test_subsidy_when_withdrawing_without_a_land() -> None:
    for rnd, subsidy in ((1, 4), (3, 5), (5, 6)):
        p = pos(3)
        p["round"] = rnd
        p["display"] = {"lands": [], "technologies": []}
        st = build(p)
        play(st, Withdraw())
        assert st.players[0].money == 10 + subsidy


def test_leader_must_withdraw_below_the_minimum_price() -> None:
    p = pos(3)
    p["seats"][0]["money"] = 1
    st = build(p)
    assert RULES.legal_actions(st) == [Withdraw()]
    with pytest.raises(IllegalAction):
        RULES.apply(st, Open(st.lands[0], 1))


def test_opening_bids_range_from_the_minimum_to_the_money_in_hand() -> None:
    st = fresh(3)
    bids = {a.bid for a in RULES.legal_actions(st) if isinstance(a, Open)}
    assert bids == set(range(2, 11))
    for bad in (Open(st.lands[0], 1), Open(st.lands[0], 11), Open("L9-99", 3), Raise(3)):
        with pytest.raises(IllegalAction):
            RULES.apply(st, bad)


def test_unraised_opening_bid_wins_and_the_high_bidder_never_acts() -> None:
    st = fresh(3)
    land = st.lands[0]
    play(st, Open(land, 4))
    assert RULES.current_player(st) == 1
    play(st, Pass())
    assert RULES.current_player(st) == 2
    play(st, Pass())
    assert land in st.players[0].tiles and st.players[0].money == 6 and st.leader == 0


def test_a_player_may_raise_again_and_raises_cannot_exceed_money() -> None:
    st = fresh(3)
    play(st, Open(st.lands[0], 2), Raise(3), Raise(4))
    assert RULES.current_player(st) == 0  # the leader may raise again
    assert max(a.bid for a in RULES.legal_actions(st) if isinstance(a, Raise)) == 10
    with pytest.raises(IllegalAction):
        RULES.apply(st, Raise(4))
    with pytest.raises(IllegalAction):
        RULES.apply(st, Raise(11))


def test_passes_apply_to_one_land_only() -> None:
    st = fresh(3)
    play(st, Open(st.lands[0], 2), Pass(), Raise(3), Pass())
    # seat 1 passed, so the auction ended when seat 0 passed
    assert st.players[2].won == 1 and st.passed == []
    play(st, Open(st.lands[0], 2))
    assert RULES.current_player(st) == 0  # seats 0 and 1 bid again on the next land


def test_withdrawal_during_bidding_asks_for_a_technology_then_the_bidding_goes_on() -> None:
    st = fresh(3)
    play(st, Open(st.lands[0], 2), Withdraw())
    assert st.stack.top is not None and st.stack.top.kind == "choose_technology"
    assert RULES.current_player(st) == 1
    assert st.players[1].money == 14  # subsidy 4 at once
    assert NoTech() in RULES.legal_actions(st)  # buying is optional
    play(st, NoTech())
    assert RULES.current_player(st) == 2
    play(st, Withdraw(), NoTech())
    # everyone else withdrew while seat 0 held the bid: it wins at its bid
    assert st.players[0].won == 1 and st.players[0].money == 8
    assert RULES.current_player(st) == 0
    assert all(isinstance(a, Buy | Withdraw) for a in RULES.legal_actions(st))


def test_no_technology_choice_when_science_is_short_or_the_display_empty() -> None:
    p = pos(3)
    p["seats"][0]["science"] = 2  # price 3
    st = build(p)
    play(st, Withdraw())
    assert not st.stack and RULES.current_player(st) == 1
    p = pos(3)
    p["display"]["technologies"] = []
    st = build(p)
    play(st, Withdraw())
    assert not st.stack


def test_technology_eco_effects_apply_at_purchase() -> None:
    p = pos(3)
    p["display"]["technologies"] = ["T1-01", "T1-09"]
    p["seats"][0]["pollution"] = 5
    st = build(p)
    play(st, Withdraw(), TakeTech("T1-09"))  # City Park: 2 right, capped at +6
    assert st.players[0].pollution == 6 and st.players[0].science == 7
    play(st, Withdraw(), TakeTech("T1-01"))  # Coal Mine: 1 garbage, 1 left; an institution
    q = st.players[1]
    assert q.pollution == -1 and q.pending_garbage == 1 and q.pending == ["T1-01"]


def test_last_to_withdraw_starts_the_prevention_auction() -> None:
    st = fresh(4)
    play(st, Withdraw(), NoTech(), Withdraw(), NoTech(), Open(st.lands[0], 2))
    # seats 2 and 3 remain; seat 3 withdraws, seat 2 wins and leads alone, then withdraws
    play(st, Withdraw(), NoTech())
    assert st.players[2].won == 1
    play(st, Withdraw(), NoTech())
    assert st.phase == "prevention" and RULES.current_player(st) == 2
    assert isinstance(RULES.legal_actions(st)[0], Prevent)


def test_events_name_the_payments() -> None:
    st = fresh(3)
    ev = play(st, Open(st.lands[0], 3), Pass(), Pass())
    (win,) = kinds(ev, "win")
    assert win.player == 0 and win.data["price"] == 3 and win.data["garbage"] == 1
