"""Drawing helpers the 20th Century painters share: cached texts, buttons, tooltips."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import fonts

from .art import shade

if TYPE_CHECKING:
    from .parts import TableParts

Colour = tuple[int, int, int]


class Kit:
    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self._texts: dict[tuple[str, int, Colour, bool], pygame.Surface] = {}
        self.tip: tuple[str, tuple[int, int]] | None = None
        self.hovers: list[tuple[pygame.Rect, str]] = []
        """Tooltips of the cached layers (shown while the mouse is over them)."""
        self.hot = True
        """Buttons light up under the mouse (off while a cached layer is drawn)."""

    @property
    def px(self):  # type: ignore[no-untyped-def]
        return self.ui.lay.px

    def text(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        img = self._texts.get(key)
        if img is None:
            if len(self._texts) > 800:
                self._texts.clear()
            img = fonts.get(size, bold).render(text, True, colour)
            self._texts[key] = img
        return img

    def fit(self, text: str, size: int, colour: Colour, width: int, bold: bool = False
            ) -> pygame.Surface:
        """The text at ``size`` or smaller so it fits ``width`` (cut with … at the smallest)."""
        while size > 9 and fonts.get(size, bold).size(text)[0] > width:
            size -= 1
        img = self.text(text, size, colour, bold)
        if img.get_width() > width:
            font = fonts.get(size, bold)
            while text and font.size(text + "…")[0] > width:
                text = text[:-1]
            img = self.text(text + "…", size, colour, bold)
        return img

    def wrap(self, text: str, size: int, width: int) -> list[str]:
        font = fonts.get(size)
        lines: list[str] = []
        line = ""
        for word in text.split():
            probe = f"{line} {word}".strip()
            if font.size(probe)[0] <= width or not line:
                line = probe
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
        return lines

    def hover(self, rect: pygame.Rect, text: str) -> None:
        self.hovers.append((pygame.Rect(rect), text))

    def panel(self, surf: pygame.Surface, rect: pygame.Rect, colour: Colour | None = None,
              border: Colour | None = None) -> None:
        th = self.ui.ctx.theme
        pygame.draw.rect(surf, colour or th.panel, rect, border_radius=self.px(6))
        pygame.draw.rect(surf, border or th.border, rect, 1, border_radius=self.px(6))

    def title(self, surf: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        th = self.ui.ctx.theme
        img = self.fit(text, self.px(13), th.accent, rect.w - self.px(12), True)
        surf.blit(img, (rect.x + self.px(6), rect.y + self.px(4)))

    def button(self, surf: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool = True,
               style: str = "button", selected: bool = False) -> None:
        th = self.ui.ctx.theme
        hot = self.hot and enabled and rect.collidepoint(self.ui.ctl.state.mouse)
        base = {"accent": (70, 140, 90), "danger": (150, 80, 60)}.get(style, th.button)
        colour = base if enabled else th.button_disabled
        if hot:
            colour = shade(colour, 1.25)
        pygame.draw.rect(surf, colour, rect, border_radius=self.px(6))
        edge = th.highlight if selected else shade(colour, 0.6)
        pygame.draw.rect(surf, edge, rect, 3 if selected else 1, border_radius=self.px(6))
        if label:
            img = self.fit(label, self.px(14), th.text if enabled else th.text_dim,
                           rect.w - self.px(8), True)
            surf.blit(img, img.get_rect(center=rect.center))
