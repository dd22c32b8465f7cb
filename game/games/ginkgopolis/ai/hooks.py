"""Ginkgopolis AI hooks (see game/ai/hooks.py): evaluation, move filters and presets.

The evaluation is :mod:`.ai_eval`'s projection of every seat's final total, taken after the
round's committed actions are resolved on a copy (:func:`.ai_eval.settle`), turned into win
chances. A selection offers every card alone or with every tile (often 40 moves); most tiles
are interchangeable for a given card, so :func:`commit_shortlist` keeps per card the card
alone and one tile per colour (the one that suits the target best), and the survivors are
ranked by the mover's settled estimate minus its best opponent's.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.protocol import TERMINAL, AnyRules

from ..data import CARD_NAMES, TILE_NAMES, URB0
from ..rules.actions import Commit, Contribute, Done
from ..rules.query import payable
from ..rules.state import GState
from .eval import W, estimates, settle

PARAMS: dict[str, Any] = {
    "top_k": 0,  # commits the search keeps per selection below the root (ranked); 0: the
    # whole shortlist, unranked (ranking a node costs a dozen settled estimates)
    "root_top_k": 8,  # commits kept for the decision being taken (all of them ranked)
    # a state where a seat must select is valued after that seat's best shortlisted
    # commit: "solo" (after giving Hal his card: what is left to play matters), "all"
    # (also New Hand and the next seat's reply in the multiplayer game) or "none"
    "lookahead": "solo",
}
"""Ginkgopolis's own preset keys with their values at every level (see game.ai.presets)."""

PRESETS: dict[str, dict[str, Any]] = {
    # 800 iterations (about 0.2 s a move here): 62.25 % of 200 games against normal, where
    # 400 won 59.5 % of the same games (docs/ai.md, issue 25)
    "hard": {"iterations": 800, "exploration": 0.15, "rollout_depth": 0},
}


def evaluate(rules: AnyRules, state: GState, params: Mapping[str, Any] = PARAMS) -> list[float]:
    if rules.current_player(state) == TERMINAL:
        return _terminal(rules, state)
    d = state.decisions.top
    look = params["lookahead"]
    if (d is not None and d.kind == "select" and look != "none"
            and (look == "all" or state.hal >= 0)):
        return _after_best_commit(rules, state, d.seat)
    world, acted, final = settle(rules, state)
    est = estimates(world, acted, final)
    return _shares(est) if final else win_chances(est)


def _terminal(rules: AnyRules, state: GState) -> list[float]:
    winners = rules.winners(state)
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(state.n)]


def _shares(totals: list[float]) -> list[float]:
    """Final totals as rewards: 1 shared by the best (ties share, as in the rules)."""
    best = max(totals)
    k = sum(1 for t in totals if t == best)
    return [1.0 / k if t == best else 0.0 for t in totals]


def _settled(rules: AnyRules, state: GState, seat: int) -> tuple[list[float], float]:
    """Win chances of the settled state and ``seat``'s margin there (its estimate minus
    its best opponent's)."""
    world, acted, final = settle(rules, state)
    est = estimates(world, acted, final)
    values = _shares(est) if final else win_chances(est)
    return values, est[seat] - max(e for i, e in enumerate(est) if i != seat)


def _after_best_commit(rules: AnyRules, state: GState, seat: int) -> list[float]:
    """The values after ``seat``'s best shortlisted commit (by its margin)."""
    best: list[float] | None = None
    best_margin = -math.inf
    for a in commit_shortlist(state, seat, rules.legal_actions(state)):
        if type(a) is not Commit:
            continue
        child = state.clone()
        rules.apply(child, a, check=False)
        values, m = _settled(rules, child, seat)
        if m > best_margin:
            best_margin, best = m, values
    return best if best is not None else _settled(rules, state, seat)[0]


