"""The widget base: a rectangle that handles events, updates and draws itself."""

from __future__ import annotations

import pygame

from ..theme import Theme


class Widget:
    def __init__(self, theme: Theme, rect: pygame.Rect | tuple[int, int, int, int] | None = None, *,
                 id: str = "", tooltip: str = "") -> None:
        self.theme = theme
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.id = id
        self.visible = True
        self.enabled = True
        self.tooltip = tooltip
        self.hovered = False
        self.hover_pos = (0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was consumed."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.hovered:
                self.hover_pos = event.pos
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip_text(self) -> str:
        return self.tooltip if self.hovered and self.tooltip else ""

    def px(self, value: float) -> int:
        return self.theme.px(value)
