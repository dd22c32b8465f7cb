"""Every invariant a reachable Machi Koro state keeps (spec §2, §4-§6, §9.3), written once:
``from_position`` checks what it built with :func:`check`, and so do the soak and contract
tests after every step (``Rules.check_invariants``).

Each broken invariant raises one :class:`PositionError` whose message names the position
field (docs/positions/machi_koro.md) and the rule. The checks follow the flow of
:mod:`.flow`: what each step leaves behind, including the fields a step does not refresh
(``park_active`` and, at ``choose_dice``, ``dice_count`` keep the previous roll's value).
"""

from __future__ import annotations

from typing import NoReturn

from game.engine.protocol import PositionError

from ..data import (
    ALL_LANDMARKS,
    AMUSEMENT_PARK,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    MARKET_ROWS,
    NUM_KINDS,
    PURPLE_KINDS,
    RADIO_TOWER,
    STARTING_CITY,
    STARTING_COINS,
    TRAIN_STATION,
    TV_STATION,
    total_copies,
)
from .income import resolve_roll
from .state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, STEP_NAMES, TRADE, TV, MKState

MAX_COINS = 1_000_000
"""Most coins a city may hold (a real game never comes near: ~100 turns)."""
MAX_TURN = 1_000_000
"""Highest turn number."""
KEYS = tuple(e.key for e in ESTABLISHMENTS)
LIMITS = (0, 2, 3, 4)
"""Beginner limits (0 = off)."""
TOTALS = {n: tuple(total_copies(k, n) for k in range(NUM_KINDS)) for n in (2, 3, 4)}
TS_BIT, RADIO_BIT, PARK_BIT = 1 << TRAIN_STATION, 1 << RADIO_TOWER, 1 << AMUSEMENT_PARK
BEFORE_FINAL = (DICE, ROLL, REROLL)
"""Steps of a turn whose roll is not final yet (``park_active`` is still the last roll's)."""
AFTER_ROLL = (TV, TRADE, BUILD)
"""Steps after this turn's final roll and before its construction."""


def _fail(message: str) -> NoReturn:
    raise PositionError(message)


def builds(state: MKState) -> int:
    """Constructions so far: establishments beyond the starting two per city (a trade is one
    for one) plus built landmarks; each takes one turn's construction step."""
    return (sum(sum(c) for c in state.cards) - len(STARTING_CITY) * state.n
            + sum(bin(m).count("1") for m in state.landmarks))


def check(state: MKState) -> None:
    """Raise :class:`PositionError` for the first invariant ``state`` breaks."""
    n = state.n
    if type(n) is not int or not 2 <= n <= 4:
        _fail(f"players: {n!r}; Machi Koro is played by 2 to 4")
    if not (len(state.coins) == len(state.cards) == len(state.landmarks) == n):
        _fail("cities: one city per player")
    _check_cities(state)
    _check_market(state)
    _check_turn(state)


def _check_cities(state: MKState) -> None:
    """Coins, copies and landmarks of every city (spec §1.2, C4, §9.3)."""
    for p in range(state.n):
        coins = state.coins[p]
        if type(coins) is not int or not 0 <= coins <= MAX_COINS:
            _fail(f"cities[{p}].coins: {coins!r}; coins are a whole number from 0 to "
                  f"{MAX_COINS}")
        city = state.cards[p]
        if len(city) != NUM_KINDS or min(city) < 0:
            _fail(f"cities[{p}].establishments: a count below 0")
        purple = 0
        for k in PURPLE_KINDS:
            if city[k] > 1:
                _fail(f"cities[{p}].establishments.{KEYS[k]}: {city[k]} owned, but a city has "
                      "at most one of each purple kind")
            purple += city[k]
        if sum(city) - purple < len(STARTING_CITY):
            _fail(f"cities[{p}].establishments: fewer than the 2 starting establishments; a "
                  "city never loses non-purple establishments (a trade is one for one)")
        lm = state.landmarks[p]
        if type(lm) is not int or not 0 <= lm <= ALL_LANDMARKS:
            _fail(f"cities[{p}].landmarks: unknown landmarks {lm!r}")
    if not any(c[BUSINESS_CENTER] for c in state.cards):
        # Without a Business Center no trade ever happened (the card never leaves its city):
        # every city holds its own starting cards and what it built, within the beginner
        # limit (§6.1: only a trade may exceed it).
        limit = state.limit
        for p, city in enumerate(state.cards):
            for k in STARTING_CITY:
                if not city[k]:
                    _fail(f"cities[{p}].establishments.{KEYS[k]}: missing the starting card; "
                          "only a Business Center trade can take it away, and no city has one")
            if limit and max(city) > limit:
                k = city.index(max(city))
                _fail(f"cities[{p}].establishments.{KEYS[k]}: {city[k]} owned, above the "
                      f"beginner limit of {limit}; only a Business Center trade may exceed "
                      "it, and no city has one")


