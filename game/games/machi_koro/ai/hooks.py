"""Machi Koro AI hooks: a race evaluation from expected income, a cheap playout policy, a
trade filter and the tuned ``hard`` preset (see docs/ai.md, "Machi Koro").

The evaluation estimates, for every seat, when it will build its last landmark: from its next
build, coins still needed / expected income per round, where the income per round is the
seat's best own-turn expectation (1 or 2 dice, the Amusement Park's extra turns, the Radio
Tower) minus the red cards it pays, plus what it earns on each opponent's roll (blue and red
cards); at least one round per missing landmark after the first; the rolls still to come
before the seat's next build count for it (so any step of a turn is comparable). The values
are a softmax over seats of ``-sharpness * log(1 + rounds)``: they sum to 1 (~win chance).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from game.engine.rng import Rng

from ..data import (
    AMUSEMENT_PARK,
    BLUE,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    GREEN,
    KIND_BY_KEY,
    LANDMARKS,
    RADIO_TOWER,
    RED,
    SHOPPING_MALL,
    SHOPPING_MALL_ICONS,
    STADIUM,
    TRAIN_STATION,
    TV_STATION,
    kinds_with_icon,
)
from ..rules.actions import (
    BUILD,
    BUILD_LANDMARK,
    CHOOSE_DICE,
    DECLINE,
    KEEP,
    NOTHING,
    REROLL_ACT,
    TV_TARGET,
)
from ..rules.moves import build_actions
from ..rules.state import BUILD as PH_BUILD
from ..rules.state import DICE, FIRST, OVER, REROLL, TRADE, TV, MKState

# Probability of each total with 1 and 2 dice.
P_ROLL = {1: [0.0] + [1 / 6] * 6 + [0.0] * 6,
          2: [0.0, 0.0] + [(6 - abs(7 - r)) / 36 for r in range(2, 13)]}
P_DOUBLES = 1 / 6
ROLLS = {1: range(1, 7), 2: range(2, 13)}
"""Totals each dice mode can roll (the others have probability 0)."""
ICON_KINDS = {k: kinds_with_icon(e.per_icon) for k, e in enumerate(ESTABLISHMENTS) if e.per_icon}
MALL_KINDS = tuple(k for k, e in enumerate(ESTABLISHMENTS) if e.icon in SHOPPING_MALL_ICONS)
LM_COST = tuple(m.cost for m in LANDMARKS)
KIND_ROLLS = tuple(e.rolls for e in ESTABLISHMENTS)
AMOUNT_RAW = tuple(e.amount for e in ESTABLISHMENTS)
MALL_KIND = tuple(k in MALL_KINDS for k in range(len(ESTABLISHMENTS)))
_BLUE, _RED, _GREEN, _OTHER = range(4)
KIND_CLASS = tuple(_BLUE if e.colour == BLUE else _RED if e.colour == RED
                   else _GREEN if e.colour == GREEN and k not in ICON_KINDS else _OTHER
                   for k, e in enumerate(ESTABLISHMENTS))
"""How :func:`income_tables` values a kind: plain blue / red / green, or via card_value
(icon factories and the purple cards depend on the city)."""
IS_RED = tuple(e.colour == RED for e in ESTABLISHMENTS)
PARAMS: dict[str, Any] = {
    # softmax weight of -log(1 + rounds to win): a race is decided by the ratio of the
    # times, not their difference (10 rounds behind at 50 is a race, at 12 it is lost);
    # linear times made early positions look decided and swamped the search with noise
    "sharpness": 3.0,
    # Business Center trades kept for the search besides declining (a trade can list ~100)
    "trade_candidates": 4,
}
"""Machi Koro's own preset keys with their values at every level (see game.ai.presets)."""


def _has(state: MKState, p: int, landmark: int) -> bool:
    return bool(state.landmarks[p] >> landmark & 1)