def win_chances(est: list[float]) -> list[float]:
    top = max(est)
    temp = W.temp0 + W.temp1 * max(0.0, top)
    weights = [math.exp((e - top) / temp) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


def margin(rules: AnyRules, state: GState, seat: int) -> float:
    """The seat's settled estimate minus its best opponent's (the ranking of moves)."""
    return _settled(rules, state, seat)[1]


def commit_shortlist(state: GState, seat: int, actions: Sequence[Any]) -> list[Any]:
    """Per card: alone, and with one tile per colour: for a Building card the lowest
    number not below the target's (no VP cost), else the highest; for an Urbanization card
    the highest number (dearer to build over); only tiles the seat can pay
    (:func:`payable_commits`). Other moves (New Hand) are kept."""
    tiles = sorted(set(state.screen_tiles[seat]))
    by_colour: list[list[int]] = [[t for t in tiles if t // 20 == c] for c in range(3)]
    wanted: set[tuple[str, str | None]] = set()
    for c in set(state.hands[seat]):
        name = CARD_NAMES[c]
        wanted.add((name, None))
        if c >= URB0:
            for group in by_colour:
                if group:
                    wanted.add((name, TILE_NAMES[group[-1]]))
            continue
        sq = state.top_at[c]
        top = state.stacks[sq][-1] if sq is not None else c
        for group in by_colour:
            if not group:
                continue
            above = [t for t in group if t % 20 >= top % 20]
            pick = above[0] if above else group[-1]
            wanted.add((name, TILE_NAMES[pick]))
    out = []
    for a in actions:
        if type(a) is Commit:
            if (a.card, a.tile) in wanted and (a.tile is None
                                               or payable(state, seat, a.card, a.tile)):
                out.append(a)
        else:
            out.append(a)
    return out


def payable_commits(state: GState, seat: int, actions: Sequence[Any]) -> list[Any]:
    """``actions`` without the commits whose tile the seat cannot pay on this state
    (:func:`..rules.query.payable`): such a tile comes back and the card is exploited
    (5.4.4), the same as the card alone, so it is only wasted effort (issue 25)."""
    return [a for a in actions if type(a) is not Commit or a.tile is None
            or payable(state, seat, a.card, a.tile)]


def _rank(rules: AnyRules, state: GState, actions: list[Any], top_k: int) -> list[Any]:
    seat = rules.current_player(state)
    scored = []
    for i, a in enumerate(actions):
        child = state.clone()
        rules.apply(child, a, check=False)
        scored.append((margin(rules, child, seat), -i))
    scored.sort(reverse=True)
    return [actions[-i] for _, i in scored[:top_k]]


def _contribute_options(state: GState, seat: int, actions: list[Any]) -> list[Any]:
    """Done, or one more tile: the lowest-numbered (tiles are alike here)."""
    tiles = state.screen_tiles[seat]
    if not tiles:
        return [a for a in actions if type(a) is Done]
    low = TILE_NAMES[min(tiles)]
    return [a for a in actions if type(a) is Done
            or (type(a) is Contribute and a.tile == low)]


def candidate_actions(rules: AnyRules, state: GState, actions: list[Any],
                      params: Mapping[str, Any] = PARAMS) -> list[Any]:
    """Inside the search: the commit shortlist ranked, ``top_k`` kept; contributions as
    Done or one tile."""
    d = state.decisions.top
    if d is None:
        return actions
    if d.kind == "select":
        short = commit_shortlist(state, d.seat, actions)
        k = params["top_k"]
        return _rank(rules, state, short, k) if k else short
    if d.kind == "contribute":
        return _contribute_options(state, d.seat, actions)
    return actions


def root_candidates(rules: AnyRules, state: GState, actions: list[Any],
                    params: Mapping[str, Any] = PARAMS) -> list[Any]:
    """The decision being taken: every commit ranked, ``root_top_k`` kept."""
    d = state.decisions.top
    if d is None:
        return actions
    if d.kind == "select":
        return _rank(rules, state, payable_commits(state, d.seat, actions),
                     params["root_top_k"])
    if d.kind == "contribute":
        return _contribute_options(state, d.seat, actions)
    return actions
