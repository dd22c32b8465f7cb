"""Refusals name the broken rule: each reason is its own catalog key, shown translated."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.twentieth_century.rules.actions import (
    Attach,
    Bridge,
    BridgePair,
    EcoInvest,
    Open,
    PlaceCitizen,
    PlaceGarbage,
    Raise,
    SortWaste,
    TakeTech,
    Transport,
)
from game.ui import i18n

from .helpers import RULES, build, play, pos, start, tile
from .test_maintenance import WON, maint
from .test_network import BRIDGE, BRIDGE2, region

K = "twentieth_century.illegal."


def why(st: Any, action: Any) -> str | None:
    reason = RULES.explain_illegal(st, action)
    assert reason is None or i18n.has(reason), reason
    return reason


def test_auction_refusals() -> None:
    st = build(pos(3))
    land = st.lands[0]
    assert why(st, Raise(5)) == K + "open_or_withdraw"
    assert why(st, Open("nowhere", st.min_price)) == K + "land_not_displayed"
    assert why(st, Open(land, st.min_price - 1)) == K + "opening_bid"
    assert why(st, Open(land, st.min_price)) is None
    assert why(st, TakeTech("T1-01")) == K + "open_or_withdraw"


def test_maintenance_step_refusals() -> None:
    st = maint(["uses", "citizens", "attach", "garbage"], waiting=WON, pending_garbage=1,
               new_citizens=["X-A1", "X-A2"], lands_won=2)
    assert why(st, Attach("X-A1", 1, 0, 0)) == K + "place_garbage"
    assert why(st, PlaceGarbage("S-1")) == K + "garbage_land"  # not won this round
    play(st, PlaceGarbage("X-A1"))
    assert why(st, PlaceGarbage("X-A1")) == K + "attach_tiles"
    assert why(st, Attach("X-B9", 1, 0, 0)) == K + "not_pending"
    assert why(st, Attach("X-A1", 1, 0, 4)) == K + "rotation"
    assert why(st, Attach("X-A1", 0, 0, 0)) == K + "cell_taken"
    assert why(st, Attach("X-A1", 2, 2, 0)) == K + "must_touch"
    assert why(st, Attach("X-A1", 1, 1, 0)) is None  # a corner is enough
    play(st, Attach("X-A1", 1, 0, 0), Attach("X-A2", 2, 0, 0))
    assert why(st, Attach("X-A1", 1, 1, 0)) == K + "place_citizens"
    assert why(st, PlaceCitizen("S-1", "c1")) == K + "citizen_spot"


def test_technology_use_refusals() -> None:
    st = maint(["uses"], [start(garbage=1), tile("X-A1", 1, 0)],
               technologies=[{"tech": "T1-11", "used": [True, False]},  # sorting spent
                             {"tech": "T1-12", "used": [False]}], pollution=6, money=9)
    assert why(st, SortWaste("S-1")) == K + "no_part"
    assert why(st, Transport("X-A1", "S-1")) == K + "no_garbage"
    assert why(st, Transport("S-1", "S-1")) == K + "transport_target"
    assert why(st, Transport("S-1", "X-A1")) is None
    assert why(st, EcoInvest("T1-12", 0)) == K + "eco_limit"   # already at +6
    assert why(st, EcoInvest("T1-11", 0)) == K + "part_unavailable"
    assert why(st, Bridge("S-1", "N", "S")) == K + "no_part"


def test_bridge_refusals_name_the_broken_condition() -> None:
    st = region([start(), tile("X-BR1", 0, 1, citizens=("c1",))], [BRIDGE], uses=True)
    assert why(st, Bridge("X-BR1", "c1", "d1")) is None
    assert why(st, Bridge("X-BR1", "N", "S")) == K + "bridge_crosses"   # over the N-j1 rail
    assert why(st, Bridge("X-BR1", "W", "d1")) == K + "bridge_crosses"  # over the city c1
    assert why(st, Bridge("X-BR1", "S", "j1")) == K + "bridge_edge"     # bare south border
    assert why(st, Bridge("X-BR1", "c1", "c1")) == K + "bridge_anchor"
    assert why(st, Bridge("X-BR1", "c1", "zz")) == K + "bridge_anchor"
    assert why(st, Bridge("X-NONE", "c1", "d1")) == K + "bridge_tile"
    tiles = [start(), tile("X-BR1", 0, 1), tile("X-BR2", 0, 2, rot=2)]
    one = region(tiles, [BRIDGE], uses=True)
    assert why(one, BridgePair("X-BR1", "j1", "X-BR2", "j1")) == K + "no_part"
    two = region(tiles, [BRIDGE, BRIDGE2], uses=True)
    assert why(two, BridgePair("X-BR1", "j1", "X-BR2", "j1")) is None
    assert why(two, BridgePair("X-BR2", "j1", "X-BR1", "j1")) == K + "bridge_pair"  # A is north


def test_every_reason_is_in_every_catalog() -> None:
    folder = Path(__file__).parents[2] / "game/games/twentieth_century/locale"
    keys = [set(k for k in i18n.read_domain(folder, lang) if k.startswith(K))
            for lang in ("en", "cs", "pl")]
    assert len(keys[0]) >= 30 and keys[0] == keys[1] == keys[2]
