"""Why the Hint's tile and spot are good, in Akropolis terms (see :mod:`game.ai.hint`)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..data import tile_name
from ..rules.actions import Place


def hint_reason(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    """The score it changes now (stones and their price included), from the engine's own
    placement preview."""
    if type(action) is not Place:
        return None
    change, _gained = rules.preview(state, action)
    total = sum(change.values())
    return Text("akropolis.hint.points", {"points": abs(total), "signed": f"{total:+d}"})


def hint_words(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    """The tile and its price; the table shows the spot on the board, so no coordinates."""
    if type(action) is not Place or not 0 <= action.site < len(state.site):
        return None
    tile = tile_name(state.site[action.site])
    if action.site == 0:
        return Text("akropolis.hint.take_free", {"tile": tile})
    return Text("akropolis.hint.take", {"tile": tile, "cost": action.site})
