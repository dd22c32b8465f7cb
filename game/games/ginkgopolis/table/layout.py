"""Where things go on the Ginkgopolis table (view side): the areas of the frame and the
camera over the city's square grid.

The city's world has x to the east and y to the SOUTH (screen order): a square ``(x, y)``
of the rules (y to the north) sits at world ``(x, -y)``. The design grid is the table area
at 1280x720 (980x664); :class:`Layout` scales it to the rect the table gives.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

DESIGN_W, DESIGN_H = 980, 664
ZOOM_MIN, ZOOM_MAX = 14.0, 120.0


@dataclass
class Camera:
    cx: float
    cy: float
    """World point at the centre of the view."""
    s: float
    """Pixels per square."""

    def copy(self) -> Camera:
        return Camera(self.cx, self.cy, self.s)

    def rect(self, view: pygame.Rect, sq: tuple[int, int]) -> pygame.Rect:
        """Screen rect of rules square ``sq``."""
        s = self.s
        x = view.centerx + (sq[0] - 0.5 - self.cx) * s
        y = view.centery + (-sq[1] - 0.5 - self.cy) * s
        return pygame.Rect(round(x), round(y), round(x + s) - round(x), round(y + s) - round(y))

    def square_at(self, view: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
        wx = (pos[0] - view.centerx) / self.s + self.cx
        wy = (pos[1] - view.centery) / self.s + self.cy
        return round(wx), -round(wy)


def fit_camera(view: pygame.Rect, squares: Iterable[tuple[int, int]], margin: float = 0.6,
               cap: float = 64.0) -> Camera:
    """The camera that shows every square (with ``margin`` squares around)."""
    pts = list(squares) or [(0, 0)]
    xs = [p[0] for p in pts]
    ys = [-p[1] for p in pts]
    w = max(xs) - min(xs) + 1 + 2 * margin
    h = max(ys) - min(ys) + 1 + 2 * margin
    s = min(view.w / w, view.h / h, cap)
    return Camera((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2, max(ZOOM_MIN, s))


class Layout:
    """The areas of the table, scaled from the design grid to ``rect``."""

    def __init__(self, rect: pygame.Rect, seats: int) -> None:
        self.rect = pygame.Rect(rect)
        self.k = min(rect.w / DESIGN_W, rect.h / DESIGN_H)
        self.ox = rect.x + (rect.w - DESIGN_W * self.k) / 2
        self.oy = rect.y + (rect.h - DESIGN_H * self.k) / 2
        r = self.r
        self.city = r(0, 0, 700, 460)
        self.city_fit = r(0, 34, 664, 426)
        """Where the fitted city goes: below the prompt, left of the zoom buttons."""
        self.right = r(706, 0, 274, 460)
        self.bottom = r(0, 466, 980, 198)
        self.hand = r(8, 472, 330, 186)
        self.screen = r(346, 472, 228, 186)
        self.tableau = r(582, 472, 252, 186)
        self.buttons = r(842, 472, 132, 186)
        bw, bh = 132, 34
        self.confirm = r(842, 500, bw, bh)
        self.cancel = r(842, 540, bw, bh)
        self.new_hand = r(842, 580, bw, bh)
        self.choice_resource = r(842, 500, bw, bh)
        self.choice_tile = r(842, 540, bw, bh)
        self.done = r(842, 500, bw, bh)
        self.zoom_in = r(666, 8, 26, 26)
        self.zoom_out = r(666, 38, 26, 26)
        self.fit = r(666, 68, 26, 26)
        self.info = r(8, 360, 330, 92)
        self.prompt = r(8, 6, 650, 26)
        n = max(1, seats)
        gap = 6
        h = min(112, (460 - gap * (n - 1)) // n)
        self.panels = [r(706, i * (h + gap), 274, h) for i in range(n)]

    def px(self, v: float) -> int:
        return max(1, round(v * self.k))

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        left, top = round(self.ox + x * k), round(self.oy + y * k)
        return pygame.Rect(left, top, max(1, round((x + w) * k + self.ox) - left),
                           max(1, round((y + h) * k + self.oy) - top))

    def card(self, i: int, count: int = 4) -> pygame.Rect:
        """The i-th card of the hand row (4 cards; a draft packet of up to 4)."""
        w, h, gap = 76, 116, 6
        total = count * w + (count - 1) * gap
        x0 = 8 + (330 - total) / 2
        return self.r(x0 + i * (w + gap), 500, w, h)

    def tile(self, i: int) -> pygame.Rect:
        """The i-th tile behind the screen (7 a row, 4 rows, then they shrink)."""
        per, size, gap = 7, 28, 4
        return self.r(350 + (i % per) * (size + gap), 534 + (i // per) * (size + gap), size, size)

    def tile_rects(self, count: int) -> list[pygame.Rect]:
        if count <= 28:
            return [self.tile(i) for i in range(count)]
        per = -(-count // 4)
        size = 224 / per - 2
        return [self.r(350 + (i % per) * (size + 2), 534 + (i // per) * (size + 2), size, size)
                for i in range(count)]

    def tableau_chip(self, column: int, row: int, rows: int) -> pygame.Rect:
        h = min(18.0, 146 / max(1, rows))
        return self.r(584 + column * 63, 508 + row * h, 61, h - 2)
