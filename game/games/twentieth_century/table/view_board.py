"""The main board as players know it: round track, technology price track with its marker,
the minimum land price, the land and technology displays, the catastrophe card with the
prevention scale (figures, bids, blocked columns) and the QoL track."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.i18n import t

from .art import GARBAGE, citizen, draw_tile, icon

if TYPE_CHECKING:
    from .parts import TableParts
    from .view_kit import Kit

ROMAN = ("I", "II", "III", "IV", "V", "VI")


class BoardPainter:
    def __init__(self, ui: TableParts, kit: Kit) -> None:
        self.ui = ui
        self.kit = kit

    def draw(self, surf: pygame.Surface) -> None:
        st = self.ui.ctx.state
        self.track(surf, st)
        self.lands(surf, st)
        self.techs(surf, st)
        self.scale(surf, st)
        self.qol(surf, st)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.ui.ctx.colour(seat)

    def track(self, surf: pygame.Surface, st: Any) -> None:
        kit, lay, th = self.kit, self.ui.lay, self.ui.ctx.theme
        px = lay.px
        r = lay.track
        kit.panel(surf, r)
        img = kit.fit(t("twentieth_century.ui.round"), px(13), th.text_dim, px(116), True)
        surf.blit(img, img.get_rect(midleft=(r.x + px(8), lay.round_space(0).centery)))
        for i in range(6):
            sp = lay.round_space(i)
            now = i + 1 == min(st.round, 6)
            pygame.draw.rect(surf, th.accent if now else th.panel_light, sp, border_radius=px(4))
            img = kit.text(ROMAN[i], px(12), th.text_dark if now else th.text, True)
            surf.blit(img, img.get_rect(center=sp.center))
        img = kit.fit(t("twentieth_century.ui.tech_price"), px(13), th.text_dim, px(116), True)
        surf.blit(img, img.get_rect(midleft=(r.x + px(8), lay.price_space(0).centery)))
        prices = st.data.price_track[st.era]
        for i, v in enumerate(prices):
            sp = lay.price_space(i)
            on = i == st.marker and st.phase != "over"
            pygame.draw.rect(surf, (60, 90, 140) if on else th.panel_light, sp, border_radius=px(4))
            if on:
                pygame.draw.rect(surf, th.highlight, sp, 2, border_radius=px(4))
            img = kit.text(str(v), px(13), th.text, True)
            surf.blit(img, img.get_rect(center=sp.center))
        kit.hover(pygame.Rect(lay.price_space(0).x, lay.price_space(0).y,
                              lay.price_space(4).right - lay.price_space(0).x, lay.price_space(0).h),
                  t("twentieth_century.ui.tech_price.tip", price=st.tech_price))
        last = lay.price_space(len(prices) - 1)
        c = (last.right + px(16), last.centery)
        icon(surf, 0, c, px(10))
        img = kit.text(str(st.min_price), px(12), th.text_dark, True)
        surf.blit(img, img.get_rect(center=c))
        kit.hover(pygame.Rect(c[0] - px(12), c[1] - px(12), px(24), px(24)),
                  t("twentieth_century.ui.min_price.tip", price=st.min_price))

    def lands(self, surf: pygame.Surface, st: Any) -> None:
        kit, lay, th = self.kit, self.ui.lay, self.ui.ctx.theme
        px = lay.px
        r = lay.lands
        kit.panel(surf, r)
        kit.title(surf, t("twentieth_century.ui.land_display", price=st.min_price), r)
        for i, land in enumerate(st.lands[:8]):
            rect = lay.land_card(i)
            draw_tile(surf, rect, st.data.tiles[land], 0, text=kit.text)
            if land == st.lot:
                pygame.draw.rect(surf, th.accent, rect.inflate(px(4), px(4)), px(3))
        if not st.lands:
            img = kit.text(t("twentieth_century.ui.empty"), px(12), th.text_dim)
            surf.blit(img, img.get_rect(center=r.center))

    def techs(self, surf: pygame.Surface, st: Any) -> None:
        kit, lay, th = self.kit, self.ui.lay, self.ui.ctx.theme
        ui = self.ui
        px = lay.px
        r = lay.techs
        kit.panel(surf, r)
        kit.title(surf, t("twentieth_century.ui.tech_display", price=st.tech_price), r)
        for i, tech in enumerate(st.techs[:6]):
            rect = lay.tech_card(i)
            self.tech_card(surf, rect, st, tech)
            kit.hover(rect, ui.tech_tip(tech))
        if not st.techs:
            img = kit.text(t("twentieth_century.ui.empty"), px(12), th.text_dim)
            surf.blit(img, img.get_rect(center=r.center))

    def tech_card(self, surf: pygame.Surface, rect: pygame.Rect, st: Any, tech: str) -> None:
        kit, px, ui = self.kit, self.ui.lay.px, self.ui
        d = st.data.techs[tech]
        kinds = {p.kind for p in d.parts}
        reusable = bool(kinds & {"locomotive", "garbage_transport", "recycling", "eco_investment",
                                 "qol_investment"})
        bg = (200, 198, 206) if d.tile is not None else (188, 200, 214) if reusable else (236, 232, 218)
        pygame.draw.rect(surf, bg, rect, border_radius=px(4))
        pygame.draw.rect(surf, (70, 70, 80), rect, 1, border_radius=px(4))
        dark = (25, 25, 30)
        img = kit.fit(ui.tech_name(tech), px(12), dark, rect.w - px(8), True)
        surf.blit(img, (rect.x + px(4), rect.y + px(2)))
        img = kit.fit(" · ".join(ui.part_text(tech)), px(10), (50, 50, 60), rect.w - px(8))
        surf.blit(img, (rect.x + px(4), rect.y + px(17)))
        # the immediate eco effect: garbage cubes and pollution arrows
        x = rect.x + px(4)
        y = rect.bottom - px(10)
        for _ in range(d.garbage):
            pygame.draw.rect(surf, GARBAGE, (x, y - px(4), px(8), px(8)))
            x += px(11)
        moved = d.pollution_right - d.pollution_left
        if moved:
            img = kit.text(("◀" * -moved) if moved < 0 else ("▶" * moved), px(10),
                           (170, 60, 40) if moved < 0 else (40, 130, 60), True)
            surf.blit(img, img.get_rect(midleft=(x + px(2), y)))

    def scale(self, surf: pygame.Surface, st: Any) -> None:
        kit, lay, th = self.kit, self.ui.lay, self.ui.ctx.theme
        ui = self.ui
        px = lay.px
        r = lay.scale
        kit.panel(surf, r)
        cat = st.catastrophe
        name = ui.catastrophe_name(cat) if cat else t("twentieth_century.ui.no_catastrophe")
        kit.title(surf, t("twentieth_century.ui.catastrophe", name=name), r)
        img = kit.fit(t("twentieth_century.ui.prevention_hint"), px(10), th.text_dim, r.w - px(12))
        surf.blit(img, (r.x + px(6), r.y + px(22)))
        cols = st.data.valid_columns[st.n]
        card = st.data.catastrophes.get(cat) if cat else None
        for c in range(1, 6):
            rect = lay.column(c)
            used = c in cols
            pygame.draw.rect(surf, (64, 72, 90) if used else (34, 36, 42), rect, border_radius=px(4))
            img = kit.text(str(c), px(11), th.text if used else th.text_dim, True)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + px(2))))
            if not used:
                pygame.draw.line(surf, th.text_dim, rect.topleft, rect.bottomright, 1)
                pygame.draw.line(surf, th.text_dim, rect.topright, rect.bottomleft, 1)
                kit.hover(rect, t("twentieth_century.ui.blocked_column", n=st.n))
                continue
            y = rect.y + px(17)
            if card is not None:
                g, left = card.columns[c - 1]
                self.effect(surf, rect, y, g, left)
                kit.hover(rect, t("twentieth_century.ui.column.tip", column=c, garbage=g,
                                  pollution=left))
            figs = sorted((p.bid, i) for i, p in enumerate(st.players) if p.column == c)
            fy = rect.bottom - px(14)
            for bid, i in figs:
                citizen(surf, (rect.x + px(11), fy), px(8), self.seat_colour(i), i)
                img = kit.text(str(bid), px(12), th.text, True)
                surf.blit(img, img.get_rect(midleft=(rect.x + px(22), fy)))
                fy -= px(19)

    def effect(self, surf: pygame.Surface, rect: pygame.Rect, y: int, garbage: int,
               left: int) -> None:
        kit, px = self.kit, self.ui.lay.px
        s = px(7)
        x = rect.x + px(4)
        for k in range(garbage):
            pygame.draw.rect(surf, (150, 152, 156), (x + (k % 4) * (s + 2), y + (k // 4) * (s + 2), s, s))
        if left:
            img = kit.text("◀" * left, px(10), (230, 110, 80), True)
            surf.blit(img, (x, y + px(11)))
        if not garbage and not left:
            img = kit.text("✓", px(12), (120, 200, 130), True)
            surf.blit(img, (x, y))

    def qol(self, surf: pygame.Surface, st: Any) -> None:
        kit, lay, th = self.kit, self.ui.lay, self.ui.ctx.theme
        ui = self.ui
        px = lay.px
        r = lay.qol
        kit.panel(surf, r)
        kit.title(surf, t("twentieth_century.ui.qol_track"), r)
        cards = [f"{'II' if c.startswith('SC2') else 'IV'}: {ui.card_name(c)}" for c in st.cards]
        line = t("twentieth_century.ui.cards", cards=", ".join(cards)) if cards else \
            t("twentieth_century.ui.no_cards")
        img = kit.fit(line, px(10), th.text_dim, r.w - px(12))
        surf.blit(img, (r.x + px(6), r.y + px(20)))
        top = max(40, *(p.qol + 5 for p in st.players))
        bar = pygame.Rect(r.x + px(10), r.bottom - px(22), r.w - px(20), px(6))
        pygame.draw.rect(surf, th.panel_light, bar, border_radius=px(3))
        for v in range(0, top + 1, 10):
            x = bar.x + bar.w * v // top
            pygame.draw.line(surf, th.text_dim, (x, bar.y - px(2)), (x, bar.bottom + px(2)))
            img = kit.text(str(v), px(9), th.text_dim)
            surf.blit(img, img.get_rect(midtop=(x, bar.bottom + px(3))))
        seen: dict[int, int] = {}
        for i, p in enumerate(st.players):
            x = bar.x + bar.w * max(0, p.qol) // top
            k = seen.get(p.qol, 0)
            seen[p.qol] = k + 1
            c = (x + k * px(9), bar.y - px(9))
            citizen(surf, c, px(6), ui.ctx.colour(i), i)
            kit.hover(pygame.Rect(c[0] - px(7), c[1] - px(7), px(14), px(14)),
                      t("twentieth_century.ui.qol_of", player=ui.seat_name(i), qol=p.qol))
