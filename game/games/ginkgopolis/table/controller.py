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
from game.ui.table.camera import Camera, camera_key
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
from .layout import CITY, ZOOM, Layout, pan_bounds, shows, square_at, square_rect
from .model import GinkgoModel
from .state import UIState

# --- the selection ----------------------------------------------------------------------------

def sync(model: GinkgoModel, state: UIState, lay: Layout) -> None:
    """Before a frame or an input: a hot-seat hand-over drops the last viewer's selection
    and camera; a card or tile no longer in the hand or behind the screen is forgotten;
    the hand row keeps its cards' places and the city its camera while it still fits."""
    if state.owner != model.viewer:
        state.card = state.tile = None
        state.owner = model.viewer
        state.cams.clear()
        state.pile_open = False
        state.slots = []
    if state.card is not None and state.card not in model.cards_shown():
        state.card = None
    if state.tile is not None and state.tile not in model.tiles_shown():
        state.tile = None
    place_cards(state, model.cards_shown())
    keep_camera(model, state, lay)


def place_cards(state: UIState, cards: list[str]) -> None:
    """The hand row's places: cards still in hand stay where they were, new ones take the
    free places (then new ones at the end); a hand of only new cards starts afresh."""
    shown = set(cards)
    kept = [c if c in shown else None for c in state.slots]
    if not any(kept):
        state.slots = list(cards)
        return
    placed = set(kept)
    for card in cards:
        if card in placed:
            continue
        if None in kept:
            kept[kept.index(None)] = card
        else:
            kept.append(card)
    state.slots = kept


def keep_camera(model: GinkgoModel, state: UIState, lay: Layout) -> None:
    """The city's camera stays still while the city (and the token's squares) still fits
    the view: it is fitted again only when something would fall outside, for another
    window size, or when the player asks (Fit, Home)."""
    key = (*lay.city, *lay.city_fit)
    if state.base is not None and state.base_for == key and shows(
            state.base, lay.city, lay.city_fit, model.world_squares()):
        return
    state.base = model.fitted(lay)
    state.base_for = key


def refit(state: UIState) -> None:
    """The player asks for the whole city: the fitted camera, fitted afresh."""
    state.cams.fit(CITY)
    state.base = None


def base(model: GinkgoModel, state: UIState, lay: Layout) -> Camera:
    """The camera the player's moves start from: the kept one (else the fitted one)."""
    return state.base if state.base is not None else model.fitted(lay)


def reset(state: UIState) -> None:
    """Drop the selection (a new position, Cancel, a right click)."""
    state.card = state.tile = None
    state.drag.end()


def replaced(state: UIState) -> None:
    """The match was rebuilt (load, undo): no selection, the fitted city."""
    reset(state)
    refit(state)
    state.cams.clear()
    state.pile_open = False
    state.slots = []


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


def show(action: Action, model: GinkgoModel, state: UIState, lay: Layout) -> bool:
    """The Hint: select its card (and tile) so the city previews it; the player confirms."""
    sync(model, state, lay)  # a selection belongs to the viewer it was made for
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
    state.cams.zoom(CITY, base(model, state, lay), lay.city, steps, ZOOM, at)


def pan(model: GinkgoModel, state: UIState, lay: Layout, dx: float, dy: float) -> None:
    start = base(model, state, lay)
    state.cams.pan(CITY, start, dx, dy, pan_bounds(start, lay.city))


def view(name: str, model: GinkgoModel, state: UIState, lay: Layout) -> None:
    """A main view: the fitted city, or zoomed in on it (``city_zoomed``)."""
    refit(state)
    keep_camera(model, state, lay)
    if name == "city_zoomed":
        zoom(model, state, lay, 4)


# --- input ---------------------------------------------------------------------------------------

def handle(event: pygame.event.Event, model: GinkgoModel, state: UIState, lay: Layout,
           playing: bool = False) -> Reply:
    """One input; ``playing``: a resolution's steps are being shown."""
    sync(model, state, lay)
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
    if camera_key(k, 1.0) == ("fit", ()):
        refit(state)
        return USED
    start = base(model, state, lay)
    if state.cams.key(CITY, start, lay.city, k, lay.px(60), ZOOM, pan_bounds(start, lay.city)):
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
        refit(state)
        return USED
    inside = USED if lay.rect.collidepoint(pos) else IGNORED
    kind = model.kind()
    if kind is None:
        return inside
    for name, rect in lay.buttons(kind, model.offers_new_hand()).items():
        if rect.collidepoint(pos):
            return press(name, model, state)
    if kind in ("draft", "select", "hal_card"):
        for i, card in state.hand():
            if lay.card(i, state.hand_size()).collidepoint(pos):
                state.card = None if state.card == card else card
                return USED
    if kind in ("select", "contribute"):
        row = model.tile_row()
        for (tile, given), rect in zip(row, lay.tile_rects(len(row)), strict=True):
            if rect.collidepoint(pos):
                if given:  # already given: it stays in its place, greyed
                    return USED
                if kind == "contribute":
                    return play(state, Contribute(tile))
                state.tile = None if state.tile == tile else tile
                return USED
    if lay.bar.collidepoint(pos):
        return USED  # the supplies' bar lies over the city: no square is clicked through it
    if kind == "move_token" and lay.city.collidepoint(pos):
        x, y = square_at(state.camera(base(model, state, lay)), lay.city, pos)
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
        places = {card: i for i, card in state.hand()}
        if action.card not in places:
            return None
        clicks: list[Point] = []
        if state.card != action.card:
            clicks.append(lay.card(places[action.card], state.hand_size()).center)
        if isinstance(action, Commit) and state.tile != action.tile:
            tiles = [name for name, _ in model.tile_row()]
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
        tiles = [name for name, _ in model.tile_row()]
        return [lay.tile_rects(len(tiles))[tiles.index(action.tile)].center]
    if isinstance(action, MoveToken):
        sq = (action.x, action.y)
        point = square_rect(state.camera(base(model, state, lay)), lay.city, sq).center
        clicks = []
        if not lay.city.inflate(-4, -4).collidepoint(point) or lay.on_city_button(point) \
                or lay.bar.collidepoint(point) or state.pile_open:
            clicks.append(lay.fit.center)  # Fit: the whole city, fitted afresh
            if state.pile_open:
                clicks.insert(0, lay.pile.center)
            point = square_rect(model.fitted(lay), lay.city, sq).center
        clicks.append(point)
        return clicks
    return None
