"""Why the Hint's move is good, in Machi Koro's terms (see :mod:`game.ai.hint`): a reason for
every decision a seat takes, from the rules' own forecasts (:mod:`..rules.query`), never from
the computer player's search.

- 1 or 2 dice: the coins each choice can be expected to bring this roll (and the Amusement
  Park's extra turn on doubles).
- Keep or roll again: what this total pays, against what a new roll pays on average.
- TV Station: the coins it takes, and why that seat.
- Business Center: the coins a round the exchange brings, and what the partner loses.
- Build: the coins a round a card adds (the TV Station and Business Center by what they do),
  how many landmarks are then left; build nothing: what the coins are kept for.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..data import (
    AMUSEMENT_PARK,
    BUSINESS_CENTER,
    ESTABLISHMENTS,
    KIND_BY_KEY,
    LANDMARK_BY_KEY,
    LANDMARKS,
    TV_STATION,
)
from ..rules.actions import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Trade,
    TvTarget,
)
from ..rules.query import income_per_round, own_roll_income, roll_gain, why_not_build
from ..rules.state import MKState

TV_TAKE = ESTABLISHMENTS[TV_STATION].amount
"""At most what the TV Station takes."""


def signed(value: float, tenths: bool = True) -> Text:
    """A forecast as players read it, with the language's decimal mark: "+1.4" / "+1,4",
    "−0.5", "+0.0" (``tenths``: one decimal always, so the noun after it reads the same for
    any value; else a whole number, "+3")."""
    scaled = round(value * 10) if tenths else round(value)
    sign = "−" if scaled < 0 else "+"
    if not tenths:
        return Text("machi_koro.hint.whole", {"sign": sign, "whole": str(abs(scaled))})
    whole, tenth = divmod(abs(scaled), 10)
    return Text("machi_koro.hint.decimal", {"sign": sign, "whole": str(whole),
                                            "tenth": str(tenth)})


def hint_reason(rules: Any, state: MKState, seat: int, action: Any) -> Text | None:
    """Why ``action`` is good for ``seat`` now (None: a move with nothing to explain)."""
    kind = type(action)
    if kind is ChooseDice:
        return _dice(state, seat, action.count)
    if kind is KeepRoll or kind is Reroll:
        return _reroll(state, seat, kind is Reroll)
    if kind is TvTarget:
        return _tv(state, seat, action.seat)
    if kind is Trade:
        return _trade(rules, state, seat, action)
    if kind is DeclineTrade:
        return Text("machi_koro.hint.no_trade", {})
    if kind is Build:
        return _build(state, seat, action.card)
    if kind is BuildLandmark:
        return _landmark(state, seat, action.landmark)
    if kind is BuildNothing:
        return _nothing(state, seat)
    return None


def _dice(state: MKState, seat: int, count: int) -> Text:
    mine = own_roll_income(state, seat, count)
    other = own_roll_income(state, seat, 3 - count)
    park = bool(state.landmarks[seat] >> AMUSEMENT_PARK & 1)
    key = "machi_koro.hint.dice2_park" if count == 2 and park else f"machi_koro.hint.dice{count}"
    return Text(key, {"mine": signed(mine), "other": signed(other)})


def _reroll(state: MKState, seat: int, again: bool) -> Text:
    total = state.total
    now = roll_gain(state, seat, total)
    average = own_roll_income(state, seat, state.ndice)
    key = "machi_koro.hint.reroll" if again else "machi_koro.hint.keep"
    return Text(key, {"total": total, "now": signed(now, tenths=False),
                      "average": signed(average)})


def _tv(state: MKState, seat: int, target: int) -> Text:
    coins = state.coins
    amount = min(TV_TAKE, coins[target])
    others = [o for o in range(state.n) if o != seat]
    best = max(min(TV_TAKE, coins[o]) for o in others)
    lead = max(bin(state.landmarks[o]).count("1") for o in others)
    if best == 0:
        key = "machi_koro.hint.tv_nobody"
    elif amount >= best:
        key = "machi_koro.hint.tv_most"
    elif bin(state.landmarks[target]).count("1") >= lead:
        key = "machi_koro.hint.tv_leader"
    else:
        key = "machi_koro.hint.tv"
    return Text(key, {"amount": amount, "target_player": target})


def _trade(rules: Any, state: MKState, seat: int, action: Trade) -> Text:
    after = state.clone()
    rules.apply(after, action)
    gain = income_per_round(after, seat) - income_per_round(state, seat)
    loss = income_per_round(after, action.target) - income_per_round(state, action.target)
    return Text("machi_koro.hint.trade", {"gain": signed(gain), "loss": signed(loss),
                                          "target_player": action.target})


def _build(state: MKState, seat: int, card: str) -> Text:
    k = KIND_BY_KEY[card]
    if k == TV_STATION:  # a choice, not counted in the income forecast
        return Text("machi_koro.hint.tv_station", {})
    if k == BUSINESS_CENTER:
        return Text("machi_koro.hint.business_center", {})
    after = state.clone()
    after.cards[seat][k] += 1
    gain = income_per_round(after, seat) - income_per_round(state, seat)
    return Text("machi_koro.hint.income", {"gain": signed(gain)})


def _landmark(state: MKState, seat: int, key: str) -> Text:
    bit = 1 << LANDMARK_BY_KEY[key]
    left = sum(1 for i in range(len(LANDMARKS)) if not (state.landmarks[seat] | bit) >> i & 1)
    if left == 0:
        return Text("machi_koro.hint.wins", {})
    return Text("machi_koro.hint.landmarks_left", {"n": left})


def _nothing(state: MKState, seat: int) -> Text:
    """Nothing affordable, or the coins kept for the cheapest landmark still out of reach."""
    keys = [e.key for e in ESTABLISHMENTS] + [m.key for m in LANDMARKS]
    if all(why_not_build(state, seat, key) is not None for key in keys):
        return Text("machi_koro.hint.nothing_poor", {})
    unbuilt = [m for m in LANDMARKS if not state.landmarks[seat] >> LANDMARK_BY_KEY[m.key] & 1
               and why_not_build(state, seat, m.key) is not None]
    if not unbuilt:
        return Text("machi_koro.hint.nothing", {})
    goal = min(unbuilt, key=lambda m: m.cost)
    return Text("machi_koro.hint.save", {"landmark": Text(f"machi_koro.landmark.{goal.key}.name"),
                                         "cost": goal.cost})
