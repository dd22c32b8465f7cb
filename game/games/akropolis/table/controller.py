"""Mouse and keys -> the Akropolis table's UI state and ``Place`` actions. Legality always
comes from the engine, through the model.

Placement in two steps: pick a tile of the construction site, move its ghost over your city
(rotate with the wheel, R or the tool-bar buttons; the ghost snaps to a legal spot near the
mouse and is outlined green on a legal spot, red elsewhere), click to put a preview down,
then Confirm (or Cancel). The preview's own rotate buttons turn the tile in place.
Pan with the right or middle button or the arrow keys; zoom with ctrl+wheel (the wheel
alone when no tile is held) or +/-; Home fits the city again. Enter confirms; a right
click or Backspace (Escape if the table passes it on) lifts the preview, then puts the
tile back.

Data flows one way: :func:`handle` gets an event with the model, the UI state and the
layout, changes the UI state (this module is its only writer) and answers a
:class:`~game.ui.table.contract.Reply` (the action to play); the view only reads.
"""

from __future__ import annotations

import pygame

from game.engine import Action
from game.ui.table.camera import camera_key
from game.ui.table.contract import IGNORED, USED, Reply

from ..rules.actions import Place
from ..rules.hexgrid import turn_in_place
from .layout import Layout, Point, spot
from .model import AkModel
from .state import (
    UIState,
    camera,
    focus,
    ghost_at,
    holding,
    on_preview,
    placing,
    popup_at,
    preview_buttons,
    spot_in_view,
)

ZOOMED_STEPS = 3
"""How far the ``city_zoomed`` view zooms in from the fitted city."""


# --- the UI state around moves ---------------------------------------------------------------------
def reset(st: UIState) -> None:
    """A move was played: nothing is held any more."""
    st.selected = None
    st.preview = None
    st.shown = False
    st.drag.end()


def forget(st: UIState) -> None:
    """The game was replaced (undo, load): nothing held, default cameras and city."""
    reset(st)
    st.override = None
    st.cams.clear()


def notice_viewer(model: AkModel, st: UIState) -> None:
    """A hot-seat hand-over: the enlarged city belonged to the last viewer; drop it."""
    if st.override is not None and st.override[0] != model.viewer:
        st.override = None


def enlarge(model: AkModel, st: UIState, seat: int | None) -> None:
    """Show ``seat``'s city in the big view for the current viewer (None: the default)."""
    st.override = None if seat is None else (model.viewer, seat)


# --- cameras ----------------------------------------------------------------------------------------
def zoom(model: AkModel, st: UIState, lay: Layout, seat: int, steps: int,
         at: Point | None = None) -> None:
    """Zoom in (steps > 0) or out along the size ladder, keeping ``at`` in place."""
    st.cams.zoom(seat, model.fitted(seat, lay), lay.city, steps, lay.zoom, at,
                 model.pan_bounds(seat))


def pan(model: AkModel, st: UIState, lay: Layout, seat: int, dx: float, dy: float) -> None:
    st.cams.pan(seat, model.fitted(seat, lay), dx, dy, model.pan_bounds(seat))


def set_view(name: str, model: AkModel, st: UIState, lay: Layout) -> None:
    """``table``: the fitted city; ``city_zoomed``: the same zoomed in (a close look)."""
    seat = focus(model, st)
    st.cams.fit(seat)
    if name == "city_zoomed":
        zoom(model, st, lay, seat, ZOOMED_STEPS)


def relayout(view_name: str, model: AkModel, st: UIState, lay: Layout) -> None:
    """The table got a new area: every city fitted again (zoomed in for ``city_zoomed``)."""
    st.cams.clear()
    if view_name == "city_zoomed":
        zoom(model, st, lay, focus(model, st), ZOOMED_STEPS)


