"""JSON codec for actions written as frozen dataclasses of ints, strings, bools and tuples.

``{"type": "Build", "card": "bakery"}`` <-> ``Build(card="bakery")``. Tuples become lists in
JSON and are turned back into tuples (nested too), so decoded actions compare and hash equal.
"""

from __future__ import annotations

import dataclasses
import types
import typing
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


def _kinds(hint: Any) -> tuple[type, ...] | None:
    """The JSON-level types a field annotation admits (``int``, ``str``, ``bool``, ``tuple``,
    ``X | None``), or None when the codec does not check it."""
    if hint in (int, str, bool, type(None)):
        return (hint,)
    origin = typing.get_origin(hint)
    if origin is tuple or hint is tuple:
        return (tuple,)
    if origin in (typing.Union, types.UnionType):
        out: tuple[type, ...] = ()
        for arg in typing.get_args(hint):
            kinds = _kinds(arg)
            if kinds is None:
                return None
            out += kinds
        return out
    return None


def _fits(value: Any, kinds: tuple[type, ...] | None) -> bool:
    if kinds is None:
        return True
    if isinstance(value, bool):  # a bool is an int to Python, never to a game
        return bool in kinds
    return isinstance(value, kinds)


class ActionCodec:
    """Encodes and decodes a game's action dataclasses; a decoded action has fields of the
    annotated types (``int``, ``str``, ``bool``, tuples, ``X | None``) or is refused."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._by_name: dict[str, type] = {}
        self._fields: dict[str, tuple[str, ...]] = {}
        self._kinds: dict[str, tuple[tuple[type, ...] | None, ...]] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            hints = typing.get_type_hints(cls)
            names = tuple(f.name for f in dataclasses.fields(cls))
            self._by_name[cls.__name__] = cls
            self._fields[cls.__name__] = names
            self._kinds[cls.__name__] = tuple(_kinds(hints.get(n)) for n in names)

    def well_formed(self, action: Any) -> bool:
        """True for a value of one of the action classes whose fields have their types (what
        ``explain_illegal`` checks first on untrusted values)."""
        name = type(action).__name__
        if self._by_name.get(name) is not type(action):
            return False
        return all(_fits(getattr(action, f), k)
                   for f, k in zip(self._fields[name], self._kinds[name], strict=True))

    def to_json(self, action: Any) -> dict[str, Any]:
        name = type(action).__name__
        if self._by_name.get(name) is not type(action):
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
        values = {f: _from_json(data[f]) for f in fields if f in data}
        for f, kinds in zip(fields, self._kinds[name], strict=True):
            if f in values and not _fits(values[f], kinds):
                raise ValueError(f"field {f!r} of {name} has the wrong type")
        try:
            return cls(**values)
        except TypeError as exc:
            raise ValueError(f"bad {name} action: {exc}") from None
