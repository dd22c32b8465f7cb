"""A one-line text field (player names, seed)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import fonts
from ..theme import Theme
from .base import Widget


class TextInput(Widget):
    def __init__(self, theme: Theme, text: str = "", rect: pygame.Rect | tuple[int, int, int, int] | None = None,
                 *, max_len: int = 24, allowed: Callable[[str], bool] | None = None,
                 placeholder: str = "", on_change: Callable[[str], None] | None = None,
                 on_enter: Callable[[], None] | None = None, id: str = "",
                 size: int = 17) -> None:
        super().__init__(theme, rect, id=id)
        self.text = text
        self.max_len = max_len
        self.allowed = allowed
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_enter = on_enter
        self.size = size
        self.focused = False
        self.blink = 0.0
        self.all_selected = False
        """Ctrl+A selected the whole text: the next character replaces it, Backspace clears."""

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        if self.on_change:
            self.on_change(self.text)

    def insert(self, chars: str) -> None:
        chars = "".join(c for c in chars if c.isprintable() and (self.allowed is None or self.allowed(c)))
        if chars:
            base = "" if self.all_selected else self.text
            self.all_selected = False
            self.set_text((base + chars)[: self.max_len])

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            self.all_selected = False
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.all_selected = bool(self.text)
                return True
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL or self.all_selected:
                    self.set_text("")
                else:
                    self.set_text(self.text[:-1])
                self.all_selected = False
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
                self.all_selected = False
                if event.key != pygame.K_TAB and self.on_enter:
                    self.on_enter()
                return True
            if event.key == pygame.K_ESCAPE:
                self.focused = False
                return True
            # Keys that also produce TEXTINPUT are taken here so scene shortcuts don't fire.
            return bool(event.unicode) and str(event.unicode).isprintable()
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    @property
    def caret_shown(self) -> bool:
        """The blinking caret is visible now (part of the scene's redraw signature)."""
        return self.focused and self.blink < 0.5

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        radius = self.px(5)
        pygame.draw.rect(surface, (22, 25, 32), self.rect, border_radius=radius)
        edge = th.accent if self.focused else (th.highlight if self.hovered else th.border)
        pygame.draw.rect(surface, edge, self.rect, 1, border_radius=radius)
        font = fonts.get(self.px(self.size))
        pad = self.px(8)
        if self.text:
            img = font.render(self.text, True, th.text if self.enabled else th.text_dim)
            if self.all_selected and self.focused:  # the selection, as text fields show it
                back = pygame.Surface(img.get_size())
                back.fill(th.button)
                back.blit(img, (0, 0))
                img = back
        else:
            img = font.render(self.placeholder, True, th.text_dim)
        clip = surface.get_clip()
        inner = self.rect.inflate(-2 * pad, 0)
        surface.set_clip(inner.clip(clip) if clip else inner)
        x = inner.x
        if img.get_width() > inner.w and self.text and self.focused:
            x = inner.right - img.get_width()  # keep the end (and the caret) visible
        surface.blit(img, (x, self.rect.centery - img.get_height() // 2))
        if self.caret_shown:
            cx = x + (font.size(self.text)[0] if self.text else 0) + 1
            pygame.draw.line(surface, th.text, (cx, self.rect.y + pad // 2 + 2),
                             (cx, self.rect.bottom - pad // 2 - 2), 1)
        surface.set_clip(clip)
