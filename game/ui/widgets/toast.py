"""Short notices at the bottom of the window (errors, "saved", load warnings)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import fonts
from ..table import text as textkit
from ..theme import Theme


@dataclass
class Toast:
    text: str
    kind: str  # "info" | "warning" | "error"
    left: float


class Toasts:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.items: list[Toast] = []

    def show(self, text: str, kind: str = "info", seconds: float = 4.0) -> None:
        self.items.append(Toast(text, kind, seconds))
        del self.items[:-4]

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.left -= dt
        self.items = [x for x in self.items if x.left > 0]

    def texts(self) -> list[str]:
        return [x.text for x in self.items]

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        font = fonts.get(th.px(16))
        width = min(surface.get_width() - th.px(40), th.px(640))
        y = surface.get_height() - th.px(84)  # above the bottom row of buttons
        for toast in reversed(self.items):
            lines = textkit.wrap(toast.text, font, width - th.px(24))
            h = len(lines) * font.get_linesize() + th.px(16)
            box = pygame.Rect(0, 0, width, h)
            box.midbottom = (surface.get_width() // 2, y)
            edge = {"error": th.bad, "warning": th.accent}.get(toast.kind, th.good)
            pygame.draw.rect(surface, th.panel_light, box, border_radius=th.px(6))
            pygame.draw.rect(surface, edge, box, max(1, th.px(2)), border_radius=th.px(6))
            for i, line in enumerate(lines):
                img = font.render(line, True, th.text)
                surface.blit(img, (box.x + th.px(12), box.y + th.px(8) + i * font.get_linesize()))
            y = box.top - th.px(8)
