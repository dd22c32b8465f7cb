"""Ginkgopolis AI hooks (see game/ai/hooks.py): a simple evaluation for the generic AI.

Each seat's estimate is its running score (VP, end-game cards, New Hand tokens, districts)
plus what its stock may still become: resources behind the screen (each can take a floor
worth about a point of majority and end-game value), tiles (a tile is an action's worth of
items) and the permanent bonuses of its tableau, which pay every round. The estimates are
turned into win chances with a softmax whose temperature grows with the scores.
"""

from __future__ import annotations

import math

from game.engine.protocol import TERMINAL, Rules

from .data import CARD_TRIGGER
from .rules.scoring import breakdown
from .rules.state import GState

RESOURCE_VALUE = 0.6
TILE_VALUE = 0.8
BONUS_VALUE = 0.5
"""Per permanent-bonus card and per round still to come (at most 6 counted)."""


def estimates(state: GState) -> list[float]:
    parts = breakdown(state)
    rounds_left = 0 if state.end_triggered else min(6, len(state.supply) // (2 * state.n) + 1)
    out = []
    for seat in range(state.n):
        score = float(sum(parts[seat].values()))
        stock = state.stock(seat) if seat != state.hal else 0
        tiles = len(state.screen_tiles[seat]) + len(state.contrib[seat])
        bonuses = sum(1 for c in state.tableaux[seat] if CARD_TRIGGER[c] >= 0)
        out.append(score + RESOURCE_VALUE * stock + TILE_VALUE * tiles
                   + BONUS_VALUE * bonuses * rounds_left)
    return out


def evaluate(rules: Rules, state: GState) -> list[float]:
    n = state.n
    if rules.current_player(state) == TERMINAL:
        winners = rules.winners(state)
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    est = estimates(state)
    top = max(est)
    temp = max(2.0, 0.15 * top)
    weights = [math.exp((e - top) / temp) for e in est]
    total = sum(weights)
    return [w / total for w in weights]
