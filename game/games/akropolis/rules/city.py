"""One player's city: columns of hexes kept as a dict plus bitboards (see hexgrid).

``cells[i]`` packs the visible hex of column ``i``: ``height << 12 | uid << 4 | kind``
(uid 0 is the starting tile, 1..61 the city tiles). Bitboards: ``occ`` (non-empty columns),
``lv[h - 1]`` (columns of height ``h``) and ``forb[k]`` (anchors whose rotation-``k`` triangle
is exactly one fully visible tile, which may not be covered). ``full`` maps each fully visible
city tile to its ``(anchor, rotation)`` so its ``forb`` bits can be cleared when covered.
"""

from __future__ import annotations

from typing import Any

from ..data import KIND_CODES, STARTING_TILE, STARTING_UID
from .hexgrid import GROW_STEP, START_RADIUS, Grid, grid

HSHIFT = 12
USHIFT = 4
KMASK = 15
UMASK = 255

OK = 0
MIXED = 1
"""Part on empty ground, part on hexes."""
DETACHED = 2
"""A ground tile that touches nothing."""
UNEVEN = 3
"""Resting on columns of different heights."""
ONE_TILE = 4
"""Covering the three hexes of one single tile."""
OUTSIDE = 5
"""So far from the city that it cannot touch it."""


FOOTPRINT_KEYS = ("exterior",)
"""Memo entries that depend only on ``occ`` (kept when a tile goes on top)."""


def pack(height: int, uid: int, kind: int) -> int:
    return height << HSHIFT | uid << USHIFT | kind


