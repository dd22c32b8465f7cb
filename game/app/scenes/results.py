"""Results: winners, each player's score breakdown, and the game's statistics as charts.

The statistics come from the game's own engine-side module (``game/games/<name>/stats.py``,
see ``game.engine.stats``) or the generic ones; one chart is shown at a time, picked with the
tabs above it. Replay opens the game move by move; Rematch starts the same seats and options
again with a new seed.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

import pygame

from game.engine import Match
from game.engine.stats import GameStats, stats_for
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.widgets import Button
from game.ui.widgets.chart import ChartView, text_of
from game.ui.widgets.label import draw_text

log = logging.getLogger(__name__)

TABLE_W = 430
"""Width of the score table at 1280x720; the charts take the rest."""


def category_label(game_id: str, key: str) -> str:
    full = f"{game_id}.score.{key}"
    return t(full) if i18n.has(full) else key.replace("_", " ").capitalize()


def game_statistics(match: Match) -> GameStats | None:
    """The statistics of ``match`` from its start, or None when they cannot be had."""
    from game.persistence.saves import start_state

    try:
        return stats_for(match.info, start_state(match), match.log)
    except Exception:  # noqa: BLE001 - the scores still show without the charts
        log.exception("statistics of %s failed", match.info.id)
        return None


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match = match
        rules = match.rules
        self.scores = rules.scores(match.state)
        self.winners = set(rules.winners(match.state))
        self.names = [p.name for p in match.config.players]
        self.categories: list[str] = []
        for score in self.scores:
            for key in score.breakdown:
                if key not in self.categories:
                    self.categories.append(key)
        th = self.theme
        self.stats = game_statistics(match)
        colours = [self.seat_colour(i) for i in range(len(self.names))]
        self.chart = ChartView(th, self.names, colours, id="chart")
        self.tabs: list[Button] = []
        for i, chart in enumerate(self.stats.charts if self.stats else []):
            self.tabs.append(Button(th, text_of(chart.title), self.chart_shower(i),
                                    id=f"chart_{i}", size=14))
        self.menu_button = Button(th, t("app.results.menu"), self.to_menu, id="menu")
        self.new_button = Button(th, t("app.results.new_game"), self.new_game, id="new_game")
        self.replay_button = Button(th, t("app.results.replay"), self.replay, id="replay",
                                    tooltip=t("app.results.replay_tip"))
        self.rematch_button = Button(th, t("app.results.rematch"), self.rematch, id="rematch",
                                     colour=th.good, tooltip=t("app.results.rematch_tip"))
        self.review_button = Button(th, t("app.results.review"), self.review, id="review",
                                    tooltip=t("app.results.review_tip"))
        self.widgets = [self.chart, *self.tabs, self.replay_button, self.review_button,
                        self.menu_button, self.new_button, self.rematch_button]
        self.shown = -1
        self.show_chart(0)

    def seat_colour(self, seat: int) -> Any:
        spec = self.match.config.players[seat]
        return self.theme.player_colour(self.match.info.seat_colour(spec.colour, seat))

    def chart_shower(self, index: int) -> Callable[[], None]:
        return lambda: self.show_chart(index)

    def show_chart(self, index: int) -> None:
        charts = self.stats.charts if self.stats else []
        if not charts:
            self.chart.chart = None
            return
        self.shown = max(0, min(index, len(charts) - 1))
        self.chart.chart = charts[self.shown]
        for i, tab in enumerate(self.tabs):
            tab.selected = i == self.shown

    # --- buttons ----------------------------------------------------------------------------
    def to_menu(self) -> None:
        self.app.nav.to_menu()

    def new_game(self) -> None:
        self.app.nav.to_menu_then("new_game")

    def replay(self) -> None:
        self.app.nav.go("replay", match=self.match)

    def review(self) -> None:
        self.app.nav.go("review", match=self.match)

    def rematch(self) -> None:
        """The same game, seats (names, kinds, colours) and options, with a new seed."""
        seed = random.randrange(1, 2**31)
        match = Match.new(self.match.info, self.match.config, seed)
        self.app.nav.to_menu_then("table", match=match)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.to_menu()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.tabs:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.show_chart((self.shown + step) % len(self.tabs))
            return True
        return False

    # --- layout and drawing -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        x0, right = 40 + TABLE_W + 20, 1240
        if self.tabs:
            n = len(self.tabs)
            per_row = min(n, 3)
            rows = -(-n // per_row)
            w = (right - x0 - 8 * (per_row - 1)) // per_row
            for i, tab in enumerate(self.tabs):
                r, c = divmod(i, per_row)
                tab.rect = f.rect(x0 + c * (w + 8), 104 + r * 40, w, 34)
            top = 104 + rows * 40 + 4
        else:
            top = 104
        self.chart.rect = f.rect(x0, top, right - x0, 630 - top)
        self.replay_button.rect = f.rect(40, 650, 180, 48)
        self.review_button.rect = f.rect(236, 650, 180, 48)
        self.menu_button.rect = f.rect(600, 650, 200, 48)
        self.new_button.rect = f.rect(816, 650, 200, 48)
        self.rematch_button.rect = f.rect(1032, 650, 208, 48)

    def title(self) -> str:
        names = [self.names[i] for i in sorted(self.winners)]
        if not names:
            return t("app.results.no_winner")
        if len(names) == 1:
            return t("app.results.winner", name=names[0])
        return t("app.results.shared", names=", ".join(names))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        draw_text(surface, t("app.results.title", game=t(self.match.info.name_key)),
                  fonts.get(th.px(20)), th.text_dim, f.point(640, 14), "midtop")
        big = fonts.get(th.px(34), True)
        title = self.title()
        if big.size(title)[0] > th.px(1200):
            big = fonts.get(th.px(24), True)
        draw_text(surface, title, big, th.accent, f.point(640, 44), "midtop")
        self.draw_table(surface)
        if not self.tabs:
            draw_text(surface, t("app.results.no_stats"), fonts.get(th.px(16)), th.text_dim,
                      self.chart.rect.center, "center")
        self.draw_widgets(surface)

    def name_lines(self, label: str, width: int) -> tuple[Any, list[str]]:
        """A seat's name in at most two lines, broken between words only: a smaller font
        before a cut, and a cut only when even that does not fit."""
        for size in (15, 13, 12):
            font = fonts.get(self.theme.px(size), True)
            lines = textkit.wrap(label, font, width)
            if len(lines) <= min(2, len(label.split())):
                return font, lines
        return font, [textkit.cut(line, font, width) for line in textkit.wrap(label, font, width)[:2]]

    def draw_label(self, surface: pygame.Surface, text: str, bold: bool, width: int,
                   at: tuple[int, int], row_h: int) -> None:
        """A row's name on one line, else on two in a smaller font (a long category such as
        "Unused New Hand tokens" is never cut)."""
        th = self.theme
        size, lines = textkit.block(text, th.px(15), th.px(width), th.px(row_h - 2), bold,
                                    min_size=max(textkit.MIN_PX, th.px(11)))
        font = fonts.get(size, bold)
        step = font.get_linesize()
        y = at[1] + (th.px(row_h) - step * len(lines)) // 2
        for line in lines:
            surface.blit(font.render(line, True, th.text), (at[0], y))
            y += step

    def draw_table(self, surface: pygame.Surface) -> None:
        th = self.theme
        f = self.frame()
        n = len(self.names)
        x0, y = 40, 104
        label_w = 150 if n > 2 else 190
        col_w = (TABLE_W - label_w) // max(1, n)
        rows = len(self.categories) + 1
        row_h = max(26, min(40, 420 // max(1, rows)))
        head = fonts.get(th.px(15), True)
        body = fonts.get(th.px(15))
        head_h = 54
        panel = f.rect(x0, y, TABLE_W, head_h + row_h * rows + 16)
        pygame.draw.rect(surface, th.panel, panel, border_radius=th.px(10))
        for i, name in enumerate(self.names):
            cx = x0 + label_w + col_w * i + col_w // 2
            pygame.draw.rect(surface, self.seat_colour(i),
                             f.rect(cx - col_w // 2 + 6, y + 8, col_w - 12, 6),
                             border_radius=th.px(3))
            label = ("★ " if i in self.winners else "") + name
            colour = th.accent if i in self.winners else th.text
            font, lines = self.name_lines(label, th.px(col_w - 6))
            for k, line in enumerate(lines):
                draw_text(surface, line, font, colour, f.point(cx, y + 18 + k * 17), "midtop")
        y += head_h
        for r, key in enumerate([*self.categories, None]):
            ry = y + r * row_h
            if r % 2 == 0:
                pygame.draw.rect(surface, th.panel_light, f.rect(x0 + 6, ry, TABLE_W - 12, row_h))
            is_total = key is None
            font = head if is_total else body
            text = t("app.results.total") if key is None else category_label(self.match.info.id, key)
            self.draw_label(surface, text, is_total, label_w - 16, f.point(x0 + 14, ry),
                            row_h)
            for i, score in enumerate(self.scores):
                value = score.total if key is None else score.breakdown.get(key, 0)
                cx = x0 + label_w + col_w * i + col_w // 2
                draw_text(surface, str(value), font,
                          th.accent if is_total and i in self.winners else th.text,
                          f.point(cx, ry + row_h // 2), "center")
