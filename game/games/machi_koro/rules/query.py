"""What each roll would pay now: the income-by-roll panel and the hint's "+0.9 coins a round".

Answers come from the real payment code (:func:`income.resolve_roll` on a clone), so the panel
can never disagree with what a roll then does. TV Station and Business Center are decisions,
not payments, and are left out; the Stadium is in.
"""

from __future__ import annotations

from ..data import TRAIN_STATION
from .income import resolve_roll
from .state import MKState

TOTALS = range(1, 13)


def income_by_roll(state: MKState, roller: int) -> list[list[int]]:
    """For each total 1..12 (index total - 1): the coins every seat would gain (negative:
    lose) if ``roller`` rolled that total now."""
    out = []
    for total in TOTALS:
        s = state.clone()
        s.active = roller
        resolve_roll(s, total, None)
        out.append([after - before for after, before in zip(s.coins, state.coins, strict=True)])
    return out


def roll_odds(dice: int) -> dict[int, float]:
    """Chance of each total with ``dice`` six-sided dice (1 or 2)."""
    if dice == 1:
        return {t: 1 / 6 for t in range(1, 7)}
    return {a + b: sum(1 for x in range(1, 7) for y in range(1, 7) if x + y == a + b) / 36
            for a in range(1, 7) for b in range(1, 7)}


def dice_of(state: MKState, seat: int) -> int:
    """Dice a seat is assumed to roll: two once it has the Train Station."""
    return 2 if state.landmarks[seat] >> TRAIN_STATION & 1 else 1


def income_per_round(state: MKState, seat: int) -> float:
    """Coins ``seat`` can expect from one round of rolls (every seat rolls once), as the
    cities stand now."""
    expected = 0.0
    for roller in range(state.n):
        table = income_by_roll(state, roller)
        for total, p in roll_odds(dice_of(state, roller)).items():
            expected += p * table[total - 1][seat]
    return expected
