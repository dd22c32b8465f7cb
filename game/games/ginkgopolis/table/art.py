"""The pieces the Ginkgopolis table draws: colours, owner patterns, and the faces of
buildings, tokens, cards and tiles, cached with the kit's :class:`SurfaceCache` (a frame is
mostly blits). Their words go through the kit's text functions."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.table import text
from game.ui.table.cache import SurfaceCache

from ..data import CARD_BY_NAME, CARD_COLOUR, URB0

Colour = tuple[int, int, int]

TILE_FILL: tuple[Colour, ...] = ((198, 72, 58), (58, 112, 196), (228, 190, 62))
TILE_DARK: tuple[Colour, ...] = ((120, 40, 32), (30, 62, 120), (150, 118, 30))
TILE_TEXT: tuple[Colour, ...] = ((255, 245, 240), (245, 248, 255), (40, 32, 10))
URB_FILL: Colour = (92, 150, 96)
URB_TEXT: Colour = (245, 255, 245)
PATTERNS = ("solid", "stripes", "dot", "cross", "ring")
"""Each seat's resources carry a pattern as well as a colour (colour-blind play)."""

_pieces = SurfaceCache(1500)
"""Faces of buildings, tokens, cards and tiles, and translucent boxes, by everything drawn."""


def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent box (under the prompt, the caption and the preview)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(rgba)
        return surf
    return _pieces.get(("veil", size, rgba), make)


