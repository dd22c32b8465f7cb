"""A player's first game at the Machi Koro table: the callouts that fit this moment, and the
rules reference's section for it (F1)."""

from __future__ import annotations

from game.ui.i18n import t
from game.ui.table.contract import Callout

from ..rules.state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV
from .anim import Animations
from .layout import Layout
from .model import MKModel
from .state import UIState

STEP_TOPICS = {FIRST: "setup", ROLL: "dice", DICE: "dice", REROLL: "dice",
               TV: "establishments", TRADE: "establishments", BUILD: "build", OVER: "end"}
"""The rules reference's section (``GameInfo.rules_sections``) for each step of a turn (the
TV Station and Business Center are explained with the establishments)."""


def callouts(model: MKModel, state: UIState, lay: Layout) -> list[Callout]:
    """The dice button, then your city, the lit market cards, the income table and the
    landmarks, as the turn gets to each; then the End-turn button of a finished turn."""
    out: list[Callout] = []
    if state.holding(model.version) is not None:
        if lay.buttons:
            out.append(("end_turn", t("machi_koro.guide.end_turn"), lay.buttons[0]))
        return out
    if model.holds_roll() and lay.buttons:
        out.append(("roll", t("machi_koro.guide.roll"), lay.buttons[0]))
    me = lay.cities.get(state.bottom)
    if model.state.phase == BUILD and model.can_act and me is not None:
        out.append(("city", t("machi_koro.guide.city"), me.header))
        out.append(("build", t("machi_koro.guide.build"), lay.market))
        out.append(("income", t("machi_koro.guide.income"), lay.income_button))
        if me.landmarks:
            out.append(("landmarks", t("machi_koro.guide.landmarks"),
                        me.landmarks[0].unionall(me.landmarks)))
    return out


def topic(model: MKModel, state: UIState, anim: Animations) -> str:
    """The section of the rules reference for this moment: a held turn's end, the payments
    while a roll's coins fly, else the step of the turn."""
    if state.holding(model.version) is not None:
        return "turn"
    phase = model.state.phase
    if phase != OVER and any(step.kind == "coins" and step.fly is None for step in anim):
        return "income"
    return STEP_TOPICS.get(phase, "turn")
