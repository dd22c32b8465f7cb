"""20th Century AI hooks (see game/ai/hooks.py): a simple evaluation of every seat's final
QoL, turned into win chances, and a playout policy that avoids the longest random tails.

The estimate: QoL so far, QoL income for the Income phases still to come, money and science
income for the rounds left (worth a little, they buy lands and prevention), the land and
pollution values the final scoring would give now, and a share of the money and science
rankings.
"""

from __future__ import annotations

import math
from typing import Any

from game.engine.protocol import TERMINAL, Rules
from game.engine.rng import Rng

from .rules import network as net
from .rules.income import land_points
from .rules.state import TCState


def estimate(state: TCState, seat: int) -> float:
    p = state.players[seat]
    m, s, q = net.production(p)
    left = 6 - state.round + (1 if state.phase in ("auction", "prevention", "maintenance")
                              else 0)
    money_left = max(0, left - (1 if state.round >= 5 else 0))
    value = float(p.qol) + q * left + 0.35 * (m + s) * money_left
    value += land_points(state, p) + state.data.pollution_value[p.pollution]
    value += 0.15 * (p.money + p.science) - 1.5 * p.pending_garbage
    return value


def evaluate(rules: Rules[Any, Any], state: TCState) -> list[float]:
    n = state.n
    if rules.current_player(state) == TERMINAL:
        winners = rules.winners(state)
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    est = [estimate(state, i) for i in range(n)]
    top = max(est)
    temp = 6.0 + 2.0 * (6 - state.round)
    w = [math.exp((e - top) / temp) for e in est]
    total = sum(w)
    return [x / total for x in w]


def rollout_action(rules: Rules[Any, Any], state: TCState, rng: Rng) -> Any:
    return rules.sample_action(state, rng)
