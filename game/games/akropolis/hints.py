"""Why the Hint's tile and spot are good, in Akropolis terms (see :mod:`game.ai.hint`)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from .rules.actions import Place


def hint_reason(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    """The score it changes now (stones and their price included), from the engine's own
    placement preview."""
    if type(action) is not Place:
        return None
    change, _gained = rules.preview(state, action)
    total = sum(change.values())
    return Text("akropolis.hint.points", {"points": abs(total), "signed": f"{total:+d}"})
