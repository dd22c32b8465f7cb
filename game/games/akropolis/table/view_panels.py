"""The seat panels of the Akropolis table: name, stones, total, live score per colour with
the rule in a tooltip, and a small view of the city (the solo Architect: its tile pile).

Drawn from the model, the UI state and the layout only, with the kit's text functions; the
tooltips go into the :class:`~game.ui.table.text.Hovers` kept with the cached layer.
"""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.table import text
from game.ui.table.controls import shade
from game.ui.table.text import Hovers

from . import words
from .art import HexArt, draw_stone
from .layout import Layout
from .model import AkModel
from .view_city import WATER, CityPainter, draw_start_tile, draw_tile

LAST = (90, 230, 255)
"""Outline of the tile each city placed last."""


def draw_panels(surf: pygame.Surface, model: AkModel, lay: Layout, focus: int, art: HexArt,
                cities: CityPainter, hovers: Hovers) -> None:
    th = model.theme
    pygame.draw.rect(surf, shade(th.bg, 0.9), lay.side)
    for seat, rect in enumerate(lay.panels):
        draw_panel(surf, model, lay, seat, rect, seat == focus, art, cities, hovers)


def draw_panel(surf: pygame.Surface, model: AkModel, lay: Layout, seat: int, rect: pygame.Rect,
               focused: bool, art: HexArt, cities: CityPainter, hovers: Hovers) -> None:
    th = model.theme
    px = lay.px
    st = model.state
    colour = model.colour(seat)
    current = model.mover() == seat
    pygame.draw.rect(surf, th.panel, rect, border_radius=px(8))
    pygame.draw.rect(surf, colour, (rect.x, rect.y, px(5), rect.h),
                     border_top_left_radius=px(8), border_bottom_left_radius=px(8))
    pygame.draw.rect(surf, th.accent if focused else th.border, rect,
                     px(2) if focused else 1, border_radius=px(8))
    x = rect.x + px(12)
    y = rect.y + px(6)
    points = model.points(seat)
    tot = text.render(str(model.total(seat)), px(22), th.text, True)
    tot_rect = tot.get_rect(topright=(rect.right - px(10), rect.y + px(3)))
    surf.blit(tot, tot_rect)
    hovers.add(tot_rect, words.total_tip(points))
    # stones, left of the total
    stones = text.render(str(st.stones[seat]), px(15), th.text, True)
    st_rect = stones.get_rect(midright=(tot_rect.x - px(12), y + px(9)))
    surf.blit(stones, st_rect)
    draw_stone(surf, st_rect.x - px(9), st_rect.centery, px(7))
    hovers.add(pygame.Rect(st_rect.x - px(18), st_rect.y - px(2), st_rect.w + px(20), px(20)),
               words.stones_tip(st.stones[seat]))
    name_w = st_rect.x - px(20) - x
    winner = seat in model.winners()
    if current or winner:
        mark = text.render("♛" if winner else "▶", px(16 if winner else 13), th.accent, True)
        surf.blit(mark, (x, y + (0 if winner else px(2))))
        if winner:
            hovers.add(mark.get_rect(topleft=(x, y)), t("akropolis.ui.winner"))
        x += mark.get_width() + px(4)
        name_w -= mark.get_width() + px(4)
    if st.chief == seat:
        name_w -= px(22)
    name_right, name_mid = draw_name(surf, model.seat_name(seat), th.text, lay, x, y,
                                       name_w)
    if st.chief == seat:
        cx, cy = name_right + px(12), name_mid
        pygame.draw.circle(surf, th.accent, (cx, cy), px(9))
        pygame.draw.circle(surf, (90, 60, 10), (cx, cy), px(9), 1)
        star = text.render("★", px(12), (60, 40, 0), True)
        surf.blit(star, star.get_rect(center=(cx, cy + 1)))
        hovers.add(pygame.Rect(cx - px(9), cy - px(9), px(18), px(18)), words.chief_tip())
    # the score per colour
    details = model.details(seat)
    architect = model.is_architect(seat)
    for c, key in enumerate(words.COLOURS):
        chip = lay.chip(rect, c)
        d = details[key]
        img = art.hex(c + 1, 1, px(10), number=False)
        ax, ay = art.anchor(px(10))
        surf.blit(img, (chip.x + px(10) - ax, chip.centery - ay))
        pts = text.render(str(d["points"]), px(14), th.text if d["points"] else th.text_dim, True)
        surf.blit(pts, pts.get_rect(midleft=(chip.x + px(22), chip.centery)))
        hovers.add(chip, words.score_tip(key, d, architect))
    thumb = lay.thumb(seat)
    if thumb.h < px(20):
        return
    if not model.has_city(seat):
        draw_architect_pile(surf, model, lay, thumb, art, hovers)
    else:
        draw_thumb(surf, model, lay, seat, thumb, cities)
        if not focused:
            hovers.add(thumb, t("akropolis.ui.enlarge"))