# --- input (the only writer of the UI state) ---------------------------------------------------------
def handle(event: pygame.event.Event, model: AkModel, st: UIState, lay: Layout) -> Reply:
    et = event.type
    if et == pygame.MOUSEMOTION:
        pan_by = st.drag.motion(event.pos)
        if pan_by is not None:
            pan(model, st, lay, focus(model, st), *pan_by)
        st.mouse = event.pos
        return IGNORED
    if et == pygame.MOUSEBUTTONDOWN:
        st.mouse = event.pos
        if event.button == 1:
            return click(event.pos, model, st, lay)
        if event.button in (2, 3) and lay.city.collidepoint(event.pos):
            st.drag.start(event.pos, event.button)
            return USED
        return IGNORED
    if et == pygame.MOUSEBUTTONUP:
        if event.button in (2, 3) and st.drag.active:
            moved = st.drag.end()
            if event.button == 3 and not moved:
                back(st)
            return USED
        return IGNORED
    if et == pygame.MOUSEWHEEL:
        return wheel(event, model, st, lay)
    if et == pygame.KEYDOWN:
        return key(event, model, st, lay)
    return IGNORED


def wheel(event: pygame.event.Event, model: AkModel, st: UIState, lay: Layout) -> Reply:
    """The wheel turns a held tile; it zooms otherwise, or with ctrl held."""
    step = getattr(event, "y", 0)
    if not step:
        return IGNORED
    ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
    if placing(model, st) and st.preview is None and not ctrl:
        rotate(st, 1 if step < 0 else -1)
        return USED
    if lay.city.collidepoint(st.mouse) or ctrl:
        zoom(model, st, lay, focus(model, st), 1 if step > 0 else -1, st.mouse)
        return USED
    return IGNORED


