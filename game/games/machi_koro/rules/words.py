"""Words for a viewer: the log lines of events and actions as catalog :class:`Text` values.

Every Machi Koro event and action is public, so the viewer changes nothing here. Arguments
are language-neutral: seats under ``player`` / ``*_player`` (the app names them), card and
landmark names as nested ``Text`` values (``machi_koro.card.<key>.name``), numbers as numbers.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from .actions import (
    Build,
    BuildLandmark,
    ChooseDice,
    FirstPlayer,
    Roll,
    Trade,
    TvTarget,
)

_E = "machi_koro.event."
_A = "machi_koro.action."


def card(key: Any) -> Text:
    return Text(f"machi_koro.card.{key}.name")


def landmark(key: Any) -> Text:
    return Text(f"machi_koro.landmark.{key}.name")


def dice_text(dice: Any) -> str:
    return " + ".join(str(d) for d in dice) if isinstance(dice, (list, tuple)) else str(dice)


def event_text(event: Event) -> Text:
    d = event.data
    kind = event.kind
    who = {"player": event.player}
    if kind == "roll":
        dice = list(d.get("dice", ()))
        key = ("roll" if len(dice) < 2 else "roll_doubles" if d.get("doubles") else "roll2")
        return Text(_E + key, {**who, "dice": dice_text(dice), "total": d.get("total", 0)})
    if kind == "pay":
        amount, owed = d.get("amount", 0), d.get("owed", 0)
        return Text(_E + ("pay_short" if amount < owed else "pay"),
                    {**who, "card": card(d.get("card")), "owner_player": d.get("owner"),
                     "amount": amount, "missing": owed - amount})
    if kind == "income":
        return Text(_E + kind, {**who, "card": card(d.get("card")), "amount": d.get("amount", 0)})
    if kind in ("stadium", "tv_station"):
        src = d.get("from") if kind == "stadium" else d.get("target")
        return Text(_E + kind, {**who, "amount": d.get("amount", 0), "target_player": src})
    if kind == "trade":
        return Text(_E + kind, {**who, "give": card(d.get("give")), "take": card(d.get("take")),
                                "target_player": d.get("target")})
    if kind == "build":
        return Text(_E + kind, {**who, "card": card(d.get("card")), "cost": d.get("cost", 0)})
    if kind == "build_landmark":
        return Text(_E + kind, {**who, "landmark": landmark(d.get("landmark")),
                                "cost": d.get("cost", 0)})
    if kind in ("reveal", "market_removed"):
        return Text(_E + kind, {"card": card(d.get("card")), "count": d.get("count", 0)})
    if kind == "dice_count":
        count = d.get("count", 1)
        return Text(_E + ("dice_count1" if count == 1 else "dice_count"), {**who, "count": count})
    return Text(_E + kind, who)  # turn, first_player, keep, reroll, trade_declined, ...


def action_text(seat: int, action: Any) -> Text:
    """``seat`` takes ``action`` (key ``machi_koro.action.<Type>``)."""
    cls = type(action)
    key = _A + cls.__name__
    who: dict[str, Any] = {"player": seat}
    if cls is Build:
        return Text(key, {**who, "card": card(action.card)})
    if cls is BuildLandmark:
        return Text(key, {**who, "landmark": landmark(action.landmark)})
    if cls is Trade:
        return Text(key, {**who, "give": card(action.give), "take": card(action.take),
                          "target_player": action.target})
    if cls is TvTarget:
        return Text(key, {**who, "target_player": action.seat})
    if cls is ChooseDice:
        return Text(key + ("1" if action.count == 1 else ""), {**who, "count": action.count})
    if cls is Roll:
        return Text(key, {**who, "dice": dice_text(action.dice)})
    if cls is FirstPlayer:
        return Text(key, {"player": action.seat})
    return Text(key, who)  # KeepRoll, Reroll, DeclineTrade, BuildNothing
