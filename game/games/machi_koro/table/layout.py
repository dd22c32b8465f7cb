"""Where everything sits: the viewer's city at the bottom, the opponents along the top
(clockwise), the market in the middle with the turn panel on its right.

Geometry is designed for the table's area at 1280x720 (about 980x664) and scales with the
rect. The layout is a pure function of the rect, the market's tiles (the model's answer), the
cities and the number of buttons; the view draws it and the controller hit-tests it, so
clicks and pictures always agree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from ..data import NUM_KINDS
from ..rules.query import Tile
from ..rules.state import MKState

DESIGN_W, DESIGN_H = 980, 664
Point = tuple[int, int]


class Target(NamedTuple):
    """A thing on the table a click or the mouse may mean: ``Target("pile", kind)``,
    ``("deck", row)``, ``("landmark", seat, m)``, ``("chip", seat, kind)`` (a card of a city),
    ``("panel", seat)`` (a city), ``("button", index)`` or ``("income",)``."""

    kind: str
    a: int = 0
    b: int = 0


@dataclass
class CityBox:
    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    coin_at: Point
    landmarks: list[pygame.Rect]
    chips: dict[int, pygame.Rect]
    big: bool
    """The viewer's city: landmark tiles and cards with names."""


@dataclass
class Layout:
    rect: pygame.Rect
    scale: float
    market: pygame.Rect
    panel: pygame.Rect
    tiles: list[tuple[Target, pygame.Rect]]
    cities: dict[int, CityBox]
    dice_at: Point
    die_size: int
    prompt: pygame.Rect
    buttons: list[pygame.Rect]
    bank_at: Point
    income_button: pygame.Rect = field(default_factory=pygame.Rect)
    """Opens the income-by-roll table over the market (right end of the market's title row:
    the title's length differs by language)."""
    regions: list[tuple[pygame.Rect, Target]] = field(default_factory=list)
    """Clickable/hoverable areas, topmost last."""

    def px(self, v: float) -> int:
        """A design length scaled to this layout."""
        return max(1, round(v * self.scale))

    def under(self, pos: Point) -> tuple[Target, ...]:
        """The targets under ``pos``, topmost first (none outside the game's area)."""
        if not self.rect.collidepoint(pos):
            return ()
        return tuple(target for rect, target in reversed(self.regions) if rect.collidepoint(pos))

    def tile(self, target: Target) -> pygame.Rect | None:
        """Where a market tile lies."""
        return next((rect for tg, rect in self.tiles if tg == target), None)


def seat_order(n: int, bottom: int) -> list[int]:
    """Opponents clockwise from the viewer, left to right."""
    return [(bottom + i) % n for i in range(1, n)]


def _grid(area: pygame.Rect, count: int, cols: int, w: int, h: int, gap: int) -> list[pygame.Rect]:
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        out.append(pygame.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h))
    return out


