"""Drawing the Ginkgopolis table from (model, UI state, layout, steps) only; it never changes
any of them. The city, the panels and the viewer's own area are cached layers composed into
one frame; the marks, the prompt, the preview and the buttons go on top.

What is private is drawn only for the viewer: its hand (or draft packet), its screen (tiles,
resources, VP) and its pick. Other seats get public panels: tableaux, New Hand tokens and
the counts the rules make public.
"""

from __future__ import annotations

import math

import pygame

from game.ui import fonts
from game.ui.table import text
from game.ui.table.cache import Layer
from game.ui.table.camera import Camera
from game.ui.table.controls import draw_button, draw_panel
from game.ui.theme import Colour

from ..data import CARD_BY_NAME, CARD_COLOUR, TILE_BY_NAME
from ..rules.actions import NewHand
from ..rules.frames import City
from ..rules.state import Square
from . import art, words
from .anim import Animations, caption, city_shown
from .controller import pending
from .layout import Layout, district_badge, square_at, square_rect
from .model import GinkgoModel
from .state import UIState
from .view_city import CityLayer

GOOD = (120, 220, 130)
GLOW = (255, 220, 90)
BAD = (235, 110, 90)
WARN = (255, 170, 70)
CITY_LABELS = {"zoom_in": "+", "zoom_out": "−", "fit": "⌂"}


def hover_square(state: UIState, lay: Layout, cam: Camera) -> Square | None:
    pos = state.mouse
    if not lay.city.collidepoint(pos):
        return None
    return square_at(cam, lay.city, pos)


