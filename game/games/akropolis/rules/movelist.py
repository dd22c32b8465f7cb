"""``PlaceList``: the Akropolis move list as a lazy, immutable sequence, over ``Moves``.

A turn offers up to a few thousand ``Place`` actions (every legal placement for every
affordable tile) and most callers look at one or a few of them: a random playout picks one,
a search node asks for the length and a dozen, a membership test asks about one. So the
list holds the city's :class:`Moves` (six anchor masks and their bit counts, made by
:func:`.placement.moves`) and turns an index into its ``Place`` only when asked for (a
bisection over the masks, or the codes once they are listed). Elements are ``Place`` tuples equal to (and hashing like)
any ``Place`` that ``apply`` accepts: iterating picks the shared ones of :func:`place_table`,
an index builds one; the order is that of the old list: slot, then rotation, then anchor
index.

It is a :class:`~collections.abc.Sequence`: ``len``, indexing (negative and slices too),
iteration, ``in``, ``index``, ``count``, ``reversed`` and ``==`` against lists behave as
on the list it stands for. It cannot be changed; ``list(...)`` makes a list that can.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate, chain, compress, repeat
from operator import add
from operator import index as as_index
from typing import Any, overload

from .actions import Place
from .hexgrid import BYTE_BITS, Grid

_TABLES: dict[tuple[int, int], list[Place]] = {}
_new = tuple.__new__


def place_table(g: Grid, slot: int) -> list[Place]:
    """``Place(slot, q, r, rot)`` for every placement code of grid ``g`` (``rotation *
    grid size + anchor index``), built once per grid size and slot: listing a move makes no
    object, it picks shared immutable tuples."""
    key = (g.R, slot)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = [_new(Place, (slot, q, r, k)) for k in range(6) for q, r in g.qr]
    return table


POPCOUNT = bytes(b.bit_count() for b in range(256))
"""Set bits of every byte value (a ``bytes.translate`` table)."""


class Moves:
    """The legal placements of one city version: the six anchor masks and their bit counts
    at once; the codes (see :func:`codes`) only when first asked for, since one random pick
    (:meth:`nth`) or one membership test (:meth:`has`) needs no list."""

    __slots__ = ("g", "masks", "counts", "total", "_codes")

    def __init__(self, g: Grid, masks: tuple[int, ...]) -> None:
        self.g = g
        self.masks = masks
        m0, m1, m2, m3, m4, m5 = masks
        self.counts = counts = (m0.bit_count(), m1.bit_count(), m2.bit_count(),
                                m3.bit_count(), m4.bit_count(), m5.bit_count())
        self.total = sum(counts)
        self._codes: list[int] | None = None

    def codes(self) -> list[int]:
        """Every legal placement as its code, ascending (rotation, then anchor index)."""
        out = self._codes
        if out is None:
            out = self._codes = _bit_indices(*_bytes(self.g.size, self.masks))
        return out

    def has(self, a: int, rot: int) -> bool:
        """Whether anchor index ``a`` (inside the grid) with rotation ``rot`` is legal."""
        return bool(self.masks[rot] >> a & 1)

    def nth(self, n: int) -> tuple[int, int]:
        """(anchor index, rotation) of the ``n``-th legal placement (0 <= n < total)."""
        for k, c in enumerate(self.counts):
            if n < c:
                return nth_bit(self.masks[k], n), k
            n -= c
        raise IndexError("placement index out of range")

    def code_at(self, n: int) -> int:
        """The ``n``-th code, from the list when it exists, else without building it."""
        out = self._codes
        if out is not None:
            return out[n]
        a, k = self.nth(n)
        return k * self.g.size + a


def nth_bit(m: int, n: int) -> int:
    """Index of the ``n``-th set bit of ``m`` (lowest first): the running bit counts of its
    bytes, all in C (``translate``, ``accumulate``, ``bisect``), then one byte's table."""
    data = m.to_bytes((m.bit_length() + 7) >> 3, "little")
    running = list(accumulate(data.translate(POPCOUNT)))
    j = bisect_right(running, n)
    return j * 8 + BYTE_BITS[data[j]][n - running[j - 1] if j else n]