class City:
    __slots__ = ("g", "cells", "occ", "lv", "forb", "full", "placements", "memo")
    DERIVED = ("memo",)
    """A pure cache: what was worked out for this city, the same whether or not it is there
    (a city rebuilt from its position starts without it)."""

    def __init__(self, g: Grid | None = None) -> None:
        self.g = g or grid(START_RADIUS)
        self.cells: dict[int, int] = {}
        self.occ = 0
        self.lv: list[int] = [0]
        self.forb: list[int] = [0, 0, 0, 0, 0, 0]
        self.full: dict[int, tuple[int, int]] = {}
        self.placements: list[tuple[int, int, int, int, int]] = []
        """(tile, q, r, rotation, level) in the order placed."""
        self.memo: dict[object, Any] = {}
        """What was worked out for this exact city (its placements, scoring values and
        exterior, the AI's rankings). Clones share the dict, so what one determinization
        computes serves the others; a change to the city gives it a fresh dict instead of
        touching the shared one (with a few entries that let the next values be updated
        from these: ``values_before``, ``exterior_before``)."""

    @classmethod
    def starting(cls) -> City:
        city = cls()
        g = city.g
        for (q, r), code in STARTING_TILE.items():
            i = g.index(q, r)
            city.cells[i] = pack(1, STARTING_UID, KIND_CODES[code])
            city.occ |= 1 << i
        city.lv[0] = city.occ
        return city

    def clone(self) -> City:
        c = City.__new__(City)
        c.g = self.g
        c.cells = self.cells.copy()
        c.occ = self.occ
        c.lv = self.lv.copy()
        c.forb = self.forb.copy()
        c.full = self.full.copy()
        c.placements = self.placements.copy()
        c.memo = self.memo
        return c

    # --- queries -----------------------------------------------------------------------
    def height_at(self, q: int, r: int) -> int:
        g = self.g
        if not g.inside(q, r):
            return 0
        v = self.cells.get(g.index(q, r))
        return 0 if v is None else v >> HSHIFT

    def visible_at(self, q: int, r: int) -> tuple[int, int, int] | None:
        """(kind, uid, level) of the visible hex at ``(q, r)``, or None when empty."""
        g = self.g
        if not g.inside(q, r):
            return None
        v = self.cells.get(g.index(q, r))
        if v is None:
            return None
        return v & KMASK, (v >> USHIFT) & UMASK, v >> HSHIFT

    def columns(self) -> dict[tuple[int, int], tuple[int, int, int]]:
        """Every non-empty column: (q, r) -> (kind, uid, level) of its visible hex."""
        coords = self.g.coords
        return {coords(i): (v & KMASK, (v >> USHIFT) & UMASK, v >> HSHIFT)
                for i, v in self.cells.items()}

    def check(self, a: int, rot: int) -> tuple[int, int]:
        """(level, OK) for a legal placement at anchor index ``a``, else (0, reason code)."""
        cells = self.cells
        s = self.g.shifts
        b = a + s[rot]
        c = a + s[(rot + 1) % 6]
        va = cells.get(a)
        vb = cells.get(b)
        vc = cells.get(c)
        if va is None and vb is None and vc is None:
            for x in (a, b, c):
                for d in s:
                    if x + d in cells:
                        return 1, OK
            return 0, DETACHED
        if va is None or vb is None or vc is None:
            return 0, MIXED
        h = va >> HSHIFT
        if vb >> HSHIFT != h or vc >> HSHIFT != h:
            return 0, UNEVEN
        ua = va & 0xFF0
        if ua == vb & 0xFF0 == vc & 0xFF0:
            return 0, ONE_TILE
        return h + 1, OK

    def check_qr(self, q: int, r: int, rot: int) -> tuple[int, int]:
        g = self.g
        if not g.inside(q, r, 1):
            return 0, OUTSIDE
        return self.check(g.index(q, r), rot)

    # --- change ------------------------------------------------------------------------
    def place(self, tile: int, kinds: tuple[int, int, int], a: int, rot: int) -> tuple[int, int]:
        """Put ``tile`` (assumed legal) at anchor index ``a``; returns (level, quarries covered)."""
        memo = self.memo
        self.memo = {}
        cells = self.cells
        g = self.g
        s = g.shifts
        k1 = (rot + 1) % 6
        b = a + s[rot]
        c = a + s[k1]
        ba, bb, bc = 1 << a, 1 << b, 1 << c
        m3 = ba | bb | bc
        va = cells.get(a)
        # what was known of the city before lets scoring update it locally (see there)
        ext = memo.get("exterior")
        done = memo.get("values")
        if done is not None:
            self.memo["values_before"] = (done, a, rot, (va, cells.get(b), cells.get(c)),
                                          None if ext is None else ext[0])
        quarries = 0
        if va is None:
            level = 1
            self.occ |= m3
            self.lv[0] |= m3
            if ext is not None:
                self.memo["exterior_before"] = (ext[0], a, rot)
        else:
            # on top the footprint stays the same: what depends on it alone carries over
            for key in FOOTPRINT_KEYS:
                if key in memo:
                    self.memo[key] = memo[key]
            h = va >> HSHIFT
            level = h + 1
            full = self.full
            forb = self.forb
            for x in (a, b, c):
                v = cells[x]
                if v & KMASK == 0:
                    quarries += 1
                uid = (v >> USHIFT) & UMASK
                if uid in full:
                    fa, fk = full.pop(uid)
                    fb = fa + s[fk]
                    fc = fa + s[(fk + 1) % 6]
                    forb[fk] &= ~(1 << fa)
                    forb[(fk + 2) % 6] &= ~(1 << fb)
                    forb[(fk + 4) % 6] &= ~(1 << fc)
            lv = self.lv
            lv[h - 1] &= ~m3
            if len(lv) <= h:
                lv.append(m3)
            else:
                lv[h] |= m3
        hu = level << HSHIFT | tile << USHIFT
        cells[a] = hu | kinds[0]
        cells[b] = hu | kinds[1]
        cells[c] = hu | kinds[2]
        self.full[tile] = (a, rot)
        forb = self.forb
        forb[rot] |= ba
        forb[(rot + 2) % 6] |= bb
        forb[(rot + 4) % 6] |= bc
        r, q = divmod(a, g.W)
        self.placements.append((tile, q - g.R, r - g.R, rot, level))
        if level == 1 and m3 & g.edge:
            self.regrid(grid(g.R + GROW_STEP))
        return level, quarries

    def regrid(self, new: Grid) -> None:
        """Move the city onto a larger grid (rare: only when it nears the rim)."""
        old = self.g
        self.memo = {}
        remap = {i: new.index(*old.coords(i)) for i in self.cells}
        self.cells = {remap[i]: v for i, v in self.cells.items()}
        self.g = new
        self.occ = 0
        self.lv = [0] * len(self.lv)
        for i, v in self.cells.items():
            bit = 1 << i
            self.occ |= bit
            self.lv[(v >> HSHIFT) - 1] |= bit
        self.full = {uid: (remap[a], k) for uid, (a, k) in self.full.items()}
        self.forb = [0] * 6
        s = new.shifts
        for a, k in self.full.values():
            self.forb[k] |= 1 << a
            self.forb[(k + 2) % 6] |= 1 << (a + s[k])
            self.forb[(k + 4) % 6] |= 1 << (a + s[(k + 1) % 6])
