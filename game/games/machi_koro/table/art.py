"""Machi Koro artwork drawn with pygame primitives: icons, card faces, dice and coins.

Every face is rendered once per (what, size) into a cached surface (the kit's
:class:`~game.ui.table.cache.SurfaceCache`); the words on it go through the kit's text
functions, so the text probe sees them. The view only blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from game.ui import fonts
from game.ui.table import text as textkit
from game.ui.table.cache import SurfaceCache
from game.ui.table.text import MIN_PX

from ..data import BLUE, ESTABLISHMENTS, GREEN, LANDMARKS, PURPLE, RED, Establishment
from .words import rolls_text

Colour = tuple[int, int, int]

CARD_COLOURS: dict[str, Colour] = {
    BLUE: (46, 104, 196), GREEN: (62, 150, 72), RED: (204, 64, 52), PURPLE: (128, 72, 168)}
"""Distinct in hue and lightness; each colour also has its own corner mark (see
:func:`colour_mark`) and its own icons, so colour-blind players can tell them apart."""
LANDMARK_COLOUR: Colour = (226, 134, 38)
PARCHMENT: Colour = (246, 238, 218)
INK: Colour = (40, 36, 32)
COIN: Colour = (244, 196, 48)
COIN_EDGE: Colour = (168, 120, 20)
LANDMARK_ICONS = ("train", "mall", "park", "radio")


# --- icons -----------------------------------------------------------------------------------
def _poly(surface: pygame.Surface, colour: Colour, pts: list[tuple[float, float]]) -> None:
    pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in pts])


def draw_icon(surface: pygame.Surface, icon: str, center: tuple[int, int], size: int) -> None:
    """An icon in a white disc, ``size`` pixels across."""
    cx, cy = center
    r = size / 2
    pygame.draw.circle(surface, (255, 252, 244), center, round(r))
    pygame.draw.circle(surface, (90, 80, 70), center, round(r), max(1, size // 24))
    u = size / 20  # drawing unit: the icon lives in a 20x20 box around the centre
    w = max(1, round(u))

    def p(x: float, y: float) -> tuple[int, int]:
        return round(cx + x * u), round(cy + y * u)

    if icon == "wheat":
        gold, dark = (222, 170, 40), (150, 100, 20)
        pygame.draw.line(surface, dark, p(0, 7), p(0, -7), max(1, round(1.2 * u)))
        for i in range(4):
            y = -5 + i * 3
            for side in (-1, 1):
                rect = pygame.Rect(0, 0, max(2, round(3.4 * u)), max(2, round(2 * u)))
                rect.center = p(side * 1.8, y)
                pygame.draw.ellipse(surface, gold, rect)
        top = pygame.Rect(0, 0, max(2, round(2 * u)), max(2, round(3.4 * u)))
        top.center = p(0, -7.5)
        pygame.draw.ellipse(surface, gold, top)
    elif icon == "cow":
        face = pygame.Rect(0, 0, round(10 * u), round(11 * u))
        face.center = p(0, 0.5)
        pygame.draw.ellipse(surface, (250, 250, 250), face)
        pygame.draw.ellipse(surface, INK, face, w)
        pygame.draw.circle(surface, INK, p(-2.5, -2), max(2, round(1.6 * u)))
        snout = pygame.Rect(0, 0, round(8 * u), round(4.5 * u))
        snout.center = p(0, 4)
        pygame.draw.ellipse(surface, (240, 170, 170), snout)
        pygame.draw.circle(surface, INK, p(-1.5, 4), max(1, round(0.7 * u)))
        pygame.draw.circle(surface, INK, p(1.5, 4), max(1, round(0.7 * u)))
        for side in (-1, 1):
            _poly(surface, (200, 190, 160), [p(side * 3.5, -4), p(side * 7, -7), p(side * 4.5, -2.5)])
            pygame.draw.circle(surface, INK, p(side * 1.8, 0.5), max(1, round(0.7 * u)))
    elif icon == "bread":
        # a shop front with an awning (Bakery, Convenience Store share the icon)
        body = pygame.Rect(0, 0, round(13 * u), round(8 * u))
        body.midtop = p(0, -1)
        pygame.draw.rect(surface, (230, 200, 150), body)
        pygame.draw.rect(surface, INK, body, w)
        for i in range(5):
            x0 = -6.5 + i * 2.6
            colour = (210, 70, 60) if i % 2 == 0 else (250, 250, 250)
            _poly(surface, colour, [p(x0, -6), p(x0 + 2.6, -6), p(x0 + 2.6, -1.5), p(x0 + 1.3, -0.5),
                                    p(x0, -1.5)])
        door = pygame.Rect(0, 0, round(3 * u), round(5 * u))
        door.midbottom = body.midbottom
        pygame.draw.rect(surface, (120, 80, 50), door)
    elif icon == "cup":
        body = pygame.Rect(0, 0, round(9 * u), round(9 * u))
        body.midtop = p(-1, -2)
        pygame.draw.rect(surface, (250, 250, 250), body, border_radius=round(2 * u))
        pygame.draw.rect(surface, INK, body, w, border_radius=round(2 * u))
        pygame.draw.circle(surface, INK, p(4.5, 2.5), round(2.6 * u), w)
        pygame.draw.line(surface, INK, p(-6, 7.5), p(4, 7.5), w)
        for x in (-3, 0.5):
            pygame.draw.arc(surface, (150, 150, 150), pygame.Rect(*p(x - 1, -8), round(2.5 * u),
                            round(4 * u)), math.pi / 2, 3 * math.pi / 2, w)
    elif icon == "gear":
        grey, dark = (150, 156, 166), (80, 84, 92)
        for i in range(8):
            a = i * math.pi / 4
            c, s = math.cos(a), math.sin(a)
            _poly(surface, grey, [p(c * 5 - s * 1.4, s * 5 + c * 1.4), p(c * 8 - s * 1.3, s * 8 + c * 1.3),
                                  p(c * 8 + s * 1.3, s * 8 - c * 1.3), p(c * 5 + s * 1.4, s * 5 - c * 1.4)])
        pygame.draw.circle(surface, grey, p(0, 0), round(6 * u))
        pygame.draw.circle(surface, dark, p(0, 0), round(2.5 * u))
    elif icon == "factory":
        brick = (170, 90, 70)
        _poly(surface, brick, [p(-8, 7), p(-8, -1), p(-4, -4), p(-4, -1), p(0, -4), p(0, -1), p(4, -4),
                               p(4, 7)])
        chimney = pygame.Rect(0, 0, round(3 * u), round(13 * u))
        chimney.bottomleft = p(4.5, 7)
        pygame.draw.rect(surface, (120, 70, 60), chimney)
        pygame.draw.circle(surface, (190, 190, 195), p(7, -8), round(1.8 * u))
        for x in (-6, -2, 1.5):
            win = pygame.Rect(0, 0, round(2 * u), round(2 * u))
            win.topleft = p(x, 2)
            pygame.draw.rect(surface, (250, 230, 130), win)
    elif icon == "fruit":
        pygame.draw.circle(surface, (210, 50, 50), p(-1.8, 1.5), round(5 * u))
        pygame.draw.circle(surface, (225, 70, 60), p(1.8, 1.5), round(5 * u))
        pygame.draw.line(surface, (100, 60, 30), p(0, -3), p(0.8, -7), max(1, round(1.2 * u)))
        leaf = pygame.Rect(0, 0, round(5 * u), round(2.5 * u))
        leaf.midleft = p(0.8, -5.5)
        pygame.draw.ellipse(surface, (70, 160, 60), leaf)
    elif icon == "tower":
        stone = (140, 90, 170)
        body = pygame.Rect(0, 0, round(8 * u), round(12 * u))
        body.midbottom = p(0, 8)
        pygame.draw.rect(surface, stone, body)
        for i in range(3):
            b = pygame.Rect(0, 0, round(2 * u), round(2 * u))
            b.bottomleft = p(-4 + i * 3, -4)
            pygame.draw.rect(surface, stone, b)
        pygame.draw.line(surface, INK, p(0, -6), p(0, -9), w)
        _poly(surface, (230, 180, 40), [p(0, -9), p(4, -8), p(0, -7)])
        door = pygame.Rect(0, 0, round(3 * u), round(4 * u))
        door.midbottom = p(0, 8)
        pygame.draw.rect(surface, (70, 40, 90), door, border_top_left_radius=round(1.5 * u),
                         border_top_right_radius=round(1.5 * u))
    elif icon == "train":
        body = pygame.Rect(0, 0, round(12 * u), round(7 * u))
        body.bottomleft = p(-7, 4)
        pygame.draw.rect(surface, (60, 110, 180), body, border_radius=round(u))
        cab = pygame.Rect(0, 0, round(5 * u), round(5 * u))
        cab.bottomright = p(5, -3)
        pygame.draw.rect(surface, (60, 110, 180), cab)
        pygame.draw.rect(surface, (220, 235, 250), pygame.Rect(*p(1, -7), round(3 * u), round(2.5 * u)))
        pygame.draw.rect(surface, INK, pygame.Rect(*p(-5, -6), round(2 * u), round(3 * u)))
        for x in (-4.5, -0.5, 3):
            pygame.draw.circle(surface, INK, p(x, 5.5), round(2 * u))
        _poly(surface, (200, 60, 50), [p(5, 4), p(8.5, 4), p(5, 0)])
    elif icon == "mall":
        bag = pygame.Rect(0, 0, round(11 * u), round(10 * u))
        bag.midbottom = p(0, 8)
        pygame.draw.rect(surface, (220, 80, 120), bag, border_radius=round(u))
        pygame.draw.arc(surface, INK, pygame.Rect(*p(-3.5, -7), round(7 * u), round(8 * u)), 0,
                        math.pi, max(1, round(1.3 * u)))
        pygame.draw.circle(surface, (255, 240, 200), p(0, 3), round(2 * u))
    elif icon == "park":
        pygame.draw.circle(surface, (200, 60, 60), p(0, -1), round(7 * u), max(1, round(1.2 * u)))
        for i in range(6):
            a = i * math.pi / 3
            pygame.draw.line(surface, (120, 120, 130), p(0, -1), p(7 * math.cos(a), -1 + 7 * math.sin(a)), w)
            pygame.draw.circle(surface, (60, 130, 200), p(7 * math.cos(a), -1 + 7 * math.sin(a)),
                               max(1, round(1.5 * u)))
        _poly(surface, (110, 110, 120), [p(0, -1), p(-4, 8.5), p(4, 8.5)])
    elif icon == "radio":
        pygame.draw.line(surface, (120, 120, 130), p(0, -5), p(-4, 8), max(1, round(1.2 * u)))
        pygame.draw.line(surface, (120, 120, 130), p(0, -5), p(4, 8), max(1, round(1.2 * u)))
        pygame.draw.line(surface, (120, 120, 130), p(-2.5, 3), p(2.5, 3), w)
        pygame.draw.circle(surface, (210, 60, 50), p(0, -6), round(1.8 * u))
        for rad in (4, 7):
            box = pygame.Rect(0, 0, round(2 * rad * u), round(2 * rad * u))
            box.center = p(0, -6)
            pygame.draw.arc(surface, (210, 60, 50), box, -math.pi / 4, math.pi / 4, w)
            pygame.draw.arc(surface, (210, 60, 50), box, 3 * math.pi / 4, 5 * math.pi / 4, w)


def colour_mark(surface: pygame.Surface, colour: str, center: tuple[int, int], r: int) -> None:
    """A white shape per card colour (circle blue, square green, triangle red, diamond purple),
    so the colour can be read without seeing it."""
    cx, cy = center
    white = (255, 255, 255)
    if colour == BLUE:
        pygame.draw.circle(surface, white, center, r)
    elif colour == GREEN:
        pygame.draw.rect(surface, white, pygame.Rect(cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2))
    elif colour == RED:
        pygame.draw.polygon(surface, white, [(cx, cy - r), (cx + r, cy + r - 1), (cx - r, cy + r - 1)])
    else:
        pygame.draw.polygon(surface, white, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])


def _breakable(name: str, width: int) -> str:
    """A card's name with a line break allowed after the hyphen of a word too wide for
    ``width`` even at the smallest readable size ("Targ owocowo-warzywny"), so it wraps
    there rather than in the middle of a syllable."""
    font = fonts.get(MIN_PX, True)
    words = name.split(" ")
    if not any("-" in w and font.size(w)[0] > width for w in words):
        return name
    return " ".join(w.replace("-", "- ") if "-" in w and font.size(w)[0] > width else w
                    for w in words)


def _text_height(name: str, width: int) -> int:
    """Pixels a card's name needs, wrapped into ``width`` at the smallest readable size."""
    font = fonts.get(MIN_PX, True)
    return len(textkit.wrap(_breakable(name, width), font, width)) * font.get_linesize()


