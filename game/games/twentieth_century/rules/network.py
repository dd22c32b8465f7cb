"""The rail network of a region and everything derived from it (spec §13.2, §14.4-§14.8):
institution bonuses, production (the income trackers), recycling eligibility, Locomotive
moves and bridge legality.

A network node is ``slot * 16 + node index`` where ``slot`` is the tile's position in
``Player.order``; tiles have at most 16 nodes.
"""

from __future__ import annotations

from bisect import bisect_left

from ..data import EDGES, TileDef
from .state import DIRS, Player, Tile

Net = tuple[list[tuple[int, ...]], list[Tile], dict[str, int]]
"""(adjacency by node, tiles by slot, slot by tile id); adjacency rows are tuples, so an
extended network shares the rows it does not change with the one it came from.

A clone copies the memo, so the tiles by slot may be another state's objects: read only
what never changes once a tile is placed (definition, cell, rotation) through them, and a
tile's citizens through ``p.tiles`` (its own)."""


def placed_dir(canonical_edge: int, rot: int) -> int:
    return (canonical_edge + rot) % 4


def canonical_edge(placed: int, rot: int) -> int:
    return (placed - rot) % 4


def anchor_name(tile: Tile, node: int) -> str:
    """A node's placed name: edge anchors by the compass direction they face (§14.8)."""
    if node < 4:
        return EDGES[placed_dir(node, tile.rot)]
    return tile.d.nodes[node].id


def anchor_index(tile: Tile, name: str) -> int:
    """The canonical node index of a placed anchor name, or -1."""
    if name in EDGES:
        return canonical_edge(EDGES.index(name), tile.rot)
    i = tile.d.index.get(name, -1)
    return i if i >= 4 and tile.d.nodes[i].type != "building" else -1


_rail_inc: dict[int, tuple[TileDef, list[int]]] = {}


def incidence(tile: Tile) -> list[int]:
    """Segments (rails and bridges) touching each node of ``tile`` (do not mutate)."""
    d = tile.d
    hit = _rail_inc.get(id(d))
    if hit is None:
        base = [0] * len(d.nodes)
        for a, b in d.rails:
            base[a] += 1
            base[b] += 1
        hit = _rail_inc[id(d)] = (d, base)
    if not tile.bridges:
        return hit[1]
    inc = hit[1].copy()
    for a, b in tile.bridges:
        inc[a] += 1
        inc[b] += 1
    return inc


_printed: dict[tuple[int, int], tuple[TileDef, tuple[tuple[int, ...], ...]]] = {}


def _rows(d: TileDef, slot: int) -> tuple[tuple[int, ...], ...]:
    """The 16 adjacency rows of a definition's printed rails at ``slot`` (memoised; the
    entry holds the definition so its ``id()`` stays unique)."""
    key = (id(d), slot)
    hit = _printed.get(key)
    if hit is None:
        base = slot * 16
        rows: list[tuple[int, ...]] = [()] * 16
        for a, b in d.rails:
            rows[a] += (base + b,)
            rows[b] += (base + a,)
        hit = _printed[key] = (d, tuple(rows))
    return hit[1]


def network(p: Player) -> Net:
    """The region's rail graph (memoised until the region changes)."""
    net = p.cache.get("net")
    if net is not None:
        return net  # type: ignore[no-any-return]
    tiles = [p.tiles[t] for t in p.order]
    slots = {t.d.id: i for i, t in enumerate(tiles)}
    adj: list[tuple[int, ...]] = []
    for s, t in enumerate(tiles):
        adj += _rows(t.d, s)
    incs = [incidence(t) for t in tiles]
    for s, t in enumerate(tiles):
        base = s * 16
        for a, b in t.bridges:
            adj[base + a] += (base + b,)
            adj[base + b] += (base + a,)
        assert t.x is not None and t.y is not None
        for d in (1, 2):  # east and south: each shared edge once
            dx, dy = DIRS[d]
            other = p.cells.get((t.x + dx, t.y + dy))
            if other is None:
                continue
            o = slots[other]
            u = tiles[o]
            e = canonical_edge(d, t.rot)
            f = canonical_edge((d + 2) % 4, u.rot)
            if incs[s][e] and incs[o][f]:
                adj[base + e] += (o * 16 + f,)
                adj[o * 16 + f] += (base + e,)
    net = (adj, tiles, slots)
    p.cache["net"] = net
    return net


