"""Hex geometry on screen and the cached art of every hex kind (pygame).

Flat-top hexes (spec 3.1): world coordinates are in units of the hex size (centre to
corner): ``x = 1.5 q``, ``y = sqrt(3) (r + q / 2)``, screen y down, never mirrored.
Each kind has an icon as well as a colour (house, market stall, shield, temple, tree, rocks;
plazas an emblem with their stars) so that colour-blind players can tell them apart. A
column's level shows as shading, a border colour per level, a wall under raised hexes and
the level number on the hex. Sprites are drawn supersampled once per (kind, level, size)
and kept in a kit :class:`~game.ui.table.cache.SurfaceCache`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from game.ui.table import text
from game.ui.table.cache import SurfaceCache
from game.ui.table.controls import shade

from ..data import B, G, H, M, Q, T, is_plaza
from ..rules.hexgrid import DIRS, tile_cells

__all__ = ["SQ3", "HexArt", "centroid_offset", "corners", "draw_stone", "edge", "level_border",
           "shade", "tile_cells", "to_axial", "world"]

SQ3 = math.sqrt(3.0)
Colour = tuple[int, int, int]

KIND_FILL: dict[int, Colour] = {
    Q: (150, 148, 142), H: (64, 116, 196), M: (230, 182, 48), B: (196, 62, 54),
    T: (134, 86, 178), G: (70, 152, 70),
}
PAVING: Colour = (214, 204, 178)
ICON_INK: dict[int, Colour] = {
    H: (248, 248, 244), M: (70, 48, 20), B: (252, 240, 230), T: (250, 246, 255),
    G: (236, 250, 226),
}
LEVEL_BORDER: tuple[Colour, ...] = (
    (44, 46, 56), (246, 246, 246), (255, 196, 36), (255, 116, 50), (255, 84, 196),
    (170, 130, 255),
)
"""Border colour by level (index 0 = level 1): dark, white, gold, orange, pink, violet."""
STAR: Colour = (255, 206, 60)
SUPER = 3
"""Supersampling factor of the cached art (smooth edges without anti-aliased primitives)."""


def level_border(level: int) -> Colour:
    return LEVEL_BORDER[min(level, len(LEVEL_BORDER)) - 1]


def world(q: float, r: float) -> tuple[float, float]:
    return 1.5 * q, SQ3 * (r + q / 2.0)


def to_axial(x: float, y: float) -> tuple[int, int]:
    """The hex containing world point ``(x, y)`` (cube rounding)."""
    fq = x * 2.0 / 3.0
    fr = y / SQ3 - x / 3.0
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return q, r


def corners(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    """Corners of a flat-top hex, corner ``i`` at ``60 i`` degrees (y down)."""
    return [(cx + s * math.cos(math.pi / 3 * i), cy + s * math.sin(math.pi / 3 * i))
            for i in range(6)]


def edge(d: int) -> tuple[int, int]:
    """Corner indices of the edge facing direction ``DIRS[d]``."""
    return (4 + d) % 6, (5 + d) % 6


def centroid_offset(rot: int) -> tuple[float, float]:
    """World offset from hex ``a`` to the centre of the tile's triangle at rotation ``rot``."""
    d1, d2 = DIRS[rot], DIRS[(rot + 1) % 6]
    x1, y1 = world(*d1)
    x2, y2 = world(*d2)
    return (x1 + x2) / 3.0, (y1 + y2) / 3.0


def level_shade(level: int) -> float:
    return (0.80, 1.0, 1.14, 1.26, 1.34)[min(level, 5) - 1]


def wall_height(level: int, s: int) -> int:
    """Thickness drawn under a raised hex (0 on the ground)."""
    if level <= 1:
        return 0
    return max(2, round(s * 0.11 * min(level - 1, 3)))


