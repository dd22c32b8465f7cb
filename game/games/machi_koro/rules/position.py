"""The documented JSON position (docs/positions/machi_koro.md); what a seat observes is
in :mod:`.information`."""

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


def public_fields(state: MKState) -> dict[str, Any]:
    """The fields of a position every seat sees (all but the decks and the generator)."""
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
    out = public_fields(state)
    out["players"] = state.n
    if state.decks:
        out["decks"] = [[KEYS[k] for k in reversed(d)] for d in state.decks]  # top first
    out["rng"] = state.rng.to_json()
    return out


# --- reading -----------------------------------------------------------------------------------
MAX_COINS = 1_000_000
"""Most coins a city may hold in a position (a real game never comes near: ~100 turns)."""
MAX_TURN = 1_000_000
"""Highest turn number a position may give."""
TOP_KEYS = frozenset({"game", "players", "options", "step", "active", "turn", "dice_count",
                      "dice", "rerolled", "park_active", "winner", "cities", "market",
                      "removed", "decks", "deck_top", "rng"})
CITY_KEYS = frozenset({"coins", "establishments", "landmarks"})
OPTION_KEYS = frozenset({"market", "beginner_limit"})


def _only(data: Mapping[str, Any], allowed: frozenset[str], what: str) -> None:
    extra = sorted(str(k) for k in data if k not in allowed)
    if extra:
        raise PositionError(f"{what}: unknown field {extra[0]!r}")


def _int(value: Any, what: str, lo: int = 0, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(f"{what} must be a whole number, not {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise PositionError(f"{what} must be between {lo} and {hi}, not {value}"
                            if hi is not None else f"{what} must be at least {lo}, not {value}")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"{what} must be true or false, not {value!r}")
    return value


def _lookup(value: Any, table: Mapping[str, int], what: str, noun: str) -> int:
    """The id of a card or landmark key (any other value, a list included, is refused)."""
    found = table.get(value) if isinstance(value, str) else None
    if found is None:
        raise PositionError(f"{what}: unknown {noun} {value!r}")
    return found


def _kind(value: Any, what: str) -> int:
    return _lookup(value, KIND_BY_KEY, what, "establishment")


def _read_counts(data: Any, what: str) -> list[int]:
    if not isinstance(data, Mapping):
        raise PositionError(f"{what} must be an object of card name -> count")
    out = [0] * NUM_KINDS
    for key, count in data.items():
        k = _kind(key, what)
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
            k = KIND_BY_KEY.get(key) if isinstance(key, str) else None
            if k is None or k not in deck:
                raise PositionError(f"deck_top[{r}]: no {key!r} left in that deck")
            deck.remove(k)
            deck.append(k)


def _check_settled(state: MKState) -> None:
    """A deck-market display is always refilled (L2, L4) and, in harbor, holds no purple
    pile every player owns (§6.3): the engine settles it after every purchase."""
    rows = MARKET_ROWS[state.market]
    for r, (kinds, target) in enumerate(rows):
        shown = sum(1 for k in kinds if state.supply[k])
        if shown < target and state.decks[r]:
            raise PositionError(f"market: row {r} shows {shown} kinds with cards left in its "
                                f"deck; it must be refilled to {target}")
    if state.market == "harbor":
        for k in PURPLE_KINDS:
            if state.supply[k] and all(city[k] for city in state.cards):
                raise PositionError(f"market.{KEYS[k]}: every player owns one, so the pile "
                                    "leaves the game (harbor)")