def rail_links(p: Player) -> int:
    """Rail connections between edge-adjacent tiles of the region (§14.4 edge links)."""
    adj, _, _ = network(p)
    return sum(1 for i, row in enumerate(adj) for j in row if j // 16 != i // 16) // 2


def attached(p: Player, t: Tile) -> None:
    """Tile ``t`` was just attached (its cell and the end of ``p.order`` set): drop the
    memoised derivations but extend the network and the frontier in place of rebuilding
    them. Cached values are shared with clones, so only new lists are written to (the
    adjacency rows are tuples)."""
    old_net = p.cache.get("net")
    old_front = p.cache.get("frontier")
    p.cache.clear()
    assert t.x is not None and t.y is not None
    if old_net is not None:
        adj, tiles, slots = old_net
        s = len(tiles)
        tiles = [*tiles, t]
        slots = {**slots, t.d.id: s}
        base = s * 16
        adj = adj.copy()
        adj += _rows(t.d, s)
        for a, b in t.bridges:
            adj[base + a] += (base + b,)
            adj[base + b] += (base + a,)
        inc = incidence(t)
        cells = p.cells
        for d in range(4):
            dx, dy = DIRS[d]
            other = cells.get((t.x + dx, t.y + dy))
            if other is None:
                continue
            o = slots[other]
            u = tiles[o]
            e = canonical_edge(d, t.rot)
            f = canonical_edge((d + 2) % 4, u.rot)
            if inc[e] and incidence(p.tiles[other])[f]:
                adj[base + e] += (o * 16 + f,)
                adj[o * 16 + f] += (base + e,)
        p.cache["net"] = (adj, tiles, slots)
    if old_front is not None:
        cells = p.cells
        front = old_front.copy()
        x, y = t.x, t.y
        i = bisect_left(front, (x, y))
        if i < len(front) and front[i] == (x, y):
            del front[i]
        for c in ((x - 1, y - 1), (x - 1, y), (x - 1, y + 1), (x, y - 1), (x, y + 1),
                  (x + 1, y - 1), (x + 1, y), (x + 1, y + 1)):
            if c not in cells:
                i = bisect_left(front, c)
                if i == len(front) or front[i] != c:
                    front.insert(i, c)
        p.cache["frontier"] = front


def reach(net: Net, start: int, only_slot: int, cities_block: bool) -> set[int]:
    """Nodes reachable from ``start`` (§14.4 ``reach``); ``only_slot`` >= 0 keeps the walk
    inside that tile. A blocking city is reached but not passed."""
    adj, tiles, _ = net
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        if x != start and cities_block:
            nd = tiles[x >> 4].d.nodes[x & 15]
            if nd.type == "city":
                continue
        for y in adj[x]:
            if y not in seen and (only_slot < 0 or y >> 4 == only_slot):
                seen.add(y)
                todo.append(y)
    return seen


def bonuses(p: Player) -> dict[tuple[int, int], list[int]]:
    """Institution bonuses per (slot, city node): +[M, S, Q] (§14.5)."""
    adj, tiles, slots = net = network(p)
    out: dict[tuple[int, int], list[int]] = {}
    for s, inst in enumerate(tiles):
        d = inst.d
        if d.is_land:
            continue
        assert inst.x is not None and inst.y is not None
        for pd in range(4):
            dx, dy = DIRS[pd]
            other = p.cells.get((inst.x + dx, inst.y + dy))
            if other is None:
                continue
            o = slots[other]
            land = tiles[o]
            if not land.d.is_land:
                continue
            e = canonical_edge(pd, inst.rot)
            f = o * 16 + canonical_edge((pd + 2) % 4, land.rot)
            if f not in adj[s * 16 + e]:
                continue
            cit = p.tiles[other].cit
            for x in reach(net, f, o, True):
                node = x & 15
                nd = land.d.nodes[node]
                if nd.type != "city" or nd.prod[d.commodity] < 1:
                    continue
                if not cit[land.d.cities.index(node)]:
                    continue
                out.setdefault((o, node), [0, 0, 0])[d.commodity] += d.bonus
    return out


def production(p: Player) -> tuple[int, int, int]:
    """Money, science and QoL income of the region (§14.7), memoised."""
    inc = p.cache.get("income")
    if inc is not None:
        return inc  # type: ignore[no-any-return]
    _, tiles, _ = network(p)
    bon = bonuses(p)
    own = p.tiles
    m = s = q = 0
    for slot, t in enumerate(tiles):
        cit = own[t.d.id].cit
        for k, node in enumerate(t.d.cities):
            if not cit[k]:
                continue
            pm, ps, pq = t.d.nodes[node].prod
            b = bon.get((slot, node))
            if b is not None:
                pm += b[0]
                ps += b[1]
                pq += b[2]
            m += pm
            s += ps
            q += pq
    out = (m, s, q)
    p.cache["income"] = out
    return out


def plants(p: Player) -> list[tuple[str, str]]:
    """Active recycling plants as (tile id, city node id), in region order (memoised)."""
    hit = p.cache.get("plants")
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out = []
    for tid in p.order:
        t = p.tiles[tid]
        for k, node in enumerate(t.d.cities):
            if t.cit[k] and t.d.nodes[node].recycling:
                out.append((tid, t.d.nodes[node].id))
    p.cache["plants"] = out
    return out


def eligible(p: Player, tile_id: str, city: str) -> list[str]:
    """Lands an active plant may clean (§14.6): its own land, then edge-adjacent lands its
    rail leaves towards, in N, E, S, W order (memoised)."""
    key = "eligible:" + tile_id + ":" + city
    hit = p.cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    adj, tiles, slots = net = network(p)
    s = slots[tile_id]
    a = tiles[s]
    start = s * 16 + a.d.index[city]
    seen = reach(net, start, s, False)
    out = [tile_id]
    assert a.x is not None and a.y is not None
    for pd in range(4):
        e = s * 16 + canonical_edge(pd, a.rot)
        if e not in seen:
            continue
        dx, dy = DIRS[pd]
        other = p.cells.get((a.x + dx, a.y + dy))
        if other is None or not p.tiles[other].d.is_land:
            continue
        o = slots[other]
        f = o * 16 + canonical_edge((pd + 2) % 4, tiles[o].rot)
        if f in adj[e]:
            out.append(other)
    p.cache[key] = out
    return out


def locomotive_targets(p: Player, tile_id: str, city: str) -> list[tuple[str, str]]:
    """Empty cities directly rail-connected to a city (no other city in between, §13.7)."""
    key = "loco:" + tile_id + ":" + city
    hit = p.cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    _, tiles, slots = net = network(p)
    s = slots[tile_id]
    start = s * 16 + tiles[s].d.index[city]
    out = []
    for x in sorted(reach(net, start, -1, True)):
        if x == start:
            continue
        t = tiles[x >> 4]
        node = x & 15
        nd = t.d.nodes[node]
        if nd.type == "city" and not p.tiles[t.d.id].cit[t.d.cities.index(node)]:
            out.append((t.d.id, nd.id))
    p.cache[key] = out
    return out


# --- bridges (§14.8) ----------------------------------------------------------------------

_EPS = 1e-9


def _cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _on_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> bool:
    return (abs(_cross(a, b, p)) < _EPS and min(a[0], b[0]) - _EPS <= p[0] <= max(a[0], b[0]) + _EPS
            and min(a[1], b[1]) - _EPS <= p[1] <= max(a[1], b[1]) + _EPS)


def _dist(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy)
                                             / length2))
    qx, qy = a[0] + t * dx - p[0], a[1] + t * dy - p[1]
    return float((qx * qx + qy * qy) ** 0.5)


