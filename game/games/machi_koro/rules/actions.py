"""Actions of Machi Koro: small frozen values with a JSON form (``ActionCodec``).

Cards are named by their keys (``"bakery"``, ``"train_station"``) so logs and saves read well.
Every action the engine hands out is a shared pre-built instance (building frozen dataclasses
is the slowest part of a move in Python); equal values built elsewhere compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.actions import ActionCodec

from ..data import ESTABLISHMENTS, LANDMARKS, NON_PURPLE_KINDS


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """Chance outcome at setup (option ``first_player = "random"``): this seat starts."""
    seat: int


@dataclass(frozen=True, slots=True)
class ChooseDice:
    """Train Station owner: roll 1 or 2 dice this turn (D1)."""
    count: int


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance outcome: the dice. Two dice are listed sorted (low, high); ``(4, 3)`` is
    accepted as the same outcome."""
    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class KeepRoll:
    """Radio Tower owner: keep the roll (D2)."""


@dataclass(frozen=True, slots=True)
class Reroll:
    """Radio Tower owner: discard the roll and roll again with the same dice (D2)."""


@dataclass(frozen=True, slots=True)
class TvTarget:
    """TV Station: take up to 5 coins from this opponent (D3)."""
    seat: int


@dataclass(frozen=True, slots=True)
class Trade:
    """Business Center: give one own ``give`` card to ``target`` for one of their ``take``
    cards (D4); neither may be purple."""
    give: str
    target: int
    take: str


@dataclass(frozen=True, slots=True)
class DeclineTrade:
    """Business Center: no exchange (D4)."""


@dataclass(frozen=True, slots=True)
class Build:
    """Buy one establishment from the market (D5)."""
    card: str


@dataclass(frozen=True, slots=True)
class BuildLandmark:
    """Build one of one's own landmarks (D5)."""
    landmark: str


@dataclass(frozen=True, slots=True)
class BuildNothing:
    """End the turn without building (D5)."""


ACTION_CLASSES = (FirstPlayer, ChooseDice, Roll, KeepRoll, Reroll, TvTarget, Trade,
                  DeclineTrade, Build, BuildLandmark, BuildNothing)
CODEC = ActionCodec(ACTION_CLASSES)

# Shared instances, indexed by card id / seat / die values.
FIRST_PLAYER = tuple(FirstPlayer(s) for s in range(4))
CHOOSE_DICE = (None, ChooseDice(1), ChooseDice(2))
KEEP = KeepRoll()
REROLL_ACT = Reroll()
TV_TARGET = tuple(TvTarget(s) for s in range(4))
DECLINE = DeclineTrade()
BUILD = tuple(Build(e.key) for e in ESTABLISHMENTS)
BUILD_LANDMARK = tuple(BuildLandmark(m.key) for m in LANDMARKS)
NOTHING = BuildNothing()
ROLL1 = (None,) + tuple(Roll((d,)) for d in range(1, 7))
ROLL2 = {(a, b): Roll((a, b)) for a in range(1, 7) for b in range(a, 7)}
"""Two-dice outcomes keyed by the sorted pair."""
TRADES = {(g, t, k): Trade(ESTABLISHMENTS[g].key, t, ESTABLISHMENTS[k].key)
         for g in NON_PURPLE_KINDS for t in range(4) for k in NON_PURPLE_KINDS}
"""Business Center trades keyed by (give kind, target seat, take kind)."""

ROLL1_OUTCOMES = [(ROLL1[d], 1 / 6) for d in range(1, 7)]
ROLL2_OUTCOMES = [(a, (1 if k[0] == k[1] else 2) / 36) for k, a in ROLL2.items()]
