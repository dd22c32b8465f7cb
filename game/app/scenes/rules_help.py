"""Rules help overlay: the game's short rules summary (catalog key ``<game>.rules_summary``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import GameInfo
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button, ScrollList
from game.ui.widgets.label import draw_text


def rules_text(info: GameInfo) -> str:
    key = f"{info.id}.rules_summary"
    return t(key) if i18n.has(key) else t("app.rules.none")


class RulesHelpScene(Scene):
    overlay = True
    name = "rules"

    def __init__(self, app: Any, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        th = self.theme
        paragraphs = [p for p in rules_text(info).split("\n") if p.strip()] or [""]
        self.text = ScrollList(th, paragraphs, render=lambda p: [(p, None)], selectable=False,
                               wrap=True, size=17, id="rules_text")
        self.close_button = Button(th, t("app.close"), self.back, id="close")
        self.widgets = [self.text, self.close_button]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.text.rect = f.rect(240, 130, 800, 450)
        self.close_button.rect = f.rect(870, 600, 170, 46)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_F1):
            self.back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        f = self.frame()
        panel = f.rect(220, 60, 840, 605)
        pygame.draw.rect(surface, th.panel, panel, border_radius=th.px(10))
        pygame.draw.rect(surface, th.border, panel, 1, border_radius=th.px(10))
        draw_text(surface, t("app.rules.title", game=t(self.info.name_key)),
                  fonts.get(th.px(26), True), th.accent, f.point(240, 78))
        self.draw_widgets(surface)
