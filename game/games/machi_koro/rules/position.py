"""The documented JSON position (docs/positions/machi_koro.md) and the observation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import (
    AMUSEMENT_PARK,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    KIND_BY_KEY,
    LANDMARK_BY_KEY,
    LANDMARKS,
    MARKET_MODES,
    MARKET_ROWS,
    NUM_KINDS,
    PURPLE_KINDS,
    RADIO_TOWER,
    STARTING_CITY,
    TRAIN_STATION,
    TV_STATION,
    total_copies,
)
from .market import ROW_OF, settle_market
from .state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, STEP_NAMES, TRADE, TV, MKState

KEYS = tuple(e.key for e in ESTABLISHMENTS)
LM_KEYS = tuple(m.key for m in LANDMARKS)


def _counts(counts: list[int]) -> dict[str, int]:
    return {KEYS[k]: c for k, c in enumerate(counts) if c}


def _public(state: MKState) -> dict[str, Any]:
    return {
        "game": "machi_koro",
        "options": {"market": state.market,
                    "beginner_limit": state.limit or "off"},
        "step": STEP_NAMES[state.phase],
        "active": state.active,
        "turn": state.turn,
        "dice_count": state.ndice,
        "dice": list(state.dice),
        "rerolled": state.rerolled,
        "park_active": state.park,
        "winner": state.winner if state.winner >= 0 else None,
        "cities": [{"coins": state.coins[p], "establishments": _counts(state.cards[p]),
                    "landmarks": [LM_KEYS[m] for m in range(4) if state.landmarks[p] >> m & 1]}
                   for p in range(state.n)],
        "market": _counts(state.supply),
        "removed": _counts(state.removed),
    }


def to_position(state: MKState) -> dict[str, Any]:
    out = _public(state)
    out["players"] = state.n
    if state.decks:
        out["decks"] = [[KEYS[k] for k in reversed(d)] for d in state.decks]  # top first
    out["rng"] = state.rng.to_json()
    return out


def observation(state: MKState, player: int) -> dict[str, Any]:
    """Everything is public except the order of the market decks (O16): only sizes."""
    out = _public(state)
    out["players"] = state.n
    out["viewer"] = player
    if state.decks:
        out["deck_sizes"] = [len(d) for d in state.decks]
    return out


# --- reading -----------------------------------------------------------------------------------
def _int(value: Any, what: str, lo: int = 0, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(f"{what} must be a whole number, not {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise PositionError(f"{what} must be between {lo} and {hi}, not {value}"
                            if hi is not None else f"{what} must be at least {lo}, not {value}")
    return value


def _read_counts(data: Any, what: str) -> list[int]:
    if not isinstance(data, Mapping):
        raise PositionError(f"{what} must be an object of card name -> count")
    out = [0] * NUM_KINDS
    for key, count in data.items():
        k = KIND_BY_KEY.get(key)
        if k is None:
            raise PositionError(f"{what}: unknown establishment {key!r}")
        out[k] = _int(count, f"{what}.{key}")
    return out


def _put_on_top(state: MKState, tops: Any, market: str) -> None:
    """``deck_top``: per row, the cards (top first) moved to the top of the shuffled deck."""
    if not isinstance(tops, list) or not all(isinstance(t, list) for t in tops) or len(
            tops) > len(state.decks):
        raise PositionError("'deck_top' must be a list with one list of cards per deck")
    for r, top in enumerate(tops):
        deck = state.decks[r]
        for key in reversed(top):
            k = KIND_BY_KEY.get(key)
            if k is None or k not in deck:
                raise PositionError(f"deck_top[{r}]: no {key!r} left in that deck")
            deck.remove(k)
            deck.append(k)


def from_position(data: Mapping[str, Any]) -> MKState:
    if not isinstance(data, Mapping):
        raise PositionError("a position must be a JSON object")
    if data.get("game", "machi_koro") != "machi_koro":
        raise PositionError(f"not a Machi Koro position: game {data.get('game')!r}")
    cities = data.get("cities")
    if not isinstance(cities, list):
        raise PositionError("'cities' must be a list with one object per player")
    n = _int(data.get("players", len(cities)), "players", 2, 4)
    if len(cities) != n:
        raise PositionError(f"'cities' lists {len(cities)} players, 'players' says {n}")
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise PositionError("'options' must be an object")
    market = options.get("market", "standard")
    if market not in MARKET_MODES:
        raise PositionError(f"unknown market mode {market!r}")
    limit = options.get("beginner_limit", "off")
    if limit in ("off", None, 0):
        limit = 0
    elif isinstance(limit, bool) or limit not in (2, 3, 4):
        raise PositionError("beginner_limit must be 'off', 2, 3 or 4")
    rng = data.get("rng", 0)
    try:
        state = MKState(n, Rng.from_json(rng))
    except ValueError as exc:
        raise PositionError(str(exc)) from None
    state.market = market
    state.limit = limit
    for p, city in enumerate(cities):
        if not isinstance(city, Mapping):
            raise PositionError(f"cities[{p}] must be an object")
        state.coins[p] = _int(city.get("coins", 3), f"cities[{p}].coins")
        if "establishments" in city:
            state.cards[p] = _read_counts(city["establishments"], f"cities[{p}].establishments")
        else:
            for k in STARTING_CITY:
                state.cards[p][k] = 1
        for k in PURPLE_KINDS:
            if state.cards[p][k] > 1:
                raise PositionError(f"cities[{p}] owns {state.cards[p][k]} {KEYS[k]}; "
                                    "at most one of each purple kind")
        lms = city.get("landmarks", [])
        if not isinstance(lms, list):
            raise PositionError(f"cities[{p}].landmarks must be a list")
        for key in lms:
            m = LANDMARK_BY_KEY.get(key)
            if m is None:
                raise PositionError(f"cities[{p}]: unknown landmark {key!r}")
            state.landmarks[p] |= 1 << m
    state.removed = _read_counts(data.get("removed", {}), "removed")
    # The market: given, or everything not in a city (deck modes: dealt like at setup).
    left = [total_copies(k, n) - sum(c[k] for c in state.cards) - state.removed[k]
            for k in range(NUM_KINDS)]
    for k in range(NUM_KINDS):
        if left[k] < 0:
            raise PositionError(f"too many {KEYS[k]}: only {total_copies(k, n)} in the game")
    rows = MARKET_ROWS[market]
    if "market" in data:
        state.supply = _read_counts(data["market"], "market")
        if not rows:
            # Standard mode: unlisted piles hold what is left; a listed pile smaller than what
            # is left puts the difference out of the game (so a test can say "one Mine left").
            listed = data["market"]
            for k in range(NUM_KINDS):
                if KEYS[k] not in listed:
                    state.supply[k] = left[k]
                elif state.supply[k] < left[k]:
                    state.removed[k] += left[k] - state.supply[k]
                    left[k] = state.supply[k]
    if rows:
        if "decks" in data:
            decks = data["decks"]
            if not isinstance(decks, list) or len(decks) != len(rows) or not all(
                    isinstance(d, list) for d in decks):
                raise PositionError(f"'decks' must be a list of {len(rows)} lists (top first)")
            for r, deck in enumerate(decks):
                ids = []
                for key in deck:
                    k = KIND_BY_KEY.get(key)
                    if k is None:
                        raise PositionError(f"decks[{r}]: unknown establishment {key!r}")
                    if ROW_OF[market][k] != r:
                        raise PositionError(f"decks[{r}]: {key} belongs to another row")
                    ids.append(k)
                state.decks.append(ids[::-1])
        elif "market" in data:
            rest = [k for k in range(NUM_KINDS) for _ in range(left[k] - state.supply[k])]
            if any(left[k] < state.supply[k] for k in range(NUM_KINDS)):
                raise PositionError("the market holds more cards than are left in the game")
            state.decks = [[k for k in rest if ROW_OF[market][k] == r] for r in range(len(rows))]
            for d in state.decks:
                state.rng.shuffle(d)
            _put_on_top(state, data.get("deck_top", []), market)
        else:
            state.decks = [[k for k in kinds for _ in range(left[k])] for kinds, _t in rows]
            for d in state.decks:
                state.rng.shuffle(d)
            _put_on_top(state, data.get("deck_top", []), market)
            settle_market(state, None)
    elif "market" not in data:
        state.supply = left
    for k in range(NUM_KINDS):
        in_decks = sum(d.count(k) for d in state.decks)
        if state.supply[k] + in_decks != left[k]:
            raise PositionError(
                f"{KEYS[k]}: cities, market, decks and removed hold "
                f"{total_copies(k, n) - left[k] + state.supply[k] + in_decks} copies, "
                f"the game has {total_copies(k, n)}")
    # Turn state.
    step = data.get("step")
    state.active = _int(data.get("active", 0), "active", 0, n - 1)
    state.turn = _int(data.get("turn", 1), "turn")
    dice = data.get("dice", [])
    if not isinstance(dice, list) or len(dice) > 2:
        raise PositionError("'dice' must be a list of at most 2 die values")
    state.dice = tuple(_int(d, "a die", 1, 6) for d in dice)
    a = state.active
    has_ts = state.landmarks[a] >> TRAIN_STATION & 1
    state.ndice = _int(data.get("dice_count", len(dice) or 1), "dice_count", 1, 2)
    if state.ndice == 2 and not has_ts:
        raise PositionError("two dice need the active player's Train Station")
    if dice and len(dice) != state.ndice:
        raise PositionError("'dice' does not match 'dice_count'")
    state.rerolled = bool(data.get("rerolled", False))
    state.park = bool(data.get("park_active",
                               bool(state.landmarks[a] >> AMUSEMENT_PARK & 1)))
    winner = data.get("winner")
    if step is None:
        step = "over" if winner is not None else ("choose_dice" if has_ts else "roll")
    if step not in STEP_NAMES:
        raise PositionError(f"unknown step {step!r}; one of {list(STEP_NAMES)}")
    state.phase = STEP_NAMES.index(step)
    ph = state.phase
    if ph == OVER:
        state.winner = _int(winner, "winner", 0, n - 1)
        if state.landmarks[state.winner] != 15:
            raise PositionError("the winner must have all four landmarks built")
    elif winner is not None:
        raise PositionError("'winner' is only allowed with step 'over'")
    if ph == DICE and not has_ts:
        raise PositionError("step 'choose_dice' needs the active player's Train Station")
    if ph in (REROLL, TV, TRADE) and not dice:
        raise PositionError(f"step {step!r} needs the dice of this turn")
    if ph == REROLL and (state.rerolled or not state.landmarks[a] >> RADIO_TOWER & 1):
        raise PositionError("step 'reroll' needs a Radio Tower that was not used this turn")
    if ph in (TV, TRADE) and sum(state.dice) != 6:
        raise PositionError(f"step {step!r} needs a roll of 6")
    if ph == TV and not state.cards[a][TV_STATION]:
        raise PositionError("step 'tv_station' needs the active player's TV Station")
    if ph == TRADE and not state.cards[a][BUSINESS_CENTER]:
        raise PositionError("step 'trade' needs the active player's Business Center")
    if ph in (FIRST, ROLL, DICE) and dice and not (ph == ROLL and state.rerolled):
        raise PositionError(f"step {step!r} comes before the roll: leave 'dice' empty")
    if ph == BUILD and any(lm == 15 for lm in state.landmarks):
        raise PositionError("a player with four landmarks has already won")
    return state