def _conflicts(d: TileDef, a: int, b: int, c: int, e: int) -> bool:
    """True if the new segment a-b overlaps or intersects the existing segment c-e other than
    by touching at one shared end node (conditions 2 and 3)."""
    if {a, b} == {c, e}:
        return True
    pa, pb, pc, pe = (d.nodes[i].pos for i in (a, b, c, e))
    shared = {a, b} & {c, e}
    if shared:
        (s,) = shared
        o1 = b if s == a else a
        o2 = e if s == c else c
        po, p1, p2 = d.nodes[s].pos, d.nodes[o1].pos, d.nodes[o2].pos
        if abs(_cross(po, p1, p2)) < _EPS:  # collinear: overlap iff same direction
            return ((p1[0] - po[0]) * (p2[0] - po[0]) + (p1[1] - po[1]) * (p2[1] - po[1])) > 0
        return False
    d1, d2 = _cross(pc, pe, pa), _cross(pc, pe, pb)
    d3, d4 = _cross(pa, pb, pc), _cross(pa, pb, pe)
    if ((d1 > _EPS and d2 < -_EPS) or (d1 < -_EPS and d2 > _EPS)) and \
            ((d3 > _EPS and d4 < -_EPS) or (d3 < -_EPS and d4 > _EPS)):
        return True
    return (_on_segment(pa, pc, pe) or _on_segment(pb, pc, pe) or _on_segment(pc, pa, pb)
            or _on_segment(pe, pa, pb))


