"""Ginkgopolis actions: frozen dataclasses (equal only to their own kind) with a stable
JSON form. Cards and tiles are
named as in the spec (``"R7"``, ``"U-C"``, ``"CH05"``).

- ``DraftPick(card)``: keep a Character in the draft (secret);
- ``NewHand()``: spend a New Hand token in one's selection turn (5.2);
- ``Commit(card, tile)``: the selection (tile ``None``: the card alone) (5.1);
- ``GiveHal(card)``: solo, the card Hal plays this round (10.2);
- ``Choose(item)``: ``"resource"`` or ``"tile"`` for an Urbanization card played alone;
- ``MoveToken(x, y)``: where the token of an Urbanize goes (4.4);
- ``Contribute(tile)`` / ``Done()``: one more tile for the first-exhaustion refill / stop.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class DraftPick:
    card: str


@dataclass(frozen=True, slots=True)
class NewHand:
    pass


@dataclass(frozen=True, slots=True)
class Commit:
    card: str
    tile: str | None = None


@dataclass(frozen=True, slots=True)
class GiveHal:
    card: str


@dataclass(frozen=True, slots=True)
class Choose:
    item: str


@dataclass(frozen=True, slots=True)
class MoveToken:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Contribute:
    tile: str


@dataclass(frozen=True, slots=True)
class Done:
    pass


ACTIONS: dict[str, type] = {c.__name__: c for c in (
    DraftPick, NewHand, Commit, GiveHal, Choose, MoveToken, Contribute, Done)}
_FIELD_TYPES: dict[str, dict[str, tuple[type, ...]]] = {
    "DraftPick": {"card": (str,)}, "NewHand": {}, "Commit": {"card": (str,),
                                                             "tile": (str, type(None))},
    "GiveHal": {"card": (str,)}, "Choose": {"item": (str,)},
    "MoveToken": {"x": (int,), "y": (int,)}, "Contribute": {"tile": (str,)}, "Done": {},
}


def to_json(action: Any) -> dict[str, Any]:
    name = type(action).__name__
    if ACTIONS.get(name) is not type(action):
        raise ValueError(f"not a Ginkgopolis action: {action!r}")
    return {"type": name, **asdict(action)}  # type: ignore[call-overload]


def from_json(data: Any) -> Any:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    name = data["type"]
    cls = ACTIONS.get(name)
    if cls is None:
        raise ValueError(f"unknown action type {name!r}")
    fields = _FIELD_TYPES[name]
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise ValueError(f"unexpected fields in {name}: {sorted(extra)}")
    values = {}
    for f, types in fields.items():
        if f not in data:
            if name == "Commit" and f == "tile":
                continue
            raise ValueError(f"{name} needs {f!r}")
        v = data[f]
        if isinstance(v, bool) or not isinstance(v, types):
            raise ValueError(f"field {f!r} of {name} has the wrong type")
        values[f] = v
    return cls(**values)
