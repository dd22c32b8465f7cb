"""A game's AI hooks (``GameInfo.ai``) with fallbacks for games that have none.

Hooks module functions (all take ``rules`` first so a module needs no globals):
``evaluate(rules, state) -> list[float]`` per seat in [0, 1], ~win chance;
optional ``rollout_action(rules, state, rng) -> Action``;
optional ``candidate_actions(rules, state, actions) -> list[Action]``;
optional ``root_candidates(rules, state, actions) -> list[Action]`` for the decision being
taken (called once per decision, so it may afford a finer filter; default: candidate_actions);
optional ``PRESETS`` dict, level -> overrides of :data:`game.ai.presets.PRESETS`.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.protocol import TERMINAL, Action, AnyRules
from game.engine.registry import GameInfo
from game.engine.rng import Rng


def terminal_values(rules: AnyRules, state: Any, seats: int) -> list[float]:
    """1 shared among the winners; an even split when nobody won."""
    winners = rules.winners(state)
    if not winners:
        return [1.0 / seats] * seats
    share = 1.0 / len(winners)
    out = [0.0] * seats
    for w in winners:
        out[w] = share
    return out


def score_evaluate(rules: AnyRules, state: Any) -> list[float]:
    """Fallback evaluation: a softmax of the running scores (sums to 1, like win chances).

    The temperature grows with the scores so a lead of a few points in a high-scoring game
    is not treated as a certain win.
    """
    totals = [s.total for s in rules.scores(state)]
    seats = len(totals)
    if rules.current_player(state) == TERMINAL:
        return terminal_values(rules, state, seats)
    top = max(totals)
    temp = max(1.0, 0.25 * max(abs(t) for t in totals))
    weights = [math.exp((t - top) / temp) for t in totals]
    total = sum(weights)
    return [w / total for w in weights]


@dataclass(frozen=True)
class Hooks:
    evaluate: Callable[[AnyRules, Any], list[float]]
    rollout_action: Callable[[AnyRules, Any, Rng], Action] | None = None
    candidate_actions: Callable[[AnyRules, Any, list[Action]], list[Action]] | None = None
    root_candidate_actions: Callable[[AnyRules, Any, list[Action]], list[Action]] | None = None
    presets: dict[str, dict[str, Any]] = field(default_factory=dict)
    native_evaluate: bool = False
    """False when ``evaluate`` is the score fallback (ISMCTS then plays out to the end)."""

    def candidates(self, rules: AnyRules, state: Any, actions: list[Action]) -> list[Action]:
        if self.candidate_actions is None or len(actions) <= 1:
            return actions
        return self.candidate_actions(rules, state, actions) or actions

    def root_candidates(self, rules: AnyRules, state: Any, actions: list[Action]) -> list[Action]:
        """The options of the decision itself (once per decision)."""
        if self.root_candidate_actions is None or len(actions) <= 1:
            return self.candidates(rules, state, actions)
        return self.root_candidate_actions(rules, state, actions) or actions


FALLBACK = Hooks(evaluate=score_evaluate)
_cache: dict[str, Hooks] = {}


def load_hooks(info: GameInfo) -> Hooks:
    """The hooks of ``info`` (cached). A missing module means fallbacks; an error inside an
    existing module is raised so it gets fixed rather than silently weakening the AI."""
    name = info.ai
    if not name:
        return FALLBACK
    if name in _cache:
        return _cache[name]
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return FALLBACK
    evaluate = getattr(module, "evaluate", None)
    hooks = Hooks(
        evaluate=evaluate or score_evaluate,
        rollout_action=getattr(module, "rollout_action", None),
        candidate_actions=getattr(module, "candidate_actions", None),
        root_candidate_actions=getattr(module, "root_candidates", None),
        presets=dict(getattr(module, "PRESETS", {}) or {}),
        native_evaluate=evaluate is not None,
    )
    _cache[name] = hooks
    return hooks
