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
    """The game's summary, then what the new-game screen can change: the solo mode (its own
    summary and each opponent level) and every option with its explanation."""
    key = f"{info.id}.rules_summary"
    parts = [t(key) if i18n.has(key) else t("app.rules.none")]
    if info.automa_levels:
        parts.append(t("app.rules.solo_heading"))
        solo = f"{info.id}.rules_solo"
        if i18n.has(solo):
            parts.append(t(solo))
        for level in info.automa_levels:
            name, help_key = f"{info.id}.automa.{level}", f"{info.id}.automa.{level}.help"
            if i18n.has(name) and i18n.has(help_key):
                parts.append(t("app.rules.item", name=t(name), text=t(help_key)))
    explained = [(spec.label_key, spec.help_key) for spec in info.options
                 if spec.help_key and i18n.has(spec.help_key)]
    if explained:
        parts.append(t("app.rules.options_heading"))
        parts += [t("app.rules.item", name=t(label), text=t(help_key))
                  for label, help_key in explained]
    return "\n".join(parts)


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
