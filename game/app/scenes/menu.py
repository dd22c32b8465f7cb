"""Main menu: Continue, New game, Load, Settings, Quit."""

from __future__ import annotations

from typing import Any

import pygame

from game.persistence.saves import latest_save as latest
from game.ui import fonts
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button
from game.ui.widgets.label import draw_text

from ..saved_games import open_save


def latest_save() -> Any:
    try:
        return latest()
    except Exception:  # noqa: BLE001 - a broken saves folder must not block the menu
        return None


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        th = self.theme
        self.buttons = [
            Button(th, t("app.menu.continue"), self.continue_game, id="continue", size=22),
            Button(th, t("app.menu.new_game"), self.new_game, id="new_game", size=22),
            Button(th, t("app.menu.load"), self.load, id="load", size=22),
            Button(th, t("app.menu.settings"), self.settings, id="settings", size=22),
            Button(th, t("app.menu.quit"), app.quit, id="quit", size=22),
        ]
        self.widgets = list(self.buttons)
        self.refresh()

    def refresh(self) -> None:
        self.last = latest_save()
        cont = self.buttons[0]
        cont.enabled = self.last is not None
        cont.tooltip = t("app.menu.continue_tip", file=self.last.name) if self.last else ""
        for button, key in zip(self.buttons, ("continue", "new_game", "load", "settings", "quit"),
                               strict=True):
            button.text = t(f"app.menu.{key}")

    def resume(self) -> None:
        self.refresh()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        for i, button in enumerate(self.buttons):
            button.rect = f.rect(490, 290 + i * 70, 300, 54)

    def continue_game(self) -> None:
        if self.last is None:
            return
        open_save(self.app, self.last)

    def new_game(self) -> None:
        self.app.nav.go("new_game")

    def load(self) -> None:
        self.app.nav.go("load")

    def settings(self) -> None:
        self.app.nav.go("settings")

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            return True  # the menu is the bottom: Quit is a button, not a stray key
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons[0].enabled:
            self.continue_game()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        # A skyline of blocks in the seat colours: a quiet emblem, no image files needed.
        base = f.point(640, 230)
        widths = (38, 52, 30, 64, 44, 34, 56, 40)
        heights = (70, 110, 54, 140, 90, 66, 120, 80)
        x = base[0] - th.px(sum(widths) + 4 * len(widths)) // 2
        for i, (w, h) in enumerate(zip(widths, heights, strict=True)):
            rect = pygame.Rect(x, base[1] - th.px(h), th.px(w), th.px(h))
            pygame.draw.rect(surface, th.player_colour(i), rect, border_radius=th.px(3))
            x += th.px(w + 4)
        pygame.draw.line(surface, th.border, (f.point(380, 231)), (f.point(900, 231)), 2)
        draw_text(surface, t("app.title"), fonts.get(th.px(52), True), th.text,
                  f.point(640, 30), "midtop")
        self.draw_widgets(surface)
        draw_text(surface, t("app.menu.hint"), fonts.get(th.px(14)), th.text_dim,
                  f.point(640, 700), "midbottom")
