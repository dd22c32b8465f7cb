"""Where things are on screen: the table's areas for a rect, and the geometry of a city under
a kit :class:`~game.ui.table.camera.Camera` (pygame rects; no game logic).

Everything is designed for the ~980x664 area the table leaves at 1280x720 and scales with
the area's size (``Layout.k``). A camera's scale ``s`` is the hex size in pixels; it stops
on a ladder of whole sizes (:data:`ZOOM_LADDER`), so zooming reuses the cached sprites.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.ui.table.camera import Bounds, Camera, Zoom, bounds_of, fit_camera

from ..rules.hexgrid import neighbours, tile_cells
from .art import SQ3, centroid_offset, to_axial, world

DESIGN_W, DESIGN_H = 980, 664
ZOOM_LADDER = (8, 10, 12, 14, 16, 19, 22, 26, 30, 35, 40, 46, 54, 64, 72)
"""Hex sizes (at the design scale) the camera stops at, so zooming reuses cached sprites."""
MARGIN_UNITS = 2.6
"""World units kept around a city by the fitted camera: every legal ground spot (and the
ghost drawn on it) lies within this distance of the city."""
PAN_UNITS = 2.0
"""How far beyond its outermost hexes a city's centre may be panned (it stays in sight)."""
THUMB_UNITS = 1.2
"""World units around a city in its thumbnail (no room for ground spots needed)."""
MAX_HEX = 40
"""The largest hex size of a fitted city (design scale): a young city is not blown up."""
MAX_THUMB_HEX = 16
Point = tuple[int, int]
Spot = tuple[int, int, int]
Cell = tuple[int, int]
SpotCentre = tuple[int, int, float, float]
"""A legal anchor ``(q, r)`` of one rotation with the world centre of its tile."""


class Layout:
    """The areas of the table for one rect: site strip, city view, tool bar, seat panels."""

    def __init__(self, rect: pygame.Rect, seats: int) -> None:
        self.rect = pygame.Rect(rect)
        self.k = max(0.5, min(rect.w / DESIGN_W, rect.h / DESIGN_H))
        px = self.px
        side_w = px(250)
        self.side = pygame.Rect(rect.right - side_w, rect.y, side_w, rect.h)
        self.main = pygame.Rect(rect.x, rect.y, rect.w - side_w, rect.h)
        self.site = pygame.Rect(self.main.x, self.main.y, self.main.w, px(128))
        self.toolbar = pygame.Rect(self.main.x, self.main.bottom - px(46), self.main.w, px(46))
        self.city = pygame.Rect(self.main.x, self.site.bottom, self.main.w,
                                self.toolbar.top - self.site.bottom)
        self.card_w, self.card_h, self.card_gap = px(92), px(96), px(6)
        self.stacks = pygame.Rect(self.site.x + px(12), self.site.y + px(26), px(92), self.card_h)
        gap = px(6)
        ph = (self.side.h - gap * (seats + 1)) // max(1, seats)
        self.panels = [pygame.Rect(self.side.x + gap, self.side.y + gap + i * (ph + gap),
                                   self.side.w - 2 * gap, ph) for i in range(seats)]
        # tool bar: rotate buttons on the left, zoom and fit on the right
        b = px(36)
        y = self.toolbar.y + (self.toolbar.h - b) // 2
        self.rot_ccw = pygame.Rect(self.toolbar.x + px(10), y, b, b)
        self.rot_cw = pygame.Rect(self.rot_ccw.right + px(6), y, b, b)
        self.fit = pygame.Rect(self.toolbar.right - px(10) - b, y, b, b)
        self.zoom_in = pygame.Rect(self.fit.x - px(6) - b, y, b, b)
        self.zoom_out = pygame.Rect(self.zoom_in.x - px(6) - b, y, b, b)
        self.zoom = Zoom(0.0, 0.0, ladder=tuple(float(v) for v in ladder(self.k)))
        """The city camera's zoom: along the ladder of hex sizes."""
        self.pan_step = px(60)
        """Pixels an arrow key pans the city."""

    def px(self, v: float) -> int:
        return max(1, round(v * self.k))

    def card(self, slot: int) -> pygame.Rect:
        """Construction-site slot ``slot``: slot 0 (free) at the right end (spec ambiguity 1)."""
        right = self.site.right - self.px(12)
        x = right - (slot + 1) * self.card_w - slot * self.card_gap
        return pygame.Rect(x, self.site.y + self.px(26), self.card_w, self.card_h)

    def thumb(self, seat: int) -> pygame.Rect:
        """The small view of a seat's city inside its panel."""
        p = self.panels[seat]
        top = p.y + self.px(56)
        return pygame.Rect(p.x + self.px(4), top, p.w - self.px(8),
                           max(1, p.bottom - top - self.px(4)))

    def chip(self, panel: pygame.Rect, colour: int) -> pygame.Rect:
        """The score of one colour (0..4) in a seat's panel."""
        cw = (panel.w - self.px(16)) // 5
        cy = panel.y + self.px(42)
        return pygame.Rect(panel.x + self.px(8) + colour * cw, cy - self.px(10), cw - self.px(2),
                           self.px(20))

    def tool_rects(self) -> list[pygame.Rect]:
        return [self.rot_ccw, self.rot_cw, self.zoom_out, self.zoom_in, self.fit]


# --- a city under a camera ----------------------------------------------------------------------
def hex_size(cam: Camera) -> int:
    """The whole hex size a camera draws at (sprites are cached per whole size)."""
    return max(3, round(cam.s))


def hex_centre(cam: Camera, view: pygame.Rect, q: int, r: int) -> tuple[float, float]:
    return cam.to_screen(view, *world(q, r))


