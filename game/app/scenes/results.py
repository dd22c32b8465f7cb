"""Results: winners and each player's score breakdown."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Match
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button
from game.ui.widgets.label import draw_text, fit_text, wrap_text


def category_label(game_id: str, key: str) -> str:
    full = f"{game_id}.score.{key}"
    return t(full) if i18n.has(full) else key.replace("_", " ").capitalize()


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
        self.menu_button = Button(th, t("app.results.menu"), self.to_menu, id="menu")
        self.new_button = Button(th, t("app.results.new_game"), self.new_game, id="new_game",
                                 colour=th.good)
        self.widgets = [self.menu_button, self.new_button]

    def to_menu(self) -> None:
        self.app.nav.to_menu()

    def new_game(self) -> None:
        self.app.nav.to_menu_then("new_game")

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.to_menu()
            return True
        return False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.menu_button.rect = f.rect(780, 650, 200, 48)
        self.new_button.rect = f.rect(1000, 650, 240, 48)

    def title(self) -> str:
        names = [self.names[i] for i in sorted(self.winners)]
        if not names:
            return t("app.results.no_winner")
        if len(names) == 1:
            return t("app.results.winner", name=names[0])
        return t("app.results.shared", names=", ".join(names))

    def header_lines(self, seat: int, font: pygame.font.Font, width: int) -> list[str]:
        """A column's name (starred for a winner) in at most two lines that fit ``width``."""
        label = ("★ " if seat in self.winners else "") + self.names[seat]
        lines = wrap_text(label, font, width)
        if len(lines) > 2:
            lines = [lines[0], fit_text(" ".join(lines[1:]), font, width)]
        return [fit_text(line, font, width) for line in lines] or [""]

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        draw_text(surface, t("app.results.title", game=t(self.match.info.name_key)),
                  fonts.get(th.px(22)), th.text_dim, f.point(640, 24), "midtop")
        draw_text(surface, self.title(), fonts.get(th.px(38), True), th.accent,
                  f.point(640, 56), "midtop")
        n = len(self.names)
        label_w = 300
        col_w = min(160, (1200 - label_w) // max(1, n))
        table_w = label_w + col_w * n
        x0 = 640 - table_w // 2
        rows = len(self.categories) + 1
        row_h = max(26, min(40, 460 // max(1, rows)))
        y = 140
        head = fonts.get(th.px(17), True)
        body = fonts.get(th.px(16))
        # Long names (the Illustrious Architect) wrap onto a second line instead of being cut.
        labels = [self.header_lines(i, head, th.px(col_w - 8)) for i in range(n)]
        head_h = 24 + round(max(map(len, labels), default=1) * head.get_linesize() / th.scale)
        panel = f.rect(x0 - 16, y - 12, table_w + 32, head_h + row_h * rows + 24)
        pygame.draw.rect(surface, th.panel, panel, border_radius=th.px(10))
        for i in range(n):
            cx = x0 + label_w + col_w * i + col_w // 2
            colour = th.player_colour(self.match.config.players[i].colour
                                      if self.match.config.players[i].colour is not None else i)
            pygame.draw.rect(surface, colour, f.rect(cx - col_w // 2 + 8, y, col_w - 16, 6),
                             border_radius=th.px(3))
            hx, hy = f.point(cx, y + 12)
            for k, line in enumerate(labels[i]):
                draw_text(surface, line, head, th.accent if i in self.winners else th.text,
                          (hx, hy + k * head.get_linesize()), "midtop")
        y += head_h
        for r, key in enumerate([*self.categories, None]):
            ry = y + r * row_h
            if r % 2 == 0:
                pygame.draw.rect(surface, th.panel_light, f.rect(x0, ry, table_w, row_h))
            is_total = key is None
            font = head if is_total else body
            text = t("app.results.total") if is_total else category_label(self.match.info.id, key)
            draw_text(surface, fit_text(text, font, th.px(label_w - 16)), font, th.text,
                      f.point(x0 + 10, ry + row_h // 2), "midleft")
            for i, score in enumerate(self.scores):
                value = score.total if is_total else score.breakdown.get(key, 0)
                cx = x0 + label_w + col_w * i + col_w // 2
                draw_text(surface, str(value), font,
                          th.accent if is_total and i in self.winners else th.text,
                          f.point(cx, ry + row_h // 2), "center")
        self.draw_widgets(surface)
