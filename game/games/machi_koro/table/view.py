"""Drawing the Machi Koro table from the model, the UI state, the layout and the animation
queue only; it never changes any of them.

Card faces, icons and text lines are cached surfaces (``art``, the kit's text); the panels
behind everything are one cached layer; a frame is mostly blits.
"""

from __future__ import annotations

import math

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.table import text as textkit
from game.ui.table.cache import Layer
from game.ui.table.controls import draw_button
from game.ui.table.steps import draw_caption
from game.ui.theme import Theme

from ..data import ESTABLISHMENTS, LANDMARKS, MARKET_ROWS
from ..rules.actions import ChooseDice, Reroll
from ..rules.state import BUILD, OVER
from . import art, words
from .anim import BANK, Animations, MKStep
from .layout import CityBox, Layout, Point, Target
from .model import ROLL_BUTTON, Meaning, MKModel
from .state import UIState

Colour = tuple[int, int, int]
GLOW: Colour = (255, 214, 90)
OK: Colour = (120, 220, 130)
WHITE: Colour = (255, 255, 255)


class View:
    def __init__(self) -> None:
        self.backdrop = Layer()
        """Background, panels and the seat-coloured city headers: painted again only when
        the layout or the seats' colours change."""

    def draw(self, surface: pygame.Surface, model: MKModel, state: UIState, lay: Layout,
             anim: Animations) -> str | None:
        """Draw everything; returns the tooltip text for the hovered thing (or None)."""
        return Frame(surface, model, state, lay, anim, self.backdrop).draw()