_static: dict[tuple[int, int, int], tuple[TileDef, bool]] = {}
"""Conditions 2-4 against the printed rails, per (definition, a, b); the entry holds the
definition so its ``id()`` stays unique."""


def geometry_ok(d: TileDef, a: int, b: int, bridges: list[tuple[int, int]]) -> bool:
    """Conditions 2-4 of §14.8 on tile definition ``d`` with ``bridges`` already built."""
    key = (id(d), a, b)
    hit = _static.get(key)
    ok = hit[1] if hit is not None else None
    if ok is None:
        ok = True
        pa, pb = d.nodes[a].pos, d.nodes[b].pos
        for i, nd in enumerate(d.nodes):
            if i in (a, b) or nd.type == "building":
                continue
            limit = 0.08 if nd.type == "city" else 0.02
            if _dist(nd.pos, pa, pb) < limit - _EPS:
                ok = False
                break
        if ok:
            ok = not any(_conflicts(d, a, b, c, e) for c, e in d.rails)
        _static[key] = (d, ok)
    if not ok:
        return False
    return not any(_conflicts(d, a, b, c, e) for c, e in bridges)


def _edge_joined(p: Player, t: Tile, node: int) -> bool:
    """Condition 5 for an end at edge node ``node`` of placed tile ``t``."""
    if incidence(t)[node]:
        return True
    assert t.x is not None and t.y is not None
    pd = placed_dir(node, t.rot)
    dx, dy = DIRS[pd]
    other = p.cells.get((t.x + dx, t.y + dy))
    if other is None:
        return False
    u = p.tiles[other]
    return incidence(u)[canonical_edge((pd + 2) % 4, u.rot)] > 0


def bridge_ok(p: Player, t: Tile, a: int, b: int, pair_end: int = -1) -> bool:
    """A bridge a-b on placed tile ``t`` is legal (§14.8); ``pair_end`` is the end that
    meets the partner of a bridge pair (condition 5 is not asked there)."""
    return bridge_problem(p, t, a, b, pair_end) is None


def bridge_problem(p: Player, t: Tile, a: int, b: int, pair_end: int = -1) -> str | None:
    """Which condition of §14.8 a bridge a-b on ``t`` breaks (a refusal-key suffix), or
    None when it is legal."""
    if not t.d.is_land or not t.placed:
        return "bridge_tile"
    n = len(t.d.nodes)
    if a == b or not (0 <= a < n and 0 <= b < n):
        return "bridge_anchor"
    lo, hi = min(a, b), max(a, b)
    if not geometry_ok(t.d, lo, hi, t.bridges):
        return "bridge_crosses"
    for end in (a, b):
        if end < 4 and end != pair_end and not _edge_joined(p, t, end):
            return "bridge_edge"
    return None


_pairs: dict[int, tuple[TileDef, list[tuple[int, int]]]] = {}