def spot(cam: Camera, view: pygame.Rect, q: int, r: int, rot: int) -> Point:
    """Screen point of the centre of the tile anchored at (q, r) with ``rot``."""
    wx, wy = world(q, r)
    ox, oy = centroid_offset(rot)
    x, y = cam.to_screen(view, wx + ox, wy + oy)
    return round(x), round(y)


def hex_at(cam: Camera, view: pygame.Rect, pos: tuple[float, float]) -> Cell:
    """The cell under a screen point."""
    return to_axial(*cam.to_world(view, *pos))


def world_bounds(cells: Iterable[Cell]) -> Bounds:
    """World box of the hex centres of ``cells`` (the origin when there are none)."""
    return bounds_of([world(q, r) for q, r in cells])


def pan_bounds(cells: Iterable[Cell]) -> Bounds:
    """Where a city's camera centre may go: never so far that the city leaves the view."""
    return bounds_of([world(q, r) for q, r in cells], PAN_UNITS)


def ladder(k: float) -> list[int]:
    return sorted({max(3, round(v * k)) for v in ZOOM_LADDER})


def snap(size: float, k: float) -> int:
    """The largest ladder size not above ``size`` (any whole size below the ladder)."""
    best = None
    for v in ladder(k):
        if v <= size:
            best = v
    return best if best is not None else max(3, int(size))


def fit_city(view: pygame.Rect, cells: Iterable[Cell], k: float) -> Camera:
    """The camera that shows the whole city with room for every ground spot around it, at a
    size of the zoom ladder."""
    cam = fit_camera(view, world_bounds(cells), margin=MARGIN_UNITS, lo=0.0, hi=MAX_HEX * k)
    cam.s = float(snap(cam.s, k))
    return cam


def fit_thumb(rect: pygame.Rect, cells: Iterable[Cell], k: float) -> Camera:
    """A thumbnail's camera: the city itself, tightly."""
    cam = fit_camera(rect, world_bounds(cells), margin=THUMB_UNITS, lo=0.0,
                     hi=MAX_THUMB_HEX * k)
    cam.s = float(max(3, int(cam.s)))
    return cam


def spots_by_rotation(legal: Iterable[Spot]) -> dict[int, list[SpotCentre]]:
    """Legal anchors per rotation with the world centre of each tile (where the mouse goes)."""
    out: dict[int, list[SpotCentre]] = {k: [] for k in range(6)}
    offs = [centroid_offset(k) for k in range(6)]
    for q, r, k in legal:
        x, y = world(q, r)
        out[k].append((q, r, x + offs[k][0], y + offs[k][1]))
    return out


# --- the Confirm popup beside a previewed tile ---------------------------------------------------------
POPUP_PARTS = ("info", "confirm", "cancel", "turn_ccw", "turn_cw")


def popup(lay: Layout, cam: Camera, placement: Spot, city: Iterable[Cell]
          ) -> dict[str, pygame.Rect]:
    """The score box, Confirm, Cancel and the two turn-in-place buttons beside a tile
    previewed at ``placement`` in a city of cells ``city``."""
    px = lay.px
    bw, bh, gap = px(104), px(34), px(6)
    box = pygame.Rect(0, 0, bw, 3 * bh + 2 * gap + px(44))
    box = _popup_spot(lay, box, cam, placement, city)
    info = pygame.Rect(box.x, box.y, bw, px(44))
    confirm = pygame.Rect(box.x, info.bottom + gap, bw, bh)
    cancel = pygame.Rect(box.x, confirm.bottom + gap, bw, bh)
    half = (bw - gap) // 2
    turn_ccw = pygame.Rect(box.x, cancel.bottom + gap, half, bh)
    turn_cw = pygame.Rect(turn_ccw.right + gap, turn_ccw.y, half, bh)
    return {"info": info, "confirm": confirm, "cancel": cancel, "turn_ccw": turn_ccw,
            "turn_cw": turn_cw}


def _popup_spot(lay: Layout, box: pygame.Rect, cam: Camera, placement: Spot,
                city: Iterable[Cell]) -> pygame.Rect:
    """Where the Confirm popup covers no hex of the previewed tile, of its neighbours or
    of the city: beside the tile first, further out next. In a crowded view the spot
    covering least wins (the tile itself weighs most, then its neighbours)."""
    view = lay.city
    q, r, rot = placement
    tile = set(tile_cells(q, r, rot))
    near = {c for cell in tile for c in neighbours(*cell)} - tile
    rest = set(city) - tile - near
    s = hex_size(cam)
    hexes: list[tuple[pygame.Rect, int]] = []
    for cells, weight in ((tile, 1000), (near, 30), (rest, 1)):
        for cell in cells:
            hx, hy = hex_centre(cam, view, *cell)
            rect = pygame.Rect(0, 0, round(2 * s), round(SQ3 * s))
            rect.center = (round(hx), round(hy))
            hexes.append((rect, weight))
    inner = view.inflate(-lay.px(12), -lay.px(12))
    cx, cy = spot(cam, view, q, r, rot)
    best, best_cost = box, None
    step = max(4, round(s / 2))
    for reach in range(round(s * 1.9) + lay.px(12), max(inner.w, inner.h), step):
        for place in ("midleft", "midright", "midbottom", "midtop"):
            cand = box.copy()
            sign = -1 if place in ("midright", "midbottom") else 1
            if place in ("midleft", "midright"):
                setattr(cand, place, (round(cx + sign * reach), cy))
            else:
                setattr(cand, place, (cx, round(cy + sign * reach)))
            cand.clamp_ip(inner)
            cost = sum(w for rect, w in hexes if cand.colliderect(rect))
            if cost == 0:
                return cand
            if best_cost is None or cost < best_cost:
                best, best_cost = cand, cost
    return best
