"""Akropolis actions: small immutable tuples with a stable JSON form.

``Place(site, q, r, rot)`` takes the tile in construction-site slot ``site`` (paying ``site``
stones) and puts it with hex ``a`` on ``(q, r)`` and rotation ``rot`` (spec 3.3) in the
mover's city: one decision. ``ArchitectTake(site)`` is the solo Architect's only kind of move.
Named tuples rather than dataclasses: a turn can have thousands of legal placements and
tuples are several times cheaper to build.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Place(NamedTuple):
    site: int
    q: int
    r: int
    rot: int


class ArchitectTake(NamedTuple):
    site: int


AkAction = Place | ArchitectTake
"""Every decision of an Akropolis game (there are no chance outcomes)."""


def _int(data: dict[str, Any], key: str) -> int:
    v = data.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise ValueError(f"field {key!r} must be a whole number")
    return v


def to_json(action: Any) -> dict[str, Any]:
    if type(action) is Place:
        return {"type": "Place", "site": action.site, "q": action.q, "r": action.r,
                "rot": action.rot}
    if type(action) is ArchitectTake:
        return {"type": "ArchitectTake", "site": action.site}
    raise ValueError(f"not an Akropolis action: {action!r}")


def from_json(data: Any) -> Place | ArchitectTake:
    if not isinstance(data, dict):
        raise ValueError("an action must be an object with a 'type'")
    kind = data.get("type")
    if kind == "Place":
        extra = set(data) - {"type", "site", "q", "r", "rot"}
        if extra:
            raise ValueError(f"unexpected fields in Place: {sorted(extra)}")
        return Place(_int(data, "site"), _int(data, "q"), _int(data, "r"), _int(data, "rot"))
    if kind == "ArchitectTake":
        extra = set(data) - {"type", "site"}
        if extra:
            raise ValueError(f"unexpected fields in ArchitectTake: {sorted(extra)}")
        return ArchitectTake(_int(data, "site"))
    raise ValueError(f"unknown action type {kind!r}")
