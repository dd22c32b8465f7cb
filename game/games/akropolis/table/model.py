"""What the Akropolis table may show and do: the answers of ``rules/query`` about the state
the viewer may see (the redacted state), cached by the kit's :class:`TableModel` per match
version, viewer and whether it may act. The controller and the views ask here, never the
rules or the match.

Besides the rules' answers it keeps the pure geometry drawn from them (a city's fitted
camera, its legal spots' centres), so a frame recomputes nothing while the position stands.
"""

from __future__ import annotations

import pygame

from game.ui.table.camera import Bounds, Camera
from game.ui.table.model import TableModel

from ..rules import query
from ..rules.actions import Place
from ..rules.query import Cell, Collection, Column, Offer, Spot
from ..rules.state import AkState
from . import words
from .layout import Layout, SpotCentre, fit_city, fit_thumb, pan_bounds, spots_by_rotation


class AkModel(TableModel[AkState]):
    # --- seats ----------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        """The Illustrious Architect by its title, every other seat by its name."""
        if seat is not None and self.is_architect(seat):
            return words.architect()
        return super().seat_name(seat)

    def is_architect(self, seat: int) -> bool:
        return self.state.is_architect(seat)

    def has_city(self, seat: int) -> bool:
        return query.has_city(self.state, seat)

    def mover(self) -> int | None:
        """The seat to move (None once the game is over)."""
        return query.mover(self.state)

    def home_seat(self) -> int:
        """The city shown by default: the viewer's, else the mover's, else the first city."""
        st = self.state
        for seat in (self.viewer, st.current):
            if seat is not None and self.has_city(seat):
                return seat
        return next(i for i in range(len(st.cities)) if self.has_city(i))

    # --- what may be done -------------------------------------------------------------------
    def legal_spots(self, seat: int) -> list[Spot]:
        """Legal ``(q, r, rot)`` in ``seat``'s city, only while it is that seat's turn."""
        return self.memo("legal_spots", seat, lambda: query.legal_spots(self.state, seat))

    def spot_set(self, seat: int) -> frozenset[Spot]:
        return self.memo("spot_set", seat, lambda: frozenset(self.legal_spots(seat)))

    def spots(self, seat: int) -> dict[int, list[SpotCentre]]:
        """The legal anchors per rotation with their tiles' world centres (snapping, markers)."""
        return self.memo("spots", seat, lambda: spots_by_rotation(self.legal_spots(seat)))

    def check(self, seat: int, q: int, r: int, rot: int) -> tuple[int, str | None]:
        """(level, None) for a legal spot in ``seat``'s city, else (0, catalog key of why)."""
        return query.check(self.state, seat, q, r, rot)

    def level_of(self, seat: int, q: int, r: int, rot: int) -> int:
        return self.check(seat, q, r, rot)[0]

    def pickable(self) -> list[int]:
        """Slots of the site the mover may pick up (none while the Architect moves)."""
        return self.memo("pickable", None, lambda: query.pickable_slots(self.state))

    def offers(self) -> list[Offer]:
        """The site's tiles with their prices and whether the mover can pay them."""
        return self.memo("offers", None, lambda: query.site_offers(self.state))

    def collection(self) -> Collection | None:
        """The solo Architect's starting tile and taken tiles, as its score counts them."""
        return self.memo("collection", None, lambda: query.architect_collection(self.state))

    def architect_pick(self) -> int | None:
        """The slot the solo Architect will take, while it is to move."""
        return self.memo("architect_pick", None, lambda: query.architect_pick(self.state))

    # --- what it is worth ------------------------------------------------------------------------
    def preview(self, action: Place) -> tuple[dict[str, int], int]:
        """Points per breakdown key and stones gained if the mover played ``action``."""
        return self.memo("preview", action, lambda: query.preview(self.state, action))

    def details(self, seat: int) -> dict[str, dict[str, int]]:
        return self.memo("details", seat, lambda: query.score_details(self.state, seat))

    def points(self, seat: int) -> dict[str, int]:
        return self.memo("points", seat, lambda: query.seat_points(self.state, seat))

    def total(self, seat: int) -> int:
        return self.memo("total", seat, lambda: query.seat_total(self.state, seat))

    def winners(self) -> list[int]:
        return self.memo("winners", None, lambda: query.winners(self.state))

    # --- what a city looks like --------------------------------------------------------------------
    def columns(self, seat: int) -> dict[Cell, Column]:
        return self.memo("columns", seat, lambda: query.columns(self.state, seat))

    def cells(self, seat: int) -> list[Cell]:
        return self.memo("cells", seat, lambda: query.city_cells(self.state, seat))

    def last_placed(self, seat: int) -> Spot | None:
        return self.memo("last", seat, lambda: query.last_placed(self.state, seat))

    def fitted(self, seat: int, lay: Layout) -> Camera:
        """The camera showing the whole city in the big view (shared: never change it)."""
        key = (seat, tuple(lay.city), lay.k)
        return self.memo("fitted", key, lambda: fit_city(lay.city, self.cells(seat), lay.k))

    def thumb_camera(self, seat: int, rect: pygame.Rect, lay: Layout) -> Camera:
        key = (seat, tuple(rect), lay.k)
        return self.memo("thumb", key, lambda: fit_thumb(rect, self.cells(seat), lay.k))

    def pan_bounds(self, seat: int) -> Bounds:
        """How far the city's camera may be panned."""
        return self.memo("pan_bounds", seat, lambda: pan_bounds(self.cells(seat)))
