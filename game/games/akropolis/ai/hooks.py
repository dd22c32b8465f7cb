"""Akropolis AI hooks (see game/ai/hooks.py): evaluation, a cheap playout policy and an
action abstraction for the hundreds of placements a turn offers.

The evaluation is :mod:`.ai_eval`'s estimate of every seat's final total turned into win
chances. Moves are filtered in two stages: a local estimate (:func:`quick_delta`) keeps the
best few placements of every affordable tile, then each survivor is played and ranked by
the estimate of the mover minus its best opponent (which also sees what taking a tile
denies the solo Architect).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from operator import is_
from typing import Any

from game.engine.protocol import TERMINAL, Rules
from game.engine.rng import Rng

from ..data import STARS, TILE_KINDS
from ..rules import placement, scoring
from ..rules.actions import Place
from ..rules.city import HSHIFT, KMASK, City
from ..rules.movelist import PlaceList
from ..rules.state import AkState
from . import learned as ai_learned
from .eval import W, context, estimates, multipliers, seat_estimate, turns_left
from .pyramid import PyramidPlayer

PARAMS: dict[str, Any] = {
    "top_k": 5,  # placements the search (and the greedy player) considers per decision
    "per_slot": 10,  # placements per affordable tile that reach the exact second stage
    "rollout_samples": 6,  # random placements the playout policy picks the best of
    # the same for the decision being taken (see root_candidates); root_per_slot None:
    # every placement reaches the exact stage, no quick filter (about 50 ms a decision)
    "root_per_slot": None,
    "root_top_k": 6,
    # the estimate of every seat's final total: "learned" (ai_learned, weights fitted on
    # self-play) or "hand" (ai_eval, set by hand); see docs/ai.md
    "evaluation": "learned",
}
"""Akropolis's own preset keys with their values at every level (see game.ai.presets)."""

PRESETS: dict[str, dict[str, Any]] = {
    # opponent_top_k 1: below the root the other seats play their best-ranked placement
    # (what `normal` would), so the search reaches its own next turns; against normal it
    # won 32/40 at 2 players (27/40 without) and 12/24 at 4 (6/24 without).
    "hard": {"exploration": 0.1, "rollout_depth": 0, "opponent_top_k": 1},
}


def _with_evaluation(level: str, evaluation: str) -> Any:
    """A seat kind playing ``level`` with the other estimate (for same-seed comparisons)."""

    def make(info: Any, seed: int, hooks: Any) -> Any:
        from game.ai.ismcts import IsmctsPlayer
        from game.ai.presets import preset
        from game.ai.simple import GreedyPlayer

        params = preset(level, hooks.presets, hooks.params)
        params["evaluation"] = evaluation
        if level == "hard":
            return IsmctsPlayer(info, seed, params, hooks)
        return GreedyPlayer(info, seed, level, params, hooks)

    return make


PLAYERS = {"pyramid": PyramidPlayer,
           "normal_hand": _with_evaluation("normal", "hand"),
           "hard_hand": _with_evaluation("hard", "hand")}
"""Extra seat kinds (see game.ai.hooks): the scripted sparring partner, and ``normal`` and
``hard`` with the hand-made estimate instead of the learned one (comparisons)."""


def all_estimates(state: AkState, evaluation: str) -> list[float]:
    """Every seat's expected final total by the ``evaluation`` preset key's estimate."""
    if evaluation == "learned":
        return ai_learned.estimates(state)
    return estimates(state)


def evaluate(rules: Rules[Any, Any], state: AkState,
             params: Mapping[str, Any] = PARAMS) -> list[float]:
    n = state.n
    if rules.current_player(state) == TERMINAL:
        winners = rules.winners(state)
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    est = all_estimates(state, params["evaluation"])
    left = turns_left(state)
    frac = left / max(1, left + state.turn)
    sharp = _softmax(est, W.temp0 + W.temp1 * frac)
    # a far trailing seat still prefers the bigger total: a broad term keeps its
    # rewards from all rounding to zero (the search could not tell its moves apart)
    broad = _softmax(est, W.temp_broad)
    m = W.broad
    return [(1 - m) * a + m * b for a, b in zip(sharp, broad, strict=True)]