def put(surface: pygame.Surface, img: pygame.Surface, pos: tuple[int, int],
        anchor: str = "topleft") -> pygame.Rect:
    """Blit ``img`` with its ``anchor`` at ``pos``; returns where it went."""
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def pattern_mark(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, seat: int) -> None:
    """A resource cube (or a seat swatch) in the seat's colour with its pattern."""
    pygame.draw.rect(surface, colour, rect)
    pat = PATTERNS[seat % len(PATTERNS)]
    ink = (255, 255, 255) if sum(colour) < 420 else (20, 20, 20)
    w = max(1, rect.w // 6)
    if pat == "stripes":
        for i in range(1, 3):
            y = rect.y + rect.h * i // 3
            pygame.draw.line(surface, ink, (rect.x, y), (rect.right - 1, y), w)
    elif pat == "dot":
        pygame.draw.circle(surface, ink, rect.center, max(1, rect.w // 4))
    elif pat == "cross":
        pygame.draw.line(surface, ink, rect.topleft, (rect.right - 1, rect.bottom - 1), w)
        pygame.draw.line(surface, ink, (rect.right - 1, rect.y), (rect.x, rect.bottom - 1), w)
    elif pat == "ring":
        pygame.draw.rect(surface, ink, rect.inflate(-2 * w - 2, -2 * w - 2), w)
    pygame.draw.rect(surface, (15, 15, 15), rect, 1)


def building(tile: int, height: int, owner: int, colour: Colour | None, pawn: bool,
             s: int) -> pygame.Surface:
    """A building of ``height`` floors seen from above: the floors as strips at its foot,
    the number, the owner's resources (one per floor) and the pawn."""
    return _pieces.get(("b", tile, height, owner, colour, pawn, s),
                 lambda: _building(tile, height, owner, colour, pawn, s))


def _building(tile: int, height: int, owner: int, colour: Colour | None, pawn: bool,
              s: int) -> pygame.Surface:
    c = tile // 20
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    m = max(1, s // 18)
    d = max(2, s // 12)
    floors = min(height, 6)
    body = pygame.Rect(m, m, s - 2 * m, s - 2 * m)
    pygame.draw.rect(surf, TILE_DARK[c], body, border_radius=max(1, s // 12))
    face = pygame.Rect(body.x, body.y, body.w, body.h - (floors - 1) * d)
    # each floor below the top one shows as a strip at the foot
    for i in range(1, floors):
        strip = pygame.Rect(body.x + 1, face.bottom + (i - 1) * d, body.w - 2, d - 1)
        pygame.draw.rect(surf, TILE_FILL[c], strip)
    pygame.draw.rect(surf, TILE_FILL[c], face, border_radius=max(1, s // 12))
    pygame.draw.rect(surf, (20, 20, 24), body, 1, border_radius=max(1, s // 12))
    img = text.render(str(tile % 20 + 1), max(text.MIN_PX, int(s * 0.36)), TILE_TEXT[c], True)
    surf.blit(img, (face.x + max(2, s // 12), face.y))
    if owner >= 0 and colour is not None:
        cube = max(4, s // 5)
        per = max(1, (face.w - 4) // (cube + 1))
        for i in range(height):
            row, col = divmod(i, per)
            r = pygame.Rect(face.right - 2 - (col + 1) * (cube + 1),
                            face.bottom - 2 - (row + 1) * (cube + 1), cube, cube)
            if r.y < face.y:
                break
            pattern_mark(surf, r, colour, owner)
    if pawn:
        pr = max(3, s // 9)
        cx, cy = face.right - pr - 2, face.y + pr + 2
        pygame.draw.circle(surf, (245, 245, 245), (cx, cy + pr // 2), pr + 1)
        pygame.draw.circle(surf, (30, 30, 30), (cx, cy + pr // 2), pr)
        pygame.draw.circle(surf, (30, 30, 30), (cx, cy - pr // 2 - 1), max(2, pr * 2 // 3))
    if height > 6:  # more floors than strips: say how many
        img = text.render(str(height), max(text.MIN_PX, d * 2), (255, 255, 255), True)
        box = pygame.Rect(body.x, body.bottom - max(d * 2, img.get_height()),
                          max(d * 3, img.get_width() + 2), max(d * 2, img.get_height()))
        pygame.draw.rect(surf, (20, 20, 24), box)
        surf.blit(img, (box.x + 1, box.y))
    return surf


def token(letter: str, s: int) -> pygame.Surface:
    return _pieces.get(("tok", letter, s), lambda: _token(letter, s))


def _token(letter: str, s: int) -> pygame.Surface:
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 28), (1, 1, s - 2, s - 2), 1)
    r = max(5, int(s * 0.34))
    pygame.draw.circle(surf, (210, 214, 222), (s // 2, s // 2), r)
    pygame.draw.circle(surf, (40, 44, 52), (s // 2, s // 2), r, max(1, s // 24))
    img = text.render(letter, max(text.MIN_PX, int(r * 1.2)), (30, 34, 40), True)
    surf.blit(img, img.get_rect(center=(s // 2, s // 2)))
    return surf


def card_face(name: str, w: int, h: int, lines: tuple[str, str, str]) -> pygame.Surface:
    """A card of the hand: Building cards in their colour with the number, Urbanization
    cards green with the letter, Characters in their colour with the role."""
    return _pieces.get(("card", name, w, h, lines), lambda: _card(name, w, h, lines))


def _card(name: str, w: int, h: int, lines: tuple[str, str, str]) -> pygame.Surface:
    c = CARD_BY_NAME[name]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if c < URB0:
        fill, ink, big = TILE_FILL[c // 20], TILE_TEXT[c // 20], str(c % 20 + 1)
    elif c < URB0 + 12:
        fill, ink, big = URB_FILL, URB_TEXT, name[2]
    else:
        col = CARD_COLOUR[c]
        fill, ink, big = TILE_DARK[col], (255, 255, 255), "★"
    rad = max(2, w // 10)
    pygame.draw.rect(surf, (245, 240, 228), (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, fill, (3, 3, w - 6, h - 6), border_radius=rad)
    pygame.draw.rect(surf, (20, 20, 24), (0, 0, w, h), 1, border_radius=rad)
    rows, big_y, big_size = card_layout(lines, w, h)
    put(surf, text.render(big, big_size, ink, True), (w // 2, big_y), "center")
    for line, y, size in rows:
        put(surf, text.render(line, size, ink), (w // 2, y), "midtop")
    return surf


def _wrap(line: str, size: int, width: int) -> list[str]:
    """``line`` in as few lines as fit ``width`` at ``size`` (words kept whole)."""
    font = fonts.get(size)
    out: list[str] = []
    for word in line.split(" "):
        if out and font.size(out[-1] + " " + word)[0] <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def card_layout(lines: tuple[str, str, str], w: int, h: int
                ) -> tuple[list[tuple[str, int, int]], int, int]:
    """A card face's small lines as (text, top y, font size) and the big symbol's centre y
    and size. The colour, kind or name goes on top, the bonus below; a line too wide for
    the card (Czech and Polish names and bonuses) wraps at the usual size, the big symbol
    taking what room is left between. Only a single word too long shrinks (never below the
    kit's readable minimum); one that does not fit even then is left out."""
    size = max(text.MIN_PX, int(h * 0.1))
    step = round(size * 1.1)
    width = w - 8

    def rows_of(line: str) -> list[str]:
        # a word too long even at the readable minimum (a tiny card in the replay's smaller
        # table) is left out rather than cut: the big symbol, colour and tooltip still say it
        rows = _wrap(line, size, width) if line else []
        return [r for r in rows if text.one_line(r, size, width) is not None]

    top = rows_of(lines[0])
    bottom = [r for line in lines[1:] for r in rows_of(line)]
    out: list[tuple[str, int, int]] = []
    y0 = max(3, int(h * 0.06) if len(top) == 1 else int(h * 0.03))
    placed = [(r, y0 + i * step) for i, r in enumerate(top)]
    base = min(int(h * 0.68), h - 4 - len(bottom) * step)
    placed += [(r, base + i * step) for i, r in enumerate(bottom)]
    for line, y in placed:
        fitted, fs = text.fit(line, size, width)
        out.append((fitted, y, fs))
    gap_top = y0 + len(top) * step
    big = max(8, min(int(h * 0.34), base - gap_top))
    return out, (gap_top + base) // 2, big


def tile_face(tile: int, s: int) -> pygame.Surface:
    return _pieces.get(("tile", tile, s), lambda: _tile(tile, s))


def _tile(tile: int, s: int) -> pygame.Surface:
    c = tile // 20
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(surf, TILE_FILL[c], (0, 0, s, s), border_radius=max(1, s // 8))
    pygame.draw.rect(surf, (20, 20, 24), (0, 0, s, s), 1, border_radius=max(1, s // 8))
    img = text.render(str(tile % 20 + 1), max(text.MIN_PX, int(s * 0.5)), TILE_TEXT[c], True)
    put(surf, img, (s // 2, s // 2), "center")
    return surf


def card_chip(name: str, w: int, h: int) -> pygame.Surface:
    """A small face-up card of the discard pile: its colour (green for an Urbanization
    card) and its number or letter."""
    return _pieces.get(("chip", name, w, h), lambda: _card_chip(name, w, h))


def _card_chip(name: str, w: int, h: int) -> pygame.Surface:
    c = CARD_BY_NAME[name]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if c < URB0:
        fill, ink, mark = TILE_FILL[c // 20], TILE_TEXT[c // 20], str(c % 20 + 1)
    else:
        fill, ink, mark = URB_FILL, URB_TEXT, name[2]
    rad = max(2, w // 8)
    pygame.draw.rect(surf, (245, 240, 228), (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, fill, (2, 2, w - 4, h - 4), border_radius=rad)
    pygame.draw.rect(surf, (20, 20, 24), (0, 0, w, h), 1, border_radius=rad)
    img = text.render(mark, max(text.MIN_PX, int(min(w, h) * 0.5)), ink, True)
    put(surf, img, (w // 2, h // 2), "center")
    return surf
