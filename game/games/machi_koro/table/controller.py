"""Input -> UI-state changes and replies. The engine is the judge: a click maps only to one of
the model's legal actions; the controller never decides legality itself.

Targets come from the layout: market piles and landmarks build, opponent panels pick the TV
Station's victim, city cards make the Business Center's exchange (first your card, then
theirs), and the turn panel's buttons hold the rest (dice, keep / roll again, no exchange,
build nothing). A turn that starts with a plain roll waits for the dice button (or Enter /
Space); with the Train Station, 1 and 2 roll one die or two. A human's decision that ends
their turn is held: the turn panel shows End turn (or Enter) and nothing else is played
meanwhile, so Undo stays in reach. I opens the income-by-roll table, Esc or any click closes
it.
"""

from __future__ import annotations

import pygame

from game.engine import Action
from game.ui.table.contract import IGNORED, USED, Reply

from ..data import ESTABLISHMENTS, KIND_BY_KEY, LANDMARK_BY_KEY
from ..rules.actions import Build, BuildLandmark, ChooseDice, Trade, TvTarget
from . import words
from .layout import Layout, Point, Target
from .model import BUTTON_TYPES, ROLL_BUTTON, SELECT, MKModel
from .state import UIState

ROLL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
END_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
DICE_KEYS = {pygame.K_1: 1, pygame.K_KP1: 1, pygame.K_2: 2, pygame.K_KP2: 2}
"""The Train Station's choice by key: 1 or 2 dice."""
_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT


def follow(model: MKModel, state: UIState) -> None:
    """The city at the bottom: the held turn's player, else the viewer, else the human whose
    turn it is (a hot seat from the moment the turn passes, through their roll); it stays
    put while a computer plays. The last roll on the table is remembered for a held turn."""
    n = model.state.n
    held = state.holding(model.version)
    viewer = model.viewer
    if held is not None:
        state.bottom = held
    elif viewer is not None and 0 <= viewer < n:
        state.bottom = viewer
    else:
        active = model.on_turn()
        if active is not None and model.is_human(active):
            state.bottom = active
    if not 0 <= state.bottom < n:
        state.bottom = 0
    dice = model.dice_on_table()
    if any(dice):
        state.dice = dice


def played(model: MKModel, state: UIState, actor: int) -> None:
    """A move of ``actor`` was played: a human's decision that ended their turn is held
    until they end it (End turn or Enter)."""
    if actor < 0 or not model.is_human(actor) or not model.passed_turn(actor):
        return
    state.held, state.held_version = actor, model.version
    state.held_turn = max(1, model.state.turn - 1)
    state.give = None


def end_turn(state: UIState) -> None:
    """The held turn is over: the table goes on (the next roll, a computer's move)."""
    state.held = None


def reset(state: UIState) -> None:
    """The position was replaced (undo, load): drop a half-made exchange and any held turn
    (an undone move is the player's to make again)."""
    state.give = None
    state.held = None
    state.hint = None


def show(action: Action, model: MKModel, state: UIState) -> bool:
    """Light the card or landmark a suggested build takes (the Hint; the review's better
    move in the replay) until the position changes."""
    cls = type(action)
    if cls is Build:
        state.hint = Target("pile", KIND_BY_KEY[action.card])
    elif cls is BuildLandmark:
        state.hint = Target("landmark", model.state.active, LANDMARK_BY_KEY[action.landmark])
    else:
        return False
    state.hint_version = model.version
    return True


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
    if not plain:
        return IGNORED
    if state.holding(model.version) is not None:
        if event.key in END_KEYS:
            end_turn(state)
            return USED
        return IGNORED
    if event.key in ROLL_KEYS and model.holds_roll():
        return Reply(roll=True)  # Enter or Space rolls, like the dice button
    count = DICE_KEYS.get(event.key)
    if count is not None and model.is_legal(ChooseDice(count)):
        return Reply(action=ChooseDice(count))  # 1 or 2 dice, like the Train Station's buttons
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
    if state.holding(model.version) is not None:  # only End turn means something now
        if layout.buttons and layout.buttons[0].collidepoint(pos):
            end_turn(state)
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
    if not model.is_legal(action) or state.holding(model.version) is not None:
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


def chance_clicks(model: MKModel, state: UIState, layout: Layout) -> list[Point] | None:
    """While the table holds the roll: the dice button."""
    if not model.holds_roll() or state.holding(model.version) is not None:
        return None
    return [layout.buttons[0].center] if layout.buttons else None


def end_turn_clicks(model: MKModel, state: UIState, layout: Layout) -> list[Point] | None:
    """While a finished turn is held: its End-turn button."""
    if state.holding(model.version) is None:
        return None
    return [layout.buttons[0].center] if layout.buttons else None