def compute(rect: pygame.Rect, tiles: Sequence[Tile], state: MKState, bottom: int,
            buttons: int) -> Layout:
    s = min(rect.w / DESIGN_W, rect.h / DESIGN_H)

    def S(v: float) -> int:  # noqa: N802 - a design length scaled
        return max(1, round(v * s))

    m = S(8)
    x0, y0 = rect.x + m, rect.y + m
    width = rect.w - 2 * m
    opp_h, my_h = S(150), S(212)
    market_y = y0 + opp_h + m
    my_y = rect.bottom - m - my_h
    action_w = S(204)
    market = pygame.Rect(x0, market_y, width - action_w - m, my_y - m - market_y)
    panel = pygame.Rect(market.right + m, market_y, action_w, market.h)

    # market tiles: two rows of eight
    pad, gap, title = S(8), S(6), S(24)
    cols = 8
    tw = (market.w - 2 * pad - (cols - 1) * gap) // cols
    th = (market.h - title - pad - gap) // 2
    th = min(th, tw * 3 // 2)
    tw = min(tw, th * 5 // 6)
    grid_w = cols * tw + (cols - 1) * gap
    area = pygame.Rect(market.x + (market.w - grid_w) // 2, market.y + title, grid_w, 2 * th + gap)
    targets = [Target(kind, i) for kind, i in tiles]
    tile_rects = list(zip(targets, _grid(area, len(targets), cols, tw, th, gap), strict=False))

    cities: dict[int, CityBox] = {}
    opps = seat_order(state.n, bottom)
    pw = (width - (len(opps) - 1) * m) // max(1, len(opps))
    for i, seat in enumerate(opps):
        r = pygame.Rect(x0 + i * (pw + m), y0, pw, opp_h)
        cities[seat] = _small_city(seat, r, state, S)
    cities[bottom] = _big_city(bottom, pygame.Rect(x0, my_y, width, my_h), state, S)

    # turn panel: dice, prompt, buttons stacked at the bottom
    die = S(50)
    dice_at = (panel.centerx, panel.y + S(34) + die // 2)
    bh, bgap = S(34), S(6)
    brects = []
    for i in range(buttons):
        y = panel.bottom - S(8) - (buttons - i) * bh - (buttons - 1 - i) * bgap
        brects.append(pygame.Rect(panel.x + S(10), y, panel.w - S(20), bh))
    prompt_top = dice_at[1] + die // 2 + S(10)
    prompt_bottom = (brects[0].y if brects else panel.bottom) - S(6)
    prompt = pygame.Rect(panel.x + S(10), prompt_top, panel.w - S(20), prompt_bottom - prompt_top)

    lay = Layout(rect=pygame.Rect(rect), scale=s, market=market, panel=panel, tiles=tile_rects,
                 cities=cities, dice_at=dice_at, die_size=die, prompt=prompt, buttons=brects,
                 bank_at=(market.centerx, market.y + title // 2),
                 income_button=pygame.Rect(market.right - S(10) - S(140), market.y + S(3), S(140),
                                           S(19)))
    regions: list[tuple[pygame.Rect, Target]] = []
    for box in cities.values():
        regions.append((box.rect, Target("panel", box.seat)))
        for mk, lr in enumerate(box.landmarks):
            regions.append((lr, Target("landmark", box.seat, mk)))
        for kind, cr in box.chips.items():
            regions.append((cr, Target("chip", box.seat, kind)))
    for target, tr in tile_rects:
        regions.append((tr, target))
    for i, br in enumerate(brects):
        regions.append((br, Target("button", i)))
    regions.append((lay.income_button, Target("income")))
    lay.regions = regions
    return lay


Scale = Callable[[float], int]


def _small_city(seat: int, r: pygame.Rect, state: MKState, S: Scale) -> CityBox:  # noqa: N803
    pad, gap = S(6), S(4)
    header = pygame.Rect(r.x, r.y, r.w, S(26))
    coin_at = (r.right - S(40), header.centery)
    lm_h = S(24)
    lm_w = (r.w - 2 * pad - 3 * gap) // 4
    lm_y = header.bottom + S(2)
    landmarks = [pygame.Rect(r.x + pad + i * (lm_w + gap), lm_y, lm_w, lm_h) for i in range(4)]
    area = pygame.Rect(r.x + pad, lm_y + lm_h + S(6), r.w - 2 * pad, r.bottom - pad - (lm_y + lm_h + S(6)))
    owned = [k for k in range(NUM_KINDS) if state.cards[seat][k]]
    # the largest chips that hold every kind the city may ever own (15) in two rows
    cols = max(8, (area.w + gap) // (S(58) + gap))
    cw = min(S(58), (area.w - (cols - 1) * gap) // cols)
    ch = min((area.h - gap) // 2, cw * 6 // 5)
    chips = dict(zip(owned, _grid(area, len(owned), cols, cw, ch, gap), strict=False))
    return CityBox(seat, r, header, coin_at, landmarks, chips, big=False)


def _big_city(seat: int, r: pygame.Rect, state: MKState, S: Scale) -> CityBox:  # noqa: N803
    pad, gap = S(8), S(5)
    header = pygame.Rect(r.x, r.y, r.w, S(28))
    coin_at = (r.right - S(48), header.centery)
    body = pygame.Rect(r.x + pad, header.bottom + S(2), r.w - 2 * pad, r.bottom - pad - header.bottom - S(2))
    lm_w = S(86)
    lm_h = min(body.h, lm_w * 7 // 5)
    lm_x = body.right - 4 * lm_w - 3 * gap
    landmarks = [pygame.Rect(lm_x + i * (lm_w + gap), body.y + (body.h - lm_h) // 2, lm_w, lm_h)
                 for i in range(4)]
    area = pygame.Rect(body.x, body.y, lm_x - S(14) - body.x, body.h)
    owned = [k for k in range(NUM_KINDS) if state.cards[seat][k]]
    # one row of larger cards while they fit, else two rows (at most 8 per row)
    best = (0, 8, 0, 0)
    for rows in (1, 2):
        cols = max(5 if rows == 1 else 8, -(-len(owned) // rows))
        cw = min(S(84), (area.w - (cols - 1) * gap) // cols)
        ch = min((area.h - (rows - 1) * gap) // rows, cw * 3 // 2)
        if len(owned) <= cols * rows and cw * ch > best[0]:
            best = (cw * ch, cols, cw, ch)
    _, cols, cw, ch = best
    top = area.y + (area.h - (ch * 2 + gap if len(owned) > cols else ch)) // 2
    area = pygame.Rect(area.x, top, area.w, area.h)
    chips = dict(zip(owned, _grid(area, len(owned), cols, cw, ch, gap), strict=False))
    return CityBox(seat, r, header, coin_at, landmarks, chips, big=True)
