"""Why the Hint's move is good, in Machi Koro's terms (see :mod:`game.ai.hint`)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..data import KIND_BY_KEY, LANDMARK_BY_KEY, LANDMARKS
from ..rules.actions import Build, BuildLandmark
from ..rules.query import income_per_round
from ..rules.state import MKState


def hint_reason(rules: Any, state: MKState, seat: int, action: Any) -> Text | None:
    """A card: the coins a round it adds (every seat rolling once, as the cities stand).
    A landmark: how many are left to win. Anything else: no reason beyond the move."""
    if type(action) is Build:
        after = state.clone()
        after.cards[seat][KIND_BY_KEY[action.card]] += 1
        gain = income_per_round(after, seat) - income_per_round(state, seat)
        return Text("machi_koro.hint.income", {"gain": f"{gain:+.1f}"})
    if type(action) is BuildLandmark:
        bit = 1 << LANDMARK_BY_KEY[action.landmark]
        left = sum(1 for i in range(len(LANDMARKS)) if not (state.landmarks[seat] | bit) >> i & 1)
        if left == 0:
            return Text("machi_koro.hint.wins", {})
        return Text("machi_koro.hint.landmarks_left", {"n": left})
    return None
