"""Rails, institutions, recycling eligibility, Locomotives and bridges (spec §13-§14)."""

from __future__ import annotations

from typing import Any

from game.games.twentieth_century.rules import network as net
from game.games.twentieth_century.rules.actions import (
    Bridge,
    BridgePair,
    Done,
    Locomotive,
)

from .custom import DEFS
from .helpers import RULES, build, play, pos, start, tile


def region(seat0: list[dict[str, Any]], techs: list[dict[str, Any]] | None = None,
           uses: bool = False) -> Any:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = seat0
    p["seats"][0]["technologies"] = techs or []
    if uses:
        p["phase"] = "maintenance"
        p["auction"]["withdrawn"] = [0, 1, 2]
        p["order"] = [1, 2]
        p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    return build(p)


LAB = [{"tech": "TX-LAB", "used": [False]}]


def test_laboratory_example_fork_unconnected_and_non_producing_cities() -> None:
    st = region([start(), tile("TX-LAB", 0, 1),
                 tile("X-FORK", 1, 1, citizens=("c1", "c2")),   # A and B behind a fork
                 tile("X-C", -1, 1, citizens=("c1",)),          # no rail towards the lab
                 tile("X-D", 0, 2, rot=1, citizens=("c1",))],   # connected, no science
                LAB)
    p = st.players[0]
    assert net.production(p) == (3, 2 + 3 + 3 + 2, 2)
    bon = net.bonuses(p)
    assert sorted(v for v in bon.values()) == [[0, 1, 0], [0, 1, 0]]


def test_laboratory_example_city_behind_a_city_gains_nothing() -> None:
    st = region([start(), tile("TX-LAB", 0, 1), tile("X-FE", 1, 1, citizens=("c1", "c2"))],
                LAB)
    # the spec's second region: 3 money, 4 science before; F gains, E behind F does not
    assert net.production(st.players[0]) == (3, 5, 0)


def test_institutions_need_populated_cities() -> None:
    st = region([start(), tile("TX-LAB", 0, 1), tile("X-FE", 1, 1, citizens=("c2",))], LAB)
    # F is empty: it blocks the line and produces nothing; E is behind it
    assert net.production(st.players[0]) == (3, 3, 0)


def _plant_region(extra: list[dict[str, Any]]) -> Any:
    return region([start(citizens=("c1", "c2", "c3")), *extra])


def test_recycling_eligibility_by_rail_across_a_shared_edge() -> None:
    st = _plant_region([
        tile("X-A1", 0, 1, rot=1, garbage=1),   # south, rail N-S meets the start's S rail
        tile("X-A2", 1, 0, rot=0, garbage=1),   # east, reached through c1 and c2
        tile("X-A3", 1, 1, rot=0, garbage=1),   # corner only
        tile("X-A4", -1, 0, rot=1, garbage=1),  # west, but no rail on its east edge
        tile("X-A5", 0, -1, rot=1, garbage=1),  # north: the start has no rail there
    ])
    p = st.players[0]
    assert net.plants(p) == [("S-1", "c3")]
    assert net.eligible(p, "S-1", "c3") == ["S-1", "X-A2", "X-A1"]


def test_a_plant_off_the_line_cleans_only_its_own_land() -> None:
    st = _plant_region([tile("X-PLANT", 1, 1, citizens=("c1",), garbage=1),
                        tile("X-A1", 1, 2, rot=1, garbage=1)])
    p = st.players[0]
    assert net.eligible(p, "X-PLANT", "c1") == ["X-PLANT"]


def test_an_empty_plant_removes_nothing() -> None:
    st = region([start()])
    assert net.plants(st.players[0]) == []


def test_locomotive_example() -> None:
    line = tile("X-LINE", 0, 1, citizens=("c1", "c2"))
    one = [{"tech": "T1-06", "used": [False]}]
    st = region([start(), line], one, uses=True)
    moves = {a for a in RULES.legal_actions(st) if isinstance(a, Locomotive)}
    # A (c1) cannot pass B; B may go to C
    assert Locomotive("X-LINE", "c2", "X-LINE", "c3") in moves
    assert not any(m.land == "X-LINE" and m.city == "c1" for m in moves)
    play(st, Locomotive("X-LINE", "c2", "X-LINE", "c3"))
    assert not any(isinstance(a, Locomotive) for a in RULES.legal_actions(st))
    two = one + [{"tech": "T3-03", "used": [False]}]
    st = region([start(), tile("X-LINE", 0, 1, citizens=("c1", "c2"))], two, uses=True)
    play(st, Locomotive("X-LINE", "c2", "X-LINE", "c3"), Locomotive("X-LINE", "c1", "X-LINE", "c2"))
    assert st.players[0].tiles["X-LINE"].cit == [False, True, True]
    # both parts used: nothing is left to do, and the Maintenance waits for seat 0's Done
    assert RULES.legal_actions(st) == [Done()] and st.stack.top.seat == 0
    play(st, Done())
    assert all(d.seat != 0 for d in st.stack)


BRIDGE = {"tech": "T1-08", "used": [False]}
BRIDGE2 = {"tech": "T3-08", "used": [True, False]}  # Electric Railway: loco used, bridge not


def _bridges(st: Any) -> set[Any]:
    return {a for a in RULES.legal_actions(st) if isinstance(a, Bridge | BridgePair)}


