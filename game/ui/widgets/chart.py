"""Charts of end-game statistics (``game.engine.stats``): a line per seat over the turns, or
horizontal bars per seat grouped by category (long category names read best beside a bar).

Texts arrive as :class:`~game.engine.Text` and are translated here; seat colours and names come
from the caller. Drawing only; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.stats import BarChart, Chart, LineChart

from .. import fonts, formats, i18n
from ..i18n import t
from ..table import text as textkit
from ..theme import Colour, Theme
from .base import Widget
from .label import draw_text


def text_of(text: Any) -> str:
    """A chart's Text in the current language; a key no catalog has reads as its last part
    (a new game's score category before its catalog names it), never as a raw key."""
    if not i18n.has(text.key):
        return str(text.key).rsplit(".", 1)[-1].replace("_", " ").capitalize()
    return t(text.key, **dict(text.args))


def nice_step(top: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) for about ``ticks`` grid lines."""
    raw = max(top, 1.0) / ticks
    power = 1.0
    while power * 10 <= raw:
        power *= 10
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


def number(v: float) -> str:
    """An axis or point value: whole, or with one decimal in the language's decimal mark."""
    return formats.number(int(v)) if float(v).is_integer() else formats.decimal(v, 1)


class ChartView(Widget):
    """Draws one chart in its rect; ``names`` and ``colours`` are per seat."""

    def __init__(self, theme: Theme, names: Sequence[str], colours: Sequence[Colour],
                 chart: Chart | None = None, *, id: str = "chart") -> None:
        super().__init__(theme, id=id)
        self.names = list(names)
        self.colours = list(colours)
        self.chart = chart

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.chart is None:
            return
        th = self.theme
        pygame.draw.rect(surface, th.panel, self.rect, border_radius=self.px(8))
        inner = self.rect.inflate(-self.px(28), -self.px(20))
        title = fonts.get(self.px(18), True)
        draw_text(surface, textkit.cut(text_of(self.chart.title), title, inner.w), title, th.accent,
                  inner.topleft)
        legend_h = self.draw_legend(surface, pygame.Rect(inner.x, inner.y + self.px(28),
                                                         inner.w, self.px(22)))
        body = pygame.Rect(inner.x, inner.y + self.px(34) + legend_h, inner.w,
                           inner.h - self.px(34) - legend_h)
        if isinstance(self.chart, LineChart):
            self.draw_lines(surface, body, self.chart)
        else:
            self.draw_bars(surface, body, self.chart)

    def draw_legend(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        font = fonts.get(self.px(15))
        x, y = rect.x, rect.y
        for name, colour in zip(self.names, self.colours, strict=False):
            w = self.px(22) + font.size(name)[0]
            if x + w > rect.right and x > rect.x:
                x, y = rect.x, y + self.px(20)
            pygame.draw.rect(surface, colour, (x, y + self.px(4), self.px(14), self.px(10)),
                             border_radius=self.px(2))
            draw_text(surface, name, font, self.theme.text, (x + self.px(18), y))
            x += w + self.px(18)
        return y - rect.y + self.px(20)

    # --- a line per seat ------------------------------------------------------------------
    def draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, chart: LineChart) -> None:
        th = self.theme
        small = fonts.get(self.px(13))
        values = [v for s in chart.series for v in s]
        top, low = max(values + [1.0]), min(values + [0.0])  # scores may go below zero
        step = nice_step(top - low)
        top, low = step * -(-top // step), step * (low // step)
        span_y = top - low
        label_w = max(small.size(number(top))[0], small.size(number(low))[0]) + self.px(8)
        plot = pygame.Rect(rect.x + label_w, rect.y + self.px(6), rect.w - label_w - self.px(6),
                           rect.h - self.px(40))
        v = low
        while v <= top + 1e-9:
            y = plot.bottom - round((v - low) / span_y * plot.h)
            pygame.draw.line(surface, th.panel_light, (plot.x, y), (plot.right, y))
            draw_text(surface, number(v), small, th.text_dim, (plot.x - self.px(6), y), "midright")
            v += step
        points = max((len(s) for s in chart.series), default=1)
        span = max(1, points - 1)
        xstep = nice_step(span, 8)
        x = 0.0
        while x <= span + 1e-9:
            px_ = plot.x + round(x / span * plot.w)
            draw_text(surface, number(x), small, th.text_dim, (px_, plot.bottom + self.px(4)),
                      "midtop")
            x += xstep
        draw_text(surface, text_of(chart.x_label), small, th.text_dim,
                  (plot.centerx, plot.bottom + self.px(20)), "midtop")
        pygame.draw.line(surface, th.border, plot.bottomleft, plot.bottomright)
        for seat, series in enumerate(chart.series):
            colour = self.colours[seat % len(self.colours)] if self.colours else th.text
            pts = [(plot.x + round(i / span * plot.w),
                    plot.bottom - round((val - low) / span_y * plot.h))
                   for i, val in enumerate(series)]
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, self.px(3))
            if pts:
                pygame.draw.circle(surface, colour, pts[-1], self.px(4))

    # --- bars per seat, grouped by category -------------------------------------------------
    def draw_bars(self, surface: pygame.Surface, rect: pygame.Rect, chart: BarChart) -> None:
        th = self.theme
        groups = len(chart.groups)
        if not groups:
            return
        seats = max(1, len(chart.values))
        label_font = fonts.get(self.px(14))
        value_font = fonts.get(self.px(12))
        label_w = min(rect.w // 3, self.px(230))
        values = [v for row in chart.values for v in row]
        top, low = max(values + [1.0]), min(values + [0.0])  # a negative bar goes left of zero
        value_w = max(value_font.size(number(top))[0], value_font.size(number(low))[0]) \
            + self.px(8)
        bar_area = rect.w - label_w - value_w * (2 if low < 0 else 1) - self.px(8)
        zero = rect.x + label_w + (value_w if low < 0 else 0) \
            + round(-low / (top - low) * bar_area)
        row_h = rect.h / groups
        gap = max(self.px(3), row_h * 0.18)
        bar_h = max(2.0, min(self.px(18), (row_h - gap) / seats))
        for g, group in enumerate(chart.groups):
            y0 = rect.y + g * row_h
            if g % 2 == 0:
                pygame.draw.rect(surface, th.panel_light,
                                 (rect.x, round(y0), rect.w, round(row_h)), border_radius=self.px(3))
            lines = textkit.wrap(text_of(group), label_font, label_w - self.px(16))
            room = max(1, int(row_h // label_font.get_linesize()))
            if len(lines) > room:
                lines = [*lines[:room - 1], textkit.cut(" ".join(lines[room - 1:]), label_font,
                                                     label_w - self.px(16))]
            ly = y0 + row_h / 2 - len(lines) * label_font.get_linesize() / 2
            for line in lines:
                draw_text(surface, line, label_font, th.text, (rect.x + self.px(6), round(ly)))
                ly += label_font.get_linesize()
            by = y0 + (row_h - bar_h * seats) / 2
            for seat in range(seats):
                row = chart.values[seat] if seat < len(chart.values) else []
                val = row[g] if g < len(row) else 0.0
                colour = self.colours[seat % len(self.colours)] if self.colours else th.text
                w = max(round(abs(val) / (top - low) * bar_area), 1 if val else 0)
                y = round(by + seat * bar_h)
                bar = pygame.Rect(zero if val >= 0 else zero - w, y, w, max(1, round(bar_h) - 1))
                if bar.w:
                    pygame.draw.rect(surface, colour, bar)
                if bar_h >= self.px(9):
                    if val >= 0:
                        draw_text(surface, number(val), value_font, th.text_dim,
                                  (bar.right + self.px(4), bar.centery), "midleft")
                    else:
                        draw_text(surface, number(val), value_font, th.text_dim,
                                  (bar.x - self.px(4), bar.centery), "midright")
            if low < 0:
                pygame.draw.line(surface, th.border, (zero, round(y0)), (zero, round(y0 + row_h)))