def _static_pairs(d: TileDef) -> list[tuple[int, int]]:
    """Anchor pairs (low, high) of a land that pass conditions 2-4 against its printed
    rails, memoised per definition (bridges built later are checked on top)."""
    hit = _pairs.get(id(d))
    if hit is None:
        nodes = [i for i, nd in enumerate(d.nodes) if nd.type != "building"]
        ok = [(i, j) for i in nodes for j in nodes if i < j and geometry_ok(d, i, j, [])]
        hit = _pairs[id(d)] = (d, ok)
    return hit[1]


_singles: dict[tuple[int, int, tuple[tuple[int, int], ...]],
               tuple[TileDef, list[tuple[int, int, str, str]]]] = {}


def _tile_singles(t: Tile) -> list[tuple[int, int, str, str]]:
    """Anchor pairs (i, j, sorted placed names) of a placed land passing conditions 2-4
    with its built bridges, memoised per (definition, rotation, bridges): only condition 5
    depends on the neighbours."""
    key = (id(t.d), t.rot, tuple(t.bridges))
    hit = _singles.get(key)
    if hit is None:
        out = []
        for i, j in _static_pairs(t.d):
            if geometry_ok(t.d, i, j, t.bridges):
                a, b = sorted((anchor_name(t, i), anchor_name(t, j)))
                out.append((i, j, a, b))
        hit = _singles[key] = (t.d, out)
    return hit[1]


def bridges(p: Player) -> list[tuple[str, str, str]]:
    """Every legal single bridge as (tile, anchor, anchor), anchors by placed name, sorted
    (memoised until the tiles or bridges change)."""
    hit = p.cache.get("bridges")
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out = []
    for tid in p.order:
        t = p.tiles[tid]
        if not t.d.is_land:
            continue
        joined: list[bool | None] = [None] * 4  # condition 5 per edge node, when asked
        for i, j, a, b in _tile_singles(t):
            ok = True
            for end in (i, j):
                if end < 4:
                    e = joined[end]
                    if e is None:
                        e = joined[end] = _edge_joined(p, t, end)
                    if not e:
                        ok = False
                        break
            if ok:
                out.append((tid, a, b))
    out.sort()
    p.cache["bridges"] = out
    return out


def bridge_pairs(p: Player) -> list[tuple[str, str, str, str]]:
    """Every legal bridge pair (tile A, anchor on A, tile B, anchor on B): A's bridge runs
    to the midpoint of the edge A shares with B, B's from there (§13.4); A is west or north
    of B (memoised until the tiles or bridges change)."""
    hit = p.cache.get("pairs")
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out = []
    for tid in p.order:
        a_t = p.tiles[tid]
        if not a_t.d.is_land:
            continue
        assert a_t.x is not None and a_t.y is not None
        for pd in (1, 2):
            dx, dy = DIRS[pd]
            other = p.cells.get((a_t.x + dx, a_t.y + dy))
            if other is None or not p.tiles[other].d.is_land:
                continue
            b_t = p.tiles[other]
            ea = canonical_edge(pd, a_t.rot)
            eb = canonical_edge((pd + 2) % 4, b_t.rot)
            ends_a = [i for i in range(len(a_t.d.nodes)) if i != ea
                      and bridge_ok(p, a_t, i, ea, ea)]
            if not ends_a:
                continue
            ends_b = [j for j in range(len(b_t.d.nodes)) if j != eb
                      and bridge_ok(p, b_t, eb, j, eb)]
            for i in ends_a:
                for j in ends_b:
                    out.append((tid, anchor_name(a_t, i), other, anchor_name(b_t, j)))
    out.sort()
    p.cache["pairs"] = out
    return out


def frontier(p: Player) -> list[tuple[int, int]]:
    """Empty cells touching the region (8-neighbourhood), sorted (memoised)."""
    hit = p.cache.get("frontier")
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    cells = p.cells
    out = set()
    for (x, y) in cells:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                c = (x + dx, y + dy)
                if c not in cells:
                    out.add(c)
    res = sorted(out)
    p.cache["frontier"] = res
    return res