def test_bridge_legality_cases() -> None:
    st = region([start(), tile("X-BR1", 0, 1, citizens=("c1",))], [BRIDGE], uses=True)
    legal = {(a.a, a.b) for a in _bridges(st) if a.land == "X-BR1"}
    assert ("c1", "d1") in legal                 # joins a city and an end node
    assert ("N", "S") not in legal                # overlaps the N-j1 rail, passes j1
    assert ("S", "j1") not in legal               # the south border is bare on both sides
    assert ("W", "d1") not in legal               # runs over the city c1
    assert ("E", "c1") not in legal               # runs over the end node d1
    assert not any(a.land == "S-1" and {a.a, a.b} == {"W", "E"} for a in _bridges(st))
    play(st, Bridge("X-BR1", "c1", "d1"))
    t = st.players[0].tiles["X-BR1"]
    assert t.bridges == [(t.d.index["c1"], t.d.index["d1"])]
    assert not _bridges(st)  # the only bridge is built


def test_a_bridge_may_end_at_a_border_with_rail_across_it() -> None:
    below = tile("X-A1", 0, 2, rot=1)  # N-S rail meets X-BR1's bare south edge
    st = region([start(), tile("X-BR1", 0, 1), below], [BRIDGE], uses=True)
    assert Bridge("X-BR1", "S", "j1") in _bridges(st)
    # once built it links the two tiles
    play(st, Bridge("X-BR1", "S", "j1"))
    p = st.players[0]
    adj, _, slots = net.network(p)
    s_br, s_a = slots["X-BR1"], slots["X-A1"]
    assert s_a * 16 + 3 in adj[s_br * 16 + 2]  # X-A1's placed N is its canonical W


def test_bridge_pair_meets_at_a_bare_border_and_needs_two_bridges() -> None:
    tiles = [start(), tile("X-BR1", 0, 1), tile("X-BR2", 0, 2, rot=2)]
    st = region(tiles, [BRIDGE], uses=True)
    assert not any(isinstance(a, BridgePair) for a in _bridges(st))
    assert Bridge("X-BR1", "S", "j1") not in _bridges(st)
    st = region(tiles, [BRIDGE, BRIDGE2], uses=True)
    pair = BridgePair("X-BR1", "j1", "X-BR2", "j1")
    assert pair in _bridges(st)
    play(st, pair)
    p = st.players[0]
    assert all(p.used[k] == [True] * len(p.used[k]) for k in range(2))
    adj, _, slots = net.network(p)
    assert slots["X-BR2"] * 16 + 2 in adj[slots["X-BR1"] * 16 + 2]  # S of BR1 <-> S of BR2


def test_bridge_names_use_placed_directions() -> None:
    st = region([start(), tile("X-BR1", 0, 1), tile("X-BR2", 0, 2, rot=2),
                 tile("X-A1", 0, 3, rot=1)], [BRIDGE], uses=True)
    # BR2 is upside down: its bare canonical south edge faces north (BR1's bare south);
    # its canonical north rail faces south, towards X-A1
    assert Bridge("X-BR2", "N", "j1") not in _bridges(st)
    assert Bridge("X-BR2", "c1", "d1") in _bridges(st)
    play(st, Bridge("X-BR2", "c1", "d1"))
    pos_ = RULES.position(st)
    br2 = next(t for t in pos_["seats"][0]["region"] if t["tile"] == "X-BR2")
    assert br2["bridges"] == [["c1", "d1"]]


def test_bridge_pair_across_an_east_west_border() -> None:
    # X-BR1 turned 3: its bare canonical south edge faces east; X-BR2 turned 1: west
    tiles = [start(), tile("X-BR1", 0, 1, rot=3), tile("X-BR2", 1, 1, rot=1)]
    st = region(tiles, [BRIDGE, BRIDGE2], uses=True)
    pairs = [a for a in _bridges(st) if isinstance(a, BridgePair)]
    assert BridgePair("X-BR1", "j1", "X-BR2", "j1") in pairs
    cells = {t["tile"]: (t["x"], t["y"]) for t in tiles}
    for a in pairs:  # always two edge-adjacent lands, the first west or north
        (x1, y1), (x2, y2) = cells[a.land], cells[a.land_b]
        assert (x2 - x1, y2 - y1) in ((1, 0), (0, 1))
    play(st, BridgePair("X-BR1", "j1", "X-BR2", "j1"))
    p = st.players[0]
    adj, _, slots = net.network(p)
    assert slots["X-BR2"] * 16 + 2 in adj[slots["X-BR1"] * 16 + 2]
    # the pair now carries a Locomotive-free rail path: j1 of BR1 reaches j1 of BR2
    seen = net.reach(net.network(p), slots["X-BR1"] * 16 + p.tiles["X-BR1"].d.index["j1"],
                     -1, True)
    assert slots["X-BR2"] * 16 + p.tiles["X-BR2"].d.index["j1"] in seen


def test_a_clone_reads_its_own_citizens_through_the_memoised_network() -> None:
    """A clone copies the memo (the network holds the tiles it was built from): placing a
    citizen on the clone changes the clone's income, not the original's, exactly as on a
    copy without the memo (the computer's search thinks on clones)."""
    from game.engine.rng import Rng

    from .helpers import fresh
    checked = 0
    for seed in range(6):
        st = fresh(3, seed)
        rng = Rng(seed)
        while not RULES.is_over(st) and checked < 40:
            top = st.stack.top
            if top is not None and top.kind in ("citizens", "uses"):
                p = st.players[top.seat]
                before = net.production(p)
                for action in RULES.legal_actions(st)[:12]:
                    clone = st.clone()
                    play(clone, action)
                    q = clone.players[top.seat]
                    bare = q.clone()
                    bare.changed()
                    assert net.production(q) == net.production(bare), action
                    assert net.bonuses(q) == net.bonuses(bare), action
                    checked += 1
                assert net.production(p) == before
            RULES.apply(st, RULES.sample_action(st, rng))
    assert checked >= 40
