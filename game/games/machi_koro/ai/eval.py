"""Machi Koro's evaluation: a race from expected income (see docs/ai.md, "Machi Koro").

The evaluation estimates, for every seat, when it will build its last landmark: from its next
build, coins still needed / expected income per round, where the income per round is the
seat's best own-turn expectation (1 or 2 dice, the Amusement Park's extra turns, the Radio
Tower) minus the red cards it pays, plus what it earns on each opponent's roll (blue and red
cards); at least one round per missing landmark after the first; the rolls still to come
before the seat's next build count for it (so any step of a turn is comparable). The values
are a softmax over seats of ``-sharpness * log(1 + rounds)``: they sum to 1 (~win chance).
The hooks' ``evaluate`` (:mod:`.hooks`) is the entry the search calls.
"""

from __future__ import annotations

import math

from ..data import (
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
from ..rules.state import REROLL, MKState

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
def has_landmark(state: MKState, p: int, landmark: int) -> bool:
    return bool(state.landmarks[p] >> landmark & 1)


def card_value(state: MKState, p: int, k: int, own_turn: bool) -> float:
    """Coins one copy of kind ``k`` in seat ``p``'s city brings when it activates."""
    e = ESTABLISHMENTS[k]
    bonus = 1 if k in MALL_KINDS and has_landmark(state, p, SHOPPING_MALL) else 0
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
        mall = 1 if has_landmark(state, p, SHOPPING_MALL) else 0
        for k, c in enumerate(city):
            if not c:
                continue
            kind = KIND_CLASS[k]  # card_value inlined for the common colours (hot path)
            v_own: float
            v_other: float
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
    if ndice == 2 and has_landmark(state, p, AMUSEMENT_PARK):
        total *= 1 + P_DOUBLES
    if has_landmark(state, p, RADIO_TOWER):
        total *= 1.15
    return total


def own_turn_income(state: MKState, p: int, ndice: int) -> float:
    """Expected net coins of seat ``p``'s own roll with ``ndice`` dice."""
    own, _, red = income_tables(state)
    return _own_net(state, p, ndice, own, red)


def best_dice(state: MKState, p: int) -> int:
    if not has_landmark(state, p, TRAIN_STATION):
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
        two = _own_net(state, p, 2, own, red) if has_landmark(state, p, TRAIN_STATION) else -1e9
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
        missing = [m for m in range(4) if not has_landmark(state, p, m)]
        need = sum(LM_COST[m] for m in missing) - state.coins[p] - pre
        out.append(d / n + max(len(missing) - 1, need / max(sum(row), 0.25)))
    return out


def win_values(state: MKState, sharpness: float) -> list[float]:
    """A softmax over seats of ``-sharpness * log(1 + time to win)`` (:func:`win_times`):
    one value per seat in [0, 1], summing to 1."""
    scores = [-sharpness * math.log1p(max(t, 0.0)) for t in win_times(state)]
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]
