"""The public city step by step: what the city looked like after each event of an action.

A resolution is applied at once, so the state after an action shows its end. The table plays
it back one caption per event; :func:`frames` gives it the city to draw with each caption,
carried forward from the city before the action by the public events alone (a build, a
build-up, a token move, the pawns leaving at a deck rebuild). Only public data is read: a
viewer's events (``Event.for_viewer``) and its redacted state give the same frames as the
real ones, since the city is public (2.2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine.protocol import Event

from ..data import LETTERS, TILE_BY_NAME
from .state import GState, Square

CHANGES = frozenset({"urbanize", "build_up", "token", "rebuild"})
"""The event kinds that change the city; every other event leaves it as it was."""


class City:
    """The public city: stacks (tiles bottom to top), owners (-1: a starting building
    nobody owns), the squares with a pawn and each token's square (None while lifted)."""

    __slots__ = ("stacks", "owner", "pawns", "tokens")

    def __init__(self, stacks: dict[Square, tuple[int, ...]], owner: dict[Square, int],
                 pawns: set[Square], tokens: list[Square | None]) -> None:
        self.stacks = stacks
        self.owner = owner
        self.pawns = pawns
        self.tokens = tokens

    def copy(self) -> City:
        # stacks are tuples, never mutated: a shallow copy of each container is enough
        return City(self.stacks.copy(), self.owner.copy(), self.pawns.copy(),
                    self.tokens.copy())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, City):
            return NotImplemented
        return (self.stacks == other.stacks and self.owner == other.owner
                and self.pawns == other.pawns and self.tokens == other.tokens)

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def __repr__(self) -> str:
        return (f"City({len(self.stacks)} buildings, pawns {sorted(self.pawns)}, "
                f"tokens {self.tokens})")


def city(s: GState) -> City:
    """The public city of a state (a copy: later plays do not change it)."""
    return City(s.stacks.copy(), s.owner.copy(), s.pawns.copy(), s.tokens.copy())


def _square(data: Mapping[str, object]) -> Square:
    x, y = data["x"], data["y"]
    assert isinstance(x, int) and isinstance(y, int)
    return x, y


def _apply(c: City, e: Event) -> None:
    """Carry ``c`` over one city-changing event (in place)."""
    d = e.data
    kind = e.kind
    if kind == "token":
        c.tokens[LETTERS.index(str(d["token"]))] = _square(d)
    elif kind == "rebuild":
        c.pawns.clear()
    else:  # urbanize, build_up: a tile on a square, owned by the builder, with a pawn
        sq = _square(d)
        tile = TILE_BY_NAME[str(d["tile"])]
        assert e.player is not None
        if kind == "urbanize":
            c.tokens[LETTERS.index(str(d["token"]))] = None
            c.stacks[sq] = (tile,)
        else:
            c.stacks[sq] = c.stacks[sq] + (tile,)
        c.owner[sq] = e.player
        c.pawns.add(sq)


def frames(before: City, events: Sequence[Event]) -> list[City]:
    """``[before, city after events[0], city after events[1], ...]`` (one more than there
    are events). An event that does not change the city shares the previous frame (the
    same object), so equal frames are cheap to tell apart. A Reletter is one move: the
    moved token's event and the relettered tokens' events that follow it all get the city
    after the whole move (never two tokens on one square)."""
    out = [before]
    cur = before
    i = 0
    n = len(events)
    while i < n:
        e = events[i]
        if e.kind not in CHANGES:
            out.append(cur)
            i += 1
            continue
        cur = cur.copy()
        _apply(cur, e)
        j = i + 1
        if e.kind == "token":
            while j < n and events[j].kind == "token" and events[j].data.get("reletter"):
                _apply(cur, events[j])
                j += 1
        out.extend([cur] * (j - i))
        i = j
    return out
