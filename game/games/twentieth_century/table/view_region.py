"""The region in large and the tray of tiles waiting beside it: the tiles (a cached layer per
region and camera), the targets of the decision on top, the tile held or put down, the line
of a two-click use, the zoom buttons. Reads the model, the UI state and the layout only."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui.i18n import t
from game.ui.table import text
from game.ui.table.cache import Layer
from game.ui.table.camera import Camera
from game.ui.table.controls import draw_button, draw_panel
from game.ui.table.text import Hovers

from ..rules import query as q
from ..rules.query import FIRST, Target
from ..rules.state import Player
from . import controller as ctl
from . import words
from .art import tile_face
from .layout import Layout, cell_at, cell_rect
from .model import TCModel
from .state import UIState

GOOD = (120, 230, 120)
TARGET = (255, 225, 90)
WHITE = (255, 255, 255)
REGION_BG = (24, 40, 34)
ZOOM_BUTTONS = (("zoom_in", "+", "twentieth_century.ui.zoom_in"),
                ("zoom_out", "−", "twentieth_century.ui.zoom_out"),
                ("fit", "", "twentieth_century.ui.fit"))


def region_key(p: Player) -> tuple[Hashable, ...]:
    """Everything drawn of a region: a cache key that ignores the rest of the game."""
    return tuple((tid, tile.x, tile.y, tile.rot, tuple(tile.cit), tile.garbage,
                  tuple(tile.bridges)) for tid in p.order for tile in (p.tiles[tid],))


def detail(r: pygame.Rect) -> bool:
    """Production drawn on a tile this big."""
    return r.w >= 40


def paint_tiles(layer: pygame.Surface, model: TCModel, seat: int, cam: Camera) -> None:
    layer.fill(REGION_BG)
    local = layer.get_rect()
    p = model.state.players[seat]
    colour = model.colour(seat)
    for tid in p.order:
        tile = p.tiles[tid]
        assert tile.x is not None and tile.y is not None
        r = cell_rect(cam, local, tile.x, tile.y)
        if r.colliderect(local):
            layer.blit(tile_face(tile.d, r.size, tile.rot, tile.cit, tile.garbage, tile.bridges,
                                 colour, seat, detail=detail(r)), r)


def draw_region(surf: pygame.Surface, tiles: Layer, model: TCModel, s: UIState, lay: Layout,
                hov: Hovers) -> None:
    th = model.theme
    seat = ctl.focus(model, s)
    cam = ctl.camera(model, s, lay, seat)
    view = lay.view
    key = (region_key(model.state.players[seat]), seat, cam.key(), tuple(view), th.colour_blind)
    surf.blit(tiles.get(key, view.size, lambda layer: paint_tiles(layer, model, seat, cam)),
              view)
    p = model.state.players[seat]
    for tid in p.order:  # each tile in words under the mouse
        tile = p.tiles[tid]
        if tile.x is not None and tile.y is not None:
            r = cell_rect(cam, view, tile.x, tile.y).clip(view)
            if r.w and r.h:
                hov.add(r, words.land_tip(model, tile.d, tile))
    clip = surf.get_clip()
    surf.set_clip(view)
    highlights(surf, model, s, lay, seat, cam)
    if s.preview is not None:
        held(surf, model, s, lay, seat, cam)
    surf.set_clip(clip)
    pygame.draw.rect(surf, th.border, view, 1)
    for name, label, tip in ZOOM_BUTTONS:
        rect = getattr(lay, name)
        draw_button(surf, th, rect, label, size=14)
        hov.add(rect, t(tip))
    fit_glyph(surf, model, lay, lay.fit)
    if seat != model.viewer:
        img = text.render(t("twentieth_century.ui.region_of", player=model.seat_name(seat)),
                          lay.px(12), th.text, True)
        back = img.get_rect(topleft=(view.x + lay.px(6), view.y + lay.px(6))).inflate(
            lay.px(8), lay.px(4))
        pygame.draw.rect(surf, (20, 22, 28), back, border_radius=lay.px(4))
        surf.blit(img, img.get_rect(center=back.center))


def fit_glyph(surf: pygame.Surface, model: TCModel, lay: Layout, rect: pygame.Rect) -> None:
    """Four corner brackets: show everything."""
    px = lay.px
    r = rect.inflate(-px(12), -px(12))
    c = model.theme.text
    d = max(2, r.w // 3)
    for (x, y), (sx, sy) in ((r.topleft, (1, 1)), (r.topright, (-1, 1)),
                             (r.bottomleft, (1, -1)), (r.bottomright, (-1, -1))):
        pygame.draw.line(surf, c, (x, y), (x + sx * d, y), 2)
        pygame.draw.line(surf, c, (x, y), (x, y + sy * d), 2)


def _second_click(s: UIState) -> str:
    """What the picked use's two clicks hit: "lands", "cities", "anchors" (else "")."""
    what = q.MODE_TARGETS.get(s.mode[0], "") if s.mode is not None else ""
    return what if s.first is not None and what in ("lands", "cities", "anchors") else ""


def _first_target(s: UIState) -> Target | None:
    """The node picked by the first click of a two-click use along nodes."""
    what = _second_click(s)
    if s.first is None or what not in ("cities", "anchors"):
        return None
    return Target("anchor" if what == "anchors" else "city", s.first[0], s.first[1])