# --- icons (drawn in a unit box scaled by r around (cx, cy)) ---------------------------------
def _pts(cx: float, cy: float, r: float, pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _rect(cx: float, cy: float, r: float, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
    return pygame.Rect(round(cx + x0 * r), round(cy + y0 * r), max(1, round((x1 - x0) * r)),
                       max(1, round((y1 - y0) * r)))


def draw_icon(surf: pygame.Surface, kind: int, cx: float, cy: float, r: float,
              ink: Colour, back: Colour) -> None:
    """The district icon of ``kind`` (a district kind 1..5 or the quarry 0)."""
    line = max(1, round(r * 0.12))
    if kind == H:  # a house: walls, roof, door
        pygame.draw.polygon(surf, ink, _pts(cx, cy, r, [(-0.78, -0.02), (0, -0.74), (0.78, -0.02)]))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, -0.56, -0.1, 0.56, 0.7))
        pygame.draw.rect(surf, back, _rect(cx, cy, r, -0.15, 0.26, 0.15, 0.7))
    elif kind == M:  # a market stall: striped awning on two posts, a counter
        aw = [(-0.86, -0.62), (0.86, -0.62), (0.76, -0.18), (-0.76, -0.18)]
        pygame.draw.polygon(surf, ink, _pts(cx, cy, r, aw))
        for i in range(4):
            x0 = -0.86 + i * 0.43 + 0.215
            pygame.draw.polygon(surf, shade(back, 1.45), _pts(cx, cy, r, [
                (x0 - 0.1, -0.58), (x0 + 0.1, -0.58), (x0 + 0.08, -0.22), (x0 - 0.08, -0.22)]))
        for x in (-0.76, -0.38, 0.0, 0.38, 0.76):
            pygame.draw.circle(surf, ink, (cx + x * r, cy - 0.18 * r), 0.19 * r)
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, -0.66, -0.2, -0.5, 0.72))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, 0.5, -0.2, 0.66, 0.72))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, -0.74, 0.28, 0.74, 0.5))
    elif kind == B:  # barracks: a shield with a cross
        sh = [(-0.62, -0.72), (0.62, -0.72), (0.62, 0.02), (0.0, 0.78), (-0.62, 0.02)]
        pygame.draw.polygon(surf, ink, _pts(cx, cy, r, sh))
        pygame.draw.rect(surf, back, _rect(cx, cy, r, -0.09, -0.58, 0.09, 0.5))
        pygame.draw.rect(surf, back, _rect(cx, cy, r, -0.45, -0.3, 0.45, -0.12))
    elif kind == T:  # a temple: pediment, columns, steps
        pygame.draw.polygon(surf, ink, _pts(cx, cy, r, [(-0.86, -0.36), (0.0, -0.8), (0.86, -0.36)]))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, -0.8, -0.36, 0.8, -0.2))
        for x in (-0.62, -0.2, 0.22):
            pygame.draw.rect(surf, ink, _rect(cx, cy, r, x, -0.14, x + 0.4 * 0.5, 0.52))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, 0.52, -0.14, 0.72, 0.52))
        pygame.draw.rect(surf, ink, _rect(cx, cy, r, -0.86, 0.56, 0.86, 0.76))
    elif kind == G:  # a garden: a tree
        pygame.draw.rect(surf, shade(ink, 0.7), _rect(cx, cy, r, -0.11, 0.05, 0.11, 0.8))
        for x, y, rr in ((0.0, -0.36, 0.46), (-0.36, -0.02, 0.36), (0.36, -0.02, 0.36),
                         (0.0, 0.06, 0.34)):
            pygame.draw.circle(surf, ink, (cx + x * r, cy + y * r), rr * r)
    elif kind == Q:  # a quarry: rocks
        rocks = (
            ([(-0.8, 0.45), (-0.62, -0.08), (-0.18, -0.22), (0.06, 0.18), (-0.08, 0.55)], 0.62),
            ([(-0.04, 0.5), (0.08, -0.3), (0.42, -0.55), (0.78, -0.12), (0.72, 0.48)], 0.72),
            ([(-0.44, -0.2), (-0.3, -0.66), (0.04, -0.7), (0.14, -0.3), (-0.16, -0.08)], 0.84),
        )
        for pts, f in rocks:
            p = _pts(cx, cy, r, pts)
            pygame.draw.polygon(surf, shade(back, f), p)
            pygame.draw.polygon(surf, shade(back, 0.45), p, line)


def draw_star(surf: pygame.Surface, cx: float, cy: float, r: float, fill: Colour,
              outline: Colour | None = None) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, max(1, round(r * 0.16)))