class GinkgopolisView:
    def __init__(self) -> None:
        self.city = CityLayer()
        self.panels = Layer()
        self.own = Layer()
        self.frame = Layer()

    # --- the frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, model: GinkgoModel, state: UIState, lay: Layout,
             anim: Animations) -> str | None:
        """Draw the table; returns the tooltip under the mouse (None: none)."""
        cam = state.camera(model.fitted(lay))
        city = city_shown(model, anim)
        surface.blit(self.compose(model, state, lay, city, cam), lay.rect.topleft)
        self.draw_marks(surface, model, state, lay, anim, cam, city)
        self.draw_overlays(surface, model, state, lay, anim)
        return self.tooltip(model, state, lay, city, cam)

    def compose(self, model: GinkgoModel, state: UIState, lay: Layout, city: City,
                cam: Camera) -> pygame.Surface:
        """The static layers (city, panels, own area) composed into one surface, so a frame
        is one blit plus the marks."""
        ctx_key = (model.version, model.viewer, model.theme.colour_blind)
        city_img = self.city.get(model, city, cam, lay)
        panels = self.panels.get((ctx_key, tuple(lay.right)), lay.right.size,
                                 lambda surf: self.paint_panels(surf, model, lay))
        own = self.own.get((ctx_key, model.can_act, state.card, state.tile, tuple(state.slots),
                            tuple(lay.bottom)),
                           lay.bottom.size, lambda surf: self.paint_own(surf, model, state, lay))
        rect = lay.rect
        key = (self.city.layer.paints, self.panels.paints, self.own.paints, tuple(rect))

        def paint(f: pygame.Surface) -> None:
            f.fill(model.theme.bg)
            for layer, at in ((city_img, lay.city), (panels, lay.right), (own, lay.bottom)):
                f.blit(layer, (at.x - rect.x, at.y - rect.y))

        return self.frame.get(key, rect.size, paint)

    # --- the city ------------------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface, model: GinkgoModel, state: UIState,
                   lay: Layout, anim: Animations, cam: Camera, city: City) -> None:
        """Where the picked card acts, the legal token squares, the step's squares, the
        square under the mouse; then the city's frame and its zoom buttons."""
        px = lay.px
        view = lay.city
        th = model.theme
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        pv = model.preview(state.card, state.tile)
        w = max(2, px(3))
        if pv is not None and pv.square is not None:
            r = square_rect(cam, view, pv.square)
            pygame.draw.rect(surface, BAD if pv.fallback else GLOW, r.inflate(w, w), w,
                             border_radius=px(4))
        hal = model.hal_target(state.card)
        if hal is not None:
            pygame.draw.rect(surface, GLOW, square_rect(cam, view, hal).inflate(w, w), w,
                             border_radius=px(4))
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 160)
        targets = model.token_targets()
        glow: Colour = (int(GOOD[0] * (0.6 + 0.4 * pulse)), int(GOOD[1] * (0.6 + 0.4 * pulse)),
                        int(GOOD[2] * (0.6 + 0.4 * pulse)))
        for sq in targets:
            r = square_rect(cam, view, sq)
            pygame.draw.rect(surface, glow, r.inflate(-w, -w), w, border_radius=px(4))
        step = anim.head
        if step is not None:
            for sq in step.squares:
                r = square_rect(cam, view, sq)
                pygame.draw.rect(surface, GLOW, r.inflate(w * 2, w * 2), w, border_radius=px(4))
        hover = hover_square(state, lay, cam)
        if hover is not None and (hover in city.stacks or hover in targets):
            pygame.draw.rect(surface, th.highlight, square_rect(cam, view, hover), 1)
        surface.set_clip(clip)
        pygame.draw.rect(surface, th.border, view, 1, border_radius=px(6))
        for name, rect in lay.city_buttons().items():
            draw_button(surface, th, rect, CITY_LABELS[name], hot=rect.collidepoint(state.mouse),
                        size=16)

    def draw_overlays(self, surface: pygame.Surface, model: GinkgoModel, state: UIState,
                      lay: Layout, anim: Animations) -> None:
        """The prompt over the city, the preview box, the current step's caption and the
        decision's buttons."""
        px = lay.px
        th = model.theme
        step = anim.head
        # the viewer's own decision is always asked; the step being shown goes below it
        strips: list[tuple[str, bool]] = []
        if model.decision() is not None or step is None:
            prompt = words.prompt(model)
            if prompt:
                strips.append((prompt, False))
        if step is not None:
            strips.append((caption(model, step), True))
        box = lay.prompt
        for line, is_step in strips:
            surface.blit(art.veil(box.size, (20, 22, 28, 210)), box.topleft)
            img = text.fitted(line, px(15), GLOW if is_step else th.text, box.w - px(16), is_step)
            art.put(surface, img, (box.x + px(8), box.centery), "midleft")
            box = box.move(0, box.h + px(2))
        self.draw_bar(surface, model, state, lay)
        pv = model.preview(state.card, state.tile)
        if pv is not None and state.card is not None and not state.pile_open:
            tones = {"title": th.text, "bad": BAD, "dim": th.text_dim, "good": GOOD}
            lines = words.preview_lines(pv, state.card, model)
            h = px(8) + len(lines) * px(19)
            wide = max(fonts.get(px(14), i == 0).size(line)[0] for i, (line, _) in
                       enumerate(lines)) + px(18)
            box = pygame.Rect(lay.info.x, lay.info.bottom - h, min(lay.city.w - px(16), wide), h)
            surface.blit(art.veil(box.size, (20, 22, 28, 225)), box.topleft)
            pygame.draw.rect(surface, th.border, box, 1, border_radius=px(4))
            for i, (line, tone) in enumerate(lines):
                img = text.fitted(line, px(14), tones[tone], box.w - px(16), i == 0)
                surface.blit(img, (box.x + px(8), box.y + px(5) + i * px(19)))
        self.draw_buttons(surface, model, state, lay)
        if state.pile_open:
            self.draw_pile(surface, model, state, lay)

    def draw_bar(self, surface: pygame.Surface, model: GinkgoModel, state: UIState,
                 lay: Layout) -> None:
        """The supplies' bar at the city's foot: the round, the deck, the tile supply, the
        warning near the end, and the discard pile's button (its top card and count)."""
        px = lay.px
        th = model.theme
        f = model.facts()
        bar = lay.bar
        surface.blit(art.veil(bar.size, (20, 22, 28, 215)), bar.topleft)
        for rect, line, colour, bold in (
                (lay.bar_round, words.round_text(f), th.text, True),
                (lay.bar_deck, words.deck_text(f), th.text, False),
                (lay.bar_supply, words.supply_text(f), BAD if f.warning else th.text, False),
                (lay.bar_warning, words.warning_text(f), WARN, True)):
            if line:
                img = text.fitted(line, px(13), colour, rect.w - px(6), bold)
                art.put(surface, img, (rect.x, rect.centery), "midleft")
        pile = lay.pile
        draw_button(surface, th, pile, "", hot=pile.collidepoint(state.mouse),
                    selected=state.pile_open)
        x = pile.x + px(4)
        if f.pile:
            chip = pygame.Rect(x, pile.y + px(2), px(12), pile.h - px(4))
            surface.blit(art.card_chip(f.pile[-1], chip.w, chip.h), chip)
            x = chip.right + px(5)
        img = text.fitted(words.pile_text(f), px(12), th.text, pile.right - px(4) - x)
        art.put(surface, img, (x, pile.centery), "midleft")

    def draw_pile(self, surface: pygame.Surface, model: GinkgoModel, state: UIState,
                  lay: Layout) -> None:
        """The discard pile browsed: every card face up, the newest first."""
        px = lay.px
        th = model.theme
        f = model.facts()
        box = lay.pile_view
        surface.blit(art.veil(box.size, (16, 18, 24, 240)), box.topleft)
        pygame.draw.rect(surface, th.border, box, 1, border_radius=px(6))
        img = text.fitted(words.pile_title(f), px(15), th.accent, box.w - px(24), True)
        surface.blit(img, (box.x + px(14), box.y + px(8)))
        for i, name in enumerate(reversed(f.pile)):
            r = lay.pile_chip(i)
            surface.blit(art.card_chip(name, r.w, r.h), r)
        img = text.fitted(words.pile_close(), px(12), th.text_dim, box.w - px(24))
        art.put(surface, img, (box.x + px(14), box.bottom - px(8)), "bottomleft")

    def draw_buttons(self, surface: pygame.Surface, model: GinkgoModel, state: UIState,
                     lay: Layout) -> None:
        kind = model.kind()
        v = model.viewer
        for name, rect in lay.buttons(kind, model.offers_new_hand()).items():
            if name == "confirm":
                enabled = pending(model, state) is not None
            elif name == "new_hand":
                enabled = model.is_legal(NewHand())
            elif name == "cancel":
                enabled = state.card is not None or state.tile is not None
            else:
                enabled = True
            label = words.button(name, kind, (model.new_hands(v) or 0) if v is not None else 0)
            draw_button(surface, model.theme, rect, label, enabled=enabled,
                        hot=rect.collidepoint(state.mouse),
                        style="accent" if name == "confirm" else "", size=14)

    # --- the panels of every seat (public) ---------------------------------------------------
    def paint_panels(self, surf: pygame.Surface, model: GinkgoModel, lay: Layout) -> None:
        px = lay.px
        th = model.theme
        surf.fill(th.bg)
        ox, oy = lay.right.topleft
        deciding = model.deciding_seat()
        first = model.first_player()
        for seat, panel in enumerate(lay.panels):
            r = panel.move(-ox, -oy)
            on_turn = deciding == seat
            draw_panel(surf, th, r, th.panel_light if on_turn else th.panel,
                       GLOW if on_turn else th.border)
            sw = lay.swatch(seat).move(-ox, -oy)
            art.pattern_mark(surf, sw, model.colour(seat), seat)
            # the name keeps its width; the status takes what is left, and the first
            # player is a badge (named by its tooltip) rather than more words
            right = r.right - px(8)
            if seat == first:
                b = lay.badge(seat).move(-ox, -oy)
                pygame.draw.circle(surf, GLOW, b.center, b.w // 2)
                art.put(surf, text.render("1", px(11), (30, 30, 30), True), b.center, "center")
                right = b.x - px(5)
            name = text.fitted(words.you(model, seat), px(15), th.text,
                               right - sw.right - px(6), True)
            name_w = art.put(surf, name, (sw.right + px(6), sw.centery), "midleft").w
            counts = text.fitted(words.counts_line(model, seat), px(11), th.text_dim,
                                 r.w - px(16))
            at = surf.blit(counts, (r.x + px(8), sw.bottom + px(4)))
            # the status beside the name, else at the end of the counts line (Hal's long
            # name leaves no room beside it), else (no room anywhere) not at all
            status = words.status(model, seat)
            room = right - (sw.right + px(6) + name_w + px(10))
            spare = r.right - px(8) - (at.right + px(10))
            if status and room > px(24) and text.one_line(status, text.MIN_PX, room, True) is not None:
                img = text.fitted(status, px(12), GOOD, room, True)
                art.put(surf, img, (right, sw.centery), "midright")
            elif status and text.one_line(status, text.MIN_PX, spare, True) is not None:
                img = text.fitted(status, px(11), GOOD, spare, True)
                art.put(surf, img, (r.right - px(8), at.centery), "midright")
            self.mini_tableau(surf, model, lay, seat, (ox, oy))

    def mini_tableau(self, surf: pygame.Surface, model: GinkgoModel, lay: Layout, seat: int,
                     offset: tuple[int, int]) -> None:
        """A seat's tableau as small chips, one row per trigger and one for the end-game
        cards (hover names the bonus)."""
        box = lay.mini_box(seat)
        for r, name in lay.mini_chips(model.seat_rows(seat), box):
            self.chip(surf, model, lay, name, r.move(-offset[0], -offset[1]))
        h = lay.mini_h(box)
        for row in range(4):
            img = text.render(words.row_label(row), max(text.MIN_PX, h - 2), model.theme.text_dim)
            surf.blit(img, (box.x - offset[0], box.y - offset[1] + row * (h + 1)))

    def chip(self, surf: pygame.Surface, model: GinkgoModel, lay: Layout, name: str,
             r: pygame.Rect, long: bool = False) -> None:
        c = CARD_BY_NAME[name]
        col = CARD_COLOUR[c]
        px = lay.px
        if c >= 72:
            fill, ink = art.TILE_DARK[col], (255, 255, 255)
        else:
            fill, ink = art.TILE_FILL[col], art.TILE_TEXT[col]
        pygame.draw.rect(surf, fill, r, border_radius=px(3))
        pygame.draw.rect(surf, (15, 15, 18), r, 1, border_radius=px(3))
        labels = words.chip_labels(name, long)
        room = r.w - px(4)
        label = next((x for x in labels if text.one_line(x, text.MIN_PX, room, True) is not None), labels[-1])
        img = text.fitted(label, max(text.MIN_PX, r.h - 4), ink, room, True)
        art.put(surf, img, (r.x + px(3), r.centery), "midleft")

    # --- the viewer's own area (private: drawn only for the viewer) ----------------------------
    def paint_own(self, surf: pygame.Surface, model: GinkgoModel, state: UIState,
                  lay: Layout) -> None:
        px = lay.px
        th = model.theme
        surf.fill(th.bg)
        ox, oy = lay.bottom.topleft
        pygame.draw.rect(surf, th.panel, (0, 0, *lay.bottom.size), border_radius=px(6))
        v = model.own_seat()
        screen = model.screen()
        if v is None or screen is None:
            img = text.fitted(words.private_hidden(model.ctx.revealed), px(16), th.text_dim,
                              lay.bottom.w - px(16))
            art.put(surf, img, (lay.bottom.w // 2, lay.bottom.h // 2), "center")
            return
        # the hand (or the draft packet)
        title = words.hand_title(model)
        surf.blit(text.fitted(title, px(14), th.accent, lay.hand.w, True),
                  (lay.hand.x - ox, lay.hand.y - oy))
        for i, name in state.hand():
            r = lay.card(i, state.hand_size()).move(-ox, -oy)
            if name == state.card:
                r = r.move(0, -px(8))
                pygame.draw.rect(surf, GLOW, r.inflate(px(6), px(6)), border_radius=px(8))
            surf.blit(art.card_face(name, r.w, r.h, words.card_lines(name)), r)
        # the screen: resources, VP and tiles
        sx, sy = lay.screen.x - ox, lay.screen.y - oy
        surf.blit(text.fitted(words.screen_title(), px(14), th.accent, lay.screen.w, True),
                  (sx, sy))
        cube = pygame.Rect(sx, sy + px(24), px(14), px(14))
        art.pattern_mark(surf, cube, model.colour(v), v)
        img = text.fitted(words.resources(screen.resources), px(14), th.text,
                          px(150))
        res = art.put(surf, img, (cube.right + px(5), cube.centery), "midleft")
        vx = max(sx + px(118), res.right + px(14))  # "16 resources" pushes the VP right
        img = text.fitted(words.vp(screen.vp), px(14), th.text,
                          sx + lay.screen.w - vx)
        art.put(surf, img, (vx, cube.centery), "midleft")
        row = model.tile_row()
        for (name, given), r in zip(row, lay.tile_rects(len(row)), strict=True):
            r = r.move(-ox, -oy)
            if name == state.tile:
                r = r.move(0, -px(5))
                pygame.draw.rect(surf, GLOW, r.inflate(px(5), px(5)), border_radius=px(5))
            surf.blit(art.tile_face(TILE_BY_NAME[name], r.w), r)
            if given:  # given for the new supply: it keeps its place, veiled and ticked
                surf.blit(art.veil(r.size, (20, 22, 28, 170)), r)
                pygame.draw.lines(surf, GOOD, False, [
                    (r.x + r.w // 4, r.centery), (r.x + r.w // 2 - 1, r.bottom - r.h // 4),
                    (r.right - r.w // 5, r.y + r.h // 4)], max(2, px(3)))
        if not row:
            surf.blit(text.fitted(words.no_tiles(), px(13), th.text_dim,
                                  lay.screen.w), (sx, sy + px(62)))
        pick = model.pick_shown()
        if pick is not None:
            surf.blit(text.fitted(words.your_pick(*pick), px(13), GOOD, lay.screen.w),
                      (sx, lay.screen.bottom - oy - px(18)))
        if model.kind() == "contribute":
            surf.blit(text.fitted(words.contributed(screen.contributed), px(13), GOOD,
                                  lay.screen.w), (sx, lay.screen.bottom - oy - px(18)))
        # the tableau in columns by trigger
        tx, ty = lay.tableau.x - ox, lay.tableau.y - oy
        surf.blit(text.fitted(words.tableau_title(), px(14), th.accent, lay.tableau.w,
                              True), (tx, ty))
        for col in range(4):
            head = lay.tableau_head(col).move(-ox, -oy)
            label = words.column_head(col)
            if text.one_line(label, px(10), head.w) is None:  # narrow: the panel's letter
                label = words.row_label(col)
            img = text.fitted(label, px(10), th.text_dim, head.w)
            surf.blit(img, (head.x, head.y + px(2)))
        for r, name in lay.tableau_chips(model.own_rows()):
            self.chip(surf, model, lay, name, r.move(-ox, -oy), long=True)

    # --- tooltips ------------------------------------------------------------------------------
    def tableau_rects(self, model: GinkgoModel, lay: Layout) -> list[tuple[pygame.Rect, str]]:
        """Window rects of every tableau chip (the panels' and the viewer's columns)."""
        out: list[tuple[pygame.Rect, str]] = []
        for seat in range(len(lay.panels)):
            out += lay.mini_chips(model.seat_rows(seat), lay.mini_box(seat))
        return out + lay.tableau_chips(model.own_rows())

    def tooltip(self, model: GinkgoModel, state: UIState, lay: Layout, city: City,
                cam: Camera) -> str | None:
        pos = state.mouse
        if not lay.rect.collidepoint(pos):
            return None
        f = model.facts()
        if state.pile_open and lay.pile_view.collidepoint(pos):
            for i, name in enumerate(reversed(f.pile)):
                if lay.pile_chip(i).collidepoint(pos):
                    return words.card_tooltip(name)
            return None
        for rect, say in ((lay.pile, words.pile_tip), (lay.bar_round, words.round_tip),
                          (lay.bar_deck, words.deck_tip), (lay.bar_supply, words.supply_tip),
                          (lay.bar_warning, words.warning_tip)):
            if rect.collidepoint(pos):
                return say(f) or None
        for r, name in self.tableau_rects(model, lay):
            if r.collidepoint(pos):
                return words.card_tooltip(name)
        first = model.first_player()
        if first is not None and lay.badge(first).collidepoint(pos):
            return words.first_tip()
        if lay.hand.collidepoint(pos):
            for i, name in state.hand():
                if lay.card(i, state.hand_size()).collidepoint(pos):
                    return words.card_tooltip(name)
        if lay.city.collidepoint(pos):
            for district in self.city.leaders:
                if district.leader is not None and district_badge(
                        cam, lay.city, district.squares).collidepoint(pos):
                    return words.badge_tip(model, district)
            sq = square_at(cam, lay.city, pos)
            if sq in city.stacks:  # what is drawn: the city of the step being shown
                tip = words.building_tip(model, city.stacks[sq], city.owner[sq],
                                         sq in city.pawns)
                for district in self.city.leaders:
                    if sq in district.squares:
                        tip += " " + words.district_tip(model, district)
                return tip
            if sq in city.tokens:
                return words.token_tip(city.tokens.index(sq))
        return None
