"""Hex geometry (spec 3.1) and the bitboard grid the cities live on.

A city is stored on a rhombus of axial cells ``-R <= q, r <= R``; cell ``(q, r)`` is bit
``(r + R) * W + (q + R)`` of a Python int (``W = 2R + 1``). Moving one step in direction
``k`` adds ``shift(W)[k]`` to the index. The city always keeps a margin of at least
:data:`MARGIN` empty cells to the rim (the grid grows when it would not), so index arithmetic
never wraps into a cell that matters and the rim is a connected ring of exterior cells.
"""

from __future__ import annotations

import math
from functools import cache

DIRS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
"""N, NE, SE, S, SW, NW: clockwise on screen (y down)."""
MARGIN = 4
START_RADIUS = 9
GROW_STEP = 6


def neighbours(q: int, r: int) -> list[tuple[int, int]]:
    return [(q + dq, r + dr) for dq, dr in DIRS]


def distance(q1: int, r1: int, q2: int, r2: int) -> int:
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))


def rotate_cw(q: int, r: int) -> tuple[int, int]:
    """One 60-degree clockwise turn of a vector (maps DIRS[i] to DIRS[i + 1])."""
    return -r, q + r


def tile_cells(q: int, r: int, rot: int) -> tuple[tuple[int, int], ...]:
    """Cells of hexes a, b, c of a tile anchored at ``(q, r)`` with rotation ``rot``."""
    d1, d2 = DIRS[rot], DIRS[(rot + 1) % 6]
    return (q, r), (q + d1[0], r + d1[1]), (q + d2[0], r + d2[1])


def turn_in_place(q: int, r: int, rot: int, clockwise: bool) -> tuple[int, int, int]:
    """The same three cells with the tile turned 120 degrees about its centre: hex ``a``
    moves to where ``b`` was (clockwise) or where ``c`` was."""
    d = DIRS[rot] if clockwise else DIRS[(rot + 1) % 6]
    return q + d[0], r + d[1], (rot + (2 if clockwise else 4)) % 6


class Grid:
    """Constants of one grid size (cached per radius)."""

    __slots__ = ("R", "W", "shifts", "full", "rim", "edge", "size", "nbytes", "qr")

    def __init__(self, radius: int) -> None:
        self.R = radius
        self.W = w = 2 * radius + 1
        self.size = w * w
        self.shifts = tuple(dq + dr * w for dq, dr in DIRS)
        self.full = (1 << self.size) - 1
        rim = 0
        for i in range(w):
            for j in (0, w - 1):
                rim |= 1 << (i * w + j)
                rim |= 1 << (j * w + i)
        self.rim = rim
        edge = 0
        for i in range(self.size):
            r, q = divmod(i, w)
            if min(q, r) < MARGIN or max(q, r) > w - 1 - MARGIN:
                edge |= 1 << i
        self.edge = edge
        """Cells closer than MARGIN to the rim: a city reaching one moves to a larger grid."""
        self.nbytes = (self.size + 7) // 8
        self.qr: tuple[tuple[int, int], ...] = tuple(
            (i % w - radius, i // w - radius) for i in range(self.size))
        """(q, r) of every index."""

    def index(self, q: int, r: int) -> int:
        return (r + self.R) * self.W + (q + self.R)

    def coords(self, i: int) -> tuple[int, int]:
        r, q = divmod(i, self.W)
        return q - self.R, r - self.R

    def inside(self, q: int, r: int, margin: int = 0) -> bool:
        lim = self.R - margin
        return -lim <= q <= lim and -lim <= r <= lim


@cache
def grid(radius: int) -> Grid:
    return Grid(radius)


def shifted(x: int, shifts: tuple[int, ...]) -> list[int]:
    """``x`` looked at one step along each direction: bit ``i`` of entry ``k`` is bit
    ``i + shifts[k]`` of ``x`` (the cell in direction ``k`` of ``i``). One call for all six
    keeps the hot loops free of per-direction calls."""
    return [x >> s if s >= 0 else x << -s for s in shifts]


def dilate(x: int, shifts: tuple[int, ...]) -> int:
    """Cells of ``x`` and their six neighbours (unmasked): the same bits as ``x`` or-ed
    with every entry of :func:`shifted`, spelt out for a grid's ``shifts`` (``DIRS`` order:
    entry 4 is ``W - 1``; N, NE, SE, S, SW, NW are ``x << W``, ``x << W - 1``, ``x >> 1``,
    ``x >> W``, ``x >> W - 1``, ``x << 1``) with no list and no loop (flood fills call it
    many times)."""
    v = shifts[4]
    a = x << v
    b = x >> v
    return x | x << 1 | x >> 1 | a | a << 1 | b | b >> 1


@cache
def triangle_ring(w: int, rot: int) -> tuple[int, ...]:
    """Index offsets from the anchor of the nine cells around a tile of rotation ``rot``
    on a grid of width ``w``, in order around it (each one adjacent to the next, the last to
    the first)."""
    tri = [(0, 0), DIRS[rot], DIRS[(rot + 1) % 6]]
    ring = {(q + dq, r + dr) for q, r in tri for dq, dr in DIRS} - set(tri)
    cx = sum(q + r / 2 for q, r in tri) / 3
    cy = sum(r for _, r in tri) / 3 * math.sqrt(3) / 2
    order = sorted(ring, key=lambda c: math.atan2(c[1] * math.sqrt(3) / 2 - cy,
                                                 c[0] + c[1] / 2 - cx))
    return tuple(q + r * w for q, r in order)


BYTE_BITS = tuple(tuple(o for o in range(8) if b >> o & 1) for b in range(256))


def bits(x: int, nbytes: int) -> list[int]:
    """Indices of the set bits of ``x`` (< 2 ** (8 * nbytes)), lowest first. Byte-wise: about
    twice as fast as peeling the lowest bit off a long int again and again."""
    table = BYTE_BITS
    return [j * 8 + o for j, b in enumerate(x.to_bytes(nbytes, "little")) if b
            for o in table[b]]