def from_position(data: Mapping[str, Any]) -> MKState:
    if not isinstance(data, Mapping):
        raise PositionError("a position must be a JSON object")
    if data.get("game", "machi_koro") != "machi_koro":
        raise PositionError(f"not a Machi Koro position: game {data.get('game')!r}")
    _only(data, TOP_KEYS, "position")
    cities = data.get("cities")
    if not isinstance(cities, list):
        raise PositionError("'cities' must be a list with one object per player")
    n = _int(data.get("players", len(cities)), "players", 2, 4)
    if len(cities) != n:
        raise PositionError(f"'cities' lists {len(cities)} players, 'players' says {n}")
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise PositionError("'options' must be an object")
    _only(options, OPTION_KEYS, "options")
    market = options.get("market", "standard")
    if not isinstance(market, str) or market not in MARKET_MODES:
        raise PositionError(f"options.market: unknown market mode {market!r}")
    limit = options.get("beginner_limit", "off")
    if limit == "off" and isinstance(limit, str):
        limit = 0
    elif isinstance(limit, bool) or limit not in (2, 3, 4):
        raise PositionError("options.beginner_limit must be 'off', 2, 3 or 4")
    rng = data.get("rng", 0)
    try:
        state = MKState(n, Rng.from_json(rng))
    except ValueError as exc:
        raise PositionError(f"rng: {exc}") from None
    state.market = market
    state.limit = limit
    for p, city in enumerate(cities):
        if not isinstance(city, Mapping):
            raise PositionError(f"cities[{p}] must be an object")
        _only(city, CITY_KEYS, f"cities[{p}]")
        state.coins[p] = _int(city.get("coins", 3), f"cities[{p}].coins", 0, MAX_COINS)
        if "establishments" in city:
            state.cards[p] = _read_counts(city["establishments"], f"cities[{p}].establishments")
        else:
            for k in STARTING_CITY:
                state.cards[p][k] = 1
        for k in PURPLE_KINDS:
            if state.cards[p][k] > 1:
                raise PositionError(f"cities[{p}].establishments.{KEYS[k]}: owns "
                                    f"{state.cards[p][k]}; at most one of each purple kind")
        lms = city.get("landmarks", [])
        if not isinstance(lms, list):
            raise PositionError(f"cities[{p}].landmarks must be a list")
        for key in lms:
            m = _lookup(key, LANDMARK_BY_KEY, f"cities[{p}].landmarks", "landmark")
            if state.landmarks[p] >> m & 1:
                raise PositionError(f"cities[{p}].landmarks: {key} is listed twice")
            state.landmarks[p] |= 1 << m
    strict = "removed" in data
    """A position that lists ``removed`` accounts for every copy itself (the convenience
    below, a short market pile meaning cards out of the game, is for hand-written tests)."""
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
        if not rows and not strict:
            # Standard mode: unlisted piles hold what is left; a listed pile smaller than what
            # is left puts the difference out of the game (so a test can say "one Mine left").
            listed = data["market"]
            for k in range(NUM_KINDS):
                if KEYS[k] not in listed:
                    state.supply[k] = left[k]
                elif state.supply[k] < left[k]:
                    state.removed[k] += left[k] - state.supply[k]
                    left[k] = state.supply[k]
    if "deck_top" in data and (not rows or "decks" in data):
        raise PositionError("deck_top: only for a deck market whose 'decks' are not given")
    if rows:
        if "decks" in data:
            decks = data["decks"]
            if not isinstance(decks, list) or len(decks) != len(rows) or not all(
                    isinstance(d, list) for d in decks):
                raise PositionError(f"'decks' must be a list of {len(rows)} lists (top first)")
            for r, deck in enumerate(decks):
                ids = []
                for key in deck:
                    k = _kind(key, f"decks[{r}]")
                    if ROW_OF[market][k] != r:
                        raise PositionError(f"decks[{r}]: {key} belongs to another row")
                    ids.append(k)
                state.decks.append(ids[::-1])
        elif "market" in data:
            if any(left[k] < state.supply[k] for k in range(NUM_KINDS)):
                raise PositionError("market holds more cards than are left in the game")
            rest = [k for k in range(NUM_KINDS) for _ in range(left[k] - state.supply[k])]
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
    elif "decks" in data:
        raise PositionError("decks: the standard market has no decks")
    elif "market" not in data:
        state.supply = left
    for k in range(NUM_KINDS):
        in_decks = sum(d.count(k) for d in state.decks)
        if state.supply[k] + in_decks != left[k]:
            raise PositionError(
                f"market.{KEYS[k]}: cities, market, decks and removed hold "
                f"{total_copies(k, n) - left[k] + state.supply[k] + in_decks} copies, "
                f"the game has {total_copies(k, n)}")
    if rows:
        _check_settled(state)
    _read_turn(state, data)
    return state


def _read_turn(state: MKState, data: Mapping[str, Any]) -> None:
    n = state.n
    step = data.get("step")
    state.active = _int(data.get("active", 0), "active", 0, n - 1)
    dice = data.get("dice", [])
    if not isinstance(dice, list) or len(dice) > 2:
        raise PositionError("'dice' must be a list of at most 2 die values")
    state.dice = tuple(_int(d, "a die", 1, 6) for d in dice)
    if len(dice) == 2 and dice[0] > dice[1]:
        raise PositionError("dice: two dice are written sorted, low first")
    a = state.active
    has_ts = state.landmarks[a] >> TRAIN_STATION & 1
    state.ndice = _int(data.get("dice_count", len(dice) or 1), "dice_count", 1, 2)
    if state.ndice == 2 and not has_ts:
        raise PositionError("dice_count: two dice need the active player's Train Station")
    if dice and len(dice) != state.ndice:
        raise PositionError("'dice' does not match 'dice_count'")
    state.rerolled = _bool(data.get("rerolled", False), "rerolled")
    if state.rerolled and not state.landmarks[a] >> RADIO_TOWER & 1:
        raise PositionError("rerolled: a re-roll needs the active player's Radio Tower")
    has_park = bool(state.landmarks[a] >> AMUSEMENT_PARK & 1)
    state.park = _bool(data.get("park_active", has_park), "park_active")
    winner = data.get("winner")
    if step is None:
        step = "over" if winner is not None else ("choose_dice" if has_ts else "roll")
    if not isinstance(step, str) or step not in STEP_NAMES:
        raise PositionError(f"step: unknown step {step!r}; one of {list(STEP_NAMES)}")
    state.phase = STEP_NAMES.index(step)
    ph = state.phase
    state.turn = _int(data.get("turn", 0 if ph == FIRST else 1), "turn", 0,
                      0 if ph == FIRST else MAX_TURN)
    if ph == OVER:
        state.winner = _int(winner, "winner", 0, n - 1)
        if state.landmarks[state.winner] != 15:
            raise PositionError("winner: the winner must have all four landmarks built")
    elif winner is not None:
        raise PositionError("winner: only allowed with step 'over'")
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
    if ph == FIRST and state.rerolled:
        raise PositionError("rerolled: no turn has started before the first player is drawn")
    if ph in (TV, TRADE, BUILD) and state.park != has_park:
        raise PositionError("park_active: in this step it is whether the active player has "
                            "the Amusement Park (built before this turn's roll)")
    if ph != OVER and any(lm == 15 for lm in state.landmarks):
        raise PositionError("landmarks: a player with four landmarks has already won")
