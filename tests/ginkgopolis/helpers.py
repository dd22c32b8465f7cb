"""Building Ginkgopolis situations through the documented position format.

``make(...)`` writes a position by hand: the starting city (default layout below), extra
buildings, the seats, hands, decks and decisions you name; everything you leave out is filled
in the way the rules require (tiles nobody holds go to the supply, then the box; Building
cards of pawn-free top tiles and the Urbanization cards not held elsewhere go to the deck;
each colour's resources not behind a screen or on a building are in the general supply).

Default starting city (x to the east, y to the north)::

    y=1:  R1 R2 R3
    y=0:  B1 B2 B3
    y=-1: Y1 Y2 Y3
"""

from __future__ import annotations

import copy
from typing import Any

from game.engine import TERMINAL, PlayerSpec, Rng
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.data import (
    CARD_NAMES,
    LETTERS,
    RESOURCES,
    TILE_NAMES,
    TILES_TO_BOX,
    TOKEN_SQUARES,
)
from game.games.ginkgopolis.rules.state import GState

RULES = GAME.rules
START = {(-1, 1): "R1", (0, 1): "R2", (1, 1): "R3", (-1, 0): "B1", (0, 0): "B2",
         (1, 0): "B3", (-1, -1): "Y1", (0, -1): "Y2", (1, -1): "Y3"}
INTRO = [["CH01", "CH02", "CH03"], ["CH04", "CH05", "CH06"], ["CH07", "CH08", "CH09"],
         ["CH10", "CH11", "CH12"], ["CH13", "CH14", "CH15"]]


def seat(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"tiles": [], "resources": 0, "vp": 0, "hand": [], "tableau": None,
                            "new_hand": 2, "card": None, "tile": None, "contribution": [],
                            "draft_packet": [], "draft_kept": []}
    base.update(fields)
    return base


def make(n: int = 2, *, buildings: dict[tuple[int, int], tuple[list[str], int | None, bool]]
         | None = None, start: dict[tuple[int, int], str] | None = None,
         owners: dict[tuple[int, int], int] | None = None,
         tokens: dict[str, list[int] | None] | None = None,
         seats: list[dict[str, Any]] | None = None, deck: list[str] | None = None,
         discard: list[str] | None = None, supply: list[str] | None = None,
         supply_top: list[str] | None = None,
         box: list[str] | None = None, phase: str = "select", first: int = 0,
         resolved: int = 0, active: int | None = None, decisions: list[dict[str, Any]]
         | None = None, queue: list[list[Any]] | None = None, solo: str | None = None,
         hal: int | None = None, exhaustions: int = 0, end_triggered: bool = False,
         round: int | None = None, rng: int = 12345, general: list[int] | None = None,
         mode: str = "intro", turns: int | None = None) -> dict[str, Any]:
    """A position dict (pass it to ``RULES.from_position``)."""
    city: dict[tuple[int, int], dict[str, Any]] = {}
    for sq, t in (start or START).items():
        city[sq] = {"x": sq[0], "y": sq[1], "tiles": [t], "owner": None, "pawn": False}
    for sq, o in (owners or {}).items():
        city[sq]["owner"] = o
    for sq, (tiles, owner, pawn) in (buildings or {}).items():
        city[sq] = {"x": sq[0], "y": sq[1], "tiles": tiles, "owner": owner, "pawn": pawn}
    is_solo = solo is not None
    seats = copy.deepcopy(seats) if seats else [seat() for _ in range(n)]
    for i, st in enumerate(seats):
        if st["tableau"] is None:
            st["tableau"] = [] if is_solo else list(INTRO[i])
        if is_solo:
            st["new_hand"] = 0
    if decisions is None:
        decisions = [] if phase == "over" else [
            {"kind": "select", "seat": (first + resolved) % n, "data": {}, "secret": True}]
    used_tiles = {t for b in city.values() for t in b["tiles"]}
    for st in seats:
        used_tiles.update(st["tiles"], st["contribution"])
        if st["tile"]:
            used_tiles.add(st["tile"])
    top = supply_top or []
    free = [t for t in TILE_NAMES if t not in used_tiles and t not in (supply or [])
            and t not in (box or []) and t not in top]
    nbox = TILES_TO_BOX[1 if is_solo else n]
    if box is None:
        box = free[-nbox:] if nbox else []
        free = free[:len(free) - nbox]
    if supply is None:
        supply = top + free
    held = set(discard or []) | set(deck or [])
    for st in seats:
        held.update(st["hand"], st["tableau"])
        if st["card"]:
            held.add(st["card"])
    if deck is None:
        tops = [b["tiles"][-1] for b in city.values() if not b["pawn"]]
        deck = [c for c in tops + [f"U-{k}" for k in LETTERS] if c not in held]
    if round is None:  # round 1 starts from the setup: a made-up situation comes later
        round = 1 if phase == "draft" else 2
    if turns is None:  # the actions resolved so far: every seat acts once a round
        turns = (round - 1) * n + (resolved if phase == "resolve" else 0) + (
            n if phase == "over" else 0)
    nres = RESOURCES[1 if is_solo else n]
    if general is None:
        general = []
        for i, st in enumerate(seats):
            placed = sum(len(b["tiles"]) for b in city.values() if b["owner"] == i)
            general.append(nres - st["resources"] - placed)
    return {
        "game": "ginkgopolis", "players": n, "solo": solo, "hal": hal, "mode": mode,
        "round": round, "phase": phase, "first_player": first, "resolved": resolved,
        "active": active, "turns": turns, "city": list(city.values()),
        "tokens": tokens if tokens is not None else {
            k: list(TOKEN_SQUARES[i]) for i, k in enumerate(LETTERS)},
        "supply": supply, "box": box, "exhaustions": exhaustions,
        "end_triggered": end_triggered, "general_supply": general, "seats": seats,
        "deck": deck, "discard": discard or [], "queue": queue or [], "decisions": decisions,
        "rng": rng,
    }


def full_city(owner: int) -> tuple[dict[tuple[int, int], tuple[list[str], int | None, bool]],
                                     list[str]]:
    """Eight starting squares (all but the centre) 3 floors high, owned by ``owner`` (24
    resources), and the 16 covered cards that belong in the owner's tableau."""
    buildings: dict[tuple[int, int], tuple[list[str], int | None, bool]] = {}
    won: list[str] = []
    numbers = {"R": iter(range(4, 20)), "B": iter(range(4, 20)), "Y": iter(range(4, 20))}
    for sq, base in START.items():
        if sq == (0, 0):
            continue
        mid, top = (f"{base[0]}{next(numbers[base[0]])}" for _ in range(2))
        buildings[sq] = ([base, mid, top], owner, False)
        won += [base, mid]
    return buildings, won


def state(**kw: Any) -> GState:
    return RULES.from_position(make(**kw))


def play(s: GState, *actions: Any) -> list[Any]:
    events = []
    for a in actions:
        events += RULES.apply(s, a)
    return events


def solo_config(level: str = "hal") -> Any:
    return GAME.config((PlayerSpec("You"), PlayerSpec("Hal", f"automa:{level}")))


def random_game(config: Any, seed: int) -> GState:
    s = RULES.new_game(config, seed)
    rng = Rng(seed)
    while RULES.current_player(s) != TERMINAL:
        RULES.apply(s, RULES.sample_action(s, rng), check=False)
    return s


def card(name: str) -> int:
    return CARD_NAMES.index(name)
