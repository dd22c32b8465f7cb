"""The object graph of a state, for comparing a state with the one rebuilt from its position
(issue 28: a state is a function of its position, dict and list orders included, since the
AI breaks ties by iteration order). Fields a class names in ``DERIVED`` (pure caches) are
left out; frozen dataclasses (the game's data: tile definitions, technologies, actions) are
values, compared with ``==``."""

from __future__ import annotations

import dataclasses
from typing import Any


def structure(obj: Any) -> Any:
    """Nested tuples naming every type, field (slots too) and element in order; fields named
    in the class attribute ``DERIVED`` (pure caches) are left out."""
    if isinstance(obj, (int, float, str, bool, type(None), bytes)):
        return obj
    if isinstance(obj, dict):
        return ("dict", [(structure(k), structure(v)) for k, v in obj.items()])
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, [structure(v) for v in obj])
    if isinstance(obj, (set, frozenset)):
        return ("set", sorted(repr(structure(v)) for v in obj))
    params = getattr(type(obj), "__dataclass_params__", None)
    if params is not None and params.frozen and dataclasses.is_dataclass(obj):
        return ("value", obj)
    fields: dict[str, Any] = {}
    derived = set(getattr(type(obj), "DERIVED", ()))
    if hasattr(obj, "__dict__"):
        fields.update(vars(obj))
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                fields[name] = getattr(obj, name)
    return (type(obj).__name__,
            [(k, structure(v)) for k, v in fields.items() if k not in derived])


def first_difference(a: Any, b: Any, path: str = "s") -> str | None:
    """Where two structures first differ (a readable path), or None."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} vs {type(b).__name__}"
    if isinstance(a, tuple) and len(a) == 2 and isinstance(a[1], list):
        if a[0] != b[0]:
            return f"{path}: {a[0]} vs {b[0]}"
        la, lb = a[1], b[1]
        if len(la) != len(lb):
            return f"{path}: len {len(la)} vs {len(lb)}"
        for i, (x, y) in enumerate(zip(la, lb, strict=True)):
            if x != y:
                if (isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str)
                        and a[0] not in ("list", "tuple", "dict")):
                    if x[0] != y[0]:
                        return f"{path}: field {x[0]} vs {y[0]}"
                    return first_difference(x[1], y[1], f"{path}.{x[0]}")
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:80]} vs {str(b)[:80]}" if a != b else None
