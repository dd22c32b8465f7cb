"""Helpers for the Machi Koro rules tests: set up situations through the position format."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import CHANCE, Event, GameConfig
from game.games.machi_koro import GAME, RULES
from game.games.machi_koro.rules import MKState, Roll

__all__ = ["GAME", "RULES", "city", "setup", "roll", "kinds", "coins", "play", "new", "CHANCE"]


def city(coins: int = 0, *, landmarks: tuple[str, ...] = (), start: bool = True,
         **cards: int) -> dict[str, Any]:
    """A city for a position: the starting Wheat Field and Bakery plus ``cards`` (exactly
    ``cards`` with ``start=False``: only a position with a Business Center somewhere may take
    a starting card out of its city, and a city never has fewer than 2 non-purple cards)."""
    est = {"wheat_field": 1, "bakery": 1} if start else {}
    for k, v in cards.items():
        est[k] = est.get(k, 0) + v
    return {"coins": coins, "establishments": est, "landmarks": list(landmarks)}


def setup(*cities: dict[str, Any], active: int = 0, step: str | None = None,
          **extra: Any) -> MKState:
    data: dict[str, Any] = {"cities": list(cities), "active": active, **extra}
    if step is not None:
        data["step"] = step
    return RULES.from_position(data)


def roll(state: MKState, *dice: int) -> list[Event]:
    return RULES.apply(state, Roll(tuple(dice)))


def play(state: MKState, *actions: Any) -> list[Event]:
    out: list[Event] = []
    for a in actions:
        out += RULES.apply(state, a)
    return out


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def coins(state: MKState) -> list[int]:
    return list(state.coins)


def new(n: int = 2, seed: int = 1, **options: Any) -> MKState:
    options.setdefault("first_player", 0)
    return RULES.new_game(GameConfig.simple(n, **options), seed)
