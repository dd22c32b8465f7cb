"""A push button with hover, pressed, disabled and keyboard-focus states."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import fonts
from ..table import text as textkit
from ..theme import Colour, Theme
from .base import Widget


class Button(Widget):
    def __init__(self, theme: Theme, text: str, on_click: Callable[[], None] | None = None,
                 rect: pygame.Rect | tuple[int, int, int, int] | None = None, *, id: str = "", tooltip: str = "",
                 size: int = 18, colour: Colour | None = None, enabled: bool = True) -> None:
        super().__init__(theme, rect, id=id, tooltip=tooltip)
        self.text = text
        self.on_click = on_click
        self.size = size
        self.colour = colour
        self.enabled = enabled
        self.pressed = False
        self.focused = False
        self.selected = False
        """Drawn highlighted (e.g. the chosen game in a list of buttons)."""

    def click(self) -> None:
        if self.enabled and self.visible and self.on_click:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if not self.enabled:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed:
                self.pressed = False
                if self.rect.collidepoint(event.pos):
                    self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.click()
                return True
        return False

    def face_colour(self) -> Colour:
        t = self.theme
        if not self.enabled:
            return t.button_disabled
        base = self.colour or t.button
        if self.pressed:
            return tuple(max(0, c - 25) for c in base)  # type: ignore[return-value]
        if self.hovered or self.selected:
            return t.button_hover if self.colour is None else tuple(min(255, c + 25) for c in base)  # type: ignore[return-value]
        return base

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        radius = self.px(6)
        pygame.draw.rect(surface, self.face_colour(), self.rect, border_radius=radius)
        edge = t.accent if (self.focused or self.selected) and self.enabled else t.border
        pygame.draw.rect(surface, edge, self.rect, max(1, self.px(2)) if self.selected else 1,
                         border_radius=radius)
        font = fonts.get(self.px(self.size), True)
        text = textkit.cut(self.text, font, self.rect.w - self.px(12))
        colour = t.text if self.enabled else t.text_dim
        img = font.render(text, True, colour)
        offset = 1 if self.pressed else 0
        surface.blit(img, img.get_rect(center=(self.rect.centerx, self.rect.centery + offset)))
