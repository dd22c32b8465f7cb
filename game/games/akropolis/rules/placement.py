"""Where a tile may go (spec 5.2), for every anchor and rotation at once, with bitboards.

Legality never depends on the tile, so one call serves the whole construction site.
``anchor_masks(city)[k]`` has bit ``i`` set when the triangle anchored at cell ``i`` with
rotation ``k`` is a legal placement:

* ground: the three cells are empty and one of them neighbours a built column;
* higher: the three cells have the same height and are not one single fully visible tile.
"""

from __future__ import annotations

from itertools import chain, compress, repeat
from operator import add

from ..data import TILE_KINDS
from .actions import AkAction, Place
from .city import DETACHED, MIXED, ONE_TILE, OUTSIDE, UNEVEN, City
from .hexgrid import BYTE_BITS, Grid, dilate, shifted, tile_cells

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


def _bytes(city: City) -> tuple[bytes, list[range]]:
    """The six anchor masks laid side by side (rotation ``k`` from bit ``k * size``) as
    bytes, with the ranges of byte indices that hold set bits (a mask spans only the city's
    rows; two masks may share a byte). Memoised."""
    memo = city.memo.get("bytes")
    if memo is not None:
        return memo  # type: ignore[return-value]
    size = city.g.size
    masks = anchor_masks(city)
    whole = 0
    for k, m in enumerate(masks):
        whole |= m << (k * size)
    spans: list[range] = []
    done = 0  # bytes below this are spanned
    for k, m in enumerate(masks):
        if m:
            base = k * size
            lo = max(done, (base + (m & -m).bit_length() - 1) >> 3)
            done = ((base + m.bit_length() - 1) >> 3) + 1
            spans.append(range(lo, done))
    out = (whole.to_bytes((6 * size + 7) // 8, "little"), spans)
    city.memo["bytes"] = out  # type: ignore[assignment]
    return out


def _bit_indices(data: bytes, spans: list[range]) -> list[int]:
    """Indices of the set bits of ``data`` inside ``spans``, lowest first, all in C: the
    non-zero bytes are picked out (``compress`` / ``replace``), and each one's bit offsets
    (a fixed table) are added to its first bit index by a nested ``map``."""
    out: list[int] = []
    offsets = BYTE_BITS.__getitem__
    for span in spans:
        part = data[span.start:span.stop]
        firsts = compress(range(span.start * 8, span.stop * 8, 8), part)
        bits = map(offsets, part.replace(b"\0", b""))
        out.extend(chain.from_iterable(map(map, repeat(add), bits, map(repeat, firsts))))
    return out


def codes(city: City) -> list[int]:
    """Every legal placement as one int, ``rotation * grid size + anchor index``, in the
    order of :func:`placements` (rotation, then index): the compact move list the AI ranks
    (:func:`decode` turns one into its ``Place``). Memoised on the city."""
    memo = city.memo.get("codes")
    if memo is not None:
        return memo
    out = _bit_indices(*_bytes(city))
    city.memo["codes"] = out
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
    size = g.size
    out = [(*qr[c % size], c // size) for c in codes(city)]
    city.memo["spots"] = out
    return out


_TABLES: dict[tuple[int, int], list[Place]] = {}


def place_table(g: Grid, slot: int) -> list[Place]:
    """``Place(slot, q, r, rot)`` for every code of grid ``g`` (see :func:`codes`), built
    once per grid size and slot: listing a move makes no object, it picks shared immutable
    tuples."""
    key = (g.R, slot)
    table = _TABLES.get(key)
    if table is None:
        new = tuple.__new__
        table = _TABLES[key] = [new(Place, (slot, q, r, k)) for k in range(6) for q, r in g.qr]
    return table


def place_list(city: City, top: int) -> list[AkAction]:
    """Every legal ``Place`` paying 0..``top`` stones, slot first, then as :func:`codes`."""
    cs = codes(city)
    out: list[AkAction] = []
    for slot in range(top + 1):
        out += map(place_table(city.g, slot).__getitem__, cs)
    return out


def decode(g: Grid, slot: int, code: int) -> Place:
    """The ``Place`` of one code (see :func:`codes`)."""
    return place_table(g, slot)[code]


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
