"""Resolutions of spec §17 not covered by the phase tests, and the data tables (§15)."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.twentieth_century.data import DEFAULT
from game.games.twentieth_century.rules import income
from game.games.twentieth_century.rules import network as net
from game.games.twentieth_century.rules.actions import (
    Bridge,
    Buy,
    Locomotive,
    NoTech,
    Open,
    Pass,
    Raise,
    Withdraw,
)

from .custom import DEFS
from .helpers import RULES, build, fresh, play, pos, start, tile


def test_component_counts_of_the_data() -> None:
    lands = [t for t in DEFAULT.tiles.values() if t.is_land]
    assert len(lands) == 45 and len(DEFAULT.techs) == 30 and len(DEFAULT.catastrophes) == 9
    assert [len(DEFAULT.lands_by_era[e]) for e in ("start", "I-II", "III-IV", "V")] == \
        [5, 16, 16, 8]
    assert [len(DEFAULT.techs_by_era[e]) for e in ("I-II", "III-IV", "V")] == [12, 12, 6]
    plants = [sum(1 for c in t.cities if t.nodes[c].recycling) for t in lands
              if t.kind == "land"]
    assert sum(plants) == 17
    assert sum(1 for t in DEFAULT.techs.values() if t.tile is not None) == 10
    assert all(k.columns[4] == (0, 0) for k in DEFAULT.catastrophes.values())


@pytest.mark.parametrize(("era_round", "n", "prices"), [
    (1, 4, [4, 3, 2, 1, 0]), (1, 3, [3, 2, 1, 0, 0]), (3, 5, [5, 4, 3, 1, 0]),
    (3, 3, [4, 3, 1, 0, 0]), (5, 4, [6, 5, 3, 2, 0]), (5, 3, [5, 3, 2, 0, 0])])
def test_price_sequences_by_lands_won(era_round: int, n: int, prices: list[int]) -> None:
    """A-2 / §15.1: the price after 0, 1, 2, 3, 4 lands won this round."""
    p = pos(n)
    p["round"] = era_round
    p["display"] = {"lands": [], "technologies": []}
    st = build(p)
    seen = []
    for _ in range(5):
        seen.append(st.tech_price)
        st.marker = min(st.marker + 1, 4)
    assert seen == prices


def test_lone_player_below_the_minimum_must_withdraw() -> None:
    """A-8."""
    p = pos(3)
    p["auction"]["withdrawn"] = [1, 2]
    p["seats"][0]["money"] = 1
    st = build(p)
    assert RULES.legal_actions(st) == [Withdraw()]
    p["seats"][0]["money"] = 5
    st = build(p)
    assert Withdraw() in RULES.legal_actions(st)  # may withdraw at any time
    assert all(isinstance(a, Buy | Withdraw) for a in RULES.legal_actions(st))


def test_forced_withdrawals_when_the_lands_run_out() -> None:
    """A-10: the leader withdraws first, then each remaining seat as it becomes leader; the
    last one starts the prevention auction."""
    p = pos(3)
    p["display"]["lands"] = p["display"]["lands"][:1]
    st = build(p)
    play(st, Open(st.lands[0], 2), Pass(), Pass())
    assert RULES.legal_actions(st) == [Withdraw()]
    play(st, Withdraw(), NoTech())
    assert RULES.current_player(st) == 1 and RULES.legal_actions(st) == [Withdraw()]
    play(st, Withdraw(), NoTech(), Withdraw(), NoTech())
    assert st.withdrawn == [0, 1, 2] and RULES.current_player(st) == 2


def test_new_citizen_may_ride_a_locomotive_in_the_same_maintenance() -> None:
    """A-18."""
    p = pos(3)
    p["definitions"] = DEFS
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["seats"][0]["waiting"] = [{"tile": "X-LINE", "garbage": 1}]
    p["seats"][0]["new_citizens"] = ["X-LINE"]
    p["seats"][0]["technologies"] = [{"tech": "T1-06", "used": [False]}]
    p["decisions"] = [{"kind": k, "seat": 0, "data": {}} for k in ("uses", "citizens",
                                                                    "attach")]
    st = build(p)
    from game.games.twentieth_century.rules.actions import Attach, PlaceCitizen
    play(st, Attach("X-LINE", 0, 1, 0), PlaceCitizen("X-LINE", "c2"))
    assert Locomotive("X-LINE", "c2", "X-LINE", "c3") in RULES.legal_actions(st)


def _region(seat0: list[dict[str, Any]], techs: list[dict[str, Any]] | None = None) -> Any:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = seat0
    p["seats"][0]["technologies"] = techs or []
    return build(p)


def test_institutions_boost_only_directly_adjacent_lands() -> None:
    """A-19: the line leaves the neighbour land: the city beyond gains nothing."""
    st = _region([start(), tile("TX-LAB", 0, 1), tile("X-A1", 1, 1, citizens=("c1",)),
                  tile("X-FE", 2, 1, citizens=("c1",))],
                 [{"tech": "TX-LAB", "used": [False]}])
    # X-A1 (1 money) produces no science; X-FE's c1 (1 science) is two tiles away
    assert net.production(st.players[0]) == (3 + 1, 2 + 1, 0)


def test_recycling_reaches_one_border_only() -> None:
    """A-21."""
    st = _region([start(citizens=("c1", "c2", "c3")), tile("X-A1", 1, 0, garbage=1),
                  tile("X-A2", 2, 0, garbage=1)])
    assert net.eligible(st.players[0], "S-1", "c3") == ["S-1", "X-A1"]


def test_a_negative_card_total_is_applied() -> None:
    """A-25: SC4-LANDSCAPE with lots of garbage."""
    st = _region([start(garbage=9)])
    p = st.players[0]
    assert income.card_points(st, p, "SC4-LANDSCAPE") == 0 * 3 - 9 + 2


def test_bridges_on_the_starting_land_not_on_institutions() -> None:
    """A-32."""
    p = pos(3)
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    p["seats"][0]["region"] = [start(), tile("T1-04", 1, 0)]
    p["seats"][0]["technologies"] = [{"tech": "T1-04", "used": [False]},
                                     {"tech": "T1-08", "used": [False]}]
    st = build(p)
    bridges = [a for a in RULES.legal_actions(st) if isinstance(a, Bridge)]
    assert bridges and {b.land for b in bridges} == {"S-1"}
    assert Bridge("S-1", "E", "c3") in bridges


def test_a_locomotive_crosses_an_institution() -> None:
    """§13.2: rails over an institution carry citizens."""
    p = pos(3)
    p["definitions"] = DEFS
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    # start's east rail -> Physics Laboratory (E-W) -> X-A1 (W-c1-E)
    p["seats"][0]["region"] = [start(citizens=("c2",)), tile("T1-04", 1, 0),
                               tile("X-A1", 2, 0)]
    p["seats"][0]["technologies"] = [{"tech": "T1-04", "used": [False]},
                                     {"tech": "T1-06", "used": [False]}]
    st = build(p)
    assert Locomotive("S-1", "c2", "X-A1", "c1") in RULES.legal_actions(st)


def test_raise_amounts_cover_every_legal_bid() -> None:
    st = fresh(3)
    play(st, Open(st.lands[0], 4))
    assert [a.bid for a in RULES.legal_actions(st) if isinstance(a, Raise)] == \
        list(range(5, 11))
