"""The 20th Century table's model: every answer about the position the controller and the
view need, asked of ``rules.query`` (and the engine) about the state the viewer may see, and
cached once per (version, viewer, can_act) by the kit's :class:`TableModel`."""

from __future__ import annotations

import pygame

from game.engine import Action, Event, Text
from game.ui.table.camera import Camera
from game.ui.table.model import TableModel

from ..rules import query as q
from ..rules.state import TCState
from .layout import fitted

Box = tuple[int, int, int, int]


class TCModel(TableModel[TCState]):
    # --- the decision on top -------------------------------------------------------------
    def step(self) -> q.Step:
        return self.memo("step", None, lambda: q.step(self.state))

    def acting(self) -> bool:
        """The viewer may act on the decision on top."""
        s = self.step()
        return self.can_act and s.seat >= 0 and s.seat == self.viewer

    def region_seat(self) -> int | None:
        """The seat whose region the decision on top works on (None: on the board)."""
        return self.memo("region_seat", None, lambda: q.region_seat(self.state))

    def explain(self, action: Action) -> str | None:
        """The engine's reason ``action`` is refused now (None: legal)."""
        return self.memo("explain", action, lambda: q.explain(self.state, action))

    def winners(self) -> list[int]:
        return self.memo("winners", None, lambda: list(self.rules.winners(self.state)))

    def standings(self) -> list[int]:
        return self.memo("standings", None, lambda: q.standings(self.state))

    def help_topic(self) -> str:
        """The rules reference's section for this moment (F1)."""
        return self.memo("help", None, lambda: q.help_topic(self.state))

    # --- the auction and the prevention ------------------------------------------------------
    def bid_range(self) -> tuple[int, int] | None:
        return self.memo("bid_range", None, lambda: q.bid_range(self.state))

    def bid_base(self) -> int | None:
        return self.memo("bid_base", None, lambda: q.bid_base(self.state))

    def prevention_base(self, column: int) -> int | None:
        return self.memo("prevention_base", column,
                         lambda: q.prevention_base(self.state, column))

    def buy_price(self) -> int:
        return q.buy_price(self.state)

    def withdrawal(self) -> q.Withdrawal | None:
        return self.memo("withdrawal", None, lambda: q.withdrawal(self.state))

    def prevention_columns(self) -> tuple[int, ...]:
        return self.memo("prevention_columns", None, lambda: q.prevention_columns(self.state))

    def prevention_range(self, column: int) -> tuple[int, int] | None:
        return self.memo("prevention_range", column,
                         lambda: q.prevention_range(self.state, column))

    # --- seats and regions ------------------------------------------------------------------
    def production(self, seat: int) -> tuple[int, int, int]:
        return self.memo("production", seat, lambda: q.production(self.state, seat))

    def holdings_visible(self, seat: int) -> bool:
        return self.ctx.revealed or q.holdings_visible(self.state, seat, self.viewer)

    def region_box(self, seat: int) -> Box:
        return self.memo("region_box", seat, lambda: q.region_box(self.state, seat))

    def fitted(self, seat: int, view: pygame.Rect) -> Camera:
        """The camera fitted to the seat's region in ``view`` (a board nobody moved)."""
        return self.memo("fitted", (seat, tuple(view)),
                         lambda: fitted(view, self.region_box(seat)))

    def tech_kind(self, tech: str) -> str:
        return q.tech_kind(self.state, tech)

    def tech_spent(self, seat: int, index: int) -> bool:
        return q.tech_spent(self.state, seat, index)

    def start_player(self) -> tuple[int, str] | None:
        return self.memo("start_player", None, lambda: q.start_player(self.state))

    def lands_won(self, seat: int) -> int:
        return q.lands_won(self.state, seat)

    def pollution_points(self, seat: int) -> tuple[int, int]:
        return q.pollution_points(self.state, seat)

    # --- Maintenance and Income ----------------------------------------------------------------
    def attach_change(self, action: Action) -> tuple[int, int, int] | None:
        return self.memo("attach_change", action, lambda: q.attach_change(self.state, action))

    def use_modes(self) -> list[q.Mode]:
        return self.memo("use_modes", None, lambda: q.use_modes(self.state))

    def current_plant(self) -> tuple[str, str] | None:
        return self.memo("current_plant", None, lambda: q.current_plant(self.state))

    def anchors(self, seat: int, land: str) -> list[tuple[str, int]]:
        return self.memo("anchors", (seat, land), lambda: q.anchors(self.state, seat, land))

    def targets(self, mode: q.Mode | None, first: tuple[str, str] | None, held: str | None,
                rot: int, previewing: bool) -> dict[q.Target, Action]:
        """What may be clicked on the region and the tray (only while the viewer acts)."""
        if not self.acting():
            return {}
        key = (mode, first, held, rot, previewing)
        return self.memo("targets", key, lambda: q.region_targets(
            self.state, mode, first, held, rot, previewing))

    def lit(self, mode: q.Mode | None, first: tuple[str, str] | None, held: str | None,
            rot: int, previewing: bool) -> frozenset[q.Target]:
        """The targets whose click is legal (or a sensible first click)."""
        key = (mode, first, held, rot, previewing)
        return self.memo("lit", key, lambda: q.lit_targets(
            self.state, self.targets(mode, first, held, rot, previewing)))

    def action_targets(self, seat: int, action: Action) -> list[q.Target] | None:
        return q.action_targets(self.state, seat, action)

    # --- words of the engine ---------------------------------------------------------------
    def event_text(self, event: Event) -> Text | None:
        return self.rules.event_text(event, self.viewer)
