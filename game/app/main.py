"""The window: settings, the scene stack and the 60 fps main loop.

``run(argv)`` is what ``python -m game`` calls. :class:`App` is also driven frame by frame
by ``game/cli/smoke.py`` and the tests (``app.frame(dt)``), so nothing here sleeps or
blocks except ``run``'s clock.
"""

from __future__ import annotations

import argparse
import logging
import os
from typing import Any

import pygame

from game.persistence import clean_data_folder
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.layout import scale_for
from game.ui.scene import Scene, SceneStack
from game.ui.theme import BASE_H, BASE_W, Theme
from game.ui.widgets.toast import Toasts

from . import storage_errors
from .nav import Factory, Navigator

FPS = 60
MIN_SIZE = (BASE_W // 2, BASE_H // 2)

AI_DELAY = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
"""Seconds a computer move stays announced before it is played (the viewer can follow)."""


def load_settings() -> Any:
    from game.persistence.settings import load_settings as load

    return load()


def save_settings(settings: Any) -> None:
    from game.persistence.settings import save_settings as save

    save(settings)


def routes() -> dict[str, Factory]:
    """Every screen by name: the only place that knows all the scenes."""
    from .scenes.handoff import HandoffScene
    from .scenes.load import LoadScene
    from .scenes.menu import MenuScene
    from .scenes.new_game import NewGameScene
    from .scenes.replay import ReplayScene
    from .scenes.results import ResultsScene
    from .scenes.rules_help import RulesHelpScene
    from .scenes.settings import SettingsScene
    from .scenes.table import TableScene

    return {"menu": MenuScene, "new_game": NewGameScene, "load": LoadScene,
            "settings": SettingsScene, "table": TableScene, "results": ResultsScene,
            "rules": RulesHelpScene, "handoff": HandoffScene, "replay": ReplayScene}


class App:
    def __init__(self, settings: Any | None = None, *, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None) -> None:
        self.settings = settings if settings is not None else load_settings()
        i18n.set_language(self.settings.language)
        if not pygame.font.get_init():
            fonts.clear()  # fonts made before an earlier pygame.quit() are dead
        pygame.display.init()  # no pygame.init(): the app has no sound, so no audio device
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.theme = Theme(colour_blind=self.settings.colour_blind)
        self.fullscreen = bool(self.settings.fullscreen if fullscreen is None else fullscreen)
        self.window_size = size or (max(MIN_SIZE[0], self.settings.window_w),
                                    max(MIN_SIZE[1], self.settings.window_h))
        self.screen = self._open_window()
        pygame.display.set_caption(t("app.title"))
        self.stack = SceneStack(self)
        self.nav = Navigator(self, routes())
        self.toasts = Toasts(self.theme)
        self.running = True
        self.clock_s = 0.0
        self.ui_warned: set[str] = set()
        """Games whose missing UI was already announced this session."""
        if fonts.missing:
            self.toasts.show(t("app.toast.font_missing"), "warning")

    # --- window ----------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            if not screen.get_flags() & pygame.RESIZABLE:
                # SDL keeps an existing fixed-size window fixed: open a fresh one.
                pygame.display.quit()
                pygame.display.init()
                screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.theme.scale = scale_for(screen.get_size())
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def relayout(self) -> None:
        self.theme.scale = scale_for(self.size)
        self.stack.layout(self.size)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self.screen = self._open_window()
        self.relayout()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.window_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.fullscreen:
            self.screen = self._open_window()
            self.relayout()

    def apply_settings(self, settings: Any, save: bool = True) -> bool:
        """Use new settings now (palette, language, window) and store them; False (with a
        notice) when they could not be stored."""
        self.settings = settings
        self.theme.colour_blind = settings.colour_blind
        i18n.set_language(settings.language)
        pygame.display.set_caption(t("app.title"))
        self.set_window_size((settings.window_w, settings.window_h))
        self.set_fullscreen(settings.fullscreen)
        self.relayout()
        if save:
            try:
                save_settings(settings)
            except OSError as exc:
                self.toasts.show(t("app.toast.settings_not_saved",
                                   reason=storage_errors.reason(exc)), "error")
                return False
        return True

    def ai_delay(self) -> float:
        return AI_DELAY.get(self.settings.ai_speed, AI_DELAY["normal"])

    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.show(text, kind)

    def quit(self) -> None:
        self.running = False

    # --- frames ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            if not self.fullscreen:
                self.window_size = self.size
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        self.stack.handle(event)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events (the queue's unless given), update, draw."""
        self.clock_s += dt
        for event in (pygame.event.get() if events is None else events):
            self.handle(event)
        self.stack.update(dt)
        if not self.notices_held():
            self.toasts.update(dt)
        self.draw(self.screen)
        pygame.display.flip()
        if not self.stack.scenes:
            self.running = False

    def notices_held(self) -> bool:
        top = self.stack.top
        return bool(top is not None and top.holds_notices)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.theme.bg)
        self.stack.draw(surface)
        if not self.notices_held():
            self.toasts.draw(surface)

    def run(self, first: Scene | None = None) -> int:
        clean_data_folder()  # what writes killed half-way left behind; never raises
        if first is None:
            first = self.nav.make("menu")
        self.stack.push(first)
        clock = pygame.time.Clock()
        while self.running:
            dt = min(clock.tick(FPS) / 1000.0, 0.1)
            self.frame(dt)
        while self.stack.scenes:
            self.stack.pop()
        pygame.quit()
        fonts.clear()
        return 0


def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="city-builders", description=t("app.title"))
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--size", help="window size WxH, e.g. 1600x900")
    args = parser.parse_args(argv or [])
    logging.basicConfig(level=os.environ.get("CITY_BUILDERS_LOG", "WARNING"))
    size = None
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            parser.error("--size must look like 1600x900")
    app = App(size=size, fullscreen=False if args.windowed else None)
    return app.run()
