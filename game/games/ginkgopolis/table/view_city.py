"""The city: buildings (colour, number, floors, the owner's resources with a pattern, the
pawn), the 12 lettered tokens, and a badge in the leader's colour on every district. Drawn
from ``ui.city()``, the public city (the live one, or while a resolution plays the city as it
stood after the step being shown); the layer is cached per city and camera."""

from __future__ import annotations

from typing import Any

import pygame

from ..data import LETTERS
from ..rules.frames import City
from ..rules.scoring import district_points, districts
from . import art as kit
from .layout import Camera

GROUND = (34, 40, 36)


def district_leaders(st: City) -> list[tuple[list[tuple[int, int]], int | None]]:
    """Each district with the seat leading it now (None: no owner yet), from the rules'
    district scoring."""
    out: list[tuple[list[tuple[int, int]], int | None]] = []
    for group in districts(st):
        pts = district_points(st, group)
        out.append((group, max(pts, key=lambda q: pts[q]) if pts else None))
    return out


class CityLayer:
    def __init__(self) -> None:
        self.key: Any = None
        self.surf: pygame.Surface | None = None
        self.leaders: list[tuple[list[tuple[int, int]], int | None]] = []

    def get(self, ui: Any, cam: Camera, view: pygame.Rect) -> pygame.Surface:
        city = ui.city()
        # the city itself is in the key (compared by value): a step that changes nothing
        # in the city, or the live city equal to the last step's, draws nothing again
        key = (city, round(cam.cx, 3), round(cam.cy, 3), round(cam.s, 3), tuple(view),
               ui.ctx.theme.colour_blind)
        if self.surf is None or key != self.key:
            self.surf = self._draw(ui, city, cam, view)
        self.key = key  # the newest equal city: the next comparison is by identity
        return self.surf

    def _draw(self, ui: Any, st: City, cam: Camera, view: pygame.Rect) -> pygame.Surface:
        ctx = ui.ctx
        surf = pygame.Surface(view.size)
        surf.fill(ctx.theme.bg)
        origin = pygame.Rect((0, 0), view.size)
        pygame.draw.rect(surf, GROUND, origin, border_radius=max(2, round(6 * ui.lay.k)))
        s = max(4, round(cam.s))
        bounds = origin.inflate(2 * s, 2 * s)
        pawns = st.pawns
        for sq, stack in st.stacks.items():
            r = cam.rect(origin, sq)
            if not bounds.colliderect(r):
                continue
            owner = st.owner[sq]
            colour = ctx.colour(owner) if owner >= 0 else None
            surf.blit(kit.building(stack[-1], len(stack), owner, colour, sq in pawns, s), r)
        for i, sq in enumerate(st.tokens):
            if sq is None:
                continue
            r = cam.rect(origin, sq)
            if bounds.colliderect(r):
                surf.blit(kit.token(LETTERS[i], s), r)
        self.leaders = district_leaders(st)
        badge = max(7, s // 3)
        for group, leader in self.leaders:
            if leader is None:
                continue
            sq = min(group, key=lambda q: (-q[1], q[0]))  # the north-west building
            r = cam.rect(origin, sq)
            # a pennant on the district's north-west building: white ring, the leader inside
            c = (r.x + badge // 2 + 2, r.bottom - badge // 2 - 3)  # the free corner
            pygame.draw.circle(surf, (255, 255, 255), c, badge // 2 + 2)
            pygame.draw.circle(surf, (20, 20, 20), c, badge // 2 + 2, 1)
            mark = pygame.Rect(0, 0, badge * 2 // 3, badge * 2 // 3)
            mark.center = c
            kit.pattern_mark(surf, mark, ctx.colour(leader), leader)
        return surf