def draw_name(surf: pygame.Surface, name: str, colour: tuple[int, int, int], lay: Layout,
              x: int, y: int, width: int) -> tuple[int, int]:
    """A seat's name in its panel's head: one line while it fits at a readable size, else
    two smaller lines (a long name beside a crown, the stones and the total: "Illustrious
    Architect" at the end of a solo game). Returns the right end of the widest line and the
    block's middle (where the Chief Architect's marker goes)."""
    px = lay.px
    size = text.one_line(name, px(16), width, True, min_size=max(text.MIN_PX, px(13)))
    if size is not None:
        img = text.render(name, size, colour, True)
        surf.blit(img, (x, y))
        return x + img.get_width(), y + img.get_height() // 2
    size, lines = text.block(name, px(14), width, px(30), True)
    step = fonts.get(size, True).get_linesize()
    top = y - px(3)
    right = x
    for i, line in enumerate(lines):
        img = text.render(line, size, colour, True)
        surf.blit(img, (x, top + i * step))
        right = max(right, x + img.get_width())
    return right, top + step * len(lines) // 2


def draw_thumb(surf: pygame.Surface, model: AkModel, lay: Layout, seat: int,
               rect: pygame.Rect, cities: CityPainter) -> None:
    cam = model.thumb_camera(seat, rect, lay)
    key = ("thumb", seat, model.version, rect.size)
    img = cities.render(key, rect.size, model.columns(seat), cam, model.last_placed(seat), LAST,
                        background=shade(WATER, 0.9))
    surf.blit(img, rect.topleft)


def draw_architect_pile(surf: pygame.Surface, model: AkModel, lay: Layout, rect: pygame.Rect,
                        art: HexArt, hovers: Hovers) -> None:
    """The solo Architect's collection as its score counts it: its level, its starting tile
    (a House plaza and three quarries) and the tiles it took, laid out side by side."""
    th = model.theme
    px = lay.px
    coll = model.collection()
    if coll is None:
        return
    level = model.state.solo or "hippodamos"
    pygame.draw.rect(surf, shade(WATER, 0.9), rect)
    y = rect.y + px(4)
    for i, line in enumerate(words.architect_lines(level, coll)):
        img = text.fitted(line, px(12), th.text if i else th.text_dim, rect.w - px(12), i == 0)
        surf.blit(img, (rect.x + px(6), y))
        y += px(15)
    hovers.add(rect, words.architect_tip(level, coll))
    area = pygame.Rect(rect.x + px(4), y + px(3), rect.w - px(8), rect.bottom - y - px(7))
    if area.h < 10:
        return
    # the largest size at which every tile fits in a grid; the starting tile, first, is
    # drawn smaller in its cell (it is 5 hexes wide where a tile is 3.6)
    count = len(coll.taken) + 1
    best = None
    for s in range(16, 3, -1):
        cell_w, cell_h = 3.6 * s, 3.5 * s
        cols = max(1, int(area.w // cell_w))
        rows = -(-count // cols)
        if rows * cell_h <= area.h:
            best = (s, cols, cell_w, cell_h)
            break
    if best is None:
        best = (3, max(1, int(area.w // 11)), 10.8, 10.5)
    s, cols, cell_w, cell_h = best
    for i, tile in enumerate((0, *coll.taken)):
        row, col = divmod(i, cols)
        cx = area.x + col * cell_w + cell_w / 2
        cy = area.y + row * cell_h + cell_h / 2
        if cy > area.bottom:
            break
        if i == 0:
            draw_start_tile(surf, art, cx, cy, max(3, round(s * 0.7)))
        else:
            draw_tile(surf, art, tile, 0, cx, cy, s)
