"""20th Century AI hooks (see game/ai/hooks.py): the estimate of every seat's final QoL
(:mod:`.ai_eval`) turned into win chances, and an action abstraction.

Abstraction: opening bids, raises and prevention bids are cut to a few sensible amounts
(the lowest few and some steps above); then any decision with many options (bids, tile
placements, technology uses) is played one ply and ranked by the mover's estimate, the
best few kept, best first (Done, Pass, Withdraw always among them). Rankings are memoised by the mover's
own (public) region, so every determinized world of a search shares them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from game.engine.protocol import TERMINAL, Rules
from game.engine.rng import Rng

from ..rules import prevention, query
from ..rules.actions import (
    Buy,
    Done,
    NoClean,
    NoTech,
    Open,
    Pass,
    Prevent,
    Raise,
    Withdraw,
)
from ..rules.state import Player, TCState
from . import eval as ai_eval

PARAMS: dict[str, Any] = {
    "top_k": 4,  # ranked Maintenance options the search considers below the root
    "root_top_k": 8,  # ... and for the decision being taken (normal and hard)
    "rank_from": 1,  # decisions with more options than this are ranked (best first) and cut
    # bids within what the seat can explain: land bids keep a reserve (money_cap), prevention
    # bids at most the QoL the column saves and keep a technology's price (prevention_caps)
    "bid_caps": True,
    # ... for the decision being taken (None: as bid_caps; the search's inner decisions,
    # every seat's, keep bid_caps)
    "root_bid_caps": None,
}
"""20th Century's own preset keys with their values at every level (see game.ai.presets)."""

PRESETS: dict[str, dict[str, Any]] = {
    # a cap of iterations keeps a decision well under a second on a loaded machine and
    # makes `hard` the same player in `sim` and in the window; opponents below the root
    # play their best-ranked option so the search reaches its own next decisions
    # its own decision without bid caps (`hard` may play to win past the reserve where
    # `normal` must look sensible), every seat below the root with them: the search then
    # expects the sensible bids it will meet, not raises nobody makes (docs/ai.md: 63.3 %
    # of 150 games against two normals, 53.7 % of the same uncapped everywhere; capped
    # everywhere it won 12 of the first 30, uncapped 19)
    "hard": {"iterations": 300, "exploration": 0.2, "rollout_depth": 0,
             "opponent_top_k": 1, "top_k": 4, "root_top_k": 6, "prior_visits": 80,
             "root_bid_caps": False},
}

KEEP = (Done, Pass, Withdraw, NoTech, NoClean)
"""Actions every abstraction keeps (ending a Maintenance, leaving a bidding, ...)."""


def evaluate(rules: Rules[Any, Any], state: TCState) -> list[float]:
    n = state.n
    if state.final or rules.current_player(state) == TERMINAL:
        winners = rules.winners(state)
        if not winners:
            return [1.0 / n] * n
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    est = ai_eval.estimates(state)
    sharp = _softmax(est, 5.0 + 2.5 * (6 - state.round))
    # a seat far behind (or ahead) still prefers the bigger margin: a broad term keeps
    # the search's rewards from all rounding to 0 or 1
    broad = _softmax(est, 40.0)
    return [(1 - BROAD) * a + BROAD * b for a, b in zip(sharp, broad, strict=True)]


BROAD = 0.3


def _softmax(values: list[float], temp: float) -> list[float]:
    top = max(values)
    w = [math.exp((v - top) / temp) for v in values]
    total = sum(w)
    return [x / total for x in w]


def rollout_action(rules: Rules[Any, Any], state: TCState, rng: Rng) -> Any:
    return rules.sample_action(state, rng)


def _amounts(low: int, high: int) -> set[int]:
    """A few sensible amounts from ``low`` up to ``high``: the lowest three, then steps."""
    out = {b for b in (low, low + 1, low + 2, low + 4, low + 7) if b <= high}
    return out


def money_cap(state: TCState, seat: int) -> int:
    """The most a seat bids for a land: all its money in the last auction (round 5); before
    that it keeps a reserve of the subsidy's amount (the round's minimum price + 2, §7.5),
    so one land never leaves it unable to bid again, pay a technology use or compete next
    round (issue 25: ``normal`` paid 8-10 of its 10 coins for one round-I land)."""
    money = state.players[seat].money
    if state.round >= 5:
        return money
    return money - query.subsidy(state)


def science_reserve(state: TCState) -> int:
    """Science a seat keeps out of prevention bids: the next round's technology price at
    the marker (0 once no land auction is left, when science only ranks)."""
    price = query.next_tech_price(state)
    return 0 if price is None else price


def prevention_caps(state: TCState, seat: int) -> dict[int, int]:
    """The most science worth bidding in each column: one science per QoL point the
    evaluation says the column saves over the columns the seat could still take at no bid
    (the mean of their losses, :func:`.ai_eval.column_loss`), and never the science
    reserve (:func:`science_reserve`). Issue 25: ``normal`` bid 8-10 science, all it had,
    to move from a 2-cube column to the empty one in round I."""
    cols = prevention.columns(state)
    tops = prevention.tops(state, seat)
    loss = {c: ai_eval.column_loss(state, seat, c) for c in cols}
    free = [c for c in cols if tops[c] < 0]
    spare = max(0, prevention.limit(state, seat) - science_reserve(state))
    caps = {}
    for c in cols:
        others = [loss[f] for f in free if f != c] or [loss[f] for f in free] or [loss[c]]
        saved = sum(others) / len(others) - loss[c]
        caps[c] = min(spare, max(0, math.floor(saved + 1e-9)))
    return caps


