"""Input -> UI-state changes and replies. The engine is the judge: a click maps only to one of
the model's legal actions; the controller never decides legality itself.

Targets come from the layout: market piles and landmarks build, opponent panels pick the TV
Station's victim, city cards make the Business Center's exchange (first your card, then
theirs), and the turn panel's buttons hold the rest (dice, keep / roll again, no exchange,
build nothing). A turn that starts with a plain roll waits for the dice button (or Enter /
Space); I opens the income-by-roll table, Esc or any click closes it.
"""

from __future__ import annotations

import pygame

from game.engine import Action
from game.ui.table.contract import IGNORED, USED, Reply

from ..data import ESTABLISHMENTS, KIND_BY_KEY, LANDMARK_BY_KEY
from ..rules.actions import Build, BuildLandmark, Trade, TvTarget
from . import words
from .layout import Layout, Point, Target
from .model import BUTTON_TYPES, ROLL_BUTTON, SELECT, MKModel
from .state import UIState

ROLL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT


def follow(model: MKModel, state: UIState) -> None:
    """The city at the bottom follows the viewer (and stays put while nobody's is shown)."""
    viewer, n = model.viewer, model.state.n
    if viewer is not None and 0 <= viewer < n:
        state.bottom = viewer
    if not 0 <= state.bottom < n:
        state.bottom = 0


def reset(state: UIState) -> None:
    """The position was replaced (undo, load): drop a half-made exchange."""
    state.give = None


def handle(event: pygame.event.Event, model: MKModel, state: UIState, layout: Layout) -> Reply:
    if event.type == pygame.KEYDOWN:
        return _key(event, model, state)
    if event.type == pygame.MOUSEMOTION:
        state.mouse = event.pos
        return IGNORED
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
        state.mouse = event.pos
        return _click(event.pos, model, state, layout)
    if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
        state.give = None  # right click: drop a half-made exchange
        return USED if layout.rect.collidepoint(event.pos) else IGNORED
    return IGNORED


def _key(event: pygame.event.Event, model: MKModel, state: UIState) -> Reply:
    plain = not event.mod & _MODS
    if event.key == pygame.K_i and plain:
        state.show_income = not state.show_income
        return USED
    if event.key == pygame.K_ESCAPE and state.show_income:
        state.show_income = False
        return USED
    if event.key in ROLL_KEYS and plain and model.holds_roll():
        return Reply(roll=True)  # Enter or Space rolls, like the dice button
    return IGNORED


def _click(pos: Point, model: MKModel, state: UIState, layout: Layout) -> Reply:
    if not layout.rect.collidepoint(pos):
        return IGNORED
    if layout.income_button.collidepoint(pos):
        state.show_income = not state.show_income
        return USED
    if state.show_income:  # a click anywhere closes the table first
        state.show_income = False
        return USED
    target, result = model.pick(layout.under(pos), state.give)
    if model.holds_roll():
        return Reply(roll=result == ROLL_BUTTON)
    if not model.can_act:
        return IGNORED
    if result == SELECT and target is not None:
        state.give = ESTABLISHMENTS[target.b].key
        return USED
    if result is not None:
        state.give = None
        return Reply(action=result)
    code = model.refusal(target) if target is not None else None
    if code is None or target is None:
        return USED
    return Reply(notice=words.refused(target, code), notice_kind="warning")


# --- automation ------------------------------------------------------------------------------
def clicks_for(action: Action, model: MKModel, state: UIState,
               layout: Layout) -> list[Point] | None:
    """Where to click, in order, to play ``action`` (None if it cannot be played now)."""
    if not model.is_legal(action):
        return None
    cls = type(action)
    active = model.state.active
    if cls in BUTTON_TYPES and cls is not TvTarget:
        i = model.buttons().index(action)
        return [layout.buttons[i].center] if i < len(layout.buttons) else None
    if cls is TvTarget:
        box = layout.cities.get(action.seat)
        return [box.header.center] if box else None
    if cls is Build:
        rect = layout.tile(Target("pile", KIND_BY_KEY[action.card]))
        return [rect.center] if rect is not None else None
    if cls is BuildLandmark:
        box = layout.cities.get(active)
        return [box.landmarks[LANDMARK_BY_KEY[action.landmark]].center] if box else None
    if cls is Trade:
        give, take = KIND_BY_KEY[action.give], KIND_BY_KEY[action.take]
        mine = layout.cities.get(active)
        theirs = layout.cities.get(action.target)
        if not mine or not theirs or give not in mine.chips or take not in theirs.chips:
            return None
        return [mine.chips[give].center, theirs.chips[take].center]
    return None


def chance_clicks(model: MKModel, layout: Layout) -> list[Point] | None:
    """While the table holds the roll: the dice button."""
    if not model.holds_roll():
        return None
    return [layout.buttons[0].center] if layout.buttons else None