def _check_market(state: MKState) -> None:
    """Every card accounted for once (§1.1, §9.3); the market mode's piles, decks and
    removals (§6.2-§6.5)."""
    n, market = state.n, state.market
    if market not in MARKET_ROWS:
        _fail(f"options.market: unknown market mode {market!r}")
    if state.limit not in LIMITS:
        _fail(f"options.beginner_limit: {state.limit!r}; 'off', 2, 3 or 4")
    rows = MARKET_ROWS[market]
    if len(state.decks) != len(rows):
        _fail(f"decks: {len(state.decks)} decks, but the {market} market has {len(rows)}")
    supply, removed, cards = state.supply, state.removed, state.cards
    if len(supply) != NUM_KINDS or len(removed) != NUM_KINDS or min(supply) < 0 or min(
            removed) < 0:
        _fail("market: a count below 0")
    held = [sum(column) for column in zip(*cards, strict=True)]
    """Copies per kind in the cities."""
    counted = [h + m + r for h, m, r in zip(held, supply, removed, strict=True)]
    for r, deck in enumerate(state.decks):
        kinds = rows[r][0]
        for k in deck:
            if k not in kinds:
                _fail(f"decks[{r}]: {KEYS[k] if 0 <= k < NUM_KINDS else k} belongs to "
                      "another row")
            counted[k] += 1
    totals = TOTALS[n]
    if counted != list(totals):
        k = next(k for k in range(NUM_KINDS) if counted[k] != totals[k])
        _fail(f"market.{KEYS[k]}: cities, market, decks and removed hold {counted[k]} "
              f"copies, the game has {totals[k]}")
    for k in STARTING_CITY:
        if held[k] < n:
            _fail(f"cities: {held[k]} {KEYS[k]} in the cities; the {n} starting ones never "
                  "leave a city")
    if any(removed):
        for k in range(NUM_KINDS):
            if not removed[k]:
                continue
            if market != "harbor" or k not in PURPLE_KINDS:
                _fail(f"removed.{KEYS[k]}: only the harbor market removes cards, and only "
                      "purple piles")
            if held[k] < n:
                _fail(f"removed.{KEYS[k]}: a purple pile leaves the game only when every "
                      "player owns one")
    if not rows:
        return
    if market == "harbor":
        for k in PURPLE_KINDS:
            if supply[k] and held[k] == n:
                _fail(f"market.{KEYS[k]}: every player owns one, so the pile leaves the "
                      "game (harbor)")
    for r, (kinds, target) in enumerate(rows):
        shown = sum(1 for k in kinds if supply[k])
        if shown > target:
            _fail(f"market: row {r} shows {shown} kinds; a refill stops at {target}")
        if shown < target and state.decks[r]:
            _fail(f"market: row {r} shows {shown} kinds with cards left in its deck; it "
                  f"must be refilled to {target}")


