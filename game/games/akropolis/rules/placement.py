"""Where a tile may go (spec 5.2), for every anchor and rotation at once, with bitboards.

Legality never depends on the tile, so one call serves the whole construction site.
``anchor_masks(city)[k]`` has bit ``i`` set when the triangle anchored at cell ``i`` with
rotation ``k`` is a legal placement:

* ground: the three cells are empty and one of them neighbours a built column;
* higher: the three cells have the same height and are not one single fully visible tile.
"""

from __future__ import annotations

from ..data import TILE_KINDS
from .city import DETACHED, MIXED, ONE_TILE, OUTSIDE, UNEVEN, City
from .hexgrid import bits, dilate, shifted, tile_cells

REASONS = {
    MIXED: "the tile would rest partly on empty ground and partly on hexes",
    DETACHED: "a tile on level 1 must touch your city by at least one edge",
    UNEVEN: "the hexes under the tile are not all at the same height",
    ONE_TILE: "a tile cannot cover three hexes of one single tile",
    OUTSIDE: "a tile on level 1 must touch your city by at least one edge",
}
"""English reasons, for position errors (developers read those)."""
ILLEGAL_KEYS = {MIXED: "akropolis.illegal.mixed", DETACHED: "akropolis.illegal.detached",
                OUTSIDE: "akropolis.illegal.detached", UNEVEN: "akropolis.illegal.uneven",
                ONE_TILE: "akropolis.illegal.one_tile"}
"""The same reasons as catalog keys, for refused actions and the UI's ghost."""


def anchor_masks(city: City) -> list[int]:
    g = city.g
    s = g.shifts
    occ = city.occ
    empty = g.full & ~occ
    front = dilate(occ, s) & empty
    se = shifted(empty, s)
    sf = shifted(front, s)
    out = []
    for k in range(6):
        k1 = (k + 1) % 6
        out.append(empty & se[k] & se[k1] & (front | sf[k] | sf[k1]))
    forb = city.forb
    for layer in city.lv:
        if not layer:
            continue
        sl = shifted(layer, s)
        for k in range(6):
            up = layer & sl[k] & sl[(k + 1) % 6]
            if up:
                out[k] |= up & ~forb[k]
    return out


def placements(city: City) -> list[tuple[int, int, int]]:
    """Every legal ``(q, r, rotation)`` in a deterministic order (rotation, then index).
    Memoised on the city (cleared when it changes; clones share it): search asks again and
    again for the same city."""
    memo = city.memo.get("spots")
    if memo is not None:
        return memo
    g = city.g
    qr = g.qr
    nb = g.nbytes
    out: list[tuple[int, int, int]] = []
    for k, m in enumerate(anchor_masks(city)):
        if m:
            out.extend([(*qr[i], k) for i in bits(m, nb)])
    city.memo["spots"] = out
    return out


def count(city: City) -> int:
    return sum(m.bit_count() for m in anchor_masks(city))


def nth(city: City, masks: list[int], n: int) -> tuple[int, int]:
    """(anchor index, rotation) of the ``n``-th legal placement in ``masks`` (bisection on
    bit counts of the low part: a dozen big-int steps instead of peeling ``n`` bits)."""
    for k, m in enumerate(masks):
        c = m.bit_count()
        if n >= c:
            n -= c
            continue
        lo, hi = 0, m.bit_length()  # the answer i has popcount(m & (2**i - 1)) == n
        while hi - lo > 1:
            mid = (lo + hi) >> 1
            if (m & ((1 << mid) - 1)).bit_count() <= n:
                lo = mid
            else:
                hi = mid
        return lo, k
    raise IndexError("placement index out of range")


def level_of(city: City, q: int, r: int, rot: int) -> tuple[int, str | None]:
    """(level, None) when legal, else (0, reason)."""
    level, code = city.check_qr(q, r, rot)
    return (level, None) if level else (0, REASONS[code])


def refusal(city: City, q: int, r: int, rot: int) -> str | None:
    """``None`` when the placement is legal, else the catalog key of why not."""
    level, code = city.check_qr(q, r, rot)
    return None if level else ILLEGAL_KEYS[code]


def placed_kinds(tile: int, q: int, r: int, rot: int) -> dict[tuple[int, int], int]:
    """Where each hex kind of ``tile`` would land."""
    return dict(zip(tile_cells(q, r, rot), TILE_KINDS[tile], strict=True))
