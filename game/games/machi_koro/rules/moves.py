"""Listing and sampling the decisions of the build and trade steps."""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from ..data import NON_PURPLE_KINDS
from .actions import BUILD, BUILD_LANDMARK, DECLINE, NOTHING, TRADES
from .flow import COST, GOLDEN, IS_PURPLE, LM_COST, MASK64
from .state import MKState

# Kinds and landmarks sorted by cost: the first AFFORD_K[c] kinds cost at most c coins.
SORTED_K = tuple(sorted(range(15), key=lambda k: COST[k]))
MAX_COST = max(max(COST), max(LM_COST))
AFFORD_K = tuple(sum(1 for k in range(15) if COST[k] <= c) for c in range(MAX_COST + 1))
AFFORD_L = tuple(sum(1 for m in range(4) if LM_COST[m] <= c) for c in range(MAX_COST + 1))
assert list(LM_COST) == sorted(LM_COST)


def sample_build(state: MKState, rng: Rng) -> Any:
    """A uniformly random legal build, by rejection among the affordable candidates
    (same distribution as choosing from ``build_actions`` without building the list)."""
    a = state.active
    money = state.coins[a]
    if money > MAX_COST:
        money = MAX_COST
    nk = AFFORD_K[money]
    total = 1 + nk + AFFORD_L[money]
    if total == 1:
        return NOTHING
    while True:
        # rng.next64() inlined (SplitMix64): this is the hottest call of a random playout
        z = rng.s = (rng.s + GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        i = ((z ^ (z >> 31)) * total) >> 64
        if i == 0:
            return NOTHING
        if i <= nk:
            k = SORTED_K[i - 1]
            if state.supply[k]:
                if IS_PURPLE[k]:
                    if not state.cards[a][k]:
                        return BUILD[k]
                elif not state.limit or state.cards[a][k] < state.limit:
                    return BUILD[k]
        elif not state.landmarks[a] >> (i - 1 - nk) & 1:
            return BUILD_LANDMARK[i - 1 - nk]


def build_actions(state: MKState) -> list[Any]:
    a = state.active
    money = state.coins[a]
    city = state.cards[a]
    supply = state.supply
    limit = state.limit
    out: list[Any] = [NOTHING]
    for k in range(15):
        if supply[k] and COST[k] <= money:
            if IS_PURPLE[k]:
                if city[k]:
                    continue
            elif limit and city[k] >= limit:
                continue
            out.append(BUILD[k])
    built = state.landmarks[a]
    for m in range(4):
        if not built >> m & 1 and LM_COST[m] <= money:
            out.append(BUILD_LANDMARK[m])
    return out


def trade_actions(state: MKState) -> list[Any]:
    a = state.active
    mine = [k for k in NON_PURPLE_KINDS if state.cards[a][k]]
    out: list[Any] = [DECLINE]
    for i in range(1, state.n):
        o = (a + i) % state.n
        theirs = [k for k in NON_PURPLE_KINDS if state.cards[o][k]]
        out.extend(TRADES[g, o, k] for g in mine for k in theirs)
    return out


def sample_trade(state: MKState, rng: Rng) -> Any:
    """Uniform over ``trade_actions`` without listing them."""
    a = state.active
    cards = state.cards
    mine = [k for k in NON_PURPLE_KINDS if cards[a][k]]
    theirs = []
    for i in range(1, state.n):
        o = (a + i) % state.n
        theirs.extend((o, k) for k in NON_PURPLE_KINDS if cards[o][k])
    i = (rng.next64() * (1 + len(mine) * len(theirs))) >> 64
    if i == 0:
        return DECLINE
    g, t = divmod(i - 1, len(theirs))
    o, k = theirs[t]
    return TRADES[mine[g], o, k]