def _softmax(est: list[float], temp: float) -> list[float]:
    top = max(est)
    w = [math.exp((e - top) / temp) for e in est]
    total = sum(w)
    return [x / total for x in w]


def _cell_info(cells: dict[int, int], shifts: tuple[int, ...], x: int) -> tuple[int, int, bool]:
    """(packed visible hex or -1, built neighbours, a market among them) of column ``x``."""
    built = 0
    market = False
    for d in shifts:
        n = cells.get(x + d)
        if n is not None:
            built += 1
            if n & KMASK == 2:
                market = True
    v = cells.get(x)
    return (-1 if v is None else v), built, market


def quick_delta(city: City, values: list[float], stars: list[float], tile: int, a: int,
                rot: int, stone: float, cache: dict[int, tuple[int, int, bool]] | None = None
                ) -> float:
    """A local estimate of what placing ``tile`` at anchor index ``a`` is worth, without
    rescoring the city: a district level is worth its colour's projected ``stars``, a star
    its colour's projected ``values``, a covered quarry ``stone``. ``cache`` keeps
    per-column facts between calls on the same city."""
    cells = city.cells
    s = city.g.shifts
    spots = (a, a + s[rot], a + s[(rot + 1) % 6])
    if cache is None:
        cache = {}
    gain = 0.0
    level = 1
    tw = W.temple
    for x, kind in zip(spots, TILE_KINDS[tile], strict=True):
        info = cache.get(x)
        if info is None:
            info = cache[x] = _cell_info(cells, s, x)
        v, built, market = info
        if v >= 0:
            level = (v >> HSHIFT) + 1
            ok = v & KMASK
            if ok == 0:
                gain += stone
            elif ok <= 5:
                gain -= (level - 1) * stars[ok - 1]
            else:
                gain -= STARS[ok] * values[ok - 6]
        else:
            built += 2  # the tile's other two hexes are new neighbours
        if kind == 0:
            continue
        if kind > 5:
            gain += STARS[kind] * values[kind - 6]
            continue
        factor = 1.0
        if kind == 2 and market:
            factor = 0.0
        elif kind == 3 and built >= 6:
            factor = 0.0
        elif kind == 4 and built < 6:
            factor = tw[built]
        gain += level * stars[kind - 1] * factor
    return gain


def _stone_value(state: AkState) -> float:
    left = turns_left(state)
    return 1.0 + W.stone_mid * left / max(1, left + state.turn)


def candidate_actions(rules: Rules[Any, Any], state: AkState, actions: Sequence[Any],
                      params: Mapping[str, Any] = PARAMS) -> Sequence[Any]:
    """The best few placements inside the search: :func:`quick_delta` keeps ``per_slot``
    per tile, then each is played and ranked by the mover's estimate minus its best
    opponent's; the ``top_k`` best are kept."""
    return ranked(rules, state, actions, params["per_slot"], params["top_k"],
                  params["evaluation"])


def root_candidates(rules: Rules[Any, Any], state: AkState, actions: Sequence[Any],
                    params: Mapping[str, Any] = PARAMS) -> Sequence[Any]:
    """The moves of the decision itself: the same ranking, with every placement reaching the
    exact stage (``root_per_slot`` None; the quick filter misranks, and once per decision
    the exact ranking is affordable)."""
    return ranked(rules, state, actions, params["root_per_slot"], params["root_top_k"],
                  params["evaluation"])


