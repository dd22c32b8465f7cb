"""Drawing the Akropolis table: construction site, the big city view, tool bar, seat panels.

Draws from the model (the rules' answers about the state the viewer may see), the UI state
the controller writes, the layout and the animation queue, and changes nothing but its own
pixel caches. What changes only with the game, the camera or a hovered button is painted
into cached kit :class:`~game.ui.table.cache.Layer` s (the seat panels in a layer of their
own) with the tooltips they leave; a frame blits them and adds the ghost or the preview.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui import i18n
from game.ui.i18n import t
from game.ui.table import text
from game.ui.table.cache import Layer
from game.ui.table.camera import Camera
from game.ui.table.controls import draw_button, shade
from game.ui.table.steps import StepQueue
from game.ui.table.text import Hovers

from ..data import TILE_KINDS
from ..rules.hexgrid import tile_cells
from . import words
from .anim import Pulse
from .art import HexArt, draw_stone, level_border
from .layout import Layout, Point, Spot, hex_at, hex_size, spot
from .model import AkModel
from .state import UIState, camera, focus, ghost_at, holding, placing, preview_buttons, preview_info
from .view_city import CityPainter, ToScreen, draw_tile, outline_cells, screen_of
from .view_panels import LAST, draw_panels

Colour = tuple[int, int, int]
Tip = tuple[str, Point]
GOOD = (110, 220, 120)
BAD = (235, 90, 80)
SPOT = (130, 235, 150)


def strip(surf: pygame.Surface, model: AkModel, rect: pygame.Rect, a: Point, b: Point) -> None:
    """A band across the table (the site, the tool bar) with its edge towards the city."""
    pygame.draw.rect(surf, model.theme.panel, rect)
    pygame.draw.line(surf, model.theme.border, a, b)


class AkView:
    """The table's painter. It holds pixels only (sprites, whole cities, cached layers and
    the tooltips painted with them); everything it shows it reads from its arguments."""

    def __init__(self) -> None:
        self.art = HexArt()
        self.cities = CityPainter(self.art)
        self.base = Layer()
        self.base_hovers = Hovers()
        self.panels = Layer()
        self.panel_hovers = Hovers()
        self.spots = Layer(alpha=True)

    # --- the frame -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
             anim: StepQueue[Pulse]) -> Tip | None:
        """Draw a frame; returns the tooltip under the mouse (with where the mouse is)."""
        seat = focus(model, st)
        cam = camera(model, st, lay, seat)
        layer = self.base.get(self.base_key(surf, model, st, lay, seat, cam), surf.get_size(),
                              lambda s: self.paint_base(s, model, st, lay, seat, cam))
        surf.blit(layer, lay.rect.topleft, lay.rect)
        tips = Hovers()
        tips.extend(self.base_hovers)
        clip = surf.get_clip()
        surf.set_clip(lay.city.clip(clip) if clip else lay.city)
        self.draw_city_overlay(surf, model, st, lay, seat, cam, tips)
        surf.set_clip(clip)
        pulse = anim.head
        if pulse is not None:
            self.draw_pulse(surf, model, st, lay, pulse)
        tip = tips.at(st.mouse)
        return None if tip is None else (tip, st.mouse)

    def base_key(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                 seat: int, cam: Camera) -> Hashable:
        hot = next((i for i, rect in enumerate(self.hot_rects(model, lay))
                    if rect.collidepoint(st.mouse)), None)
        return (model.version, tuple(lay.rect), surf.get_size(), seat, cam.key(), st.selected,
                st.rot, st.preview is not None, model.can_act, model.viewer, hot,
                model.theme.colour_blind, i18n.language(), self.names(model))

    @staticmethod
    def names(model: AkModel) -> tuple[str, ...]:
        return tuple(model.seat_name(s) for s in range(model.seats))

    @staticmethod
    def hot_rects(model: AkModel, lay: Layout) -> list[pygame.Rect]:
        """What changes look under the mouse (cards, tool-bar buttons)."""
        return [lay.card(i) for i in range(len(model.state.site))] + lay.tool_rects()

    def paint_base(self, layer: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                   seat: int, cam: Camera) -> None:
        hovers = self.base_hovers
        hovers.clear()
        layer.fill(model.theme.bg, lay.rect)
        self.draw_city_base(layer, model, lay, seat, cam)
        self.draw_site(layer, model, st, lay, hovers)
        self.draw_toolbar(layer, model, st, lay, hovers)
        key = (model.version, tuple(lay.side), seat, model.theme.colour_blind, i18n.language(),
               self.names(model))
        panels = self.panels.get(key, layer.get_size(),
                                 lambda s: self.paint_panels(s, model, lay, seat))
        layer.blit(panels, lay.side.topleft, lay.side)
        hovers.extend(self.panel_hovers)

    def paint_panels(self, layer: pygame.Surface, model: AkModel, lay: Layout, seat: int) -> None:
        self.panel_hovers.clear()
        draw_panels(layer, model, lay, seat, self.art, self.cities, self.panel_hovers)

    def draw_pulse(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                   pulse: Pulse) -> None:
        """The tile a seat just placed, outlined in its thumbnail (and the big view)."""
        seat = pulse.seat
        if not model.has_city(seat):
            return
        views: list[tuple[pygame.Rect, Camera]] = []
        thumb = lay.thumb(seat)
        views.append((thumb, model.thumb_camera(seat, thumb, lay)))
        if focus(model, st) == seat:
            views.append((lay.city, camera(model, st, lay, seat)))
        clip = surf.get_clip()
        for rect, cam in views:
            if rect.h < 20:
                continue
            surf.set_clip(rect.clip(clip) if clip else rect)
            s = hex_size(cam)
            width = max(2, round(s * (0.12 + 0.25 * pulse.strength)))
            outline_cells(surf, tile_cells(*pulse.spot), screen_of(cam, rect), s,
                          (255, 255, 255), width)
        surf.set_clip(clip)

    # --- construction site -------------------------------------------------------------------------
    def draw_site(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                  hovers: Hovers) -> None:
        th = model.theme
        px = lay.px
        state = model.state
        strip(surf, model, lay.site, lay.site.bottomleft, lay.site.bottomright)
        title = text.render(t("akropolis.site"), px(16), th.text, True)
        surf.blit(title, (lay.site.x + px(12), lay.site.y + px(5)))
        hint = text.fitted(t("akropolis.ui.site_hint"), px(13), th.text_dim,
                           lay.site.right - px(24) - title.get_width() - px(12))
        surf.blit(hint, (lay.site.x + px(24) + title.get_width(), lay.site.y + px(7)))
        # the stacks left
        box = lay.stacks
        left = len(state.stacks)
        s = px(13)
        for i in range(min(3, left)):
            cx, cy = box.centerx - px(4) + i * px(4), box.y + px(34) - i * px(5)
            self.tile_back(surf, cx, cy, s)
        label = text.render(t("akropolis.ui.stacks"), px(13), th.text_dim)
        surf.blit(label, label.get_rect(midtop=(box.centerx, box.y + px(60))))
        count = text.render(str(left), px(20), th.text, True)
        surf.blit(count, count.get_rect(midtop=(box.centerx, box.y + px(74))))
        hovers.add(box, t("akropolis.stacks_left", count=left))
        # the cards, slot 0 on the right
        pickable = set(model.pickable())
        builds = model.has_city(state.current)
        stones = state.stones[state.current]
        pick = model.architect_pick()
        for offer in model.offers():
            slot = offer.slot
            rect = lay.card(slot)
            selected = st.selected == slot and model.can_act
            ok = slot in pickable
            if selected:
                rect = rect.move(0, -px(4))
            hot = ok and model.can_act and rect.collidepoint(st.mouse)
            bg = th.panel_light if not hot else shade(th.panel_light, 1.15)
            pygame.draw.rect(surf, bg, rect, border_radius=px(8))
            border = th.accent if selected else (th.highlight if pick == slot else th.border)
            pygame.draw.rect(surf, border, rect, px(3) if selected or pick == slot else 1,
                             border_radius=px(8))
            if pick == slot:
                num = text.fitted(t("akropolis.ui.architect_pick"), px(11), th.highlight,
                                  rect.w - px(10), True)
            else:
                num = text.render(t("akropolis.ui.tile", tile=f"{offer.tile:02d}"), px(11),
                                  th.text_dim)
            surf.blit(num, (rect.x + px(6), rect.y + px(4)))
            rot = st.rot if selected else 0
            draw_tile(surf, self.art, offer.tile, rot, rect.centerx, rect.y + px(44), px(16),
                      alpha=255 if ok or not model.can_act else 150)
            # the price
            py = rect.bottom - px(14)
            if offer.cost == 0:
                img = text.render(t("akropolis.ui.free"), px(14), GOOD, True)
                surf.blit(img, img.get_rect(center=(rect.centerx, py)))
            else:
                img = text.render(str(offer.cost), px(16), th.text if offer.payable else BAD,
                                  True)
                w = img.get_width() + px(20)
                x0 = rect.centerx - w // 2
                draw_stone(surf, x0 + px(7), py, px(7))
                surf.blit(img, img.get_rect(midleft=(x0 + px(18), py)))
            if not offer.payable and builds:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 20, 26, 110))
                surf.blit(veil, rect.topleft)
            hovers.add(rect, words.card_tip(offer.tile, offer.cost, stones,
                                            offer.payable or not builds))

    def tile_back(self, surf: pygame.Surface, cx: int, cy: int, s: int) -> None:
        """A face-down tile of the stacks."""
        for (q, r) in tile_cells(0, 0, 0):
            x = cx + 1.5 * q * s - 0.5 * s
            y = cy + 1.732 * (r + q / 2) * s + 0.6 * s
            ax, ay = self.art.anchor(s)
            at = (round(x) - ax, round(y) - ay)
            surf.blit(self.art.flat(s, (120, 104, 84, 255)), at)
            surf.blit(self.art.outline(s, (70, 58, 44), 2), at)

    # --- the big city ------------------------------------------------------------------------------
    def draw_city_base(self, surf: pygame.Surface, model: AkModel, lay: Layout, seat: int,
                       cam: Camera) -> None:
        view = lay.city
        key = ("big", seat, model.version, cam.key(), view.size)
        img = self.cities.render(key, view.size, model.columns(seat), cam,
                                 model.last_placed(seat), LAST, grid=True)
        surf.blit(img, view.topleft)

    def draw_city_overlay(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                          seat: int, cam: Camera, tips: Hovers) -> None:
        view = lay.city
        s = hex_size(cam)
        to_screen = screen_of(cam, view)
        mouse = st.mouse
        is_placing = placing(model, st)
        if not is_placing and view.collidepoint(mouse) and not st.drag.active:
            column = model.columns(seat).get(hex_at(cam, view, mouse))
            if column is not None:
                kind, _uid, level = column
                tips.add(pygame.Rect(mouse, (1, 1)), words.hex_tip(kind, level))
        if is_placing and st.preview is None:
            self.draw_spots(surf, model, st, lay, seat, cam)
            ghost = ghost_at(model, st, lay, mouse)
            if ghost is not None:
                self.draw_ghost(surf, model, st, (ghost.q, ghost.r, ghost.rot),
                                max(1, ghost.level), to_screen, s, GOOD if ghost.legal else BAD,
                                225)
                if not ghost.legal and ghost.reason:
                    self.label(surf, lay, t(ghost.reason), (mouse[0], mouse[1] + s * 2), BAD)
        if st.preview is not None and holding(model, st):
            level = model.level_of(seat, *st.preview)
            self.draw_ghost(surf, model, st, st.preview, level, to_screen, s, model.theme.accent,
                            255)
            self.draw_preview_box(surf, model, st, lay, tips)
        elif st.preview is not None and st.shown and not model.can_act:  # a move shown only
            level = model.level_of(seat, *st.preview)
            self.draw_ghost(surf, model, st, st.preview, level, to_screen, s, model.theme.accent,
                            235)
        self.draw_city_title(surf, model, lay, seat)

    def draw_spots(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                   seat: int, cam: Camera) -> None:
        """A marker where the tile's centre may go, for the current rotation."""
        view = lay.city
        rot = st.rot

        def paint(layer: pygame.Surface) -> None:
            local = pygame.Rect(0, 0, *view.size)
            s = hex_size(cam)
            rad = max(3, min(8, round(s * 0.16)))
            for q, r, _x, _y in model.spots(seat).get(rot, ()):
                x, y = spot(cam, local, q, r, rot)
                level = model.level_of(seat, q, r, rot)
                if level == 1:
                    pygame.draw.circle(layer, (20, 24, 30, 200), (x, y), rad + 2)
                    pygame.draw.circle(layer, SPOT, (x, y), rad)
                    continue
                # a spot on top of the city: a ring in the level's colour with the level
                big = max(rad + 2, min(11, round(s * 0.3)))
                pygame.draw.circle(layer, (20, 24, 30, 230), (x, y), big + 2)
                pygame.draw.circle(layer, level_border(level), (x, y), big)
                if big >= 7:
                    num = text.render(str(level), max(8, round(big * 1.3)), (20, 20, 26), True)
                    layer.blit(num, num.get_rect(center=(x, y + 1)))

        key = (model.version, seat, rot, cam.key(), view.size)
        surf.blit(self.spots.get(key, view.size, paint), view.topleft)

    def draw_ghost(self, surf: pygame.Surface, model: AkModel, st: UIState, placement: Spot,
                   level: int, to_screen: ToScreen, s: int, colour: Colour, alpha: int) -> None:
        if st.selected is None:
            return
        tile = model.state.site[st.selected]
        cells = tile_cells(*placement)
        items = sorted(zip(cells, TILE_KINDS[tile], strict=True),
                       key=lambda it: it[0][1] * 2 + it[0][0])
        ax, ay = self.art.anchor(s)
        for (cq, cr), kind in items:
            x, y = to_screen(cq, cr)
            surf.blit(self.art.hex(kind, level, s, alpha=alpha), (round(x) - ax, round(y) - ay))
        width = max(3, round(s * 0.16))
        outline_cells(surf, cells, to_screen, s, (16, 16, 20), width + 2)
        outline_cells(surf, cells, to_screen, s, colour, width)

    def draw_preview_box(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                         tips: Hovers) -> None:
        th = model.theme
        px = lay.px
        buttons = preview_buttons(model, st, lay)
        info = preview_info(model, st)
        box = buttons["info"]
        pygame.draw.rect(surf, th.panel, box, border_radius=px(6))
        pygame.draw.rect(surf, th.accent, box, 2, border_radius=px(6))
        if info is not None:
            delta, gained = info
            total = sum(delta.values())
            img = text.render(t("akropolis.ui.points", delta=f"{total:+d}"), px(15),
                              GOOD if total > 0 else BAD if total < 0 else th.text, True)
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + px(4))))
            cost = model.offers()[st.selected].cost if st.selected is not None else 0
            img = text.render(words.stones_change(cost, gained), px(14), th.text)
            w = img.get_width() + px(18)
            x0 = box.centerx - w // 2
            y = box.y + px(31)
            draw_stone(surf, x0 + px(6), y, px(6))
            surf.blit(img, img.get_rect(midleft=(x0 + px(16), y)))
            tips.add(box, words.preview_tip(delta))
        mouse = st.mouse
        for name, key, style in (("confirm", "akropolis.ui.confirm", "accent"),
                                 ("cancel", "akropolis.ui.cancel", "danger")):
            rect = buttons[name]
            draw_button(surf, th, rect, t(key), style=style, hot=rect.collidepoint(mouse))
        for name, cw in (("turn_ccw", False), ("turn_cw", True)):
            rect = buttons[name]
            draw_button(surf, th, rect, hot=rect.collidepoint(mouse))
            self.glyph(surf, model, lay, rect, cw, True)
            tips.add(rect, words.rotate_tip(cw))

    def glyph(self, surf: pygame.Surface, model: AkModel, lay: Layout, rect: pygame.Rect,
              clockwise: bool, enabled: bool) -> None:
        """The rotate arrow of a button (DejaVu has both circle arrows)."""
        th = model.theme
        img = text.render("↻" if clockwise else "↺", lay.px(22),
                          th.text if enabled else th.text_dim, True)
        surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))

    def label(self, surf: pygame.Surface, lay: Layout, words_: str, pos: tuple[float, float],
              colour: Colour) -> None:
        """A short line on a dark back near the mouse (why the tile may not go there)."""
        px = lay.px
        img = text.render(words_, px(13), colour, True)
        rect = img.get_rect(midtop=(round(pos[0]), round(pos[1])))
        rect.clamp_ip(lay.city.inflate(-px(8), -px(8)))
        back = rect.inflate(px(10), px(6))
        pygame.draw.rect(surf, (20, 22, 28), back, border_radius=px(4))
        surf.blit(img, rect)

    def draw_city_title(self, surf: pygame.Surface, model: AkModel, lay: Layout,
                        seat: int) -> None:
        th = model.theme
        px = lay.px
        view = lay.city
        name = t("akropolis.ui.city_of", player=model.seat_name(seat))
        img = text.render(name, px(17), th.text, True)
        x, y = view.x + px(12), view.y + px(10)
        back = pygame.Rect(x - px(6), y - px(4), img.get_width() + px(32),
                           img.get_height() + px(8))
        pygame.draw.rect(surf, (24, 28, 36), back, border_radius=px(6))
        pygame.draw.circle(surf, model.colour(seat), (x + px(7), back.centery), px(7))
        surf.blit(img, (x + px(20), y))
        if seat != model.home_seat():
            hint = text.render(t("akropolis.ui.back_home"), px(12), th.text_dim)
            surf.blit(hint, (x, back.bottom + px(4)))

    # --- tool bar ------------------------------------------------------------------------------------
    def draw_toolbar(self, surf: pygame.Surface, model: AkModel, st: UIState, lay: Layout,
                     hovers: Hovers) -> None:
        th = model.theme
        px = lay.px
        mouse = st.mouse
        strip(surf, model, lay.toolbar, lay.toolbar.topleft, lay.toolbar.topright)
        held = holding(model, st)
        for rect, cw in ((lay.rot_ccw, False), (lay.rot_cw, True)):
            draw_button(surf, th, rect, enabled=held, hot=rect.collidepoint(mouse))
            self.glyph(surf, model, lay, rect, cw, held)
            if held:
                hovers.add(rect, words.rotate_tip(cw))
        for rect, label, key in ((lay.zoom_out, "−", "akropolis.ui.zoom_out"),
                                 (lay.zoom_in, "+", "akropolis.ui.zoom_in"),
                                 (lay.fit, "⌂", "akropolis.ui.fit")):
            draw_button(surf, th, rect, label, hot=rect.collidepoint(mouse))
            hovers.add(rect, words.tool_tip(key))
        mover = model.mover()
        hint = words.tool_hint(mover is None, model.can_act, st.preview is not None, held,
                               model.seat_name(model.state.current))
        x = lay.rot_cw.right + px(12)
        img = text.fitted(hint, px(14), th.text, lay.zoom_out.x - px(12) - x)
        surf.blit(img, img.get_rect(midleft=(x, lay.toolbar.centery)))
