"""A minimal pygame view of the toy game (for bench and app tests): the public table and the
viewer's hand, drawn from ``ctx.state`` (the state as the viewer may know it). Clicking a card
of the hand plays the legal action on that card (a pick or a discard); any other legal action
(ending a discard, naming a seat) is a button under the hand."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts
from game.ui.table.contract import GameUI, TableContext
from game.ui.table.model import TableModel


class ToyUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.model: TableModel[Any] = TableModel(ctx)

    def _legal(self) -> list[Any]:
        return list(self.model.legal())

    def _hand(self) -> list[int]:
        viewer = self.ctx.viewer
        return [] if viewer is None else list(self.ctx.state.hands[viewer])

    def _card_rects(self) -> list[pygame.Rect]:
        hand = self._hand()
        w, h, gap = 90, 130, 16
        x0 = self.rect.centerx - (len(hand) * (w + gap) - gap) // 2
        return [pygame.Rect(x0 + i * (w + gap), self.rect.bottom - h - 100, w, h)
                for i in range(len(hand))]

    def _buttons(self) -> list[tuple[pygame.Rect, Any]]:
        """The legal actions that are not about one card of the hand."""
        others = [a for a in self._legal() if not hasattr(a, "card")]
        w, h, gap = 150, 40, 12
        x0 = self.rect.centerx - (len(others) * (w + gap) - gap) // 2
        return [(pygame.Rect(x0 + i * (w + gap), self.rect.bottom - h - 30, w, h), a)
                for i, a in enumerate(others)]

    def _label(self, action: Any) -> str:
        seat = getattr(action, "seat", None)
        name = type(action).__name__
        if isinstance(seat, int) and 0 <= seat < len(self.ctx.names):
            return f"{name} {self.ctx.names[seat]}"
        return name

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
            score = self.ctx.rules.scores(state)[seat].total
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
        for rect, action in self._buttons():
            pygame.draw.rect(surface, theme.button, rect, border_radius=6)
            label = font.render(self._label(action), True, theme.text)
            surface.blit(label, label.get_rect(center=rect.center))

    def _card_action(self, card: int) -> Any:
        return next((a for a in self._legal() if getattr(a, "card", None) == card), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or not self.ctx.can_act:
            return False
        for rect, card in zip(self._card_rects(), self._hand(), strict=True):
            action = self._card_action(card)
            if rect.collidepoint(event.pos) and action is not None:
                self.ctx.submit(action)
                return True
        for rect, action in self._buttons():
            if rect.collidepoint(event.pos):
                self.ctx.submit(action)
                return True
        return False

    def clicks_for(self, action: object) -> list[tuple[int, int]] | None:
        if action not in self._legal():
            return None
        card = getattr(action, "card", None)
        if card is not None:
            if card not in self._hand() or self._card_action(card) != action:
                return None
            return [self._card_rects()[self._hand().index(card)].center]
        return next(([rect.center] for rect, a in self._buttons() if a == action), None)
