"""Scoring (spec 6, 8 and 10.3): per colour ``value * stars``, plus stones left.

Only visible hexes count. A district's value is its level; its colour's placement condition
must hold (largest house group, market with no market neighbour, barracks next to an empty
*exterior* position, temple with six built neighbours, garden always). Variants double a
qualifying district's value (houses: the group, when its value is 10 or more).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..data import MP, STARS, TILE_KINDS, B, G, H, M, T
from .city import HSHIFT, KMASK, City
from .hexgrid import Grid, dilate, triangle_ring

COLOUR_KEYS = ("house", "market", "barracks", "temple", "garden")
VARIANTS = COLOUR_KEYS
"""A variant is named by its colour: ``"house"`` is the Houses variant, and so on."""


def exterior(city: City) -> int:
    """Bitboard of the empty positions connected to the outside (spec 6.2): a flood fill
    from the grid's rim, which is always empty and outside. Memoised on the city (kept by
    a tile placed on top, which leaves the footprint alone; after a tile on the ground,
    updated locally when it can be, see :func:`exterior_after`)."""
    memo = city.memo.get("exterior")
    if memo is not None:
        return int(memo[0])
    before = city.memo.get("exterior_before")
    x = None if before is None else exterior_after(city.g, *before)
    if x is None:
        g = city.g
        empty = g.full & ~city.occ
        s = g.shifts
        x = g.rim & empty
        while True:
            y = dilate(x, s) & empty
            if y == x:
                break
            x = y
    city.memo["exterior"] = [x]
    return x


def exterior_after(g: Grid, ext: int, a: int, rot: int) -> int | None:
    """The exterior once a ground tile covers anchor ``a`` with rotation ``rot`` (grid
    ``g``), given the exterior ``ext`` before it, or ``None`` when a flood fill must
    decide. The tile's three cells are all exterior or all in a lake (they are adjacent
    and empty). In a lake: the exterior is unchanged. Outside: the exterior loses the three
    cells and stays connected when its cells among the nine around the tile form one
    unbroken run of that ring (any path through the tile can go round it), so nothing new
    is enclosed; two runs or more may enclose a lake."""
    if not ext >> a & 1:
        return ext
    ring = [ext >> (a + o) & 1 for o in triangle_ring(g.W, rot)]
    starts = 0
    prev = ring[-1]
    for bit in ring:
        if bit and not prev:
            starts += 1
        prev = bit
    if starts > 1:
        return None
    s = g.shifts
    return ext & ~(1 << a | 1 << (a + s[rot]) | 1 << (a + s[(rot + 1) % 6]))


def lakes(city: City) -> int:
    """Bitboard of the empty positions enclosed by the city (spec 6.2)."""
    return city.g.full & ~city.occ & ~exterior(city)


def _house_value(houses: dict[int, int], shifts: tuple[int, ...], doubled: bool) -> int:
    best = (0, 0)
    seen: set[int] = set()
    for start in houses:
        if start in seen:
            continue
        seen.add(start)
        todo = [start]
        size = value = 0
        while todo:
            i = todo.pop()
            size += 1
            value += houses[i]
            for d in shifts:
                j = i + d
                if j in houses and j not in seen:
                    seen.add(j)
                    todo.append(j)
        if (size, value) > best:
            best = (size, value)
    value = best[1]
    return value * 2 if doubled and value >= 10 else value


def city_values(city: City, variants: Iterable[str] = ()) -> tuple[list[int], list[int]]:
    """(value, stars) per colour, in COLOUR_KEYS order. Memoised on the city; after a tile
    was placed on a city whose values were known, worked out from those where the change
    is local (:func:`_values_after`), else from every column (:func:`_values`)."""
    key = frozenset(variants)
    memo = city.memo
    known: dict[frozenset[str], Known] | None = memo.get("values")
    if known is None:
        known = memo["values"] = {}
    hit = known.get(key)
    if hit is None:
        before = memo.get("values_before")
        if before is not None and key in before[0]:
            done, a, rot, olds, ext = before
            hit = _values_after(city, key, done[key], a, rot, olds, ext)
        if hit is None:
            hit = _values(city, key)
        known[key] = hit
    return list(hit[0]), list(hit[1])


Known = tuple[tuple[int, ...], tuple[int, ...], dict[int, int], int]
"""What the scoring of one city version keeps for the next: values, stars, the visible
houses (index -> level) and the number of visible barracks."""


def _values(city: City, variants: frozenset[str]) -> Known:
    cells = city.cells
    s = city.g.shifts
    values = [0, 0, 0, 0, 0]
    stars = [0, 0, 0, 0, 0]
    houses: dict[int, int] = {}
    barracks: list[tuple[int, int]] = []
    gardens: list[tuple[int, int]] = []
    for i, v in cells.items():
        kind = v & KMASK
        if kind == 0:
            continue
        if kind > G:
            stars[kind - 6] += STARS[kind]
            continue
        h = v >> HSHIFT
        if kind == H:
            houses[i] = h
        elif kind == M:
            ok = True
            plaza = False
            for d in s:
                n = cells.get(i + d)
                if n is not None:
                    nk = n & KMASK
                    if nk == M:
                        ok = False
                        break
                    if nk == MP:
                        plaza = True
            if ok:
                values[1] += 2 * h if plaza and "market" in variants else h
        elif kind == B:
            barracks.append((i, h))
        elif kind == T:
            if all(i + d in cells for d in s):
                values[3] += 2 * h if h >= 2 and "temple" in variants else h
        else:
            gardens.append((i, h))
    if houses:
        values[0] = _house_value(houses, s, "house" in variants)
    if barracks:
        ext = exterior(city)
        double = "barracks" in variants
        for i, h in barracks:
            edges = 0
            for d in s:
                if (ext >> (i + d)) & 1:
                    edges += 1
            if edges:
                values[2] += 2 * h if double and edges >= 3 else h
    if gardens:
        if "garden" in variants:
            lake = lakes(city)
            for i, h in gardens:
                values[4] += 2 * h if any((lake >> (i + d)) & 1 for d in s) else h
        else:
            values[4] = sum(h for _, h in gardens)
    return tuple(values), tuple(stars), houses, len(barracks)


def _values_after(city: City, variants: frozenset[str], prev: Known, a: int, rot: int,
                  olds: tuple[int | None, int | None, int | None], ext_before: int | None
                  ) -> Known | None:
    """The values of ``city`` right after a tile went on anchor ``a`` with rotation
    ``rot`` (``olds``: the three columns' visible hexes before, None where empty), from
    ``prev``, the values before it. Only the districts on or next to the three cells can
    change, as long as the exterior changed nowhere else: stars, markets, temples,
    barracks and gardens are recounted there before and after; houses (a largest group)
    are regrouped when a house was covered or added. ``None`` when a flood fill found the
    tile enclosed a lake (or the exterior before is unknown) and barracks or the garden
    variant care."""
    values = list(prev[0])
    stars = list(prev[1])
    houses = prev[2]
    barracks = prev[3]
    cells = city.cells
    s = city.g.shifts
    m3 = (a, a + s[rot], a + s[(rot + 1) % 6])
    regroup = False
    for x, old in zip(m3, olds, strict=True):
        if old is not None:
            kind = old & KMASK
            if kind > G:
                stars[kind - 6] -= STARS[kind]
            elif kind == H:
                regroup = True
            elif kind == B:
                barracks -= 1
        kind = cells[x] & KMASK
        if kind > G:
            stars[kind - 6] += STARS[kind]
        elif kind == H:
            regroup = True
        elif kind == B:
            barracks += 1
    if regroup:
        houses = houses.copy()
        for x in m3:
            v = cells[x]
            if v & KMASK == H:
                houses[x] = v >> HSHIFT
            else:
                houses.pop(x, None)
        values[0] = _house_value(houses, s, "house" in variants)
    ext_a = ext_b = lake_a = lake_b = 0
    if barracks or prev[3] or "garden" in variants:
        ext_a = exterior(city)
        if olds[0] is None:  # on the ground: the exterior may have lost the three cells
            m = 1 << m3[0] | 1 << m3[1] | 1 << m3[2]
            if ext_before is None or ext_a | m != ext_before | m:
                return None
            ext_b = ext_before
            free = city.g.full & ~city.occ
            lake_a = free & ~ext_a
            lake_b = (free | m) & ~ext_b
        else:
            ext_b = ext_a
            lake_a = lake_b = city.g.full & ~city.occ & ~ext_a
    over = dict(zip(m3, olds, strict=True))
    # the three cells (covered and new hexes), then the nine around them (the same hex,
    # neighbours or exterior changed); a garden around them scores the same unless lakes
    # count
    for i, was in over.items():
        if was is not None and 1 < was & KMASK < 6:
            c, gain = _district(i, was, over, cells, s, variants, ext_b, lake_b)
            values[c] -= gain
        now = cells[i]
        if 1 < now & KMASK < 6:
            c, gain = _district(i, now, NONE, cells, s, variants, ext_a, lake_a)
            values[c] += gain
    top = 6 if "garden" in variants else 5
    for o in triangle_ring(city.g.W, rot):
        i = a + o
        col = cells.get(i)
        if col is not None and 1 < col & KMASK < top:
            c, gain = _district(i, col, over, cells, s, variants, ext_b, lake_b)
            values[c] -= gain
            c, gain = _district(i, col, NONE, cells, s, variants, ext_a, lake_a)
            values[c] += gain
    return tuple(values), tuple(stars), houses, barracks


NONE: dict[int, int | None] = {}
"""No columns read differently (the city as it is now); never changed."""


def _district(i: int, v: int, over: dict[int, int | None], cells: dict[int, int],
              s: tuple[int, ...], variants: frozenset[str], ext: int, lake: int
              ) -> tuple[int, int]:
    """(colour, value) that the visible hex ``v`` at ``i`` scores as a market, barracks,
    temple or garden (spec 6.1, 8), its neighbours read from ``over`` first, then
    ``cells``; (0, 0) for anything else (houses score by group, see _house_value)."""
    kind = v & KMASK
    h = v >> HSHIFT
    if kind == M:
        plaza = False
        for d in s:
            j = i + d
            n = over[j] if j in over else cells.get(j)
            if n is not None:
                nk = n & KMASK
                if nk == M:
                    return 0, 0
                if nk == MP:
                    plaza = True
        return 1, 2 * h if plaza and "market" in variants else h
    if kind == B:
        edges = 0
        for d in s:
            if (ext >> (i + d)) & 1:
                edges += 1
        if not edges:
            return 0, 0
        return 2, 2 * h if "barracks" in variants and edges >= 3 else h
    if kind == T:
        for d in s:
            j = i + d
            if (over[j] if j in over else cells.get(j)) is None:
                return 0, 0
        return 3, 2 * h if h >= 2 and "temple" in variants else h
    if kind == G:
        if "garden" in variants and any((lake >> (i + d)) & 1 for d in s):
            return 4, 2 * h
        return 4, h
    return 0, 0


def city_points(city: City, stones: int, variants: Iterable[str] = ()) -> dict[str, int]:
    """Breakdown of a city's score: points per colour, then ``stones``."""
    values, stars = city_values(city, variants)
    out = {key: values[c] * stars[c] for c, key in enumerate(COLOUR_KEYS)}
    out["stones"] = stones
    return out


# --- the Illustrious Architect (spec 10.3) ----------------------------------------------
ARCHITECT_FACTOR = {"hippodamos": 1, "metagenes": 1, "callicrates": 2}


def architect_counts(tiles: Iterable[int]) -> tuple[list[int], list[int], int, int]:
    """(district hexes per colour, stars per colour, quarries, market plazas) of the
    Architect's collection, its starting tile included."""
    districts = [0, 0, 0, 0, 0]
    stars = [1, 0, 0, 0, 0]
    quarries = 3
    market_plazas = 0
    for t in tiles:
        for kind in TILE_KINDS[t]:
            if kind == 0:
                quarries += 1
            elif kind <= G:
                districts[kind - 1] += 1
            else:
                stars[kind - 6] += STARS[kind]
                if kind == MP:
                    market_plazas += 1
    return districts, stars, quarries, market_plazas


def architect_values(tiles: Iterable[int], level: str,
                     variants: Iterable[str] = ()) -> tuple[list[int], list[int], int]:
    """(value, stars) per colour and quarry count for the Architect."""
    variants = frozenset(variants)
    f = ARCHITECT_FACTOR[level]
    districts, stars, quarries, mps = architect_counts(tiles)
    values = [f * n for n in districts]
    if "house" in variants and values[0] >= 10:
        values[0] *= 2
    if "market" in variants:
        m = districts[1]
        d = min(m, 3 * mps)
        values[1] = f * (2 * d + (m - d))
    if "barracks" in variants:
        values[2] *= 2
    if "temple" in variants and level == "callicrates":
        values[3] *= 2
    if "garden" in variants:
        values[4] *= 2
    return values, stars, quarries


def architect_points(tiles: Iterable[int], level: str, stones: int,
                     variants: Iterable[str] = ()) -> dict[str, int]:
    values, stars, quarries = architect_values(tiles, level, variants)
    out = {key: values[c] * stars[c] for c, key in enumerate(COLOUR_KEYS)}
    out["stones"] = stones
    if level == "metagenes":
        out["quarries"] = 2 * quarries
    return out

