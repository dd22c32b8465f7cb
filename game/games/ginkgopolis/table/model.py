"""What the Ginkgopolis table asks about the position: the answers of ``rules/query`` (and
``legal_actions``) about the state the viewer may see, cached once per position, viewer and
whether it may act (the kit's :class:`~game.ui.table.model.TableModel`)."""

from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.protocol import Event, Text
from game.ui.i18n import t
from game.ui.table.camera import Camera
from game.ui.table.model import TableModel

from ..rules import frames, query
from ..rules.frames import City
from ..rules.state import GState, Square
from .layout import Layout, fitted_camera

Leaders = list[query.District]


class GinkgoModel(TableModel[GState]):
    # --- who ------------------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        """A seat's name; Hal reads as Hal (or Hal the expert) whatever the seat was called."""
        hal = self.memo("hal", None, lambda: query.hal(self.state))
        if hal is not None and seat == hal[0]:
            return t("ginkgopolis.solo.hal_expert" if hal[1] else "ginkgopolis.solo.hal")
        return super().seat_name(seat)

    def decision(self) -> Decision | None:
        """The pending decision when the viewer takes it and may act now, else None."""
        return self.memo("decision", None, lambda: query.decision_for(self.state, self.viewer)
                         if self.can_act else None)

    def kind(self) -> str | None:
        d = self.decision()
        return None if d is None else d.kind

    def deciding_seat(self) -> int | None:
        """The seat whose decision is pending (None: the game is over)."""
        return self.memo("deciding", None, lambda: query.deciding_seat(self.state))

    def is_over(self) -> bool:
        return self.memo("over", None, lambda: self.rules.is_over(self.state))

    def help_topic(self) -> str:
        """The rules reference's section for this moment (F1)."""
        return self.memo("help", None, lambda: query.help_topic(self.state))

    # --- the viewer's own things ------------------------------------------------------------------
    def own_seat(self) -> int | None:
        """The viewer's seat when it has a private view (not Hal, not the public view)."""
        return self.memo("own_seat", None, lambda: query.own_seat(self.state, self.viewer))

    def screen(self) -> query.Screen | None:
        return self.memo("screen", None, lambda: query.screen(self.state, self.viewer))

    def cards_shown(self) -> list[str]:
        """The viewer's hand row: its draft packet while drafting, else its hand."""
        return self.memo("cards", None, lambda: query.cards_shown(self.state, self.viewer))

    def tiles_shown(self) -> list[str]:
        return self.memo("tiles", None, lambda: query.tiles_shown(self.state, self.viewer))

    def tile_row(self) -> list[tuple[str, bool]]:
        """The screen's row: each tile and whether it was given already (first exhaustion)."""
        return self.memo("tile_row", None, lambda: query.tile_row(self.state, self.viewer))

    def own_rows(self) -> list[list[str]]:
        """The viewer's tableau (the Characters it kept, while drafting) by trigger."""
        return self.memo("own_rows", None, lambda: query.tableau_rows(
            query.tableau_shown(self.state, self.viewer)))

    def has_tableau(self) -> bool:
        return any(self.own_rows())

    def pick_shown(self) -> tuple[str, str | None] | None:
        return self.memo("pick", None, lambda: query.pick_shown(self.state, self.viewer))

    def new_hands(self, seat: int) -> int | None:
        """A seat's New Hand tokens (None in solo: there is no New Hand)."""
        return self.memo("new_hands", seat, lambda: query.new_hands(self.state, seat))

    def offers_new_hand(self) -> bool:
        return query.new_hands(self.state, 0) is not None

    # --- what a pick would do ---------------------------------------------------------------------
    def preview(self, card: str | None, tile: str | None) -> query.Preview | None:
        """What the selection of ``card`` (and ``tile``) would do, while the viewer selects;
        None for a Character (a draft pick) or nothing picked."""
        if card is None or self.kind() != "select" or card.startswith("CH"):
            return None
        seat = self.viewer
        assert seat is not None
        return self.memo("preview", (card, tile),
                         lambda: query.preview(self.state, seat, card, tile))

    def hal_target(self, card: str | None) -> Square | None:
        """Where the card picked for Hal would have him act."""
        if card is None or self.kind() != "hal_card":
            return None
        return self.memo("hal_target", card, lambda: query.hal_target(self.state, card))

    def target(self, card: str) -> Square | None:
        """The square a card names (its building or its token)."""
        return self.memo("target", card, lambda: query.target(self.state, card))

    # --- the city -------------------------------------------------------------------------------
    def token_targets(self) -> list[Square]:
        """The legal squares of a token move the viewer decides now."""
        return self.memo("token_targets", None, lambda: query.token_targets(
            self.state, self.viewer if self.can_act else None))

    def world_squares(self) -> list[Square]:
        return self.memo("world", None, lambda: query.world_squares(
            self.state, self.viewer if self.can_act else None))

    def fitted(self, lay: Layout) -> Camera:
        """The camera that shows the whole city (and the token's squares) in ``lay``."""
        return self.memo("fitted", (tuple(lay.city), tuple(lay.city_fit)),
                         lambda: fitted_camera(lay.city, lay.city_fit, self.world_squares()))

    def city(self) -> City:
        """The live public city."""
        return self.memo("city", None, lambda: frames.city(self.state))

    def district_leaders(self, city: City) -> Leaders:
        """Each district of ``city`` with its leader; cached for the live city (a step's
        city is asked once per painting of the city)."""
        if city is self.city():
            return self.memo("leaders", None, lambda: query.district_leaders(city))
        return query.district_leaders(city)

    def card_public(self, name: str) -> bool:
        """The viewer may see where ``name`` is now (so a caption may name it)."""
        return self.memo("public", name, lambda: query.card_public(self.state, self.viewer, name))

    def facts(self) -> query.Facts:
        """Round, deck, tile supply, discard pile and the end's warning (all public)."""
        return self.memo("facts", None, lambda: query.facts(self.state))

    # --- the seats ---------------------------------------------------------------------------------
    def first_player(self) -> int | None:
        return self.memo("first", None, lambda: query.first_player(self.state))

    def seat_status(self, seat: int) -> tuple[str, int] | None:
        return self.memo("status", seat, lambda: query.seat_status(self.state, seat))

    def counts(self, seat: int) -> query.Counts:
        """What every seat may know of ``seat``: its counts."""
        return self.memo("counts", seat, lambda: query.public_counts(self.state, seat))

    def seat_rows(self, seat: int) -> list[list[str]]:
        """A seat's public tableau by trigger."""
        return self.memo("rows", seat, lambda: query.tableau_rows(self.state.tableaux[seat]))

    # --- the log's words --------------------------------------------------------------------------
    def event_text(self, event: Event) -> Text | None:
        return self.rules.event_text(event, self.viewer)

