"""Tooltips: a small wrapped box near the mouse, kept inside the window."""

from __future__ import annotations

import pygame

from .. import fonts
from ..table import text as textkit
from ..theme import Theme


def draw_tooltip(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int]) -> None:
    font = fonts.get(theme.px(15))
    lines = textkit.wrap(text, font, theme.px(320))
    pad = theme.px(8)
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    h = len(lines) * font.get_linesize() + 2 * pad
    x = pos[0] + theme.px(14)
    y = pos[1] + theme.px(18)
    sw, sh = surface.get_size()
    x = min(x, sw - w - 2)
    if y + h > sh - 2:
        y = pos[1] - h - theme.px(6)
    box = pygame.Rect(max(2, x), max(2, y), w, h)
    pygame.draw.rect(surface, theme.panel_light, box, border_radius=theme.px(4))
    pygame.draw.rect(surface, theme.border, box, 1, border_radius=theme.px(4))
    for i, line in enumerate(lines):
        surface.blit(font.render(line, True, theme.text),
                     (box.x + pad, box.y + pad + i * font.get_linesize()))
