"""Event building that a silenced state (a search copy) skips.

Hot call sites also test ``st.silent`` themselves, so a playout does not even build the
keyword arguments of an event nobody reads."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event

from .state import TCState


def emit(st: TCState, ev: list[Event], kind: str, player: int | None = None,
         **data: Any) -> None:
    if not st.silent:
        ev.append(Event(kind, player, data))


def move_pollution(p: Any, steps: int) -> None:
    """Move the pollution marker (negative: left), capped at -6 and +6 (A-26)."""
    p.pollution = max(-6, min(6, p.pollution + steps))
