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

from dataclasses import dataclass

from game.engine.actions import ActionCodec


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
CODEC = ActionCodec(ACTIONS.values())
to_json = CODEC.to_json
from_json = CODEC.from_json
well_formed = CODEC.well_formed
