"""The words of the Ginkgopolis table: card names, bonuses, captions, the prompt. Every text
comes from the catalogs (``locale/*.json``) through ``ctx.t``."""

from __future__ import annotations

from typing import Any

from game.engine import Event
from game.ui import i18n

from ..data import (
    CARD_BONUS,
    CARD_BY_NAME,
    CARD_TRIGGER,
    CH0,
    CHARACTERS,
    COLOURS,
    ROLES,
    TRIGGERS,
    URB0,
    character_start,
    end_kind,
)

ITEM_KEYS = {"r": "resources", "t": "tiles", "v": "vp"}


def seat_name(ctx: Any, seat: int | None) -> str:
    if seat is None or seat < 0:
        return ""
    st = ctx.state
    if seat == st.hal:
        return ctx.t("ginkgopolis.solo.hal_expert" if st.expert else "ginkgopolis.solo.hal")
    names = ctx.names
    if seat < len(names) and names[seat]:
        return str(names[seat])
    return str(ctx.match.config.players[seat].name)


def items(ctx: Any, counts: dict[str, int]) -> str:
    """"2 resources, 1 tile" in the language (plurals from the catalog)."""
    parts = [ctx.t(f"ginkgopolis.ui.item.{k}", count=v) for k, v in counts.items() if v]
    return ", ".join(parts) if parts else ctx.t("ginkgopolis.ui.nothing")


def card_title(ctx: Any, name: str) -> str:
    c = CARD_BY_NAME[name]
    if c < URB0:
        return ctx.t("ginkgopolis.ui.card.building",
                     colour=ctx.t(f"ginkgopolis.colour.{COLOURS[c // 20]}"), number=c % 20 + 1)
    if c < CH0:
        return ctx.t("ginkgopolis.ui.card.urbanization", letter=name[2])
    return ctx.t(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}")


def bonus_text(ctx: Any, name: str) -> str:
    """A tableau card's bonus in words: the trigger and what it gives, or its end-game
    points."""
    c = CARD_BY_NAME[name]
    kind = end_kind(c)
    if kind is not None:
        return ctx.t("ginkgopolis.ui.bonus.end", text=ctx.t(f"ginkgopolis.end.{kind}"))
    trig = CARD_TRIGGER[c]
    if trig < 0:
        return ""
    counts: dict[str, int] = {}
    for item in CARD_BONUS[c]:
        counts[ITEM_KEYS[item]] = counts.get(ITEM_KEYS[item], 0) + 1
    return ctx.t("ginkgopolis.ui.bonus.trigger",
                 trigger=ctx.t(f"ginkgopolis.trigger.{TRIGGERS[trig]}"), items=items(ctx, counts))


def card_tooltip(ctx: Any, name: str) -> str:
    c = CARD_BY_NAME[name]
    title = card_title(ctx, name)
    if c >= CH0:
        res, tiles, vp = character_start(c)
        start = items(ctx, {"resources": res, "tiles": tiles, "vp": vp})
        return ctx.t("ginkgopolis.ui.tip.character", title=title, bonus=bonus_text(ctx, name),
                     start=start)
    if c >= URB0:
        return ctx.t("ginkgopolis.ui.tip.urbanization", title=title)
    return ctx.t("ginkgopolis.ui.tip.building", title=title, bonus=bonus_text(ctx, name))


def event_caption(ctx: Any, e: Event) -> str | None:
    text = ctx.rules.event_text(e, ctx.viewer)
    if text is None:
        return None
    args = {k: seat_name(ctx, v) if (k == "player" or k.endswith("_player"))
            and isinstance(v, int) else i18n.words(v) for k, v in text.args.items()}
    if args.get("player") is None:
        args["player"] = ""
    return str(ctx.t(text.key, **args))


def gained_tiles(ctx: Any, seat: int | None, n: int) -> str:
    return str(ctx.t("ginkgopolis.event.gain.tiles", player=seat_name(ctx, seat), count=n))