def draw_stone(surf: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """The stone (currency) icon: a small grey block seen from above."""
    top = [(cx - r, cy - 0.35 * r), (cx, cy - 0.85 * r), (cx + r, cy - 0.35 * r), (cx, cy + 0.15 * r)]
    left = [(cx - r, cy - 0.35 * r), (cx, cy + 0.15 * r), (cx, cy + r), (cx - r, cy + 0.5 * r)]
    right = [(cx + r, cy - 0.35 * r), (cx, cy + 0.15 * r), (cx, cy + r), (cx + r, cy + 0.5 * r)]
    pygame.draw.polygon(surf, (196, 194, 188), top)
    pygame.draw.polygon(surf, (140, 138, 132), left)
    pygame.draw.polygon(surf, (112, 110, 106), right)


# --- the cached sprites ----------------------------------------------------------------------
class HexArt:
    """Sprites of hexes by (kind, level, size, style), the least recently used dropped."""

    LIMIT = 1200

    def __init__(self) -> None:
        self._cache = SurfaceCache(self.LIMIT)

    def clear(self) -> None:
        self._cache.clear()

    @staticmethod
    def anchor(s: int) -> tuple[int, int]:
        """Offset of a hex centre inside its sprite."""
        pad = 2
        return s + pad, round(SQ3 * s / 2) + pad

    def hex(self, kind: int, level: int, s: int, *, alpha: int = 255,
            number: bool = True) -> pygame.Surface:
        key: Hashable = (kind, level, s, alpha, number)
        return self._cache.get(key, lambda: self._sprite(kind, level, s, alpha, number))

    def _sprite(self, kind: int, level: int, s: int, alpha: int, number: bool) -> pygame.Surface:
        surf = self._make(kind, level, s, number)
        if alpha < 255:
            surf.set_alpha(alpha)
        return surf

    def _make(self, kind: int, level: int, s: int, number: bool) -> pygame.Surface:
        f = SUPER
        S = s * f
        ax, ay = self.anchor(s)
        wall = wall_height(level, s)
        w, h = 2 * ax, 2 * ay + wall
        big = pygame.Surface((w * f, h * f), pygame.SRCALPHA)
        cx, cy = ax * f, ay * f
        plaza = is_plaza(kind)
        base = PAVING if plaza else KIND_FILL[kind]
        fill = shade(base, level_shade(level))
        border = level_border(level)
        rad = S + 0.6 * f  # a hair of overlap so neighbours tile without seams
        if wall:
            wall_col = shade(base, 0.5)
            top = corners(cx, cy, rad)
            low = corners(cx, cy + wall * f, rad)
            pygame.draw.polygon(big, wall_col, low)
            # the visible band between the top hex and its lowered copy
            pygame.draw.polygon(big, wall_col, [top[0], top[1], top[2], top[3], low[3], low[2],
                                                low[1], low[0]])
            for i in (1, 2):
                pygame.draw.line(big, shade(base, 0.35), low[i], top[i], max(1, f))
        pts = corners(cx, cy, rad)
        pygame.draw.polygon(big, fill, pts)
        bw = max(f, round(S * (0.07 if level == 1 else 0.11)))
        pygame.draw.polygon(big, border, corners(cx, cy, rad - bw / 2), bw)
        if plaza:
            colour = kind - 5
            em_r = S * 0.5
            ecy = cy - S * 0.12
            pygame.draw.circle(big, shade(KIND_FILL[colour], level_shade(level)), (cx, ecy), em_r)
            pygame.draw.circle(big, shade(KIND_FILL[colour], 0.55), (cx, ecy), em_r, max(f, round(S * 0.05)))
            draw_icon(big, colour, cx, ecy, em_r * 0.62, ICON_INK[colour], KIND_FILL[colour])
            stars = (0, 1, 2, 2, 2, 3)[colour]
            sr = S * 0.17
            sy = cy + S * 0.58
            for i in range(stars):
                sx = cx + (i - (stars - 1) / 2) * sr * 2.05
                draw_star(big, sx, sy, sr, STAR, (110, 80, 10))
        else:
            ink = ICON_INK.get(kind, (60, 60, 60))
            draw_icon(big, kind, cx, cy + S * 0.04, S * 0.5, ink, fill)
        if level >= 2 and number and s >= 11:
            br = max(S * 0.26, 5.5 * f)
            bx, by = cx - S * 0.52, cy - S * 0.5
            pygame.draw.circle(big, border, (bx, by), br)
            pygame.draw.circle(big, (30, 30, 36), (bx, by), br, max(f, round(S * 0.03)))
            img = text.render(str(level), max(6, round(br * 1.5)), (20, 20, 26), True)
            big.blit(img, img.get_rect(center=(round(bx), round(by + f * 0.5))))
        return pygame.transform.smoothscale(big, (w, h))

    def outline(self, s: int, colour: Colour, width: int) -> pygame.Surface:
        """A hex outline (ghost and highlights)."""
        def make() -> pygame.Surface:
            f = SUPER
            ax, ay = self.anchor(s)
            big = pygame.Surface((2 * ax * f, 2 * ay * f), pygame.SRCALPHA)
            pygame.draw.polygon(big, colour, corners(ax * f, ay * f, (s - width / 2) * f),
                                width * f)
            return pygame.transform.smoothscale(big, (2 * ax, 2 * ay))

        return self._cache.get(("outline", s, colour, width), make)

    def flat(self, s: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
        """A filled translucent hex (legal-spot tint, shadows)."""
        def make() -> pygame.Surface:
            f = SUPER
            ax, ay = self.anchor(s)
            big = pygame.Surface((2 * ax * f, 2 * ay * f), pygame.SRCALPHA)
            pygame.draw.polygon(big, colour, corners(ax * f, ay * f, (s + 0.5) * f))
            return pygame.transform.smoothscale(big, (2 * ax, 2 * ay))

        return self._cache.get(("flat", s, colour), make)
