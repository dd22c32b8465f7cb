"""Drawing helpers the Akropolis painters share: cached texts, tooltips, buttons, hex art.

One kit per table, handed to each painter (the main view, the seat panels) so none of them
reaches into another's attributes. It reads the UI (theme, layout, the mouse in the UI
state) and never changes anything but its own caches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import fonts

from .art import HexArt, shade
from .view_city import CityPainter

if TYPE_CHECKING:
    from .parts import TableParts


class Kit:
    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self.art = HexArt(fonts.get)
        self.cities = CityPainter(self.art)
        self._texts: dict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = {}
        self.tip: tuple[str, tuple[int, int]] | None = None
        """The tooltip to show this frame."""
        self.hovers: list[tuple[pygame.Rect, str]] = []
        """Tooltips of the cached layer being drawn (shown when the mouse is over them)."""
        self.recording = False

    def text(self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False
             ) -> pygame.Surface:
        key = (text, size, colour, bold)
        img = self._texts.get(key)
        if img is None:
            if len(self._texts) > 600:
                self._texts.clear()
            img = fonts.get(size, bold).render(text, True, colour)
            self._texts[key] = img
        return img

    def fit_text(self, text: str, size: int, colour: tuple[int, int, int], width: int,
                 bold: bool = False) -> pygame.Surface:
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

    def hover(self, rect: pygame.Rect, text: str) -> None:
        """A tooltip for ``rect`` (kept with the cached layer while it is being drawn)."""
        if self.recording:
            self.hovers.append((pygame.Rect(rect), text))
        elif rect.collidepoint(self.ui.ctl.state.mouse):
            self.tip = (text, self.ui.ctl.state.mouse)

    def button(self, surf: pygame.Surface, rect: pygame.Rect, label: str | None = None,
               enabled: bool = True, accent: tuple[int, int, int] | None = None) -> None:
        th = self.ui.ctx.theme
        hot = enabled and rect.collidepoint(self.ui.ctl.state.mouse)
        colour = accent if accent is not None and enabled else (
            th.button_hover if hot else th.button if enabled else th.button_disabled)
        if accent is not None and hot:
            colour = shade(accent, 1.2)
        pygame.draw.rect(surf, colour, rect, border_radius=self.ui.lay.px(6))
        pygame.draw.rect(surf, shade(colour, 0.6), rect, 1, border_radius=self.ui.lay.px(6))
        if label:
            img = self.fit_text(label, self.ui.lay.px(15), th.text if enabled else th.text_dim,
                                rect.w - 6, True)
            surf.blit(img, img.get_rect(center=rect.center))

    def glyph(self, surf: pygame.Surface, rect: pygame.Rect, clockwise: bool, enabled: bool) -> None:
        """The rotate arrow of a button (DejaVu has both circle arrows)."""
        th = self.ui.ctx.theme
        img = self.text("↻" if clockwise else "↺", self.ui.lay.px(22),
                        th.text if enabled else th.text_dim, True)
        surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))

    def label(self, surf: pygame.Surface, text: str, pos: tuple[float, float],
              colour: tuple[int, int, int]) -> None:
        px = self.ui.lay.px
        img = self.text(text, px(13), colour, True)
        rect = img.get_rect(midtop=(round(pos[0]), round(pos[1])))
        rect.clamp_ip(self.ui.lay.city.inflate(-px(8), -px(8)))
        back = rect.inflate(px(10), px(6))
        pygame.draw.rect(surf, (20, 22, 28), back, border_radius=px(4))
        surf.blit(img, rect)