def _bytes(size: int, masks: tuple[int, ...]) -> tuple[bytes, list[range]]:
    """The six anchor masks laid side by side (rotation ``k`` from bit ``k * size``) as
    bytes, with the ranges of byte indices that hold set bits (a mask spans only the city's
    rows; two masks may share a byte)."""
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
    return whole.to_bytes((6 * size + 7) // 8, "little"), spans


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


class PlaceList(Sequence[Place]):
    """Every legal ``Place`` of slots ``0 .. slots - 1`` over the placements ``moves``."""

    __slots__ = ("_moves", "_slots", "_n", "_rows")

    def __init__(self, moves: Moves, slots: int) -> None:
        self._moves = moves
        self._slots = slots
        self._n = moves.total
        self._rows: list[list[Place]] | None = None

    def rows(self) -> list[list[Place]]:
        """The shared ``Place`` table of each slot (indexed by placement code)."""
        rows = self._rows
        if rows is None:
            g = self._moves.g
            rows = self._rows = [place_table(g, slot) for slot in range(self._slots)]
        return rows

    @property
    def moves(self) -> Moves:
        return self._moves

    @property
    def slots(self) -> int:
        return self._slots

    def __len__(self) -> int:
        return self._n * self._slots

    @overload
    def __getitem__(self, i: int) -> Place: ...

    @overload
    def __getitem__(self, i: slice) -> list[Place]: ...

    def __getitem__(self, i: int | slice) -> Place | list[Place]:
        if isinstance(i, slice):
            return [self[j] for j in range(len(self))[i]]
        if type(i) is not int:
            i = as_index(i)  # what a list accepts: bool, int subclasses, __index__
        size = self._n * self._slots
        if i < 0:
            i += size
        if not 0 <= i < size:
            raise IndexError("PlaceList index out of range")
        slot, j = divmod(i, self._n)
        moves = self._moves
        g = moves.g
        k, a = divmod(moves.code_at(j), g.size)
        r, q = divmod(a, g.W)
        # one fresh tuple (equal to the table's): a pick or two never builds a table
        return _new(Place, (slot, q - g.R, r - g.R, k))

    def __iter__(self) -> Iterator[Place]:
        codes = self._moves.codes()
        return chain.from_iterable(map(row.__getitem__, codes) for row in self.rows())

    def _position(self, x: object) -> int:
        """Index of ``x`` when it is an exact ``Place`` of exact ints, -1 when it is such a
        ``Place`` but not listed, -2 for anything else (compared the slow way)."""
        if type(x) is not Place:
            return -2
        slot, q, r, rot = x
        if not (type(slot) is int and type(q) is int and type(r) is int
                and type(rot) is int):
            return -2
        moves = self._moves
        g = moves.g
        if not (0 <= slot < self._slots and 0 <= rot < 6 and g.inside(q, r)):
            return -1
        a = g.index(q, r)
        if not moves.has(a, rot):
            return -1
        code = rot * g.size + a
        return slot * self._n + bisect_left(moves.codes(), code)

    def __contains__(self, x: object) -> bool:
        at = self._position(x)
        if at == -2:
            return any(x == p for p in self)
        return at >= 0

    def index(self, x: Any, start: int = 0, stop: int | None = None) -> int:
        at = self._position(x)
        if at == -2:
            return super().index(x, start, len(self) if stop is None else stop)
        size = len(self)
        lo = max(start + size, 0) if start < 0 else start
        hi = size if stop is None else (max(stop + size, 0) if stop < 0 else stop)
        if at < 0 or not lo <= at < hi:
            raise ValueError(f"{x!r} is not in the list")
        return at

    def count(self, x: Any) -> int:
        at = self._position(x)
        if at == -2:
            return super().count(x)
        return 1 if at >= 0 else 0  # the listed Places are distinct

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlaceList):
            if self._slots != other._slots or self._n != other._n:
                return False
            a, b = self._moves, other._moves
            if a is b or (a.g is b.g and a.masks == b.masks):
                return True
            return list(self) == list(other)
        if isinstance(other, list):
            return len(other) == len(self) and list(self) == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, so unhashable like them

    def __repr__(self) -> str:
        return f"PlaceList({list(self)!r})"
