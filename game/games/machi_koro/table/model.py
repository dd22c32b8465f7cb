"""The Machi Koro table's model: every answer the controller and the view need, asked of
``rules/query`` and of the legal actions about the state the viewer may see, cached once per
position and viewer (:class:`~game.ui.table.model.TableModel`)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Action
from game.ui.table.model import TableModel

from ..data import ESTABLISHMENTS, LANDMARKS
from ..rules import query
from ..rules.actions import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Trade,
    TvTarget,
)
from ..rules.state import MKState
from .layout import Target

BUTTON_TYPES = (ChooseDice, KeepRoll, Reroll, TvTarget, DeclineTrade, BuildNothing)
"""Actions shown as buttons of the turn panel."""
ROLL_BUTTON = "roll"
"""The dice button of a turn that starts with a plain roll: it plays the held chance step,
so the human rolls by clicking as at the real table."""
END_TURN = "end_turn"
"""The End-turn button of a human's finished turn: the table waits for it (Undo in reach)."""
SELECT = "select"
"""What a click on an own card means in a Business Center exchange: choose it to give."""
Meaning = Action | str | None
"""What a click on a target means now: an action, ROLL_BUTTON, END_TURN, SELECT, or
nothing."""


class MKModel(TableModel[MKState]):
    # --- whose turn ----------------------------------------------------------------------
    def first_human(self) -> int:
        players = self.config.players
        return next((i for i, p in enumerate(players) if p.is_human), 0)

    def on_turn(self) -> int | None:
        return self.memo("on_turn", None, lambda: query.on_turn(self.state))

    def passed_turn(self, seat: int) -> bool:
        """Did ``seat``'s decision just end its turn (the dice go to another seat)?"""
        return self.memo("passed_turn", seat, lambda: query.passed_turn(self.state, seat))

    def holds_roll(self) -> bool:
        """A human's turn starts with a plain roll: the table waits for its dice button."""
        return self.memo("holds_roll", None, lambda: query.plain_roll(self.state)
                         and self.is_human(self.state.active))

    def dice_on_table(self) -> tuple[int, ...]:
        return self.memo("dice", None, lambda: query.dice_on_table(self.state))

    def forecast(self) -> query.Forecast | None:
        """The next roller and what each total would pay every seat (None: nobody rolls)."""
        return self.memo("forecast", None, lambda: query.income_forecast(self.state))

    # --- the market ----------------------------------------------------------------------
    def market(self) -> list[query.Tile]:
        return self.memo("market", None, lambda: query.market_display(self.state))

    def why_not_build(self, seat: int, card: str, coins: int | None = None) -> str | None:
        """Why ``seat`` could not buy ``card`` with ``coins`` (e.g. the coins it shows while
        some still fly), or None."""
        return self.memo("why_not_build", (seat, card, coins),
                         lambda: query.why_not_build(self.state, seat, card, coins))

    def refusal(self, target: Target) -> str | None:
        """Why a click on a market pile or on the active seat's landmark would be refused
        now (a reason code), or None: it would build, or it means nothing now."""
        if not self.can_act:
            return None
        state = self.state
        if target.kind == "pile":
            card = ESTABLISHMENTS[target.a].key
        elif target.kind == "landmark" and target.a == state.active:
            card = LANDMARKS[target.b].key
        else:
            return None
        return self.memo("refusal", card, lambda: query.build_refusal(state, card))

    # --- what a click means ----------------------------------------------------------------
    def buttons(self, held: bool = False) -> list[Action | str]:
        """The turn panel's buttons, in the engine's order (or the held dice button); while
        a finished turn is ``held``, its End-turn button alone."""
        def make() -> list[Action | str]:
            if held:
                return [END_TURN]
            if self.holds_roll():
                return [ROLL_BUTTON]
            return [a for a in self.legal() if type(a) in BUTTON_TYPES]
        return self.memo("buttons", held, make)

    def gives(self) -> frozenset[str]:
        """Business Center: the own cards that may be given."""
        return self.memo("gives", None, lambda: frozenset(
            a.give for a in self.legal() if type(a) is Trade))

    def chosen_give(self, give: str | None) -> str | None:
        """The card chosen to give, while it may still be given."""
        return give if give is not None and give in self.gives() else None

    def meaning(self, target: Target, give: str | None) -> Meaning:
        """The action (or ROLL_BUTTON, SELECT) a click on ``target`` means now, or None."""
        return self.memo("meaning", (target, give), lambda: self._meaning(target, give))

    def _meaning(self, target: Target, give: str | None) -> Meaning:
        kind = target.kind
        if kind == "button":
            buttons = self.buttons()
            return buttons[target.a] if target.a < len(buttons) else None
        if not self.legal():
            return None
        state = self.state
        action: Action
        if kind == "pile":
            action = Build(ESTABLISHMENTS[target.a].key)
        elif kind == "landmark":
            if target.a != state.active:
                return None
            action = BuildLandmark(LANDMARKS[target.b].key)
        elif kind == "panel":
            action = TvTarget(target.a)
        elif kind == "chip":
            key = ESTABLISHMENTS[target.b].key
            if target.a == state.active:
                return SELECT if key in self.gives() else None
            chosen = self.chosen_give(give)
            if chosen is None:
                return None
            action = Trade(chosen, target.a, key)
        else:
            return None
        return action if self.is_legal(action) else None

    def pick(self, targets: Sequence[Target], give: str | None) -> tuple[Target | None, Meaning]:
        """Of the targets under the mouse (topmost first): the topmost that means something
        now, and what; else the topmost, meaning nothing."""
        for target in targets:
            result = self.meaning(target, give)
            if result is not None:
                return target, result
        return (targets[0] if targets else None), None
