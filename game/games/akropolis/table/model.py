"""What the Akropolis table may show and do, answered by the engine (no pygame).

One object per table: the controller and the view ask it, never the rules or the match
directly. Every answer is about the state the viewer may see (``match.seen_by(viewer)``, the
redacted state: stacks in canonical order) and is cached until ``match.version`` changes,
the one cache key of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from game.engine.match import Match
from game.engine.protocol import Viewer

from ..rules.actions import Place
from ..rules.engine import AkropolisRules
from ..rules.placement import ILLEGAL_KEYS
from ..rules.state import AkState

T = TypeVar("T")


class TableQuery:
    def __init__(self, match: Match, viewer: Callable[[], Viewer]) -> None:
        rules = match.rules
        assert isinstance(rules, AkropolisRules), "an Akropolis table needs Akropolis rules"
        self.match = match
        self.rules = rules
        self._viewer = viewer
        self._key: tuple[int, Viewer] | None = None
        self._cache: dict[str, dict[Any, Any]] = {}

    # --- the cache -------------------------------------------------------------------------
    def key(self) -> tuple[int, Viewer]:
        """(match version, viewer): what every answer depends on."""
        return self.match.version, self._viewer()

    def _memo(self, name: str, arg: Any, fn: Callable[[], T]) -> T:
        key = self.key()
        if key != self._key:
            self._cache = {}
            self._key = key
        table = self._cache.setdefault(name, {})
        if arg not in table:
            table[arg] = fn()
        return cast(T, table[arg])

    def clear(self) -> None:
        self._cache = {}
        self._key = None

    # --- the state as the viewer knows it ------------------------------------------------------
    @property
    def seen(self) -> AkState:
        st: AkState = self.match.seen_by(self._viewer())
        return st

    def has_city(self, seat: int) -> bool:
        st = self.seen
        return 0 <= seat < len(st.cities) and st.cities[seat] is not None

    # --- what may be done ------------------------------------------------------------------------
    def legal(self, seat: int) -> list[tuple[int, int, int]]:
        """Legal ``(q, r, rot)`` in ``seat``'s city, only while it is that seat's turn."""
        st = self.seen
        if st.finished or seat != st.current or st.cities[seat] is None:
            return []
        return self._memo("legal", seat, lambda: self.rules.legal_placements(st, seat))

    def legal_set(self, seat: int) -> set[tuple[int, int, int]]:
        return self._memo("legal_set", seat, lambda: set(self.legal(seat)))

    def affordable(self) -> list[int]:
        """Slots of the site the mover may take (none for the Architect, who is automatic)."""
        st = self.seen
        if st.cities[st.current] is None:
            return []
        return self._memo("afford", None, lambda: self.rules.affordable_slots(st))

    def check(self, seat: int, q: int, r: int, rot: int) -> tuple[int, str | None]:
        """(level, None) for a legal spot in ``seat``'s city, else (0, catalog key of why)."""
        city = self.seen.cities[seat]
        if city is None:
            return 0, "akropolis.illegal.no_city"
        level, code = city.check_qr(q, r, rot)
        return (level, None) if level else (0, ILLEGAL_KEYS[code])

    def level_of(self, seat: int, q: int, r: int, rot: int) -> int:
        return self.check(seat, q, r, rot)[0]

    def architect_choice(self) -> int | None:
        """The slot the solo Architect will take, while it is to move."""
        st = self.seen
        if st.finished or not st.is_architect(st.current):
            return None
        return self.rules.architect_choice(st)

    # --- what it is worth ------------------------------------------------------------------------
    def preview(self, action: Place) -> tuple[dict[str, int], int]:
        """Points per breakdown key and stones gained if the mover played ``action``."""
        return self._memo("preview", action, lambda: self.rules.preview(self.seen, action))

    def details(self, seat: int) -> dict[str, dict[str, int]]:
        return self._memo("details", seat, lambda: self.rules.score_details(self.seen, seat))

    def points(self, seat: int) -> dict[str, int]:
        return self._memo("points", seat, lambda: self.rules.seat_points(self.seen, seat))

    def winners(self) -> list[int]:
        return self._memo("winners", None, lambda: self.rules.winners(self.seen))

    # --- what a city looks like --------------------------------------------------------------------
    def columns(self, seat: int) -> dict[tuple[int, int], tuple[int, int, int]]:
        city = self.seen.cities[seat]
        if city is None:
            return {}
        return self._memo("columns", seat, city.columns)

    def cells(self, seat: int) -> list[tuple[int, int]]:
        return list(self.columns(seat))

    def memo(self, name: str, arg: Any, fn: Callable[[], T]) -> T:
        """Any other answer derived from the above (spots, fitted cameras), cached alike."""
        return self._memo(name, arg, fn)
