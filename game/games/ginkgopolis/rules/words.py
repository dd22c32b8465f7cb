"""The words of the Ginkgopolis log: every event and action as a :class:`Text` (a catalog key
and its fields) for a viewer. Gains read as words with plurals ("gains 2 resources"), cards and
tiles by their names ("Red 5", "Urbanization F"), a token's square by the building it stands
next to ("north of Red 5"): never a raw id or coordinates. The table's own words are in
``table/words``; these are the engine's (``Rules.event_text`` / ``action_text``)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from ..data import CARD_BY_NAME, CH0, CHARACTERS, COLOURS, ROLES, URB0
from .actions import Choose, to_json

NAMED = ("card", "tile", "on", "by")
"""Text fields that hold a card or tile id."""


def card_text(name: str) -> Text:
    """A card's or tile's name as words (a Text the log and captions translate)."""
    c = CARD_BY_NAME[name]
    if c < URB0:
        return Text("ginkgopolis.ui.card.building",
                    {"colour": Text(f"ginkgopolis.colour.{COLOURS[c // 20]}"),
                     "number": c % 20 + 1})
    if c < CH0:
        return Text("ginkgopolis.ui.card.urbanization", {"letter": name[2]})
    return Text(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}")


def named(args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with every card or tile id replaced by its name in words (in place)."""
    for key in NAMED:
        value = args.get(key)
        if isinstance(value, str) and value in CARD_BY_NAME:
            args[key] = card_text(value)
    return args


def event_text(event: Event) -> Text:
    """An event as words; every viewer reads the same (what it may see is already decided
    by ``Event.for_viewer``)."""
    args: dict[str, Any] = {"player": event.player, **named(dict(event.data))}
    if event.kind == "gain":
        item = args.pop("item")
        lost = args.pop("lost", 0)
        if lost and not args["count"]:  # the seat's colour or the tile supply is empty
            return Text(f"ginkgopolis.event.gain_lost.{item}", {**args, "count": lost})
        if lost:
            return Text(f"ginkgopolis.event.gain_part.{item}", {**args, "lost": lost})
        return Text(f"ginkgopolis.event.gain.{item}", args)
    if event.kind == "token":
        del args["x"], args["y"]
        kind = "token_reletter" if args.pop("reletter", False) else "token"
        side = args.pop("side", None)
        return Text(f"ginkgopolis.event.{kind}" + ("" if side is None else f".{side}"), args)
    return Text(f"ginkgopolis.event.{event.kind}", args)


def action_text(seat: int, action: Any) -> Text:
    """``seat``'s action as words."""
    if type(action) is Choose:
        return Text(f"ginkgopolis.action.Choose.{action.item}", {"player": seat})
    args: dict[str, Any] = {"player": seat}
    args.update(named(to_json(action)))
    del args["type"]
    if "tile" in args and args["tile"] is None:
        return Text("ginkgopolis.action.Commit_alone", args)
    return Text(f"ginkgopolis.action.{type(action).__name__}", args)
