"""The camera over a board (a city, a region), the same in every game: world units to screen
pixels, pan, zoom about the mouse, fit to what must be seen, and the keys that move it
(arrows pan, +/- zoom, Home or 0 fits).

A game maps its own cells (hexes, squares) to world points; the camera knows only points.
The cameras a player moved live in the table's UI state (:class:`Cameras`); a board nobody
moved shows its fitted camera, which the game computes (and caches in its model) from the
cells that must be in sight.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

Bounds = tuple[float, float, float, float]
"""``(x0, y0, x1, y1)``: a box in world units."""
Point = tuple[int, int]

_ZOOM_IN = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
_ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
_FIT = (pygame.K_HOME, pygame.K_0, pygame.K_KP0)
DRAG_SLOP = 4
"""Pixels a button may move while pressed and still count as a click, not a drag."""


@dataclass
class Camera:
    """The world point ``(cx, cy)`` shown at the view's centre, at ``s`` pixels per unit."""

    cx: float
    cy: float
    s: float

    def copy(self) -> Camera:
        return Camera(self.cx, self.cy, self.s)

    def key(self) -> tuple[float, float, float]:
        """A hashable, rounded value: equal for cameras that draw the same picture."""
        return (round(self.cx, 4), round(self.cy, 4), round(self.s, 3))

    def to_screen(self, view: pygame.Rect, wx: float, wy: float) -> tuple[float, float]:
        return (view.centerx + (wx - self.cx) * self.s, view.centery + (wy - self.cy) * self.s)

    def to_world(self, view: pygame.Rect, x: float, y: float) -> tuple[float, float]:
        return (self.cx + (x - view.centerx) / self.s, self.cy + (y - view.centery) / self.s)

    def zoom_to(self, view: pygame.Rect, s: float, at: tuple[float, float]) -> None:
        """Change the scale to ``s`` keeping the world point under ``at`` where it is."""
        wx, wy = self.to_world(view, *at)
        self.s = s
        self.cx = wx - (at[0] - view.centerx) / s
        self.cy = wy - (at[1] - view.centery) / s

    def pan(self, dx: float, dy: float) -> None:
        """Move the picture by ``(dx, dy)`` pixels (the board follows the mouse)."""
        self.cx -= dx / self.s
        self.cy -= dy / self.s

    def clamp(self, bounds: Bounds) -> None:
        """Keep the centre inside ``bounds``: a board is never panned out of sight."""
        x0, y0, x1, y1 = bounds
        self.cx = min(max(self.cx, x0), x1)
        self.cy = min(max(self.cy, y0), y1)


@dataclass(frozen=True)
class Zoom:
    """How far a camera may zoom: between ``lo`` and ``hi`` pixels per unit, by ``factor``
    a step, or along ``ladder`` (fixed sizes, so drawn sprites are reused)."""

    lo: float
    hi: float
    factor: float = 1.25
    ladder: tuple[float, ...] = ()

    def step(self, s: float, steps: int) -> float:
        if self.ladder:
            for _ in range(abs(steps)):
                if steps > 0:
                    s = next((v for v in self.ladder if v > s + 1e-9), self.ladder[-1])
                else:
                    s = next((v for v in reversed(self.ladder) if v < s - 1e-9),
                             min(self.ladder[0], s))
            return float(s)
        return min(self.hi, max(self.lo, s * self.factor ** steps))


def fit_camera(view: pygame.Rect, bounds: Bounds, *, margin: float = 0.0,
               lo: float = 1.0, hi: float = float("inf")) -> Camera:
    """The camera that shows all of ``bounds`` (plus ``margin`` units around) in ``view``,
    at no fewer than ``lo`` and no more than ``hi`` pixels per unit."""
    x0, y0, x1, y1 = bounds
    w = max(1e-6, x1 - x0 + 2 * margin)
    h = max(1e-6, y1 - y0 + 2 * margin)
    s = max(lo, min(view.w / w, view.h / h, hi))
    return Camera((x0 + x1) / 2, (y0 + y1) / 2, s)


def bounds_of(points: list[tuple[float, float]], pad: float = 0.0) -> Bounds:
    """The box around ``points`` (the origin when there are none), ``pad`` units wider."""
    if not points:
        return (-pad, -pad, pad, pad)
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


