"""Drawing the Machi Koro table. Reads the state, never changes it.

Card faces, icons and text lines are cached surfaces (``view_art``); a frame is mostly blits.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.ui import fonts
from game.ui.table import text as textkit

from ..data import ESTABLISHMENTS, LANDMARKS, MARKET_ROWS
from ..rules.actions import ChooseDice, KeepRoll, Reroll, TvTarget
from ..rules.query import why_not_build
from ..rules.state import BUILD, DICE, OVER, ROLL
from . import art
from . import words as texts
from .anim import Step
from .controller import ROLL_BUTTON
from .layout import CityBox, Layout

GLOW = (255, 214, 90)
OK = (120, 220, 130)


@lru_cache(maxsize=512)
def _wrap(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    return tuple(textkit.wrap(s, fonts.get(size, bold), width))


@lru_cache(maxsize=512)
def _fit(s: str, size: int, width: int, bold: bool) -> str:
    return art.fit(s, size, width, bold)


class View:
    def __init__(self, ui: Any) -> None:
        self.ui = ui
        self.scale = 1.0
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: Any = None

    # --- helpers -----------------------------------------------------------------------------
    @property
    def ctx(self) -> Any:
        return self.ui.ctx

    def S(self, v: float) -> int:  # noqa: N802 - a design length scaled
        return max(1, round(v * self.scale))

    def coins_shown(self, seat: int) -> int:
        return max(0, self.ctx.state.coins[seat] - self.ui.anim.pending(seat))

    def name(self, seat: int | None) -> str:
        return texts.player_name(self.ctx.t, self.ctx.names, seat)

    def anchor(self, where: tuple) -> tuple[int, int]:
        lay: Layout = self.ui.lay
        if where[0] == "seat" and where[1] in lay.cities:
            return lay.cities[where[1]].coin_at
        return lay.bank_at

    def affordable(self, kind: int) -> bool:
        """Could the active player buy this establishment in its build step, with the coins
        it shows? (the rules' answer: purple once, beginner limit, pile, coins)"""
        state = self.ctx.state
        return why_not_build(state, state.active, ESTABLISHMENTS[kind].key,
                                            self.coins_shown(state.active)) is None

    # --- the frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> str | None:
        """Draw everything; returns the tooltip text for the hovered thing (or None)."""
        ui = self.ui
        lay: Layout = ui.lay
        self.scale = lay.scale
        surface.blit(self.backdrop(lay), lay.rect)
        hover_target, _ = ui.hover()
        self.draw_market(surface, lay, hover_target)
        for box in lay.cities.values():
            self.draw_city(surface, box, hover_target)
        self.draw_panel(surface, lay, hover_target)
        self.draw_income_button(surface, lay, hover_target == ("income",))
        if ui.show_income:
            self.draw_income(surface, lay)
        self.draw_animation(surface, lay)
        return self.tooltip(hover_target)

    # --- income by roll ----------------------------------------------------------------------
    def draw_income_button(self, surface: pygame.Surface, lay: Layout, hover: bool) -> None:
        th, S = self.ctx.theme, self.S
        r = lay.income_button
        on = self.ui.show_income
        fill = th.button_hover if hover or on else th.button
        pygame.draw.rect(surface, fill, r, border_radius=S(5))
        label = _fit(self.ctx.t("machi_koro.ui.income_button"), S(12), r.w - S(8), True)
        img = art.text(label, S(12), th.text, True)
        surface.blit(img, img.get_rect(center=r.center))

    def draw_income(self, surface: pygame.Surface, lay: Layout) -> None:
        """What each total would pay every seat if the player about to roll rolled it now
        (the rules' forecast), over the market until closed."""
        ctx, S = self.ctx, self.S
        th, t = ctx.theme, ctx.t
        roller, table = self.ui.income_table()
        box = lay.market.inflate(-S(8), 0)
        box.y, box.h = lay.market.y + S(26), lay.market.h - S(30)
        pygame.draw.rect(surface, th.panel_light, box, border_radius=S(8))
        pygame.draw.rect(surface, th.border, box, 1, border_radius=S(8))
        head = art.text(_fit(t("machi_koro.ui.income_title", player=self.name(roller)), S(14),
                             box.w - S(20), True), S(14), th.accent, True)
        surface.blit(head, (box.x + S(10), box.y + S(6)))
        seats = list(range(ctx.state.n))
        name_w = S(150)
        col_w = (box.w - name_w - S(20)) // 12
        top = box.y + S(34)
        row_h = min(S(30), (box.bottom - top - S(8)) // (len(seats) + 1))
        for total in range(1, 13):
            cx = box.x + S(10) + name_w + (total - 1) * col_w + col_w // 2
            img = art.text(str(total), S(13), th.text_dim, True)
            surface.blit(img, img.get_rect(center=(cx, top + row_h // 2)))
        for i, seat in enumerate(seats):
            y = top + (i + 1) * row_h
            if i % 2 == 0:
                pygame.draw.rect(surface, th.panel, (box.x + S(6), y, box.w - S(12), row_h))
            pygame.draw.circle(surface, ctx.colour(seat), (box.x + S(16), y + row_h // 2), S(5))
            name = art.text(_fit(self.name(seat), S(13), name_w - S(20), seat == roller), S(13),
                            th.text, seat == roller)
            surface.blit(name, name.get_rect(midleft=(box.x + S(26), y + row_h // 2)))
            for total in range(1, 13):
                delta = table[total - 1][seat]
                cx = box.x + S(10) + name_w + (total - 1) * col_w + col_w // 2
                label, colour = (f"{delta:+d}", th.good if delta > 0 else th.bad) if delta \
                    else ("·", th.text_dim)
                img = art.text(label, S(13), colour, bool(delta))
                surface.blit(img, img.get_rect(center=(cx, y + row_h // 2)))
        lines = _wrap(t("machi_koro.ui.income_note"), S(11), box.w - S(20), False)
        lh = fonts.get(S(11)).get_linesize()
        y = box.bottom - S(6) - lh * len(lines)
        for line in lines:
            surface.blit(art.text(line, S(11), th.text_dim), (box.x + S(10), y))
            y += lh

    def backdrop(self, lay: Layout) -> pygame.Surface:
        """Background, panels and the seat-coloured city headers: redrawn only when the
        layout changes."""
        ctx = self.ctx
        key = (id(lay), tuple(ctx.colour(s) for s in lay.cities), ctx.theme.colour_blind)
        if self._backdrop is not None and key == self._backdrop_key:
            return self._backdrop
        th, S = ctx.theme, self.S
        surf = pygame.Surface(lay.rect.size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        surf.fill(th.bg)
        off = (-lay.rect.x, -lay.rect.y)
        for r in (lay.market, lay.panel):
            pygame.draw.rect(surf, th.panel, r.move(off), border_radius=S(8))
        pygame.draw.rect(surf, th.border, lay.panel.move(off), 1, border_radius=S(8))
        for box in lay.cities.values():
            pygame.draw.rect(surf, th.panel, box.rect.move(off), border_radius=S(8))
            band = box.header.move(off)
            pygame.draw.rect(surf, _mix(th.panel, ctx.colour(box.seat), 0.45), band,
                             border_top_left_radius=S(8), border_top_right_radius=S(8))
        self._backdrop, self._backdrop_key = surf, key
        return surf

    # --- market ------------------------------------------------------------------------------
    def draw_market(self, surface: pygame.Surface, lay: Layout, hover: Any) -> None:
        th, t, S = self.ctx.theme, self.ctx.t, self.S
        state = self.ctx.state
        title = art.text(t("machi_koro.ui.market"), S(15), th.accent, True)
        surface.blit(title, (lay.market.x + S(10), lay.market.y + S(4)))
        active = state.active
        coins = self.coins_shown(active)
        building = state.phase == BUILD and self.ctx.can_act
        over = state.phase == OVER
        if not over:
            hint_key = "machi_koro.ui.market_hint_build" if building else "machi_koro.ui.market_hint"
            room = lay.income_button.x - S(12) - (lay.market.x + S(20) + title.get_width())
            hint = art.text(_fit(t(hint_key, player=self.name(active), coins=coins), S(12),
                                 room, False), S(12), th.text_dim)
            surface.blit(hint, hint.get_rect(midright=(lay.income_button.x - S(12),
                                                        lay.market.y + S(4) + title.get_height() // 2)))
        flash = self._flash_target()
        pulse = 0.5 + 0.5 * math.sin(self.ui.anim.clock * 5) * self.ui.pulse_strength()
        for target, rect in lay.tiles:
            if target[0] == "deck":
                deck = state.decks[target[1]] if target[1] < len(state.decks) else []
                surface.blit(art.deck_face(rect.w, rect.h, self.deck_label(target[1]),
                                           str(len(deck))), rect)
                continue
            k = target[1]
            e = ESTABLISHMENTS[k]
            left = state.supply[k]
            name = texts.card_name(t, e.key)
            r = rect.move(0, -S(3)) if hover == target else rect
            if left == 0:
                surface.blit(art.sold_out_face(k, rect.w, rect.h, name, t("machi_koro.ui.sold_out")), r)
                continue
            surface.blit(art.card_face(k, rect.w, rect.h, name, left), r)
            legal = self.ui.controller.resolve(target) is not None
            if building:
                can = legal
            else:
                can = over or self.affordable(k)
            if not can:
                surface.blit(art.veil(rect.w, rect.h, 125, max(3, rect.w // 12)), r)
            if legal:  # buildable now: a pulsing gold frame (white under the mouse)
                colour = (255, 255, 255) if hover == target else _mix(GLOW, (255, 250, 220), pulse * 0.5)
                pygame.draw.rect(surface, colour, r.inflate(S(5), S(5)), S(3), border_radius=S(8))
            elif can and not building and not over:
                art.coin(surface, (r.right - S(9), r.y + S(9)), S(7))
                art.tick(surface, (r.right - S(9), r.y + S(9)), S(4), art.INK)
            if flash == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(9))

    def deck_label(self, row: int) -> str:
        state = self.ctx.state
        if len(MARKET_ROWS[state.market]) > 1:
            return self.ctx.t(f"machi_koro.ui.deck.{('low', 'high', 'purple')[row % 3]}")
        return self.ctx.t("machi_koro.ui.deck")

    # --- cities ------------------------------------------------------------------------------
    def draw_city(self, surface: pygame.Surface, box: CityBox, hover: Any) -> None:
        ctx, S = self.ctx, self.S
        th, t = ctx.theme, ctx.t
        state = ctx.state
        seat = box.seat
        colour = ctx.colour(seat)
        active = seat == state.active and state.phase != OVER
        winner = state.winner == seat
        tv_pick = self.ui.controller.resolve(("panel", seat)) is not None
        band = box.header
        pygame.draw.circle(surface, colour, (band.x + S(14), band.centery), S(7))
        pygame.draw.circle(surface, th.text, (band.x + S(14), band.centery), S(7), 1)
        size = S(15) if box.big else S(14)
        label = self.name(seat)
        if box.big and seat == ctx.viewer:
            label = t("machi_koro.ui.your_city", player=label)
        tag = ""
        if winner:
            tag = t("machi_koro.ui.winner")
        elif active:
            tag = t("machi_koro.ui.on_turn")
        tag_img = art.text(tag, S(12), th.highlight, True) if tag else None
        room = box.coin_at[0] - S(30) - (band.x + S(28)) - (tag_img.get_width() + S(8) if tag_img else 0)
        img = art.text(_fit(label, size, room, True), size, th.text, True)
        surface.blit(img, img.get_rect(midleft=(band.x + S(28), band.centery)))
        if tag_img:
            surface.blit(tag_img, tag_img.get_rect(midleft=(band.x + S(36) + img.get_width(), band.centery)))
        # coins
        cr = S(10) if box.big else S(9)
        cx, cy = box.coin_at
        art.coin(surface, (cx, cy), cr)
        num = art.text(str(self.coins_shown(seat)), S(17) if box.big else S(15), th.text, True)
        surface.blit(num, num.get_rect(midleft=(cx + cr + S(5), cy)))
        # landmarks (small tiles name all four, or none, so they read alike)
        names = [texts.landmark_name(t, lm.key) for lm in LANDMARKS]
        if not box.big and not _names_fit(tuple(names), box.landmarks[0].w, box.landmarks[0].h):
            names = [""] * 4
        for m, lr in enumerate(box.landmarks):
            built = bool(state.landmarks[seat] >> m & 1)
            face = art.landmark_face(m, lr.w, lr.h, built, names[m], not box.big)
            target = ("landmark", seat, m)
            legal = self.ui.controller.resolve(target) is not None
            r = lr.move(0, -S(3)) if hover == target and legal else lr
            surface.blit(face, r)
            if legal:
                pygame.draw.rect(surface, (255, 255, 255) if hover == target else GLOW,
                                 r.inflate(S(5), S(5)), S(3), border_radius=S(7))
            if self._flash_target() == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(8))
        # establishments
        give = self.ui.controller.give
        for k, cr_rect in box.chips.items():
            count = state.cards[seat][k]
            if box.big:
                face = art.mini_card(k, cr_rect.w, cr_rect.h, count, texts.card_name(t, ESTABLISHMENTS[k].key))
            else:
                face = art.chip_face(k, cr_rect.w, cr_rect.h, count)
            target = ("chip", seat, k)
            result = self.ui.controller.resolve(target)
            r = cr_rect.move(0, -S(2)) if hover == target and result is not None else cr_rect
            surface.blit(face, r)
            selected = give is not None and seat == state.active and ESTABLISHMENTS[k].key == give
            if selected:
                r = cr_rect.move(0, -S(3))
                surface.blit(face, r)
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(S(6), S(6)), S(3), border_radius=S(6))
            elif result is not None and not tv_pick:
                ring = (255, 255, 255) if hover == target else GLOW
                pygame.draw.rect(surface, ring, r.inflate(S(4), S(4)), S(2), border_radius=S(6))
            if self._flash_target() == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(6))
        # the frame: seat colour, thick when on turn, glowing when it can be picked (TV)
        if tv_pick:
            hot = hover is not None and hover[0] in ("panel", "chip", "landmark") and hover[1] == seat
            pygame.draw.rect(surface, GLOW if hot else OK, box.rect.inflate(S(4), S(4)), S(3),
                             border_radius=S(10))
        width = S(3) if active or winner else 1
        edge = GLOW if winner else colour if active else _mix(th.border, colour, 0.4)
        pygame.draw.rect(surface, edge, box.rect, width, border_radius=S(8))

    # --- turn panel --------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, lay: Layout, hover: Any) -> None:
        ctx, S = self.ctx, self.S
        th, t = ctx.theme, ctx.t
        state = ctx.state
        p = lay.panel
        head = t("machi_koro.ui.turn", turn=max(1, state.turn))
        img = art.text(head, S(13), th.text_dim, True)
        surface.blit(img, (p.x + S(10), p.y + S(7)))
        if state.phase != OVER:
            who = self.name(state.active)
            pygame.draw.circle(surface, ctx.colour(state.active), (p.x + S(10) + img.get_width() + S(12),
                                                                  p.y + S(7) + img.get_height() // 2), S(5))
            name = art.text(_fit(who, S(13), p.w - img.get_width() - S(44), True), S(13), th.text, True)
            surface.blit(name, (p.x + S(10) + img.get_width() + S(22), p.y + S(7)))
        self.draw_dice(surface, lay)
        # prompt
        prompt = self.ui.prompt()
        size = S(14)
        lines = _wrap(prompt, size, lay.prompt.w, False)
        lh = fonts.get(size).get_linesize()
        max_lines = max(1, lay.prompt.h // lh)
        if len(lines) > max_lines:
            size = S(12)
            lh = fonts.get(size).get_linesize()
            lines = _wrap(prompt, size, lay.prompt.w, False)[: max(1, lay.prompt.h // lh)]
        y = lay.prompt.y
        for line in lines:
            img = art.text(line, size, th.text)
            surface.blit(img, img.get_rect(midtop=(lay.prompt.centerx, y)))
            y += lh
        # buttons
        for i, (rect, action) in enumerate(zip(lay.buttons, self.ui.controller.buttons(), strict=False)):
            hot = hover == ("button", i)
            face = th.button_hover if hot else th.button
            pygame.draw.rect(surface, face, rect, border_radius=S(6))
            pygame.draw.rect(surface, GLOW if hot else th.border, rect, 1, border_radius=S(6))
            label = self.button_label(action)
            x = rect.centerx
            dice = action.count if type(action) is ChooseDice else (2 if type(action) is Reroll else 0)
            if type(action) is Reroll:
                dice = max(1, len(state.dice))
            elif action == ROLL_BUTTON:
                dice = 1
            room = rect.w - S(16)
            if dice:
                room -= dice * S(16)
            img = art.text(_fit(label, S(14), room, True), S(14), th.text, True)
            total = img.get_width() + (dice * S(16) + S(4) if dice else 0)
            x0 = rect.centerx - total // 2
            for d in range(dice):
                surface.blit(art.die_face(5 if d == 0 else 3, S(14)), (x0 + d * S(16), rect.centery - S(7)))
            x = x0 + (dice * S(16) + S(4) if dice else 0)
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))

    def button_label(self, action: Any) -> str:
        t = self.ctx.t
        cls = type(action)
        if action == ROLL_BUTTON:
            return t("machi_koro.action.roll")
        if cls is ChooseDice:
            return t("machi_koro.action.roll1" if action.count == 1 else "machi_koro.action.roll2")
        if cls is KeepRoll:
            return t("machi_koro.action.keep")
        if cls is Reroll:
            return t("machi_koro.action.reroll")
        if cls is TvTarget:
            return t("machi_koro.action.tv_target", player=self.name(action.seat))
        if cls.__name__ == "DeclineTrade":
            return t("machi_koro.action.decline_trade")
        return t("machi_koro.action.build_nothing")

    def draw_dice(self, surface: pygame.Surface, lay: Layout) -> None:
        """The roll being animated, else this turn's dice, else blank dice waiting."""
        S = self.S
        state = self.ctx.state
        step = self.ui.anim.dice()
        size = lay.die_size
        cx, cy = lay.dice_at
        bounce, dim, settled = 0.0, False, True
        if step is not None:
            values = list(step.data["dice"])
            if step.progress < 0.75:  # tumbling: faces flip, the dice hop and calm down
                tick = int(self.ui.anim.clock * 16)
                values = [(tick * (7 + 3 * i) + 5 * i) % 6 + 1 for i in range(len(values))]
                bounce = abs(math.sin(step.progress * 9)) * S(10) * (1 - step.progress)
                settled = False
        elif state.dice and state.phase not in (DICE, ROLL):
            values = list(state.dice)
        else:
            values = [0] * (state.ndice if state.phase == ROLL else 1)
            dim, settled = True, False
        gap = S(12)
        total_w = len(values) * size + (len(values) - 1) * gap
        x = cx - total_w // 2
        for i, v in enumerate(values):
            dy = -int(bounce if i % 2 == 0 else bounce * 0.6)
            surface.blit(art.die_face(v, size, dim), (x + i * (size + gap), cy - size // 2 + dy))
        if settled and len(values) == 2:
            img = art.text(f"= {sum(values)}", S(16), self.ctx.theme.text, True)
            surface.blit(img, img.get_rect(midleft=(x + total_w + S(6), cy)))

    # --- animations --------------------------------------------------------------------------
    def _flash_target(self) -> Any:
        head = self.ui.anim.head
        if head is not None and head.kind in ("flash", "coins"):
            return head.data.get("target")
        return None

    def draw_animation(self, surface: pygame.Surface, lay: Layout) -> None:
        head: Step | None = self.ui.anim.head
        if head is None:
            return
        S = self.S
        if head.kind == "coins":
            src, dst = self.anchor(head.data["src"]), self.anchor(head.data["dst"])
            n = max(1, min(6, head.data.get("amount", 0)))
            # arc towards the middle of the table (coins between two top cities dip down)
            lift = -S(44) if max(src[1], dst[1]) > lay.market.centery else S(60)
            if head.data.get("amount", 0) > 0:
                for i in range(n):
                    p = max(0.0, min(1.0, head.progress * 1.5 - i * 0.1))
                    if 0 < p < 1:
                        ease = p * p * (3 - 2 * p)
                        x = src[0] + (dst[0] - src[0]) * ease
                        y = src[1] + (dst[1] - src[1]) * ease + math.sin(p * math.pi) * lift
                        art.coin(surface, (round(x), round(y)), S(9))
            fly = head.data.get("fly")
            if fly is not None:
                self.fly_card(surface, lay, fly[0], fly[1], head.progress)
            # the caption sits over the market (on the coins' way), never over a city's numbers
            top, bottom = lay.market.top + S(40), lay.market.bottom - S(30)
            mid = ((src[0] + dst[0]) // 2, max(top, min(bottom, (src[1] + dst[1]) // 2)))
            self.caption(surface, lay, head.data.get("caption", ""), mid, head)
        elif head.kind == "flash":
            at = head.data.get("at") or lay.bank_at
            self.caption(surface, lay, head.data.get("caption", ""), at, head)
        elif head.kind == "banner":
            self.banner(surface, lay, head.data.get("caption", ""), head)

    def fly_card(self, surface: pygame.Surface, lay: Layout, kind: int, seat: int, p: float) -> None:
        """A bought card moving from its market pile to its place in the buyer's city."""
        box = lay.cities.get(seat)
        if box is None or kind not in box.chips:
            return
        dst = box.chips[kind]
        src = next((r for tg, r in lay.tiles if tg == ("pile", kind)), None)
        start = src.center if src is not None else lay.bank_at
        e = min(1.0, p * 1.3)
        e = e * e * (3 - 2 * e)
        at = (round(start[0] + (dst.centerx - start[0]) * e), round(start[1] + (dst.centery - start[1]) * e))
        if e >= 1:
            return
        count = self.ctx.state.cards[seat][kind]
        face = art.chip_face(kind, dst.w, dst.h, count) if not box.big else art.mini_card(
            kind, dst.w, dst.h, count, texts.card_name(self.ctx.t, ESTABLISHMENTS[kind].key))
        surface.blit(face, face.get_rect(center=at))

    def caption(self, surface: pygame.Surface, lay: Layout, text: str, at: tuple[int, int],
                step: Step) -> None:
        if not text:
            return
        S, th = self.S, self.ctx.theme
        img = art.text(_fit(text, S(15), lay.rect.w - S(40), True), S(15), th.text, True)
        box = img.get_rect().inflate(S(20), S(12))
        box.center = (at[0], at[1] - round(step.progress * S(12)))
        box.clamp_ip(lay.rect.inflate(-S(8), -S(8)))
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (*th.panel_light, 235), pill.get_rect(), border_radius=box.h // 2)
        pygame.draw.rect(pill, (*GLOW, 255), pill.get_rect(), S(2), border_radius=box.h // 2)
        surface.blit(pill, box)
        surface.blit(img, img.get_rect(center=box.center))

    def banner(self, surface: pygame.Surface, lay: Layout, text: str, step: Step) -> None:
        S, th = self.S, self.ctx.theme
        img = art.text(_fit(text, S(26), lay.market.w - S(40), True), S(26), th.highlight, True)
        box = img.get_rect().inflate(S(48), S(30))
        box.center = lay.market.center
        scale = min(1.0, step.progress * 12)
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (20, 22, 30, round(230 * scale)), pill.get_rect(), border_radius=S(14))
        pygame.draw.rect(pill, (*GLOW, round(255 * scale)), pill.get_rect(), S(3), border_radius=S(14))
        surface.blit(pill, box)
        if scale < 1:
            img = img.copy()  # the cached line stays opaque
            img.set_alpha(round(255 * scale))
        surface.blit(img, img.get_rect(center=box.center))

    # --- tooltips ----------------------------------------------------------------------------
    def tooltip(self, target: Any) -> str | None:
        if target is None:
            return None
        t = self.ctx.t
        state = self.ctx.state
        kind = target[0]
        legal = self.ui.controller.resolve(target) is not None
        refusal = self.ui.controller.refusal(target)
        why = t(refusal) if refusal is not None else None
        if kind == "pile":
            return texts.card_tooltip(t, target[1], state.supply[target[1]], legal, why)
        if kind == "deck":
            deck = state.decks[target[1]] if target[1] < len(state.decks) else []
            return t("machi_koro.ui.tip.deck", count=len(deck))
        if kind == "landmark":
            built = bool(state.landmarks[target[1]] >> target[2] & 1)
            return texts.landmark_tooltip(t, target[2], built, legal, why)
        if kind == "chip":
            seat, k = target[1], target[2]
            return texts.chip_tooltip(t, k, state.cards[seat][k], self.name(seat))
        return None


@lru_cache(maxsize=64)
def _names_fit(names: tuple[str, ...], w: int, h: int) -> bool:
    """Do the compact landmark tiles have room for every name (see ``art.landmark_face``)?"""
    room = w - (h - 4) - 8 - (h + 4)
    font = fonts.get(max(8, h * 46 // 100), True)
    return all(font.size(n)[0] <= room for n in names)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f),
            round(a[2] + (b[2] - a[2]) * f))