def card_value(state: MKState, p: int, k: int, own_turn: bool) -> float:
    """Coins one copy of kind ``k`` in seat ``p``'s city brings when it activates."""
    e = ESTABLISHMENTS[k]
    bonus = 1 if k in MALL_KINDS and _has(state, p, SHOPPING_MALL) else 0
    if e.colour == BLUE:
        return e.amount
    if e.colour == RED:
        return 0.0 if own_turn else e.amount + bonus
    if not own_turn:
        return 0.0
    if e.colour == GREEN:
        if k in ICON_KINDS:
            return e.amount * sum(state.cards[p][i] for i in ICON_KINDS[k])
        return e.amount + bonus
    others = [o for o in range(state.n) if o != p]
    if k == STADIUM:
        return float(sum(min(2, state.coins[o]) for o in others))
    if k == TV_STATION:
        return float(max((min(5, state.coins[o]) for o in others), default=0))
    if k == BUSINESS_CENTER:
        return 1.0  # a trade is worth something, hard to say what
    return 0.0


def income_tables(state: MKState) -> tuple[list[list[float]], list[list[float]], list[list[float]]]:
    """Per seat and roll total: coins on its own roll, on an opponent's roll, and the red
    part of the latter (what the roller owes it)."""
    n = state.n
    own = [[0.0] * 13 for _ in range(n)]
    other = [[0.0] * 13 for _ in range(n)]
    red = [[0.0] * 13 for _ in range(n)]
    for p in range(n):
        own_p, other_p, red_p = own[p], other[p], red[p]
        city = state.cards[p]
        mall = 1 if _has(state, p, SHOPPING_MALL) else 0
        for k, c in enumerate(city):
            if not c:
                continue
            kind = KIND_CLASS[k]  # card_value inlined for the common colours (hot path)
            if kind == _BLUE:
                v_own = v_other = c * AMOUNT_RAW[k]
            elif kind == _RED:
                v_own, v_other = 0.0, c * (AMOUNT_RAW[k] + (mall if MALL_KIND[k] else 0))
            elif kind == _GREEN:
                v_own, v_other = c * (AMOUNT_RAW[k] + (mall if MALL_KIND[k] else 0)), 0.0
            else:
                v_own = c * card_value(state, p, k, True)
                v_other = 0.0
            for r in KIND_ROLLS[k]:
                own_p[r] += v_own
                other_p[r] += v_other
                if IS_RED[k]:
                    red_p[r] += v_other
    return own, other, red


def _own_net(state: MKState, p: int, ndice: int, own: list[list[float]],
             red: list[list[float]]) -> float:
    probs = P_ROLL[ndice]
    total = 0.0
    mine, coins = own[p], state.coins[p]
    others = [red[o] for o in range(state.n) if o != p]
    for r in ROLLS[ndice]:
        owed = 0.0
        for row in others:
            owed += row[r]
        gain = mine[r]
        total += probs[r] * (gain - min(owed, coins + gain))
    if ndice == 2 and _has(state, p, AMUSEMENT_PARK):
        total *= 1 + P_DOUBLES
    if _has(state, p, RADIO_TOWER):
        total *= 1.15
    return total


def own_turn_income(state: MKState, p: int, ndice: int) -> float:
    """Expected net coins of seat ``p``'s own roll with ``ndice`` dice."""
    own, _, red = income_tables(state)
    return _own_net(state, p, ndice, own, red)


def best_dice(state: MKState, p: int) -> int:
    if not _has(state, p, TRAIN_STATION):
        return 1
    own, _, red = income_tables(state)
    return 2 if _own_net(state, p, 2, own, red) > _own_net(state, p, 1, own, red) else 1


def roll_incomes(state: MKState) -> list[list[float]]:
    """``inc[p][r]``: expected coins seat ``p`` gets on seat ``r``'s roll (its own roll with
    its best dice, net of the red cards it pays; an opponent's roll with that roller's best
    dice, blue and red cards)."""
    own, other, red = income_tables(state)
    n = state.n
    own_best, dice = [], []
    for p in range(n):
        one = _own_net(state, p, 1, own, red)
        two = _own_net(state, p, 2, own, red) if _has(state, p, TRAIN_STATION) else -1e9
        own_best.append(max(one, two))
        dice.append(2 if two > one else 1)
    inc = [[0.0] * n for _ in range(n)]
    for p in range(n):
        row, cards = inc[p], other[p]
        for r in range(n):
            if r == p:
                row[r] = own_best[p]
            else:
                probs = P_ROLL[dice[r]]
                row[r] = sum([probs[t] * cards[t] for t in ROLLS[dice[r]]])
    return inc


