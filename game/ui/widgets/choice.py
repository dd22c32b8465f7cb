"""Value pickers: Choice (cycle through values with < >), Stepper (ints), Toggle (on/off)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import fonts
from ..i18n import t
from ..table import text as textkit
from ..theme import Theme
from .base import Widget


class Choice(Widget):
    """``<  value  >``: click the left arrow for the previous value, elsewhere for the next."""

    def __init__(self, theme: Theme, values: Sequence[Any], value: Any = None,
                 on_change: Callable[[Any], None] | None = None,
                 rect: pygame.Rect | tuple[int, int, int, int] | None = None, *,
                 label: Callable[[Any], str] = str, id: str = "", tooltip: str = "",
                 size: int = 17) -> None:
        super().__init__(theme, rect, id=id, tooltip=tooltip)
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.label = label
        self.size = size
        self.pressed = False

    @property
    def value(self) -> Any:
        return self.values[self.index] if self.values else None

    def set_value(self, value: Any, notify: bool = False) -> None:
        if value in self.values:
            self.index = self.values.index(value)
            if notify and self.on_change:
                self.on_change(self.value)

    def step(self, delta: int) -> None:
        if not self.values or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = min(self.rect.h, self.rect.w // 4)
        left = pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h)
        right = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h)
        return left, right

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                left, _ = self.arrow_rects()
                back = event.button == 3 or left.collidepoint(event.pos)
                self.step(-1 if back else 1)
            return True
        return False

    def tooltip_text(self) -> str:
        """The whole value when it is cut short on the widget, else the usual tooltip."""
        if self.hovered and self.values:
            left, right = self.arrow_rects()
            text = self.label(self.value)
            if fonts.get(self.px(self.size)).size(text)[0] > self.rect.w - left.w - right.w:
                return f"{text}\n{self.tooltip}" if self.tooltip else text
        return super().tooltip_text()

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        radius = self.px(6)
        face = th.button_disabled if not self.enabled else (
            th.panel_light if not self.hovered else th.button)
        pygame.draw.rect(surface, face, self.rect, border_radius=radius)
        pygame.draw.rect(surface, th.border, self.rect, 1, border_radius=radius)
        font = fonts.get(self.px(self.size))
        colour = th.text if self.enabled else th.text_dim
        left, right = self.arrow_rects()
        if self.enabled and len(self.values) > 1:
            arrows = fonts.get(self.px(self.size), True)
            for rect, glyph in ((left, "<"), (right, ">")):
                img = arrows.render(glyph, True, th.accent)
                surface.blit(img, img.get_rect(center=rect.center))
        text = textkit.cut(self.label(self.value), font, self.rect.w - left.w - right.w)
        img = font.render(text, True, colour)
        surface.blit(img, img.get_rect(center=self.rect.center))


class Stepper(Choice):
    """An integer between ``minimum`` and ``maximum`` (no wrap-around)."""

    def __init__(self, theme: Theme, minimum: int, maximum: int, value: int | None = None,
                 on_change: Callable[[Any], None] | None = None,
                 rect: pygame.Rect | tuple[int, int, int, int] | None = None, *, id: str = "", tooltip: str = "",
                 size: int = 17) -> None:
        super().__init__(theme, list(range(minimum, maximum + 1)), value, on_change, rect,
                         id=id, tooltip=tooltip, size=size)

    def step(self, delta: int) -> None:
        if not self.enabled:
            return
        new = min(len(self.values) - 1, max(0, self.index + delta))
        if new != self.index:
            self.index = new
            if self.on_change:
                self.on_change(self.value)


class Toggle(Widget):
    """A check box with an On/Off text; click anywhere on it to flip."""

    def __init__(self, theme: Theme, value: bool = False,
                 on_change: Callable[[bool], None] | None = None,
                 rect: pygame.Rect | tuple[int, int, int, int] | None = None, *, id: str = "", tooltip: str = "",
                 size: int = 17) -> None:
        super().__init__(theme, rect, id=id, tooltip=tooltip)
        self.value = bool(value)
        self.on_change = on_change
        self.size = size
        self.pressed = False

    def flip(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.flip()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        box_size = min(self.rect.h - self.px(8), self.px(24))
        box = pygame.Rect(0, 0, box_size, box_size)
        box.midleft = (self.rect.x + self.px(6), self.rect.centery)
        face = th.good if self.value else th.panel_light
        if not self.enabled:
            face = th.button_disabled
        pygame.draw.rect(surface, face, box, border_radius=self.px(4))
        pygame.draw.rect(surface, th.highlight if self.hovered else th.border, box, 1,
                         border_radius=self.px(4))
        if self.value:
            a = (box.x + box.w * 0.22, box.y + box.h * 0.52)
            b = (box.x + box.w * 0.42, box.y + box.h * 0.75)
            c = (box.x + box.w * 0.8, box.y + box.h * 0.27)
            pygame.draw.lines(surface, th.text_dark, False, [a, b, c], max(2, self.px(3)))
        font = fonts.get(self.px(self.size))
        text = t("app.on") if self.value else t("app.off")
        img = font.render(text, True, th.text if self.enabled else th.text_dim)
        surface.blit(img, img.get_rect(midleft=(box.right + self.px(10), self.rect.centery)))
