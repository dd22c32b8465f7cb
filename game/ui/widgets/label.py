"""Text: a word-wrapping label, and drawing one line (fitting and wrapping are the text kit's,
``game.ui.table.text``)."""

from __future__ import annotations

import pygame

from .. import fonts
from ..table.text import cut, wrap
from ..theme import Colour, Theme
from .base import Widget


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, colour: Colour,
              pos: tuple[int, int], anchor: str = "topleft") -> pygame.Rect:
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


class Label(Widget):
    def __init__(self, theme: Theme, text: str = "", rect: pygame.Rect | tuple[int, int, int, int] | None = None,
                 *, size: int = 18, bold: bool = False, colour: Colour | None = None,
                 align: str = "left", wrap: bool = True, id: str = "") -> None:
        super().__init__(theme, rect, id=id)
        self.text = text
        self.size = size
        self.bold = bold
        self.colour = colour
        self.align = align
        self.wrap = wrap

    def font(self) -> pygame.font.Font:
        return fonts.get(self.px(self.size), self.bold)

    def lines(self) -> list[str]:
        font = self.font()
        if not self.wrap:
            return [cut(line, font, self.rect.w) for line in self.text.split("\n")]
        return wrap(self.text, font, max(10, self.rect.w))

    def height_needed(self) -> int:
        return len(self.lines()) * self.font().get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        font = self.font()
        colour = self.colour or self.theme.text
        y = self.rect.y
        for line in self.lines():
            if y + font.get_height() > self.rect.bottom + 2 and y > self.rect.y:
                break  # clip rather than spill out of the box
            img = font.render(line, True, colour)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += font.get_linesize()
