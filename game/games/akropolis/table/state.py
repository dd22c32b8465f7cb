"""The Akropolis table's own state: what the player is doing with the mouse right now (the
tile held, its rotation, the preview waiting for Confirm, the cameras moved, a drag).

Only the controller writes a :class:`UIState`. The functions below it only read: what the
state and the model make of the moment (which city fills the big view, whether a tile is
held, the ghost under the mouse, the Confirm popup), for the controller and the view alike.
Nothing here is about the rules (that is the model's, answered by ``rules/query``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.protocol import Viewer
from game.ui.table.camera import Camera, Cameras, Drag

from ..rules.actions import Place
from ..rules.hexgrid import tile_cells
from ..rules.query import Spot
from .art import centroid_offset, to_axial
from .layout import Layout, Point, hex_at, popup, spot
from .model import AkModel

SNAP_UNITS = 0.9
"""The ghost snaps to a legal spot whose centre is this close to the mouse (hex units)."""


@dataclass
class UIState:
    selected: int | None = None
    """Slot of the site tile the player holds."""
    rot: int = 0
    """Rotation of the held tile."""
    preview: Spot | None = None
    """(q, r, rot) where the held tile was put down, waiting for Confirm."""
    mouse: Point = (-1, -1)
    drag: Drag = field(default_factory=Drag)
    """A right or middle drag panning the city (a right click that did not move steps back)."""
    cams: Cameras = field(default_factory=Cameras)
    """Cameras moved by the player, by seat; a seat without one shows its fitted view."""
    shown: bool = False
    """The preview only shows a move (the replay at a reviewed decision): no Confirm."""
    override: tuple[Viewer, int] | None = None
    """(viewer, seat): the city that viewer clicked to enlarge. A new viewer (hot seat
    hand-over) sees its own city again."""


@dataclass(frozen=True)
class Ghost:
    """The held tile where the mouse would put it down."""

    q: int
    r: int
    rot: int
    legal: bool
    level: int
    reason: str | None
    """Catalog key of why the spot is illegal."""


# --- what the moment is (read only) ------------------------------------------------------------
def holding(model: AkModel, st: UIState) -> bool:
    """The player on turn holds a tile of the site (still there and affordable)."""
    return st.selected is not None and model.can_act and st.selected in model.pickable()


def focus(model: AkModel, st: UIState) -> int:
    """The seat whose city fills the big view: the mover's while a tile is held, else the one
    this viewer enlarged, else the home city (a hot-seat hand-over shows the new viewer its
    own city)."""
    mover = model.state.current
    if st.selected is not None and model.can_act and model.has_city(mover):
        return mover
    if st.override is not None:
        viewer, seat = st.override
        if viewer == model.viewer and model.has_city(seat):
            return seat
    return model.home_seat()


def placing(model: AkModel, st: UIState) -> bool:
    """A tile is held and the big view shows the mover's city."""
    return holding(model, st) and focus(model, st) == model.state.current


def camera(model: AkModel, st: UIState, lay: Layout, seat: int) -> Camera:
    """The camera of ``seat``'s city: the one the player moved, else the fitted one."""
    return st.cams.get(seat, model.fitted(seat, lay))


def ghost_at(model: AkModel, st: UIState, lay: Layout, pos: Point) -> Ghost | None:
    """The held tile under ``pos``: snapped to a legal spot near the mouse, else where the
    mouse is, with the reason it may not go there."""
    view = lay.city
    if not placing(model, st) or st.preview is not None or not view.collidepoint(pos):
        return None
    seat = focus(model, st)
    wx, wy = camera(model, st, lay, seat).to_world(view, *pos)
    rot = st.rot
    best, best_d = None, SNAP_UNITS * SNAP_UNITS
    for q, r, sx, sy in model.spots(seat).get(rot, ()):
        d = (sx - wx) ** 2 + (sy - wy) ** 2
        if d < best_d:
            best, best_d = (q, r), d
    if best is not None:
        return Ghost(best[0], best[1], rot, True, model.level_of(seat, best[0], best[1], rot),
                     None)
    ox, oy = centroid_offset(rot)
    q, r = to_axial(wx - ox, wy - oy)
    level, reason = model.check(seat, q, r, rot)
    if level:
        return Ghost(q, r, rot, True, level, None)
    return Ghost(q, r, rot, False, 0, reason)


def on_preview(model: AkModel, st: UIState, lay: Layout, pos: Point) -> bool:
    """``pos`` is on one of the previewed tile's hexes (a second click of a double click
    lands there: it keeps the tile where it is)."""
    if st.preview is None:
        return False
    cam = camera(model, st, lay, focus(model, st))
    return hex_at(cam, lay.city, pos) in tile_cells(*st.preview)


def popup_at(model: AkModel, lay: Layout, placement: Spot, cam: Camera
             ) -> dict[str, pygame.Rect]:
    """Confirm, Cancel, the score box and the turn buttons beside a tile previewed at
    ``placement`` in the mover's city seen through ``cam``."""
    return popup(lay, cam, placement, model.cells(model.state.current))


def preview_buttons(model: AkModel, st: UIState, lay: Layout) -> dict[str, pygame.Rect]:
    """The Confirm popup of the preview waiting now (none without a preview)."""
    if st.preview is None:
        return {}
    seat = model.state.current
    return popup_at(model, lay, st.preview, camera(model, st, lay, seat))


def preview_info(model: AkModel, st: UIState) -> tuple[dict[str, int], int] | None:
    """What the previewed placement would change (points per key, stones gained)."""
    if st.preview is None or st.selected is None or not holding(model, st):
        return None
    return model.preview(Place(st.selected, *st.preview))


def spot_in_view(model: AkModel, st: UIState, lay: Layout, seat: int, placement: Spot) -> bool:
    """The centre of a tile at ``placement`` lies inside the big view as the camera is now."""
    point = spot(camera(model, st, lay, seat), lay.city, *placement)
    return lay.city.inflate(-4, -4).collidepoint(point)
