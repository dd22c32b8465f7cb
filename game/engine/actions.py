"""JSON codec for actions written as frozen dataclasses of ints, strings, bools and tuples.

``{"type": "Build", "card": "bakery"}`` <-> ``Build(card="bakery")``. Tuples become lists in
JSON and are turned back into tuples (nested too), so decoded actions compare and hash equal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("nested objects are not allowed in an action")
    return value


class ActionCodec:
    def __init__(self, classes: Iterable[type]) -> None:
        self._by_name: dict[str, type] = {}
        self._fields: dict[str, tuple[str, ...]] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            self._by_name[cls.__name__] = cls
            self._fields[cls.__name__] = tuple(f.name for f in dataclasses.fields(cls))

    def to_json(self, action: Any) -> dict[str, Any]:
        name = type(action).__name__
        if name not in self._by_name:
            raise ValueError(f"not an action of this game: {action!r}")
        out: dict[str, Any] = {"type": name}
        for f in self._fields[name]:
            out[f] = _to_json(getattr(action, f))
        return out

    def from_json(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError("an action must be an object with a 'type'")
        name = data["type"]
        cls = self._by_name.get(name)
        if cls is None:
            raise ValueError(f"unknown action type {name!r}")
        fields = self._fields[name]
        extra = set(data) - set(fields) - {"type"}
        if extra:
            raise ValueError(f"unexpected fields in {name}: {sorted(extra)}")
        try:
            return cls(**{f: _from_json(data[f]) for f in fields if f in data})
        except TypeError as exc:
            raise ValueError(f"bad {name} action: {exc}") from None
