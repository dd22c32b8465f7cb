"""GinkgopolisUI: the Ginkgopolis table (the GameUI contract), composing its parts.

Data flows one way: a pygame event goes to ``controller.handle`` with the model (cached
answers of ``rules/query`` about the viewer's redacted state), the UI state and the layout;
its :class:`Reply` is carried out through the context; the match's events become steps of
the animation queue; the view draws from (model, UI state, layout, steps) only.
"""

from __future__ import annotations

import pygame

from game.engine import Action, Event
from game.ui.table.contract import Callout, GameUI, Point, TableContext, carry_out

from . import controller, guide
from .anim import STEP_SHARE, Animations
from .layout import Layout
from .model import GinkgoModel
from .state import UIState
from .view import GinkgopolisView

VIEWS = ["table", "city_zoomed"]
"""``table``: the fitted city; ``city_zoomed``: zoomed in on the city (a busier frame)."""


class GinkgopolisUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.model = GinkgoModel(ctx)
        self.state = UIState()
        self.anim = Animations()
        self.anim.remember(self.model.version, self.model.city())
        self.lay = Layout(self.rect, self.model.seats)
        self.view = GinkgopolisView()

    # --- views ------------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        controller.view(name, self.model, self.state, self.lay)

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return
        super().layout(rect)
        self.lay = Layout(self.rect, self.model.seats)
        controller.view(self.view_name, self.model, self.state, self.lay)

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        controller.sync(self.model, self.state, self.lay)
        tip = self.view.draw(surface, self.model, self.state, self.lay, self.anim)
        if tip:
            self.ctx.show_tooltip(tip, self.state.mouse)

    def handle(self, event: pygame.event.Event) -> bool:
        reply = controller.handle(event, self.model, self.state, self.lay, self.anim.busy())
        if reply.skip:
            self.anim.clear()
        return carry_out(self.ctx, reply)

    def update(self, dt: float) -> None:
        self.anim.update(dt)

    def busy(self) -> bool:
        return self.anim.busy()

    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        controller.reset(self.state)
        if actor == self.ctx.viewer and self.ctx.is_human(actor):
            self.anim.clear()  # the player has moved on: no steps left over from before
        self.anim.add_events(self.model, events, STEP_SHARE * max(0.0, self.ctx.ai_delay()))

    def on_state_replaced(self) -> None:
        self.anim.clear()
        controller.replaced(self.state)
        self.model.clear()
        self.anim.remember(self.model.version, self.model.city())
        self.lay = Layout(self.rect, self.model.seats)

    # --- automation, the guide and the Hint ------------------------------------------------------
    def clicks_for(self, action: Action) -> list[Point] | None:
        controller.sync(self.model, self.state, self.lay)
        return controller.clicks_for(action, self.model, self.state, self.lay)

    def guide(self) -> list[Callout]:
        return guide.callouts(self.model, self.state, self.lay)

    def help_topic(self) -> str | None:
        return self.model.help_topic()

    def show_hint(self, action: Action) -> bool:
        return controller.show(action, self.model, self.state, self.lay)
