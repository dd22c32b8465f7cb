"""Where everything of the 20th Century table lies: fixed rectangles for a given area, and
the region's cells on the kit camera (cells to pixels). Both the view and the controller use
them, so a click lands where the view drew the thing."""

from __future__ import annotations

import math

import pygame

from game.ui.table.camera import Bounds, Camera, Zoom, fit_camera
from game.ui.table.text import MIN_PX

BASE_W, BASE_H = 980, 664
"""The game's area at 1280x720 (left of the log, under the banner)."""
ZOOM = (24, 260, 1.25)
"""The region's zoom: from 24 to 260 pixels per cell at the design scale, 1.25 a step."""
PAN_STEP = 60
"""Pixels an arrow key pans the region (design scale)."""
FIT_MARGIN = 0.3
"""Cells of margin around the region when fitted."""


# --- the region's cells on the kit camera (a world unit is one cell) --------------------------

def screen(cam: Camera, view: pygame.Rect, x: float, y: float) -> tuple[int, int]:
    """The pixel of point (x, y) in cell units (a cell spans x..x+1)."""
    sx, sy = cam.to_screen(view, x, y)
    return round(sx), round(sy)


def cell_rect(cam: Camera, view: pygame.Rect, x: int, y: int) -> pygame.Rect:
    x0, y0 = screen(cam, view, x, y)
    x1, y1 = screen(cam, view, x + 1, y + 1)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def cell_at(cam: Camera, view: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
    """The cell under a pixel."""
    x, y = cam.to_world(view, *pos)
    return math.floor(x), math.floor(y)


def box_bounds(box: tuple[int, int, int, int]) -> Bounds:
    """The world box of the cells ``(x0, y0, x1, y1)`` (inclusive)."""
    return (box[0], box[1], box[2] + 1, box[3] + 1)


def fitted(view: pygame.Rect, box: tuple[int, int, int, int]) -> Camera:
    """The camera showing every cell of ``box`` (at most 2.6 cells over the view's height,
    at least 12 pixels a cell)."""
    return fit_camera(view, box_bounds(box), margin=FIT_MARGIN, lo=12.0, hi=view.h / 2.6)


def pan_bounds(box: tuple[int, int, int, int]) -> Bounds:
    """Where the camera's centre may go: the region's cells and a cell around."""
    return (box[0] - 1, box[1] - 1, box[2] + 2, box[3] + 2)


class Layout:
    """Rectangles of the table for the area ``rect``."""

    def __init__(self, rect: pygame.Rect, n: int) -> None:
        self.rect = r = pygame.Rect(rect)
        self.n = n
        self.k = min(r.w / BASE_W, r.h / BASE_H)
        px = self.px
        left_w = px(340)
        self.board = pygame.Rect(r.x, r.y, left_w, r.h)
        b = self.board.inflate(-px(12), -px(10))
        self.track = pygame.Rect(b.x, b.y, b.w, px(66))
        self.lands = pygame.Rect(b.x, self.track.bottom + px(6), b.w, px(164))
        self.techs = pygame.Rect(b.x, self.lands.bottom + px(6), b.w, px(178))
        self.scale = pygame.Rect(b.x, self.techs.bottom + px(6), b.w, px(124))
        self.qol = pygame.Rect(b.x, self.scale.bottom + px(6), b.w, b.bottom - self.scale.bottom - px(6))
        right = pygame.Rect(self.board.right, r.y, r.right - self.board.right, r.h)
        self.right = right
        self.panels_area = pygame.Rect(right.x + px(6), right.y + px(6), right.w - px(12), px(92))
        gap = px(6)
        pw = (self.panels_area.w - gap * (n - 1)) // max(1, n)
        self.panels = [pygame.Rect(self.panels_area.x + i * (pw + gap), self.panels_area.y, pw,
                                   self.panels_area.h) for i in range(n)]
        self.dialog = pygame.Rect(right.x + px(6), r.bottom - px(176), right.w - px(12), px(170))
        mid_top = self.panels_area.bottom + px(6)
        mid = pygame.Rect(right.x + px(6), mid_top, right.w - px(12), self.dialog.y - mid_top - px(6))
        self.side = pygame.Rect(mid.right - px(118), mid.y, px(118), mid.h)
        self.region = pygame.Rect(mid.x, mid.y, mid.w - self.side.w - px(6), mid.h)
        self.tray = pygame.Rect(self.region.x, self.region.bottom - px(70), self.region.w, px(70))
        self.view = pygame.Rect(self.region.x, self.region.y, self.region.w,
                                self.region.h - self.tray.h)
        tb = px(28)
        self.zoom_in = pygame.Rect(self.region.right - 3 * (tb + px(4)), self.region.y + px(4), tb, tb)
        self.zoom_out = self.zoom_in.move(tb + px(4), 0)
        self.fit = self.zoom_out.move(tb + px(4), 0)

    def px(self, v: float) -> int:
        return max(1, round(v * self.k))

    def font(self, v: float) -> int:
        """A text size: scaled like everything, never below the readable minimum."""
        return max(MIN_PX, self.px(v))

    @property
    def zoom(self) -> Zoom:
        return Zoom(self.px(ZOOM[0]), self.px(ZOOM[1]), ZOOM[2])

    # --- the board ------------------------------------------------------------------------
    def land_card(self, i: int) -> pygame.Rect:
        """Slot ``i`` of the land display (up to 8: two rows of four)."""
        px = self.px
        a = self.lands
        size = min((a.w - 5 * px(6)) // 4, (a.h - px(24) - px(6)) // 2)
        x = a.x + px(6) + (i % 4) * (size + px(6))
        y = a.y + px(22) + (i // 4) * (size + px(6))
        return pygame.Rect(x, y, size, size)

    def tech_card(self, i: int) -> pygame.Rect:
        """Slot ``i`` of the technology display (up to 6: three rows of two)."""
        px = self.px
        a = self.techs
        w = (a.w - 3 * px(6)) // 2
        h = (a.h - px(22) - 3 * px(5)) // 3
        return pygame.Rect(a.x + px(6) + (i % 2) * (w + px(6)), a.y + px(22) + (i // 2) * (h + px(5)),
                           w, h)

    def price_space(self, i: int) -> pygame.Rect:
        px = self.px
        t = self.track
        w = px(28)
        return pygame.Rect(t.x + px(128) + i * (w + px(4)), t.y + px(36), w, px(24))

    def round_space(self, i: int) -> pygame.Rect:
        px = self.px
        t = self.track
        w = px(26)
        return pygame.Rect(t.x + px(128) + i * (w + px(4)), t.y + px(6), w, px(24))

    def column(self, c: int) -> pygame.Rect:
        """Column ``c`` (1-5) of the prevention scale."""
        px = self.px
        a = self.scale
        top = a.y + px(24)
        w = (a.w - px(12) - 4 * px(4)) // 5
        return pygame.Rect(a.x + px(6) + (c - 1) * (w + px(4)), top, w, a.bottom - top - px(6))

    def scoring_card(self, i: int) -> pygame.Rect:
        """The scoring card of round II (``i`` 0) or IV (1), side by side under the QoL
        panel's title."""
        px = self.px
        a = self.qol
        w = (a.w - px(18)) // 2
        return pygame.Rect(a.x + px(6) + i * (w + px(6)), a.y + px(21), w,
                           a.h - px(21) - px(30))

    def qol_bar(self) -> pygame.Rect:
        """The QoL track at the foot of its panel (figures above it, numbers under it)."""
        px = self.px
        a = self.qol
        return pygame.Rect(a.x + px(10), a.bottom - px(17), a.w - px(20), px(5))

    # --- a seat's panel ---------------------------------------------------------------------
    def panel_thumb(self, i: int) -> pygame.Rect:
        """The seat's region in small, in the panel's top right corner."""
        px = self.px
        r = self.panels[i]
        side = min(px(50) if r.w >= px(150) else px(34), r.h // 2)
        return pygame.Rect(r.right - px(4) - side, r.y + px(4), side, side)

    def panel_rows(self, i: int) -> list[pygame.Rect]:
        """The panel's lines: the name, QoL (and the start player's flag), money and science
        in hand, the incomes, pollution, garbage and lands won; each as wide as the
        thumbnail leaves it."""
        px = self.px
        r = self.panels[i]
        thumb = self.panel_thumb(i)
        out = []
        for top, h, left in ((4, 16, 22), (22, 16, 6), (40, 15, 6), (56, 15, 6), (72, 15, 6)):
            y = r.y + px(top)
            right = thumb.x - px(4) if y < thumb.bottom else r.right - px(6)
            out.append(pygame.Rect(r.x + px(left), y, right - r.x - px(left), px(h)))
        return out

    # --- the dialogue ------------------------------------------------------------------------
    def dbutton(self, row: int, col: int, cols: int = 4, span: int = 1) -> pygame.Rect:
        """Grid cell (row 0-2, col) of the dialogue's button area under its two text lines."""
        px = self.px
        d = self.dialog
        gap = px(6)
        w = (d.w - px(12) - gap * (cols - 1)) // cols
        h = px(34)
        x = d.x + px(6) + col * (w + gap)
        y = d.y + px(54) + row * (h + gap)
        return pygame.Rect(x, y, w * span + gap * (span - 1), h)

    def stepper(self) -> dict[str, pygame.Rect]:
        """The bid stepper: minus, value, plus and the quick amounts, on row 0."""
        px = self.px
        d = self.dialog
        h = px(34)
        y = d.y + px(54)
        x = d.x + px(6)
        b = px(34)
        out = {"minus": pygame.Rect(x, y, b, h)}
        out["value"] = pygame.Rect(out["minus"].right + px(4), y, px(56), h)
        out["plus"] = pygame.Rect(out["value"].right + px(4), y, b, h)
        qx = out["plus"].right + px(12)
        for name in ("min", "add2", "add5", "max"):
            out[name] = pygame.Rect(qx, y, px(48), h)
            qx += px(52)
        return out

    def tray_slot(self, i: int) -> pygame.Rect:
        px = self.px
        t = self.tray
        size = t.h - px(12)
        return pygame.Rect(t.x + px(8) + i * (size + px(8)), t.y + px(6), size, size)
