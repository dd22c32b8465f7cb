"""Player-facing words of the Machi Koro table: names of cards, the turn panel's prompt and
buttons, the banner, captions and tooltips. Everything goes through the catalog
(``machi_koro.*`` keys); the log's words are the rules' (:mod:`..rules.words`)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Action, Event
from game.engine.protocol import Text
from game.ui.i18n import t

from ..data import ESTABLISHMENTS, LANDMARKS
from ..rules.actions import ChooseDice, DeclineTrade, KeepRoll, Reroll, TvTarget
from ..rules.state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV
from ..rules.words import event_text
from .layout import Target
from .model import END_TURN, ROLL_BUTTON, MKModel

NameOf = Callable[[int], str]


def card_name(key: str) -> str:
    return t(f"machi_koro.card.{key}.name")


def landmark_name(key: str) -> str:
    return t(f"machi_koro.landmark.{key}.name")


def rolls_text(rolls: tuple[int, ...]) -> str:
    """The roll totals a card answers to: "3" or "9-10"."""
    return str(rolls[0]) if len(rolls) == 1 else f"{rolls[0]}-{rolls[-1]}"


def render(text: Text, name_of: NameOf) -> str:
    """Translate an engine :class:`Text`: nested texts first, seats (``player`` and
    ``*_player`` fields) as the seats' names."""
    args: dict[str, object] = {}
    for k, v in text.args.items():
        if isinstance(v, Text):
            args[k] = render(v, name_of)
        elif k == "player" or k.endswith("_player"):
            args[k] = name_of(v) if isinstance(v, int) else ""
        else:
            args[k] = v
    n = args.pop("n", None)
    return t(text.key, n if isinstance(n, int) else None, **args)


def describe(event: Event, name_of: NameOf) -> str:
    """The log line of one engine event (the rules' words), as a caption."""
    return render(event_text(event), name_of)


# --- the turn panel --------------------------------------------------------------------------
def prompt(model: MKModel, give: str | None, rolling: bool, held: int | None = None) -> str:
    """What the viewer is asked (or waits for) now; ``give``: the card chosen to give,
    ``rolling``: dice are tumbling, ``held``: the seat whose finished turn waits for End
    turn."""
    state = model.state
    ph = state.phase
    name = model.seat_name(state.active)
    if held is not None:  # Undo is the held seat's while its own view is shown
        key = "machi_koro.ui.prompt.held" if model.viewer == held else \
            "machi_koro.ui.prompt.held_no_undo"
        return t(key, player=name)
    if ph == OVER:
        return t("machi_koro.ui.prompt.over", player=model.seat_name(state.winner))
    if ph == FIRST:
        return t("machi_koro.step.first_player")
    if model.holds_roll():
        return t("machi_koro.ui.prompt.roll", player=name)
    if ph == ROLL or rolling:
        return t("machi_koro.ui.prompt.rolling", player=name)
    if not model.can_act:
        return t("machi_koro.ui.prompt.waiting", player=name)
    if ph == DICE:
        return t("machi_koro.ui.prompt.dice")
    if ph == REROLL:
        return t("machi_koro.ui.prompt.reroll", total=state.total)
    if ph == TV:
        return t("machi_koro.ui.prompt.tv")
    if ph == TRADE:
        if give is None:
            return t("machi_koro.ui.prompt.trade_give")
        return t("machi_koro.ui.prompt.trade_take", card=card_name(give))
    if ph == BUILD:
        coins = state.coins[state.active]
        if len(model.legal()) <= 1:
            return t("machi_koro.ui.prompt.build_none", coins=coins)
        return t("machi_koro.ui.prompt.build", coins=coins)
    return ""


def banner(model: MKModel, held: int | None = None) -> str | None:
    """The table's top line during the roll, when the table itself knows no seat (whose roll
    it is and how to roll), and while a finished turn waits for End turn (whose, and how to
    end it or take it back). None otherwise (the table's own words)."""
    state = model.state
    if held is not None:
        key = "machi_koro.ui.banner.held" if model.viewer == held else \
            "machi_koro.ui.banner.held_no_undo"
        return t(key, player=model.seat_name(held))
    if state.phase != ROLL:
        return None
    name = model.seat_name(state.active)
    if model.holds_roll():
        return t("machi_koro.ui.banner.roll", player=name)
    return t("machi_koro.ui.prompt.rolling", player=name)


def button_label(action: Action | str, name_of: NameOf) -> str:
    if action == ROLL_BUTTON:
        return t("machi_koro.action.roll")
    if action == END_TURN:
        return t("machi_koro.action.end_turn")
    if isinstance(action, ChooseDice):
        return t("machi_koro.action.roll1" if action.count == 1 else "machi_koro.action.roll2")
    if isinstance(action, KeepRoll):
        return t("machi_koro.action.keep")
    if isinstance(action, Reroll):
        return t("machi_koro.action.reroll")
    if isinstance(action, TvTarget):
        return t("machi_koro.action.tv_target", player=name_of(action.seat))
    if isinstance(action, DeclineTrade):
        return t("machi_koro.action.decline_trade")
    return t("machi_koro.action.build_nothing")


def income_title(roller: int | None, name_of: NameOf) -> str:
    if roller is None:
        return t("machi_koro.ui.income_nobody")
    return t("machi_koro.ui.income_title", player=name_of(roller))


def refused(target: Target, code: str) -> str:
    """The notice of a click on a card that cannot be built: the card and the rule."""
    if target.kind == "pile":
        name = card_name(ESTABLISHMENTS[target.a].key)
    else:
        name = landmark_name(LANDMARKS[target.b].key)
    return t("machi_koro.ui.refused", card=name, reason=t(code))


# --- tooltips ----------------------------------------------------------------------------------
def card_tooltip(kind: int, left: int | None, buildable: bool | None,
                 refusal: str | None = None) -> str:
    e = ESTABLISHMENTS[kind]
    lines = [f"{card_name(e.key)}  ({rolls_text(e.rolls)})",
             t(f"machi_koro.card.{e.key}.text"),
             t(f"machi_koro.colour.{e.colour}"),
             t("machi_koro.cost", cost=e.cost)
             + (f"  ·  {t('machi_koro.left', count=left)}" if left is not None else "")]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    elif refusal:
        lines.append(refusal)
    return "\n".join(lines)


def chip_tooltip(kind: int, count: int, owner: str) -> str:
    e = ESTABLISHMENTS[kind]
    return "\n".join([t("machi_koro.ui.tip.owned", name=card_name(e.key), count=count,
                        player=owner),
                      t(f"machi_koro.card.{e.key}.text"), t(f"machi_koro.colour.{e.colour}")])


def landmark_tooltip(m: int, built: bool, buildable: bool, refusal: str | None = None) -> str:
    lm = LANDMARKS[m]
    state = t("machi_koro.landmark.built" if built else "machi_koro.landmark.unbuilt")
    lines = [f"{landmark_name(lm.key)} — {state}", t(f"machi_koro.landmark.{lm.key}.text"),
             t("machi_koro.cost", cost=lm.cost)]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    elif refusal and not built:
        lines.append(refusal)
    return "\n".join(lines)
