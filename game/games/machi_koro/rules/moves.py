"""Listing and sampling the decisions of the build and trade steps."""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from ..data import NON_PURPLE_KINDS, NUM_KINDS, NUM_LANDMARKS
from .actions import BUILD, BUILD_LANDMARK, DECLINE, NOTHING, TRADES
from .flow import COST, GOLDEN, LM_COST, MASK64, MIX1, MIX2, draw
from .legality import why_not_build, why_not_landmark
from .state import MKState

# Build candidates of a random draw: 0 = nothing, then the kinds by cost, then the landmarks
# by cost. AFFORD[c] = (kinds, candidates) affordable with c coins: the first ones of each.
SORTED_K = tuple(sorted(range(NUM_KINDS), key=lambda k: COST[k]))
KIND_AT = (-1, *SORTED_K)
"""Candidate i in [1, kinds] -> its kind."""
MAX_COST = max(max(COST), max(LM_COST))
AFFORD_K = tuple(sum(1 for k in range(NUM_KINDS) if COST[k] <= c) for c in range(MAX_COST + 1))
AFFORD_L = tuple(sum(1 for m in range(NUM_LANDMARKS) if LM_COST[m] <= c) for c in range(MAX_COST + 1))
AFFORD = tuple((AFFORD_K[c], 1 + AFFORD_K[c] + AFFORD_L[c]) for c in range(MAX_COST + 1))
assert list(LM_COST) == sorted(LM_COST)


def sample_build(state: MKState, rng: Rng) -> Any:
    """A uniformly random legal build, by rejection among the affordable candidates
    (same distribution as choosing from ``build_actions`` without building the list); the
    legality of a candidate is :func:`.legality.why_not_build`'s, like everywhere."""
    a = state.active
    money = state.coins[a]
    nk, total = AFFORD[money if money < MAX_COST else MAX_COST]
    if total == 1:
        return NOTHING
    # One random word serves several tries: after i = x * total >> 64, the low 64 bits of the
    # product are a fresh uniform fraction. Six tries use under 30 of the word's 64 bits.
    z = rng.s = (rng.s + GOLDEN) & MASK64  # flow.draw, inlined: the hottest draw of a playout
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    x = ((z ^ (z >> 27)) * MIX2) & MASK64  # the top bits are SplitMix64's
    tries = 6
    while True:
        x *= total
        i = x >> 64
        if i <= nk:
            if not i:
                return NOTHING
            k = KIND_AT[i]
            if why_not_build(state, a, k) is None:
                return BUILD[k]
        elif why_not_landmark(state, a, i - 1 - nk) is None:
            return BUILD_LANDMARK[i - 1 - nk]
        tries -= 1
        if tries:
            x &= MASK64
        else:
            x, tries = draw(rng, 1 << 64), 6


def build_actions(state: MKState) -> list[Any]:
    """Build nothing, then every establishment, then every landmark ``why_not_*`` allows."""
    a = state.active
    out: list[Any] = [NOTHING]
    out.extend(BUILD[k] for k in range(NUM_KINDS) if why_not_build(state, a, k) is None)
    out.extend(BUILD_LANDMARK[m] for m in range(NUM_LANDMARKS)
               if why_not_landmark(state, a, m) is None)
    return out


def tradeable(city: list[int]) -> list[int]:
    """The non-purple kinds in a city (what the Business Center may exchange), in id order."""
    return [k for k in NON_PURPLE_KINDS if city[k]]


def trade_actions(state: MKState) -> list[Any]:
    a = state.active
    mine = tradeable(state.cards[a])
    out: list[Any] = [DECLINE]
    for i in range(1, state.n):
        o = (a + i) % state.n
        theirs = tradeable(state.cards[o])
        out.extend(TRADES[g, o, k] for g in mine for k in theirs)
    return out


def sample_trade(state: MKState, rng: Rng) -> Any:
    """Uniform over ``trade_actions`` without listing them."""
    a, n = state.active, state.n
    mine = tradeable(state.cards[a])
    others = []
    count = 0
    for i in range(1, n):
        o = (a + i) % n
        theirs = tradeable(state.cards[o])
        others.append((o, theirs))
        count += len(theirs)
    i = draw(rng, 1 + len(mine) * count)
    if i == 0:
        return DECLINE
    g, t = divmod(i - 1, count)
    for o, theirs in others:
        if t < len(theirs):
            return TRADES[mine[g], o, theirs[t]]
        t -= len(theirs)
    raise AssertionError("unreachable: t < count")
