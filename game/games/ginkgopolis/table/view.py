"""Drawing the Ginkgopolis table. Reads the (redacted) state and the UI state, never changes
either. The city layer and the panels are cached surfaces; hover marks go on top.

What is private is drawn only for ``ctx.viewer``: its hand (or draft packet), its screen
(tiles, resources, VP) and its pick. Other seats get public panels: tableaux, New Hand
tokens and the counts the rules make public.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui import fonts

from ..data import CARD_BY_NAME, CARD_COLOUR, CARD_NAMES, CARD_TRIGGER, LETTERS, TILE_BY_NAME
from . import art as kit
from . import words as texts
from .view_city import CityLayer

ROW_KEYS = ("exploit", "urbanize", "buildup", "end")
COLUMN_KEYS = ("ginkgopolis.trigger.exploit", "ginkgopolis.trigger.urbanize",
               "ginkgopolis.trigger.buildup", "ginkgopolis.ui.column.end")
GOOD = (120, 220, 130)
GLOW = (255, 220, 90)
BAD = (235, 110, 90)


class GinkgopolisView:
    def __init__(self, ui: Any) -> None:
        self.ui = ui
        self.city = CityLayer()
        self._panels_key: Any = None
        self._panels: pygame.Surface | None = None
        self._bottom_key: Any = None
        self._bottom: pygame.Surface | None = None
        self._frame_key: Any = None
        self._frame: pygame.Surface | None = None
        self.clock = 0.0

    @property
    def ctx(self) -> Any:
        return self.ui.ctx

    # --- the frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        surface.blit(self.frame(), ui.rect.topleft)
        self.draw_city(surface)
        self.draw_overlays(surface)
        tip = self.tooltip(ui.ctl.state.mouse)
        if tip:
            self.ctx.show_tooltip(tip, ui.ctl.state.mouse)

    def frame(self) -> pygame.Surface:
        """The static layers (city, panels, own area) composed into one surface, so a
        frame is one blit plus the marks."""
        ui = self.ui
        lay = ui.lay
        rect = ui.rect
        city = self.city.get(ui, ui.ctl.camera(), lay.city)
        panels = self.panels()
        bottom = self.bottom()
        key = (self.city.key, self._panels_key, self._bottom_key, tuple(rect))
        if self._frame is None or key != self._frame_key:
            if self._frame is None or self._frame.get_size() != rect.size:
                self._frame = pygame.Surface(rect.size)
            f = self._frame
            f.fill(self.ctx.theme.bg)
            for layer, at in ((city, lay.city), (panels, lay.right), (bottom, lay.bottom)):
                f.blit(layer, (at.x - rect.x, at.y - rect.y))
            self._frame_key = key
        return self._frame

    # --- the city ------------------------------------------------------------------------------
    def draw_city(self, surface: pygame.Surface) -> None:
        ui = self.ui
        lay = ui.lay
        px = lay.px
        view = lay.city
        th = self.ctx.theme
        cam = ui.ctl.camera()
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        # marks: where the picked card acts, the legal token squares, the animated step
        pv = ui.preview()
        w = max(2, px(3))
        if pv is not None and pv.square is not None:
            r = cam.rect(view, pv.square)
            pygame.draw.rect(surface, BAD if pv.fallback else GLOW, r.inflate(w, w), w,
                             border_radius=px(4))
        hal = ui.hal_target()
        if hal is not None:
            pygame.draw.rect(surface, GLOW, cam.rect(view, hal).inflate(w, w), w,
                             border_radius=px(4))
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 160)
        for sq in ui.token_targets():
            r = cam.rect(view, sq)
            g = tuple(int(c * (0.6 + 0.4 * pulse)) for c in GOOD)
            pygame.draw.rect(surface, g, r.inflate(-w, -w), w, border_radius=px(4))
        step = ui.anim.head
        if step is not None:
            for sq in step.squares:
                r = cam.rect(view, sq)
                pygame.draw.rect(surface, GLOW, r.inflate(w * 2, w * 2), w, border_radius=px(4))
        hover = self.hover_square()
        if hover is not None and (hover in ui.city().stacks or
                                  hover in ui.token_targets()):
            pygame.draw.rect(surface, th.highlight, cam.rect(view, hover), 1)
        surface.set_clip(clip)
        pygame.draw.rect(surface, th.border, view, 1, border_radius=px(6))
        for rect, label in ((lay.zoom_in, "+"), (lay.zoom_out, "−"), (lay.fit, "⌂")):
            pygame.draw.rect(surface, th.button, rect, border_radius=px(4))
            kit.blit_text(surface, label, px(16), th.text, rect.center, "center", True)

    def hover_square(self) -> tuple[int, int] | None:
        ui = self.ui
        pos = ui.ctl.state.mouse
        if not ui.lay.city.collidepoint(pos):
            return None
        return ui.ctl.camera().square_at(ui.lay.city, pos)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The prompt over the city, the preview box, the current step's caption and the
        decision's buttons."""
        ui = self.ui
        lay = ui.lay
        px = lay.px
        th = self.ctx.theme
        ctl = ui.ctl
        d = ctl.decision()
        step = ui.anim.head
        # the viewer's own decision is always asked; the step being shown goes below it
        strips: list[tuple[str, bool]] = []
        if d is not None or step is None:
            prompt = texts.prompt(self.ctx, None if d is None else d.kind,
                                  None if d is None else d.data)
            if prompt:
                strips.append((prompt, False))
        if step is not None:
            strips.append((ui.caption(step), True))
        box = lay.prompt
        for text, is_step in strips:
            surface.blit(kit.shade(box.size, (20, 22, 28, 210)), box.topleft)
            kit.blit_text(surface, text, px(15), GLOW if is_step else th.text,
                          (box.x + px(8), box.centery), "midleft", is_step, box.w - px(16))
            box = box.move(0, box.h + px(2))
        lines = self.preview_lines()
        if lines:
            box = lay.info
            h = px(8) + len(lines) * px(19)
            wide = max(fonts.get(px(14), i == 0).size(line)[0] for i, (line, _) in
                       enumerate(lines)) + px(18)
            box = pygame.Rect(box.x, box.bottom - h, min(lay.city.w - px(16), wide), h)
            surface.blit(kit.shade(box.size, (20, 22, 28, 225)), box.topleft)
            pygame.draw.rect(surface, th.border, box, 1, border_radius=px(4))
            for i, (line, colour) in enumerate(lines):
                kit.blit_text(surface, line, px(14), colour, (box.x + px(8), box.y + px(5) +
                              i * px(19)), width=box.w - px(16), bold=i == 0)
        self.draw_buttons(surface)

    def preview_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        ui = self.ui
        pv = ui.preview()
        if pv is None:
            return []
        t = self.ctx.t
        th = self.ctx.theme
        card = ui.ctl.state.card
        c = CARD_BY_NAME[card]
        where = t("ginkgopolis.ui.where.token", letter=LETTERS[c - 60]) if c >= 60 else \
            texts.card_title(self.ctx, card)
        out = [(t(f"ginkgopolis.ui.preview.{pv.kind}", where=where), th.text)]
        if pv.fallback:
            out.append((t("ginkgopolis.ui.preview.fallback"), BAD))
        if pv.pay_resources or pv.pay_vp:
            out.append((t("ginkgopolis.ui.preview.pays", items=texts.items(
                self.ctx, {"resources": pv.pay_resources, "vp": pv.pay_vp})), th.text_dim))
        if pv.choice and pv.gains:
            out.append((t("ginkgopolis.ui.preview.choice_plus",
                          items=texts.items(self.ctx, pv.gains)), GOOD))
        elif pv.choice:
            out.append((t("ginkgopolis.ui.preview.choice"), GOOD))
        else:
            out.append((t("ginkgopolis.ui.preview.gains", items=texts.items(self.ctx, pv.gains)),
                        GOOD))
        if pv.returned is not None:
            seat, n = pv.returned
            out.append((t("ginkgopolis.ui.preview.returned", player=texts.seat_name(
                self.ctx, seat), count=n), th.text_dim))
        return out

    def draw_buttons(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px = ui.lay.px
        th = self.ctx.theme
        ctl = ui.ctl
        t = self.ctx.t
        mouse = ctl.state.mouse
        st = self.ctx.state
        v = self.ctx.viewer
        for name, rect in ui.buttons().items():
            if name == "confirm":
                label = t("ginkgopolis.ui.button.give_hal") if ctl.kind() == "hal_card" \
                    else t("ginkgopolis.ui.button.confirm")
                enabled = ctl.pending() is not None
            elif name == "new_hand":
                n = st.new_hand[v] if v is not None else 0
                label = t("ginkgopolis.ui.button.new_hand", count=n)
                enabled = n > 0
            elif name == "cancel":
                label = t("ginkgopolis.ui.button.cancel")
                enabled = ctl.state.card is not None or ctl.state.tile is not None
            else:
                label = t(f"ginkgopolis.ui.button.{name}")
                enabled = True
            colour = th.button_disabled if not enabled else (
                th.button_hover if rect.collidepoint(mouse) else th.button)
            if name == "confirm" and enabled:
                colour = (60, 140, 80) if not rect.collidepoint(mouse) else (80, 170, 100)
            pygame.draw.rect(surface, colour, rect, border_radius=px(5))
            pygame.draw.rect(surface, th.border, rect, 1, border_radius=px(5))
            kit.blit_text(surface, label, px(14), th.text if enabled else th.text_dim,
                          rect.center, "center", True, rect.w - px(8))

    # --- the panels of every seat (public) ---------------------------------------------------
    def panels(self) -> pygame.Surface:
        ui = self.ui
        lay = ui.lay
        ctx = self.ctx
        key = (ctx.version, ctx.viewer, tuple(lay.right), ctx.theme.colour_blind)
        if self._panels is None or key != self._panels_key:
            self._panels = self._draw_panels()
            self._panels_key = key
        return self._panels

    def _draw_panels(self) -> pygame.Surface:
        ui = self.ui
        lay = ui.lay
        px = lay.px
        ctx = self.ctx
        th = ctx.theme
        t = ctx.t
        st = ctx.state
        surf = pygame.Surface(lay.right.size)
        surf.fill(th.bg)
        ox, oy = lay.right.topleft
        d = st.decisions.top
        for seat, panel in enumerate(lay.panels):
            r = panel.move(-ox, -oy)
            on_turn = d is not None and d.seat == seat
            pygame.draw.rect(surf, th.panel_light if on_turn else th.panel, r,
                             border_radius=px(6))
            pygame.draw.rect(surf, GLOW if on_turn else th.border, r, 1, border_radius=px(6))
            colour = ctx.colour(seat)
            sw = pygame.Rect(r.x + px(8), r.y + px(7), px(14), px(14))
            kit.pattern_mark(surf, sw, colour, seat)
            name = texts.seat_name(ctx, seat)
            if seat == ctx.viewer:
                name = t("ginkgopolis.ui.you", player=name)
            # the name keeps its width; the status takes what is left, and the first
            # player is a badge (named by its tooltip) rather than more words
            right = r.right - px(8)
            badge = self.first_badge(seat)
            if badge is not None:
                b = badge.move(-ox, -oy)
                pygame.draw.circle(surf, GLOW, b.center, b.w // 2)
                kit.blit_text(surf, "1", px(11), (30, 30, 30), b.center, "center", True)
                right = b.x - px(5)
            name_w = kit.blit_text(surf, name, px(15), th.text, (sw.right + px(6), sw.centery),
                                   "midleft", True, right - sw.right - px(6)).w
            status = self.status(seat)
            room = right - (sw.right + px(6) + name_w + px(10))
            if status and room > px(24):
                kit.blit_text(surf, status, px(12), GOOD, (right, sw.centery), "midright",
                              True, room)
            y = sw.bottom + px(4)
            kit.blit_text(surf, self.counts_line(seat), px(11), th.text_dim, (r.x + px(8), y),
                          width=r.w - px(16))
            y += px(15)
            self.mini_tableau(surf, seat, self.mini_box(panel).move(-ox, -oy))
        return surf

    def first_badge(self, seat: int) -> pygame.Rect | None:
        """The first player's badge on its panel's name row (window coordinates); None for
        every other seat and in solo."""
        st = self.ctx.state
        if st.hal >= 0 or seat != st.first:
            return None
        panel = self.ui.lay.panels[seat]
        px = self.ui.lay.px
        d = px(16)
        return pygame.Rect(panel.right - px(8) - d, panel.y + px(7) + px(7) - d // 2, d, d)

    def counts_line(self, seat: int) -> str:
        st = self.ctx.state
        t = self.ctx.t
        if seat == st.hal:
            return t("ginkgopolis.ui.counts_hal", resources=st.general[seat], vp=st.vp[seat])
        key = "ginkgopolis.ui.counts" if st.hal < 0 else "ginkgopolis.ui.counts_solo"
        return t(key, hand=len(st.hands[seat]), tiles=len(st.screen_tiles[seat]),
                 resources=st.screen_res[seat], vp=st.vp[seat], new_hand=st.new_hand[seat])

    def mini_box(self, panel: pygame.Rect) -> pygame.Rect:
        """Where a seat's tableau rows go in its panel (window coordinates)."""
        px = self.ui.lay.px
        y = panel.y + px(7) + px(14) + px(4) + px(15)
        return pygame.Rect(panel.x + px(8), y, panel.w - px(16), panel.bottom - y - px(3))

    def status(self, seat: int) -> str:
        st = self.ctx.state
        t = self.ctx.t
        if st.phase == "select" and st.hal < 0:
            done = (seat - st.first) % st.n < st.resolved
            return t("ginkgopolis.ui.status.chosen") if done else ""
        if st.phase == "draft":
            return t("ginkgopolis.ui.status.kept", count=len(st.kept[seat]))
        if st.phase == "resolve" and st.active == seat:
            return t("ginkgopolis.ui.status.acting")
        return ""

    def mini_tableau(self, surf: pygame.Surface, seat: int, box: pygame.Rect) -> None:
        """A seat's tableau as small chips, one row per trigger and one for the end-game
        cards (hover names the bonus)."""
        st = self.ctx.state
        for (r, name) in self.mini_chips(st.tableaux[seat], box):
            self.chip(surf, name, r)
        t = self.ctx.t
        h = self.mini_h(box)
        for row, key in enumerate(ROW_KEYS):
            kit.blit_text(surf, t(f"ginkgopolis.ui.row.{key}"), max(7, h - 2),
                          self.ctx.theme.text_dim, (box.x, box.y + row * (h + 1)))

    def mini_h(self, box: pygame.Rect) -> int:
        px = self.ui.lay.px
        return max(px(7), min(px(14), box.h // 4 - 1))

    def mini_chips(self, tableau: list[int], box: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
        px = self.ui.lay.px
        h = self.mini_h(box)
        out = []
        for row, cards in enumerate(self.by_trigger(tableau)):
            for i, name in enumerate(cards):
                r = pygame.Rect(box.x + px(16) + i * (h + px(8) + 1), box.y + row * (h + 1),
                                h + px(8), h)
                if r.right <= box.right:
                    out.append((r, name))
        return out

    def tableau_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Window rects of every tableau chip (others' panels and the viewer's columns), for
        the tooltips."""
        ui = self.ui
        lay = ui.lay
        st = self.ctx.state
        out: list[tuple[pygame.Rect, str]] = []
        for seat, panel in enumerate(lay.panels):
            out += self.mini_chips(st.tableaux[seat], self.mini_box(panel))
        v = self.ctx.viewer
        if v is not None and 0 <= v < st.n and v != st.hal:
            cols = self.by_trigger(self.own_tableau())
            rows = max(len(c) for c in cols)
            for col, cards in enumerate(cols):
                for i, name in enumerate(cards):
                    out.append((lay.tableau_chip(col, i, rows), name))
        return out

    def own_tableau(self) -> list[int]:
        """The viewer's tableau; while drafting, the Characters it kept so far (its own
        secret)."""
        st = self.ctx.state
        v = self.ctx.viewer
        assert v is not None
        return list(st.kept[v]) if st.phase == "draft" else list(st.tableaux[v])

    @staticmethod
    def by_trigger(tableau: list[int]) -> list[list[str]]:
        rows: list[list[str]] = [[], [], [], []]
        for c in tableau:
            trig = CARD_TRIGGER[c]
            rows[trig if trig >= 0 else 3].append(CARD_NAMES[c])  # no trigger: end-game
        for r in rows:
            r.sort(key=lambda n: (CARD_BY_NAME[n] < 72, CARD_BY_NAME[n]))
        return rows

    def chip(self, surf: pygame.Surface, name: str, r: pygame.Rect, long: bool = False) -> None:
        c = CARD_BY_NAME[name]
        col = CARD_COLOUR[c]
        px = self.ui.lay.px
        if c >= 72:
            fill, ink = kit.TILE_DARK[col], (255, 255, 255)
            label = texts.card_title(self.ctx, name) if long else "★"
        else:
            fill, ink = kit.TILE_FILL[col], kit.TILE_TEXT[col]
            label = str(c % 20 + 1)
            if long and c % 20 < 9:  # an end-game card's column says it all
                label = f"{label}  {texts.card_lines(self.ctx, name)[2]}"
        pygame.draw.rect(surf, fill, r, border_radius=px(3))
        pygame.draw.rect(surf, (15, 15, 18), r, 1, border_radius=px(3))
        kit.blit_text(surf, label, max(7, r.h - 4), ink, (r.x + px(3), r.centery), "midleft",
                      True, r.w - px(5))

    # --- the viewer's own area (private: drawn only for ctx.viewer) ----------------------------
    def bottom(self) -> pygame.Surface:
        ui = self.ui
        ctx = self.ctx
        s = ui.ctl.state
        key = (ctx.version, ctx.viewer, ctx.can_act, s.card, s.tile, tuple(ui.lay.bottom),
               ctx.theme.colour_blind)
        if self._bottom is None or key != self._bottom_key:
            self._bottom = self._draw_bottom()
            self._bottom_key = key
        return self._bottom

    def _draw_bottom(self) -> pygame.Surface:
        ui = self.ui
        lay = ui.lay
        px = lay.px
        ctx = self.ctx
        th = ctx.theme
        t = ctx.t
        st = ctx.state
        surf = pygame.Surface(lay.bottom.size)
        surf.fill(th.bg)
        ox, oy = lay.bottom.topleft
        pygame.draw.rect(surf, th.panel, (0, 0, *lay.bottom.size), border_radius=px(6))
        v = ctx.viewer
        if v is None or not 0 <= v < st.n or v == st.hal:
            kit.blit_text(surf, t("ginkgopolis.ui.private_hidden"), px(16), th.text_dim,
                          (lay.bottom.w // 2, lay.bottom.h // 2), "center")
            return surf
        sel = ui.ctl.state
        kind = ui.ctl.kind()
        # the hand (or the draft packet)
        cards = ui.cards_shown()
        title = t("ginkgopolis.ui.packet") if st.phase == "draft" else t("ginkgopolis.ui.hand")
        kit.blit_text(surf, title, px(14), th.accent, (lay.hand.x - ox, lay.hand.y - oy), bold=True)
        for i, name in enumerate(cards):
            r = lay.card(i, len(cards)).move(-ox, -oy)
            if name == sel.card:
                r = r.move(0, -px(8))
                pygame.draw.rect(surf, GLOW, r.inflate(px(6), px(6)), border_radius=px(8))
            lines = texts.card_lines(ctx, name)
            surf.blit(kit.card_face(name, r.w, r.h, lines), r)
        # the screen: resources, VP and tiles
        sx, sy = lay.screen.x - ox, lay.screen.y - oy
        kit.blit_text(surf, t("ginkgopolis.ui.screen"), px(14), th.accent, (sx, sy), bold=True)
        cube = pygame.Rect(sx, sy + px(24), px(14), px(14))
        kit.pattern_mark(surf, cube, ctx.colour(v), v)
        res = kit.blit_text(surf, t("ginkgopolis.ui.resources", count=st.screen_res[v]), px(14),
                            th.text, (cube.right + px(5), cube.centery), "midleft",
                            width=px(150))
        vx = max(sx + px(118), res.right + px(14))  # "16 resources" pushes the VP right
        kit.blit_text(surf, t("ginkgopolis.ui.vp", count=st.vp[v]), px(14), th.text,
                      (vx, cube.centery), "midleft", width=sx + lay.screen.w - vx)
        tiles = ui.tiles_shown()
        rects = lay.tile_rects(len(tiles))
        for name, r in zip(tiles, rects, strict=True):
            r = r.move(-ox, -oy)
            if name == sel.tile:
                r = r.move(0, -px(5))
                pygame.draw.rect(surf, GLOW, r.inflate(px(5), px(5)), border_radius=px(5))
            surf.blit(kit.tile_face(TILE_BY_NAME[name], r.w), r)
        if not tiles:
            kit.blit_text(surf, t("ginkgopolis.ui.no_tiles"), px(13), th.text_dim,
                          (sx, sy + px(62)))
        if st.card[v] >= 0 and st.phase == "select":
            pick = texts.card_title(ctx, CARD_NAMES[st.card[v]])
            if st.tile[v] >= 0:
                pick = t("ginkgopolis.ui.pick_with", card=pick,
                         tile=texts.card_title(ctx, CARD_NAMES[st.tile[v]]))
            kit.blit_text(surf, t("ginkgopolis.ui.your_pick", pick=pick), px(13), GOOD,
                          (sx, lay.screen.bottom - oy - px(18)), width=lay.screen.w)
        if kind == "contribute":
            given = len(st.contrib[v])
            kit.blit_text(surf, t("ginkgopolis.ui.contributed", count=given), px(13), GOOD,
                          (sx, lay.screen.bottom - oy - px(18)))
        # the tableau in three columns by trigger
        tx, ty = lay.tableau.x - ox, lay.tableau.y - oy
        kit.blit_text(surf, t("ginkgopolis.ui.tableau"), px(14), th.accent, (tx, ty), bold=True)
        cols = self.by_trigger(self.own_tableau())
        rows = max(len(c) for c in cols)
        for col, cards_ in enumerate(cols):
            head = lay.r(584 + col * 63, 492, 61, 14).move(-ox, -oy)
            kit.blit_text(surf, t(COLUMN_KEYS[col]), px(10), th.text_dim,
                          (head.x, head.y + px(2)), width=head.w)
            for i, name in enumerate(cards_):
                self.chip(surf, name, lay.tableau_chip(col, i, rows).move(-ox, -oy), long=True)
        return surf

    # --- tooltips ------------------------------------------------------------------------------
    def tooltip(self, pos: tuple[int, int]) -> str | None:
        ui = self.ui
        lay = ui.lay
        ctx = self.ctx
        if not ui.rect.collidepoint(pos):
            return None
        for r, name in self.tableau_rects():
            if r.collidepoint(pos):
                return texts.card_tooltip(ctx, name)
        for seat in range(len(lay.panels)):
            badge = self.first_badge(seat)
            if badge is not None and badge.collidepoint(pos):
                return ctx.t("ginkgopolis.ui.first_tip")
        if lay.hand.collidepoint(pos):
            cards = ui.cards_shown()
            for i, name in enumerate(cards):
                if lay.card(i, len(cards)).collidepoint(pos):
                    return texts.card_tooltip(ctx, name)
        if lay.city.collidepoint(pos):
            sq = self.hover_square()
            st = ui.city()  # what is drawn: the city of the step being shown
            if sq in st.stacks:
                stack = st.stacks[sq]
                owner = st.owner[sq]
                tip = texts.building_tip(ctx, stack, owner, sq in st.pawns)
                for group, leader in self.city.leaders:
                    if sq in group:
                        tip += " " + texts.district_tip(ctx, len(group), leader)
                return tip
            if sq is not None and sq in st.tokens:
                return ctx.t("ginkgopolis.ui.tip.token", letter=LETTERS[st.tokens.index(sq)])
        return None
