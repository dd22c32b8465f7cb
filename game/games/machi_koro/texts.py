"""Player-facing words of the Machi Koro table: names, log lines, captions and tooltips.
Everything goes through the catalog (``machi_koro.*`` keys)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine import Event

from .data import ESTABLISHMENTS, KIND_BY_KEY, LANDMARK_BY_KEY, LANDMARKS
from .view_art import rolls_text

T = Callable[..., str]


def card_name(t: T, key: str) -> str:
    return t(f"machi_koro.card.{key}.name")


def landmark_name(t: T, key: str) -> str:
    return t(f"machi_koro.landmark.{key}.name")


def player_name(t: T, names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("machi_koro.ui.player", n=(seat or 0) + 1)


def dice_text(t: T, dice: Sequence[int]) -> str:
    return " + ".join(str(d) for d in dice)


def describe(t: T, names: Sequence[str], event: Event) -> str:
    """The log line of one engine event."""
    d: dict[str, Any] = dict(event.data)
    who = player_name(t, names, event.player)

    def name(seat: Any) -> str:
        return player_name(t, names, seat if isinstance(seat, int) else None)

    kind = event.kind
    if kind == "roll":
        dice = d.get("dice", [])
        key = "machi_koro.ui.log.roll2" if len(dice) == 2 else "machi_koro.ui.log.roll1"
        line = t(key, player=who, dice=dice_text(t, dice), total=d.get("total", sum(dice)))
        if d.get("doubles"):
            line += " " + t("machi_koro.ui.log.doubles")
        return line
    if kind == "pay":
        amount, owed = d.get("amount", 0), d.get("owed", 0)
        key = "machi_koro.event.pay_short" if amount < owed else "machi_koro.event.pay"
        return t(key, card=card_name(t, d.get("card", "")), owner=name(d.get("owner")),
                 amount=amount, player=who, missing=owed - amount)
    if kind == "income":
        return t("machi_koro.event.income", card=card_name(t, d.get("card", "")), player=who,
                 amount=d.get("amount", 0))
    if kind == "stadium":
        return t("machi_koro.event.stadium", player=who, amount=d.get("amount", 0),
                 target=name(d.get("from")))
    if kind == "tv_station":
        return t("machi_koro.event.tv_station", player=who, amount=d.get("amount", 0),
                 target=name(d.get("target")))
    if kind == "trade":
        return t("machi_koro.event.trade", player=who, give=card_name(t, d.get("give", "")),
                 target=name(d.get("target")), take=card_name(t, d.get("take", "")))
    if kind == "build":
        return t("machi_koro.event.build", player=who, card=card_name(t, d.get("card", "")),
                 cost=d.get("cost", 0))
    if kind == "build_landmark":
        return t("machi_koro.event.build_landmark", player=who,
                 landmark=landmark_name(t, d.get("landmark", "")), cost=d.get("cost", 0))
    if kind in ("reveal", "market_removed"):
        return t(f"machi_koro.event.{kind}", card=card_name(t, d.get("card", "")),
                 count=d.get("count", 0))
    if kind == "dice_count":
        key = "machi_koro.ui.log.dice_count1" if d.get("count") == 1 else "machi_koro.event.dice_count"
        return t(key, player=who, count=d.get("count", 1))
    if kind in ("first_player", "turn", "keep", "reroll", "trade_declined", "build_nothing",
                "extra_turn", "win"):
        return t(f"machi_koro.event.{kind}", player=who)
    return t(f"machi_koro.event.{kind}", player=who, **d)


def card_tooltip(t: T, kind: int, left: int | None, buildable: bool | None) -> str:
    e = ESTABLISHMENTS[kind]
    lines = [f"{card_name(t, e.key)}  ({rolls_text(e.rolls)})",
             t(f"machi_koro.card.{e.key}.text"),
             t(f"machi_koro.colour.{e.colour}"),
             t("machi_koro.cost", cost=e.cost)
             + (f"  ·  {t('machi_koro.left', count=left)}" if left is not None else "")]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    return "\n".join(lines)


def chip_tooltip(t: T, kind: int, count: int, owner: str) -> str:
    e = ESTABLISHMENTS[kind]
    return "\n".join([t("machi_koro.ui.tip.owned", name=card_name(t, e.key), count=count,
                        player=owner),
                      t(f"machi_koro.card.{e.key}.text"), t(f"machi_koro.colour.{e.colour}")])


def landmark_tooltip(t: T, m: int, built: bool, buildable: bool) -> str:
    lm = LANDMARKS[m]
    state = t("machi_koro.landmark.built" if built else "machi_koro.landmark.unbuilt")
    lines = [f"{landmark_name(t, lm.key)} — {state}", t(f"machi_koro.landmark.{lm.key}.text"),
             t("machi_koro.cost", cost=lm.cost)]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    return "\n".join(lines)


def kind_of(key: str) -> int:
    return KIND_BY_KEY[key]


def landmark_of(key: str) -> int:
    return LANDMARK_BY_KEY[key]