def prompt(ctx: Any, kind: str | None, data: Any) -> str:
    st = ctx.state
    if st.phase == "over":
        return ctx.t("ginkgopolis.ui.prompt.over")
    if kind is None:
        d = st.decisions.top
        if d is None:
            return ""
        return ctx.t("ginkgopolis.ui.prompt.waiting", player=seat_name(ctx, d.seat))
    if kind == "draft":
        return ctx.t("ginkgopolis.ui.prompt.draft", pick=data["pick"] + 1)
    if kind == "move_token":
        return ctx.t("ginkgopolis.ui.prompt.move_token", letter="ABCDEFGHIJKL"[data["letter"]])
    if kind == "select" and st.hal >= 0:
        return ctx.t("ginkgopolis.ui.prompt.select_solo")
    return ctx.t(f"ginkgopolis.ui.prompt.{kind}")


SHORT_ITEMS = {"r": "resources", "t": "tiles", "v": "vp"}


def bonus_short(ctx: Any, name: str) -> str:
    """A card's bonus in a few letters, for the card face and the tableau chips."""
    c = CARD_BY_NAME[name]
    if end_kind(c) is not None:
        return str(ctx.t("ginkgopolis.ui.short.end"))
    trig = CARD_TRIGGER[c]
    if trig < 0:
        return ""
    gains = " ".join(ctx.t(f"ginkgopolis.ui.short.{SHORT_ITEMS[i]}") for i in CARD_BONUS[c])
    return str(ctx.t("ginkgopolis.ui.short.bonus",
                     trigger=ctx.t(f"ginkgopolis.trigger.{TRIGGERS[trig]}"), items=gains))


def card_caption(ctx: Any, name: str) -> str:
    c = CARD_BY_NAME[name]
    if c < URB0:
        return str(ctx.t(f"ginkgopolis.colour.{COLOURS[c // 20]}"))
    if c < CH0:
        return str(ctx.t("ginkgopolis.ui.short.urbanization"))
    return str(ctx.t(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}"))


def building_tip(ctx: Any, stack: tuple[int, ...], owner: int, pawn: bool) -> str:
    top = stack[-1]
    title = ctx.t("ginkgopolis.ui.card.building",
                  colour=ctx.t(f"ginkgopolis.colour.{COLOURS[top // 20]}"), number=top % 20 + 1)
    who = seat_name(ctx, owner) if owner >= 0 else ctx.t("ginkgopolis.ui.nobody")
    tip = ctx.t("ginkgopolis.ui.tip.building_city", title=title, height=len(stack), owner=who)
    if pawn:
        tip += " " + ctx.t("ginkgopolis.ui.tip.pawn")
    return str(tip)


def district_tip(ctx: Any, size: int, leader: int | None) -> str:
    if leader is None:
        return str(ctx.t("ginkgopolis.ui.tip.district_none", count=size))
    return str(ctx.t("ginkgopolis.ui.tip.district", count=size, player=seat_name(ctx, leader)))


def card_lines(ctx: Any, name: str) -> tuple[str, str, str]:
    """The three small lines of a hand card: its colour or kind, its bonus trigger and what
    the bonus gives (or that it scores at the end)."""
    c = CARD_BY_NAME[name]
    top = card_caption(ctx, name)
    if end_kind(c) is not None:
        return top, str(ctx.t("ginkgopolis.ui.short.end_line")), str(ctx.t("ginkgopolis.ui.short.end"))
    trig = CARD_TRIGGER[c]
    if trig < 0:
        return top, "", ""
    gains = " ".join(ctx.t(f"ginkgopolis.ui.short.{SHORT_ITEMS[i]}") for i in CARD_BONUS[c])
    trigger = str(ctx.t(f"ginkgopolis.trigger.{TRIGGERS[trig]}"))
    if c >= CH0:  # a Character: its bonus on one line, what it brings at the start below
        res, tiles, vp = character_start(c)
        start = " ".join(ctx.t(f"ginkgopolis.ui.short.n.{k}", count=v) for k, v in
                         (("resources", res), ("tiles", tiles), ("vp", vp)) if v)
        return top, f"{trigger} {gains}", start
    return top, trigger, str(gains)


def anonymous_caption(ctx: Any, e: Event) -> str:
    """The caption of a step without the card's name."""
    return str(ctx.t(f"ginkgopolis.ui.anim.{e.kind}", player=seat_name(ctx, e.player)))
