"""The Machi Koro table: :class:`MachiKoroUI` composes the model, the UI state, the layout,
the view, the controller, the animation queue and the guide behind the
:class:`~game.ui.table.contract.GameUI` contract, and wires them to the table's context."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.engine import Action, Event
from game.ui.table.contract import Callout, GameUI, Point, TableContext, carry_out

from . import controller, guide, words
from .anim import Animations, steps_for
from .layout import Layout, compute
from .model import MKModel
from .state import UIState
from .view import View


class MachiKoroUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.model = MKModel(ctx)
        self.state = UIState(bottom=ctx.viewer if ctx.viewer is not None
                             else self.model.first_human())
        self.anim = Animations()
        self.view = View()
        self._lay: Layout | None = None
        self._lay_key: Hashable = None

    @property
    def held(self) -> bool:
        """A human's finished turn waits for End turn."""
        return self.state.holding(self.model.version) is not None

    @property
    def lay(self) -> Layout:
        """The layout for the current rect, position and viewer (rebuilt when one changes)."""
        model = self.model
        controller.follow(model, self.state)
        buttons = len(model.buttons(self.held))
        key = (tuple(self.rect), model.version, self.state.bottom, buttons, model.theme.scale)
        if self._lay is None or key != self._lay_key:
            self._lay = compute(self.rect, model.market(), model.state, self.state.bottom,
                                buttons)
            self._lay_key = key
        return self._lay

    # --- the frame -----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._lay = None

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.view.draw(surface, self.model, self.state, self.lay, self.anim)
        mouse = self.state.mouse
        if tip and self.rect.collidepoint(mouse):
            self.ctx.show_tooltip(tip, mouse)

    def handle(self, event: pygame.event.Event) -> bool:
        return carry_out(self.ctx, controller.handle(event, self.model, self.state, self.lay))

    def update(self, dt: float) -> None:
        sound = self.anim.tick(dt, self.model.version)
        if sound is not None:
            self.ctx.sound(sound)

    def busy(self) -> bool:
        return self.anim.busy()

    def animating(self) -> bool:
        return self.anim.animating()

    def signature(self) -> Hashable:
        return self.model.version, self.held

    def banner_text(self) -> str | None:
        return words.banner(self.model, self.state.holding(self.model.version))

    def guide(self) -> list[Callout]:
        return guide.callouts(self.model, self.state, self.lay)

    def help_topic(self) -> str | None:
        return guide.topic(self.model, self.state, self.anim)

    def holds_chance(self) -> bool:
        return self.model.holds_roll() and not self.held

    def chance_clicks(self) -> list[Point] | None:
        return controller.chance_clicks(self.model, self.state, self.lay)

    # --- the held turn -------------------------------------------------------------------
    def holds_turn(self) -> bool:
        return self.held

    def end_turn(self) -> None:
        controller.end_turn(self.state)

    def end_turn_clicks(self) -> list[Point] | None:
        return controller.end_turn_clicks(self.model, self.state, self.lay)

    # --- engine events -------------------------------------------------------------------
    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        for step in steps_for(events, self.model):
            self.anim.add(step)
        controller.played(self.model, self.state, actor)

    def show_hint(self, action: Action) -> bool:
        return controller.show(action, self.model, self.state)

    def on_state_replaced(self) -> None:
        self.anim.clear()
        controller.reset(self.state)
        self.model.clear()
        self._lay = None

    # --- automation ----------------------------------------------------------------------
    def clicks_for(self, action: Action) -> list[Point] | None:
        return controller.clicks_for(action, self.model, self.state, self.lay)
