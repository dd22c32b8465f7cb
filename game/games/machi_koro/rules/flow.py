"""The turn flow: one handler per action kind, mutating the state (spec §4, §5).

Handlers take ``ev``, the event list to append to, or None when the state is quiet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.protocol import Event
from game.engine.rng import Rng

from ..data import (
    ALL_LANDMARKS,
    AMUSEMENT_PARK,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    KIND_BY_KEY,
    LANDMARK_BY_KEY,
    LANDMARKS,
    PURPLE,
    RADIO_TOWER,
    TRAIN_STATION,
    TV_STATION,
)
from .actions import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    FirstPlayer,
    KeepRoll,
    Reroll,
    Roll,
    Trade,
    TvTarget,
)
from .events import event
from .income import resolve_roll
from .market import settle_market
from .state import BUILD as PH_BUILD
from .state import DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV, MKState

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
"""SplitMix64's increment: adding it to ``rng.s`` is one step of the generator."""
MIX1, MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
"""SplitMix64's output multipliers. Big-int arithmetic is a third of a random playout's time,
so the hot paths inline the generator and stop after the second multiply: SplitMix's last
step ``z ^= z >> 31`` leaves bits 33-63 alone, so the top bits, all that a draw of a few
outcomes uses, are SplitMix's own. A draw in [0, n) is ``(y * MIX2 * n >> 64) % n``, which
equals ``((y * MIX2 & MASK64) * n) >> 64`` (the mask only drops multiples of n)."""


