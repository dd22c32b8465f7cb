"""The scene stack: menu -> new game -> table -> results, with overlays drawn on top.

Only the top scene gets events and updates; drawing starts at the lowest scene that is
covered only by overlays, so a dialog or the rules help shows the table beneath it.
Drawing never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .layout import Frame

if TYPE_CHECKING:
    from .widgets.base import Widget


class Scene:
    overlay = False
    """True: the scene below is drawn first (dimmed), e.g. dialogs and help."""
    name = "scene"
    """Short id used by smoke screenshots and tests."""
    holds_notices = False
    """True: notices (toasts) wait, undrawn and paused, while this scene is on top (a
    question the player must answer is never covered)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.size: tuple[int, int] = (1280, 720)

    @property
    def theme(self) -> Any:
        return self.app.theme

    def frame(self) -> Frame:
        return Frame(self.size, self.app.theme)

    # --- life cycle ------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (after the first layout)."""

    def leave(self) -> None:
        """Removed from the stack: stop threads, drop resources."""

    def resume(self) -> None:
        """The scene above was popped and this one is on top again."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for a window of ``size``; called on push and on every resize."""
        self.size = size

    # --- per frame -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """Keys not taken by a widget. Default: Esc goes back, Tab moves the button focus."""
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.key == pygame.K_TAB:
            self.cycle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        return False

    def cycle_focus(self, step: int = 1) -> None:
        """Keyboard focus to the next enabled button (Enter or Space presses it)."""
        buttons = [w for w in self.widgets
                   if hasattr(w, "focused") and hasattr(w, "on_click") and w.visible and w.enabled]
        if not buttons:
            return
        current = next((i for i, b in enumerate(buttons) if b.focused), None)
        for b in buttons:
            b.focused = False
        index = 0 if current is None and step > 0 else (
            -1 if current is None else (current + step) % len(buttons))
        buttons[index].focused = True

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    # --- when to draw ---------------------------------------------------------------------
    def animating(self) -> bool:
        """True while something moves on its own: the window draws every frame."""
        return False

    def signature(self) -> Any:
        """A cheap value that changes whenever this scene would draw differently without an
        event having come in (a state changed in ``update``): the window redraws then.
        Events always redraw, so hover and clicks need not be part of it."""
        return tuple((id(w), w.visible, w.enabled, getattr(w, "text", None),
                      getattr(w, "caret_shown", None)) for w in self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.theme.bg)
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        for widget in self.widgets:
            tip = widget.tooltip_text() if widget.visible else None
            if tip:
                from .widgets.tooltip import draw_tooltip

                draw_tooltip(surface, self.theme, tip, widget.hover_pos)

    def find(self, widget_id: str) -> Widget | None:
        """A widget by its id (tests and smoke click real buttons)."""
        for widget in self.widgets:
            if getattr(widget, "id", None) == widget_id:
                return widget
        return None


class SceneStack:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def _size(self) -> tuple[int, int]:
        w, h = self.app.size
        return int(w), int(h)

    def push(self, scene: Scene) -> Scene:
        scene.layout(self._size())
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the whole stack (leaving each scene) and start over with ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.leave()

    def layout(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.layout(size)

    def handle(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle(event) if top else False

    def update(self, dt: float) -> None:
        top = self.top
        if top:
            top.update(dt)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(0, start):]

    def draw(self, surface: pygame.Surface) -> None:
        scenes = self.visible()
        for i, scene in enumerate(scenes):
            if i > 0 and scene.overlay:
                shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                shade.fill((0, 0, 0, 150))
                surface.blit(shade, (0, 0))
            scene.draw(surface)
