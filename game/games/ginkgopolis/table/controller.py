"""Mouse and keys -> Ginkgopolis actions. Legality always comes from the engine (the model).

Every decision the engine can ask a human is a few clicks: the draft (click a Character,
Confirm), the selection (click a card, optionally a tile, Confirm; or New Hand), Hal's card
(click a card, Confirm), the resource-or-tile choice (two buttons), the token square (click
one of the marked squares) and the first-exhaustion contributions (click tiles one at a
time, then Done). Pan by dragging the city (any button; a press that hardly moved is a
click), zoom with the wheel, the buttons or the keys. A left click on the city while a
resolution plays (and the viewer has nothing to decide) skips its steps.

The controller is the only writer of the :class:`UIState`; it answers a :class:`Reply`.
"""

from __future__ import annotations

import pygame

from game.engine import Action
from game.ui.table.contract import IGNORED, SKIP, USED, Point, Reply

from ..rules.actions import (
    Choose,
    Commit,
    Contribute,
    Done,
    DraftPick,
    GiveHal,
    MoveToken,
    NewHand,
)
from .layout import CITY, ZOOM, Layout, pan_bounds, square_at, square_rect
from .model import GinkgoModel
from .state import UIState

# --- the selection ----------------------------------------------------------------------------

def sync(model: GinkgoModel, state: UIState) -> None:
    """Before a frame or an input: a hot-seat hand-over drops the last viewer's selection
    and camera; a card or tile no longer in the hand or behind the screen is forgotten."""
    if state.owner != model.viewer:
        state.card = state.tile = None
        state.owner = model.viewer
        state.cams.clear()
        state.pile_open = False
    if state.card is not None and state.card not in model.cards_shown():
        state.card = None
    if state.tile is not None and state.tile not in model.tiles_shown():
        state.tile = None


def reset(state: UIState) -> None:
    """Drop the selection (a new position, Cancel, a right click)."""
    state.card = state.tile = None
    state.drag.end()


def replaced(state: UIState) -> None:
    """The match was rebuilt (load, undo): no selection, the fitted city."""
    reset(state)
    state.cams.clear()
    state.pile_open = False


def pending(model: GinkgoModel, state: UIState) -> Action | None:
    """The action Confirm would play now (None: nothing complete is selected)."""
    kind = model.kind()
    card = state.card
    if card is None or kind is None:
        return None
    a: Action
    if kind == "draft":
        a = DraftPick(card)
    elif kind == "select":
        a = Commit(card, state.tile)
    elif kind == "hal_card":
        a = GiveHal(card)
    else:
        return None
    return a if model.is_legal(a) else None


def play(state: UIState, action: Action) -> Reply:
    reset(state)
    return Reply(action=action)


def show(action: Action, model: GinkgoModel, state: UIState) -> bool:
    """The Hint: select its card (and tile) so the city previews it; the player confirms."""
    sync(model, state)  # a selection belongs to the viewer it was made for
    kind = model.kind()
    if isinstance(action, Commit) and kind == "select":
        state.card, state.tile = action.card, action.tile
        return True
    if (isinstance(action, DraftPick) and kind == "draft") or \
            (isinstance(action, GiveHal) and kind == "hal_card"):
        state.card, state.tile = action.card, None
        return True
    return False


# --- the camera ------------------------------------------------------------------------------

def zoom(model: GinkgoModel, state: UIState, lay: Layout, steps: int,
         at: Point | None = None) -> None:
    state.cams.zoom(CITY, model.fitted(lay), lay.city, steps, ZOOM, at)


def pan(model: GinkgoModel, state: UIState, lay: Layout, dx: float, dy: float) -> None:
    fitted = model.fitted(lay)
    state.cams.pan(CITY, fitted, dx, dy, pan_bounds(fitted, lay.city))


def view(name: str, model: GinkgoModel, state: UIState, lay: Layout) -> None:
    """A main view: the fitted city, or zoomed in on it (``city_zoomed``)."""
    state.cams.fit(CITY)
    if name == "city_zoomed":
        zoom(model, state, lay, 4)


# --- input ---------------------------------------------------------------------------------------

def handle(event: pygame.event.Event, model: GinkgoModel, state: UIState, lay: Layout,
           playing: bool = False) -> Reply:
    """One input; ``playing``: a resolution's steps are being shown."""
    sync(model, state)
    et = event.type
    if et == pygame.MOUSEMOTION:
        pan_by = state.drag.motion(event.pos, slop=True)  # a left press may still be a click
        if pan_by is not None:
            pan(model, state, lay, *pan_by)
        state.mouse = event.pos
        return IGNORED
    if et == pygame.MOUSEBUTTONDOWN:
        if playing and event.button == 1 and lay.city.collidepoint(event.pos) \
                and model.kind() is None and not lay.on_city_button(event.pos) \
                and not state.pile_open:
            return SKIP  # a click on the city skips the rest of the resolution
        state.mouse = event.pos
        if event.button in (4, 5):
            return IGNORED  # old-style wheel; MOUSEWHEEL handles it
        if lay.city.collidepoint(event.pos) and not lay.on_city_button(event.pos):
            state.drag.start(event.pos, event.button)
            return USED
        if event.button == 1:
            return click(event.pos, model, state, lay)
        if event.button == 3:
            reset(state)
            return USED
        return IGNORED
    if et == pygame.MOUSEBUTTONUP:
        if not state.drag.active:
            return IGNORED
        if not state.drag.end():
            if event.button == 1:
                reply = click(event.pos, model, state, lay)
                return reply if reply.consumed else USED
            if event.button == 3:
                reset(state)
        return USED
    if et == pygame.MOUSEWHEEL:
        step = getattr(event, "y", 0)
        if step and lay.city.collidepoint(state.mouse):
            zoom(model, state, lay, 1 if step > 0 else -1, state.mouse)
            return USED
        return IGNORED
    if et == pygame.KEYDOWN:
        return key(event.key, model, state, lay)
    return IGNORED