def draw(rng: Rng, n: int) -> int:
    """A uniform integer in [0, n) from one step of ``rng``: ``rng.randbelow(n)`` up to the
    bits SplitMix64's last step changes (see MIX2); the inlined copies follow this."""
    z = rng.s = (rng.s + GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    return ((z ^ (z >> 27)) * MIX2 * n >> 64) % n


TS_BIT = 1 << TRAIN_STATION
PARK_BIT = 1 << AMUSEMENT_PARK
RADIO_BIT = 1 << RADIO_TOWER
COST = tuple(e.cost for e in ESTABLISHMENTS)
IS_PURPLE = tuple(e.colour == PURPLE for e in ESTABLISHMENTS)
LM_COST = tuple(m.cost for m in LANDMARKS)
SORTED_DICE: dict[tuple[int, ...], tuple[tuple[int, ...], int]] = {**{(a,): ((a,), a) for a in range(1, 7)},
               **{(a, b): ((min(a, b), max(a, b)), a + b) for a in range(1, 7) for b in range(1, 7)}}
"""Dice as rolled -> (dice as kept, sorted low-high; their total): one lookup per roll."""


# --- turn flow ---------------------------------------------------------------------------
def start_turn(state: MKState, ev: list[Event] | None, extra: bool) -> None:
    state.turn += 1
    state.rerolled = False
    state.dice = ()
    if ev is not None:
        ev.append(event("turn", state.active, {"turn": state.turn, "extra": extra}))
    if state.landmarks[state.active] & TS_BIT:
        state.phase = DICE
    else:
        state.ndice = 1
        state.phase = ROLL


def roll_is_final(state: MKState, ev: list[Event] | None) -> None:
    """Resolve income for the kept roll and move to the first pending decision."""
    a = state.active
    state.park = state.landmarks[a] & PARK_BIT != 0
    total = SORTED_DICE[state.dice][1]
    resolve_roll(state, total, ev)
    if total == 6:
        city = state.cards[a]
        if city[TV_STATION]:
            state.phase = TV
            return
        if city[BUSINESS_CENTER]:
            state.phase = TRADE
            return
    state.phase = PH_BUILD


def end_turn(state: MKState, ev: list[Event] | None) -> None:
    """Extra turn on doubles with an Amusement Park built before the roll (E2), else the
    next seat clockwise; then the new turn starts (start_turn, inlined: hot path)."""
    a = state.active
    d = state.dice
    extra = state.park and len(d) == 2 and d[0] == d[1]
    if extra:
        if ev is not None:
            ev.append(event("extra_turn", a, {"dice": list(d)}))
    else:
        a = state.active = (a + 1) % state.n
    state.turn += 1
    state.rerolled = False
    state.dice = ()
    if ev is not None:
        ev.append(event("turn", a, {"turn": state.turn, "extra": extra}))
    if state.landmarks[a] & TS_BIT:
        state.phase = DICE
    else:
        state.ndice = 1
        state.phase = ROLL


def _first_player(state: MKState, action: FirstPlayer, ev: list[Event] | None) -> None:
    state.active = action.seat
    if ev is not None:
        ev.append(event("first_player", action.seat, {}))
    start_turn(state, ev, False)


def _choose_dice(state: MKState, action: ChooseDice, ev: list[Event] | None) -> None:
    state.ndice = action.count
    if ev is not None:
        ev.append(event("dice_count", state.active, {"count": action.count}))
    state.phase = ROLL


def _roll(state: MKState, action: Roll, ev: list[Event] | None) -> None:
    state.dice = d = SORTED_DICE[action.dice][0]
    if ev is not None:
        ev.append(event("roll", state.active, {
            "dice": list(d), "total": sum(d), "doubles": len(d) == 2 and d[0] == d[1],
            "reroll": state.rerolled}))
    if state.landmarks[state.active] & RADIO_BIT and not state.rerolled:
        state.phase = REROLL
        return
    roll_is_final(state, ev)


def _keep(state: MKState, action: KeepRoll, ev: list[Event] | None) -> None:
    if ev is not None:
        ev.append(event("keep", state.active, {"dice": list(state.dice)}))
    roll_is_final(state, ev)


def _reroll(state: MKState, action: Reroll, ev: list[Event] | None) -> None:
    if ev is not None:
        ev.append(event("reroll", state.active, {"discarded": list(state.dice)}))
    state.rerolled = True
    state.phase = ROLL


def _tv(state: MKState, action: TvTarget, ev: list[Event] | None) -> None:
    a, o = state.active, action.seat
    coins = state.coins
    t = coins[o] if coins[o] < 5 else 5
    coins[o] -= t
    coins[a] += t
    if ev is not None:
        ev.append(event("tv_station", a, {"card": "tv_station", "target": o, "amount": t}))
    state.phase = TRADE if state.cards[a][BUSINESS_CENTER] else PH_BUILD


def _trade(state: MKState, action: Trade, ev: list[Event] | None) -> None:
    a, o = state.active, action.target
    g, k = KIND_BY_KEY[action.give], KIND_BY_KEY[action.take]
    cards = state.cards
    cards[a][g] -= 1
    cards[o][g] += 1
    cards[o][k] -= 1
    cards[a][k] += 1
    if ev is not None:
        ev.append(event("trade", a, {"give": action.give, "target": o, "take": action.take}))
    state.phase = PH_BUILD


def _decline(state: MKState, action: DeclineTrade, ev: list[Event] | None) -> None:
    if ev is not None:
        ev.append(event("trade_declined", state.active, {}))
    state.phase = PH_BUILD


def _build(state: MKState, action: Build, ev: list[Event] | None) -> None:
    a = state.active
    k = KIND_BY_KEY[action.card]
    state.coins[a] -= COST[k]
    state.cards[a][k] += 1
    state.supply[k] -= 1
    if ev is not None:
        ev.append(event("build", a, {"card": action.card, "cost": COST[k]}))
    if state.decks:
        settle_market(state, ev)
    end_turn(state, ev)


def _build_landmark(state: MKState, action: BuildLandmark, ev: list[Event] | None) -> None:
    a = state.active
    m = LANDMARK_BY_KEY[action.landmark]
    state.coins[a] -= LM_COST[m]
    state.landmarks[a] |= 1 << m
    if ev is not None:
        ev.append(event("build_landmark", a, {"landmark": action.landmark, "cost": LM_COST[m]}))
    if state.landmarks[a] == ALL_LANDMARKS:
        state.winner = a
        state.phase = OVER
        if ev is not None:
            ev.append(event("win", a, {}))
    else:
        end_turn(state, ev)


def _nothing(state: MKState, action: BuildNothing, ev: list[Event] | None) -> None:
    if ev is not None:
        ev.append(event("build_nothing", state.active, {}))
    end_turn(state, ev)


HANDLERS: dict[type, Callable[[MKState, Any, list[Event] | None], None]] = {FirstPlayer: _first_player, ChooseDice: _choose_dice, Roll: _roll, KeepRoll: _keep,
             Reroll: _reroll, TvTarget: _tv, Trade: _trade, DeclineTrade: _decline,
             Build: _build, BuildLandmark: _build_landmark, BuildNothing: _nothing}
PHASE_OF: dict[type, int] = {FirstPlayer: FIRST, ChooseDice: DICE, Roll: ROLL, KeepRoll: REROLL,
             Reroll: REROLL, TvTarget: TV, Trade: TRADE, DeclineTrade: TRADE, Build: PH_BUILD,
             BuildLandmark: PH_BUILD, BuildNothing: PH_BUILD}