def win_times(state: MKState) -> list[float]:
    """Estimated time (in rounds from now) at which each seat builds its last landmark.

    Tempo-consistent, so states at different steps of a turn compare fairly (the search
    evaluates leaves anywhere in a turn): a seat's clock starts at its next build (the
    active seat after its roll: now), the income of the rolls still to come before that
    build counts towards it, then every round brings the seat's income per round.
    """
    n = state.n
    inc = roll_incomes(state)
    a = state.active
    rolled = state.phase > REROLL  # income of this turn's roll is already in the coins
    out = []
    for p in range(n):
        d = (p - a) % n
        row = inc[p]
        pre = sum(row[(a + i) % n] for i in range(1 if rolled else 0, d + 1))
        missing = [m for m in range(4) if not _has(state, p, m)]
        need = sum(LM_COST[m] for m in missing) - state.coins[p] - pre
        out.append(d / n + max(len(missing) - 1, need / max(sum(row), 0.25)))
    return out


def evaluate(rules: Any, state: MKState, params: Mapping[str, Any] = PARAMS) -> list[float]:
    """One value per seat in [0, 1] (they sum to 1), higher is better: a softmax over
    seats of the estimated time to win (:func:`win_times`)."""
    if state.phase == OVER:
        return [1.0 if p == state.winner else 0.0 for p in range(state.n)]
    if state.phase == FIRST:
        return [1.0 / state.n] * state.n
    sharpness = params["sharpness"]
    scores = [-sharpness * math.log1p(max(t, 0.0)) for t in win_times(state)]
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


# --- playout policy ------------------------------------------------------------------------
# Cheap per-copy values for playouts: base amount, ignoring icons, malls and payments.
ROLL_VALUE = [[float(e.amount if r in e.rolls and e.colour != RED else 0) for e in ESTABLISHMENTS]
              for r in range(13)]
EV = {nd: [sum(P_ROLL[nd][r] for r in e.rolls) * (e.amount if e.colour != RED else 0)
           for e in ESTABLISHMENTS] for nd in (1, 2)}


def quick_ev(state: MKState, p: int, ndice: int) -> float:
    ev = EV[ndice]
    city = state.cards[p]
    return sum(c * ev[k] for k, c in enumerate(city) if c)


def quick_dice(state: MKState, p: int) -> int:
    return 2 if quick_ev(state, p, 2) > quick_ev(state, p, 1) else 1


# Per kind: chance that the owner's own roll (1 or 2 dice) activates it, that one opponent's
# (1 die) does, and coins per coin of cost (at least 2 coins: cheap cards are not free).
OWN_HIT = {nd: tuple(sum(P_ROLL[nd][r] for r in e.rolls) if e.colour in (BLUE, GREEN) else 0.0
                     for e in ESTABLISHMENTS) for nd in (1, 2)}
OPP_HIT = tuple(sum(P_ROLL[1][r] for r in e.rolls) if e.colour in (BLUE, RED) else 0.0
                for e in ESTABLISHMENTS)
AMOUNT = tuple(max(e.amount, 2) for e in ESTABLISHMENTS)
COST = tuple(e.cost for e in ESTABLISHMENTS)
KIND_INDEX = {action: k for k, action in enumerate(BUILD)}
LANDMARKS_BY_COST = tuple(sorted(range(len(LANDMARKS)), key=lambda m: -LM_COST[m]))


def _build_choice(state: MKState, rng: Rng) -> Any:
    a = state.active
    money = state.coins[a]
    built = state.landmarks[a]
    for m in LANDMARKS_BY_COST:  # the most expensive affordable landmark: they are what wins
        if not built >> m & 1 and LM_COST[m] <= money:
            return BUILD_LANDMARK[m]
    hit = OWN_HIT[2 if built >> TRAIN_STATION & 1 else 1]
    others = state.n - 1
    best, best_value = NOTHING, 0.0
    for action in build_actions(state)[1:]:  # establishments (landmarks: none affordable)
        k = KIND_INDEX[action]
        value = (hit[k] + OPP_HIT[k] * others) * AMOUNT[k] / COST[k] + 0.3 * rng.random()
        if value > best_value:
            best, best_value = action, value
    return best