def camera_key(key: int, step: float) -> tuple[str, tuple[float, ...]] | None:
    """What ``key`` does to the camera: ``("pan", (dx, dy))`` by ``step`` pixels (the board
    moves, so Left shows what lies to the left), ``("zoom", (±1,))``, ``("fit", ())``, or None."""
    pans = {pygame.K_LEFT: (step, 0.0), pygame.K_RIGHT: (-step, 0.0),
            pygame.K_UP: (0.0, step), pygame.K_DOWN: (0.0, -step)}
    if key in pans:
        return "pan", pans[key]
    if key in _ZOOM_IN:
        return "zoom", (1,)
    if key in _ZOOM_OUT:
        return "zoom", (-1,)
    if key in _FIT:
        return "fit", ()
    return None


@dataclass
class Cameras:
    """The cameras the player moved, one per board (e.g. a seat's city); a board that was
    not moved shows its fitted camera. Lives in a table's UI state: only the controller
    calls the methods that change it."""

    moved: dict[int, Camera] = field(default_factory=dict)

    def get(self, board: int, fitted: Camera) -> Camera:
        cam = self.moved.get(board)
        return cam if cam is not None else fitted

    def _manual(self, board: int, fitted: Camera) -> Camera:
        cam = self.moved.get(board)
        if cam is None:
            cam = self.moved[board] = fitted.copy()
        return cam

    def zoom(self, board: int, fitted: Camera, view: pygame.Rect, steps: int, zoom: Zoom,
             at: tuple[float, float] | None = None, bounds: Bounds | None = None) -> None:
        """Zoom in (``steps`` > 0) or out, keeping ``at`` (else the view's centre) in place."""
        cam = self._manual(board, fitted)
        point = at if at is not None and view.collidepoint(at) else view.center
        cam.zoom_to(view, zoom.step(cam.s, steps), point)
        if bounds is not None:
            cam.clamp(bounds)

    def pan(self, board: int, fitted: Camera, dx: float, dy: float,
            bounds: Bounds | None = None) -> None:
        cam = self._manual(board, fitted)
        cam.pan(dx, dy)
        if bounds is not None:
            cam.clamp(bounds)

    def fit(self, board: int) -> None:
        self.moved.pop(board, None)

    def clear(self) -> None:
        self.moved.clear()

    def key(self, board: int, fitted: Camera, view: pygame.Rect, key: int, step: float,
            zoom: Zoom, bounds: Bounds | None = None) -> bool:
        """Apply a camera key (arrows, +/-, Home, 0); True if ``key`` was one."""
        move = camera_key(key, step)
        if move is None:
            return False
        kind, args = move
        if kind == "pan":
            self.pan(board, fitted, args[0], args[1], bounds)
        elif kind == "zoom":
            self.zoom(board, fitted, view, int(args[0]), zoom, None, bounds)
        else:
            self.fit(board)
        return True


@dataclass
class Drag:
    """A mouse drag that pans a board: where the button went down, where it is now and how
    far it travelled (a press that hardly moved is a click, not a drag)."""

    at: Point | None = None
    button: int = 0
    travelled: int = 0

    @property
    def active(self) -> bool:
        return self.at is not None

    @property
    def moved(self) -> bool:
        return self.travelled > DRAG_SLOP

    def start(self, pos: Point, button: int) -> None:
        self.at, self.button, self.travelled = pos, button, 0

    def move(self, pos: Point) -> tuple[int, int]:
        """The step from the last position (0, 0 when no drag is on)."""
        if self.at is None:
            return 0, 0
        dx, dy = pos[0] - self.at[0], pos[1] - self.at[1]
        self.travelled += abs(dx) + abs(dy)
        self.at = pos
        return dx, dy

    def motion(self, pos: Point, slop: bool = False) -> tuple[int, int] | None:
        """A mouse motion: the step to pan the board by while the drag is on (with ``slop``,
        only once it moved beyond a click's wobble), else None."""
        if self.at is None:
            return None
        step = self.move(pos)
        return step if not slop or self.moved else None

    def end(self) -> bool:
        """Stop; True if the drag really moved (so the release is no click)."""
        moved = self.moved
        self.at, self.button = None, 0
        return moved
