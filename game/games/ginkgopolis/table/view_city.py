"""The city: buildings (colour, number, floors, the owner's resources with a pattern, the
pawn), the 12 lettered tokens, and a badge in the leader's colour on every district. Drawn
from the public city shown now (the live one, or while a resolution plays the city as it
stood after the step being shown); the layer is painted again only when the city or the
camera changes."""

from __future__ import annotations

import pygame

from game.ui.table.cache import Layer
from game.ui.table.camera import Camera

from ..data import LETTERS
from ..rules.frames import City
from . import art
from .layout import Layout, district_badge, square_rect
from .model import GinkgoModel, Leaders

GROUND = (34, 40, 36)


class CityLayer:
    def __init__(self) -> None:
        self.layer = Layer()
        self.leaders: Leaders = []
        """The districts and their leaders of the city painted last (for the tooltips)."""

    def get(self, model: GinkgoModel, city: City, cam: Camera, lay: Layout) -> pygame.Surface:
        view = lay.city
        # the city itself is in the key (compared by value): a step that changes nothing
        # in the city, or the live city equal to the last step's, is not painted again
        key = (city, cam.key(), tuple(view), model.theme.colour_blind)
        return self.layer.get(key, view.size,
                              lambda surf: self._paint(surf, model, city, cam, lay))

    def _paint(self, surf: pygame.Surface, model: GinkgoModel, st: City, cam: Camera,
               lay: Layout) -> None:
        surf.fill(model.theme.bg)
        origin = pygame.Rect((0, 0), surf.get_size())
        pygame.draw.rect(surf, GROUND, origin, border_radius=max(2, round(6 * lay.k)))
        s = max(4, round(cam.s))
        bounds = origin.inflate(2 * s, 2 * s)
        pawns = st.pawns
        for sq, stack in st.stacks.items():
            r = square_rect(cam, origin, sq)
            if not bounds.colliderect(r):
                continue
            owner = st.owner[sq]
            colour = model.colour(owner) if owner >= 0 else None
            surf.blit(art.building(stack[-1], len(stack), owner, colour, sq in pawns, s), r)
        for i, spot in enumerate(st.tokens):
            if spot is None:
                continue
            r = square_rect(cam, origin, spot)
            if bounds.colliderect(r):
                surf.blit(art.token(LETTERS[i], s), r)
        self.leaders = model.district_leaders(st)
        for district in self.leaders:
            leader = district.leader
            if leader is None:
                continue
            # a badge on the district's north-west building: white ring, the leader inside
            box = district_badge(cam, origin, district.squares)
            c = box.center
            pygame.draw.circle(surf, (255, 255, 255), c, box.w // 2)
            pygame.draw.circle(surf, (20, 20, 20), c, box.w // 2, 1)
            mark = pygame.Rect(0, 0, (box.w - 4) * 2 // 3, (box.w - 4) * 2 // 3)
            mark.center = c
            art.pattern_mark(surf, mark, model.colour(leader), leader)
