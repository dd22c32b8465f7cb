"""Why an action is refused: the one source of Machi Koro's legality (spec §4, §5).

Reasons are reason codes, catalog keys ``machi_koro.illegal.<code>`` that the app translates
(``locale/messages.pot``); no English sentence leaves the engine. ``legal_actions``,
``sample_action`` and ``explain_illegal`` all ask :func:`why_not_build` and
:func:`why_not_landmark`, and so does the table when it highlights what may be built.
"""

from __future__ import annotations

from typing import Any

from ..data import KIND_BY_KEY, LANDMARK_BY_KEY, NUM_KINDS, NUM_LANDMARKS
from .actions import (
    Build,
    BuildLandmark,
    ChooseDice,
    FirstPlayer,
    Roll,
    Trade,
    TvTarget,
)
from .flow import COST, IS_PURPLE, LM_COST, PHASE_OF, TS_BIT
from .state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV, MKState

_P = "machi_koro.illegal."
OVER_ = _P + "over"
NOT_AN_ACTION = _P + "not_an_action"
FIRST_PLAYER = _P + "first_player"
NO_SEAT = _P + "no_seat"
MUST_ROLL = _P + "must_roll"
DICE_COUNT = _P + "dice_count"
DIE_VALUE = _P + "die_value"
DICE_CHOICE = _P + "dice_choice"
NEED_TRAIN_STATION = _P + "need_train_station"
NOT_YOURSELF = _P + "not_yourself"
UNKNOWN_CARD = _P + "unknown_card"
UNKNOWN_LANDMARK = _P + "unknown_landmark"
TRADE_PURPLE = _P + "trade_purple"
NOTHING_TO_GIVE = _P + "nothing_to_give"
NOTHING_TO_TAKE = _P + "nothing_to_take"
SOLD_OUT = _P + "sold_out"
PURPLE_OWNED = _P + "purple_owned"
BEGINNER_LIMIT = _P + "beginner_limit"
CANNOT_AFFORD = _P + "cannot_afford"
ALREADY_BUILT = _P + "already_built"
NO_DECISION = _P + "no_decision"
NOT_CHANCE = _P + "not_chance"
WRONG_STEP = {DICE: _P + "step.choose_dice", REROLL: _P + "step.reroll",
              TV: _P + "step.tv_station", TRADE: _P + "step.trade", BUILD: _P + "step.build"}
"""Refusal of an action of another step: what the current step expects."""
REASONS: tuple[str, ...] = (
    OVER_, NOT_AN_ACTION, FIRST_PLAYER, NO_SEAT, MUST_ROLL, DICE_COUNT, DIE_VALUE, DICE_CHOICE,
    NEED_TRAIN_STATION, NOT_YOURSELF, UNKNOWN_CARD, UNKNOWN_LANDMARK, TRADE_PURPLE,
    NOTHING_TO_GIVE, NOTHING_TO_TAKE, SOLD_OUT, PURPLE_OWNED, BEGINNER_LIMIT, CANNOT_AFFORD,
    ALREADY_BUILT, NO_DECISION, NOT_CHANCE, *WRONG_STEP.values())
"""Every reason code (the catalog must translate each)."""


def why_not_build(state: MKState, seat: int, kind: int, coins: int | None = None) -> str | None:
    """Why ``seat`` may not buy establishment ``kind`` (in its build step), or None.

    ``coins`` replaces the seat's coins (a view counting coins still flying). The step itself
    is not checked: the table asks this for the marks on the market in any step."""
    if not state.supply[kind]:
        return SOLD_OUT
    owned = state.cards[seat][kind]
    if IS_PURPLE[kind]:
        if owned:
            return PURPLE_OWNED
    elif state.limit and owned >= state.limit:
        return BEGINNER_LIMIT
    if COST[kind] > (state.coins[seat] if coins is None else coins):
        return CANNOT_AFFORD
    return None


def why_not_landmark(state: MKState, seat: int, landmark: int,
                     coins: int | None = None) -> str | None:
    """Why ``seat`` may not build its ``landmark`` (in its build step), or None."""
    if state.landmarks[seat] >> landmark & 1:
        return ALREADY_BUILT
    if LM_COST[landmark] > (state.coins[seat] if coins is None else coins):
        return CANNOT_AFFORD
    return None


def _seat(value: Any, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def _kind(key: Any) -> int | None:
    return KIND_BY_KEY.get(key) if type(key) is str else None


def explain_illegal(state: MKState, action: Any) -> str | None:
    """None exactly when ``action`` is in ``legal_actions`` (or a possible chance outcome),
    else a reason code. ``action`` may be any object: malformed ones get a reason too."""
    ph = state.phase
    if ph == OVER:
        return OVER_
    cls = type(action)
    want = PHASE_OF.get(cls)
    if want is None:
        return NOT_AN_ACTION
    if ph == FIRST:
        if cls is not FirstPlayer:
            return FIRST_PLAYER
        return None if _seat(action.seat, state.n) else NO_SEAT
    if ph == ROLL:
        if cls is not Roll:
            return MUST_ROLL
        d = action.dice
        if type(d) is not tuple or len(d) != state.ndice:
            return DICE_COUNT
        if any(type(x) is not int or not 1 <= x <= 6 for x in d):
            return DIE_VALUE
        return None
    if want != ph:
        return WRONG_STEP[ph]
    a = state.active
    if cls is ChooseDice:
        count = action.count
        if type(count) is not int or count not in (1, 2):
            return DICE_CHOICE
        if count == 2 and not state.landmarks[a] & TS_BIT:
            return NEED_TRAIN_STATION
        return None
    if cls is TvTarget or cls is Trade:
        o = action.seat if cls is TvTarget else action.target
        if not _seat(o, state.n):
            return NO_SEAT
        if o == a:
            return NOT_YOURSELF
        if cls is TvTarget:
            return None
        g, k = _kind(action.give), _kind(action.take)
        if g is None or k is None:
            return UNKNOWN_CARD
        if IS_PURPLE[g] or IS_PURPLE[k]:
            return TRADE_PURPLE
        if not state.cards[a][g]:
            return NOTHING_TO_GIVE
        if not state.cards[o][k]:
            return NOTHING_TO_TAKE
        return None
    if cls is Build:
        k = _kind(action.card)
        return UNKNOWN_CARD if k is None else why_not_build(state, a, k)
    if cls is BuildLandmark:
        key = action.landmark
        m = LANDMARK_BY_KEY.get(key) if type(key) is str else None
        return UNKNOWN_LANDMARK if m is None else why_not_landmark(state, a, m)
    return None  # KeepRoll, Reroll, DeclineTrade, BuildNothing: always allowed in their step


assert NUM_KINDS == len(COST) and NUM_LANDMARKS == len(LM_COST)
