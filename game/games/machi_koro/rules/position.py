"""The documented JSON position (docs/positions/machi_koro.md); what a seat observes is
in :mod:`.information`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import (
    AMUSEMENT_PARK,
    ESTABLISHMENTS,
    KIND_BY_KEY,
    LANDMARK_BY_KEY,
    LANDMARKS,
    MARKET_MODES,
    MARKET_ROWS,
    NUM_KINDS,
    STARTING_CITY,
    STARTING_COINS,
    TRAIN_STATION,
    total_copies,
)
from . import invariants
from .invariants import MAX_COINS, MAX_TURN
from .market import ROW_OF, settle_market
from .state import FIRST, OVER, STEP_NAMES, MKState

__all__ = ["MAX_COINS", "MAX_TURN", "from_position", "public_fields", "to_position"]

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
TOP_KEYS = frozenset({"game", "players", "options", "step", "active", "turn", "dice_count",
                      "dice", "rerolled", "park_active", "winner", "cities", "market",
                      "removed", "decks", "deck_top", "rng"})
CITY_KEYS = frozenset({"coins", "establishments", "landmarks"})
OPTION_KEYS = frozenset({"market", "beginner_limit"})
MAX_COPIES = max(total_copies(k, 4) for k in range(NUM_KINDS))
"""Most copies of one kind anywhere (6 + the 4 starting ones)."""


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
    """Card name -> copies; a kind not listed has none."""
    if not isinstance(data, Mapping):
        raise PositionError(f"{what} must be an object of card name -> count")
    out = [0] * NUM_KINDS
    for key, count in data.items():
        k = _kind(key, what)
        out[k] = _int(count, f"{what}.{key}", 0, MAX_COPIES)
    return out


def _put_on_top(state: MKState, tops: Any) -> None:
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


def from_position(data: Mapping[str, Any]) -> MKState:
    """The state a position describes; a :class:`PositionError` naming the field and the rule
    if it is malformed or not a state the game can reach (:func:`.invariants.check`)."""
    if not isinstance(data, Mapping):
        raise PositionError("a position must be a JSON object")
    _only(data, TOP_KEYS, "position")
    game = data.get("game", "machi_koro")
    if game != "machi_koro" or not isinstance(game, str):
        raise PositionError(f"game: not a Machi Koro position: game {game!r}")
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
    elif type(limit) is not int or limit not in (2, 3, 4):
        raise PositionError("options.beginner_limit must be 'off', 2, 3 or 4")
    rng = data.get("rng", 0)
    try:
        state = MKState(n, Rng.from_json(rng))
    except ValueError as exc:
        raise PositionError(f"rng: {exc}") from None
    state.market = market
    state.limit = limit
    for p, city in enumerate(cities):
        _read_city(state, p, city)
    _read_market(state, data)
    _read_turn(state, data)
    invariants.check(state)
    return state


def _read_city(state: MKState, p: int, city: Any) -> None:
    if not isinstance(city, Mapping):
        raise PositionError(f"cities[{p}] must be an object")
    _only(city, CITY_KEYS, f"cities[{p}]")
    state.coins[p] = _int(city.get("coins", STARTING_COINS), f"cities[{p}].coins", 0,
                          MAX_COINS)
    if "establishments" in city:
        state.cards[p] = _read_counts(city["establishments"], f"cities[{p}].establishments")
    else:
        for k in STARTING_CITY:
            state.cards[p][k] = 1
    lms = city.get("landmarks", [])
    if not isinstance(lms, list):
        raise PositionError(f"cities[{p}].landmarks must be a list")
    for key in lms:
        m = _lookup(key, LANDMARK_BY_KEY, f"cities[{p}].landmarks", "landmark")
        if state.landmarks[p] >> m & 1:
            raise PositionError(f"cities[{p}].landmarks: {key} is listed twice")
        state.landmarks[p] |= 1 << m


def _read_market(state: MKState, data: Mapping[str, Any]) -> None:
    """The market piles, the decks (deck modes) and the cards out of the game. Whatever is not
    given is what is left: the market holds every copy not in a city, a deck or ``removed``;
    deck modes without ``decks`` shuffle the rest with the state's generator (and, without
    ``market`` either, deal the display as at setup)."""
    n, market = state.n, state.market
    state.removed = _read_counts(data.get("removed", {}), "removed")
    left = [total_copies(k, n) - sum(c[k] for c in state.cards) - state.removed[k]
            for k in range(NUM_KINDS)]
    for k in range(NUM_KINDS):
        if left[k] < 0:
            raise PositionError(f"cities: too many {KEYS[k]}: only {total_copies(k, n)} in "
                                "the game")
    rows = MARKET_ROWS[market]
    if "deck_top" in data and (not rows or "decks" in data):
        raise PositionError("deck_top: only for a deck market whose 'decks' are not given")
    if not rows:
        if "decks" in data:
            raise PositionError("decks: the standard market has no decks")
        state.supply = _read_counts(data["market"], "market") if "market" in data else left
        return
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
        if "market" in data:
            state.supply = _read_counts(data["market"], "market")
        else:
            in_decks = [sum(d.count(k) for d in state.decks) for k in range(NUM_KINDS)]
            state.supply = [max(0, left[k] - in_decks[k]) for k in range(NUM_KINDS)]
        return
    if "market" in data:
        state.supply = _read_counts(data["market"], "market")
        for k in range(NUM_KINDS):
            if state.supply[k] > left[k]:
                raise PositionError(f"market.{KEYS[k]}: {state.supply[k]} on display, but "
                                    f"only {left[k]} are not in a city or removed")
        rest = [k for k in range(NUM_KINDS) for _ in range(left[k] - state.supply[k])]
        state.decks = [[k for k in rest if ROW_OF[market][k] == r] for r in range(len(rows))]
        for d in state.decks:
            state.rng.shuffle(d)
        _put_on_top(state, data.get("deck_top", []))
    else:
        state.decks = [[k for k in kinds for _ in range(left[k])] for kinds, _t in rows]
        for d in state.decks:
            state.rng.shuffle(d)
        _put_on_top(state, data.get("deck_top", []))
        settle_market(state, None)


def _read_turn(state: MKState, data: Mapping[str, Any]) -> None:
    """Whose turn, the step, the dice and the flags; :func:`.invariants.check` then checks
    that they fit together and with the cities."""
    n = state.n
    state.active = a = _int(data.get("active", 0), "active", 0, n - 1)
    dice = data.get("dice", [])
    if not isinstance(dice, list) or len(dice) > 2:
        raise PositionError("'dice' must be a list of at most 2 die values")
    state.dice = tuple(_int(d, "dice: a die", 1, 6) for d in dice)
    has_ts = state.landmarks[a] >> TRAIN_STATION & 1
    state.ndice = _int(data.get("dice_count", len(dice) or 1), "dice_count", 1, 2)
    state.rerolled = _bool(data.get("rerolled", False), "rerolled")
    has_park = bool(state.landmarks[a] >> AMUSEMENT_PARK & 1)
    state.park = _bool(data.get("park_active", has_park), "park_active")
    winner = data.get("winner")
    if winner is not None:
        state.winner = _int(winner, "winner", 0, n - 1)
    if "step" in data:
        step = data["step"]
    else:
        step = "over" if winner is not None else ("choose_dice" if has_ts else "roll")
    if not isinstance(step, str) or step not in STEP_NAMES:
        raise PositionError(f"step: unknown step {step!r}; one of {list(STEP_NAMES)}")
    state.phase = STEP_NAMES.index(step)
    if state.phase == OVER and winner is None:
        raise PositionError("winner: step 'over' names the winner")
    state.turn = (_int(data["turn"], "turn", 0, MAX_TURN) if "turn" in data
                  else default_turn(state))


def default_turn(state: MKState) -> int:
    """The turn of a position that does not give one: the lowest the rest allows (0 before
    the first player is drawn; one turn per construction before this one; turn 2 when no
    construction was made but the coins moved or the Amusement Park flag is set)."""
    ph = state.phase
    if ph == FIRST:
        return 0
    done = invariants.builds(state)
    if ph == OVER:
        return max(1, done)
    if done == 0 and (state.park and ph in invariants.BEFORE_FINAL
                      or any(c != STARTING_COINS for c in state.coins)):
        return 2
    return done + 1
