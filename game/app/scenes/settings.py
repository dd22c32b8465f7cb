"""Settings: window size, fullscreen, AI speed and think time, colour-blind palette, language,
the Hint, first-game tips, sound. The language changes at once (the screen itself is worded
anew and the choice is kept); the other changes apply when saved, and Back leaves them."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import registry
from game.ui import fonts
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.sound import VOLUMES
from game.ui.widgets import Button, Choice, Label, Toggle
from game.ui.widgets.label import draw_text

SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SPEEDS = ("slow", "normal", "fast", "instant")
THINK_MS = (250, 500, 900, 2000, 5000)
LANGUAGES = ("en", "cs", "pl")


def window_sizes(current: tuple[int, int], desktops: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The sizes worth offering: those that fit the largest screen (the first always does,
    it is the smallest the layout is made for), plus the current one if it is none of them."""
    if desktops:
        room_w, room_h = max(desktops, key=lambda d: d[0] * d[1])
        fitting = [s for s in SIZES if s[0] <= room_w and s[1] <= room_h] or [SIZES[0]]
    else:  # no screen to ask (a driver without one): offer them all
        fitting = list(SIZES)
    return fitting if current in fitting else [current, *fitting]


def desktop_sizes() -> list[tuple[int, int]]:
    try:
        return [tuple(d) for d in pygame.display.get_desktop_sizes()]  # type: ignore[misc]
    except pygame.error:
        return []


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        th = self.theme
        s = app.settings
        size = (s.window_w, s.window_h)
        sizes = window_sizes(size, desktop_sizes())
        think = list(THINK_MS) if s.think_ms in THINK_MS else sorted({*THINK_MS, s.think_ms})
        self.size_choice = Choice(th, sizes, size, id="size", label=lambda v: f"{v[0]} × {v[1]}")
        self.fullscreen = Toggle(th, s.fullscreen, self.fullscreen_changed, id="fullscreen")
        self.speed = Choice(th, SPEEDS, s.ai_speed, id="ai_speed",
                            label=lambda v: t(f"app.settings.speed_{v}"))
        self.think = Choice(th, think, s.think_ms, id="think_ms",
                            label=lambda v: t("app.settings.ms", ms=v))
        self.colour_blind = Toggle(th, s.colour_blind, id="colour_blind",
                                   tooltip=t("app.settings.colour_blind_tip"))
        self.language = Choice(th, LANGUAGES, s.language, self.change_language, id="language",
                               label=lambda v: t(f"app.language.{v}"))
        self.tips = Toggle(th, not getattr(s, "guided", []), id="tips",
                           tooltip=t("app.settings.tips_tip"))
        self.hints = Toggle(th, s.hints, id="hints", tooltip=t("app.settings.hints_tip"))
        volumes = list(VOLUMES) if s.volume in VOLUMES else sorted({*VOLUMES, s.volume})
        self.volume = Choice(th, volumes, s.volume, id="volume",
                             label=lambda v: t("app.settings.volume_off") if v == 0
                             else t("app.settings.percent", n=v))
        self.rows: list[tuple[Label, Any]] = [
            (Label(th, t("app.settings.window"), wrap=False), self.size_choice),
            (Label(th, t("app.settings.fullscreen"), wrap=False), self.fullscreen),
            (Label(th, t("app.settings.ai_speed"), wrap=False), self.speed),
            (Label(th, t("app.settings.think"), wrap=False), self.think),
            (Label(th, t("app.settings.colour_blind"), wrap=False), self.colour_blind),
            (Label(th, t("app.settings.language"), wrap=False), self.language),
            (Label(th, t("app.settings.hints"), wrap=False), self.hints),
            (Label(th, t("app.settings.tips"), wrap=False), self.tips),
            (Label(th, t("app.settings.volume"), wrap=False), self.volume),
        ]
        self.back_button = Button(th, t("app.back"), self.back, id="back")
        self.save_button = Button(th, t("app.settings.save"), self.save, id="save",
                                  colour=th.good)
        self.fullscreen_changed(s.fullscreen)
        self.widgets = [w for row in self.rows for w in row]
        self.widgets += [self.back_button, self.save_button]

    def current(self) -> Any:
        w, h = self.size_choice.value
        settings = self.app.settings
        guided = list(getattr(settings, "guided", []))
        if self.tips.value:
            guided = []  # tips again in every game's first game
        elif not guided:
            guided = [info.id for info in registry.all_games()]
        return settings.model_copy(update={
            "window_w": w, "window_h": h, "fullscreen": self.fullscreen.value,
            "ai_speed": self.speed.value, "think_ms": self.think.value,
            "colour_blind": self.colour_blind.value, "language": self.language.value,
            "hints": self.hints.value, "volume": self.volume.value, "guided": guided,
        })

    def fullscreen_changed(self, on: bool) -> None:
        """The window's size means nothing in fullscreen: the choice rests until it is off."""
        self.size_choice.enabled = not on

    def change_language(self, lang: str) -> None:
        """A new language at once, everywhere: kept with the settings and this screen worded
        anew (the other choices still wait for Save)."""
        pending = self.current()
        self.app.apply_settings(self.app.settings.model_copy(update={"language": lang}))
        fresh = SettingsScene(self.app)
        fresh.take(pending)
        self.app.stack.replace(fresh)

    def take(self, pending: Any) -> None:
        """Show ``pending`` choices not saved yet (after the screen was worded anew)."""
        size = (pending.window_w, pending.window_h)
        if size in self.size_choice.values:
            self.size_choice.set_value(size)
        self.fullscreen.value = pending.fullscreen
        self.fullscreen_changed(pending.fullscreen)
        for widget, value in ((self.speed, pending.ai_speed), (self.think, pending.think_ms),
                              (self.volume, pending.volume)):
            widget.set_value(value)
        self.colour_blind.value = pending.colour_blind
        self.hints.value = pending.hints
        self.tips.value = not pending.guided

    def save(self) -> None:
        if self.app.apply_settings(self.current()):
            self.app.toast(t("app.toast.settings_saved"))
        self.back()

    def back(self) -> None:
        """Leave; the screen below is worded anew (the language may have changed at once)."""
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        top = self.app.stack.top
        if top is not None and hasattr(top, "refresh"):
            top.refresh()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        return super().on_key(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        for i, (label, widget) in enumerate(self.rows):
            y = 100 + i * 50
            label.rect = f.rect(300, y + 8, 320, 30)
            widget.rect = f.rect(640, y, 340, 42)
        self.back_button.rect = f.rect(300, 612, 200, 50)
        self.save_button.rect = f.rect(780, 612, 200, 50)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        pygame.draw.rect(surface, th.panel, f.rect(260, 86, 760, 596), border_radius=th.px(10))
        draw_text(surface, t("app.settings.title"), fonts.get(th.px(34), True), th.text,
                  f.point(40, 18))
        self.draw_widgets(surface)
