"""Hand-off screen between human seats: hides the table until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button
from game.ui.widgets.label import draw_text


class HandoffScene(Scene):
    name = "handoff"
    overlay = False  # opaque on purpose: nobody sees the previous player's hand

    def __init__(self, app: Any, seat: int, player_name: str, colour: tuple[int, int, int],
                 on_ready: Callable[[], None], on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.colour = colour
        self.on_ready = on_ready
        th = self.theme
        self.ready_button = Button(th, t("app.handoff.ready", name=player_name), self.ready,
                                   id="ready", size=22, colour=th.good)
        self.menu_button = Button(th, t("app.table.menu"), on_menu, id="menu")
        self.menu_button.visible = on_menu is not None
        self.widgets = [self.ready_button, self.menu_button]

    def ready(self) -> None:
        self.app.stack.remove(self)
        self.on_ready()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.ready_button.rect = f.rect(440, 420, 400, 60)
        self.menu_button.rect = f.rect(40, 650, 180, 48)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
        return True  # Esc must not reveal the table either

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        pygame.draw.circle(surface, self.colour, f.point(640, 220), th.px(48))
        pygame.draw.circle(surface, th.text, f.point(640, 220), th.px(48), 2)
        draw_text(surface, t("app.handoff.title", name=self.player_name),
                  fonts.get(th.px(36), True), th.text, f.point(640, 300), "midtop")
        draw_text(surface, t("app.handoff.hint", name=self.player_name), fonts.get(th.px(18)), th.text_dim,
                  f.point(640, 360), "midtop")
        self.draw_widgets(surface)