def thin_bids(state: TCState, actions: list[Any], caps: bool = True) -> list[Any] | None:
    """Bids cut to a few sensible amounts within the caps above (prevention: the free
    0 bids in empty columns always stay, so the list is never empty)."""
    t = type(actions[0])
    if t is Open:
        keep = _amounts(state.min_price, money_cap(state, state.leader) if caps
                        else state.players[state.leader].money)
        return [a for a in actions if type(a) is not Open or a.bid in keep]
    if t is Raise:
        keep = _amounts(state.high_bid + 1, money_cap(state, state.bidder) if caps
                        else state.players[state.bidder].money)
        return [a for a in actions if type(a) is not Raise or a.bid in keep]
    if t is Prevent:
        seat = state.prev_turn
        tops = prevention.tops(state, seat)
        hi = prevention.limit(state, seat)
        cap = prevention_caps(state, seat) if caps else dict.fromkeys(tops, hi)
        bids = {c: {b for b in (v + 1, v + 2, v + 4) if b <= min(hi, cap[c]) or b == 0}
                for c, v in tops.items()}
        out = [a for a in actions if a.bid in bids.get(a.column, ())]
        if out:
            return out
        low = min(a.bid for a in actions)
        return [a for a in actions if a.bid == low]
    if t is Buy or t is Withdraw or t is Pass:
        return actions
    return None


_memo: dict[Any, list[Any]] = {}
_MEMO_MAX = 200_000


def _signature(state: TCState, seat: int) -> tuple[Any, ...]:
    """What a ranking depends on: the seat's region and holdings, the round, the decision on
    top, and every seat's money and science (the projected rankings read them; they
    are exact in every world, A-30, and not secret)."""
    p: Player = state.players[seat]
    tiles = tuple((tid, t.x, t.y, t.rot, tuple(t.cit), t.garbage, tuple(t.bridges))
                  for tid, t in p.tiles.items())
    top = state.stack.items[-1] if state.stack.items else None
    auction = (state.lot, state.high_bid, state.high_bidder, tuple(state.passed),
               state.bidder, state.leader, tuple(state.withdrawn), tuple(state.lands),
               tuple(state.techs), state.marker, state.prev_turn, state.prev_first,
               tuple((q.column, q.bid) for q in state.players))
    return (seat, state.round, state.phase, top.kind if top else None,
            top.get("plant") if top is not None and top.data else None, tiles, auction,
            tuple(p.pending), tuple(p.new_citizens), p.pending_garbage,
            tuple(tuple(u) for u in p.used), p.pollution, p.qol,
            tuple((q.money, q.science) for q in state.players))


def ranked(rules: Rules[Any, Any], state: TCState, actions: list[Any], top_k: int,
           caps: bool = True) -> list[Any]:
    """The ``top_k`` best ``actions`` by the mover's estimate after playing each, and the
    ones every abstraction keeps, best first."""
    seat = rules.current_player(state)
    key = (_signature(state, seat), top_k, len(actions), caps)
    hit = _memo.get(key)
    if hit is not None:
        return hit
    scored = []
    for i, a in enumerate(actions):
        child = state.clone()
        child.silent = True
        rules.apply(child, a, check=False)
        if child.final:
            v = 1e6 if seat in rules.winners(child) else -1e6
        else:
            v = ai_eval.estimates(child, only=seat)[seat]
        scored.append((-v, i, a))
    scored.sort(key=lambda x: (x[0], x[1]))
    # the best top_k and the kept kinds, still best first (a narrow opponent model takes
    # the first few, which must be its best moves, passing included)
    out = [a for k, (_, _, a) in enumerate(scored) if k < top_k or type(a) in KEEP]
    if len(_memo) > _MEMO_MAX:
        _memo.clear()
    _memo[key] = out
    return out


def _candidates(rules: Rules[Any, Any], state: TCState, actions: list[Any],
                top_k: int, rank_from: int, caps: bool = True) -> list[Any]:
    thin = thin_bids(state, actions, caps)
    if thin:
        actions = thin
    if len(actions) <= rank_from:
        return actions
    return ranked(rules, state, actions, top_k, caps)


def candidate_actions(rules: Rules[Any, Any], state: TCState, actions: list[Any],
                      params: Mapping[str, Any] = PARAMS) -> list[Any]:
    """Inside the search: bids thinned to a few amounts, long Maintenance lists ranked and
    cut to ``top_k``. Uses only what the mover sees."""
    return _candidates(rules, state, actions, params["top_k"], params["rank_from"],
                       params["bid_caps"])


def root_candidates(rules: Rules[Any, Any], state: TCState, actions: list[Any],
                    params: Mapping[str, Any] = PARAMS) -> list[Any]:
    """The decision being taken: the same abstraction with ``root_top_k`` ranked options."""
    caps = params["root_bid_caps"]
    return _candidates(rules, state, actions, params["root_top_k"], params["rank_from"],
                       params["bid_caps"] if caps is None else caps)

