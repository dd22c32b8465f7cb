"""TwentiethCenturyRules: the Rules protocol for 20th Century (spec /work/shared/rules/
twentieth_century.md).

No chance nodes: the stacks and the catastrophe cards are shuffled by the state's generator
at setup; their order is hidden (``observation`` leaves it out, ``determinize`` reshuffles
the unseen multiset). The action that ends a round reveals the next displays and card, so
``reveals_information`` flags it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import (
    GAME_OVER,
    TERMINAL,
    Event,
    GameConfig,
    GameType,
    Rules,
    Score,
    Text,
)
from game.engine.rng import Rng

from . import actions as act
from . import (
    auction,
    flow,
    income,
    information,
    invariants,
    maintenance,
    position,
    prevention,
    words,
)
from .actions import ILLEGAL
from .setup import FIRST_PLAYER, new_game
from .state import POINT_KEYS, TCState


class TwentiethCenturyRules(Rules[TCState, Any]):
    game_id = "twentieth_century"
    game_type = GameType(perfect_information=False, explicit_chance=False,
                         secret_simultaneous=False, min_players=3, max_players=5)

    def new_game(self, config: GameConfig, seed: int) -> TCState:
        return new_game(config, seed)

    def validate_config(self, config: GameConfig) -> str | None:
        if not 3 <= config.num_players <= 5:
            return "20th Century takes 3 to 5 players"
        if any(p.automa_level for p in config.players):
            return "20th Century has no solo opponent"
        first = config.option("first_player", "random")
        if first != "random" and (first not in FIRST_PLAYER
                                  or int(str(first)[4:]) > config.num_players):
            return "twentieth_century.config.no_such_seat"  # a catalog key: the new-game screen
        return None

    # --- whose move, what is legal -------------------------------------------------------
    def current_player(self, state: TCState) -> int:
        if state.final:
            return TERMINAL
        if state.stack.items:
            return state.stack.items[-1].seat
        if state.phase == "auction":
            return state.leader if state.lot is None else state.bidder
        return state.prev_turn

    def legal_actions(self, state: TCState) -> list[Any]:
        if state.final:
            return []
        top = state.stack.top
        if top is not None:
            if top.kind == auction.CHOOSE_TECH:
                return auction.tech_legal(state)
            if top.kind == income.RECYCLE:
                return income.legal(state)
            return maintenance.legal(state)
        if state.phase == "auction":
            return auction.legal(state)
        return prevention.legal(state)

    def sample_action(self, state: TCState, rng: Rng) -> Any:
        items = state.stack.items
        if items:
            kind = items[-1].kind
            if kind == auction.CHOOSE_TECH:
                return auction.tech_sample(state, rng)
            if kind == income.RECYCLE:
                return income.sample(state, rng)
            return maintenance.sample(state, rng)
        if state.phase == "auction":
            return auction.sample(state, rng)
        return prevention.sample(state, rng)

    def explain_illegal(self, state: TCState, action: Any) -> str | None:
        if state.final:
            return GAME_OVER
        if not act.well_formed(action):
            return ILLEGAL + "not_action"
        top = state.stack.top
        if top is not None:
            if top.kind == auction.CHOOSE_TECH:
                return auction.tech_explain(state, action)
            if top.kind == income.RECYCLE:
                return income.explain(state, action)
            return maintenance.explain(state, action)
        if state.phase == "auction":
            return auction.explain(state, action)
        return prevention.explain(state, action)

    def reveals_information(self, state: TCState, action: Any) -> bool:
        """The last recycling choice of rounds 1-4 starts the next round's Preparation;
        with no plant choice left, the last Done (or citizen, attach...) does."""
        if state.final or state.round >= 5 or self.explain_illegal(state, action) is not None:
            return False
        probe = state.clone()
        probe.silent = True
        before = probe.round
        self._apply(probe, action)
        return probe.round != before

    def silence(self, state: TCState) -> TCState:
        state.silent = True
        return state

    def _apply(self, state: TCState, action: Any) -> list[Event]:
        ev: list[Event] = []
        items = state.stack.items
        if items:
            kind = items[-1].kind
            if kind == auction.CHOOSE_TECH:
                auction.tech_apply(state, action, ev)
            elif kind == income.RECYCLE:
                income.apply(state, action, ev)
            else:
                maintenance.apply(state, action, ev)
        elif state.phase == "auction":
            auction.apply(state, action, ev)
        else:
            prevention.apply(state, action, ev)
        state.turn += 1
        flow.advance(state, ev)
        return ev

    # --- the end ---------------------------------------------------------------------------
    def scores(self, state: TCState) -> list[Score]:
        out = []
        for p in state.players:
            breakdown = {k: p.points[k] for k in POINT_KEYS}
            out.append(Score(p.qol, breakdown, (-p.garbage(),)))
        return out

    def winners(self, state: TCState) -> list[int]:
        return income.winners(state) if state.final else []

    def turn_count(self, state: TCState) -> int:
        return state.turn

    # --- information -------------------------------------------------------------------------
    def observation(self, state: TCState, player: int) -> dict[str, Any]:
        return information.observation(state, player)

    def determinize(self, state: TCState, player: int, rng: Rng) -> TCState:
        return information.determinize(state, player, rng)

    def redact(self, state: TCState, viewer: int | None) -> TCState:
        return information.redact(state, viewer)

    def has_private_view(self, state: TCState, player: int) -> bool:
        # Nothing in a seat's view is secret (A-30: holdings follow from public changes),
        # but the table shows only the seat's own holdings unless ``open_holdings``, so the
        # hand-off between human seats keeps that display setting.
        return not state.options.get("open_holdings", False)

    # --- words (rules/words) -------------------------------------------------------------------
    def action_text(self, state: TCState, action: Any, viewer: int | None) -> Text:
        return words.action_text(state, self.current_player(state), action)

    def event_text(self, event: Event, viewer: int | None) -> Text | None:
        """Lands, technologies and scoring cards read as words, never as tile ids."""
        return words.event_text(event)

    # --- serialisation -------------------------------------------------------------------------
    def position(self, state: TCState) -> dict[str, Any]:
        return position.to_position(state)

    def from_position(self, data: Mapping[str, Any]) -> TCState:
        return position.from_position(data)

    def check_invariants(self, state: TCState) -> None:
        invariants.check(state)

    def action_to_json(self, action: Any) -> Any:
        return act.to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return act.from_json(data)

