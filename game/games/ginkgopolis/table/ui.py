"""GinkgopolisUI: the table's view and controller for Ginkgopolis (the GameUI contract).

Data flows one way. The controller (``ctl``) turns input into a small :class:`UIState`
(the card and tile picked, the camera) and submits actions through ``ctx.submit``; what may
be done comes from ``rules.legal_actions`` and what a pick would do from
``rules.preview`` (both asked about ``ctx.state``, the viewer's redacted state, and cached
per ``ctx.version``); the view only reads. Drawing never changes any state.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Action, Event
from game.ui.table.contract import GameUI, TableContext

from ..data import CARD_BY_NAME, CARD_NAMES, TILE_NAMES
from ..rules import frames
from ..rules import query as engine_preview
from ..rules.geometry import token_destinations
from . import guide
from . import words as texts
from .anim import ANIMATED, STEP_SHARE, Animations, Step
from .controller import Controller
from .layout import Layout
from .view import GinkgopolisView

NAMED = frozenset({"reveal", "discard", "fallback"})
"""Steps whose caption names a card that may go back into circulation (the pile is
reshuffled into the deck): drawn with the name only while the card is public."""

VIEWS = ["table", "city_zoomed"]
"""``table``: the fitted city; ``city_zoomed``: zoomed in on the city (a busier frame)."""


class GinkgopolisUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.anim = Animations()
        self.lay = Layout(self.rect, ctx.state.n)
        self.ctl = Controller(self)
        self.view = GinkgopolisView(self)
        self._memo: dict[Any, Any] = {}
        self._memo_version = -1
        self._seen = (ctx.version, frames.city(ctx.state))
        """The public city of the last version ``on_events`` saw: the city before the next
        action, where its frames start."""

    # --- views ------------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        self.ctl.fit()
        if name == "city_zoomed":
            self.ctl.zoom(4)

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return
        super().layout(rect)
        self.lay = Layout(self.rect, self.ctx.state.n)
        self.ctl.fit()
        if self.view_name == "city_zoomed":
            self.ctl.zoom(4)

    # --- the engine's answers, cached per version --------------------------------------------
    def memo(self, key: Any, make: Any) -> Any:
        if self._memo_version != self.ctx.version:
            self._memo.clear()
            self._memo_version = self.ctx.version
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def legal(self) -> list[Any]:
        ctx = self.ctx
        return self.memo(("legal", ctx.viewer),
                         lambda: ctx.rules.legal_actions(ctx.state) if ctx.can_act else [])

    def legal_set(self) -> frozenset[Any]:
        return self.memo(("legal_set", self.ctx.viewer), lambda: frozenset(self.legal()))

    def cards_shown(self) -> list[str]:
        """The viewer's hand row: its draft packet while drafting, else its hand."""
        st = self.ctx.state
        v = self.ctx.viewer
        if v is None or not 0 <= v < st.n or v == st.hal:
            return []
        if st.phase == "draft":
            return [CARD_NAMES[c] for c in sorted(st.packets[v])]
        return [CARD_NAMES[c] for c in st.hands[v]]

    def tiles_shown(self) -> list[str]:
        st = self.ctx.state
        v = self.ctx.viewer
        if v is None or not 0 <= v < st.n or v == st.hal:
            return []
        return [TILE_NAMES[t] for t in sorted(st.screen_tiles[v])]

    def preview(self) -> engine_preview.Preview | None:
        """What the picked card (and tile) would do, from the engine."""
        s = self.ctl.state
        if s.card is None or self.ctl.kind() not in ("select", "hal_card"):
            return None
        if self.ctl.kind() == "hal_card" or s.card.startswith("CH"):
            return None
        seat = self.ctx.viewer
        assert seat is not None
        return self.memo(("preview", seat, s.card, s.tile),
                         lambda: engine_preview.preview(self.ctx.state, seat, s.card, s.tile))

    def hal_target(self) -> tuple[int, int] | None:
        """Where the card picked for Hal would have him act (its building or token)."""
        s = self.ctl.state
        if s.card is None or self.ctl.kind() != "hal_card":
            return None
        return engine_preview.target(self.ctx.state, s.card)

    def token_targets(self) -> list[tuple[int, int]]:
        """The legal squares of a token move this viewer decides."""
        d = self.ctl.decision()
        if d is None or d.kind != "move_token":
            return []
        st = self.ctx.state
        return self.memo(("token", d.data["letter"]), lambda: token_destinations(
            st.stacks, st.tokens, d.data["letter"], (d.data["x"], d.data["y"]))[0])

    def city(self) -> frames.City:
        """The city to draw: the playing step's (as it stood right after that step), else
        the live state's."""
        step = self.anim.head
        if step is not None and step.city is not None:
            return step.city
        return self.memo("city", lambda: frames.city(self.ctx.state))

    def card_public(self, name: str) -> bool:
        """The viewer may see where ``name`` is now: in the city, the pile, a tableau, its
        own hand, or revealed on a seat's slot."""
        st = self.ctx.state
        c = CARD_BY_NAME[name]
        if c in st.discard or any(c in tab for tab in st.tableaux):
            return True
        if c < 60 and any(c in stack for stack in st.stacks.values()):
            return True
        v = self.ctx.viewer
        if v is not None and 0 <= v < st.n and c in st.hands[v]:
            return True
        for q in range(st.n):
            if st.card[q] == c and (q == st.hal or q == v or (
                    st.phase == "resolve" and (q - st.first) % st.n <= st.resolved)):
                return True
        return False

    def caption(self, step: Step) -> str:
        if step.card is not None and not self.card_public(step.card):
            return step.alt
        return step.caption

    def world_squares(self) -> list[tuple[int, int]]:
        """What the fitted camera shows: the buildings, the tokens and the squares a token
        may move to now."""
        st = self.ctx.state
        return list(st.stacks) + [t for t in st.tokens if t is not None] + self.token_targets()

    def buttons(self) -> dict[str, pygame.Rect]:
        """The decision's buttons (their rects; the view greys out what cannot be played)."""
        lay = self.lay
        kind = self.ctl.kind()
        if kind in ("draft", "hal_card"):
            return {"confirm": lay.confirm, "cancel": lay.cancel}
        if kind == "select":
            out = {"confirm": lay.confirm, "cancel": lay.cancel}
            if self.ctx.state.hal < 0:
                out["new_hand"] = lay.new_hand
            return out
        if kind == "exploit_choice":
            return {"resource": lay.choice_resource, "tile": lay.choice_tile}
        if kind == "contribute":
            return {"done": lay.done}
        return {}

    def seat_name(self, seat: int | None) -> str:
        return texts.seat_name(self.ctx, seat)

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.ctl.notice_viewer()
        self.ctl.drop_stale()
        self.view.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        self.ctl.notice_viewer()
        if event.type == pygame.MOUSEBUTTONDOWN and self.anim.busy() \
                and self.lay.city.collidepoint(event.pos) and event.button == 1 \
                and self.ctl.kind() is None:
            self.anim.clear()  # a click on the city skips the rest of the resolution
            return True
        return self.ctl.handle(event)

    def update(self, dt: float) -> None:
        self.anim.update(dt)

    def busy(self) -> bool:
        return self.anim.busy()

    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        self.ctl.reset()
        if actor == self.ctx.viewer and self.ctx.is_human(actor):
            self.anim.clear()  # the player has moved on: no steps left over from before
        ctx = self.ctx
        # the city after each event, from the city before this action (when the last
        # version seen is the one just before: else the steps draw the live city)
        seen_version, before = self._seen
        self._seen = (ctx.version, frames.city(ctx.state))
        after = frames.frames(before, events) if seen_version == ctx.version - 1 else None
        tiles: tuple[int | None, int] | None = None  # (seat, count) of a run of tile draws
        pace = STEP_SHARE * max(0.0, ctx.ai_delay())
        for k, e in enumerate(events):
            if e.kind not in ANIMATED:
                continue
            city = None if after is None else after[k + 1]
            if e.kind in ("draw_tile", "draw_tile_hidden"):
                if tiles is not None and tiles[0] == e.player:
                    tiles = (e.player, tiles[1] + 1)
                    last = self.anim.queue[-1]
                    last.caption = texts.gained_tiles(ctx, e.player, tiles[1])
                    last.city = city
                else:
                    tiles = (e.player, 1)
                    self.anim.add(Step(texts.gained_tiles(ctx, e.player, 1), (), e.player,
                                       duration=pace, city=city))
                continue
            tiles = None
            text = texts.event_caption(ctx, e)
            if text is None:
                continue
            squares: tuple[tuple[int, int], ...] = ()
            if "x" in e.data and "y" in e.data:
                squares = ((e.data["x"], e.data["y"]),)
            elif e.kind == "reveal":
                sq = engine_preview.target(ctx.state, e.data["card"])
                squares = (sq,) if sq is not None and e.data.get("tile") is None else ()
            card = e.data.get("card") if e.kind in NAMED else None
            alt = texts.anonymous_caption(ctx, e) if card is not None else ""
            self.anim.add(Step(text, squares, e.player, card, alt, pace, city=city))

    def on_state_replaced(self) -> None:
        self.anim.clear()
        self.ctl.reset()
        self.ctl.fit()
        self._memo.clear()
        self._memo_version = -1
        self._seen = (self.ctx.version, frames.city(self.ctx.state))
        self.lay = Layout(self.rect, self.ctx.state.n)

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        return self.ctl.clicks_for(action)

    def guide(self) -> list[tuple[str, str, pygame.Rect]]:
        return guide.callouts(self)

    def show_hint(self, action: Action) -> bool:
        return guide.show(self, action)
