"""``PlaceList``: the Akropolis move list as a lazy, immutable sequence.

A turn offers up to a few thousand ``Place`` actions (every legal placement for every
affordable tile) and most callers look at one or a few of them: a random playout picks one,
a search node asks for the length and a dozen, a membership test asks about one. So the
list holds the city's :class:`~.placement.Moves` (six anchor masks and their bit counts)
and turns an index into its ``Place`` only when asked for (a bisection over the masks, or
the codes once they are listed). Elements are the shared ``Place`` tuples of
:func:`~.placement.place_table`, equal to (and hashing like) any ``Place`` that ``apply``
accepts; the order is that of the old list: slot, then rotation, then anchor index.

It is a :class:`~collections.abc.Sequence`: ``len``, indexing (negative and slices too),
iteration, ``in``, ``index``, ``count``, ``reversed`` and ``==`` against lists behave as
on the list it stands for. It cannot be changed; ``list(...)`` makes a list that can.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import chain
from operator import index as as_index
from typing import TYPE_CHECKING, Any, overload

from .actions import Place
from .hexgrid import Grid

if TYPE_CHECKING:
    from .placement import Moves

_TABLES: dict[tuple[int, int], list[Place]] = {}


def place_table(g: Grid, slot: int) -> list[Place]:
    """``Place(slot, q, r, rot)`` for every placement code of grid ``g`` (``rotation *
    grid size + anchor index``), built once per grid size and slot: listing a move makes no
    object, it picks shared immutable tuples."""
    key = (g.R, slot)
    table = _TABLES.get(key)
    if table is None:
        new = tuple.__new__
        table = _TABLES[key] = [new(Place, (slot, q, r, k)) for k in range(6) for q, r in g.qr]
    return table


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
        return place_table(moves.g, slot)[moves.code_at(j)]

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
