"""The words of the Ginkgopolis table: card names, bonuses, captions, the prompt, the panels'
lines and the preview. Every text comes from the catalogs (``locale/*.po``); what a text
says about the position is asked of the model."""

from __future__ import annotations

from game.engine import Event
from game.ui import i18n
from game.ui.i18n import t

from ..data import (
    CARD_BONUS,
    CARD_BY_NAME,
    CARD_TRIGGER,
    CH0,
    CHARACTERS,
    COLOURS,
    LETTERS,
    ROLES,
    TRIGGERS,
    URB0,
    character_start,
    end_kind,
)
from ..rules.query import District, Facts, Preview
from .model import GinkgoModel

ITEM_KEYS = {"r": "resources", "t": "tiles", "v": "vp"}
SHORT_ITEMS = {"r": "resources", "t": "tiles", "v": "vp"}
ROW_KEYS = ("exploit", "urbanize", "buildup", "end")
COLUMN_KEYS = ("ginkgopolis.trigger.exploit", "ginkgopolis.trigger.urbanize",
               "ginkgopolis.trigger.buildup", "ginkgopolis.ui.column.end")


def items(counts: dict[str, int]) -> str:
    """"2 resources, 1 tile" in the language (plurals from the catalog)."""
    parts = [t(f"ginkgopolis.ui.item.{k}", count=v) for k, v in counts.items() if v]
    return ", ".join(parts) if parts else t("ginkgopolis.ui.nothing")


def card_title(name: str) -> str:
    c = CARD_BY_NAME[name]
    if c < URB0:
        return t("ginkgopolis.ui.card.building",
                 colour=t(f"ginkgopolis.colour.{COLOURS[c // 20]}"), number=c % 20 + 1)
    if c < CH0:
        return t("ginkgopolis.ui.card.urbanization", letter=name[2])
    return t(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}")


def bonus_text(name: str) -> str:
    """A tableau card's bonus in words: the trigger and what it gives, or its end-game
    points."""
    c = CARD_BY_NAME[name]
    kind = end_kind(c)
    if kind is not None:
        return t("ginkgopolis.ui.bonus.end", text=t(f"ginkgopolis.end.{kind}"))
    trig = CARD_TRIGGER[c]
    if trig < 0:
        return ""
    counts: dict[str, int] = {}
    for item in CARD_BONUS[c]:
        counts[ITEM_KEYS[item]] = counts.get(ITEM_KEYS[item], 0) + 1
    return t("ginkgopolis.ui.bonus.trigger",
             trigger=t(f"ginkgopolis.trigger.{TRIGGERS[trig]}"), items=items(counts))


def card_tooltip(name: str) -> str:
    c = CARD_BY_NAME[name]
    title = card_title(name)
    if c >= CH0:
        res, tiles, vp = character_start(c)
        start = items({"resources": res, "tiles": tiles, "vp": vp})
        return t("ginkgopolis.ui.tip.character", title=title, bonus=bonus_text(name),
                 start=start)
    if c >= URB0:
        return t("ginkgopolis.ui.tip.urbanization", title=title)
    return t("ginkgopolis.ui.tip.building", title=title, bonus=bonus_text(name))


def card_caption(name: str) -> str:
    c = CARD_BY_NAME[name]
    if c < URB0:
        return t(f"ginkgopolis.colour.{COLOURS[c // 20]}")
    if c < CH0:
        return t("ginkgopolis.ui.short.urbanization")
    return t(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}")


def card_lines(name: str) -> tuple[str, str, str]:
    """The three small lines of a hand card: its colour or kind, its bonus trigger and what
    the bonus gives (or that it scores at the end)."""
    c = CARD_BY_NAME[name]
    top = card_caption(name)
    if end_kind(c) is not None:
        return top, t("ginkgopolis.ui.short.end_line"), t("ginkgopolis.ui.short.end")
    trig = CARD_TRIGGER[c]
    if trig < 0:
        return top, "", ""
    gains = _gains(c)
    trigger = t(f"ginkgopolis.trigger.{TRIGGERS[trig]}")
    if c >= CH0:  # a Character: its bonus on one line, what it brings at the start below
        res, tiles, vp = character_start(c)
        start = " ".join(t(f"ginkgopolis.ui.short.n.{k}", count=v) for k, v in
                         (("resources", res), ("tiles", tiles), ("vp", vp)) if v)
        return top, f"{trigger} {gains}", start
    return top, trigger, gains


