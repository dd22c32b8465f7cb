"""Text at a table (and in the widgets): cached renders, fitting a box, wrapping, and the
tooltips a drawing leaves for the mouse.

Fitting first shrinks the font, never below :data:`MIN_PX`, and only then cuts the text
with an ellipsis. Both are what a player should never meet, so a test switches on
:data:`probe` and fails on every text that was cut or drawn below the readable minimum.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from .. import fonts
from .cache import SurfaceCache

Colour = tuple[int, int, int]
MIN_PX = 9
"""The smallest text size (pixels) a table may draw: fitting never shrinks below it."""
ELLIPSIS = "…"


@dataclass
class TextProbe:
    """What the text kit had to do that a player should not see: ``cut`` texts (ended with
    an ellipsis) and ``small`` ones (drawn below :data:`MIN_PX`)."""

    cut: set[str] = field(default_factory=set)
    small: set[str] = field(default_factory=set)


probe: TextProbe | None = None
"""Off (None) in play; a test sets one to collect every cut or too small text."""

_renders = SurfaceCache(4000)


def _note_cut(text: str) -> None:
    if probe is not None:
        probe.cut.add(text)


def _note_size(text: str, size: int) -> None:
    if probe is not None and size < MIN_PX and text.strip():
        probe.small.add(text)


def fast(img: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format (blits several times faster), once a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return img.convert_alpha()
    return img


def render(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """One line of text, cached (renders are the costliest part of a frame)."""
    _note_size(text, size)
    return _renders.get((text, size, colour, bold),
                        lambda: fast(fonts.get(size, bold).render(text, True, colour)))


def cut(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` in ``font`` (unchanged if it fits)."""
    if font.size(text)[0] <= width:
        return text
    _note_cut(text)
    while text and font.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return text + ELLIPSIS


def fit(text: str, size: int, width: int, bold: bool = False,
        min_size: int = MIN_PX) -> tuple[str, int]:
    """``(text, size)`` that fit ``width``: the size shrunk down to ``min_size`` first, the
    text cut with an ellipsis at that size only if still too wide."""
    line, size = _fit(text, size, width, bold, min_size)
    if line != text:
        _note_cut(text)
    return line, size


@lru_cache(maxsize=4096)
def _fit(text: str, size: int, width: int, bold: bool, min_size: int) -> tuple[str, int]:
    """:func:`fit` without the probe, remembered (a frame asks the same fits every time)."""
    low = min(size, min_size)
    font = fonts.get(size, bold)
    while size > low and font.size(text)[0] > width:
        size -= 1
        font = fonts.get(size, bold)
    if font.size(text)[0] <= width:
        return text, size
    while text and font.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return text + ELLIPSIS, size


def one_line(text: str, size: int, width: int, bold: bool = False,
             min_size: int = MIN_PX) -> int | None:
    """The largest size from ``size`` down to ``min_size`` at which ``text`` fits ``width``
    on one line, or None (the caller wraps it or leaves it to a tooltip; nothing is cut)."""
    line, fit_size = _fit(text, size, width, bold, min_size)
    return fit_size if line == text else None


def fitted(text: str, size: int, colour: Colour, width: int, bold: bool = False,
           min_size: int = MIN_PX) -> pygame.Surface:
    """The rendered line of :func:`fit`."""
    line, size = fit(text, size, width, bold, min_size)
    return render(line, size, colour, bold)


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


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Lines of ``text`` that fit ``width`` pixels; keeps explicit newlines and splits a
    word longer than a line (e.g. JSON) so nothing runs past the edge."""
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for word in para.split(" "):
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


def block(text: str, size: int, width: int, height: int, bold: bool = False,
          min_size: int = MIN_PX) -> tuple[int, list[str]]:
    """The largest size (down to ``min_size``) at which ``text`` wraps into ``width`` x
    ``height`` without splitting a word, and its lines; at ``min_size`` the lines that do
    not fit are dropped and the last one kept is cut."""
    low = min(size, min_size)
    for sz in range(size, low - 1, -1):
        font = fonts.get(sz, bold)
        if any(font.size(word)[0] > width for word in text.split()):
            continue
        lines = wrap(text, font, width)
        if len(lines) * font.get_linesize() <= height:
            return sz, lines
    font = fonts.get(low, bold)
    lines = wrap(text, font, width)
    keep = max(1, height // font.get_linesize())
    if len(lines) > keep:
        _note_cut(text)
        lines = lines[:keep]
        lines[-1] = cut(lines[-1] + ELLIPSIS, font, width)
    return low, lines


def draw_block(surface: pygame.Surface, text: str, size: int, colour: Colour,
               box: pygame.Rect, bold: bool = False, centre: bool = False,
               min_size: int = MIN_PX) -> int:
    """``text`` wrapped into ``box`` at the largest size that fits (:func:`block`), from its
    top-left (or centred in it); returns the height used."""
    sz, lines = block(text, size, box.w, box.h, bold, min_size)
    step = fonts.get(sz, bold).get_linesize()
    y = box.y + (box.h - step * len(lines)) // 2 if centre else box.y
    for line in lines:
        img = render(line, sz, colour, bold)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)) if centre else (box.x, y))
        y += step
    return step * len(lines)


class Hovers:
    """Tooltips left by a drawing: each a rect and its text; the last one added under the
    mouse wins (things drawn later lie on top)."""

    def __init__(self) -> None:
        self.items: list[tuple[pygame.Rect, str]] = []

    def add(self, rect: pygame.Rect, text: str) -> None:
        if text:
            self.items.append((pygame.Rect(rect), text))

    def extend(self, other: Hovers) -> None:
        self.items.extend(other.items)

    def clear(self) -> None:
        self.items.clear()

    def at(self, pos: tuple[int, int]) -> str | None:
        for rect, text in reversed(self.items):
            if rect.collidepoint(pos):
                return text
        return None

    def __iter__(self) -> Iterator[tuple[pygame.Rect, str]]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)
