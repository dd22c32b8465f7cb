"""Clicks -> actions. The engine is the judge: a click maps only to one of
``legal_actions``; the controller never decides legality itself.

Targets come from the layout (:mod:`view_layout`): market piles and landmarks build, opponent
panels pick the TV Station's victim, city cards make the Business Center's exchange (first
your card, then theirs), and the turn panel's buttons hold the rest (dice, keep / roll again,
no exchange, build nothing).
"""

from __future__ import annotations

from typing import Any

import pygame

from ..data import ESTABLISHMENTS, LANDMARKS
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
from ..rules.query import why_not_build
from ..rules.state import BUILD
from .layout import Layout, Target

BUTTON_TYPES = (ChooseDice, KeepRoll, Reroll, TvTarget, DeclineTrade, BuildNothing)
ROLL_BUTTON = "roll"
"""The dice button of a turn that starts with a roll (no Train Station): it plays the held
chance step, so the human rolls by clicking as at the real table."""
SELECT = "select"
"""Result of a click that chooses the card to give in a Business Center exchange."""


class Controller:
    def __init__(self, ui: Any) -> None:
        self.ui = ui
        self.give: str | None = None
        """Business Center: the own establishment chosen to give."""
        self._legal_key: Any = None
        self._legal: list[Any] = []
        self._legal_set: set[Any] = set()
        self._gives: set[str] = set()

    # --- what is legal now -------------------------------------------------------------------
    def legal(self) -> list[Any]:
        ctx = self.ui.ctx
        if not ctx.can_act:
            return []
        key = (self.ui.signature(), ctx.viewer)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = list(ctx.rules.legal_actions(ctx.state))
            self._legal_set = set(self._legal)
            self._gives = {a.give for a in self._legal if type(a) is Trade}
            if self.give not in self._gives:
                self.give = None
        return self._legal

    def is_legal(self, action: Any) -> bool:
        self.legal()
        return action in self._legal_set

    def buttons(self) -> list[Any]:
        """Actions shown as buttons in the turn panel, in the engine's order."""
        if self.ui.holds_chance():
            return [ROLL_BUTTON]
        return [a for a in self.legal() if type(a) in BUTTON_TYPES]

    def reset(self) -> None:
        self.give = None
        self._legal_key = None

    # --- targets -> actions ------------------------------------------------------------------
    def resolve(self, target: Target) -> Any:
        """The action (or SELECT) a click on ``target`` means now, or None."""
        legal = self.legal()
        kind = target[0]
        if not legal and kind != "button":
            return None
        state = self.ui.ctx.state
        if kind == "button":
            buttons = self.buttons()
            return buttons[target[1]] if target[1] < len(buttons) else None
        if kind == "pile":
            action = Build(ESTABLISHMENTS[target[1]].key)
            return action if action in self._legal_set else None
        if kind == "landmark":
            if target[1] != state.active:
                return None
            action = BuildLandmark(LANDMARKS[target[2]].key)
            return action if action in self._legal_set else None
        if kind == "panel":
            action = TvTarget(target[1])
            return action if action in self._legal_set else None
        if kind == "chip":
            seat, k = target[1], target[2]
            key = ESTABLISHMENTS[k].key
            if seat == state.active:
                return SELECT if key in self._gives else None
            if self.give is not None:
                action = Trade(self.give, seat, key)
                if action in self._legal_set:
                    return action
            return None
        return None

    def refusal(self, target: Target) -> str | None:
        """Why a click on a market pile or on the active player's landmark would be refused
        now (the rules' reason code), or None: it would build, or it means nothing now."""
        ctx = self.ui.ctx
        state = ctx.state
        if not ctx.can_act or state.phase != BUILD or self.resolve(target) is not None:
            return None
        kind = target[0]
        if kind == "pile":
            return why_not_build(state, state.active, ESTABLISHMENTS[target[1]].key)
        if kind == "landmark" and target[1] == state.active:
            return why_not_build(state, state.active, LANDMARKS[target[2]].key)
        return None

    def hit(self, lay: Layout, pos: tuple[int, int]) -> tuple[Target | None, Any]:
        """The topmost target under ``pos`` that means something now, and what it means."""
        first = None
        for rect, target in reversed(lay.regions):
            if rect.collidepoint(pos):
                result = self.resolve(target)
                if result is not None:
                    return target, result
                if first is None:
                    first = target
        return first, None

    def click(self, lay: Layout, pos: tuple[int, int]) -> Any:
        """Handle a click: returns the action to submit, or None (maybe a selection)."""
        target, result = self.hit(lay, pos)
        if result is None:
            return None
        if result == SELECT:
            self.give = ESTABLISHMENTS[target[2]].key
            return None
        return result

    # --- automation --------------------------------------------------------------------------
    def clicks_for(self, lay: Layout, action: Any) -> list[tuple[int, int]] | None:
        if not self.is_legal(action):
            return None
        cls = type(action)
        state = self.ui.ctx.state
        if cls in BUTTON_TYPES and cls is not TvTarget:
            i = self.buttons().index(action)
            return [lay.buttons[i].center] if i < len(lay.buttons) else None
        if cls is TvTarget:
            box = lay.cities.get(action.seat)
            return [box.header.center] if box else None
        if cls is Build:
            k = next(i for i, e in enumerate(ESTABLISHMENTS) if e.key == action.card)
            for target, rect in lay.tiles:
                if target == ("pile", k):
                    return [rect.center]
            return None
        if cls is BuildLandmark:
            m = next(i for i, lm in enumerate(LANDMARKS) if lm.key == action.landmark)
            box = lay.cities.get(state.active)
            return [box.landmarks[m].center] if box else None
        if cls is Trade:
            give = next(i for i, e in enumerate(ESTABLISHMENTS) if e.key == action.give)
            take = next(i for i, e in enumerate(ESTABLISHMENTS) if e.key == action.take)
            mine = lay.cities.get(state.active)
            theirs = lay.cities.get(action.target)
            if not mine or not theirs or give not in mine.chips or take not in theirs.chips:
                return None
            return [mine.chips[give].center, theirs.chips[take].center]
        return None


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
