"""Shared helpers: positions built from a fresh game and edited by hand."""

from __future__ import annotations

import copy
from typing import Any

from game.engine.protocol import Event
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules.position import read
from game.games.twentieth_century.rules.state import POINT_KEYS, TCState

RULES = GAME.rules


def fresh(n: int = 3, seed: int = 1, **options: Any) -> TCState:
    return RULES.new_game(GAME.config(n, first_player="seat1", **options), seed)


def pos(n: int = 3, seed: int = 1, **options: Any) -> dict[str, Any]:
    return copy.deepcopy(RULES.position(fresh(n, seed, **options)))


def reached(n: int, seed: int, steps: int) -> TCState:
    """The state after ``steps`` random actions of a seeded game (the first seat starts)."""
    st = fresh(n, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if RULES.is_over(st):
            break
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


def _drop(pos_: dict[str, Any], ids: set[str]) -> None:
    st = pos_["stacks"]
    for key in ("lands", "technologies"):
        for era in st[key]:
            st[key][era] = [t for t in st[key][era] if t not in ids]


def used_ids(p: dict[str, Any]) -> set[str]:
    out = set()
    for seat in p["seats"]:
        for t in seat["region"] + seat.get("waiting", []):
            out.add(t["tile"])
        for t in seat.get("technologies", []):
            out.add(t["tech"])
    return out


def build(p: dict[str, Any]) -> TCState:
    """The hand-set scenario ``p`` (a real position edited for one rule's test), read with
    every member checked but not the game's invariants (``position.read``: a region of a
    few tiles in round 1, holdings no game reaches), after removing the tiles the seats own
    from the stacks and displays (so an edited region never duplicates a tile); a starting
    land used twice is swapped for an unused one in the later seats, and a waiting land
    left without ``citizens`` or ``bridges`` gets empty ones."""
    p = copy.deepcopy(p)
    for seat in p["seats"]:
        seat["points"] = {k: seat["points"].get(k, 0) for k in POINT_KEYS}
        for t in seat.get("waiting", []):
            if not str(t.get("tile", "")).startswith("T"):
                t.setdefault("citizens", [])
                t.setdefault("bridges", [])
    starts = [f"S-{i}" for i in range(1, 6)]
    taken: set[str] = set()
    for seat in p["seats"]:
        first = seat["region"][0]
        if first["tile"] in taken:
            first["tile"] = next(s for s in starts if s not in taken
                                 and all(o["region"][0]["tile"] != s for o in p["seats"]))
        taken.add(first["tile"])
    disp = p["display"]
    shown = set(disp["lands"]) | set(disp["technologies"])
    owned = used_ids(p)
    _drop(p, owned | shown)
    disp["lands"] = [t for t in disp["lands"] if t not in owned]
    disp["technologies"] = [t for t in disp["technologies"] if t not in owned]
    for key in ("lands", "technologies"):
        p["display"][key] = disp[key]
    return read(p)


def start(tile: str = "S-1", citizens: tuple[str, ...] = ("c1", "c2"), garbage: int = 1,
          **kw: Any) -> dict[str, Any]:
    return {"tile": tile, "x": 0, "y": 0, "rot": 0, "citizens": list(citizens),
            "garbage": garbage, "bridges": [], **kw}


def tile(tid: str, x: int, y: int, rot: int = 0, citizens: tuple[str, ...] = (),
         garbage: int = 0, bridges: list[list[str]] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"tile": tid, "x": x, "y": y, "rot": rot}
    if not tid.startswith("T"):
        out.update(citizens=list(citizens), garbage=garbage, bridges=bridges or [])
    return out


def play(st: TCState, *actions: Any) -> list[Event]:
    events: list[Event] = []
    for a in actions:
        events += RULES.apply(st, a)
    return events


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]
