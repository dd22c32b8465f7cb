"""Drawing one square tile: rails, bridges, cities with their production and recycling
icon, citizens (player colour plus a pattern, for colour-blind players), garbage cubes and
institutions; commodity icons and citizen tokens. Pure drawing from tile data; no rules.
Tile faces are kept in a kit :class:`SurfaceCache` (:func:`tile_face`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.table.cache import SurfaceCache
from game.ui.table.controls import shade
from game.ui.table.text import MIN_PX, render

from ..data import TileDef

Colour = tuple[int, int, int]

LAND = (146, 182, 104)
START = (188, 182, 128)
INSTITUTION = (176, 174, 184)
RAIL = (60, 50, 45)
BRIDGE = (150, 95, 40)
BRIDGE_LIGHT = (210, 133, 56)
"""The bridge's lit middle line."""
COMMODITY = ((236, 190, 50), (80, 150, 230), (226, 80, 90))
"""Money (coin), science (flask), QoL (heart)."""
GARBAGE = (105, 108, 112)
PATTERNS = ("dot", "hbar", "vbar", "cross", "ring")


def turn(u: float, v: float, rot: int) -> tuple[float, float]:
    """A canonical point turned ``rot`` quarter turns clockwise about the tile centre."""
    for _ in range(rot % 4):
        u, v = 1 - v, u
    return u, v


def at(rect: pygame.Rect, u: float, v: float) -> tuple[int, int]:
    return (round(rect.x + u * rect.w), round(rect.y + v * rect.h))


