"""A game's AI hooks (``GameInfo.ai``) with fallbacks for games that have none.

Hooks module functions (all take ``rules`` first so a module needs no globals):
``evaluate(rules, state) -> list[float]`` per seat in [0, 1], ~win chance;
optional ``rollout_action(rules, state, rng) -> Action``;
optional ``candidate_actions(rules, state, actions) -> Sequence[Action]``;
optional ``root_candidates(rules, state, actions) -> Sequence[Action]`` for the decision being
taken (called once per decision, so it may afford a finer filter; default: candidate_actions);
optional ``PARAMS`` dict: the game's own tuning numbers (e.g. how many moves a filter
keeps) with their defaults, added to the parameters of every level;
optional ``PRESETS`` dict, level -> overrides of :data:`game.ai.presets.PRESETS` and of
``PARAMS``;
optional ``PLAYERS`` dict, seat kind -> a :class:`game.ai.player.Player` class (called as
``cls(info, seed, hooks)``): the game's own extra computer players (e.g. a scripted
sparring partner), offered by ``make_player`` and ``sim`` beside the generic levels.

Any of the four functions may take a keyword ``params: Mapping[str, Any]`` (give it the
default ``PARAMS``): the running player's parameters, its level's preset with the player
count's ``by_players`` entry applied, so tuning reads the level instead of module globals.
:func:`load_hooks` detects the keyword once; players bind it with :meth:`Hooks.with_params`.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
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
    candidate_actions: Callable[[AnyRules, Any, Sequence[Action]], Sequence[Action]] | None = None
    root_candidate_actions: Callable[[AnyRules, Any, Sequence[Action]], Sequence[Action]] | None = None
    presets: dict[str, dict[str, Any]] = field(default_factory=dict)
    params: dict[str, Any] = field(default_factory=dict)
    """The game's own tuning keys and their defaults (its module's ``PARAMS``)."""
    native_evaluate: bool = False
    """False when ``evaluate`` is the score fallback (ISMCTS then plays out to the end)."""
    takes_params: frozenset[str] = frozenset()
    """Names of the fields above whose function takes the ``params`` keyword, unbound."""
    players: dict[str, Callable[..., Any]] = field(default_factory=dict)
    """The game's extra seat kinds (its module's ``PLAYERS``): kind -> Player class."""

    def with_params(self, params: Mapping[str, Any]) -> Hooks:
        """These hooks with ``params`` bound to every function that takes it (``self`` when
        none does), so the search's call sites stay plain calls."""
        if not self.takes_params:
            return self
        bound: dict[str, Any] = {name: functools.partial(getattr(self, name), params=params)
                 for name in self.takes_params}
        return replace(self, takes_params=frozenset(), **bound)

    def candidates(self, rules: AnyRules, state: Any, actions: Sequence[Action]) -> Sequence[Action]:
        if self.candidate_actions is None or len(actions) <= 1:
            return actions
        return self.candidate_actions(rules, state, actions) or actions

    def root_candidates(self, rules: AnyRules, state: Any, actions: Sequence[Action]) -> Sequence[Action]:
        """The options of the decision itself (once per decision)."""
        if self.root_candidate_actions is None or len(actions) <= 1:
            return self.candidates(rules, state, actions)
        return self.root_candidate_actions(rules, state, actions) or actions


FALLBACK = Hooks(evaluate=score_evaluate)
_HOOK_NAMES = {"evaluate": "evaluate", "rollout_action": "rollout_action",
               "candidate_actions": "candidate_actions",
               "root_candidate_actions": "root_candidates"}
"""Hooks field -> the module function that fills it."""
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
    fns = {field_name: getattr(module, attr, None) for field_name, attr in _HOOK_NAMES.items()}
    hooks = Hooks(
        evaluate=evaluate or score_evaluate,
        rollout_action=fns["rollout_action"],
        candidate_actions=fns["candidate_actions"],
        root_candidate_actions=fns["root_candidate_actions"],
        presets=dict(getattr(module, "PRESETS", {}) or {}),
        params=dict(getattr(module, "PARAMS", {}) or {}),
        native_evaluate=evaluate is not None,
        players=dict(getattr(module, "PLAYERS", {}) or {}),
        takes_params=frozenset(name for name, fn in fns.items()
                               if fn is not None and "params" in inspect.signature(fn).parameters),
    )
    _cache[name] = hooks
    return hooks
