"""AkropolisUI: the table's view and controller for Akropolis (the GameUI contract).

It reads the match state, asks the engine what is legal (``legal_placements``,
``affordable_slots``, the city's placement check), what a placement would score
(``preview``) and the live score (``score_details``/``seat_points``), and submits ``Place``
actions through ``ctx.submit``. Engine answers are cached per state and turn; drawing never
changes the state.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Action, Event
from game.ui.gameui import GameUI, TableContext
from game.ui.i18n import t

from .controller import Controller, spots_by_rotation
from .geometry import Camera, Layout
from .rules.actions import Place
from .view import PULSE_SECONDS, AkropolisView

VIEWS = ["table", "city_zoomed"]
"""``table``: the fitted city; ``city_zoomed``: the same table zoomed in and panned (a
close look), which ``bench`` times as the busier frame."""


class AkropolisUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        self.lay = Layout(pygame.Rect(0, 0, 1280, 720), len(ctx.state.cities))
        self._cache: dict[str, tuple[Any, Any]] = {}
        self._last_viewer = ctx.viewer
        super().__init__(ctx)
        self.ctl = Controller(self)
        self.view = AkropolisView(self)

    # --- views ------------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        if not hasattr(self, "ctl"):
            return
        seat = self.focus()
        self.ctl.fit(seat)
        if name == "city_zoomed":
            self.ctl.zoom(seat, 3)

    def layout(self, rect: pygame.Rect) -> None:
        if hasattr(self, "ctl") and pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return  # the same area again (e.g. after a dialog): keep the player's camera
        super().layout(rect)
        self.lay = Layout(self.rect, len(self.ctx.state.cities))
        self._cache.clear()
        if hasattr(self, "ctl"):
            self.ctl.cams.clear()
            if self.view_name == "city_zoomed":
                self.ctl.zoom(self.focus(), 3)

    # --- engine queries, cached per state and turn ------------------------------------------
    def _memo(self, name: str, fn, *args: Any) -> Any:  # noqa: ANN001
        st = self.ctx.state
        key = (id(st), st.turn, st.finished, args)
        hit = self._cache.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = fn(*args)
        self._cache[name] = (key, value)
        return value

    def _memo_map(self, name: str, fn, arg: Any) -> Any:  # noqa: ANN001
        """Like _memo but keeps one value per argument (per seat) for the same turn."""
        st = self.ctx.state
        key = (id(st), st.turn, st.finished)
        hit = self._cache.get(name)
        if hit is None or hit[0] != key:
            hit = (key, {})
            self._cache[name] = hit
        table = hit[1]
        if arg not in table:
            table[arg] = fn(arg)
        return table[arg]

    def legal(self, seat: int) -> list[tuple[int, int, int]]:
        st = self.ctx.state
        if st.finished or seat != st.current or st.cities[seat] is None:
            return []
        return self._memo_map("legal", lambda s: self.ctx.rules.legal_placements(st, s), seat)

    def legal_set(self, seat: int) -> set[tuple[int, int, int]]:
        return self._memo_map("legal_set", lambda s: set(self.legal(s)), seat)

    def spots(self, seat: int) -> dict[int, list[tuple[int, int, float, float]]]:
        return self._memo_map("spots", lambda s: spots_by_rotation(self.legal(s)), seat)

    def affordable(self) -> list[int]:
        st = self.ctx.state
        if st.cities[st.current] is None:
            return []
        return self._memo("afford", lambda: self.ctx.rules.affordable_slots(st))

    def check(self, seat: int, q: int, r: int, rot: int) -> tuple[int, int]:
        """(level, reason code) from the engine's placement check of ``seat``'s city."""
        return self.ctx.state.cities[seat].check_qr(q, r, rot)

    def level_of(self, seat: int, q: int, r: int, rot: int) -> int:
        return self.check(seat, q, r, rot)[0]

    def cells(self, seat: int) -> list[tuple[int, int]]:
        city = self.ctx.state.cities[seat]
        return [] if city is None else list(self.columns(seat))

    def columns(self, seat: int) -> dict[tuple[int, int], tuple[int, int, int]]:
        city = self.ctx.state.cities[seat]
        if city is None:
            return {}
        return self._memo_map("columns", lambda s: city.columns(), seat)

    def details(self, seat: int) -> dict[str, dict[str, int]]:
        return self._memo_map("details", lambda s: self.ctx.rules.score_details(self.ctx.state, s),
                              seat)

    def points(self, seat: int) -> dict[str, int]:
        return self._memo_map("points", lambda s: self.ctx.rules.seat_points(self.ctx.state, s),
                              seat)

    def winners(self) -> list[int]:
        return self._memo("winners", lambda: self.ctx.rules.winners(self.ctx.state))

    def preview_info(self) -> tuple[dict[str, int], int] | None:
        ctl = self.ctl
        if ctl.preview is None or not ctl.holding():
            return None
        action = Place(ctl.selected, *ctl.preview)
        return self._memo_map("preview", lambda a: self.ctx.rules.preview(self.ctx.state, a),
                              action)

    # --- who is shown -------------------------------------------------------------------------
    def home_seat(self) -> int:
        """The city shown by default: the viewer's, else the mover's, else the first city."""
        st = self.ctx.state
        for seat in (self.ctx.viewer, st.current):
            if seat is not None and 0 <= seat < len(st.cities) and st.cities[seat] is not None:
                return seat
        return next(i for i, c in enumerate(st.cities) if c is not None)

    def focus(self) -> int:
        ctl = getattr(self, "ctl", None)
        st = self.ctx.state
        if ctl is not None:
            if self.ctx.viewer != self._last_viewer:  # hot seat hand-over: show the new city
                self._last_viewer = self.ctx.viewer
                ctl.override = None
            if ctl.selected is not None and self.ctx.can_act and st.cities[st.current] is not None:
                return st.current
            if ctl.override is not None and st.cities[ctl.override] is not None:
                return ctl.override
        return self.home_seat()

    def preview_buttons(self, placement: tuple[int, int, int] | None = None,
                        cam: Camera | None = None) -> dict[str, pygame.Rect]:
        """Confirm, Cancel and the two turn-in-place buttons beside a preview tile."""
        placement = placement if placement is not None else self.ctl.preview
        if placement is None:
            return {}
        seat = self.ctx.state.current
        cam = cam if cam is not None else self.ctl.camera(seat)
        lay = self.lay
        px = lay.px
        view = lay.city
        q, r, rot = placement
        cx, cy = cam.spot(view, q, r, rot)
        bw, bh, gap = px(104), px(34), px(6)
        box = pygame.Rect(0, 0, bw, 3 * bh + 2 * gap + px(44))
        reach = cam.s * 1.9 + px(12)
        box.midleft = (round(cx + reach), cy)
        if box.right > view.right - px(6):
            box.midright = (round(cx - reach), cy)
        box.clamp_ip(view.inflate(-px(12), -px(12)))
        info = pygame.Rect(box.x, box.y, bw, px(44))
        confirm = pygame.Rect(box.x, info.bottom + gap, bw, bh)
        cancel = pygame.Rect(box.x, confirm.bottom + gap, bw, bh)
        half = (bw - gap) // 2
        turn_ccw = pygame.Rect(box.x, cancel.bottom + gap, half, bh)
        turn_cw = pygame.Rect(turn_ccw.right + gap, turn_ccw.y, half, bh)
        return {"info": info, "confirm": confirm, "cancel": cancel, "turn_ccw": turn_ccw,
                "turn_cw": turn_cw}

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        st = self.ctx.state
        if st.is_architect(seat):
            return t("akropolis.architect")
        names = self.ctx.names
        if seat < len(names) and names[seat]:
            return names[seat]
        return self.ctx.match.config.players[seat].name

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.ctl.handle(event)

    def on_events(self, actor: int, action: Action, events: list[Event]) -> None:
        self.ctl.reset()
        for e in events:
            if e.kind == "place" and e.player is not None:
                self.view.pulse = (e.player, (e.data["q"], e.data["r"], e.data["rot"]))
                self.view.pulse_left = PULSE_SECONDS

    def update(self, dt: float) -> None:
        if self.view.pulse_left > 0:
            self.view.pulse_left = max(0.0, self.view.pulse_left - dt)

    def on_state_replaced(self) -> None:
        self.view.pulse = None
        self.ctl.reset()
        self.ctl.override = None
        self.ctl.cams.clear()
        self._cache.clear()
        self.lay = Layout(self.rect, len(self.ctx.state.cities))

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        return self.ctl.clicks_for(action)

    def describe(self, event: Event) -> str | None:
        """The engine's words for ``event`` (``rules.event_text``), as the viewer may know
        them, with seats named."""
        seen = event.for_viewer(self.ctx.viewer)
        text = None if seen is None else self.ctx.rules.event_text(seen, self.ctx.viewer)
        if text is None:
            return None
        args = {k: self.seat_name(v) if (k == "player" or k.endswith("_player"))
                and isinstance(v, int) else v for k, v in text.args.items()}
        return t(text.key, **args)