def icon(surf: pygame.Surface, kind: int, c: tuple[int, int], r: int) -> None:
    """Coin (0), flask (1) or heart (2) of radius ``r``."""
    col = COMMODITY[kind]
    x, y = c
    if kind == 0:
        pygame.draw.circle(surf, col, c, r)
        pygame.draw.circle(surf, shade(col, 0.6), c, r, max(1, r // 4))
    elif kind == 1:
        neck = max(1, r // 2)
        pts = [(x - neck // 2, y - r), (x + neck // 2, y - r), (x + neck // 2, y - r // 3),
               (x + r, y + r), (x - r, y + r), (x - neck // 2, y - r // 3)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, shade(col, 0.55), pts, 1)
    else:
        h = max(1, r // 2)
        pygame.draw.circle(surf, col, (x - h, y - h // 2), h + 1)
        pygame.draw.circle(surf, col, (x + h, y - h // 2), h + 1)
        pygame.draw.polygon(surf, col, [(x - r - 1, y - h // 4), (x + r + 1, y - h // 4), (x, y + r)])


def recycle_icon(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
    """Three green arrows in a circle (the recycling plant)."""
    col = (40, 150, 70)
    pygame.draw.circle(surf, (235, 245, 235), c, r)
    pygame.draw.circle(surf, col, c, r, max(1, r // 5))
    for k in range(3):
        a = math.radians(k * 120 - 90)
        tip = (c[0] + math.cos(a) * r * 0.75, c[1] + math.sin(a) * r * 0.75)
        b1 = (c[0] + math.cos(a + 0.9) * r * 0.45, c[1] + math.sin(a + 0.9) * r * 0.45)
        b2 = (c[0] + math.cos(a - 0.3) * r * 0.3, c[1] + math.sin(a - 0.3) * r * 0.3)
        pygame.draw.polygon(surf, col, [tip, b1, b2])


def citizen(surf: pygame.Surface, c: tuple[int, int], r: int, colour: Colour, pattern: int) -> None:
    """A citizen token: the seat's colour with the seat's pattern on it."""
    pygame.draw.circle(surf, colour, c, r)
    pygame.draw.circle(surf, (20, 20, 24), c, r, max(1, r // 6))
    light = sum(colour) > 420
    ink = (25, 25, 30) if light else (245, 245, 245)
    w = max(1, r // 3)
    x, y = c
    kind = PATTERNS[pattern % len(PATTERNS)]
    if kind == "dot":
        pygame.draw.circle(surf, ink, c, max(1, r // 3))
    elif kind == "hbar":
        pygame.draw.line(surf, ink, (x - r + w, y), (x + r - w, y), w)
    elif kind == "vbar":
        pygame.draw.line(surf, ink, (x, y - r + w), (x, y + r - w), w)
    elif kind == "cross":
        d = int(r * 0.55)
        pygame.draw.line(surf, ink, (x - d, y - d), (x + d, y + d), w)
        pygame.draw.line(surf, ink, (x - d, y + d), (x + d, y - d), w)
    else:
        pygame.draw.circle(surf, ink, c, max(2, r * 3 // 5), max(1, w // 2 + 1))


def garbage_cubes(surf: pygame.Surface, rect: pygame.Rect, count: int, text: bool) -> None:
    """``count`` cubes in the tile's lower right corner (a number beside more than four)."""
    if count <= 0:
        return
    s = max(4, rect.w // 9)
    shown = min(count, 4)
    x = rect.right - s - max(2, rect.w // 30)
    y = rect.bottom - s - max(2, rect.w // 30)
    for i in range(shown):
        r = pygame.Rect(x - (i % 2) * (s + 2), y - (i // 2) * (s + 2), s, s)
        pygame.draw.rect(surf, GARBAGE, r)
        pygame.draw.rect(surf, (40, 40, 44), r, 1)
    if count > 4 and text:
        img = render(f"×{count}", max(MIN_PX, s + 2), (20, 20, 20), True)
        surf.blit(img, img.get_rect(bottomright=(x - 2 * (s + 2), rect.bottom - 2)))


_faces = SurfaceCache(400)


class _Def:
    """A tile definition as a cache key: by identity (a definition holds a mapping, so it
    has no hash), kept alive while its faces are cached."""

    __slots__ = ("d",)

    def __init__(self, d: TileDef) -> None:
        self.d = d

    def __hash__(self) -> int:
        return id(self.d)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Def) and other.d is self.d


def tile_face(d: TileDef, size: tuple[int, int], rot: int = 0, cit: Sequence[bool] = (), garbage: int = 0,
              bridges: Sequence[tuple[int, int]] = (), owner: Colour = (200, 200, 200),
              pattern: int = 0, text: bool = True, detail: bool = True,
              chips: float = 1.0) -> pygame.Surface:
    """A tile drawn on its own surface of ``size`` (see :func:`draw_tile`), cached."""
    key = (_Def(d), size, rot, tuple(cit), garbage, tuple(bridges), owner, pattern, text, detail,
           chips)

    def make() -> pygame.Surface:
        face = pygame.Surface(size)
        draw_tile(face, face.get_rect(), d, rot, cit, garbage, bridges, owner, pattern, text,
                  detail, chips)
        return face
    return _faces.get(key, make)


def draw_tile(surf: pygame.Surface, rect: pygame.Rect, d: TileDef, rot: int,
              cit: Sequence[bool] = (), garbage: int = 0,
              bridges: Sequence[tuple[int, int]] = (), owner: Colour = (200, 200, 200),
              pattern: int = 0, text: bool = True, detail: bool = True,
              chips: float = 1.0) -> None:
    """Tile definition ``d`` in ``rect``, turned ``rot``; ``text`` writes numbers,
    ``detail`` draws production (off for thumbnails), its chips ``chips`` times their
    usual size (larger on the small tiles of the land display). Every city is drawn before
    any production, so a city never hides its neighbour's chips."""
    kind = d.kind
    nodes = d.nodes
    base = INSTITUTION if kind == "institution" else START if kind == "start" else LAND
    pygame.draw.rect(surf, base, rect)
    pygame.draw.rect(surf, shade(base, 0.6), rect, 1)
    w = rect.w
    lw = max(2, w // 14)

    def pos(i: int) -> tuple[int, int]:
        u, v = turn(*nodes[i].pos, rot)
        return at(rect, u, v)

    for a, b in d.rails:
        pygame.draw.line(surf, RAIL, pos(a), pos(b), lw)
    for a, b in bridges:
        pygame.draw.line(surf, BRIDGE, pos(a), pos(b), lw + 2)
        pygame.draw.line(surf, BRIDGE_LIGHT, pos(a), pos(b), max(1, lw // 2))
    if kind == "institution":
        comm = d.commodity
        box = pygame.Rect(0, 0, w * 2 // 5, w * 2 // 5)
        box.center = rect.center
        pygame.draw.rect(surf, (235, 232, 225), box, border_radius=max(1, w // 20))
        pygame.draw.rect(surf, (60, 60, 70), box, 1, border_radius=max(1, w // 20))
        icon(surf, comm, box.center, max(3, w // 9))
        if detail and text:
            img = render(f"+{d.bonus}", max(MIN_PX, w // 7), (30, 30, 30), True)
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.bottom + 1)))
        return
    cities = d.cities
    cr = max(3, w // 9)
    for i, nd in enumerate(nodes):
        if nd.type == "junction":
            pygame.draw.circle(surf, RAIL, pos(i), max(2, lw))
        elif nd.type == "end":
            pygame.draw.circle(surf, RAIL, pos(i), max(2, lw), 1)
    for k, ni in enumerate(cities):
        c = pos(ni)
        pygame.draw.circle(surf, (250, 248, 240), c, cr)
        pygame.draw.circle(surf, (50, 50, 55), c, cr, max(1, cr // 5))
        if k < len(cit) and cit[k]:
            citizen(surf, c, cr - max(1, cr // 5), owner, pattern)
    if detail:
        for ni in cities:
            nd = nodes[ni]
            _production(surf, rect, pos(ni), cr, nd.prod, nd.recycling, text, chips)
    garbage_cubes(surf, rect, garbage, text)


def _production(surf: pygame.Surface, rect: pygame.Rect, c: tuple[int, int], cr: int,
                prod: Sequence[int], recycling: bool, text: bool, chips: float = 1.0) -> None:
    """Production chips in a row under the city (above it near the lower edge), each with
    its amount inside; the recycling icon last."""
    r = max(4, round(cr * 3 / 4 * chips))
    items: list[tuple[int, int]] = [(k, v) for k, v in enumerate(prod) if v]
    if recycling:
        items.append((-1, 0))
    if not items:
        return
    step = 2 * r + 2
    width = step * len(items) - 2
    x = c[0] - width // 2 + r
    x = min(max(x, rect.x + r + 1), rect.right - width + r - 1)
    below = c[1] + cr + r + 1
    y = below if below + r < rect.bottom - 1 else c[1] - cr - r - 1
    for k, v in items:
        if k < 0:
            recycle_icon(surf, (x, y), r)
        else:
            icon(surf, k, (x, y), r)
            if text and r >= 5:
                ink = (20, 20, 20) if k == 0 else (255, 255, 255)
                img = render(str(v), max(MIN_PX, r * 3 // 2), ink, True)
                surf.blit(img, img.get_rect(center=(x, y + (1 if k == 1 else 0))))
        x += step


def land_icon(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A small land tile (lands won this round)."""
    pygame.draw.rect(surf, LAND, rect)
    pygame.draw.rect(surf, shade(LAND, 0.5), rect, 1)
    mid = rect.centery
    pygame.draw.line(surf, RAIL, (rect.x, mid), (rect.right - 1, mid), max(1, rect.h // 6))


def start_flag(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The start player's marker: a gold pennant on a pole."""
    pole_x = rect.x + max(1, rect.w // 6)
    top, bottom = rect.y + 1, rect.bottom - 1
    pygame.draw.line(surf, (230, 230, 235), (pole_x, top), (pole_x, bottom), max(1, rect.w // 8))
    pts = [(pole_x + 1, top), (rect.right, top + (bottom - top) // 4),
           (pole_x + 1, top + (bottom - top) // 2)]
    pygame.draw.polygon(surf, (240, 190, 40), pts)
    pygame.draw.polygon(surf, (120, 90, 10), pts, 1)