def rollout_action(rules: Any, state: MKState, rng: Rng) -> Any:
    """A cheap sensible move: landmarks when affordable, else the establishment with the best
    (noisy) income per coin, 2 dice once it pays, re-roll a roll that earned nothing yet."""
    ph = state.phase
    a = state.active
    if ph == PH_BUILD:
        return _build_choice(state, rng)
    if ph == DICE:
        return CHOOSE_DICE[quick_dice(state, a)]
    if ph == REROLL:
        r = sum(state.dice)
        city = state.cards[a]
        gain = sum(city[k] * ROLL_VALUE[r][k] for k in range(15))
        return REROLL_ACT if gain < quick_ev(state, a, state.ndice) / 2 else KEEP
    if ph == TV:
        target = max((o for o in range(state.n) if o != a), key=lambda o: state.coins[o])
        return TV_TARGET[target]
    if ph == TRADE:
        return DECLINE
    return rules.sample_action(state, rng)


# --- action abstraction ----------------------------------------------------------------------
def copy_value(state: MKState, p: int, k: int) -> float:
    """Expected coins per round one more copy of kind ``k`` brings seat ``p`` (every seat
    rolling 2 dice once it has the Train Station)."""
    rolls = ESTABLISHMENTS[k].rolls
    total = 0.0
    for r in range(state.n):
        probs = P_ROLL[2 if _has(state, r, TRAIN_STATION) else 1]
        hit = sum(probs[t] for t in rolls)
        if hit:
            total += hit * card_value(state, p, k, r == p)
    return total


def candidate_actions(rules: Any, state: MKState, actions: list[Any],
                      params: Mapping[str, Any] = PARAMS) -> list[Any]:
    """Business Center: declining plus the few trades that gain the most per round (what
    the active seat gains and the partner loses); every other decision is left whole."""
    keep = params["trade_candidates"]
    if state.phase != TRADE or len(actions) <= keep + 1:
        return actions
    a = state.active
    values: dict[tuple[int, int], float] = {}  # (seat, kind): many trades share them

    def value(p: int, k: int) -> float:
        v = values.get((p, k))
        if v is None:
            v = values[p, k] = copy_value(state, p, k)
        return v

    scored = []
    for action in actions:
        if action is DECLINE:
            continue
        g, k, o = KIND_BY_KEY[action.give], KIND_BY_KEY[action.take], action.target
        gain = value(a, k) - value(a, g) + value(o, k) - value(o, g)
        if gain > 0:
            scored.append((gain, action))
    scored.sort(key=lambda x: -x[0])  # stable: ties keep the legal-action order
    return [DECLINE] + [x for _, x in scored[:keep]]


PRESETS = {
    "hard": {
        # A cap well inside the default time budget: at the cap a decision takes about
        # 0.1-0.2 s here, so `hard` is the same player in the window and in sim tournaments.
        # 2000 iterations did no better at 2 players (58.5 % vs 59.0 % of the same 200 games)
        # and worse at 4 (31 % vs 38 %), see docs/ai.md.
        "iterations": 1000,
        # Three playout decisions with rollout_action before evaluating: it won 41 of 60
        # against normal where cutting off at the leaf won 36 (same seeds, 1000 iterations).
        "rollout_depth": 3,
        "by_players": {
            # Two players: every root move starts with 50 visits of its exact one-ply value
            # (normal's), and playouts run 8 decisions (about two turns). Against normal on
            # the same games: 62.5 % vs 59.0 % (seeds 3000-3199), 57.3 % vs 52.3 % (fresh
            # seeds 1001-1300). At 4 players the same lost (28 % vs 40 %): not used there.
            2: {"prior_visits": 50, "rollout_depth": 8},
        },
    },
}