class Frame:
    """One frame: what it reads, and the parts it draws."""

    def __init__(self, surface: pygame.Surface, model: MKModel, state: UIState, lay: Layout,
                 anim: Animations, backdrop: Layer) -> None:
        self.surface = surface
        self.model = model
        self.ui = state
        self.lay = lay
        self.anim = anim
        self.backdrop_layer = backdrop
        self.theme: Theme = model.theme
        self.S = lay.px
        self.give = model.chosen_give(state.give)
        self.held = state.holding(model.version)
        """The seat whose finished turn waits for End turn (its turn, as the table shows it)."""
        self.turn_seat = self.held if self.held is not None else model.on_turn()
        self.hover, _ = model.pick(lay.under(state.mouse), state.give)
        head = anim.head
        self.flash = head.target if head is not None and head.kind in ("flash", "coins") else None
        self.hint = state.hint if state.hint_version == model.version else None

    # --- helpers -----------------------------------------------------------------------------
    def coins_shown(self, seat: int) -> int:
        return coins_shown(self.model, self.anim, seat)

    def meaning(self, target: Target) -> Meaning:
        return self.model.meaning(target, self.ui.give)

    def anchor(self, seat: int) -> Point:
        """Where coins leave or reach a seat (BANK: the middle of the market)."""
        box = self.lay.cities.get(seat) if seat != BANK else None
        return box.coin_at if box is not None else self.lay.bank_at

    def affordable(self, kind: int) -> bool:
        """Could the active seat buy this establishment in its build step, with the coins it
        shows? (the rules' answer: purple once, beginner limit, pile, coins)"""
        return affordable(self.model, self.anim, kind)

    # --- the frame ---------------------------------------------------------------------------
    def draw(self) -> str | None:
        lay, surface = self.lay, self.surface
        surface.blit(self.backdrop(), lay.rect)
        self.draw_market()
        for box in lay.cities.values():
            self.draw_city(box)
        self.draw_panel()
        draw_button(surface, self.theme, lay.income_button, t("machi_koro.ui.income_button"),
                    hot=self.hover == Target("income") or self.ui.show_income, size=12)
        if self.ui.show_income:
            self.draw_income()
        self.draw_animation()
        return self.tooltip(self.hover)

    def backdrop(self) -> pygame.Surface:
        model, lay = self.model, self.lay
        key = (tuple(lay.rect), tuple(lay.market), tuple(lay.panel),
               tuple((b.seat, tuple(b.rect), tuple(b.header), model.colour(b.seat))
                     for b in lay.cities.values()), self.theme.colour_blind)
        return self.backdrop_layer.get(key, lay.rect.size, self.paint_backdrop)

    def paint_backdrop(self, surf: pygame.Surface) -> None:
        th, S, lay = self.theme, self.S, self.lay
        surf.fill(th.bg)
        off = (-lay.rect.x, -lay.rect.y)
        for r in (lay.market, lay.panel):
            pygame.draw.rect(surf, th.panel, r.move(off), border_radius=S(8))
        pygame.draw.rect(surf, th.border, lay.panel.move(off), 1, border_radius=S(8))
        for box in lay.cities.values():
            pygame.draw.rect(surf, th.panel, box.rect.move(off), border_radius=S(8))
            band = box.header.move(off)
            pygame.draw.rect(surf, _mix(th.panel, self.model.colour(box.seat), 0.45), band,
                             border_top_left_radius=S(8), border_top_right_radius=S(8))

    # --- income by roll ----------------------------------------------------------------------
    def draw_income(self) -> None:
        """What each total would pay every seat if the player about to roll rolled it now
        (the rules' forecast), over the market until closed."""
        model, S, lay, surface = self.model, self.S, self.lay, self.surface
        th = self.theme
        forecast = model.forecast()
        roller = forecast[0] if forecast is not None else None
        box = lay.market.inflate(-S(8), 0)
        box.y, box.h = lay.market.y + S(26), lay.market.h - S(30)
        pygame.draw.rect(surface, th.panel_light, box, border_radius=S(8))
        pygame.draw.rect(surface, th.border, box, 1, border_radius=S(8))
        head = textkit.fitted(words.income_title(roller, model.seat_name), S(14), th.accent,
                              box.w - S(20), True)
        surface.blit(head, (box.x + S(10), box.y + S(6)))
        if forecast is not None:
            self.draw_income_rows(box, *forecast)
        lines = textkit.wrap(t("machi_koro.ui.income_note"), fonts.get(S(11)), box.w - S(20))
        lh = fonts.get(S(11)).get_linesize()
        y = box.bottom - S(6) - lh * len(lines)
        for line in lines:
            surface.blit(textkit.render(line, S(11), th.text_dim), (box.x + S(10), y))
            y += lh

    def draw_income_rows(self, box: pygame.Rect, roller: int, table: list[list[int]]) -> None:
        model, S, surface, th = self.model, self.S, self.surface, self.theme
        seats = list(range(model.state.n))
        name_w = S(150)
        col_w = (box.w - name_w - S(20)) // 12
        top = box.y + S(34)
        row_h = min(S(30), (box.bottom - top - S(8)) // (len(seats) + 1))
        for total in range(1, 13):
            cx = box.x + S(10) + name_w + (total - 1) * col_w + col_w // 2
            img = textkit.render(str(total), S(13), th.text_dim, True)
            surface.blit(img, img.get_rect(center=(cx, top + row_h // 2)))
        for i, seat in enumerate(seats):
            y = top + (i + 1) * row_h
            if i % 2 == 0:
                pygame.draw.rect(surface, th.panel, (box.x + S(6), y, box.w - S(12), row_h))
            pygame.draw.circle(surface, model.colour(seat), (box.x + S(16), y + row_h // 2), S(5))
            name = textkit.fitted(model.seat_name(seat), S(13), th.text, name_w - S(20),
                                  seat == roller)
            surface.blit(name, name.get_rect(midleft=(box.x + S(26), y + row_h // 2)))
            for total in range(1, 13):
                delta = table[total - 1][seat]
                cx = box.x + S(10) + name_w + (total - 1) * col_w + col_w // 2
                label, colour = (f"{delta:+d}", th.good if delta > 0 else th.bad) if delta \
                    else ("·", th.text_dim)
                img = textkit.render(label, S(13), colour, bool(delta))
                surface.blit(img, img.get_rect(center=(cx, y + row_h // 2)))

    # --- market ------------------------------------------------------------------------------
    def draw_market(self) -> None:
        model, S, lay, surface, th = self.model, self.S, self.lay, self.surface, self.theme
        state = model.state
        title = textkit.render(t("machi_koro.ui.market"), S(15), th.accent, True)
        surface.blit(title, (lay.market.x + S(10), lay.market.y + S(4)))
        active = state.active
        coins = self.coins_shown(active)
        building = state.phase == BUILD and model.can_act
        over = state.phase == OVER
        if not over:
            hint_key = "machi_koro.ui.market_hint_build" if building else "machi_koro.ui.market_hint"
            room = lay.income_button.x - S(12) - (lay.market.x + S(20) + title.get_width())
            hint = textkit.fitted(t(hint_key, player=model.seat_name(active), coins=coins),
                                  S(12), th.text_dim, room)
            surface.blit(hint, hint.get_rect(midright=(lay.income_button.x - S(12),
                                                        lay.market.y + S(4) + title.get_height() // 2)))
        pulse = 0.5 + 0.5 * math.sin(self.anim.clock * 5) * self.anim.pulse()
        for target, rect in lay.tiles:
            if target.kind == "deck":
                deck = state.decks[target.a] if target.a < len(state.decks) else []
                surface.blit(art.deck_face(rect.w, rect.h, self.deck_label(target.a),
                                           str(len(deck))), rect)
                continue
            k = target.a
            e = ESTABLISHMENTS[k]
            left = state.supply[k]
            name = words.card_name(e.key)
            r = rect.move(0, -S(3)) if self.hover == target else rect
            if left == 0:
                surface.blit(art.sold_out_face(k, rect.w, rect.h, name, t("machi_koro.ui.sold_out")), r)
                continue
            surface.blit(art.card_face(k, rect.w, rect.h, name, left), r)
            legal = self.meaning(target) is not None
            can = legal if building else over or self.affordable(k)
            if not can:
                surface.blit(art.veil(rect.w, rect.h, 125, max(3, rect.w // 12)), r)
            if legal:  # buildable now: a pulsing gold frame (white under the mouse)
                colour = WHITE if self.hover == target else _mix(GLOW, (255, 250, 220), pulse * 0.5)
                pygame.draw.rect(surface, colour, r.inflate(S(5), S(5)), S(3), border_radius=S(8))
            elif can and not building and not over:
                art.coin(surface, (r.right - S(9), r.y + S(9)), S(7))
                art.tick(surface, (r.right - S(9), r.y + S(9)), S(4), art.INK)
            if self.flash == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(9))
            if self.hint == target:  # a suggested build: a thick white frame
                pygame.draw.rect(surface, WHITE, r.inflate(S(9), S(9)), S(4), border_radius=S(10))

    def deck_label(self, row: int) -> str:
        if len(MARKET_ROWS[self.model.state.market]) > 1:
            return t(f"machi_koro.ui.deck.{('low', 'high', 'purple')[row % 3]}")
        return t("machi_koro.ui.deck")

    # --- cities ------------------------------------------------------------------------------
    def draw_city(self, box: CityBox) -> None:
        model, S, surface, th = self.model, self.S, self.surface, self.theme
        state = model.state
        seat = box.seat
        colour = model.colour(seat)
        active = seat == self.turn_seat
        winner = state.winner == seat
        tv_pick = self.meaning(Target("panel", seat)) is not None
        hover = self.hover
        band = box.header
        pygame.draw.circle(surface, colour, (band.x + S(14), band.centery), S(7))
        pygame.draw.circle(surface, th.text, (band.x + S(14), band.centery), S(7), 1)
        size = S(15) if box.big else S(14)
        label = model.seat_name(seat)
        if box.big and seat == model.viewer:
            label = t("machi_koro.ui.your_city", player=label)
        tag = ""
        if winner:
            tag = t("machi_koro.ui.winner")
        elif active:
            tag = t("machi_koro.ui.on_turn")
        tag_img = textkit.render(tag, S(12), th.highlight, True) if tag else None
        room = box.coin_at[0] - S(30) - (band.x + S(28)) - (tag_img.get_width() + S(8) if tag_img else 0)
        img = textkit.fitted(label, size, th.text, room, True)
        surface.blit(img, img.get_rect(midleft=(band.x + S(28), band.centery)))
        if tag_img:
            surface.blit(tag_img, tag_img.get_rect(midleft=(band.x + S(36) + img.get_width(), band.centery)))
        # coins
        cr = S(10) if box.big else S(9)
        cx, cy = box.coin_at
        art.coin(surface, (cx, cy), cr)
        num = textkit.render(str(self.coins_shown(seat)), S(17) if box.big else S(15), th.text, True)
        surface.blit(num, num.get_rect(midleft=(cx + cr + S(5), cy)))
        # landmarks (small tiles name all four, or none, so they read alike)
        names = [words.landmark_name(lm.key) for lm in LANDMARKS]
        if not box.big and not _names_fit(names, box.landmarks[0].w, box.landmarks[0].h):
            names = [""] * 4
        for m, lr in enumerate(box.landmarks):
            built = bool(state.landmarks[seat] >> m & 1)
            face = art.landmark_face(m, lr.w, lr.h, built, names[m], not box.big)
            target = Target("landmark", seat, m)
            legal = self.meaning(target) is not None
            r = lr.move(0, -S(3)) if hover == target and legal else lr
            surface.blit(face, r)
            if legal:
                pygame.draw.rect(surface, WHITE if hover == target else GLOW,
                                 r.inflate(S(5), S(5)), S(3), border_radius=S(7))
            if self.flash == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(8))
            if self.hint == target:
                pygame.draw.rect(surface, WHITE, r.inflate(S(9), S(9)), S(4), border_radius=S(9))
        # establishments
        for k, cr_rect in box.chips.items():
            count = state.cards[seat][k]
            if box.big:
                face = art.mini_card(k, cr_rect.w, cr_rect.h, count,
                                     words.card_name(ESTABLISHMENTS[k].key))
            else:
                face = art.chip_face(k, cr_rect.w, cr_rect.h, count)
            target = Target("chip", seat, k)
            result = self.meaning(target)
            r = cr_rect.move(0, -S(2)) if hover == target and result is not None else cr_rect
            surface.blit(face, r)
            selected = self.give is not None and seat == state.active \
                and ESTABLISHMENTS[k].key == self.give
            if selected:
                r = cr_rect.move(0, -S(3))
                surface.blit(face, r)
                pygame.draw.rect(surface, WHITE, r.inflate(S(6), S(6)), S(3), border_radius=S(6))
            elif result is not None and not tv_pick:
                ring = WHITE if hover == target else GLOW
                pygame.draw.rect(surface, ring, r.inflate(S(4), S(4)), S(2), border_radius=S(6))
            if self.flash == target:
                pygame.draw.rect(surface, GLOW, r.inflate(S(6), S(6)), S(3), border_radius=S(6))
        # the frame: seat colour, thick when on turn, glowing when it can be picked (TV)
        if tv_pick:
            hot = hover is not None and hover.kind in ("panel", "chip", "landmark") \
                and hover.a == seat
            pygame.draw.rect(surface, GLOW if hot else OK, box.rect.inflate(S(4), S(4)), S(3),
                             border_radius=S(10))
        width = S(3) if active or winner else 1
        edge = GLOW if winner else colour if active else _mix(th.border, colour, 0.4)
        pygame.draw.rect(surface, edge, box.rect, width, border_radius=S(8))

    # --- turn panel --------------------------------------------------------------------------
    def draw_panel(self) -> None:
        model, S, lay, surface, th = self.model, self.S, self.lay, self.surface, self.theme
        state = model.state
        p = lay.panel
        turn = self.ui.held_turn if self.held is not None else max(1, state.turn)
        img = textkit.render(t("machi_koro.ui.turn", turn=turn), S(13), th.text_dim, True)
        surface.blit(img, (p.x + S(10), p.y + S(7)))
        seat = self.turn_seat
        if seat is not None:
            pygame.draw.circle(surface, model.colour(seat),
                               (p.x + S(10) + img.get_width() + S(12),
                                p.y + S(7) + img.get_height() // 2), S(5))
            name = textkit.fitted(model.seat_name(seat), S(13), th.text,
                                  p.w - img.get_width() - S(44), True)
            surface.blit(name, (p.x + S(10) + img.get_width() + S(22), p.y + S(7)))
        self.draw_dice()
        # prompt
        prompt = words.prompt(model, self.give, self.anim.dice() is not None, self.held)
        size, lines = textkit.block(prompt, S(14), lay.prompt.w, lay.prompt.h)
        lh = fonts.get(size).get_linesize()
        y = lay.prompt.y
        for line in lines:
            img = textkit.render(line, size, th.text)
            surface.blit(img, img.get_rect(midtop=(lay.prompt.centerx, y)))
            y += lh
        # buttons
        buttons = model.buttons(self.held is not None)
        for i, (rect, action) in enumerate(zip(lay.buttons, buttons, strict=False)):
            hot = self.hover == Target("button", i)
            draw_button(surface, th, rect, hot=hot)
            pygame.draw.rect(surface, GLOW if hot else th.border, rect, 1, border_radius=S(6))
            label = words.button_label(action, model.seat_name)
            dice = action.count if type(action) is ChooseDice else 0
            if type(action) is Reroll:
                dice = max(1, len(state.dice))
            elif action == ROLL_BUTTON:
                dice = 1
            room = rect.w - S(16)
            if dice:
                room -= dice * S(16)
            img = textkit.fitted(label, S(14), th.text, room, True)
            total = img.get_width() + (dice * S(16) + S(4) if dice else 0)
            x0 = rect.centerx - total // 2
            for d in range(dice):
                surface.blit(art.die_face(5 if d == 0 else 3, S(14)), (x0 + d * S(16), rect.centery - S(7)))
            x = x0 + (dice * S(16) + S(4) if dice else 0)
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))

    def draw_dice(self) -> None:
        """The roll being animated, else this turn's dice (a held turn's last roll), else
        blank dice waiting."""
        S, lay = self.S, self.lay
        step = self.anim.dice()
        size = lay.die_size
        cx, cy = lay.dice_at
        bounce, dim, settled = 0.0, False, True
        values = list(self.ui.dice if self.held is not None and self.ui.dice
                      else self.model.dice_on_table())
        if step is not None:
            values = list(step.dice)
            if step.progress < 0.75:  # tumbling: faces flip, the dice hop and calm down
                tick = int(self.anim.clock * 16)
                values = [(tick * (7 + 3 * i) + 5 * i) % 6 + 1 for i in range(len(values))]
                bounce = abs(math.sin(step.progress * 9)) * S(10) * (1 - step.progress)
                settled = False
        elif not any(values):
            dim, settled = True, False
        gap = S(12)
        total_w = len(values) * size + (len(values) - 1) * gap
        x = cx - total_w // 2
        for i, v in enumerate(values):
            dy = -int(bounce if i % 2 == 0 else bounce * 0.6)
            self.surface.blit(art.die_face(v, size, dim), (x + i * (size + gap), cy - size // 2 + dy))
        if settled and len(values) == 2:
            img = textkit.render(f"= {sum(values)}", S(16), self.theme.text, True)
            self.surface.blit(img, img.get_rect(midleft=(x + total_w + S(6), cy)))

    # --- animations --------------------------------------------------------------------------
    def draw_animation(self) -> None:
        head = self.anim.head
        if head is None:
            return
        S, lay = self.S, self.lay
        if head.kind == "coins":
            src, dst = self.anchor(head.src), self.anchor(head.dst)
            n = max(1, min(6, head.amount))
            # arc towards the middle of the table (coins between two top cities dip down)
            lift = -S(44) if max(src[1], dst[1]) > lay.market.centery else S(60)
            if head.amount > 0:
                for i in range(n):
                    p = max(0.0, min(1.0, head.progress * 1.5 - i * 0.1))
                    if 0 < p < 1:
                        ease = p * p * (3 - 2 * p)
                        x = src[0] + (dst[0] - src[0]) * ease
                        y = src[1] + (dst[1] - src[1]) * ease + math.sin(p * math.pi) * lift
                        art.coin(self.surface, (round(x), round(y)), S(9))
            if head.fly is not None:
                self.fly_card(head.fly[0], head.fly[1], head.progress)
            # the caption sits over the market (on the coins' way), never over a city's numbers
            top, bottom = lay.market.top + S(40), lay.market.bottom - S(30)
            mid = ((src[0] + dst[0]) // 2, max(top, min(bottom, (src[1] + dst[1]) // 2)))
            self.caption(mid, head)
        elif head.kind == "flash":
            self.caption(lay.bank_at, head)
        elif head.kind == "banner":
            self.banner(head)

    def fly_card(self, kind: int, seat: int, p: float) -> None:
        """A bought card moving from its market pile to its place in the buyer's city."""
        lay = self.lay
        box = lay.cities.get(seat)
        if box is None or kind not in box.chips:
            return
        dst = box.chips[kind]
        src = lay.tile(Target("pile", kind))
        start = src.center if src is not None else lay.bank_at
        e = min(1.0, p * 1.3)
        e = e * e * (3 - 2 * e)
        at = (round(start[0] + (dst.centerx - start[0]) * e), round(start[1] + (dst.centery - start[1]) * e))
        if e >= 1:
            return
        count = self.model.state.cards[seat][kind]
        face = art.chip_face(kind, dst.w, dst.h, count) if not box.big else art.mini_card(
            kind, dst.w, dst.h, count, words.card_name(ESTABLISHMENTS[kind].key))
        self.surface.blit(face, face.get_rect(center=at))

    def caption(self, at: Point, step: MKStep) -> None:
        """A step's caption in a gold-edged box, rising a little as the step plays."""
        if not step.caption:
            return
        S, th = self.S, self.theme
        draw_caption(self.surface, th, step.caption,
                     (at[0], at[1] - round(step.progress * S(12))),
                     self.lay.rect.inflate(-S(8), -S(8)), border=GLOW, fill=th.panel_light,
                     alpha=235, pad=(20, 12), pill=True)

    def banner(self, step: MKStep) -> None:
        S, th, lay = self.S, self.theme, self.lay
        img = textkit.fitted(step.caption, S(26), th.highlight, lay.market.w - S(40), True)
        box = img.get_rect().inflate(S(48), S(30))
        box.center = lay.market.center
        scale = min(1.0, step.progress * 12)
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (20, 22, 30, round(230 * scale)), pill.get_rect(), border_radius=S(14))
        pygame.draw.rect(pill, (*GLOW, round(255 * scale)), pill.get_rect(), S(3), border_radius=S(14))
        self.surface.blit(pill, box)
        if scale < 1:
            img = img.copy()  # the cached line stays opaque
            img.set_alpha(round(255 * scale))
        self.surface.blit(img, img.get_rect(center=box.center))

    # --- tooltips ----------------------------------------------------------------------------
    def tooltip(self, target: Target | None) -> str | None:
        if target is None:
            return None
        model = self.model
        state = model.state
        legal = self.meaning(target) is not None
        refusal = model.refusal(target)
        why = t(refusal) if refusal is not None else None
        if target.kind == "pile":
            return words.card_tooltip(target.a, state.supply[target.a], legal, why)
        if target.kind == "deck":
            deck = state.decks[target.a] if target.a < len(state.decks) else []
            return t("machi_koro.ui.tip.deck", count=len(deck))
        if target.kind == "landmark":
            built = bool(state.landmarks[target.a] >> target.b & 1)
            return words.landmark_tooltip(target.b, built, legal, why)
        if target.kind == "chip":
            seat, k = target.a, target.b
            return words.chip_tooltip(k, state.cards[seat][k], model.seat_name(seat))
        return None


def coins_shown(model: MKModel, anim: Animations, seat: int) -> int:
    """A seat's coins as the table shows them: those still flying have not landed yet."""
    return max(0, model.state.coins[seat] - anim.pending(seat))


def affordable(model: MKModel, anim: Animations, kind: int) -> bool:
    """Could the active seat buy establishment ``kind`` with the coins it shows?"""
    active = model.state.active
    return model.why_not_build(active, ESTABLISHMENTS[kind].key,
                               coins_shown(model, anim, active)) is None


def _names_fit(names: list[str], w: int, h: int) -> bool:
    """Do the compact landmark tiles have room for every name (see ``art.landmark_face``)?"""
    room = w - (h - 4) - 8 - (h + 4)
    font = fonts.get(max(textkit.MIN_PX, h * 46 // 100), True)
    return all(font.size(n)[0] <= room for n in names)


def _mix(a: Colour, b: Colour, f: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f),
            round(a[2] + (b[2] - a[2]) * f))
