"""Where things go on the Ginkgopolis table: the areas of the frame, the decision's buttons,
the pieces of the seats' panels, and the city's squares on the screen. Pure geometry.

The city is seen through the kit's :class:`~game.ui.table.camera.Camera`, in world units of
one square. The world has x to the east and y to the SOUTH (screen order): the rules'
square ``(x, y)`` (y to the north) is centred on world ``(x, -y)``. The design grid is the
table area at 1280x720 (980x664); :class:`Layout` scales it to the rect the table gives.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.ui.table.camera import Bounds, Camera, Zoom, bounds_of, fit_camera

Square = tuple[int, int]
Point = tuple[int, int]

DESIGN_W, DESIGN_H = 980, 664
ZOOM = Zoom(14.0, 120.0, 1.2)
"""Pixels per square between 14 and 120, by 1.2 a step (wheel, buttons, keys)."""
FIT_MARGIN = 0.6
"""Squares of ground around what the fitted camera must show."""
SLACK = 1.0
"""A square more on every side: room for the city to grow before the camera, kept still
while everything fits, must be fitted again."""
FIT_MAX = 64.0
"""The fitted camera never shows a square larger than this (a small city stays calm)."""
CITY = 0
"""The city's board in the UI state's :class:`~game.ui.table.camera.Cameras`."""


# --- the city's squares on the screen -------------------------------------------------------

def world(sq: Square) -> tuple[float, float]:
    """The world point at the centre of the rules' square ``sq``."""
    return float(sq[0]), float(-sq[1])


def square_rect(cam: Camera, view: pygame.Rect, sq: Square) -> pygame.Rect:
    """Screen rect of the rules' square ``sq`` in ``view``."""
    x, y = cam.to_screen(view, sq[0] - 0.5, -sq[1] - 0.5)
    s = cam.s
    return pygame.Rect(round(x), round(y), round(x + s) - round(x), round(y + s) - round(y))


def square_at(cam: Camera, view: pygame.Rect, pos: Point) -> Square:
    """The rules' square under the screen point ``pos``."""
    wx, wy = cam.to_world(view, pos[0], pos[1])
    return round(wx), -round(wy)


def fitted_camera(view: pygame.Rect, area: pygame.Rect, squares: Iterable[Square]) -> Camera:
    """The camera of ``view`` that shows every square inside ``area`` (a part of the view:
    below the prompt, left of the zoom buttons)."""
    points = [world(sq) for sq in squares] or [(0.0, 0.0)]
    fit = fit_camera(area, bounds_of(points, 0.5), margin=FIT_MARGIN + SLACK, lo=ZOOM.lo,
                     hi=FIT_MAX)
    # the camera is centred on the city view: shift for the fitted area's offset
    dx = (area.centerx - view.centerx) / fit.s
    dy = (area.centery - view.centery) / fit.s
    return Camera(fit.cx - dx, fit.cy - dy, fit.s)


