"""Where things are on screen: the table's areas and the camera over a city (pygame rects).

Everything is designed for the ~980x664 area the table leaves at 1280x720 and scales with
the area's size (``Layout.k``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from .art import centroid_offset, world

DESIGN_W, DESIGN_H = 980, 664
ZOOM_LADDER = (8, 10, 12, 14, 16, 19, 22, 26, 30, 35, 40, 46, 54, 64, 72)
"""Hex sizes (at the design scale) the camera stops at, so zooming reuses cached sprites."""
MARGIN_UNITS = 2.6
"""World units kept around a city by the fitted camera: every legal ground spot (and the
ghost drawn on it) lies within this distance of the city."""


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
        return pygame.Rect(p.x + self.px(4), top, p.w - self.px(8), max(1, p.bottom - top - self.px(4)))


class Camera:
    """World (hex units) <-> screen mapping of one city view. ``size`` is px per unit."""

    __slots__ = ("cx", "cy", "size")

    def __init__(self, cx: float, cy: float, size: float) -> None:
        self.cx, self.cy, self.size = cx, cy, size

    def copy(self) -> Camera:
        return Camera(self.cx, self.cy, self.size)

    def key(self) -> tuple[float, float, int]:
        return (round(self.cx, 4), round(self.cy, 4), self.s)

    @property
    def s(self) -> int:
        """Integer hex size used for drawing (sprites are cached per integer size)."""
        return max(3, round(self.size))

    def to_screen(self, view: pygame.Rect, wx: float, wy: float) -> tuple[float, float]:
        s = self.s
        return view.centerx + (wx - self.cx) * s, view.centery + (wy - self.cy) * s

    def to_world(self, view: pygame.Rect, x: float, y: float) -> tuple[float, float]:
        s = self.s
        return self.cx + (x - view.centerx) / s, self.cy + (y - view.centery) / s

    def hex_centre(self, view: pygame.Rect, q: int, r: int) -> tuple[float, float]:
        return self.to_screen(view, *world(q, r))

    def spot(self, view: pygame.Rect, q: int, r: int, rot: int) -> tuple[int, int]:
        """Screen point of the centre of the tile anchored at (q, r) with ``rot``."""
        wx, wy = world(q, r)
        ox, oy = centroid_offset(rot)
        x, y = self.to_screen(view, wx + ox, wy + oy)
        return round(x), round(y)


def bounds(cells: Iterable[tuple[int, int]]) -> tuple[float, float, float, float]:
    """World bounding box (min x, min y, max x, max y) of hex centres."""
    xs, ys = [], []
    for q, r in cells:
        x, y = world(q, r)
        xs.append(x)
        ys.append(y)
    if not xs:
        return 0.0, 0.0, 0.0, 0.0
    return min(xs), min(ys), max(xs), max(ys)


def fit_camera(view: pygame.Rect, cells: Iterable[tuple[int, int]], k: float,
               max_size: float = 40.0) -> Camera:
    """The camera that shows the whole city with room for every ground spot around it."""
    x0, y0, x1, y1 = bounds(cells)
    w = x1 - x0 + 2 * MARGIN_UNITS
    h = y1 - y0 + 2 * MARGIN_UNITS
    size = min(view.w / w, view.h / h, max_size * k)
    return Camera((x0 + x1) / 2, (y0 + y1) / 2, float(snap(size, k)))


def ladder(k: float) -> list[int]:
    return sorted({max(3, round(v * k)) for v in ZOOM_LADDER})


def snap(size: float, k: float) -> int:
    """The largest ladder size not above ``size`` (any whole size below the ladder)."""
    best = None
    for v in ladder(k):
        if v <= size:
            best = v
    return best if best is not None else max(3, int(size))