def _name(surf: pygame.Surface, name: str, size: int, width: int, top: int, room: int,
          ink: Colour, centre: int | None = None) -> None:
    """A card's name wrapped into ``width`` x ``room`` below ``top`` (at the largest size up
    to ``size`` that fits), centred across the card and down ``centre`` pixels (``room``)."""
    largest = size
    size, lines = textkit.block(_breakable(name, width), largest, width, room, True)
    if "-" in name:  # a break at the hyphen may let the name stay larger ("owocowo-/warzywny")
        hyphened = " ".join(w.replace("-", "- ") for w in name.split(" "))
        size2, lines2 = textkit.block(hyphened, largest, width, room, True)
        if size2 > size:  # the space added after a hyphen only marks where a line may break
            size, lines = size2, [line.replace("- ", "-") for line in lines2]
    line_h = fonts.get(size, True).get_linesize()
    y = top + max(0, ((room if centre is None else centre) - line_h * len(lines)) // 2)
    for line in lines:
        img = textkit.render(line, size, ink, True)
        surf.blit(img, img.get_rect(midtop=(surf.get_width() // 2, y)))
        y += line_h


# --- faces -----------------------------------------------------------------------------------
_faces = SurfaceCache(600)


def _cached(key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    return _faces.get(key, lambda: textkit.fast(build()))


def card_face(kind: int, w: int, h: int, name: str, count: int | None) -> pygame.Surface:
    """A market card: colour band with the activation numbers, icon, name, cost and count."""
    def build() -> pygame.Surface:
        e = ESTABLISHMENTS[kind]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, w // 12)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, PARCHMENT, body, border_radius=rad)
        band_h = max(14, h * 21 // 100)
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(surf, CARD_COLOURS[e.colour], band, border_top_left_radius=rad,
                         border_top_right_radius=rad)
        pygame.draw.rect(surf, CARD_COLOURS[e.colour], body, max(2, w // 40), border_radius=rad)
        num = textkit.render(rolls_text(e.rolls), max(9, band_h * 72 // 100), (255, 255, 255), True)
        surf.blit(num, num.get_rect(center=(w // 2, band_h // 2)))
        mr = max(3, band_h // 5)
        colour_mark(surf, e.colour, (mr + 4, band_h // 2), mr)
        foot = max(12, h * 17 // 100)
        icon = min(w * 36 // 100, h * 30 // 100,  # smaller when the name needs the room
                   h - foot - band_h - 7 - _text_height(name, w - 8))
        icon = max(12, icon)
        surf_icon_y = band_h + 3 + icon // 2
        draw_icon(surf, e.icon, (w // 2, surf_icon_y), icon)
        top = surf_icon_y + icon // 2 + 2
        room = h - foot - top - 2
        _name(surf, name, max(MIN_PX, w // 8), w - 8, top, room, INK)
        # footer: cost coin left, pile count right
        cy = h - foot // 2 - 3
        coin(surf, (foot // 2 + 5, cy), foot // 2 + 1, e.cost)
        if count is not None:
            img = textkit.render(f"×{count}", max(9, foot * 80 // 100), INK, True)
            surf.blit(img, img.get_rect(midright=(w - 6, cy)))
        return surf
    return _cached(("card", kind, w, h, name, count), build)


def _city_card(e: Establishment, w: int, h: int, rad: int, band_h: int, border: int,
               num_size: int) -> pygame.Surface:
    """The frame shared by city cards: parchment, colour band with the roll numbers, border."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = CARD_COLOURS[e.colour]
    pygame.draw.rect(surf, PARCHMENT, (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, colour, (0, 0, w, band_h), border_top_left_radius=rad,
                     border_top_right_radius=rad)
    pygame.draw.rect(surf, colour, (0, 0, w, h), border, border_radius=rad)
    num = textkit.render(rolls_text(e.rolls), num_size, (255, 255, 255), True)
    surf.blit(num, num.get_rect(center=(w // 2, band_h // 2)))
    return surf


def chip_face(kind: int, w: int, h: int, count: int) -> pygame.Surface:
    """A small card of a city: activation numbers, icon and how many copies."""
    def build() -> pygame.Surface:
        e = ESTABLISHMENTS[kind]
        band_h = max(11, h * 30 // 100)
        surf = _city_card(e, w, h, max(3, w // 8), band_h, max(1, w // 24),
                          max(MIN_PX, band_h * 80 // 100))
        body = h - band_h
        icon = max(10, min(body - 4, (w - 6) * 50 // 100))
        draw_icon(surf, e.icon, (icon // 2 + 3, band_h + body // 2), icon)
        label = f"×{count}" if w >= 44 else str(count)
        size = max(9, min(body * 50 // 100, w // 3))
        cnt = textkit.fitted(label, size, INK, w - icon - 8, True)
        surf.blit(cnt, cnt.get_rect(center=((icon + 3 + w) // 2, band_h + body // 2)))
        return surf
    return _cached(("chip", kind, w, h, count), build)


def mini_card(kind: int, w: int, h: int, count: int, name: str) -> pygame.Surface:
    """A card of the viewer's own city: as a chip, with the name under the icon."""
    def build() -> pygame.Surface:
        e = ESTABLISHMENTS[kind]
        band_h = max(12, h * 20 // 100)
        surf = _city_card(e, w, h, max(3, w // 10), band_h, max(2, w // 30),
                          max(9, band_h * 75 // 100))
        mr = max(3, band_h // 5)
        colour_mark(surf, e.colour, (mr + 3, band_h // 2), mr)
        icon = min(w * 40 // 100, h * 34 // 100,  # smaller when the name needs the room
                   h - band_h - 6 - _text_height(name, w - 6))
        icon = max(12, icon)
        iy = band_h + 2 + icon // 2
        draw_icon(surf, e.icon, (icon // 2 + 4, iy), icon)
        cnt = textkit.render(f"×{count}", max(10, icon * 60 // 100), INK, True)
        surf.blit(cnt, cnt.get_rect(midright=(w - 4, iy)))
        top = iy + icon // 2 + 1
        _name(surf, name, max(MIN_PX, w // 7), w - 6, top, h - top - 3, INK, h - top - 2)
        return surf
    return _cached(("mini", kind, w, h, count, name), build)


def landmark_face(m: int, w: int, h: int, built: bool, name: str, compact: bool) -> pygame.Surface:
    """A landmark tile: orange with its icon when built, grey with the cost when not.
    Compact tiles (opponents) are a strip: icon, name if it fits, tick or cost."""
    def build() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, min(w, h) // 8)
        if built:
            pygame.draw.rect(surf, LANDMARK_COLOUR, (0, 0, w, h), border_radius=rad)
            pygame.draw.rect(surf, (255, 236, 200), (0, 0, w, h), max(1, h // 40), border_radius=rad)
            ink = INK
        else:
            pygame.draw.rect(surf, (66, 70, 82), (0, 0, w, h), border_radius=rad)
            pygame.draw.rect(surf, (140, 144, 158), (0, 0, w, h), max(1, h // 40), border_radius=rad)
            ink = (215, 215, 222)
        cost = LANDMARKS[m].cost
        if compact:
            icon = max(10, h - 4)
            draw_icon(surf, LANDMARK_ICONS[m], (2 + icon // 2, h // 2), icon)
            if not built:
                _dim_disc(surf, (2 + icon // 2, h // 2), icon // 2)
            right = 4
            if built:
                tick(surf, (w - h // 2 - 2, h // 2), max(3, h // 4), INK)
                right += h
            else:
                img = textkit.render(str(cost), max(9, h * 55 // 100), ink, True)
                surf.blit(img, img.get_rect(midright=(w - 5, h // 2)))
                right += img.get_width() + 4
            size = max(MIN_PX, h * 46 // 100)
            if name and fonts.get(size, True).size(name)[0] <= w - icon - 8 - right:
                img = textkit.render(name, size, ink, True)
                surf.blit(img, img.get_rect(midleft=(icon + 6, h // 2)))
            return surf
        foot = max(12, h * 18 // 100)
        icon = min(w * 46 // 100, h * 36 // 100,  # smaller when the name needs the room
                   h - foot - 12 - _text_height(name, w - 8))
        icon = max(14, icon)
        draw_icon(surf, LANDMARK_ICONS[m], (w // 2, 6 + icon // 2), icon)
        if not built:
            _dim_disc(surf, (w // 2, 6 + icon // 2), icon // 2)
        top = 6 + icon + 2
        room = h - foot - top - 4
        _name(surf, name, max(MIN_PX, w // 7), w - 8, top, room, ink)
        cy = h - foot // 2 - 5
        if built:
            tick(surf, (w // 2, cy), foot // 2, INK)
        else:
            coin(surf, (w // 2, cy), foot // 2 + 2, cost)
        return surf
    return _cached(("landmark", m, w, h, built, name, compact), build)


def _dim_disc(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    dim = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(dim, (40, 42, 52, 130), (r + 1, r + 1), r + 1)
    surf.blit(dim, (center[0] - r - 1, center[1] - r - 1))


def deck_face(w: int, h: int, label: str, count: str) -> pygame.Surface:
    def build() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, w // 12)
        for i in (2, 1, 0):  # a little stack
            pygame.draw.rect(surf, (60 + 12 * i, 52 + 10 * i, 90 + 10 * i),
                             (i * 2, i * 2, w - 4, h - 4), border_radius=rad)
            pygame.draw.rect(surf, (200, 190, 230), (i * 2, i * 2, w - 4, h - 4), 1, border_radius=rad)
        cx, cy = (w - 4) // 2, (h - 4) // 2
        for r in range(min(w, h) // 3, 4, -max(3, w // 14)):
            pygame.draw.circle(surf, (120, 105, 170), (cx, cy), r, 1)
        img = textkit.render(label, max(9, w // 8), (255, 255, 255), True)
        surf.blit(img, img.get_rect(midtop=(cx, 8)))
        img = textkit.render(count, max(10, w // 6), (255, 230, 140), True)
        surf.blit(img, img.get_rect(center=(cx, cy)))
        return surf
    return _cached(("deck", w, h, label, count), build)


def sold_out_face(kind: int, w: int, h: int, name: str, label: str) -> pygame.Surface:
    def build() -> pygame.Surface:
        surf = card_face(kind, w, h, name, 0).copy()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (30, 30, 36, 185), (0, 0, w, h), border_radius=max(3, w // 12))
        surf.blit(veil, (0, 0))
        img = textkit.fitted(label, max(9, w // 7), (255, 255, 255), w - 10, True)
        stamp = img.get_rect(center=(w // 2, h * 38 // 100)).inflate(10, 6)
        pygame.draw.rect(surf, (150, 40, 40), stamp, border_radius=4)
        pygame.draw.rect(surf, (255, 255, 255), stamp, 1, border_radius=4)
        surf.blit(img, img.get_rect(center=stamp.center))
        return surf
    return _cached(("sold", kind, w, h, name, label), build)


def veil(w: int, h: int, alpha: int, radius: int) -> pygame.Surface:
    def build() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (20, 22, 28, alpha), (0, 0, w, h), border_radius=radius)
        return surf
    return _cached(("veil", w, h, alpha, radius), build)


# --- small things ----------------------------------------------------------------------------
def tick(surface: pygame.Surface, center: tuple[int, int], r: int, colour: Colour) -> None:
    cx, cy = center
    pts = [(cx - r, cy), (cx - r // 3, cy + r * 2 // 3), (cx + r, cy - r * 2 // 3)]
    pygame.draw.lines(surface, colour, False, pts, max(2, r // 3))


def coin(surface: pygame.Surface, center: tuple[int, int], r: int, value: int | None = None) -> None:
    pygame.draw.circle(surface, COIN, center, r)
    pygame.draw.circle(surface, COIN_EDGE, center, r, max(1, r // 6))
    if value is not None:
        img = textkit.render(str(value), max(MIN_PX, int(r * 1.25)), INK, True)
        surface.blit(img, img.get_rect(center=(center[0], center[1] + 1)))


def die_face(value: int, size: int, dim: bool = False) -> pygame.Surface:
    def build() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        face = (250, 250, 246) if not dim else (120, 122, 130)
        pygame.draw.rect(surf, face, (0, 0, size, size), border_radius=size // 6)
        pygame.draw.rect(surf, (60, 60, 70), (0, 0, size, size), max(1, size // 24),
                         border_radius=size // 6)
        pip = (200, 40, 40) if value == 1 and not dim else (30, 30, 36)
        q = size / 4
        spots = {0: [], 1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
                 4: [(1, 1), (3, 1), (1, 3), (3, 3)], 5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
                 6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}[value]
        for x, y in spots:
            pygame.draw.circle(surf, pip, (round(x * q), round(y * q)), max(2, size // 10))
        return surf
    return _cached(("die", value, size, dim), build)
