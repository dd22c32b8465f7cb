"""A framed panel with an optional title."""

from __future__ import annotations

import pygame

from .. import fonts
from ..theme import Colour, Theme
from .base import Widget


class Panel(Widget):
    def __init__(self, theme: Theme, rect: pygame.Rect | tuple[int, int, int, int] | None = None, *,
                 title: str = "", colour: Colour | None = None, id: str = "") -> None:
        super().__init__(theme, rect, id=id)
        self.title = title
        self.colour = colour

    def draw(self, surface: pygame.Surface) -> None:
        radius = self.px(8)
        pygame.draw.rect(surface, self.colour or self.theme.panel, self.rect, border_radius=radius)
        pygame.draw.rect(surface, self.theme.border, self.rect, 1, border_radius=radius)
        if self.title:
            font = fonts.get(self.px(20), True)
            img = font.render(self.title, True, self.theme.accent)
            surface.blit(img, (self.rect.x + self.px(16), self.rect.y + self.px(12)))

    def content_top(self) -> int:
        """First y below the title."""
        return self.rect.y + (self.px(48) if self.title else self.px(12))