def ranked(rules: Rules[Any, Any], state: AkState, actions: Sequence[Any], per_slot: int | None,
           top_k: int, evaluation: str = "hand") -> Sequence[Any]:
    """The ``top_k`` best of ``actions`` (best first) by the mover's estimate minus its best
    opponent's, after :func:`quick_delta` kept ``per_slot`` per tile (None: all);
    ``evaluation`` names the estimate (see :func:`all_estimates`)."""
    p = state.current
    city = state.cities[p]
    if len(actions) <= 1 or city is None:
        return actions  # a few moves are still ranked: opponent_top_k takes the first
    # everything in the key is public, so every determinized world of a node shares it
    key = ("candidates", tuple(state.site), tuple(state.stones), state.turn, len(actions),
           per_slot, top_k, evaluation)
    memo: list[Any] | None = city.memo.get(key)
    if memo is not None:
        return memo.copy()
    if type(actions) is not PlaceList and any(type(act) is not Place for act in actions):
        return actions
    if per_slot is None:
        short = list(range(len(actions)))
    elif _is_legal_list(state, city, actions):
        short = _quick_filter_codes(state, city, per_slot)
    else:
        short = _quick_filter(state, city, actions, per_slot)
    if type(actions) is PlaceList:
        actions = list(actions)  # one pass in C instead of a lookup per index below
    # Each child works out its exterior and district values from this city's instead of
    # from every column again (see scoring.exterior, scoring.city_values): both computed
    # once here (memoised, the same numbers either way) and shared by all the children.
    scoring.exterior(city)
    scoring.city_values(city, state.variants)
    ranked = []
    # Without the Architect (who reads every seat's stones) the other seats' estimates and
    # the shared context depend on the tile taken only, not on where it goes.
    by_slot: dict[int, tuple[Any, float]] = {}
    solo = state.architect >= 0
    learned = evaluation == "learned"
    for i in short:
        action = actions[i]
        child = state.branch(p)  # only the mover's city changes
        rules.apply(child, action, check=False)
        if learned:  # every seat's features read the others: no shortcut
            est = ai_learned.estimates_in(child, context(child))
            mine = est[p]
            others = max((e for j, e in enumerate(est) if j != p), default=0.0)
            ranked.append((mine - others, -i))
            continue
        known = None if solo else by_slot.get(action.site)
        if known is None:
            ctx = context(child)
            est = [seat_estimate(child, seat, ctx) for seat in range(child.n)]
            mine = est[p]
            others = max((e for j, e in enumerate(est) if j != p), default=0.0)
            by_slot[action.site] = (ctx, others)
        else:
            ctx, others = known
            mine = seat_estimate(child, p, ctx)
        ranked.append((mine - others, -i))
    ranked.sort(reverse=True)
    best = [actions[-i] for _, i in ranked[:top_k]]
    city.memo[key] = best
    return best.copy()


def _is_legal_list(state: AkState, city: City, actions: Sequence[Any]) -> bool:
    """Whether ``actions`` is exactly the mover's ``legal_actions`` (the lazy list of this
    city, or a list of the same shared objects in the same order), so the filter may work
    on placement codes instead."""
    top = min(state.stones[state.current], len(state.site) - 1)
    moves = placement.moves(city)
    if type(actions) is PlaceList:
        return actions.slots == top + 1 and (
            actions.moves is moves or actions == PlaceList(moves, top + 1))
    legal = PlaceList(moves, top + 1)
    return len(legal) == len(actions) and all(map(is_, legal, actions))


def _quick_filter_codes(state: AkState, city: City, per_slot: int) -> list[int]:
    """:func:`_quick_filter` over the legal list. What a placement covers and touches is
    read once per city (:func:`_signatures`), and the gain is worked out once per distinct
    signature and tile instead of once per placement, with the same float operations in the
    same order as :func:`quick_delta` (a subtraction is the addition of the negated term),
    so the same placements survive."""
    values, stars = multipliers(state, state.current)
    stone = _stone_value(state)
    ids, uniq = _signatures(city)
    tw = W.temple
    n = len(ids)
    short: list[int] = []
    top = min(state.stones[state.current], len(state.site) - 1)
    for slot in range(top + 1):
        kinds = TILE_KINDS[state.site[slot]]
        price = slot * stone
        keys = []
        for level, spots in uniq:
            gain = 0.0
            for (ok, built, market), kind in zip(spots, kinds, strict=True):
                if ok >= 0:
                    if ok == 0:
                        gain += stone
                    elif ok <= 5:
                        gain += -((level - 1) * stars[ok - 1])
                    else:
                        gain += -(STARS[ok] * values[ok - 6])
                if kind == 0:
                    continue
                if kind > 5:
                    gain += STARS[kind] * values[kind - 6]
                    continue
                factor = 1.0
                if kind == 2 and market:
                    factor = 0.0
                elif kind == 3 and built >= 6:
                    factor = 0.0
                elif kind == 4 and built < 6:
                    factor = tw[built]
                gain += level * stars[kind - 1] * factor
            keys.append(gain - price)
        base = slot * n
        scored = list(zip(map(keys.__getitem__, ids), range(base, base + n), strict=True))
        scored.sort(reverse=True)
        short.extend(i for _, i in scored[:per_slot])
    return short


