"""Event building that a silenced state (a search copy) skips (the events' words are
:mod:`.words`).

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