def _check_turn(state: MKState) -> None:
    """The step, the dice and the flags of the turn (§4, §5); the turn counter."""
    n, a, ph = state.n, state.active, state.phase
    if type(ph) is not int or not 0 <= ph < len(STEP_NAMES):
        _fail(f"step: unknown step {ph!r}")
    step = STEP_NAMES[ph]
    if type(a) is not int or not 0 <= a < n:
        _fail(f"active: {a!r}; a seat from 0 to {n - 1}")
    lm = state.landmarks[a]
    dice, ndice = state.dice, state.ndice
    if type(dice) is not tuple or len(dice) > 2 or any(
            type(d) is not int or not 1 <= d <= 6 for d in dice):
        _fail(f"dice: {list(dice)!r}; at most 2 dice of 1 to 6")
    if len(dice) == 2 and dice[0] > dice[1]:
        _fail("dice: two dice are written sorted, low first")
    if ndice not in (1, 2):
        _fail(f"dice_count: {ndice!r}; 1 or 2")
    if ndice == 2 and not lm & TS_BIT:
        _fail("dice_count: two dice need the active player's Train Station")
    if dice and len(dice) != ndice:
        _fail(f"dice: {len(dice)} dice, but dice_count is {ndice}")
    if state.rerolled and not lm & RADIO_BIT:
        _fail("rerolled: a re-roll needs the active player's Radio Tower")
    turn = state.turn
    if type(turn) is not int or not 0 <= turn <= MAX_TURN:
        _fail(f"turn: {turn!r}; a whole number from 0 to {MAX_TURN}")
    has_park = bool(lm & PARK_BIT)
    done = builds(state)
    # The step and what it needs.
    if ph == FIRST:
        _check_start(state, "step 'first_player'")
        if turn or a or dice or ndice != 1 or state.rerolled or state.park or (
                state.winner != -1):
            _fail("step 'first_player': before the first player is drawn the turn is 0, "
                  "seat 0 is active, no dice were rolled, no flag is set and nobody won")
        return
    if turn < 1:
        _fail(f"turn: 0 only in step 'first_player', not in step {step!r}")
    # The end: the fourth landmark wins at once (W1, W2).
    complete = [p for p in range(n) if state.landmarks[p] == ALL_LANDMARKS]
    if ph == OVER:
        if state.winner != a:
            _fail(f"winner: {state.winner if state.winner >= 0 else None!r}; the game ends "
                  f"when the active player ({a}) builds the fourth landmark")
        if complete != [a]:
            _fail(f"winner: the winner and only the winner has all four landmarks built; "
                  f"cities {complete} have")
    else:
        if state.winner != -1:
            _fail("winner: only in step 'over'")
        if complete:
            _fail(f"cities[{complete[0]}].landmarks: all four are built, so that player has "
                  "won: the step is 'over'")
    if ph == DICE and not lm & TS_BIT:
        _fail("step 'choose_dice' needs the active player's Train Station")
    if ph in (DICE, ROLL) and not state.rerolled and dice:
        _fail(f"dice: step {step!r} comes before this turn's roll; no dice yet")
    if ph == DICE and state.rerolled:
        _fail("rerolled: step 'choose_dice' starts a turn; nothing was re-rolled yet")
    if not dice and (ph in (REROLL, OVER) or ph in AFTER_ROLL or ph == ROLL and state.rerolled):
        _fail(f"dice: step {step!r} comes after a roll; give this turn's dice")
    if ph == REROLL and (state.rerolled or not lm & RADIO_BIT):
        _fail("step 'reroll' needs a Radio Tower that was not used this turn")
    if ph in (TV, TRADE) and sum(dice) != 6:
        _fail(f"step {step!r} needs a roll of 6, not {sum(dice)}")
    if ph == TV and not state.cards[a][TV_STATION]:
        _fail("step 'tv_station' needs the active player's TV Station")
    if ph == TRADE and not state.cards[a][BUSINESS_CENTER]:
        _fail("step 'trade' needs the active player's Business Center")
    # park_active: set when the roll becomes final; until then the previous roll's value.
    if ph in AFTER_ROLL and state.park != has_park:
        _fail("park_active: after the roll it is whether the active player has the "
              "Amusement Park (nothing is built between the roll and the build)")
    if ph in BEFORE_FINAL and state.park and (turn == 1 or not (
            has_park or state.landmarks[(a - 1) % n] & PARK_BIT)):
        _fail("park_active: before the roll it is the previous roll's, and neither the "
              "active player nor the previous one has the Amusement Park")
    if ph == OVER:
        if done > turn:
            _fail(f"turn: {done} constructions need at least {done} turns, not {turn}")
        return
    if done > turn - 1:
        _fail(f"turn: {done} constructions need at least {done + 1} turns (the current "
              f"one's comes at its end), not {turn}")
    if turn == 1:
        if ph in BEFORE_FINAL:
            _check_start(state, "turn 1 before the first roll")
        else:  # the first roll has paid the starting cards, nothing else happened
            _check_first_income(state)


def _check_first_income(state: MKState) -> None:
    """Turn 1 after its roll: the starting cities and coins plus what that roll paid."""
    _check_start(state, "turn 1", coins=False)
    start = state.clone()
    start.coins = [STARTING_COINS] * state.n
    resolve_roll(start, sum(state.dice), None)
    for p in range(state.n):
        if state.coins[p] != start.coins[p]:
            _fail(f"cities[{p}].coins: {state.coins[p]} in turn 1 after a roll of "
                  f"{sum(state.dice)}; the 3 starting coins and that roll give "
                  f"{start.coins[p]}")


def _check_start(state: MKState, when: str, coins: bool = True) -> None:
    """Nothing has happened yet: the cities as set up (§2.1), their coins too if ``coins``."""
    for p in range(state.n):
        if coins and state.coins[p] != STARTING_COINS:
            _fail(f"cities[{p}].coins: {state.coins[p]} at {when}; every city starts with "
                  f"{STARTING_COINS}")
        city = state.cards[p]
        if any(city[k] != (1 if k in STARTING_CITY else 0) for k in range(NUM_KINDS)):
            _fail(f"cities[{p}].establishments: at {when} a city holds its starting "
                  "Wheat Field and Bakery only")
        if state.landmarks[p]:
            _fail(f"cities[{p}].landmarks: none is built at {when}")
    if any(state.removed):
        _fail(f"removed: nothing is removed at {when}")
