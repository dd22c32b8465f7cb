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
from .rules import prevention
from .rules.actions import Open, Prevent, Raise
from .rules.income import land_points
from .rules.state import TCState

COIN = 0.3
"""QoL a coin (or a science point) in hand is worth."""
GROWTH = 0.35
"""QoL a point of money or science income is worth per round left."""


def _left(state: TCState) -> tuple[int, int]:
    """Income phases still to come: (QoL, money and science)."""
    left = 6 - state.round + (1 if state.phase in ("auction", "prevention", "maintenance")
                              else 0)
    return left, max(0, left - (1 if state.round >= 5 else 0))


def land_value(state: TCState, land: str) -> float:
    """What a displayed land would add: its best city with the one citizen it brings."""
    left, money_left = _left(state)
    d = state.data.tiles[land]
    best = 0.0
    for c in d.cities:
        pm, ps, pq = d.nodes[c].prod
        best = max(best, pq * left + GROWTH * (pm + ps) * money_left)
    return best + 0.5 * left * sum(1 for c in d.cities if d.nodes[c].recycling)


def estimate(state: TCState, seat: int) -> float:
    p = state.players[seat]
    m, s, q = net.production(p)
    left, money_left = _left(state)
    value = float(p.qol) + q * left + GROWTH * (m + s) * money_left
    value += land_points(state, p) + state.data.pollution_value[p.pollution]
    value += COIN * (p.money + p.science) - 1.5 * p.pending_garbage
    if state.phase == "auction" and state.lands:
        # the lands still to win: a share for everyone still bidding, and the lot for its
        # high bidder at the price bid (a one-ply search sees no further)
        if state.lot is not None and state.high_bidder == seat:
            value += land_value(state, state.lot) - COIN * state.high_bid - 1.5 * (p.won + 1)
        if seat not in state.withdrawn:
            active = state.n - len(state.withdrawn)
            rest = [land_value(state, x) for x in state.lands if x != state.lot]
            if rest:
                share = min(1.0, len(rest) / active)
                value += 0.5 * share * (sum(rest) / len(rest) - COIN * state.min_price * 2)
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


def _keep_bid(bid: int, low: int, high: int) -> bool:
    """Bids worth a look: the few lowest, a few round steps, and everything in hand."""
    return bid - low < 3 or bid == high or (bid - low) % 3 == 0


def candidate_actions(rules: Rules[Any, Any], state: TCState, actions: list[Any]) -> list[Any]:
    """Thin out the long lists of amounts (opening bids, raises, prevention bids); every
    other decision keeps all its actions. Uses only what the mover sees."""
    out = []
    for a in actions:
        t = type(a)
        if t is Open:
            if not _keep_bid(a.bid, state.min_price, state.players[state.leader].money):
                continue
        elif t is Raise:
            if not _keep_bid(a.bid, state.high_bid + 1, state.players[state.bidder].money):
                continue
        elif t is Prevent:
            low = prevention.top(state, a.column, state.prev_turn) + 1
            if a.bid - low >= 3:
                continue
        out.append(a)
    return out or actions
