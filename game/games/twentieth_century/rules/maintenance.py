"""Phase 4: Maintenance (spec §9, §13) as a run of micro-decisions on the decision stack:
``garbage`` (one cube at a time), ``attach`` (one tile at a time), ``citizens`` (one new
citizen at a time), then ``uses`` (any sequence of technology uses, then Done)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event
from game.engine.rng import Rng

from . import network as net
from .actions import (
    ILLEGAL,
    Attach,
    Bridge,
    BridgePair,
    Done,
    EcoInvest,
    Locomotive,
    PlaceCitizen,
    PlaceGarbage,
    Populate,
    QolInvest,
    Recycle,
    SortWaste,
    Transport,
)
from .events import emit
from .state import Player, TCState, move_pollution, step

GARBAGE, ATTACH, CITIZENS, USES = "garbage", "attach", "citizens", "uses"
KINDS = (GARBAGE, ATTACH, CITIZENS, USES)
REUSABLE = ("locomotive", "garbage_transport", "recycling", "eco_investment", "qol_investment")


def begin(st: TCState, seat: int) -> None:
    """Reset the seat's reusable parts and push its Maintenance steps (last step first).

    A seat with something to decide (a tile to attach, garbage with a choice of lands, a
    technology part to use) ends its Maintenance itself: the uses step waits for its Done
    even when nothing is left to use. A seat with nothing to decide gets no uses step (its
    forced garbage is placed by the flow), so the rules end its Maintenance at once."""
    p = st.players[seat]
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            if part.kind in REUSABLE:
                p.used[k][j] = False
    items = st.stack.items
    if asked(st, p):
        items.append(step(USES, seat))
    if p.new_citizens:
        items.append(step(CITIZENS, seat))
    if p.pending:
        items.append(step(ATTACH, seat))
    if p.pending_garbage:
        items.append(step(GARBAGE, seat))


def garbage_targets(p: Player) -> list[str]:
    """Lands won this round (still waiting), else every land of the region (§9 step 1)."""
    won = [t for t in p.pending if p.tiles[t].d.is_land]
    if won:
        return won
    return [t for t in p.order if p.tiles[t].d.is_land]


def citizen_spots(p: Player) -> list[tuple[str, str]]:
    out = []
    for land in dict.fromkeys(p.new_citizens):
        t = p.tiles[land]
        for k, node in enumerate(t.d.cities):
            if not t.cit[k]:
                out.append((land, t.d.nodes[node].id))
    return out


def _empty_cities(p: Player) -> list[tuple[str, str]]:
    out = []
    for tid in p.order:
        t = p.tiles[tid]
        for k, node in enumerate(t.d.cities):
            if not t.cit[k]:
                out.append((tid, t.d.nodes[node].id))
    return out


def _populated(p: Player) -> list[tuple[str, str]]:
    out = []
    for tid in p.order:
        t = p.tiles[tid]
        for k, node in enumerate(t.d.cities):
            if t.cit[k]:
                out.append((tid, t.d.nodes[node].id))
    return out


def _free_part(st: TCState, p: Player, kind: str) -> tuple[int, int]:
    """(technology index, part index) of the first unspent part of ``kind``, or (-1, -1)."""
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            if part.kind == kind and not p.used[k][j]:
                return k, j
    return -1, -1


def _free_count(st: TCState, p: Player, kind: str) -> int:
    return sum(1 for k, tech in enumerate(p.techs)
               for j, part in enumerate(st.data.techs[tech].parts)
               if part.kind == kind and not p.used[k][j])


def _paid_parts(st: TCState, p: Player, kind: str) -> list[tuple[str, int, int, str]]:
    """Unused affordable parts of ``kind``: (tech id, part index, cost, currency)."""
    out = []
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            if part.kind == kind and not p.used[k][j]:
                have = p.money if part.currency == "M" else p.science
                if have >= part.cost:
                    out.append((tech, j, part.cost, part.currency))
    return out


def asked(st: TCState, p: Player) -> bool:
    """The seat has a decision in the Maintenance about to begin: a tile to attach, pending
    garbage with two lands or more to go on, or a technology part it could use."""
    return bool(p.pending) or (p.pending_garbage > 0 and len(garbage_targets(p)) > 1) \
        or has_uses(st, p)


def has_uses(st: TCState, p: Player) -> bool:
    """Cheap test: some technology part could still be used (else the step is skipped)."""
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            if part.kind not in ("institution", "park") and not p.used[k][j]:
                return True
    return False


def legal(st: TCState) -> list[Any]:
    d = st.stack.items[-1]
    p = st.players[d.seat]
    kind = d.kind
    if kind == GARBAGE:
        return [PlaceGarbage(t) for t in garbage_targets(p)]
    if kind == ATTACH:
        cells = net.frontier(p)
        return [Attach(t, x, y, r) for t in p.pending for (x, y) in cells for r in range(4)]
    if kind == CITIZENS:
        return [PlaceCitizen(a, b) for a, b in citizen_spots(p)]
    return uses(st, p)


def uses(st: TCState, p: Player) -> list[Any]:
    out: list[Any] = []
    if _free_part(st, p, "population")[0] >= 0:
        out += [Populate(a, b) for a, b in _empty_cities(p)]
    bridges = _free_count(st, p, "bridge")
    if bridges:
        out += [Bridge(t, a, b) for t, a, b in net.bridges(p)]
        if bridges >= 2:
            out += [BridgePair(*q) for q in net.bridge_pairs(p)]
    dirty = [t for t in p.order if p.tiles[t].garbage > 0]
    if dirty and _free_part(st, p, "sorted_waste")[0] >= 0:
        out += [SortWaste(t) for t in dirty]
    if _free_part(st, p, "locomotive")[0] >= 0:
        for a, b in _populated(p):
            out += [Locomotive(a, b, c, e) for c, e in net.locomotive_targets(p, a, b)]
    if dirty and _free_part(st, p, "garbage_transport")[0] >= 0:
        lands = [t for t in p.order if p.tiles[t].d.is_land]
        out += [Transport(a, b) for a in dirty for b in lands if b != a]
    if dirty:
        for tech, j, _, _ in _paid_parts(st, p, "recycling"):
            out += [Recycle(tech, j, t) for t in dirty]
    if p.pollution < 6:
        out += [EcoInvest(tech, j) for tech, j, _, _ in _paid_parts(st, p, "eco_investment")]
    out += [QolInvest(tech, j) for tech, j, _, _ in _paid_parts(st, p, "qol_investment")]
    out.append(Done())
    return out


def sample(st: TCState, rng: Rng) -> Any:
    """A random legal Maintenance action; technology uses pick a kind first, so only that
    kind's options are listed (Done about a third of the time)."""
    d = st.stack.items[-1]
    p = st.players[d.seat]
    if d.kind == ATTACH:
        cells = net.frontier(p)
        x, y = rng.choice(cells)
        return Attach(rng.choice(p.pending), x, y, rng.randbelow(4))
    if d.kind == GARBAGE:
        return PlaceGarbage(rng.choice(garbage_targets(p)))
    if d.kind == CITIZENS:
        return PlaceCitizen(*rng.choice(citizen_spots(p)))
    if d.kind != USES:
        return rng.choice(legal(st))
    kinds = []
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            if not p.used[k][j] and part.kind not in ("institution", "park") \
                    and part.kind not in kinds:
                kinds.append(part.kind)
    if not kinds or rng.randbelow(3) == 0:
        return Done()
    kind = rng.choice(kinds)
    quick = _sample_use(st, p, kind, rng)
    if quick is not None:
        return quick
    return _sample_listed(st, p, kind, rng)


