"""The Machi Koro rules object: legality, chance, information, serialisation (spec §4-§7).
The turn flow is in :mod:`.flow`, why an action is refused in :mod:`.legality`, the
build/trade choices in :mod:`.moves`, what each seat knows in :mod:`.information`, the log
words in :mod:`.words`, and every question a table asks in :mod:`.query`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import (
    CHANCE,
    TERMINAL,
    Event,
    GameConfig,
    GameType,
    IllegalAction,
    Rules,
    Score,
    Text,
    Viewer,
)
from game.engine.rng import Rng

from ..data import KIND_BY_KEY, LANDMARK_BY_KEY, STARTING_CITY, STARTING_COINS
from . import information as info
from . import invariants, words
from . import position as pos
from .actions import (
    CHOOSE_DICE,
    CODEC,
    FIRST_PLAYER,
    KEEP,
    REROLL_ACT,
    ROLL1,
    ROLL1_OUTCOMES,
    ROLL2,
    ROLL2_OUTCOMES,
    TV_TARGET,
    Build,
    BuildLandmark,
    Roll,
    Trade,
)
from .flow import (
    GOLDEN,
    HANDLERS,
    MASK64,
    MIX1,
    MIX2,
    draw,
    start_turn,
)
from .legality import NO_DECISION, NOT_CHANCE, explain_illegal
from .market import needs_settling, setup_market
from .moves import build_actions, sample_build, sample_trade, trade_actions
from .options import parse_options
from .state import BUILD as PH_BUILD
from .state import DICE, FIRST, OVER, REROLL, ROLL, STEP_NAMES, TRADE, TV, MKState

assert (CHANCE, TERMINAL) == (-1, -2)  # current_player uses the literals
MIX2_6, MIX2_36 = MIX2 * 6, MIX2 * 36
"""Multipliers of a one-die and a two-dice draw (see flow.MIX2)."""
ROLL2_BY_INDEX = tuple(ROLL2[(min(a, b), max(a, b))] for a in range(1, 7) for b in range(1, 7))
"""Two-dice outcome of draw i in [0, 36): dice (i // 6 + 1, i % 6 + 1), sorted."""


class MachiKoroRules(Rules[MKState, Any]):
    game_id = "machi_koro"
    # Dice are chance nodes; the order of the market decks (deck-market modes) is hidden from
    # everyone, so the game as a whole has imperfect information (the standard market hides
    # nothing, but the type is one constant per game).
    game_type = GameType(perfect_information=False, explicit_chance=True,
                         secret_simultaneous=False, min_players=2, max_players=4)

    # --- setup -----------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> MKState:
        n = config.num_players
        market, limit, first = parse_options(config.options, n)
        state = MKState(n, Rng(seed))
        state.market = market
        state.limit = limit
        for p in range(n):
            state.coins[p] = STARTING_COINS
            for k in STARTING_CITY:
                state.cards[p][k] += 1
        setup_market(state, None)
        if first is None:
            state.phase = FIRST  # a chance node: the log records who starts
        else:
            state.active = first
            start_turn(state, None, False)
        return state

    def validate_config(self, config: GameConfig) -> str | None:
        try:
            parse_options(config.options, config.num_players)
        except ValueError as exc:
            return str(exc)
        return None

    # --- whose move and what is legal --------------------------------------------------------
    def current_player(self, state: MKState) -> int:
        ph = state.phase
        if ph > 2:  # ROLL; literals: this runs once per step of every playout
            return state.active
        return -2 if ph == 0 else -1  # TERMINAL at OVER, else CHANCE

    def is_over(self, state: MKState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: MKState) -> list[Any]:
        ph = state.phase
        if ph == PH_BUILD:
            return build_actions(state)
        if ph == DICE:
            return [CHOOSE_DICE[1], CHOOSE_DICE[2]]
        if ph == REROLL:
            return [KEEP, REROLL_ACT]
        if ph == TV:
            a = state.active
            return [TV_TARGET[(a + i) % state.n] for i in range(1, state.n)]
        if ph == TRADE:
            return trade_actions(state)
        return []

    def chance_outcomes(self, state: MKState) -> list[tuple[Any, float]]:
        if state.phase == ROLL:
            return list(ROLL1_OUTCOMES if state.ndice == 1 else ROLL2_OUTCOMES)
        if state.phase == FIRST:
            return [(FIRST_PLAYER[s], 1 / state.n) for s in range(state.n)]
        return []

    def sample_action(self, state: MKState, rng: Rng) -> Any:
        ph = state.phase
        if ph == PH_BUILD:
            return sample_build(state, rng)
        if ph == DICE or ph == REROLL:
            z = rng.s = (rng.s + GOLDEN) & MASK64  # a fair coin: flow.draw(rng, 2), inlined
            z = ((z ^ (z >> 30)) * MIX1) & MASK64
            heads = ((z ^ (z >> 27)) * MIX2 >> 63) & 1
            if ph == DICE:
                return CHOOSE_DICE[1 + heads]
            return REROLL_ACT if heads else KEEP
        if ph == TRADE:
            return sample_trade(state, rng)
        if ph == TV:  # the opponents in legal_actions' order, without listing them
            return TV_TARGET[(state.active + 1 + draw(rng, state.n - 1)) % state.n]
        raise IllegalAction(NO_DECISION)

    def sample_chance(self, state: MKState, rng: Rng | None = None) -> Any:
        """Draw the pending outcome. Without ``rng`` it PEEKS at the state's generator: the
        generator advances when the outcome is applied (one SplitMix step per chance
        outcome), so a replayed log of outcomes ends with the same generator state as the
        live game, and saved positions compare equal after a replay."""
        if rng is None:
            z = (state.rng.s + GOLDEN) & MASK64
        else:
            z = rng.s = (rng.s + GOLDEN) & MASK64
        z = ((z ^ (z >> 30)) * MIX1) & MASK64  # flow.draw, inlined: once per roll of a playout
        z ^= z >> 27
        if state.phase == ROLL:
            if state.ndice == 1:
                return ROLL1[(z * MIX2_6 >> 64) % 6 + 1]
            return ROLL2_BY_INDEX[(z * MIX2_36 >> 64) % 36]  # one draw for both dice
        if state.phase == FIRST:
            return FIRST_PLAYER[(z * MIX2 * state.n >> 64) % state.n]
        raise IllegalAction(NOT_CHANCE)

    def explain_illegal(self, state: MKState, action: Any) -> str | None:
        return explain_illegal(state, action)

    # --- doing it ------------------------------------------------------------------------------
    def _apply(self, state: MKState, action: Any) -> list[Event]:
        # Rules.apply has checked the action and advanced the generator at a chance node.
        if state.quiet:
            HANDLERS[type(action)](state, action, None)
            return []
        events: list[Event] = []
        HANDLERS[type(action)](state, action, events)
        return events

    def silence(self, state: MKState) -> MKState:
        state.quiet = True
        return state

    def reveals_information(self, state: MKState, action: Any) -> bool:
        if state.phase in (FIRST, ROLL):
            return True
        if type(action) is Build and state.decks:
            k = KIND_BY_KEY.get(action.card) if type(action.card) is str else None
            return k is not None and needs_settling(state, k)
        return False

    # --- the end -------------------------------------------------------------------------------
    def scores(self, state: MKState) -> list[Score]:
        out = []
        for p in range(state.n):
            lm = bin(state.landmarks[p]).count("1")
            # The breakdown sums to the total; coins and establishments only break ties
            # for display (the game itself has no ties: the fourth landmark wins).
            out.append(Score(lm, {"landmarks": lm}, (state.coins[p], sum(state.cards[p]))))
        return out

    def winners(self, state: MKState) -> list[int]:
        return [state.winner] if state.winner >= 0 else []

    def turn_count(self, state: MKState) -> int:
        return state.turn

    # --- information -------------------------------------------------------------------------
    def observation(self, state: MKState, player: int) -> dict[str, Any]:
        return info.observation(state, player)

    def determinize(self, state: MKState, player: int, rng: Rng) -> MKState:
        return info.determinize(state, player, rng)

    def redact(self, state: MKState, viewer: Viewer) -> MKState:
        return info.redact(state, viewer)

    # --- words for a viewer (everything is public) ----------------------------------------
    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        return words.event_text(event)

    def action_text(self, state: MKState, action: Any, viewer: Viewer) -> Text:
        return words.action_text(self.current_player(state), action)

    # --- serialisation -----------------------------------------------------------------------
    def position(self, state: MKState) -> dict[str, Any]:
        return pos.to_position(state)

    def from_position(self, data: Mapping[str, Any]) -> MKState:
        return pos.from_position(data)

    def check_invariants(self, state: MKState) -> None:
        invariants.check(state)

    def action_to_json(self, action: Any) -> Any:
        return CODEC.to_json(action)

    def action_from_json(self, data: Any) -> Any:
        action = CODEC.from_json(data)
        cls = type(action)
        if cls is Build and action.card not in KIND_BY_KEY:
            raise ValueError(f"unknown establishment {action.card!r}")
        if cls is BuildLandmark and action.landmark not in LANDMARK_BY_KEY:
            raise ValueError(f"unknown landmark {action.landmark!r}")
        if cls is Trade and (action.give not in KIND_BY_KEY or action.take not in KIND_BY_KEY):
            raise ValueError("unknown establishment in a trade")
        if cls is Roll and not isinstance(action.dice, tuple):
            raise ValueError("dice must be a list")
        return action

    # helpers for tests and the AI
    def step_name(self, state: MKState) -> str:
        return STEP_NAMES[state.phase]