def district_badge(cam: Camera, view: pygame.Rect, squares: Iterable[Square]) -> pygame.Rect:
    """The leader's badge of a district: a disc in the free lower-left corner of its
    north-west building (its bounding box, in ``view``'s coordinates)."""
    sq = min(squares, key=lambda q: (-q[1], q[0]))
    r = square_rect(cam, view, sq)
    d = max(7, max(4, round(cam.s)) // 3) + 4
    return pygame.Rect(r.x + 2, r.bottom - d - 1, d, d)


def shows(cam: Camera, view: pygame.Rect, area: pygame.Rect, squares: Iterable[Square]
          ) -> bool:
    """Every square lies whole inside ``area`` (a part of ``view``) under ``cam``."""
    return all(area.contains(square_rect(cam, view, sq)) for sq in squares)


def pan_bounds(fitted: Camera, view: pygame.Rect) -> Bounds:
    """Where a panned camera's centre may go: within the fitted view's reach and two
    squares more, so the city is never lost."""
    rx = view.w / fitted.s / 2 + 2
    ry = view.h / fitted.s / 2 + 2
    return fitted.cx - rx, fitted.cy - ry, fitted.cx + rx, fitted.cy + ry


# --- the frame ---------------------------------------------------------------------------------

class Layout:
    """The areas of the table, scaled from the design grid to ``rect``."""

    def __init__(self, rect: pygame.Rect, seats: int) -> None:
        self.rect = pygame.Rect(rect)
        self.k = min(rect.w / DESIGN_W, rect.h / DESIGN_H)
        self.ox = rect.x + (rect.w - DESIGN_W * self.k) / 2
        self.oy = rect.y + (rect.h - DESIGN_H * self.k) / 2
        r = self.r
        self.city = r(0, 0, 700, 460)
        self.city_fit = r(0, 34, 664, 398)
        """Where the fitted city goes: below the prompt, above the supplies' bar, left of
        the zoom buttons."""
        self.bar = r(0, 434, 700, 26)
        """The supplies' bar along the city's foot: round, deck, tile supply, a warning and
        the discard pile."""
        self.bar_round = r(8, 434, 104, 26)
        self.bar_deck = r(112, 434, 128, 26)
        self.bar_supply = r(240, 434, 134, 26)
        self.bar_warning = r(374, 434, 192, 26)
        self.pile = r(568, 437, 126, 20)
        """The discard pile's button: its top card and count; a click browses it."""
        self.pile_view = r(16, 40, 668, 388)
        """The discard pile browsed: every card face up, over the city."""
        self.right = r(706, 0, 274, 460)
        self.bottom = r(0, 466, 980, 198)
        self.hand = r(8, 472, 330, 186)
        self.screen = r(346, 472, 228, 186)
        self.tableau = r(580, 472, 256, 186)
        self.buttons_area = r(842, 472, 132, 186)
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
        self.info = r(8, 336, 330, 92)
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

    # --- the city's buttons and the decision's -------------------------------------------------
    def city_buttons(self) -> dict[str, pygame.Rect]:
        """Zoom in, zoom out and fit, at the city's right edge."""
        return {"zoom_in": self.zoom_in, "zoom_out": self.zoom_out, "fit": self.fit}

    def on_city_button(self, pos: Point) -> bool:
        """On a button over the city (zoom, fit, the discard pile): a press is a click, not
        a pan, and never skips the steps playing."""
        return self.pile.collidepoint(pos) or any(
            r.collidepoint(pos) for r in self.city_buttons().values())

    def pile_chip(self, i: int) -> pygame.Rect:
        """The i-th card of the browsed discard pile (newest first), 16 a row: 5 rows hold
        80, more than the 72 cards that circulate."""
        per, w, h, gap = 16, 36, 48, 4
        return self.r(32 + (i % per) * (w + gap), 72 + (i // per) * (h + gap), w, h)

    def buttons(self, kind: str | None, new_hand: bool) -> dict[str, pygame.Rect]:
        """The buttons of a decision of ``kind`` (``new_hand``: the game has New Hand)."""
        if kind in ("draft", "hal_card"):
            return {"confirm": self.confirm, "cancel": self.cancel}
        if kind == "select":
            out = {"confirm": self.confirm, "cancel": self.cancel}
            if new_hand:
                out["new_hand"] = self.new_hand
            return out
        if kind == "exploit_choice":
            return {"resource": self.choice_resource, "tile": self.choice_tile}
        if kind == "contribute":
            return {"done": self.done}
        return {}

    # --- the viewer's own area -----------------------------------------------------------------
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

    def tableau_column(self, column: int) -> tuple[float, float]:
        """(x, width) of a column of the viewer's tableau: the three trigger columns wide
        enough for their names ("Stavba patra") and bonuses, the end-game one (short
        numbers) less."""
        return 580 + column * 68, (66, 66, 66, 52)[column]

    def tableau_head(self, column: int) -> pygame.Rect:
        """The head of a column of the viewer's tableau (its trigger)."""
        x, w = self.tableau_column(column)
        return self.r(x, 492, w, 14)

    def tableau_chip(self, column: int, row: int, rows: int) -> pygame.Rect:
        h = min(18.0, 146 / max(1, rows))
        x, w = self.tableau_column(column)
        return self.r(x, 508 + row * h, w, h - 2)

    def tableau_chips(self, columns: Sequence[Sequence[str]]) -> list[tuple[pygame.Rect, str]]:
        """The viewer's tableau chips, a column per trigger."""
        rows = max((len(c) for c in columns), default=0)
        return [(self.tableau_chip(col, i, rows), name) for col, cards in enumerate(columns)
                for i, name in enumerate(cards)]

    # --- the seats' panels -------------------------------------------------------------------
    def swatch(self, seat: int) -> pygame.Rect:
        """The seat's colour swatch, at the start of its panel's name row."""
        panel = self.panels[seat]
        return pygame.Rect(panel.x + self.px(8), panel.y + self.px(7), self.px(14), self.px(14))

    def badge(self, seat: int) -> pygame.Rect:
        """The first player's badge at the end of its panel's name row."""
        panel = self.panels[seat]
        px = self.px
        d = px(16)
        return pygame.Rect(panel.right - px(8) - d, panel.y + px(7) + px(7) - d // 2, d, d)

    def mini_box(self, seat: int) -> pygame.Rect:
        """Where a seat's tableau rows go in its panel."""
        panel = self.panels[seat]
        px = self.px
        y = panel.y + px(7) + px(14) + px(4) + px(15)
        return pygame.Rect(panel.x + px(8), y, panel.w - px(16), panel.bottom - y - px(3))

    def mini_h(self, box: pygame.Rect) -> int:
        """The height of one tableau row in a panel."""
        px = self.px
        return max(px(7), min(px(14), box.h // 4 - 1))

    def mini_chips(self, rows: Sequence[Sequence[str]], box: pygame.Rect
                   ) -> list[tuple[pygame.Rect, str]]:
        """A seat's tableau as small chips, a row per trigger (those that fit the box)."""
        px = self.px
        h = self.mini_h(box)
        out = []
        for row, cards in enumerate(rows):
            for i, name in enumerate(cards):
                r = pygame.Rect(box.x + px(16) + i * (h + px(8) + 1), box.y + row * (h + 1),
                                h + px(8), h)
                if r.right <= box.right:
                    out.append((r, name))
        return out
