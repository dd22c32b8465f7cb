"""Drawing a city (big view and thumbnails), tiles on their own, ghosts and outlines."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

import pygame

from game.ui.table.cache import SurfaceCache
from game.ui.table.camera import Camera

from ..data import KIND_CODES, STARTING_TILE, TILE_KINDS
from ..rules.hexgrid import DIRS, tile_cells
from .art import HexArt, corners, edge, world
from .layout import Cell, Spot, hex_centre, hex_size

Colour = tuple[int, int, int]
Columns = dict[Cell, tuple[int, int, int]]
ToScreen = Callable[[int, int], tuple[float, float]]
"""(q, r) -> the screen point of that hex's centre."""
SEAM: Colour = (22, 22, 28)
WATER: Colour = (36, 44, 58)
"""Background under the cities."""
GRID: Colour = (50, 60, 78)
CITY_SURFACES = 24
"""Whole cities kept drawn (the big view and the thumbnails of a few positions)."""


def blit_hex(surf: pygame.Surface, art: HexArt, kind: int, level: int, s: int,
             x: float, y: float, alpha: int = 255) -> None:
    img = art.hex(kind, level, s, alpha=alpha)
    ax, ay = art.anchor(s)
    surf.blit(img, (round(x) - ax, round(y) - ay))


def draw_columns(surf: pygame.Surface, art: HexArt, columns: Columns, to_screen: ToScreen,
                 s: int) -> None:
    """Every visible hex, lower levels first and back to front, then the seams between
    different tiles of the same level."""
    order = sorted(columns.items(), key=lambda it: (it[1][2], it[0][1] * 2 + it[0][0]))
    pos = {}
    if s >= 8:  # a soft shadow under the whole city lifts it off the ground
        shadow = art.flat(s, (0, 0, 0, 70))
        ax, ay = art.anchor(s)
        off = max(2, round(s * 0.14))
        for (q, r) in columns:
            x, y = to_screen(q, r)
            surf.blit(shadow, (round(x) - ax + off // 2, round(y) - ay + off))
    for (q, r), (kind, _uid, level) in order:
        x, y = to_screen(q, r)
        pos[(q, r)] = (x, y)
        blit_hex(surf, art, kind, level, s, x, y)
    if s < 6:
        return
    width = max(1, round(s * 0.09))
    for (q, r), (_kind, uid, level) in columns.items():
        x, y = pos[(q, r)]
        pts = None
        for d in (0, 1, 2):
            dq, dr = DIRS[d]
            other = columns.get((q + dq, r + dr))
            if other is None or other[1] == uid or other[2] != level:
                continue
            if pts is None:
                pts = corners(x, y, s)
            i, j = edge(d)
            pygame.draw.line(surf, SEAM, pts[i], pts[j], width)


def outline_cells(surf: pygame.Surface, cells: Iterable[Cell], to_screen: ToScreen, s: int,
                  colour: Colour, width: int) -> None:
    """The outer border of a group of cells (a tile's triangle)."""
    group = set(cells)
    for q, r in group:
        x, y = to_screen(q, r)
        pts = corners(x, y, s)
        for d, (dq, dr) in enumerate(DIRS):
            if (q + dq, r + dr) in group:
                continue
            i, j = edge(d)
            pygame.draw.line(surf, colour, pts[i], pts[j], width)
    if width > 2:  # round the joints
        for q, r in group:
            x, y = to_screen(q, r)
            for p in corners(x, y, s):
                pygame.draw.circle(surf, colour, p, width / 2 - 0.5)


def draw_tile(surf: pygame.Surface, art: HexArt, tile: int, rot: int, cx: float, cy: float,
              s: int, level: int = 1, alpha: int = 255) -> None:
    """A tile on its own (site cards, the Architect's pile) centred on its triangle."""
    cells = tile_cells(0, 0, rot)
    pts = [world(q, r) for q, r in cells]
    mx = sum(p[0] for p in pts) / 3
    my = sum(p[1] for p in pts) / 3
    items = sorted(zip(cells, TILE_KINDS[tile], strict=True),
                   key=lambda it: it[0][1] * 2 + it[0][0])
    for (q, r), kind in items:
        x, y = world(q, r)
        blit_hex(surf, art, kind, level, s, cx + (x - mx) * s, cy + (y - my) * s, alpha)


def draw_start_tile(surf: pygame.Surface, art: HexArt, cx: float, cy: float, s: int) -> None:
    """The starting tile on its own (the solo Architect's pile), centred on its outline
    (5 hex sizes wide, about 4.33 high), back to front."""
    items = sorted(STARTING_TILE.items(), key=lambda it: it[0][1] * 2 + it[0][0])
    ys = [world(q, r)[1] for q, r in STARTING_TILE]
    mid = (min(ys) + max(ys)) / 2
    for (q, r), code in items:
        x, y = world(q, r)
        blit_hex(surf, art, KIND_CODES[code], 1, s, cx + x * s, cy + (y - mid) * s)


def draw_grid(surf: pygame.Surface, columns: Columns, to_screen: ToScreen, s: int) -> None:
    """Faint outlines of the empty ground around a city (where it can grow)."""
    ring = [(dq, dr) for dq in range(-2, 3) for dr in range(-2, 3) if abs(dq + dr) <= 2]
    empty = {(q + dq, r + dr) for q, r in columns for dq, dr in ring} - columns.keys()
    for q, r in empty:
        x, y = to_screen(q, r)
        pygame.draw.polygon(surf, GRID, corners(x, y, s - 1), 1)


def screen_of(cam: Camera, view: pygame.Rect) -> ToScreen:
    """The hex centres of a city drawn into ``view`` under ``cam``."""
    def to_screen(q: int, r: int) -> tuple[float, float]:
        return hex_centre(cam, view, q, r)

    return to_screen


class CityPainter:
    """Renders whole cities to cached surfaces (one per seat and size), so a frame is a
    blit plus what moves (ghost, preview, highlights)."""

    def __init__(self, art: HexArt) -> None:
        self.art = art
        self._cache = SurfaceCache(CITY_SURFACES)

    def clear(self) -> None:
        self._cache.clear()

    def render(self, key: Hashable, size: tuple[int, int], columns: Columns, cam: Camera,
               last: Spot | None, last_colour: Colour, background: Colour | None = WATER,
               grid: bool = False) -> pygame.Surface:
        def paint() -> pygame.Surface:
            w, h = size
            if background is None:
                surf = pygame.Surface((w, h), pygame.SRCALPHA)
            else:
                surf = pygame.Surface((w, h))
                surf.fill(background)
            s = hex_size(cam)
            to_screen = screen_of(cam, pygame.Rect(0, 0, w, h))
            if grid:
                draw_grid(surf, columns, to_screen, s)
            draw_columns(surf, self.art, columns, to_screen, s)
            if last is not None:
                cells = tile_cells(*last)
                width = max(2, round(s * 0.12))
                outline_cells(surf, cells, to_screen, s, SEAM, width + 2)
                outline_cells(surf, cells, to_screen, s, last_colour, width)
            return surf

        return self._cache.get(key, paint)
