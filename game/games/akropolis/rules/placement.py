"""Where a tile may go (spec 5.2), for every anchor and rotation at once, with bitboards.

Legality never depends on the tile, so one call serves the whole construction site.
``anchor_masks(city)[k]`` has bit ``i`` set when the triangle anchored at cell ``i`` with
rotation ``k`` is a legal placement:

* ground: the three cells are empty and one of them neighbours a built column;
* higher: the three cells have the same height and are not one single fully visible tile.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..data import TILE_KINDS
from .actions import Place
from .city import DETACHED, MIXED, ONE_TILE, OUTSIDE, UNEVEN, City
from .hexgrid import Grid, tile_cells
from .movelist import Moves, PlaceList, nth_bit, place_table
from .state import AkState

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


def anchor_masks(city: City) -> tuple[int, ...]:
    """The six anchor masks of ``city`` (see the module docstring). Memoised."""
    return moves(city).masks


def moves(city: City) -> Moves:
    """The legal placements of ``city`` as it is now. Memoised on the city (cleared when it
    changes; clones share it): search asks again and again for the same city."""
    memo: Moves | None = city.memo.get("moves")
    if memo is None:
        memo = city.memo["moves"] = Moves(city.g, _masks(city))
    return memo


def _masks(city: City) -> tuple[int, ...]:
    """Every triangle of three mutually adjacent cells has three anchors: ``(a, k)``,
    ``(a + s[k], k + 2)`` and ``(a + s[k + 1], k + 4)`` name the same cells, and legality is
    a property of the cells (``forb`` marks all three anchors of a tile alike). So only
    rotations 0 and 1 are computed; the other four masks are those moved by one step. The
    shifts are the grid's directions spelt out (``DIRS``: N = -W, NE = 1 - W, SE = 1,
    S = W): a few dozen big-int operations, no per-direction call."""
    g = city.g
    w = g.W
    v = w - 1
    occ = city.occ
    empty = g.full & ~occ
    # neighbours of the city: q + 0/1 one row up, q - 1/0 one row down, q +- 1 on the row
    right = occ | occ << 1
    left = occ | occ >> 1
    front = (right | left | right >> w | left << w) & empty
    e0 = empty << w  # bit i: cell i + s[0] (N) is empty
    e1 = empty << v  # NE
    e2 = empty >> 1  # SE
    f0 = front << w
    f1 = front << v
    f2 = front >> 1
    up = empty & e1
    t0 = up & e0 & (front | f0 | f1)
    t1 = up & e2 & (front | f1 | f2)
    h0 = h1 = 0
    for layer in city.lv:
        if layer:
            both = layer & layer << v
            h0 |= both & layer << w
            h1 |= both & layer >> 1
    if h0 or h1:
        forb = city.forb
        t0 |= h0 & ~forb[0]
        t1 |= h1 & ~forb[1]
    t2 = t0 >> w  # anchor a + s[0] with rotation 2
    t3 = t1 >> v  # a + s[1], rotation 3
    return t0, t1, t2, t3, t2 << 1, t3 << w


def codes(city: City) -> list[int]:
    """Every legal placement as one int, ``rotation * grid size + anchor index``, in the
    order of :func:`placements` (rotation, then index): the compact move list the AI ranks
    (:func:`decode` turns one into its ``Place``). Memoised on the city; do not change it."""
    return moves(city).codes()


def placements(city: City) -> list[tuple[int, int, int]]:
    """Every legal ``(q, r, rotation)`` in a deterministic order (rotation, then index).
    Memoised on the city."""
    memo: list[tuple[int, int, int]] | None = city.memo.get("spots")
    if memo is not None:
        return memo
    g = city.g
    qr = g.qr
    size = g.size
    out = [(*qr[c % size], c // size) for c in codes(city)]
    city.memo["spots"] = out
    return out


def place_list(city: City, top: int) -> PlaceList:
    """Every legal ``Place`` paying 0..``top`` stones, slot first, then as :func:`codes`:
    a lazy sequence (see :mod:`.movelist`)."""
    return PlaceList(moves(city), top + 1)


def decode(g: Grid, slot: int, code: int) -> Place:
    """The ``Place`` of one code (see :func:`codes`)."""
    return place_table(g, slot)[code]


def count(city: City) -> int:
    return moves(city).total


def nth(city: City, masks: Sequence[int], n: int) -> tuple[int, int]:
    """(anchor index, rotation) of the ``n``-th legal placement in ``masks``."""
    for k, m in enumerate(masks):
        c = m.bit_count()
        if n < c:
            return nth_bit(m, n), k
        n -= c
    raise IndexError("placement index out of range")


def level_of(city: City, q: int, r: int, rot: int) -> tuple[int, str | None]:
    """(level, None) when legal, else (0, reason)."""
    level, code = city.check_qr(q, r, rot)
    return (level, None) if level else (0, REASONS[code])


def refusal(city: City, q: int, r: int, rot: int) -> str | None:
    """``None`` when the placement is legal, else the catalog key of why not."""
    level, code = city.check_qr(q, r, rot)
    return None if level else ILLEGAL_KEYS[code]


def build(state: AkState, seat: int, tile: int, action: Place) -> tuple[int, int]:
    """``seat`` pays the price of ``action``'s slot (to the Illustrious Architect in a solo
    game), puts ``tile`` (already taken off the site) where ``action`` says and gains a stone
    per quarry it covers; returns (level, quarries covered). The one place a placement
    changes a state: a move and its preview alike."""
    slot = action.site
    if slot:
        state.stones[seat] -= slot
        if state.architect >= 0:
            state.stones[state.architect] += slot
    city = state.cities[seat]
    assert city is not None, "only the Illustrious Architect has no city"
    level, quarries = city.place(tile, TILE_KINDS[tile], city.g.index(action.q, action.r),
                                 action.rot)
    if quarries:
        state.stones[seat] += quarries
    return level, quarries


def placed_kinds(tile: int, q: int, r: int, rot: int) -> dict[tuple[int, int], int]:
    """Where each hex kind of ``tile`` would land."""
    return dict(zip(tile_cells(q, r, rot), TILE_KINDS[tile], strict=True))