def key(event: pygame.event.Event, model: AkModel, st: UIState, lay: Layout) -> Reply:
    k = event.key
    seat = focus(model, st)
    if k == pygame.K_r:
        if st.preview is not None:
            turn_preview(st, not (event.mod & pygame.KMOD_SHIFT))
            return USED
        if placing(model, st):
            rotate(st, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return USED
        return IGNORED
    move = camera_key(k, lay.pan_step)
    if move is not None:
        kind, args = move
        if kind == "pan":
            pan(model, st, lay, seat, args[0], args[1])
        elif kind == "zoom":
            zoom(model, st, lay, seat, int(args[0]))
        else:
            st.cams.fit(seat)
        return USED
    if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and st.selected is not None:
        back(st)
        return USED
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and st.preview is not None:
        return confirm(model, st)
    return IGNORED


def back(st: UIState) -> None:
    """One step back: lift the preview, else put the held tile back on the site."""
    if st.preview is not None:
        st.preview = None
    else:
        st.selected = None


def rotate(st: UIState, step: int) -> None:
    st.rot = (st.rot + step) % 6


def turn_preview(st: UIState, clockwise: bool) -> None:
    if st.preview is None:
        return
    st.preview = turn_in_place(*st.preview, clockwise)
    st.rot = st.preview[2]


def confirm(model: AkModel, st: UIState) -> Reply:
    """Play the previewed placement."""
    if st.preview is None or st.selected is None or not holding(model, st):
        return USED
    action = Place(st.selected, *st.preview)
    reset(st)
    return Reply(action=action)


def click(pos: Point, model: AkModel, st: UIState, lay: Layout) -> Reply:
    # the preview's buttons lie over the city: they come first
    if st.preview is not None:
        for name, rect in preview_buttons(model, st, lay).items():
            if rect.collidepoint(pos):
                if name == "confirm":
                    return confirm(model, st)
                if name == "cancel":
                    st.preview = None
                elif name in ("turn_ccw", "turn_cw"):
                    turn_preview(st, name == "turn_cw")
                return USED
    if model.can_act and lay.site.collidepoint(pos):
        for slot in range(len(model.state.site)):
            if lay.card(slot).collidepoint(pos):
                pick(model, st, slot)
                break
        return USED
    if lay.toolbar.collidepoint(pos):
        tool(pos, model, st, lay)
        return USED
    for seat, panel in enumerate(lay.panels):
        if panel.collidepoint(pos):
            if model.has_city(seat) and st.selected is None:
                enlarge(model, st, None if seat == model.home_seat() else seat)
            return USED
    if lay.city.collidepoint(pos):
        ghost = ghost_at(model, st, lay, pos)
        if ghost is not None and ghost.legal:
            st.preview = (ghost.q, ghost.r, ghost.rot)
        elif st.preview is not None and placing(model, st) and \
                not on_preview(model, st, lay, pos):
            st.preview = None  # a click elsewhere lifts the preview again
        return USED
    return IGNORED


def tool(pos: Point, model: AkModel, st: UIState, lay: Layout) -> None:
    """A click on the tool bar: turn the held tile (or the preview), zoom, fit."""
    seat = focus(model, st)
    held = holding(model, st)
    if held and lay.rot_cw.collidepoint(pos):
        rotate(st, 1) if st.preview is None else turn_preview(st, True)
    elif held and lay.rot_ccw.collidepoint(pos):
        rotate(st, -1) if st.preview is None else turn_preview(st, False)
    elif lay.zoom_in.collidepoint(pos):
        zoom(model, st, lay, seat, 1)
    elif lay.zoom_out.collidepoint(pos):
        zoom(model, st, lay, seat, -1)
    elif lay.fit.collidepoint(pos):
        st.cams.fit(seat)


def pick(model: AkModel, st: UIState, slot: int) -> None:
    """Pick up a tile of the site (again: put it back)."""
    if slot not in model.pickable():
        return
    if st.selected == slot and st.preview is None:
        st.selected = None
        return
    st.selected = slot
    st.preview = None
    st.override = None


def show(action: Action, model: AkModel, st: UIState, lay: Layout) -> bool:
    """Put a suggested Place in the hand and on its spot, waiting for Confirm (the Hint);
    the city is fitted when the spot is out of sight."""
    if type(action) is not Place or not can_show(action, model, shown_only=not model.can_act):
        return False
    seat = model.state.current
    st.selected, st.rot, st.override = action.site, action.rot, None
    st.preview = (action.q, action.r, action.rot)
    st.shown = not model.can_act  # a replay: the tile on its spot, nothing to confirm
    if not spot_in_view(model, st, lay, seat, st.preview):
        st.cams.fit(seat)
    return True


def can_show(action: Place, model: AkModel, shown_only: bool = False) -> bool:
    """The viewer may play ``action`` now by clicks (``shown_only``: it is a legal move of
    the seat on turn, to be shown without being played, as the replay of a review does)."""
    seat = model.state.current
    return (model.can_act or shown_only) and action.site in model.pickable() and \
        (action.q, action.r, action.rot) in model.spot_set(seat)


# --- automation ---------------------------------------------------------------------------------------
def clicks_for(action: Action, model: AkModel, st: UIState, lay: Layout) -> list[Point] | None:
    """The clicks that play ``action`` from the UI state as it is: pick the tile, turn it,
    fit the city if its spot is out of sight, put it down, Confirm."""
    if type(action) is not Place or not can_show(action, model):
        return None
    seat = model.state.current
    clicks: list[Point] = []
    if not (st.selected == action.site and st.preview is None):
        clicks.append(lay.card(action.site).center)
    turns = (action.rot - st.rot) % 6
    if turns <= 3:
        clicks += [lay.rot_cw.center] * turns
    else:
        clicks += [lay.rot_ccw.center] * (6 - turns)
    cam = camera(model, st, lay, seat)
    placement = (action.q, action.r, action.rot)
    point = spot(cam, lay.city, *placement)
    if not lay.city.inflate(-4, -4).collidepoint(point):
        clicks.append(lay.fit.center)
        cam = model.fitted(seat, lay)
        point = spot(cam, lay.city, *placement)
    clicks.append(point)
    clicks.append(popup_at(model, lay, placement, cam)["confirm"].center)
    return clicks
