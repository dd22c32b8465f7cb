"""A minimal pygame view of the toy game (for bench and app tests): the public table and the
viewer's hand, drawn from ``ctx.state`` (the state as the viewer may know it); clicking a card
of the hand picks it."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.gameui import GameUI

from .rules import Pick


class ToyUI(GameUI):
    def _card_rects(self) -> list[pygame.Rect]:
        hand = self._hand()
        w, h, gap = 90, 130, 16
        x0 = self.rect.centerx - (len(hand) * (w + gap) - gap) // 2
        return [pygame.Rect(x0 + i * (w + gap), self.rect.bottom - h - 40, w, h)
                for i in range(len(hand))]

    def _hand(self) -> list[int]:
        viewer = self.ctx.viewer
        return [] if viewer is None else list(self.ctx.state.hands[viewer])

    def draw(self, surface: pygame.Surface) -> None:
        theme, state, t = self.ctx.theme, self.ctx.state, self.ctx.t
        surface.fill(theme.bg, self.rect)
        font, big = fonts.get(20), fonts.get(40, bold=True)
        header = t("toy.round", round=state.round + 1, rounds=state.rounds)
        surface.blit(font.render(header, True, theme.text), (self.rect.x + 20, self.rect.y + 20))
        if state.die is not None:
            # Labelled, so a die face is never mistaken for a card face by the privacy check.
            surface.blit(big.render(f"die {state.die}", True, theme.accent),
                         (self.rect.centerx - 10, self.rect.y + 60))
        for seat in range(state.n):
            score = state.cards[seat] + state.bonus[seat]
            line = f"{self.ctx.names[seat] if self.ctx.names else seat}: {score}"
            line += f"  ({len(state.hands[seat])} cards)"
            if state.picks[seat] is not None:
                line += " *"
            surface.blit(font.render(line, True, self.ctx.colour(seat)),
                         (self.rect.x + 20, self.rect.y + 120 + 30 * seat))
        for rect, card in zip(self._card_rects(), self._hand(), strict=True):
            pygame.draw.rect(surface, theme.panel_light, rect, border_radius=8)
            pygame.draw.rect(surface, theme.border, rect, 2, border_radius=8)
            label = big.render(str(card), True, theme.text)
            surface.blit(label, label.get_rect(center=rect.center))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or not self.ctx.can_act:
            return False
        for rect, card in zip(self._card_rects(), self._hand(), strict=True):
            if rect.collidepoint(event.pos):
                self.ctx.submit(Pick(card))
                return True
        return False

    def clicks_for(self, action: object) -> list[tuple[int, int]] | None:
        if not isinstance(action, Pick) or action.card not in self._hand():
            return None
        return [self._card_rects()[self._hand().index(action.card)].center]
