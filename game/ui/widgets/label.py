"""Text: a word-wrapping label and the wrapping helper itself."""

from __future__ import annotations

import pygame

from .. import fonts
from ..theme import Colour, Theme
from .base import Widget


def _split_long(word: str, font: pygame.font.Font, width: int) -> list[str]:
    parts, cur = [], ""
    for ch in word:
        if cur and font.size(cur + ch)[0] > width:
            parts.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        parts.append(cur)
    return parts


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Lines of ``text`` that fit ``width`` pixels; keeps explicit newlines and splits
    words longer than a line (e.g. JSON) so nothing runs past the edge."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        cur = ""
        for word in words:
            trial = f"{cur} {word}" if cur else word
            if font.size(trial)[0] <= width:
                cur = trial
                continue
            if cur:
                lines.append(cur)
            if font.size(word)[0] > width:
                pieces = _split_long(word, font, width)
                lines.extend(pieces[:-1])
                cur = pieces[-1] if pieces else ""
            else:
                cur = word
        lines.append(cur)
    return lines


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, colour: Colour,
              pos: tuple[int, int], anchor: str = "topleft") -> pygame.Rect:
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


cut_texts: set[str] | None = None
"""Off (None) in play; a test sets a set to collect every text :func:`fit_text` had to cut,
so a translation that overflows its box is caught (tests/app/test_i18n_scenes.py)."""


def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis so it fits ``width``."""
    if font.size(text)[0] <= width:
        return text
    if cut_texts is not None:
        cut_texts.add(text)
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


class Label(Widget):
    def __init__(self, theme: Theme, text: str = "", rect: pygame.Rect | tuple | None = None,
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
            return [fit_text(line, font, self.rect.w) for line in self.text.split("\n")]
        return wrap_text(self.text, font, max(10, self.rect.w))

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
