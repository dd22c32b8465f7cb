"""The toy game with hidden information worded the new way, for the table-log tests: a draw is
a private event ("P1 drew 7" for the drawer, "P1 drew a card" for the others) and a pick is a
secret decision that causes no event of its own until the reveal."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.engine import Event, GameInfo, private
from game.ui import i18n
from tests.toygame import Draw, Pick, ToyRules

TEXTS = {
    "toy.event.draw": "{player} drew {card}.",
    "toy.event.draw_hidden": "{player} drew a card.",
    "toy.event.roll": "The die shows {value}.",
    "toy.event.reveal": "Picks revealed: {picks}.",
    "toy.action.Pick": "{player} picked {card}.",
}


class SecretToyRules(ToyRules):
    def secret_group(self, s: Any) -> Any:
        return ("picks", s.round) if self.current_player(s) >= 0 else None

    def _apply(self, s: Any, action: Any) -> list[Event]:
        seat = s.to_draw[0] if isinstance(action, Draw) else None
        events = super()._apply(s, action)
        if isinstance(action, Draw):
            return [private("draw", seat, {"card": action.card}, public_kind="draw_hidden")]
        if isinstance(action, Pick):
            return [e for e in events if e.kind != "pick"]  # the pick itself says nothing
        return events


def secret_toy(toy: GameInfo) -> GameInfo:
    return dataclasses.replace(toy, rules=SecretToyRules(), ui=None)


def add_texts(monkeypatch: Any) -> None:
    """Put the toy's log texts into the English catalog for one test."""
    catalog = i18n._load("en")
    for key, text in TEXTS.items():
        monkeypatch.setitem(catalog, key, text)
