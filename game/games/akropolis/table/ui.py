"""AkropolisUI: the Akropolis table (the kit's GameUI contract), composed of its parts.

Data flows one way: a pygame event goes to :func:`.controller.handle` with the model, the UI
state and the layout; the controller changes the UI state (its only writer) and answers a
``Reply``, which this class carries out (``carry_out``: the action goes to the match). The
match's events become pulses in the animation queue; the view draws from the model, the UI
state, the layout and the queue, and hands back the tooltip, which goes to the table.
"""

from __future__ import annotations

import pygame

from game.engine import Action, Event
from game.ui.table.contract import Callout, GameUI, Point, TableContext, carry_out

from . import anim, controller, guide
from .layout import Layout
from .model import AkModel
from .state import UIState
from .view import AkView

VIEWS = ["table", "city_zoomed"]
"""``table``: the fitted city; ``city_zoomed``: the same table zoomed in (a close look),
which ``bench`` times as the busier frame."""


class AkropolisUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.model = AkModel(ctx)
        self.state = UIState()
        self.lay = Layout(self.rect, self.model.seats)
        self.anim = anim.queue()
        self.view = AkView()

    # --- views ----------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        controller.set_view(name, self.model, self.state, self.lay)

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return  # the same area again (e.g. after a dialog): keep the player's camera
        super().layout(rect)
        self.lay = Layout(self.rect, self.model.seats)
        controller.relayout(self.view_name, self.model, self.state, self.lay)

    # --- the frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        tip = self.view.draw(surface, self.model, self.state, self.lay, self.anim)
        if tip is not None:
            self.ctx.show_tooltip(*tip)

    def handle(self, event: pygame.event.Event) -> bool:
        controller.notice_viewer(self.model, self.state)
        return carry_out(self.ctx, controller.handle(event, self.model, self.state, self.lay))

    def update(self, dt: float) -> None:
        controller.notice_viewer(self.model, self.state)
        self.anim.update(dt)

    def animating(self) -> bool:
        """Only the pulse of a placed tile moves; otherwise the table waits for input."""
        return self.busy() or self.anim.busy()

    # --- the match ---------------------------------------------------------------------------
    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        controller.reset(self.state)
        for step in anim.steps_for(events):
            self.anim.add(step)
            self.ctx.sound("tile")

    def on_state_replaced(self) -> None:
        self.anim.clear()
        controller.forget(self.state)
        self.model.clear()
        self.lay = Layout(self.rect, self.model.seats)

    # --- help and automation --------------------------------------------------------------------
    def guide(self) -> list[Callout]:
        return guide.callouts(self.model, self.state, self.lay)

    def help_topic(self) -> str | None:
        return guide.help_topic(self.model, self.state)

    def show_hint(self, action: Action) -> bool:
        return controller.show(action, self.model, self.state, self.lay)

    def clicks_for(self, action: Action) -> list[Point] | None:
        return controller.clicks_for(action, self.model, self.state, self.lay)
