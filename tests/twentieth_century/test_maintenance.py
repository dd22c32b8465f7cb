"""Maintenance (spec §9, §13, A-16..A-18, A-26, A-36, A-37, A-41)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.protocol import IllegalAction, PositionError
from game.engine.rng import Rng
from game.games.twentieth_century.rules import invariants, maintenance
from game.games.twentieth_century.rules.actions import (
    Attach,
    Done,
    EcoInvest,
    PlaceCitizen,
    PlaceGarbage,
    Populate,
    QolInvest,
    Recycle,
    SortWaste,
    Transport,
)

from .custom import DEFS
from .helpers import RULES, build, fresh, play, pos, start, tile


def maint(decisions: list[str], region: list[dict[str, Any]] | None = None,
          **seat: Any) -> Any:
    p = pos(3)
    p["definitions"] = DEFS
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": k, "seat": 0, "data": {}} for k in decisions]
    if region is not None:
        p["seats"][0]["region"] = region
    p["seats"][0].update(seat)
    return build(p)


WON = [{"tile": "X-A1", "garbage": 1}, {"tile": "X-A2", "garbage": 2}]


def test_pending_garbage_goes_on_lands_won_this_round() -> None:
    st = maint(["uses", "citizens", "attach", "garbage"], waiting=WON, pending_garbage=2,
               new_citizens=["X-A1", "X-A2"], lands_won=2)
    assert RULES.legal_actions(st) == [PlaceGarbage("X-A1"), PlaceGarbage("X-A2")]
    play(st, PlaceGarbage("X-A2"), PlaceGarbage("X-A2"))
    assert st.players[0].tiles["X-A2"].garbage == 4
    assert st.stack.top is not None and st.stack.top.kind == "attach"


def test_without_a_won_land_garbage_goes_on_any_land() -> None:
    region = [start(), tile("X-A1", 1, 0)]
    st = maint(["uses", "garbage"], region, pending_garbage=1,
               technologies=[{"tech": "T1-11", "used": [False, False]}])
    assert RULES.legal_actions(st) == [PlaceGarbage("S-1"), PlaceGarbage("X-A1")]


def test_attach_in_the_eight_neighbourhood_in_four_rotations() -> None:
    st = maint(["uses", "citizens", "attach"], waiting=[{"tile": "X-FE", "garbage": 1}],
               new_citizens=["X-FE"], lands_won=1)
    legal = RULES.legal_actions(st)
    assert len(legal) == 8 * 4
    assert Attach("X-FE", 1, 1, 3) in legal and Attach("X-FE", 2, 0, 0) not in legal
    with pytest.raises(IllegalAction):
        RULES.apply(st, Attach("X-FE", 0, 0, 0))
    play(st, Attach("X-FE", -1, -1, 2))
    # the citizen goes on a city of its own land
    assert RULES.legal_actions(st) == [PlaceCitizen("X-FE", "c1"), PlaceCitizen("X-FE", "c2")]
    with pytest.raises(IllegalAction):
        RULES.apply(st, PlaceCitizen("S-1", "c3"))


def test_a_single_empty_city_takes_the_new_citizen_by_itself() -> None:
    st = maint(["uses", "citizens", "attach"], waiting=[{"tile": "X-A1", "garbage": 1}],
               new_citizens=["X-A1"], lands_won=1)
    play(st, Attach("X-A1", 1, 0, 0))
    assert st.players[0].tiles["X-A1"].cit == [True] and not st.players[0].new_citizens


def test_technology_uses_once_per_part_and_sorted_waste_once_per_game() -> None:
    region = [start(garbage=3), tile("X-A1", 1, 0)]
    techs = [{"tech": "T1-11", "used": [False, False]},   # Sorted waste + Garbage transport
             {"tech": "T3-06", "used": [False]},          # Recycling, 3 money
             {"tech": "T3-12", "used": [False]},          # Eco investment, 4 science
             {"tech": "T3-11", "used": [False]}]          # QoL investment, 5 money
    st = maint(["uses"], region, technologies=techs, money=8, science=4)
    legal = RULES.legal_actions(st)
    assert SortWaste("S-1") in legal and Transport("S-1", "X-A1") in legal
    assert Recycle("T3-06", 0, "S-1") in legal and EcoInvest("T3-12", 0) in legal
    assert QolInvest("T3-11", 0) in legal
    play(st, SortWaste("S-1"), Transport("S-1", "X-A1"), Recycle("T3-06", 0, "X-A1"),
         EcoInvest("T3-12", 0))
    p = st.players[0]
    assert p.tiles["S-1"].garbage == 1 and p.tiles["X-A1"].garbage == 0
    assert (p.money, p.science, p.pollution) == (5, 0, 1)
    assert RULES.legal_actions(st) == [QolInvest("T3-11", 0), Done()]
    play(st, QolInvest("T3-11", 0))
    # every part is spent, but the Maintenance ends only when the seat says so
    assert (p.money, p.qol, p.points["investment"]) == (0, 5, 5)
    assert RULES.legal_actions(st) == [Done()] and st.phase == "maintenance"
    play(st, Done())
    # with nothing for the others to decide Income followed (+3 money)
    assert p.money == 0 + 3
    # the next Maintenance frees the reusable parts, never the one-shot Sorted waste
    maintenance.begin(st, 0)
    assert p.used == [[True, False], [False], [False], [False]]


def test_eco_investment_is_not_offered_on_plus_six() -> None:
    st = maint(["uses"], technologies=[{"tech": "T1-12", "used": [False]},
                                       {"tech": "T1-07", "used": [False]}], pollution=6)
    assert not any(isinstance(a, EcoInvest) for a in RULES.legal_actions(st))


def test_population_citizen_goes_on_any_empty_city_or_waits() -> None:
    st = maint(["uses"], [start()], technologies=[{"tech": "T1-07", "used": [False]}])
    assert RULES.legal_actions(st) == [Populate("S-1", "c3"), Done()]
    play(st, Populate("S-1", "c3"))
    assert st.players[0].tiles["S-1"].cit == [True, True, True]
    # a full region: the citizen waits on the technology
    st = maint(["uses"], [start(citizens=("c1", "c2", "c3"))],
               technologies=[{"tech": "T1-07", "used": [False]}])
    assert RULES.legal_actions(st) == [Done()]
    play(st, Done())
    assert st.players[0].used == [[False]]


# --- the Maintenance ends when the seat says so ------------------------------------------------

def test_after_the_last_tile_the_maintenance_waits_for_done() -> None:
    # no technology at all: attaching the one new land (its citizen goes by itself) leaves
    # only Done, and the seat's Maintenance goes on until it is played
    st = maint(["uses", "citizens", "attach"], waiting=[{"tile": "X-A1", "garbage": 1}],
               new_citizens=["X-A1"], lands_won=1)
    play(st, Attach("X-A1", 1, 0, 0))
    assert st.stack.top is not None and (st.stack.top.kind, st.stack.top.seat) == ("uses", 0)
    assert RULES.legal_actions(st) == [Done()]
    invariants._maintenance_stack(st, 0)  # a step the game reaches
    events = play(st, Done())
    assert [e.kind for e in events][0] == "maintenance_done"
    assert st.stack.top is None or st.stack.top.seat != 0


def test_after_the_last_use_the_maintenance_waits_for_done() -> None:
    st = maint(["uses"], [start(garbage=2)], technologies=[{"tech": "T1-11",
                                                             "used": [False, False]}])
    play(st, SortWaste("S-1"))  # Garbage transport needs a second land: nothing left
    assert RULES.legal_actions(st) == [Done()]
    assert st.stack.top is not None and st.stack.top.seat == 0
    invariants._maintenance_stack(st, 0)


def test_a_seat_with_nothing_to_decide_has_no_maintenance_step() -> None:
    # seats 1 and 2 own no technology and won nothing: the rules end their Maintenance at
    # once, so seat 0's Done leads straight to Income (and on)
    st = maint(["uses"], [start()], technologies=[{"tech": "T1-07", "used": [True]}])
    play(st, Done())
    assert st.phase != "maintenance"
    # ... and a seat waiting for its Done with nothing ever to decide is refused
    st = maint(["uses"], [start()])
    with pytest.raises(PositionError, match="nothing to decide"):
        invariants._maintenance_stack(st, 0)


def test_seeded_games_end_every_maintenance_with_done() -> None:
    # a seat that had a decision in its Maintenance leaves it only by Done
    for n, seed in ((3, 4), (4, 5), (5, 6)):
        st = fresh(n, seed)
        rng = Rng(seed)
        seen = 0
        while not RULES.is_over(st):
            top = st.stack.top
            seat = top.seat if top is not None and top.kind in maintenance.KINDS else None
            action = RULES.sample_action(st, rng)
            RULES.apply(st, action)
            after = st.stack.top
            if seat is not None and (after is None or after.seat != seat
                                     or after.kind not in maintenance.KINDS):
                assert isinstance(action, Done), action
                seen += 1
        assert seen