def key(k: int, model: GinkgoModel, state: UIState, lay: Layout) -> Reply:
    if k == pygame.K_ESCAPE and state.pile_open:
        state.pile_open = False
        return USED
    fitted = model.fitted(lay)
    if state.cams.key(CITY, fitted, lay.city, k, lay.px(60), ZOOM, pan_bounds(fitted, lay.city)):
        return USED
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        a = pending(model, state)
        if a is not None:
            return play(state, a)
    if k == pygame.K_BACKSPACE:
        reset(state)
        return USED
    return IGNORED


def click(pos: Point, model: GinkgoModel, state: UIState, lay: Layout) -> Reply:
    if lay.pile.collidepoint(pos):
        state.pile_open = not state.pile_open
        return USED
    if state.pile_open and lay.city.collidepoint(pos):
        state.pile_open = False  # a click on the browsed pile closes it
        return USED
    if lay.zoom_in.collidepoint(pos):
        zoom(model, state, lay, 1)
        return USED
    if lay.zoom_out.collidepoint(pos):
        zoom(model, state, lay, -1)
        return USED
    if lay.fit.collidepoint(pos):
        state.cams.fit(CITY)
        return USED
    inside = USED if lay.rect.collidepoint(pos) else IGNORED
    kind = model.kind()
    if kind is None:
        return inside
    for name, rect in lay.buttons(kind, model.offers_new_hand()).items():
        if rect.collidepoint(pos):
            return press(name, model, state)
    if kind in ("draft", "select", "hal_card"):
        cards = model.cards_shown()
        for i, card in enumerate(cards):
            if lay.card(i, len(cards)).collidepoint(pos):
                state.card = None if state.card == card else card
                return USED
    if kind in ("select", "contribute"):
        tiles = model.tiles_shown()
        for tile, rect in zip(tiles, lay.tile_rects(len(tiles)), strict=True):
            if rect.collidepoint(pos):
                if kind == "contribute":
                    return play(state, Contribute(tile))
                state.tile = None if state.tile == tile else tile
                return USED
    if lay.bar.collidepoint(pos):
        return USED  # the supplies' bar lies over the city: no square is clicked through it
    if kind == "move_token" and lay.city.collidepoint(pos):
        x, y = square_at(state.camera(model.fitted(lay)), lay.city, pos)
        # an unmarked square goes to the engine too: the table shows its reason
        return play(state, MoveToken(x, y))
    return inside


def press(name: str, model: GinkgoModel, state: UIState) -> Reply:
    if name == "confirm":
        a = pending(model, state)
        return play(state, a) if a is not None else USED
    if name == "cancel":
        reset(state)
        return USED
    if name == "new_hand":
        return play(state, NewHand()) if model.is_legal(NewHand()) else USED
    if name in ("resource", "tile"):
        return play(state, Choose(name))
    if name == "done":
        return play(state, Done())
    return USED


# --- automation ----------------------------------------------------------------------------------

def clicks_for(action: Action, model: GinkgoModel, state: UIState, lay: Layout
               ) -> list[Point] | None:
    """The points that, clicked in order, play ``action`` (None: not the viewer's to play)."""
    kind = model.kind()
    if kind is None or not model.is_legal(action):
        return None
    buttons = lay.buttons(kind, model.offers_new_hand())
    if isinstance(action, (DraftPick, GiveHal, Commit)):
        cards = model.cards_shown()
        if action.card not in cards:
            return None
        clicks: list[Point] = []
        if state.card != action.card:
            clicks.append(lay.card(cards.index(action.card), len(cards)).center)
        if isinstance(action, Commit) and state.tile != action.tile:
            tiles = model.tiles_shown()
            rects = lay.tile_rects(len(tiles))
            # a tile to pick, or the picked one clicked again to put it back
            tile = action.tile if action.tile is not None else state.tile
            if tile not in tiles:
                return None
            clicks.append(rects[tiles.index(tile)].center)
        clicks.append(buttons["confirm"].center)
        return clicks
    if isinstance(action, NewHand):
        return [buttons["new_hand"].center]
    if isinstance(action, Choose):
        return [buttons[action.item].center]
    if isinstance(action, Done):
        return [buttons["done"].center]
    if isinstance(action, Contribute):
        tiles = model.tiles_shown()
        return [lay.tile_rects(len(tiles))[tiles.index(action.tile)].center]
    if isinstance(action, MoveToken):
        fitted = model.fitted(lay)
        sq = (action.x, action.y)
        point = square_rect(state.camera(fitted), lay.city, sq).center
        clicks = []
        if not lay.city.inflate(-4, -4).collidepoint(point) or lay.on_city_button(point) \
                or lay.bar.collidepoint(point):
            clicks.append(lay.fit.center)
            point = square_rect(fitted, lay.city, sq).center
        clicks.append(point)
        return clicks
    return None
