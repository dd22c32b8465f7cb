"""A table's model: every answer about the game that the controller and the view need,
asked of the engine (``rules/query``, ``legal_actions``) about the state the viewer may see,
and cached once per position.

The one cache key of a table is ``(match version, viewer, can_act)``: a move, an undo, a load
or a hand-over drops every answer at once, so no part of a table keeps its own copy of
"what is legal now". A game subclasses :class:`TableModel` with the questions its table
asks; each answer is a ``rules/query`` function (pure, tested) wrapped in :meth:`memo`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar, cast

from game.engine import Action, GameConfig, Rules
from game.engine.protocol import Viewer

from ..i18n import t
from ..theme import Colour, Theme
from .contract import TableContext

S = TypeVar("S")
T = TypeVar("T")
Key = tuple[int, Viewer, bool]


class TableModel(Generic[S]):
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self._key: Key | None = None
        self._memo: dict[str, dict[Hashable, Any]] = {}
        self.misses = 0
        """Answers computed (not found in the cache): tests check that asking twice is free."""

    # --- the cache -----------------------------------------------------------------------
    def key(self) -> Key:
        ctx = self.ctx
        return ctx.version, ctx.viewer, ctx.can_act

    def memo(self, name: str, arg: Hashable, fn: Callable[[], T]) -> T:
        """``fn()`` once per position and viewer for ``(name, arg)``."""
        key = self.key()
        if key != self._key:
            self._memo = {}
            self._key = key
        table = self._memo.setdefault(name, {})
        if arg not in table:
            self.misses += 1
            table[arg] = fn()
        return cast(T, table[arg])

    def clear(self) -> None:
        self._memo = {}
        self._key = None

    # --- the table --------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The state as the viewer may know it (redacted): all a table may read."""
        return cast(S, self.ctx.state)

    @property
    def rules(self) -> Rules[Any, Any]:
        return self.ctx.rules

    @property
    def config(self) -> GameConfig:
        return self.ctx.config

    @property
    def theme(self) -> Theme:
        return self.ctx.theme

    @property
    def viewer(self) -> Viewer:
        return self.ctx.viewer

    @property
    def can_act(self) -> bool:
        return self.ctx.can_act

    @property
    def version(self) -> int:
        return self.ctx.version

    @property
    def seats(self) -> int:
        return self.ctx.config.num_players

    def is_human(self, seat: int) -> bool:
        return self.ctx.is_human(seat)

    def colour(self, seat: int) -> Colour:
        return self.ctx.colour(seat)

    def seat_name(self, seat: int | None) -> str:
        """The name a seat plays under (empty for no seat)."""
        if seat is None or not 0 <= seat < self.seats:
            return ""
        names = self.ctx.names
        if seat < len(names) and names[seat]:
            return str(names[seat])
        return self.ctx.config.players[seat].name

    def who(self, seat: int | None) -> str:
        """A seat's name, or "you" for the viewer (captions speak to the one watching)."""
        if seat is not None and seat == self.viewer:
            return t("app.table.you")
        return self.seat_name(seat)

    # --- what may be done ----------------------------------------------------------------------
    def legal(self) -> Sequence[Action]:
        """The viewer's legal actions now (none when it may not act)."""
        return self.memo("legal", None, lambda: list(self.rules.legal_actions(self.state))
                         if self.can_act else [])

    def legal_set(self) -> frozenset[Action]:
        return self.memo("legal_set", None, lambda: frozenset(self.legal()))

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_set()
