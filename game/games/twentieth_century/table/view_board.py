"""The main board as players know it: round track, technology price track with its marker,
the minimum land price, the land and technology displays, the catastrophe card with the
prevention scale (figures, bids, blocked columns) and the QoL track."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.table import text
from game.ui.table.controls import draw_panel
from game.ui.table.text import Hovers

from ..data import SCORING_CARDS
from . import words
from .art import GARBAGE, citizen, icon, tile_face
from .layout import Layout
from .model import TCModel

ROMAN = ("I", "II", "III", "IV", "V", "VI")
CARD_CHIPS = 1.45
"""Production chips on the small tiles of the land display, this much larger than on a
tile in the region, so that their numbers stay readable."""
CARD_FACE = (238, 232, 214)
"""A scoring card's face."""
CARD_COLOURS = {"institution": (200, 198, 206), "reusable": (188, 200, 214),
                "one_shot": (236, 232, 218)}
"""Technology cards: institutions grey, reusable parts blue, one-shot parts cream."""


def draw_board(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    track(surf, model, lay, hov)
    lands(surf, model, lay, hov)
    techs(surf, model, lay, hov)
    scale(surf, model, lay, hov)
    qol(surf, model, lay, hov)



def track(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    st = model.state
    th = model.theme
    px = lay.px
    r = lay.track
    draw_panel(surf, th, r)
    img = text.fitted(t("twentieth_century.ui.round"), px(13), th.text_dim, px(116), True)
    surf.blit(img, img.get_rect(midleft=(r.x + px(8), lay.round_space(0).centery)))
    for i in range(6):
        sp = lay.round_space(i)
        now = i + 1 == min(st.round, 6)
        pygame.draw.rect(surf, th.accent if now else th.panel_light, sp, border_radius=px(4))
        img = text.render(ROMAN[i], px(12), th.text_dark if now else th.text, True)
        surf.blit(img, img.get_rect(center=sp.center))
    img = text.fitted(t("twentieth_century.ui.tech_price"), px(13), th.text_dim, px(116), True)
    surf.blit(img, img.get_rect(midleft=(r.x + px(8), lay.price_space(0).centery)))
    prices = st.data.price_track[st.era]
    for i, v in enumerate(prices):
        sp = lay.price_space(i)
        on = i == st.marker and st.phase != "over"
        pygame.draw.rect(surf, (60, 90, 140) if on else th.panel_light, sp, border_radius=px(4))
        if on:
            pygame.draw.rect(surf, th.highlight, sp, 2, border_radius=px(4))
        img = text.render(str(v), px(13), th.text, True)
        surf.blit(img, img.get_rect(center=sp.center))
    hov.add(pygame.Rect(lay.price_space(0).x, lay.price_space(0).y,
                          lay.price_space(4).right - lay.price_space(0).x, lay.price_space(0).h),
              t("twentieth_century.ui.tech_price.tip", price=st.tech_price))
    last = lay.price_space(len(prices) - 1)
    c = (last.right + px(16), last.centery)
    icon(surf, 0, c, px(10))
    img = text.render(str(st.min_price), px(12), th.text_dark, True)
    surf.blit(img, img.get_rect(center=c))
    hov.add(pygame.Rect(c[0] - px(12), c[1] - px(12), px(24), px(24)),
              t("twentieth_century.ui.min_price.tip", price=st.min_price))

def lands(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    st = model.state
    th = model.theme
    px = lay.px
    r = lay.lands
    draw_panel(surf, th, r, title=t("twentieth_century.ui.land_display", price=st.min_price))
    for i, land in enumerate(st.lands[:8]):
        rect = lay.land_card(i)
        surf.blit(tile_face(st.data.tiles[land], rect.size, chips=CARD_CHIPS), rect)
        hov.add(rect, words.land_tip(model, st.data.tiles[land]))
        if land == st.lot:
            pygame.draw.rect(surf, th.accent, rect.inflate(px(4), px(4)), px(3))
    if not st.lands:
        img = text.render(t("twentieth_century.ui.empty"), px(12), th.text_dim)
        surf.blit(img, img.get_rect(center=r.center))

def techs(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    st = model.state
    th = model.theme
    px = lay.px
    r = lay.techs
    draw_panel(surf, th, r, title=t("twentieth_century.ui.tech_display", price=st.tech_price))
    for i, tech in enumerate(st.techs[:6]):
        rect = lay.tech_card(i)
        tech_card(surf, model, lay, rect, tech)
        hov.add(rect, words.tech_tip(model, tech))
    if not st.techs:
        img = text.render(t("twentieth_century.ui.empty"), px(12), th.text_dim)
        surf.blit(img, img.get_rect(center=r.center))

def tech_card(surf: pygame.Surface, model: TCModel, lay: Layout, rect: pygame.Rect,
              tech: str) -> None:
    px = lay.px
    d = model.state.data.techs[tech]
    pygame.draw.rect(surf, CARD_COLOURS[model.tech_kind(tech)], rect, border_radius=px(4))
    pygame.draw.rect(surf, (70, 70, 80), rect, 1, border_radius=px(4))
    dark = (25, 25, 30)
    box = pygame.Rect(rect.x + px(4), rect.y + px(2), rect.w - px(8), px(28))
    y = box.y + text.draw_block(surf, words.tech_name(model, tech), px(12), dark, box, bold=True)
    # what the parts do, when a line is left for it (the card's tooltip always says it)
    parts = " · ".join(words.part_text(model, tech))
    size = text.one_line(parts, lay.font(10), box.w)
    if size is not None and y + fonts.get(size).get_linesize() <= rect.bottom - px(12):
        surf.blit(text.render(parts, size, (50, 50, 60)), (box.x, y))
    # the immediate eco effect: garbage cubes and pollution arrows
    x = rect.x + px(4)
    y = rect.bottom - px(10)
    for _ in range(d.garbage):
        pygame.draw.rect(surf, GARBAGE, (x, y - px(4), px(8), px(8)))
        x += px(11)
    moved = d.pollution_right - d.pollution_left
    if moved:
        img = text.render(("◀" * -moved) if moved < 0 else ("▶" * moved), lay.font(10),
                       (170, 60, 40) if moved < 0 else (40, 130, 60), True)
        surf.blit(img, img.get_rect(midleft=(x + px(2), y)))

def scale(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    st = model.state
    th = model.theme
    px = lay.px
    r = lay.scale
    cat = st.catastrophe
    name = words.catastrophe_name(cat) if cat else t("twentieth_century.ui.no_catastrophe")
    draw_panel(surf, th, r, title=t("twentieth_century.ui.catastrophe", name=name))
    hov.add(pygame.Rect(r.x, r.y, r.w, px(22)), t("twentieth_century.ui.prevention_hint"))
    cols = model.prevention_columns()
    card = st.data.catastrophes.get(cat) if cat else None
    for c in range(1, 6):
        rect = lay.column(c)
        used = c in cols
        pygame.draw.rect(surf, (64, 72, 90) if used else (34, 36, 42), rect, border_radius=px(4))
        img = text.render(str(c), lay.font(11), th.text if used else th.text_dim, True)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + px(2))))
        if not used:
            pygame.draw.line(surf, th.text_dim, rect.topleft, rect.bottomright, 1)
            pygame.draw.line(surf, th.text_dim, rect.topright, rect.bottomleft, 1)
            hov.add(rect, t("twentieth_century.ui.blocked_column", n=st.n))
            continue
        y = rect.y + px(17)
        if card is not None:
            g, left = card.columns[c - 1]
            effect(surf, lay, rect, y, g, left)
            hov.add(rect, t("twentieth_century.ui.column.tip", column=c, garbage=g,
                              pollution=left))
        figs = sorted((p.bid, i) for i, p in enumerate(st.players) if p.column == c)
        fy = rect.bottom - px(14)
        for bid, i in figs:
            citizen(surf, (rect.x + px(11), fy), px(8), model.colour(i), i)
            img = text.render(str(bid), px(12), th.text, True)
            surf.blit(img, img.get_rect(midleft=(rect.x + px(22), fy)))
            fy -= px(19)

def effect(surf: pygame.Surface, lay: Layout, rect: pygame.Rect, y: int, garbage: int,
           left: int) -> None:
    px = lay.px
    s = px(7)
    x = rect.x + px(4)
    for k in range(garbage):
        pygame.draw.rect(surf, (150, 152, 156), (x + (k % 4) * (s + 2), y + (k // 4) * (s + 2), s, s))
    if left:
        img = text.render("◀" * left, lay.font(10), (230, 110, 80), True)
        surf.blit(img, (x, y + px(11)))
    if not garbage and not left:
        img = text.render("✓", px(12), (120, 200, 130), True)
        surf.blit(img, (x, y))

def qol(surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
    """The QoL panel: the two scoring cards (name and effect, the whole rule in their
    tooltip) and the QoL track with every seat's marker."""
    st = model.state
    th = model.theme
    px = lay.px
    r = lay.qol
    draw_panel(surf, th, r, title=t("twentieth_century.ui.qol_track"))
    if st.cards:
        for card in st.cards:
            rnd = SCORING_CARDS[card]
            scoring_card(surf, model, lay, lay.scoring_card(0 if rnd == 2 else 1), card, hov)
    else:
        box = lay.scoring_card(0).union(lay.scoring_card(1))
        text.draw_block(surf, t("twentieth_century.ui.no_cards"), lay.font(11), th.text_dim,
                        box)
    top = max(40, *(p.qol + 5 for p in st.players))
    low = min(0, *(p.qol for p in st.players))
    bar = lay.qol_bar()
    span = top - low
    pygame.draw.rect(surf, th.panel_light, bar, border_radius=px(3))
    step = 10 if span <= 80 else 20
    for v in range(low - low % step, top + 1, step):
        if v < low:
            continue
        x = bar.x + bar.w * (v - low) // span
        pygame.draw.line(surf, th.text_dim, (x, bar.y - px(2)), (x, bar.bottom + px(2)))
        img = text.render(str(v), lay.font(9), th.text_dim)
        surf.blit(img, img.get_rect(midtop=(x, bar.bottom + px(2))))
    seen: dict[int, int] = {}
    for i, p in enumerate(st.players):
        x = bar.x + bar.w * (p.qol - low) // span
        k = seen.get(p.qol, 0)
        seen[p.qol] = k + 1
        c = (x + k * px(9), bar.y - px(6))
        citizen(surf, c, px(5), model.colour(i), i)
        hov.add(pygame.Rect(c[0] - px(6), c[1] - px(6), px(12), px(12)),
                t("twentieth_century.ui.qol_of", player=model.seat_name(i), qol=p.qol))


def scoring_card(surf: pygame.Surface, model: TCModel, lay: Layout, rect: pygame.Rect,
                 card: str, hov: Hovers) -> None:
    """A scoring card as a card: its round and name, its effect under them."""
    px = lay.px
    dark = (30, 30, 36)
    pygame.draw.rect(surf, CARD_FACE, rect, border_radius=px(4))
    pygame.draw.rect(surf, (120, 110, 80), rect, 1, border_radius=px(4))
    rnd = ROMAN[SCORING_CARDS[card] - 1]
    inner = rect.inflate(-px(8), -px(4))
    title = t("twentieth_century.ui.card_title", round=rnd, name=words.card_title(card))
    img = text.fitted(title, lay.font(12), dark, inner.w, True)
    surf.blit(img, inner.topleft)
    body = pygame.Rect(inner.x, inner.y + img.get_height(), inner.w,
                       inner.bottom - inner.y - img.get_height())
    text.draw_block(surf, words.card_effect(card), lay.font(11), (60, 56, 50), body)
    hov.add(rect, words.card_rule(card))