def chip_labels(name: str, long: bool) -> list[str]:
    """A tableau chip's labels, the fullest first (the view draws the first that fits): a
    star for a Character, the number for a Building card; ``long`` (the viewer's own
    tableau, a column per trigger) adds the bonus a Character or a card 1-9 gives (the
    role and the rest are in the chip's tooltip)."""
    c = CARD_BY_NAME[name]
    if c >= CH0:
        return [f"★ {_gains(c)}", "★"] if long else ["★"]
    label = str(c % 20 + 1)
    if long and c % 20 < 9:  # an end-game card's column says it all
        return [f"{label}  {_gains(c)}", f"{label} {_gains(c)}", label]
    return [label]


def _gains(c: int) -> str:
    """What a card's bonus gives, in a few letters ("+res. +tile")."""
    return " ".join(t(f"ginkgopolis.ui.short.{SHORT_ITEMS[i]}") for i in CARD_BONUS[c])


# --- the seats -----------------------------------------------------------------------------------

def you(model: GinkgoModel, seat: int) -> str:
    """A panel's name: the seat's, marked when it is the viewer's own."""
    name = model.seat_name(seat)
    return t("ginkgopolis.ui.you", player=name) if seat == model.viewer else name


def counts_line(model: GinkgoModel, seat: int) -> str:
    c = model.counts(seat)
    if c.hal:
        return t("ginkgopolis.ui.counts_hal", resources=c.resources, vp=c.vp)
    key = "ginkgopolis.ui.counts" if c.new_hand is not None else "ginkgopolis.ui.counts_solo"
    return t(key, hand=c.hand, tiles=c.tiles, resources=c.resources, vp=c.vp,
             new_hand=c.new_hand or 0)


def status(model: GinkgoModel, seat: int) -> str:
    got = model.seat_status(seat)
    if got is None:
        return ""
    kind, count = got
    return t(f"ginkgopolis.ui.status.{kind}", count=count) if kind == "kept" else \
        t(f"ginkgopolis.ui.status.{kind}")


def row_label(row: int) -> str:
    return t(f"ginkgopolis.ui.row.{ROW_KEYS[row]}")


def column_head(column: int) -> str:
    return t(COLUMN_KEYS[column])


# --- captions and the prompt ---------------------------------------------------------------------

def _arg(key: str, value: object, model: GinkgoModel) -> object:
    if (key == "player" or key.endswith("_player")) and isinstance(value, int):
        return model.seat_name(value)
    return i18n.words(value)


def event_caption(model: GinkgoModel, e: Event) -> str | None:
    text = model.event_text(e)
    if text is None:
        return None
    args = {k: _arg(k, v, model) for k, v in text.args.items()}
    if args.get("player") is None:
        args["player"] = ""
    return t(text.key, None, **args)  # n=None: every count is a named field


def gained_tiles(model: GinkgoModel, seat: int | None, n: int) -> str:
    return t("ginkgopolis.event.gain.tiles", player=model.seat_name(seat), count=n)


def anonymous_caption(model: GinkgoModel, e: Event) -> str:
    """The caption of a step without the card's name."""
    return t(f"ginkgopolis.ui.anim.{e.kind}", player=model.seat_name(e.player))


