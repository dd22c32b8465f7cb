"""Building Event objects fast: apply emits several per turn and playouts make millions.

``Event`` is a frozen slotted dataclass whose generated ``__init__`` sets each field through
``object.__setattr__``; writing the slots through their descriptors is about 2.5x cheaper.
Every Machi Koro event is public (``visible_to`` None): the only hidden thing, the order of
the market decks, is never told by an event (a refill reveals the card it turns face up).
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event

_SLOTS: dict[str, Any] = dict(vars(Event))
_new = Event.__new__
_kind = _SLOTS["kind"].__set__
_player = _SLOTS["player"].__set__
_data = _SLOTS["data"].__set__
_visible = _SLOTS["visible_to"].__set__
_redacted = _SLOTS["redacted"].__set__


def event(kind: str, player: int | None, data: dict[str, Any]) -> Event:
    e = _new(Event)
    _kind(e, kind)
    _player(e, player)
    _data(e, data)
    _visible(e, None)
    _redacted(e, None)
    return e
