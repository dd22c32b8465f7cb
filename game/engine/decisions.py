"""The pending-decision stack: decisions that interrupt other decisions.

A 20th Century bidder who withdraws must first choose a technology before the auction goes
on; a Ginkgopolis tile draw that empties the supply asks every seat to contribute before the
draw finishes; a Maintenance is a sequence "place this tile, then this citizen". A game keeps a
:class:`DecisionStack` in its state and answers ``current_player`` and ``legal_actions`` from
its top: pushing a decision interrupts the one below, popping it resumes that one.

A choice of a subset ("any number of these tiles", garbage spread freely) is a run of add-one /
done micro-actions (:func:`subset_options`), so ``legal_actions`` never lists a power set and
undo can take back one step at a time.

Decisions are immutable values; the stack is a list of them, so cloning copies one list.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any


def _frozen(value: Any) -> Any:
    """JSON data (lists, dicts) as hashable tuples, so a decision is an immutable value."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("decision data holds scalars and lists, not objects")
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Decision:
    """One pending decision.

    ``kind`` names it in the game's vocabulary ("choose_technology"); ``seat`` decides;
    ``data`` holds what the decision needs as a mapping of scalars and tuples (e.g. the items
    still available, how many were chosen so far). ``secret`` marks a step of a secret
    simultaneous choice (see ``Rules.secret_group``).
    """

    kind: str
    seat: int
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: bool = False

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def with_data(self, **changes: Any) -> Decision:
        """A copy whose data has ``changes`` applied (decisions are never mutated)."""
        return replace(self, data={**self.data, **{k: _frozen(v) for k, v in changes.items()}})

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat,
                               "data": {k: _thawed(v) for k, v in self.data.items()}}
        if self.secret:
            out["secret"] = True
        return out

    @classmethod
    def from_json(cls, d: Any) -> Decision:
        """Raises ``ValueError`` naming what is wrong (games wrap it in a PositionError)."""
        if not isinstance(d, dict):
            raise ValueError("a decision must be an object")
        extra = set(d) - {"kind", "seat", "data", "secret"}
        if extra:
            raise ValueError(f"unexpected decision fields {sorted(extra)}")
        kind, seat, data = d.get("kind"), d.get("seat"), d.get("data", {})
        secret = d.get("secret", False)
        if not isinstance(kind, str) or not kind:
            raise ValueError("decision 'kind' must be a non-empty string")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError("decision 'seat' must be a whole number")
        if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
            raise ValueError("decision 'data' must be an object")
        if not isinstance(secret, bool):
            raise ValueError("decision 'secret' must be true or false")
        return cls(kind, seat, {k: _frozen(v) for k, v in data.items()}, secret)


def decision(kind: str, seat: int, secret: bool = False, **data: Any) -> Decision:
    """Shorthand: ``decision("choose_technology", 2, price=7)``."""
    return Decision(kind, seat, {k: _frozen(v) for k, v in data.items()}, secret)


class DecisionStack:
    """Pending decisions, the top one last. Empty: the game's main flow decides."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[Decision] = ()) -> None:
        self.items: list[Decision] = list(items)

    def clone(self) -> DecisionStack:
        s = DecisionStack.__new__(DecisionStack)
        s.items = self.items[:]
        return s

    def push(self, d: Decision) -> None:
        self.items.append(d)

    def pop(self) -> Decision:
        if not self.items:
            raise IndexError("no pending decision")
        return self.items.pop()

    def replace_top(self, d: Decision) -> None:
        """Swap the top decision for its next stage (e.g. one more item chosen)."""
        if not self.items:
            raise IndexError("no pending decision")
        self.items[-1] = d

    @property
    def top(self) -> Decision | None:
        return self.items[-1] if self.items else None

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self) -> Iterator[Decision]:
        return iter(self.items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DecisionStack) and other.items == self.items

    def __repr__(self) -> str:
        return f"DecisionStack({self.items!r})"

    def to_json(self) -> list[dict[str, Any]]:
        """Bottom first, as the position formats write it."""
        return [d.to_json() for d in self.items]

    @classmethod
    def from_json(cls, data: Any) -> DecisionStack:
        if not isinstance(data, list):
            raise ValueError("the decision stack must be a list")
        return cls(Decision.from_json(d) for d in data)


def subset_options(available: Iterable[Any], chosen: int, minimum: int = 0,
                   maximum: int | None = None) -> tuple[list[Any], bool]:
    """The micro-actions of a subset choice: ``(items that may be added one at a time,
    whether "done" is allowed)``. ``chosen`` counts the items added so far; ``minimum`` and
    ``maximum`` bound the subset's size. A game maps these to its own action values
    (``AddTile(t)`` / ``Done()``) so ``legal_actions`` lists at most ``len(available) + 1``."""
    room = maximum is None or chosen < maximum
    items = list(dict.fromkeys(available)) if room else []
    return items, chosen >= minimum
