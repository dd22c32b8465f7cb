"""TwentiethCenturyUI: the 20th Century table (the GameUI contract). It only composes the
parts and wires them to the context.

Data flows one way: a pygame event goes to ``controller.handle(event, model, state,
layout)``, which changes the UI state and answers a :class:`Reply` that ``carry_out`` plays
through the match; the match's events become captions on the step queue (``anim``); the
view draws from the model (cached answers of ``rules.query``), the UI state, the layout and
the queue, and returns the tooltips. The log words the events through ``Rules.event_text``.
"""

from __future__ import annotations

import pygame

from game.engine import Action, Event
from game.ui.table.contract import Callout, GameUI, Point, TableContext, carry_out

from . import anim, controller, guide, words
from .layout import Layout
from .model import TCModel
from .state import UIState
from .view import TableView

VIEWS = ["table", "region_zoomed"]
"""``table``: the fitted region; ``region_zoomed``: zoomed in and panned (``bench``)."""


class TwentiethCenturyUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.model = TCModel(ctx)
        self.state = UIState()
        self.lay = Layout(self.rect, ctx.config.num_players)
        self.anim = anim.queue()
        self.view = TableView()

    # --- views -----------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        controller.set_view(name, self.model, self.state, self.lay)

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return
        super().layout(rect)
        self.lay = Layout(self.rect, self.ctx.config.num_players)
        self.state.cams.clear()
        if self.view_name == "region_zoomed":
            self.set_view(self.view_name)

    # --- the frame ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        controller.sync(self.model, self.state)
        hovers = self.view.draw(surface, self.model, self.state, self.lay, self.anim)
        mouse = self.state.mouse
        tip = hovers.at(mouse)
        if tip is not None:
            self.ctx.show_tooltip(tip, mouse)

    def handle(self, event: pygame.event.Event) -> bool:
        return carry_out(self.ctx, controller.handle(event, self.model, self.state, self.lay))

    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        controller.sync(self.model, self.state)
        for step in anim.captions(events, lambda e: words.event_words(self.model, e),
                                  self.ctx.ai_delay()):
            self.anim.add(step)

    def update(self, dt: float) -> None:
        self.anim.update(dt)

    def busy(self) -> bool:
        return self.anim.busy()

    def on_state_replaced(self) -> None:
        self.anim.clear()
        controller.forget(self.state)
        self.model.clear()
        self.lay = Layout(self.rect, self.ctx.config.num_players)

    # --- automation, guide, hint ----------------------------------------------------------------
    def clicks_for(self, action: Action) -> list[Point] | None:
        return controller.clicks_for(action, self.model, self.state, self.lay)

    def guide(self) -> list[Callout]:
        return guide.callouts(self.model, self.lay)

    def help_topic(self) -> str | None:
        return self.model.help_topic()

    def show_hint(self, action: Action) -> bool:
        return controller.show(action, self.model, self.state)
