"""A scrollable list: mouse wheel, a draggable scrollbar, selection (click, arrows).

Each item is drawn as one or more lines given by ``render(item) -> [(text, colour|None)]``;
the first line is bold. ``selectable=False`` makes a read-only list (the game log).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import fonts
from ..table import text as textkit
from ..theme import Colour, Theme
from .base import Widget

Line = tuple[str, Colour | None]


class ScrollList(Widget):
    def __init__(self, theme: Theme, items: Sequence[Any] = (),
                 rect: pygame.Rect | tuple[int, int, int, int] | None = None, *,
                 render: Callable[[Any], list[Line]] | None = None, row_lines: int = 1,
                 selectable: bool = True, wrap: bool = False, size: int = 16,
                 on_select: Callable[[int], None] | None = None,
                 on_activate: Callable[[int], None] | None = None, id: str = "") -> None:
        super().__init__(theme, rect, id=id)
        self.items: list[Any] = list(items)
        self.render = render or (lambda item: [(str(item), None)])
        self.row_lines = row_lines
        self.selectable = selectable
        self.wrap = wrap
        self.size = size
        self.on_select = on_select
        self.on_activate = on_activate
        self.selected: int | None = None
        self._offset = 0
        self._wrapped: dict[Any, list[Line]] = {}
        self._heights_key: tuple[object, ...] | None = None
        self._heights: list[int] = []
        """Pixels scrolled from the top."""
        self.dragging = False
        self.last_click: tuple[int, float] | None = None
        self.clock = 0.0

    # --- geometry ----------------------------------------------------------------------
    @property
    def offset(self) -> int:
        """Pixels scrolled from the top, always within the content (also after a resize)."""
        return max(0, min(self.max_offset(), self._offset))

    @offset.setter
    def offset(self, value: int) -> None:
        self._offset = max(0, int(value))

    def font(self) -> pygame.font.Font:
        return fonts.get(self.px(self.size))

    def bar_w(self) -> int:
        return self.px(10)

    def inner(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.px(6), self.rect.y + self.px(4),
                           self.rect.w - self.px(12) - self.bar_w(), self.rect.h - self.px(8))

    def item_lines(self, item: Any) -> list[Line]:
        lines = self.render(item)
        if not self.wrap:
            return lines
        width = self.inner().w - self.px(12)  # the width draw() fits each line to
        try:
            key = (tuple(lines), width, self.px(self.size))
            cached = self._wrapped.get(key)
        except TypeError:  # unhashable colour or text: just wrap again
            key, cached = None, None
        if cached is not None:
            return cached
        font, out = self.font(), []
        bold = fonts.get(self.px(self.size), True)
        for k, (text, colour) in enumerate(lines):
            # a selectable row draws its first line in bold: wrap it in that font
            face = bold if k == 0 and self.selectable else font
            out += [(part, colour) for part in textkit.wrap(text, face, width)]
        if key is not None:
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            self._wrapped[key] = out
        return out

    def title_parts(self, item: Any, bold: pygame.font.Font) -> int:
        """How many drawn lines the row's first (bold) line takes."""
        lines = self.render(item)
        if not lines:
            return 0
        if not self.wrap:
            return 1
        return len(textkit.wrap(lines[0][0], bold, self.inner().w - self.px(12)))

    def row_heights(self) -> list[int]:
        # Cached: wrapping hundreds of log lines several times a frame is what costs.
        key = (id(self.items), len(self.items), self.rect.w, self.px(self.size))
        if self._heights_key == key:
            return self._heights
        ls = self.font().get_linesize()
        pad = self.px(10)
        if self.wrap:
            heights = [len(self.item_lines(i)) * ls + pad for i in self.items]
        else:
            heights = [self.row_lines * ls + pad] * len(self.items)
        self._heights_key, self._heights = key, heights
        return heights

    def content_h(self) -> int:
        return sum(self.row_heights())

    def max_offset(self) -> int:
        return max(0, self.content_h() - self.inner().h)

    def row_rect(self, index: int) -> pygame.Rect:
        heights = self.row_heights()
        inner = self.inner()
        y = inner.y + sum(heights[:index]) - self.offset
        return pygame.Rect(inner.x, y, inner.w, heights[index])

    def index_at(self, pos: tuple[int, int]) -> int | None:
        inner = self.inner()
        if not inner.collidepoint(pos):
            return None
        y = inner.y - self.offset
        for i, h in enumerate(self.row_heights()):
            if y <= pos[1] < y + h:
                return i
            y += h
        return None

    def scroll_to(self, index: int) -> None:
        inner = self.inner()
        if inner.h <= 0:
            return  # not laid out yet
        r = self.row_rect(index)
        if r.top < inner.top:
            self.offset -= inner.top - r.top
        elif r.bottom > inner.bottom:
            self.offset += r.bottom - inner.bottom
        self.offset = max(0, min(self.max_offset(), self.offset))

    def scroll_to_end(self) -> None:
        self._offset = 1 << 30  # clamped on read: stays at the end as rows are added

    def set_items(self, items: Sequence[Any], keep_end: bool = False) -> None:
        at_end = self.offset >= self.max_offset() - 2
        self.items = list(items)
        if self.selected is not None and self.selected >= len(self.items):
            self.selected = None
        if keep_end and at_end:
            self.scroll_to_end()

    def thumb(self) -> pygame.Rect | None:
        total = self.content_h()
        track = pygame.Rect(self.rect.right - self.bar_w() - self.px(3), self.rect.y + self.px(4),
                            self.bar_w(), self.rect.h - self.px(8))
        if total <= self.inner().h:
            return None
        h = max(self.px(24), track.h * self.inner().h // total)
        y = track.y + (track.h - h) * self.offset // max(1, self.max_offset())
        return pygame.Rect(track.x, y, track.w, h)

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.bar_w() - self.px(3), self.rect.y + self.px(4),
                           self.bar_w(), self.rect.h - self.px(8))

    # --- input -----------------------------------------------------------------------------
    def select(self, index: int | None) -> None:
        if not self.selectable:
            return
        if index is not None and not 0 <= index < len(self.items):
            return
        self.selected = index
        if index is not None:
            self.scroll_to(index)
        if self.on_select and index is not None:
            self.on_select(index)

    def _drag_to(self, y: int) -> None:
        track = self.track()
        thumb = self.thumb()
        if thumb is None:
            return
        frac = (y - track.y - thumb.h / 2) / max(1, track.h - thumb.h)
        self.offset = round(max(0.0, min(1.0, frac)) * self.max_offset())

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.hovered:
                self.offset = max(0, min(self.max_offset(),
                                         self.offset - event.y * self.font().get_linesize() * 3))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            if self.track().collidepoint(event.pos) and self.thumb() is not None:
                self.dragging = True
                self._drag_to(event.pos[1])
                return True
            index = self.index_at(event.pos)
            if index is not None and self.selectable:
                double = (self.last_click is not None and self.last_click[0] == index
                          and self.clock - self.last_click[1] < 0.4)
                self.select(index)
                self.last_click = (index, self.clock)
                if double and self.on_activate:
                    self.on_activate(index)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.KEYDOWN and self.selectable and self.items:
            if event.key == pygame.K_DOWN:
                self.select(0 if self.selected is None else min(len(self.items) - 1, self.selected + 1))
                return True
            if event.key == pygame.K_UP:
                self.select(0 if self.selected is None else max(0, self.selected - 1))
                return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        pygame.draw.rect(surface, (24, 27, 34), self.rect, border_radius=self.px(6))
        pygame.draw.rect(surface, th.border, self.rect, 1, border_radius=self.px(6))
        inner = self.inner()
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        font = self.font()
        bold = fonts.get(self.px(self.size), True)
        ls = font.get_linesize()
        heights = self.row_heights()
        y = inner.y - self.offset
        for i, item in enumerate(self.items):
            h = heights[i]
            if y + h >= inner.y and y <= inner.bottom:
                row = pygame.Rect(inner.x, y, inner.w, h - self.px(2))
                if i == self.selected:
                    pygame.draw.rect(surface, th.button, row, border_radius=self.px(4))
                    pygame.draw.rect(surface, th.accent, row, 1, border_radius=self.px(4))
                elif self.selectable:
                    pygame.draw.rect(surface, th.panel, row, border_radius=self.px(4))
                ty = y + self.px(5)
                titled = self.title_parts(item, bold) if self.selectable else 0
                for j, (text, colour) in enumerate(self.item_lines(item)):
                    f = bold if j < titled else font
                    text = textkit.cut(text, f, inner.w - self.px(12))
                    surface.blit(f.render(text, True, colour or th.text), (inner.x + self.px(6), ty))
                    ty += ls
            y += h
        surface.set_clip(clip)
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(surface, th.panel, self.track(), border_radius=self.px(4))
            pygame.draw.rect(surface, th.text_dim if not self.dragging else th.accent, thumb,
                             border_radius=self.px(4))