def prompt(model: GinkgoModel) -> str:
    """What the viewer is asked (or who is being waited for)."""
    if model.is_over():
        return t("ginkgopolis.ui.prompt.over")
    d = model.decision()
    if d is None:
        seat = model.deciding_seat()
        if seat is None:
            return ""
        return t("ginkgopolis.ui.prompt.waiting", player=model.seat_name(seat))
    kind = d.kind
    if kind == "draft":
        return t("ginkgopolis.ui.prompt.draft", pick=d.data["pick"] + 1)
    if kind == "move_token":
        return t("ginkgopolis.ui.prompt.move_token", letter=LETTERS[d.data["letter"]])
    if kind == "select" and not model.offers_new_hand():
        return t("ginkgopolis.ui.prompt.select_solo")
    return t(f"ginkgopolis.ui.prompt.{kind}")


def preview_lines(pv: Preview, card: str, model: GinkgoModel) -> list[tuple[str, str]]:
    """The preview box: (line, tone) with tone "title", "bad", "dim" or "good"."""
    c = CARD_BY_NAME[card]
    where = t("ginkgopolis.ui.where.token", letter=LETTERS[c - URB0]) if c >= URB0 else \
        card_title(card)
    out = [(t(f"ginkgopolis.ui.preview.{pv.kind}", where=where), "title")]
    if pv.fallback:
        out.append((t("ginkgopolis.ui.preview.fallback"), "bad"))
    if pv.pay_resources or pv.pay_vp:
        out.append((t("ginkgopolis.ui.preview.pays", items=items(
            {"resources": pv.pay_resources, "vp": pv.pay_vp})), "dim"))
    if pv.choice and pv.gains:
        out.append((t("ginkgopolis.ui.preview.choice_plus", items=items(pv.gains)), "good"))
    elif pv.choice:
        out.append((t("ginkgopolis.ui.preview.choice"), "good"))
    else:
        out.append((t("ginkgopolis.ui.preview.gains", items=items(pv.gains)), "good"))
    if pv.kind == "buildup":  # the card played goes to the tableau (5.4.3 step 8)
        out.append((t("ginkgopolis.ui.preview.wins", card=card_title(card),
                      bonus=bonus_text(card)), "good"))
    if pv.returned is not None:
        seat, n = pv.returned
        out.append((t("ginkgopolis.ui.preview.returned", player=model.seat_name(seat),
                      count=n), "dim"))
    return out


# --- tooltips ------------------------------------------------------------------------------------

def building_tip(model: GinkgoModel, stack: tuple[int, ...], owner: int, pawn: bool) -> str:
    top = stack[-1]
    title = t("ginkgopolis.ui.card.building",
              colour=t(f"ginkgopolis.colour.{COLOURS[top // 20]}"), number=top % 20 + 1)
    who = model.seat_name(owner) if owner >= 0 else t("ginkgopolis.ui.nobody")
    tip = t("ginkgopolis.ui.tip.building_city", title=title, height=len(stack), owner=who)
    if pawn:
        tip += " " + t("ginkgopolis.ui.tip.pawn")
    return tip


def district_name(d: District) -> str:
    """"Red district 2", as the results table and the final scoring name it."""
    return t(f"ginkgopolis.score.district_{COLOURS[d.colour]}_{d.number}")


def district_tip(model: GinkgoModel, d: District) -> str:
    name = district_name(d)
    if d.leader is None:
        return t("ginkgopolis.ui.tip.district_none", district=name, count=len(d.squares))
    return t("ginkgopolis.ui.tip.district", district=name, count=len(d.squares),
             player=model.seat_name(d.leader))


def badge_tip(model: GinkgoModel, d: District) -> str:
    """What the leader's badge on a district means, with its numbers."""
    return t("ginkgopolis.ui.tip.badge", district=district_name(d),
             player=model.seat_name(d.leader), count=d.lead, total=d.total)


def token_tip(letter: int) -> str:
    return t("ginkgopolis.ui.tip.token", letter=LETTERS[letter])


def first_tip() -> str:
    return t("ginkgopolis.ui.first_tip")


def your_pick(card: str, tile: str | None) -> str:
    pick = card_title(card)
    if tile is not None:
        pick = t("ginkgopolis.ui.pick_with", card=pick, tile=card_title(tile))
    return t("ginkgopolis.ui.your_pick", pick=pick)


