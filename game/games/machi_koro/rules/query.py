"""Every question the table asks of the rules, as pure functions of the state it may see: who
rolls next and what each roll would pay (the income-by-roll panel and the Hint's "+0.9 coins
a round"), whether a roll is a plain dice button, why a card cannot be built, what the market
shows, whose turn it is and which dice lie on the table.

Payments come from the real payment code (:func:`income.resolve_roll` on a clone), so the
panel can never disagree with what a roll then does. TV Station and Business Center are
decisions, not payments, and are left out; the Stadium is in.
"""

from __future__ import annotations

from ..data import KIND_BY_KEY, LANDMARK_BY_KEY, MARKET_ROWS, NUM_KINDS, TRAIN_STATION
from .income import resolve_roll
from .legality import UNKNOWN_CARD, why_not_landmark
from .legality import why_not_build as why_not_kind
from .state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV, MKState

TOTALS = range(1, 13)
Forecast = tuple[int, list[list[int]]]
"""(the seat about to roll, coins each seat gains per total 1..12: see income_by_roll)."""
Tile = tuple[str, int]
"""A place of the market: ("pile", card id) or ("deck", row)."""


# --- income ------------------------------------------------------------------------------------
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


def own_roll_income(state: MKState, seat: int, dice: int) -> float:
    """Coins ``seat`` can expect from its own roll with ``dice`` dice (1 or 2), as the cities
    stand: what it earns, less what it pays to red cards (the Stadium counted; the TV
    Station and the Business Center are choices and are not)."""
    table = income_by_roll(state, seat)
    return sum(p * table[total - 1][seat] for total, p in roll_odds(dice).items())


def roll_gain(state: MKState, seat: int, total: int) -> int:
    """Coins ``seat`` gains (negative: loses) if its own roll comes out ``total``."""
    return income_by_roll(state, seat)[total - 1][seat]


def next_roller(state: MKState) -> int | None:
    """The seat whose roll comes next: the active seat until its roll is final (and before
    the first player is drawn, seat ``active`` as the state stands); after it (TV Station,
    trade, build) the active seat again when it rolled doubles with the Amusement Park built
    before the roll (an extra turn, spec E2), else the next seat clockwise. None once the
    game is won: nobody rolls any more."""
    ph = state.phase
    if ph == OVER:
        return None
    if ph in (FIRST, ROLL, DICE, REROLL):
        return state.active
    assert ph in (TV, TRADE, BUILD)
    if state.park and state.doubles:
        return state.active
    return (state.active + 1) % state.n


def income_forecast(state: MKState) -> Forecast | None:
    """What each total would pay every seat if the next roller (:func:`next_roller`) rolled
    it now; None once the game is over."""
    roller = next_roller(state)
    if roller is None:
        return None
    return roller, income_by_roll(state, roller)


# --- the turn ----------------------------------------------------------------------------------
def plain_roll(state: MKState) -> bool:
    """The roll now pending is a turn's plain roll of one die: no choice came before it (the
    Train Station's 1-or-2-dice choice is itself the roll's button) and it is not a Radio
    Tower re-roll (a decision of its own). A table shows it as a dice button."""
    return (state.phase == ROLL and not state.dice and not state.rerolled
            and not state.landmarks[state.active] >> TRAIN_STATION & 1)


def on_turn(state: MKState) -> int | None:
    """The seat whose turn it is; None once the game is over."""
    return None if state.phase == OVER else state.active


def passed_turn(state: MKState, seat: int) -> bool:
    """After a decision of ``seat``: did it end ``seat``'s turn and hand the dice to another
    seat? (Only a build step's decision ends a turn; an Amusement Park extra turn keeps the
    turn with ``seat``, and the winning build ends the game, not the turn.)"""
    return state.phase not in (OVER, FIRST) and state.active != seat


def dice_on_table(state: MKState) -> tuple[int, ...]:
    """The dice to show: this turn's roll once made (and kept), else blank dice (0) for the
    roll to come: as many as will be rolled (one while the Train Station's choice is open)."""
    if state.dice and state.phase not in (DICE, ROLL):
        return state.dice
    return (0,) * (state.ndice if state.phase == ROLL else 1)


# --- building ----------------------------------------------------------------------------------
def why_not_build(state: MKState, seat: int, card: str, coins: int | None = None) -> str | None:
    """Why ``seat`` could not buy ``card`` (an establishment or landmark key) in its build
    step, as a reason code (``machi_koro.illegal.*``), or None. The step itself is not
    checked (a table marks the market in any step). ``coins`` replaces the seat's coins (a
    table counting coins still flying)."""
    k = KIND_BY_KEY.get(card)
    if k is not None:
        return why_not_kind(state, seat, k, coins)
    m = LANDMARK_BY_KEY.get(card)
    if m is not None:
        return why_not_landmark(state, seat, m, coins)
    return UNKNOWN_CARD


def build_refusal(state: MKState, card: str) -> str | None:
    """Why the active seat may not build ``card`` (an establishment, or one of its own
    landmarks) now: a reason code in its build step; None outside it (a click on a card then
    means nothing) or when it may."""
    if state.phase != BUILD:
        return None
    return why_not_build(state, state.active, card)


def market_display(state: MKState) -> list[Tile]:
    """The market as the table lays it out: every pile, sold out or not (standard market),
    or each row's face-up piles followed by that row's deck (deck markets)."""
    rows = MARKET_ROWS[state.market]
    if not rows:
        return [("pile", k) for k in range(NUM_KINDS)]
    out: list[Tile] = []
    for r, (kinds, _target) in enumerate(rows):
        out += [("pile", k) for k in kinds if state.supply[k]]
        out.append(("deck", r))
    return out
