"""The words of the Ginkgopolis log: every event and action as a :class:`Text` (a catalog key
and its fields) for a viewer. Gains read as words with plurals ("gains 2 resources"), cards and
tiles by their names ("Red 5", "Urbanization F"), a token's square by the building it stands
next to ("north of Red 5"): never a raw id or coordinates. The table's own words are in
``table/words``; these are the engine's (``Rules.event_text`` / ``action_text``)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from ..data import CARD_BY_NAME, CH0, CHARACTERS, COLOURS, LETTERS, ROLES, TILE_NAMES, URB0
from .actions import Choose, MoveToken, to_json
from .geometry import SIDES, beside
from .state import GState

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


def card_list(names: list[str]) -> Text:
    """Cards named in words, joined ("Red 5, Urbanization C, Blue 12")."""
    if not names:
        return Text("ginkgopolis.ui.nothing")
    out = card_text(names[-1])
    for name in reversed(names[:-1]):
        out = Text("ginkgopolis.list", {"head": card_text(name), "tail": out})
    return out


def district_text(colour: str, number: int) -> Text:
    """A district's name, as the results table and the city's tooltips say it."""
    return Text(f"ginkgopolis.score.district_{colour}_{number}")


def _final(event: Event) -> Text:
    d = event.data
    p = event.player
    if event.kind == "final_card":
        return Text("ginkgopolis.event.final_card", {
            "player": p, "card": card_text(d["card"]),
            "rule": Text(f"ginkgopolis.end.{d['kind']}"), "vp": d["points"]})
    if event.kind == "final_new_hand":
        return Text("ginkgopolis.event.final_new_hand", {"player": p, "count": d["count"],
                                                         "vp": d["points"]})
    if event.kind == "final_district":
        return Text(f"ginkgopolis.event.final_district.{d['place']}", {
            "player": p, "district": district_text(d["colour"], d["number"]),
            "count": d["resources"], "vp": d["points"]})
    return Text("ginkgopolis.event.final_total", {"player": p, "tokens": d["vp"],
                                                   "total": d["points"]})


def event_text(event: Event) -> Text:
    """An event as words; every viewer reads the same (what it may see is already decided
    by ``Event.for_viewer``)."""
    kind = event.kind
    if kind.startswith("final_"):
        return _final(event)
    if kind == "new_hand":
        return Text("ginkgopolis.event.new_hand", {
            "player": event.player, "cards": card_list(event.data["discarded"])})
    if kind == "returned":
        d = event.data
        return Text("ginkgopolis.event.returned" if d["vp"] else
                    "ginkgopolis.event.returned_own",
                    {"player": event.player, "count": d["count"], "tile": card_text(d["tile"])})
    if kind == "pay":
        d = event.data
        paid = {"player": event.player, "vp": d["vp"], "cost": d["cost"],
                "tile": card_text(d["tile"]), "on": card_text(d["on"])}
        if d["colour"]:
            return Text("ginkgopolis.event.pay.both" if d["cost"] else
                        "ginkgopolis.event.pay.colour", paid)
        return Text("ginkgopolis.event.pay.vp" if d["vp"] == d["cost"] else
                    "ginkgopolis.event.pay.vp_part", paid)
    if kind == "rebuild":
        return Text("ginkgopolis.event.rebuild", {"count": event.data["deck"]})
    if kind == "contribution":
        count = event.data["count"]
        return Text("ginkgopolis.event.contribution" if count else
                    "ginkgopolis.event.contribution_none", {"player": event.player,
                                                            "count": count})
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


def action_text(s: GState, seat: int, action: Any) -> Text:
    """``seat``'s action as words (a token's square named by the building beside it)."""
    if type(action) is Choose:
        return Text(f"ginkgopolis.action.Choose.{action.item}", {"player": seat})
    if type(action) is MoveToken:
        d = s.decisions.top
        sq = (action.x, action.y)
        letter = LETTERS[d.data["letter"]] if d is not None and d.kind == "move_token" else "?"
        origin = (d.data["x"], d.data["y"]) if d is not None and d.kind == "move_token" \
            else None
        near = beside(s.stacks, sq, origin)
        if near is None:
            return Text("ginkgopolis.action.MoveToken", {"player": seat, "token": letter})
        return Text(f"ginkgopolis.action.MoveToken.{SIDES[near[1]]}", {
            "player": seat, "token": letter, "by": card_text(TILE_NAMES[s.stacks[near[0]][-1]])})
    args: dict[str, Any] = {"player": seat}
    args.update(named(to_json(action)))
    del args["type"]
    if "tile" in args and args["tile"] is None:
        return Text("ginkgopolis.action.Commit_alone", args)
    return Text(f"ginkgopolis.action.{type(action).__name__}", args)