# --- the viewer's own area and the buttons ---------------------------------------------------

def button(name: str, kind: str | None, new_hands: int) -> str:
    """A decision button's label (Confirm reads "Give to Hal" for Hal's card)."""
    if name == "confirm" and kind == "hal_card":
        return t("ginkgopolis.ui.button.give_hal")
    if name == "new_hand":
        return t("ginkgopolis.ui.button.new_hand", count=new_hands)
    return t(f"ginkgopolis.ui.button.{name}")


def private_hidden(over: bool = False) -> str:
    """The note where the viewer's screen and hand would be: none are shown to the public
    view in play (a hot seat between two players), and after the game there is nothing
    private left to show here (the panels and the results hold it all)."""
    return t("ginkgopolis.ui.private_over" if over else "ginkgopolis.ui.private_hidden")


def hand_title(model: GinkgoModel) -> str:
    """The hand row's header; while drafting it counts: which pick of the three this is
    and how many Characters the packet holds."""
    screen = model.screen()
    if screen is None or not screen.drafting:
        return t("ginkgopolis.ui.hand")
    d = model.decision()
    if d is None or d.kind != "draft":
        return t("ginkgopolis.ui.packet")
    return t("ginkgopolis.ui.packet_pick", pick=d.data["pick"] + 1,
             count=len(model.cards_shown()))


def screen_title() -> str:
    return t("ginkgopolis.ui.screen")


def tableau_title() -> str:
    return t("ginkgopolis.ui.tableau")


def resources(count: int) -> str:
    return t("ginkgopolis.ui.resources", count=count)


def vp(count: int) -> str:
    return t("ginkgopolis.ui.vp", count=count)


def no_tiles() -> str:
    return t("ginkgopolis.ui.no_tiles")


def contributed(count: int) -> str:
    return t("ginkgopolis.ui.contributed", count=count)


# --- the supplies' bar ---------------------------------------------------------------------------

def round_text(f: Facts) -> str:
    return t("ginkgopolis.ui.info.draft") if f.drafting else \
        t("ginkgopolis.ui.info.round", round=f.round)


def deck_text(f: Facts) -> str:
    return t("ginkgopolis.ui.info.deck", count=f.deck)


def supply_text(f: Facts) -> str:
    return t("ginkgopolis.ui.info.supply", count=f.supply)


def warning_text(f: Facts) -> str:
    return "" if f.warning is None else t(f"ginkgopolis.ui.warn.{f.warning}", count=f.supply)


def pile_text(f: Facts) -> str:
    return t("ginkgopolis.ui.info.pile", count=len(f.pile))


def round_tip(f: Facts) -> str:
    return t("ginkgopolis.ui.tip.draft") if f.drafting else \
        t("ginkgopolis.ui.tip.round", round=f.round)


def deck_tip(f: Facts) -> str:
    key = "ginkgopolis.ui.tip.deck_seven" if f.sets_aside else "ginkgopolis.ui.tip.deck"
    return t(key, count=f.deck)


def supply_tip(f: Facts) -> str:
    return t("ginkgopolis.ui.tip.supply", count=f.supply)


def warning_tip(f: Facts) -> str:
    if f.warning is None:
        return ""
    solo = "_solo" if f.solo and f.warning == "low_end" else ""
    return t(f"ginkgopolis.ui.tip.warn.{f.warning}{solo}", count=f.supply)


def pile_tip(f: Facts) -> str:
    if not f.pile:
        return t("ginkgopolis.ui.tip.pile_empty")
    top = [card_title(name) for name in reversed(f.pile[-5:])]
    return t("ginkgopolis.ui.tip.pile", count=len(f.pile), cards=", ".join(top))


def pile_title(f: Facts) -> str:
    return t("ginkgopolis.ui.pile.title", count=len(f.pile))


def pile_close() -> str:
    return t("ginkgopolis.ui.pile.close")
