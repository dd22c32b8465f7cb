"""Mouse and keys -> Akropolis actions. Legality always comes from the engine.

Placement in two steps: pick a tile of the construction site, move its ghost over your city
(rotate with the wheel, R or the tool-bar buttons; the ghost snaps to a legal spot near the
mouse and is outlined green on a legal spot, red elsewhere), click to put a preview down,
then Confirm (or Cancel). The preview's own rotate buttons turn the tile in place.
Pan with the right or middle button or the arrow keys; zoom with ctrl+wheel (the wheel
alone when no tile is held) or +/-; Home fits the city again. Enter confirms; a right
click or Backspace (Escape if the table passes it on) lifts the preview, then puts the
tile back.

Data flows one way: the controller is the only writer of the table's :class:`UIState`;
what may be done (legal spots, why not, what a placement scores) comes from the
:class:`~.query.TableQuery`; the view only reads both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.table.camera import camera_key

from ..rules.actions import Place
from ..rules.hexgrid import DIRS, tile_cells
from ..rules.placement import ILLEGAL_KEYS
from .art import centroid_offset, to_axial, world
from .layout import Camera, fit_camera, ladder
from .state import UIState

if TYPE_CHECKING:
    from .parts import TableParts

SNAP_UNITS = 0.9
"""The ghost snaps to a legal spot whose centre is this close to the mouse (hex units)."""
__all__ = ["ILLEGAL_KEYS", "Controller", "Ghost", "spots_by_rotation", "turn_in_place"]


@dataclass(frozen=True)
class Ghost:
    q: int
    r: int
    rot: int
    legal: bool
    level: int
    reason: str | None
    """Catalog key of why the spot is illegal."""


def turn_in_place(q: int, r: int, rot: int, clockwise: bool) -> tuple[int, int, int]:
    """The same three cells with the tile turned 120 degrees about its centre: hex ``a``
    moves to where ``b`` was (clockwise) or where ``c`` was."""
    d = DIRS[rot] if clockwise else DIRS[(rot + 1) % 6]
    return q + d[0], r + d[1], (rot + (2 if clockwise else 4)) % 6


class Controller:
    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self.query = ui.query
        self.state = UIState()
        """The one value the controller writes and the view reads."""

    # the UI state's fields, for callers that drive the controller (tests, tutorials)
    @property
    def selected(self) -> int | None:
        return self.state.selected

    @selected.setter
    def selected(self, value: int | None) -> None:
        self.state.selected = value

    @property
    def rot(self) -> int:
        return self.state.rot

    @rot.setter
    def rot(self, value: int) -> None:
        self.state.rot = value % 6

    @property
    def preview(self) -> tuple[int, int, int] | None:
        return self.state.preview

    @preview.setter
    def preview(self, value: tuple[int, int, int] | None) -> None:
        self.state.preview = value

    @property
    def mouse(self) -> tuple[int, int]:
        return self.state.mouse

    @property
    def drag(self) -> tuple[int, int] | None:
        return self.state.drag

    @property
    def cams(self) -> dict[int, Camera]:
        return self.state.cams

    def reset(self) -> None:
        self.state.selected = None
        self.state.preview = None
        self.state.drag = None

    def forget_view(self) -> None:
        """The game was replaced (undo, load): nothing held, default cameras and city."""
        self.reset()
        self.state.override = None
        self.state.cams.clear()

    def notice_viewer(self) -> None:
        """A hot-seat hand-over: the enlarged city belonged to the last viewer; drop it."""
        o = self.state.override
        if o is not None and o[0] != self.ui.ctx.viewer:
            self.state.override = None

    def enlarge(self, seat: int | None) -> None:
        """Show ``seat``'s city in the big view for the current viewer (None: the default)."""
        self.state.override = None if seat is None else (self.ui.ctx.viewer, seat)

    # --- cameras ------------------------------------------------------------------------------
    def fitted(self, seat: int) -> Camera:
        """The camera showing the whole city (shared: callers copy it before changing it)."""
        lay = self.ui.lay
        key = (seat, tuple(lay.city), lay.k)
        return self.query.memo("fitted", key,
                               lambda: fit_camera(lay.city, self.query.cells(seat), lay.k))

    def camera(self, seat: int) -> Camera:
        cam = self.state.cams.get(seat)
        return cam if cam is not None else self.fitted(seat)

    def _manual(self, seat: int) -> Camera:
        cams = self.state.cams
        cam = cams.get(seat)
        if cam is None:
            cam = cams[seat] = self.fitted(seat).copy()
        return cam

    def zoom(self, seat: int, steps: int, at: tuple[int, int] | None = None) -> None:
        """Zoom in (steps > 0) or out along the size ladder, keeping ``at`` in place."""
        lay = self.ui.lay
        view = lay.city
        cam = self._manual(seat)
        at = at if at is not None and view.collidepoint(at) else view.center
        wx, wy = cam.to_world(view, *at)
        sizes = ladder(lay.k)
        for _ in range(abs(steps)):
            if steps > 0:
                cam.size = float(next((v for v in sizes if v > cam.s), sizes[-1]))
            else:
                cam.size = float(next((v for v in reversed(sizes) if v < cam.s), min(sizes[0], cam.s)))
        # keep the world point under the cursor where it was
        s = cam.s
        cam.cx = wx - (at[0] - view.centerx) / s
        cam.cy = wy - (at[1] - view.centery) / s
        self._clamp(seat, cam)

    def pan(self, seat: int, dx: float, dy: float) -> None:
        cam = self._manual(seat)
        cam.cx -= dx / cam.s
        cam.cy -= dy / cam.s
        self._clamp(seat, cam)

    def _clamp(self, seat: int, cam: Camera) -> None:
        """Keep the city's centre area on screen: never pan the city out of sight."""
        cells = self.query.cells(seat)
        xs = [world(q, r)[0] for q, r in cells] or [0.0]
        ys = [world(q, r)[1] for q, r in cells] or [0.0]
        cam.cx = min(max(cam.cx, min(xs) - 2), max(xs) + 2)
        cam.cy = min(max(cam.cy, min(ys) - 2), max(ys) + 2)

    def fit(self, seat: int) -> None:
        self.state.cams.pop(seat, None)

    # --- what the mouse points at (pure: reads the UI state and the query) ----------------------
    def focus(self) -> int:
        """The seat whose city fills the big view."""
        return self.ui.focus()

    def holding(self) -> bool:
        """The player on turn holds a tile of the site (still there and affordable)."""
        sel = self.state.selected
        return sel is not None and self.ui.ctx.can_act and sel in self.query.affordable()

    def placing(self) -> bool:
        """A tile is held and the big view shows the mover's city."""
        return self.holding() and self.focus() == self.query.seen.current

    def spots(self, seat: int) -> dict[int, list[tuple[int, int, float, float]]]:
        """Legal anchors per rotation with their world centres (for snapping and markers)."""
        return self.query.memo("spots", seat, lambda: spots_by_rotation(self.query.legal(seat)))

    def ghost_at(self, pos: tuple[int, int]) -> Ghost | None:
        ui = self.ui
        view = ui.lay.city
        if not self.placing() or self.state.preview is not None or not view.collidepoint(pos):
            return None
        query = self.query
        seat = self.focus()
        cam = self.camera(seat)
        wx, wy = cam.to_world(view, *pos)
        rot = self.state.rot
        best, best_d = None, SNAP_UNITS * SNAP_UNITS
        for q, r, sx, sy in self.spots(seat).get(rot, ()):
            d = (sx - wx) ** 2 + (sy - wy) ** 2
            if d < best_d:
                best, best_d = (q, r), d
        if best is not None:
            return Ghost(best[0], best[1], rot, True,
                         query.level_of(seat, best[0], best[1], rot), None)
        ox, oy = centroid_offset(rot)
        q, r = to_axial(wx - ox, wy - oy)
        level, reason = query.check(seat, q, r, rot)
        if level:
            return Ghost(q, r, rot, True, level, None)
        return Ghost(q, r, rot, False, 0, reason)

    # --- input (the only writer of the UI state) --------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        s = self.state
        et = event.type
        if et == pygame.MOUSEMOTION:
            pos = event.pos
            if s.drag is not None:
                self.pan(self.focus(), pos[0] - s.drag[0], pos[1] - s.drag[1])
                s.dragged += abs(pos[0] - s.drag[0]) + abs(pos[1] - s.drag[1])
                s.drag = pos
            s.mouse = pos
            return False
        if et == pygame.MOUSEBUTTONDOWN:
            s.mouse = event.pos
            if event.button == 1:
                return self.click(event.pos)
            if event.button in (2, 3) and self.ui.lay.city.collidepoint(event.pos):
                s.drag = event.pos
                s.dragged = 0
                return True
            return False
        if et == pygame.MOUSEBUTTONUP:
            if event.button in (2, 3) and s.drag is not None:
                s.drag = None
                if event.button == 3 and s.dragged < 4:
                    self.back()
                return True
            return False
        if et == pygame.MOUSEWHEEL:
            return self.wheel(event)
        if et == pygame.KEYDOWN:
            return self.key(event)
        return False

    def wheel(self, event: pygame.event.Event) -> bool:
        step = getattr(event, "y", 0)
        if not step:
            return False
        ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
        if self.placing() and self.state.preview is None and not ctrl:
            self.rotate(1 if step < 0 else -1)
            return True
        if self.ui.lay.city.collidepoint(self.state.mouse) or ctrl:
            self.zoom(self.focus(), 1 if step > 0 else -1, self.state.mouse)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        k = event.key
        seat = self.focus()
        step = self.ui.lay.px(60)
        s = self.state
        if k == pygame.K_r:
            if s.preview is not None:
                self.turn_preview(not (event.mod & pygame.KMOD_SHIFT))
                return True
            if self.placing():
                self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            return False
        move = camera_key(k, step)
        if move is not None:
            kind, args = move
            if kind == "pan":
                self.pan(seat, *args)
            elif kind == "zoom":
                self.zoom(seat, int(args[0]))
            else:
                self.fit(seat)
            return True
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and s.selected is not None:
            self.back()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and s.preview is not None:
            self.confirm()
            return True
        return False

    def back(self) -> None:
        """One step back: lift the preview, else put the held tile back on the site."""
        if self.state.preview is not None:
            self.state.preview = None
        else:
            self.state.selected = None

    def rotate(self, step: int) -> None:
        self.state.rot = (self.state.rot + step) % 6

    def turn_preview(self, clockwise: bool) -> None:
        s = self.state
        if s.preview is None:
            return
        s.preview = turn_in_place(*s.preview, clockwise)
        s.rot = s.preview[2]

    def confirm(self) -> None:
        s = self.state
        if s.preview is None or s.selected is None or not self.holding():
            return
        action = Place(s.selected, *s.preview)
        self.reset()
        self.ui.ctx.submit(action)

    def click(self, pos: tuple[int, int]) -> bool:
        ui = self.ui
        lay = ui.lay
        ctx = ui.ctx
        s = self.state
        seen = self.query.seen
        # the preview's buttons lie over the city: they come first
        if s.preview is not None:
            for name, rect in ui.preview_buttons().items():
                if rect.collidepoint(pos):
                    if name == "confirm":
                        self.confirm()
                    elif name == "cancel":
                        s.preview = None
                    else:
                        self.turn_preview(name == "turn_cw")
                    return True
        if ctx.can_act and lay.site.collidepoint(pos):
            for slot in range(len(seen.site)):
                if lay.card(slot).collidepoint(pos):
                    self.pick(slot)
                    return True
            return True
        if lay.toolbar.collidepoint(pos):
            seat = self.focus()
            if self.holding() and lay.rot_cw.collidepoint(pos):
                self.rotate(1) if s.preview is None else self.turn_preview(True)
            elif self.holding() and lay.rot_ccw.collidepoint(pos):
                self.rotate(-1) if s.preview is None else self.turn_preview(False)
            elif lay.zoom_in.collidepoint(pos):
                self.zoom(seat, 1)
            elif lay.zoom_out.collidepoint(pos):
                self.zoom(seat, -1)
            elif lay.fit.collidepoint(pos):
                self.fit(seat)
            return True
        for seat, panel in enumerate(lay.panels):
            if panel.collidepoint(pos):
                if seen.cities[seat] is not None and s.selected is None:
                    self.enlarge(None if seat == ui.home_seat() else seat)
                return True
        if lay.city.collidepoint(pos):
            ghost = self.ghost_at(pos)
            if ghost is not None and ghost.legal:
                s.preview = (ghost.q, ghost.r, ghost.rot)
            elif s.preview is not None and self.placing() and not self.on_preview(pos):
                s.preview = None  # a click elsewhere lifts the preview again
            return True
        return False

    def on_preview(self, pos: tuple[int, int]) -> bool:
        """``pos`` is on one of the previewed tile's hexes (a second click of a double click
        lands there: it keeps the tile where it is)."""
        preview = self.state.preview
        if preview is None:
            return False
        view = self.ui.lay.city
        wx, wy = self.camera(self.focus()).to_world(view, *pos)
        return to_axial(wx, wy) in tile_cells(*preview)

    def show(self, action: Any) -> bool:
        """Put a suggested Place in the hand and on its spot, waiting for Confirm (the Hint);
        the city is fitted when the spot is out of sight."""
        if type(action) is not Place or not self.ui.ctx.can_act:
            return False
        seat = self.query.seen.current
        if action.site not in self.query.affordable() or \
                (action.q, action.r, action.rot) not in self.query.legal_set(seat):
            return False
        s = self.state
        s.selected, s.rot, s.override = action.site, action.rot, None
        s.preview = (action.q, action.r, action.rot)
        lay = self.ui.lay
        point = self.camera(seat).spot(lay.city, action.q, action.r, action.rot)
        if not lay.city.inflate(-4, -4).collidepoint(point):
            self.fit(seat)
        return True

    def pick(self, slot: int) -> None:
        s = self.state
        if slot not in self.query.affordable():
            return
        if s.selected == slot and s.preview is None:
            s.selected = None
            return
        s.selected = slot
        s.preview = None
        s.override = None

    # --- automation ---------------------------------------------------------------------------
    def clicks_for(self, action: Any) -> list[tuple[int, int]] | None:
        ui = self.ui
        ctx = ui.ctx
        query = self.query
        if not ctx.can_act or type(action) is not Place:
            return None
        seat = query.seen.current
        if action.site not in query.affordable() or \
                (action.q, action.r, action.rot) not in query.legal_set(seat):
            return None
        lay = ui.lay
        s = self.state
        clicks: list[tuple[int, int]] = []
        if not (s.selected == action.site and s.preview is None):
            clicks.append(lay.card(action.site).center)
        turns = (action.rot - s.rot) % 6
        if turns <= 3:
            clicks += [lay.rot_cw.center] * turns
        else:
            clicks += [lay.rot_ccw.center] * (6 - turns)
        cam = self.camera(seat)
        point = cam.spot(lay.city, action.q, action.r, action.rot)
        if not lay.city.inflate(-4, -4).collidepoint(point):
            clicks.append(lay.fit.center)
            cam = self.fitted(seat)
            point = cam.spot(lay.city, action.q, action.r, action.rot)
        clicks.append(point)
        buttons = ui.preview_buttons((action.q, action.r, action.rot), cam)
        clicks.append(buttons["confirm"].center)
        return clicks


def spots_by_rotation(legal: list[tuple[int, int, int]]) -> dict[int, list[tuple[int, int, float, float]]]:
    """Legal anchors per rotation with the world centre of each tile (where the mouse goes)."""
    out: dict[int, list[tuple[int, int, float, float]]] = {k: [] for k in range(6)}
    offs = [centroid_offset(k) for k in range(6)]
    for q, r, k in legal:
        x, y = world(q, r)
        out[k].append((q, r, x + offs[k][0], y + offs[k][1]))
    return out

