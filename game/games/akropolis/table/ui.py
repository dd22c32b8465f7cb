"""AkropolisUI: the table's view and controller for Akropolis (the GameUI contract).

Data flows one way. The controller (``ctl``) turns input into a small :class:`UIState`
(the tile held, its rotation, the preview, cameras) and submits ``Place`` actions through
``ctx.submit``; a :class:`TableQuery` over the engine answers what may be done (legal
spots, why not, what a placement scores) about the state the viewer may see, cached per
``match.version``; the view only reads both. Drawing never changes any state.
"""

from __future__ import annotations

import pygame

from game.engine import Action, Event
from game.ui.i18n import t
from game.ui.table.contract import GameUI, TableContext

from ..rules.actions import Place
from ..rules.hexgrid import neighbours, tile_cells
from .art import SQ3
from .controller import Controller
from .layout import Camera, Layout
from .model import TableQuery
from .view import PULSE_SECONDS, AkropolisView

VIEWS = ["table", "city_zoomed"]
"""``table``: the fitted city; ``city_zoomed``: the same table zoomed in and panned (a
close look), which ``bench`` times as the busier frame."""


class AkropolisUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.query = TableQuery(ctx.match, lambda: self.ctx.viewer)
        self.lay = Layout(self.rect, len(self.query.seen.cities))
        self.ctl = Controller(self)
        self.view = AkropolisView(self)

    # --- views ------------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        seat = self.focus()
        self.ctl.fit(seat)
        if name == "city_zoomed":
            self.ctl.zoom(seat, 3)

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return  # the same area again (e.g. after a dialog): keep the player's camera
        super().layout(rect)
        self.lay = Layout(self.rect, len(self.query.seen.cities))
        self.ctl.state.cams.clear()
        if self.view_name == "city_zoomed":
            self.ctl.zoom(self.focus(), 3)

    # --- answers for the view (read only) -----------------------------------------------------
    def cells(self, seat: int) -> list[tuple[int, int]]:
        return self.query.cells(seat)

    def preview_info(self) -> tuple[dict[str, int], int] | None:
        """What the previewed placement would change, from the engine."""
        s = self.ctl.state
        if s.preview is None or s.selected is None or not self.ctl.holding():
            return None
        return self.query.preview(Place(s.selected, *s.preview))

    # --- who is shown -------------------------------------------------------------------------
    def home_seat(self) -> int:
        """The city shown by default: the viewer's, else the mover's, else the first city."""
        st = self.query.seen
        for seat in (self.ctx.viewer, st.current):
            if seat is not None and 0 <= seat < len(st.cities) and st.cities[seat] is not None:
                return seat
        return next(i for i, c in enumerate(st.cities) if c is not None)

    def focus(self) -> int:
        """The mover's city while a tile is held, else the one this viewer enlarged, else
        the home city (a hot-seat hand-over shows the new viewer its own city)."""
        s = self.ctl.state
        st = self.query.seen
        if s.selected is not None and self.ctx.can_act and st.cities[st.current] is not None:
            return st.current
        if s.override is not None:
            viewer, seat = s.override
            if viewer == self.ctx.viewer and st.cities[seat] is not None:
                return seat
        return self.home_seat()

    def preview_buttons(self, placement: tuple[int, int, int] | None = None,
                        cam: Camera | None = None) -> dict[str, pygame.Rect]:
        """Confirm, Cancel and the two turn-in-place buttons beside a preview tile."""
        placement = placement if placement is not None else self.ctl.state.preview
        if placement is None:
            return {}
        seat = self.query.seen.current
        cam = cam if cam is not None else self.ctl.camera(seat)
        lay = self.lay
        px = lay.px
        view = lay.city
        bw, bh, gap = px(104), px(34), px(6)
        box = pygame.Rect(0, 0, bw, 3 * bh + 2 * gap + px(44))
        box = self._popup_spot(box, view, cam, seat, placement)
        info = pygame.Rect(box.x, box.y, bw, px(44))
        confirm = pygame.Rect(box.x, info.bottom + gap, bw, bh)
        cancel = pygame.Rect(box.x, confirm.bottom + gap, bw, bh)
        half = (bw - gap) // 2
        turn_ccw = pygame.Rect(box.x, cancel.bottom + gap, half, bh)
        turn_cw = pygame.Rect(turn_ccw.right + gap, turn_ccw.y, half, bh)
        return {"info": info, "confirm": confirm, "cancel": cancel, "turn_ccw": turn_ccw,
                "turn_cw": turn_cw}

    def _popup_spot(self, box: pygame.Rect, view: pygame.Rect, cam: Camera, seat: int,
                    placement: tuple[int, int, int]) -> pygame.Rect:
        """Where the Confirm popup covers no hex of the previewed tile, of its neighbours or
        of the city: beside the tile first, further out next. In a crowded view the spot
        covering least wins (the tile itself weighs most, then its neighbours)."""
        q, r, rot = placement
        tile = set(tile_cells(q, r, rot))
        near = {c for cell in tile for c in neighbours(*cell)} - tile
        city = set(self.query.cells(seat)) - tile - near
        hexes: list[tuple[pygame.Rect, int]] = []
        for cells, weight in ((tile, 1000), (near, 30), (city, 1)):
            for cell in cells:
                hx, hy = cam.hex_centre(view, *cell)
                rect = pygame.Rect(0, 0, round(2 * cam.s), round(SQ3 * cam.s))
                rect.center = (round(hx), round(hy))
                hexes.append((rect, weight))
        inner = view.inflate(-self.lay.px(12), -self.lay.px(12))
        cx, cy = cam.spot(view, q, r, rot)
        best, best_cost = box, None
        step = max(4, round(cam.s / 2))
        for reach in range(round(cam.s * 1.9) + self.lay.px(12), max(inner.w, inner.h), step):
            for place in ("midleft", "midright", "midbottom", "midtop"):
                cand = box.copy()
                sign = -1 if place in ("midright", "midbottom") else 1
                if place in ("midleft", "midright"):
                    setattr(cand, place, (round(cx + sign * reach), cy))
                else:
                    setattr(cand, place, (cx, round(cy + sign * reach)))
                cand.clamp_ip(inner)
                cost = sum(w for rect, w in hexes if cand.colliderect(rect))
                if cost == 0:
                    return cand
                if best_cost is None or cost < best_cost:
                    best, best_cost = cand, cost
        return best

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if self.query.seen.is_architect(seat):
            return t("akropolis.architect")
        names = self.ctx.names
        if seat < len(names) and names[seat]:
            return names[seat]
        return self.ctx.match.config.players[seat].name

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.ctl.notice_viewer()
        self.view.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        self.ctl.notice_viewer()
        return self.ctl.handle(event)

    def on_events(self, actor: int, action: Action, events: list[Event]) -> None:
        self.ctl.reset()
        for e in events:
            if e.kind == "place" and e.player is not None:
                self.view.pulse = (e.player, (e.data["q"], e.data["r"], e.data["rot"]))
                self.view.pulse_left = PULSE_SECONDS
                self.ctx.sound("tile")

    def update(self, dt: float) -> None:
        if self.view.pulse_left > 0:
            self.view.pulse_left = max(0.0, self.view.pulse_left - dt)

    def animating(self) -> bool:
        """Only the pulse of a placed tile moves; otherwise the table waits for input."""
        return self.busy() or self.view.pulse_left > 0

    def on_state_replaced(self) -> None:
        self.view.pulse = None
        self.ctl.forget_view()
        self.query.clear()
        self.lay = Layout(self.rect, len(self.query.seen.cities))

    def guide(self) -> list[tuple[str, str, pygame.Rect]]:
        """First game: the construction site, moving and turning the tile, Confirm, and the
        score panel, as the turn gets to each."""
        if not self.ctx.can_act:
            return []
        s = self.ctl.state
        lay = self.lay
        out: list[tuple[str, str, pygame.Rect]] = []
        if s.selected is None:
            out.append(("site", t("akropolis.guide.site"), lay.site))
            seat = self.query.seen.current
            if 0 <= seat < len(lay.panels):
                out.append(("score", t("akropolis.guide.score"), lay.panels[seat]))
        elif s.preview is None:
            out.append(("place", t("akropolis.guide.place"), lay.city))
        else:
            out.append(("confirm", t("akropolis.guide.confirm"), self.preview_buttons()["confirm"]))
        return out

    def show_hint(self, action: Action) -> bool:
        return self.ctl.show(action)

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