def _sample_listed(st: TCState, p: Player, kind: str, rng: Rng) -> Any:
    """``rng.choice(_uses_of(st, p, kind))`` (Done when there is none) building only the
    action drawn: the same draw from the same list, in the same order."""
    if kind == "population":
        cities = _empty_cities(p)
        return Populate(*rng.choice(cities)) if cities else Done()
    if kind == "bridge":
        singles = net.bridges(p)
        pairs = net.bridge_pairs(p) if _free_count(st, p, "bridge") >= 2 else []
        n = len(singles) + len(pairs)
        if not n:
            return Done()
        i = rng.randbelow(n)
        return Bridge(*singles[i]) if i < len(singles) else BridgePair(*pairs[i - len(singles)])
    dirty = [t for t in p.order if p.tiles[t].garbage > 0]
    if kind == "sorted_waste":
        return SortWaste(rng.choice(dirty)) if dirty else Done()
    if kind == "recycling":
        paid = _paid_parts(st, p, "recycling")
        n = len(paid) * len(dirty)
        if not n:
            return Done()
        i = rng.randbelow(n)
        tech, j, _, _ = paid[i // len(dirty)]
        return Recycle(tech, j, dirty[i % len(dirty)])
    if kind == "eco_investment":
        eco = _paid_parts(st, p, "eco_investment") if p.pollution < 6 else []
        if not eco:
            return Done()
        tech, j, _, _ = rng.choice(eco)
        return EcoInvest(tech, j)
    if kind == "qol_investment":
        qol = _paid_parts(st, p, "qol_investment")
        if not qol:
            return Done()
        tech, j, _, _ = rng.choice(qol)
        return QolInvest(tech, j)
    options = _uses_of(st, p, kind)
    return rng.choice(options) if options else Done()


def _sample_use(st: TCState, p: Player, kind: str, rng: Rng) -> Any:
    """A random use of ``kind`` without listing them all (None: list them instead; Done:
    the kind has no legal use now)."""
    if kind == "garbage_transport":
        dirty = [t for t in p.order if p.tiles[t].garbage > 0]
        lands = [t for t in p.order if p.tiles[t].d.is_land]
        if not dirty or len(lands) < 2:
            return Done()
        a = rng.choice(dirty)
        b = rng.choice(lands)
        while b == a:
            b = rng.choice(lands)
        return Transport(a, b)
    if kind == "locomotive":
        cities = _populated(p)
        start = rng.randbelow(len(cities)) if cities else 0
        for i in range(len(cities)):
            a, b = cities[(start + i) % len(cities)]
            targets = net.locomotive_targets(p, a, b)
            if targets:
                c, e = rng.choice(targets)
                return Locomotive(a, b, c, e)
        return Done()
    return None


def _uses_of(st: TCState, p: Player, kind: str) -> list[Any]:
    """The legal uses of one part kind (a slice of :func:`uses`)."""
    if kind == "population":
        return [Populate(a, b) for a, b in _empty_cities(p)]
    if kind == "bridge":
        out: list[Any] = [Bridge(t, a, b) for t, a, b in net.bridges(p)]
        if _free_count(st, p, "bridge") >= 2:
            out += [BridgePair(*q) for q in net.bridge_pairs(p)]
        return out
    dirty = [t for t in p.order if p.tiles[t].garbage > 0]
    if kind == "sorted_waste":
        return [SortWaste(t) for t in dirty]
    if kind == "locomotive":
        return [Locomotive(a, b, c, e) for a, b in _populated(p)
                for c, e in net.locomotive_targets(p, a, b)]
    if kind == "garbage_transport":
        lands = [t for t in p.order if p.tiles[t].d.is_land]
        return [Transport(a, b) for a in dirty for b in lands if b != a]
    if kind == "recycling":
        return [Recycle(tech, j, t) for tech, j, _, _ in _paid_parts(st, p, "recycling")
                for t in dirty]
    if kind == "eco_investment":
        if p.pollution >= 6:
            return []
        return [EcoInvest(tech, j) for tech, j, _, _ in _paid_parts(st, p, "eco_investment")]
    return [QolInvest(tech, j) for tech, j, _, _ in _paid_parts(st, p, "qol_investment")]


def explain(st: TCState, action: Any) -> str | None:
    d = st.stack.items[-1]
    p = st.players[d.seat]
    kind = d.kind
    t = type(action)
    if kind == GARBAGE:
        if t is not PlaceGarbage:
            return ILLEGAL + "place_garbage"
        return None if action.land in garbage_targets(p) else \
            ILLEGAL + "garbage_land"
    if kind == ATTACH:
        if t is not Attach:
            return ILLEGAL + "attach_tiles"
        if action.tile not in p.pending:
            return ILLEGAL + "not_pending"
        if not 0 <= action.rot < 4:
            return ILLEGAL + "rotation"
        cell = (action.x, action.y)
        if cell in p.cells:
            return ILLEGAL + "cell_taken"
        if not any((action.x + dx, action.y + dy) in p.cells
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
            return ILLEGAL + "must_touch"
        return None
    if kind == CITIZENS:
        if t is not PlaceCitizen:
            return ILLEGAL + "place_citizens"
        return None if (action.land, action.city) in citizen_spots(p) else \
            ILLEGAL + "citizen_spot"
    if action in uses(st, p):
        return None
    return use_problem(st, p, action)


_USE_KIND = {Populate: "population", Bridge: "bridge", BridgePair: "bridge",
             SortWaste: "sorted_waste", Locomotive: "locomotive",
             Transport: "garbage_transport", Recycle: "recycling",
             EcoInvest: "eco_investment", QolInvest: "qol_investment"}
_PAID = ("recycling", "eco_investment", "qol_investment")


def use_problem(st: TCState, p: Player, action: Any) -> str:
    """Why a technology use that :func:`uses` does not list is refused (a catalog key)."""
    kind = _USE_KIND.get(type(action))
    if kind is None:
        return ILLEGAL + "use_or_done"
    if kind in _PAID:
        if (action.tech, action.part) not in {(tech, j) for tech, j, _, _
                                              in _paid_parts(st, p, kind)}:
            return ILLEGAL + "part_unavailable"
        if kind == "eco_investment":
            return ILLEGAL + "eco_limit"
    elif _free_count(st, p, kind) < (2 if type(action) is BridgePair else 1):
        return ILLEGAL + "no_part"
    if kind in ("sorted_waste", "garbage_transport", "recycling"):
        own = p.tiles.get(action.land)
        if own is None or own.garbage == 0:
            return ILLEGAL + "no_garbage"
        return ILLEGAL + "transport_target"
    if kind == "population":
        return ILLEGAL + "populate_city"
    if kind == "locomotive":
        return ILLEGAL + "locomotive_target"
    return ILLEGAL + _bridge_problem(p, action)


def _bridge_problem(p: Player, action: Any) -> str:
    """The broken condition of a refused bridge or bridge pair (a key suffix)."""
    tile = p.tiles.get(action.land)
    if tile is None or not tile.placed:
        return "bridge_tile"
    if type(action) is Bridge:
        a, b = net.anchor_index(tile, action.a), net.anchor_index(tile, action.b)
        if a < 0 or b < 0:
            return "bridge_anchor"
        return net.bridge_problem(p, tile, a, b) or "bridge_anchor"
    other = p.tiles.get(action.land_b)
    if other is None or not other.placed:
        return "bridge_tile"
    return "bridge_pair"


def apply(st: TCState, action: Any, ev: list[Event]) -> None:
    d = st.stack.items[-1]
    seat = d.seat
    p = st.players[seat]
    t = type(action)
    if t is PlaceGarbage:
        p.tiles[action.land].garbage += 1
        p.pending_garbage -= 1
        if not st.silent:
            emit(st, ev, "garbage", seat, land=action.land)
        if not p.pending_garbage:
            st.stack.pop()
    elif t is Attach:
        tiles = p.tiles
        tile = tiles.pop(action.tile)
        tile.x, tile.y, tile.rot = action.x, action.y, action.rot
        p.cells[(action.x, action.y)] = action.tile
        p.order.append(action.tile)
        p.pending.remove(action.tile)
        # the tiles stay in placement order, then the waiting ones (as a position rebuilds
        # them): the attached tile goes after the placed ones, before those still waiting
        tiles[action.tile] = tile
        for tid in p.pending:
            tiles[tid] = tiles.pop(tid)
        net.attached(p, tile)
        if not st.silent:
            emit(st, ev, "attach", seat, tile=action.tile, x=action.x, y=action.y, rot=action.rot)
        if not p.pending:
            st.stack.pop()
    elif t is PlaceCitizen:
        place_citizen(st, seat, action.land, action.city, ev)
    elif t is Done:
        st.stack.pop()
        if not st.silent:
            emit(st, ev, "maintenance_done", seat)
    else:
        use(st, p, seat, action, ev)


def place_citizen(st: TCState, seat: int, land: str, city: str, ev: list[Event]) -> None:
    """Step 3: the citizen of new land ``land`` onto its ``city``."""
    p = st.players[seat]
    _settle(p, land, city)
    p.new_citizens.remove(land)
    if not st.silent:
        emit(st, ev, "citizen", seat, land=land, city=city)
    _drop_stuck_citizens(p)
    if not p.new_citizens:
        st.stack.pop()


def _settle(p: Player, land: str, city: str) -> None:
    tile = p.tiles[land]
    tile.cit[tile.city_index(city)] = True
    p.changed(structure=False)


def _drop_stuck_citizens(p: Player) -> None:
    """A new land whose cities are all full cannot take its citizen (custom tiles only)."""
    p.new_citizens = [a for a in p.new_citizens if not all(p.tiles[a].cit)]


def _spend(st: TCState, p: Player, kind: str) -> None:
    k, j = _free_part(st, p, kind)
    p.used[k][j] = True


def _spend_named(st: TCState, p: Player, tech: str, part: int) -> tuple[int, str]:
    """Spend the part and pay its price; returns (price, currency "M" or "S")."""
    k = p.techs.index(tech)
    while p.used[k][part]:  # two copies of one technology: the next unused one
        k = p.techs.index(tech, k + 1)
    p.used[k][part] = True
    pd = st.data.techs[tech].parts[part]
    if pd.currency == "M":
        p.money -= pd.cost
    else:
        p.science -= pd.cost
    return pd.cost, pd.currency


def use(st: TCState, p: Player, seat: int, action: Any, ev: list[Event]) -> None:
    t = type(action)
    if t is Populate:
        _spend(st, p, "population")
        _settle(p, action.land, action.city)
        if not st.silent:
            emit(st, ev, "populate", seat, land=action.land, city=action.city)
    elif t is Bridge:
        _spend(st, p, "bridge")
        tile = p.tiles[action.land]
        a, b = net.anchor_index(tile, action.a), net.anchor_index(tile, action.b)
        tile.bridges.append((min(a, b), max(a, b)))
        p.changed()
        if not st.silent:
            emit(st, ev, "bridge", seat, land=action.land, a=action.a, b=action.b)
    elif t is BridgePair:
        _spend(st, p, "bridge")
        _spend(st, p, "bridge")
        ta, tb = p.tiles[action.land], p.tiles[action.land_b]
        assert ta.x is not None and tb.x is not None
        pd = 1 if tb.x == ta.x + 1 else 2  # land_b lies east (1) or south (2) of land
        ea = net.canonical_edge(pd, ta.rot)
        eb = net.canonical_edge((pd + 2) % 4, tb.rot)
        a = net.anchor_index(ta, action.a)
        b = net.anchor_index(tb, action.b)
        ta.bridges.append((min(a, ea), max(a, ea)))
        tb.bridges.append((min(b, eb), max(b, eb)))
        p.changed()
        if not st.silent:
            emit(st, ev, "bridge_pair", seat, land=action.land, a=action.a, land_b=action.land_b,
                 b=action.b)
    elif t is SortWaste:
        _spend(st, p, "sorted_waste")
        p.tiles[action.land].garbage -= 1
        if not st.silent:
            emit(st, ev, "sort_waste", seat, land=action.land)
    elif t is Locomotive:
        _spend(st, p, "locomotive")
        src = p.tiles[action.land]
        src.cit[src.city_index(action.city)] = False
        _settle(p, action.to_land, action.to_city)
        if not st.silent:
            emit(st, ev, "locomotive", seat, land=action.land, city=action.city,
                 to_land=action.to_land, to_city=action.to_city)
    elif t is Transport:
        _spend(st, p, "garbage_transport")
        p.tiles[action.land].garbage -= 1
        p.tiles[action.to_land].garbage += 1
        if not st.silent:
            emit(st, ev, "transport", seat, land=action.land, to_land=action.to_land)
    elif t is Recycle:
        cost, cur = _spend_named(st, p, action.tech, action.part)
        p.tiles[action.land].garbage -= 1
        if not st.silent:
            emit(st, ev, "recycle", seat, tech=action.tech, land=action.land, paid=cost,
                 currency=cur)
    elif t is EcoInvest:
        cost, cur = _spend_named(st, p, action.tech, action.part)
        move_pollution(p, 1)
        if not st.silent:
            emit(st, ev, "eco_invest", seat, tech=action.tech, paid=cost, currency=cur)
    elif t is QolInvest:
        cost, cur = _spend_named(st, p, action.tech, action.part)
        gain = st.data.techs[action.tech].parts[action.part].qol
        p.qol += gain
        p.points["investment"] += gain
        if not st.silent:
            emit(st, ev, "qol_invest", seat, tech=action.tech, qol=gain, paid=cost,
                 currency=cur)
