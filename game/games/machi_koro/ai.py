"""Machi Koro AI hooks: a position evaluation from expected income and a cheap playout policy.

The evaluation estimates, for every seat, how many rounds it needs to afford its missing
landmarks: coins still needed / expected income per round, where the income per round is the
seat's best own-turn expectation (1 or 2 dice, with the Amusement Park's extra turns) plus what
it earns on each opponent's roll (blue and red cards), minus what it pays opponents' red cards.
Fewer rounds -> higher value; values are a softmax over seats, so they sum to 1 (~win chance).
"""

from __future__ import annotations

import math
from typing import Any

from game.engine.rng import Rng

from .data import (
    AMUSEMENT_PARK,
    BLUE,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    GREEN,
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
from .rules.actions import (
    BUILD,
    BUILD_LANDMARK,
    CHOOSE_DICE,
    DECLINE,
    KEEP,
    NOTHING,
    REROLL_ACT,
    TV_TARGET,
)
from .rules.moves import build_actions
from .rules.state import BUILD as PH_BUILD
from .rules.state import DICE, OVER, REROLL, TRADE, TV, MKState

# Probability of each total with 1 and 2 dice.
P_ROLL = {1: [0.0] + [1 / 6] * 6 + [0.0] * 6,
          2: [0.0, 0.0] + [(6 - abs(7 - r)) / 36 for r in range(2, 13)]}
P_DOUBLES = 1 / 6
ICON_KINDS = {k: kinds_with_icon(e.per_icon) for k, e in enumerate(ESTABLISHMENTS) if e.per_icon}
MALL_KINDS = tuple(k for k, e in enumerate(ESTABLISHMENTS) if e.icon in SHOPPING_MALL_ICONS)
LM_COST = tuple(m.cost for m in LANDMARKS)
SHARPNESS = 0.35
"""Softmax temperature over 'rounds to win'."""


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


def card_income(state: MKState, p: int, k: int, own_turn: bool, roll: int) -> float:
    """Coins one copy of kind ``k`` brings on a roll of ``roll``."""
    if roll not in ESTABLISHMENTS[k].rolls:
        return 0.0
    return card_value(state, p, k, own_turn)


def income_tables(state: MKState) -> tuple[list[list[float]], list[list[float]], list[list[float]]]:
    """Per seat and roll total: coins on its own roll, on an opponent's roll, and the red
    part of the latter (what the roller owes it)."""
    n = state.n
    own = [[0.0] * 13 for _ in range(n)]
    other = [[0.0] * 13 for _ in range(n)]
    red = [[0.0] * 13 for _ in range(n)]
    for p in range(n):
        for k, c in enumerate(state.cards[p]):
            if not c:
                continue
            e = ESTABLISHMENTS[k]
            v_own = c * card_value(state, p, k, True)
            v_other = c * card_value(state, p, k, False)
            for r in e.rolls:
                own[p][r] += v_own
                other[p][r] += v_other
                if e.colour == RED:
                    red[p][r] += v_other
    return own, other, red


def _own_net(state: MKState, p: int, ndice: int, own: list[list[float]],
             red: list[list[float]]) -> float:
    probs = P_ROLL[ndice]
    total = 0.0
    for r in range(1, 13):
        pr = probs[r]
        if pr:
            owed = sum(red[o][r] for o in range(state.n) if o != p)
            total += pr * (own[p][r] - min(owed, state.coins[p] + own[p][r]))
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


def incomes_per_round(state: MKState) -> list[float]:
    """Expected coins per round for every seat: best own roll + income on others' rolls."""
    own, other, red = income_tables(state)
    n = state.n
    own_best = []
    dice = []
    for p in range(n):
        one = _own_net(state, p, 1, own, red)
        two = _own_net(state, p, 2, own, red) if _has(state, p, TRAIN_STATION) else -1e9
        own_best.append(max(one, two))
        dice.append(2 if two > one else 1)
    out = []
    for p in range(n):
        total = own_best[p]
        for o in range(n):
            if o != p:
                probs = P_ROLL[dice[o]]
                total += sum(probs[r] * other[p][r] for r in range(1, 13))
        out.append(total)
    return out


def income_per_round(state: MKState, p: int) -> float:
    return incomes_per_round(state)[p]


def rounds_to_win(state: MKState, p: int, income: float) -> float:
    missing = [m for m in range(4) if not _has(state, p, m)]
    need = max(0, sum(LM_COST[m] for m in missing) - state.coins[p])
    return need / max(income, 0.25) + len(missing)


def evaluate(rules: Any, state: MKState) -> list[float]:
    """One value per seat in [0, 1] (they sum to 1), higher is better."""
    if state.phase == OVER:
        return [1.0 if p == state.winner else 0.0 for p in range(state.n)]
    incomes = incomes_per_round(state)
    scores = [-SHARPNESS * rounds_to_win(state, p, incomes[p]) for p in range(state.n)]
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


def _build_choice(state: MKState, rng: Rng) -> Any:
    a = state.active
    actions = build_actions(state)
    landmarks = [x for x in actions if x in BUILD_LANDMARK]
    if landmarks:  # the most expensive affordable landmark: they are what wins
        return landmarks[-1]
    kinds = [BUILD.index(x) for x in actions if x in BUILD]
    if not kinds:
        return NOTHING
    ndice = 2 if _has(state, a, TRAIN_STATION) else 1
    probs = P_ROLL[ndice]
    best, best_value = NOTHING, 0.0
    for k in kinds:
        e = ESTABLISHMENTS[k]
        hit = sum(probs[r] for r in e.rolls) if e.colour in (BLUE, GREEN) else 0.0
        opp = sum(P_ROLL[1][r] for r in e.rolls) * (state.n - 1) if e.colour in (BLUE, RED) else 0.0
        value = (hit + opp) * max(e.amount, 2) / e.cost + 0.3 * rng.random()
        if value > best_value:
            best, best_value = BUILD[k], value
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
