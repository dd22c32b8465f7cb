"""A win-chance graph: one line per seat (0-100 %) over the reviewed player's decisions, evenly
spaced, the axis labelled with the round each was taken in; numbered marks on the reviewed
seat's line: a click on one calls ``on_mark(step)``, hovering one shows its text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from .. import fonts
from ..theme import Colour, Theme
from .base import Widget
from .chart import number
from .label import draw_text


@dataclass(frozen=True)
class Mark:
    index: int
    """The point of ``points`` the mark sits on."""
    value: float
    label: str
    step: int
    tip: str


class WinChart(Widget):
    def __init__(self, theme: Theme, colours: Sequence[Colour], *, x_label: str, y_label: str,
                 on_mark: Callable[[int], None] | None = None, id: str = "win_chart") -> None:
        super().__init__(theme, id=id)
        self.colours = list(colours)
        self.x_label = x_label
        self.y_label = y_label
        self.on_mark = on_mark
        self.points: list[tuple[int, tuple[float, ...]]] = []
        self.focus_seat = 0
        self.marks: list[Mark] = []
        self._mark_at: list[tuple[pygame.Rect, Mark]] = []
        self.hover_mark: Mark | None = None

    def plot_rect(self) -> pygame.Rect:
        small = fonts.get(self.px(13))
        label_w = small.size("100")[0] + self.px(10)
        inner = self.rect.inflate(-self.px(24), -self.px(16))
        return pygame.Rect(inner.x + label_w, inner.y + self.px(8), inner.w - label_w - self.px(8),
                           inner.h - self.px(46))

    def _xy(self, plot: pygame.Rect, index: int, value: float) -> tuple[int, int]:
        span = max(1, len(self.points) - 1)
        return (plot.x + round(index / span * plot.w),
                plot.bottom - round(max(0.0, min(1.0, value)) * plot.h))

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_mark = self._hit(event.pos)
            self.hover_pos = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            mark = self._hit(event.pos)
            if mark is not None and self.on_mark is not None:
                self.on_mark(mark.step)
                return True
        return False

    def _hit(self, pos: tuple[int, int]) -> Mark | None:
        return next((m for r, m in self._mark_at if r.collidepoint(pos)), None)

    def tooltip_text(self) -> str:
        return self.hover_mark.tip if self.hover_mark is not None else ""

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        pygame.draw.rect(surface, th.panel, self.rect, border_radius=self.px(8))
        plot = self.plot_rect()
        small = fonts.get(self.px(13))
        for pct in range(0, 101, 25):
            y = plot.bottom - round(pct / 100 * plot.h)
            pygame.draw.line(surface, th.panel_light, (plot.x, y), (plot.right, y))
            draw_text(surface, str(pct), small, th.text_dim, (plot.x - self.px(6), y), "midright")
        pygame.draw.line(surface, th.border, plot.bottomleft, plot.bottomright)
        self._mark_at = []
        if not self.points:
            return
        last_x = -10**6
        for i, (rnd, _) in enumerate(self.points):  # a label where a round begins, if room
            if i and self.points[i - 1][0] == rnd:
                continue
            x = self._xy(plot, i, 0)[0]
            if x - last_x < self.px(34):
                continue
            draw_text(surface, number(rnd), small, th.text_dim, (x, plot.bottom + self.px(4)),
                      "midtop")
            last_x = x
        draw_text(surface, self.x_label, small, th.text_dim,
                  (plot.centerx, plot.bottom + self.px(22)), "midtop")
        draw_text(surface, self.y_label, small, th.text_dim, (plot.x + self.px(4), plot.y), "topleft")
        seats = len(self.points[0][1])
        order = [s for s in range(seats) if s != self.focus_seat] + [self.focus_seat]
        for seat in order:  # the reviewed seat's line on top, thicker
            colour = self.colours[seat % len(self.colours)] if self.colours else th.text
            pts = [self._xy(plot, i, values[seat]) for i, (_, values) in enumerate(self.points)]
            width = self.px(4) if seat == self.focus_seat else self.px(2)
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, width)
        big = fonts.get(self.px(14), True)
        r = self.px(11)
        for mark in self.marks:
            x, y = self._xy(plot, mark.index, mark.value)
            hot = mark is self.hover_mark
            pygame.draw.circle(surface, th.bad, (x, y), r + (2 if hot else 0))
            pygame.draw.circle(surface, th.text, (x, y), r + (2 if hot else 0), self.px(2))
            draw_text(surface, mark.label, big, th.text, (x, y), "center")
            self._mark_at.append((pygame.Rect(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6), mark))
