"""The table's Hint: what the ``normal`` computer player would do, and why, in one line.

Every game answers: the move is the normal player's choice and its words are the engine's
``Rules.action_text``. A game may add the reason through a ``hint_reason`` function in its
``hints`` module, next to its AI hooks (``game.games.<id>.ai.hints``)::

    def hint_reason(rules, state, seat, action) -> Text | None

(e.g. Machi Koro: "+0.9 coins a round"), and may word the move itself for a hint with
``hint_words(rules, state, seat, action) -> Text | None`` (e.g. Akropolis: "take tile 12 and
put it where shown", since its UI shows the spot). No pygame here; the table runs :func:`suggest` on a
worker thread over a clone of the state the seat may see.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.protocol import Action, Text
from game.engine.registry import GameInfo

log = logging.getLogger(__name__)

HINT_LEVEL = "normal"

Reason = Callable[[Any, Any, int, Action], "Text | None"]


@dataclass(frozen=True)
class Suggestion:
    action: Action
    words: Text
    """The move, as the engine words it for the seat."""
    reason: Text | None
    """Why, when the game can say (None: the move alone)."""


def reason_hook(info: GameInfo, name: str = "hint_reason") -> Reason | None:
    """The game's ``hint_reason`` (or another hook of its hints module), or None."""
    try:
        module = importlib.import_module(f"game.games.{info.id}.ai.hints")
    except ModuleNotFoundError:
        return None
    hook = getattr(module, name, None)
    return hook if callable(hook) else None


def suggest(info: GameInfo, state: Any, seat: int, seed: int = 1,
            player: Any | None = None) -> Suggestion:
    """The normal player's move for ``seat`` in ``state`` (which the caller may not share:
    the player reads it) with its words and reason."""
    if player is None:
        from . import make_player

        player = make_player(HINT_LEVEL, info, seed)
    before = state.clone()
    action = player.choose(state, seat)
    return Suggestion(action, move_words(info, before, seat, action),
                      move_reason(info, before, seat, action))


def move_words(info: GameInfo, state: Any, seat: int, action: Action) -> Text:
    """``action`` in words for ``seat`` about to play it in ``state`` (the hint's wording)."""
    return _ask(info, "hint_words", state, seat, action) or \
        info.rules.action_text(state, action, seat)


def move_reason(info: GameInfo, state: Any, seat: int, action: Action) -> Text | None:
    """Why ``action`` is good for ``seat`` in ``state`` (the hint's reason), if the game says."""
    return _ask(info, "hint_reason", state, seat, action)


def _ask(info: GameInfo, name: str, state: Any, seat: int, action: Action) -> Text | None:
    hook = reason_hook(info, name)
    if hook is None:
        return None
    try:
        return hook(info.rules, state, seat, action)
    except Exception:  # noqa: BLE001 - a hook bug must not lose the hint
        log.exception("%s %s failed", info.id, name)
        return None


class Hinter:
    """``choose``-shaped, so the table's thread runner (``Thinker``) can run a hint."""

    def __init__(self, info: GameInfo, seed: int) -> None:
        from . import make_player

        self.info = info
        self.player = make_player(HINT_LEVEL, info, seed)

    def choose(self, state: Any, seat: int) -> Suggestion:
        return suggest(self.info, state, seat, player=self.player)

    def cancel(self) -> None:
        cancel = getattr(self.player, "cancel", None)
        if cancel is not None:
            cancel()
