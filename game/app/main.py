"""The window: settings, the scene stack and the main loop.

``run(argv)`` is what ``python -m game`` calls. :class:`App` is also driven frame by frame
by ``game/cli/smoke.py`` and the tests (``app.frame(dt)``), so nothing here sleeps or
blocks except ``run``'s clock.

A frame is drawn only when something may look different: an event came in, the scenes'
``signature()`` changed, a visible scene is ``animating()`` (then the loop runs at FPS), or
IDLE_REDRAW seconds passed. Otherwise the loop sleeps in ``pygame.event.wait`` and only
updates (computer moves, timers) IDLE_WAIT_MS apart: an idle window costs next to nothing.
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
from game.ui.sound import Sounds
from game.ui.theme import BASE_H, BASE_W, Theme
from game.ui.widgets.toast import Toasts

from . import storage_errors
from .nav import Factory, Navigator

FPS = 60
IDLE_WAIT_MS = 50
"""While nothing animates the loop waits this long for an event between updates."""
IDLE_REDRAW = 0.5
"""Seconds between redraws when nothing changed (a text caret blinks at this pace)."""
MIN_SIZE = (BASE_W // 2, BASE_H // 2)
MAX_SIZE = (7680, 4320)
WINDOW_CLASS = "City Builders"
"""The window's class and icon name (its title is the app's name in the player's language)."""
"""No window larger than 8K, whatever the settings say."""

AI_DELAY = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
"""Seconds a computer move stays announced before it is played (the viewer can follow)."""


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A window size the screen can show: at least MIN_SIZE, at most the desktop (a settings
    file asking for 16384x16384 must not cost a gigabyte of window)."""
    w, h = min(max(MIN_SIZE[0], size[0]), MAX_SIZE[0]), min(max(MIN_SIZE[1], size[1]), MAX_SIZE[1])
    try:
        # Off-screen (the dummy driver) there is no desktop to fit: only MAX_SIZE holds.
        desktops = [] if pygame.display.get_driver() == "dummy" else \
            pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if desktops and min(desktops[0]) > 0:
        w, h = min(w, desktops[0][0]), min(h, desktops[0][1])
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


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
    from .scenes.review import ReviewScene
    from .scenes.rules_help import RulesHelpScene
    from .scenes.settings import SettingsScene
    from .scenes.table import TableScene

    return {"menu": MenuScene, "new_game": NewGameScene, "load": LoadScene,
            "settings": SettingsScene, "table": TableScene, "results": ResultsScene,
            "rules": RulesHelpScene, "handoff": HandoffScene, "replay": ReplayScene,
            "review": ReviewScene}


class App:
    def __init__(self, settings: Any | None = None, *, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, stepped_ai: bool = False) -> None:
        self.settings = settings if settings is not None else load_settings()
        i18n.set_language(self.settings.language)
        if not pygame.font.get_init():
            fonts.clear()  # fonts made before an earlier pygame.quit() are dead
        # The window's class and name, so window managers (and xdotool) find "City Builders";
        # pygame's import sets the script's file name ("__main__.py") unless told otherwise.
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
        pygame.display.init()  # no pygame.init(): the mixer opens only for sound (ui/sound.py)
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.theme = Theme(colour_blind=self.settings.colour_blind)
        self.fullscreen = bool(self.settings.fullscreen if fullscreen is None else fullscreen)
        self.window_size = size or fit_desktop((self.settings.window_w, self.settings.window_h))
        pygame.display.set_caption(t("app.title"), WINDOW_CLASS)
        self.screen = self._open_window()
        pygame.display.set_caption(t("app.title"), WINDOW_CLASS)
        self.stack = SceneStack(self)
        self.nav = Navigator(self, routes())
        self.toasts = Toasts(self.theme)
        self.sounds = Sounds(getattr(self.settings, "volume", 0))
        self.stepped_ai = stepped_ai
        """Computer seats decide on the main thread within a frame (tests): the game then
        depends on frames only, never on the wall clock or a thread's timing."""
        self.running = True
        self.closing = False
        """True once the window is closing: scenes stop threads without waiting for them."""
        self.clock_s = 0.0
        self.redraw = True
        """Draw the next frame whatever the signature says (set by ``invalidate``)."""
        self.since_draw = 0.0
        self.drawn_signature: Any = None
        self.draws = 0
        """Frames drawn so far (tests check that an idle frame draws nothing)."""
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
        self.invalidate()

    def invalidate(self) -> None:
        """Draw the next frame (for changes no signature sees: palette, language)."""
        self.redraw = True

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self.screen = self._open_window()
        self.relayout()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.window_size = fit_desktop(size)
        if not self.fullscreen:
            self.screen = self._open_window()
            self.relayout()

    def apply_settings(self, settings: Any, save: bool = True) -> bool:
        """Use new settings now (palette, language, window) and store them; False (with a
        notice) when they could not be stored."""
        self.settings = settings
        self.theme.colour_blind = settings.colour_blind
        self.sounds.set_volume(getattr(settings, "volume", 0))
        i18n.set_language(settings.language)
        pygame.display.set_caption(t("app.title"), WINDOW_CLASS)
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

    def remember(self, **changes: Any) -> None:
        """Store settings the player did not set on the settings screen (the last new game);
        nothing else is re-applied, and a failure to write is only logged."""
        self.settings = self.settings.model_copy(update=changes)
        try:
            save_settings(self.settings)
        except OSError as exc:
            logging.getLogger(__name__).warning("settings not saved: %s", exc)

    def ai_delay(self) -> float:
        return AI_DELAY.get(self.settings.ai_speed, AI_DELAY["normal"])

    def toast(self, text: str, kind: str = "info") -> None:
        self.toasts.show(text, kind)

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Leave every scene at once: a computer still thinking is told to stop and left
        behind (its thread is a daemon), so closing never waits for a decision."""
        self.closing = True
        while self.stack.scenes:
            self.stack.pop()

    # --- frames ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface() or self.screen
            if not self.fullscreen:
                self.window_size = self.size
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        self.stack.handle(event)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events (the queue's unless given), update, then draw if needed."""
        self.clock_s += dt
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.handle(event)
        self.stack.update(dt)
        if not self.notices_held():
            self.toasts.update(dt)
        self.since_draw += dt
        signature = self.signature()
        if (events or self.redraw or signature != self.drawn_signature
                or self.since_draw >= IDLE_REDRAW or self.animating()):
            self.draw(self.screen)
            pygame.display.flip()
            self.draws += 1
            self.redraw = False
            self.since_draw = 0.0
            self.drawn_signature = signature
        if not self.stack.scenes:
            self.running = False

    def signature(self) -> Any:
        """What the screen shows, cheaply: any change means a redraw."""
        visible = self.stack.visible()
        return (tuple(map(id, self.stack.scenes)), tuple(s.signature() for s in visible),
                tuple(self.toasts.texts()), self.notices_held(), self.size)

    def animating(self) -> bool:
        """A visible scene is moving: draw every frame, at FPS."""
        return any(s.animating() for s in self.stack.visible())

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
            if self.animating():
                dt = min(clock.tick(FPS) / 1000.0, 0.1)
                self.frame(dt)
                continue
            waited = pygame.event.wait(IDLE_WAIT_MS)
            events = [] if waited.type == pygame.NOEVENT else [waited]
            events += pygame.event.get()
            self.frame(min(clock.tick() / 1000.0, 0.1), events)
        self.close()
        self.sounds.close()
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