def highlights(surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout, seat: int,
               cam: Camera) -> None:
    px = lay.px
    tgs = ctl.targets(model, s)
    if not tgs:
        return
    good = ctl.lit(model, s)
    first = s.first
    p = model.state.players[seat]
    for tg, a in tgs.items():
        kind = tg.kind
        if kind == "tray":
            continue
        if kind == "cell":
            r = cell_rect(cam, lay.view, tg.x, tg.y)
            pygame.draw.rect(surf, GOOD, r.inflate(-px(4), -px(4)), 2, border_radius=px(3))
        elif kind == "land":
            tile = p.tiles.get(tg.tile)
            if tile is None or tile.x is None or tile.y is None:
                continue
            r = cell_rect(cam, lay.view, tile.x, tile.y)
            pygame.draw.rect(surf, TARGET, r, 3)
            if first is not None and first[0] == tg.tile:
                pygame.draw.rect(surf, WHITE, r.inflate(-px(8), -px(8)), 2)
        else:
            pt = ctl.point(model, s, lay, tg, cam)
            if pt is None:
                continue
            rad = max(px(5), int(cam.s * 0.09))
            if kind == "anchor" and tg not in good:
                pygame.draw.circle(surf, (200, 200, 200), pt, max(2, rad // 2), 1)
            else:
                pygame.draw.circle(surf, TARGET if a != FIRST or kind == "city" else GOOD,
                                   pt, rad, 2)
            if first is not None and (tg.tile, tg.node) == first:
                pygame.draw.circle(surf, WHITE, pt, rad + px(3), 3)
    if first is not None and _second_click(s) == "lands":
        tile = p.tiles.get(first[0])
        if tile is not None and tile.x is not None and tile.y is not None:
            r = cell_rect(cam, lay.view, tile.x, tile.y)
            pygame.draw.rect(surf, WHITE, r.inflate(-px(6), -px(6)), 3)
    plant = model.current_plant()
    if plant is not None:  # the recycling plant whose choice this is
        pt = ctl.point(model, s, lay, Target("city", plant[0], plant[1]), cam)
        if pt is not None:
            pygame.draw.circle(surf, GOOD, pt, max(px(8), int(cam.s * 0.14)), 3)
    picked = _first_target(s)
    if picked is not None:
        pt = ctl.point(model, s, lay, picked, cam)
        if pt is not None:
            pygame.draw.circle(surf, WHITE, pt, max(px(6), int(cam.s * 0.1)), 3)


def bridge_line(surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
                cam: Camera) -> None:
    """From the first anchor (or citizen) picked to the mouse."""
    picked = _first_target(s)
    if picked is None:
        return
    pt = ctl.point(model, s, lay, picked, cam)
    if pt is not None:
        pygame.draw.line(surf, WHITE, pt, s.mouse, 2)


def held(surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout, seat: int,
         cam: Camera) -> None:
    """The tile held (under the mouse, or put down as a preview with its income change)."""
    if not ctl.holding(model, s) or s.held is None:
        return
    st = model.state
    d = st.data.tiles[s.held]
    tile = st.players[seat].tiles[s.held]
    if s.preview is not None:
        r = cell_rect(cam, lay.view, *s.preview)
    else:
        if not lay.view.collidepoint(s.mouse):
            return
        x, y = cell_at(cam, lay.view, s.mouse)
        r = cell_rect(cam, lay.view, x, y)
        if Target("cell", x=x, y=y) not in ctl.targets(model, s):
            ghost = pygame.Rect(0, 0, r.w, r.h)
            ghost.center = s.mouse
            r = ghost
    face = tile_face(d, r.size, s.rot, tile.cit, tile.garbage, (), model.colour(seat), seat,
                     detail=detail(r)).copy()
    face.set_alpha(235 if s.preview is not None else 170)
    surf.blit(face, r)
    pygame.draw.rect(surf, GOOD if s.preview is not None else TARGET, r, 3)


def draw_tray(surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
              hov: Hovers) -> None:
    th = model.theme
    px = lay.px
    r = lay.tray
    draw_panel(surf, th, r, (36, 40, 50))
    tiles = ctl.tray_tiles(model, s)
    st = model.state
    seat = ctl.focus(model, s)
    p = st.players[seat]
    tgs = ctl.targets(model, s)
    if not tiles:
        img = text.fitted(t("twentieth_century.ui.tray_empty"), lay.font(11), th.text_dim,
                          r.w - px(16))
        surf.blit(img, img.get_rect(midleft=(r.x + px(10), r.centery)))
        return
    for i, tid in enumerate(tiles):
        slot = lay.tray_slot(i)
        if slot.right > r.right:
            break
        tile = p.tiles[tid]
        surf.blit(tile_face(tile.d, slot.size, 0, tile.cit, tile.garbage, (), model.colour(seat),
                            seat), slot)
        if s.held == tid:
            pygame.draw.rect(surf, th.highlight, slot.inflate(px(4), px(4)), 3)
        elif Target("tray", tid) in tgs:
            pygame.draw.rect(surf, TARGET, slot.inflate(px(2), px(2)), 2)
        hov.add(slot, words.land_tip(model, tile.d, tile))
    last = lay.tray_slot(len(tiles) - 1)
    hint = t("twentieth_century.ui.tray_waiting")
    img = text.fitted(hint, lay.font(11), th.text_dim, max(px(20), r.right - last.right - px(16)))
    surf.blit(img, img.get_rect(midleft=(last.right + px(10), r.centery)))