Signature = tuple[int, tuple[tuple[int, int, bool], ...]]
"""(level, and per hex: the kind it covers or -1 on the ground, its built neighbours
counting the tile's own new ones, a market among them): all :func:`quick_delta` reads."""


def _signatures(city: City) -> tuple[list[int], list[Signature]]:
    """For every legal placement code of ``city`` (in order) the index of its
    :data:`Signature` in the list of distinct ones (about a third as many). Each cell's
    part is packed in an int once (covered kind + 1, built neighbours, market, height: 16
    bits), a placement's signature is its three cells' ints side by side, and only the
    distinct ones are unpacked. Memoised on the city."""
    memo: tuple[list[int], list[Signature]] | None = city.memo.get("signatures")
    if memo is not None:
        return memo
    g = city.g
    cells = city.cells
    s = g.shifts
    size = g.size
    packed: dict[int, int] = {}
    index: dict[int, int] = {}
    ids = []
    for code in placement.codes(city):
        rot, a = divmod(code, size)
        sig = 0
        for x in (a + s[(rot + 1) % 6], a + s[rot], a):  # hex a ends in the low bits
            p = packed.get(x)
            if p is None:
                v, built, market = _cell_info(cells, s, x)
                if v < 0:
                    p = (built + 2) << 4 | market << 8  # + the tile's other two hexes
                else:
                    p = ((v & KMASK) + 1) | built << 4 | market << 8 | (v >> HSHIFT) << 9
                packed[x] = p
            sig = sig << 16 | p
        at = index.get(sig)
        if at is None:
            at = index[sig] = len(index)
        ids.append(at)
    uniq: list[Signature] = []
    for sig in index:
        spots = []
        for j in range(3):
            p = sig >> (16 * j) & 0xFFFF
            spots.append(((p & 15) - 1, p >> 4 & 15, bool(p >> 8 & 1)))
        level = (sig >> 9 & 127) + 1 if sig & 15 else 1
        uniq.append((level, tuple(spots)))
    out = (ids, uniq)
    city.memo["signatures"] = out
    return out


def _quick_filter(state: AkState, city: City, actions: Sequence[Any], per_slot: int
                  ) -> list[int]:
    """Indices of the ``per_slot`` best placements of every site tile by :func:`quick_delta`."""
    values, stars = multipliers(state, state.current)
    stone = _stone_value(state)
    g = city.g
    site = state.site
    cache: dict[int, tuple[int, int, bool]] = {}
    by_slot: dict[int, list[tuple[float, int]]] = {}
    for i, act in enumerate(actions):
        gain = quick_delta(city, values, stars, site[act.site], g.index(act.q, act.r),
                           act.rot, stone, cache)
        by_slot.setdefault(act.site, []).append((gain - act.site * stone, i))
    short: list[int] = []
    for scored in by_slot.values():
        scored.sort(reverse=True)
        short.extend(i for _, i in scored[:per_slot])
    return short


def rollout_action(rules: Rules[Any, Any], state: AkState, rng: Rng,
                   params: Mapping[str, Any] = PARAMS) -> Any:
    """Playout policy: the best of a few random placements by :func:`quick_delta`."""
    p = state.current
    city = state.cities[p]
    if city is None:
        return rules.sample_action(state, rng)
    masks = placement.anchor_masks(city)
    total = sum(m.bit_count() for m in masks)
    values, stars = multipliers(state, p)
    stone = _stone_value(state)
    best = None
    best_gain = -1e9
    top = min(state.stones[p], len(state.site) - 1)
    cache: dict[int, tuple[int, int, bool]] = {}
    for _ in range(params["rollout_samples"]):
        slot = rng.randbelow(top + 1) if rng.randbelow(2) else 0
        a, k = placement.nth(city, masks, rng.randbelow(total))
        gain = quick_delta(city, values, stars, state.site[slot], a, k, stone, cache) \
            - slot * stone
        if gain > best_gain:
            best_gain = gain
            best = (slot, a, k)
    slot, a, k = best  # type: ignore[misc]
    r, q = divmod(a, city.g.W)
    return Place(slot, q - city.g.R, r - city.g.R, k)
