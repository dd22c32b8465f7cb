"""``explain_illegal`` and ``sample_action`` agree with ``legal_actions`` at random states.

* ``explain_illegal(state, a)`` is ``None`` exactly when ``a`` is in ``legal_actions`` — for
  every legal action and for a pool of near misses: actions legal elsewhere in the game and
  legal actions with one field nudged (an int off by one, a bool flipped, a tuple shortened
  or reversed, a value taken from another action's same field).
  The reason is a catalog key, so a refusal reaches the player in their language.
* ``sample_action`` returns only legal actions, and where there are at most
  ``SMALL_BRANCHING`` of them every one comes up when sampled often. Where there are more
  (Akropolis placements run into hundreds) only membership is checked: a uniform cover test
  would need thousands of samples per state.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.engine import GameConfig, GameInfo, Rng
from game.ui import i18n

from .helpers import config_params, decision_states

PARAMS = config_params()
SMALL_BRANCHING = 8
SAMPLES_PER_ACTION = 30


def _nudged(action: Any, others: list[Any]) -> list[Any]:
    """Variants of ``action`` with one field changed (dataclass actions only)."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return []
    out: list[Any] = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        changes: list[Any] = []
        if isinstance(value, bool):
            changes = [not value]
        elif isinstance(value, int):
            changes = [value + 1, value - 1]
        elif isinstance(value, tuple):
            changes = [value[:-1], value[::-1]] if value else []
        changes += [getattr(o, f.name) for o in others[:6]
                    if type(o) is type(action) and getattr(o, f.name) != value]
        for new in changes:
            try:
                out.append(dataclasses.replace(action, **{f.name: new}))
            except (TypeError, ValueError):
                continue
    return out


def _points(info: GameInfo, config: GameConfig) -> list[tuple[Any, int]]:
    games = int(info.extra.get("contract_action_games", 2))
    out: list[tuple[Any, int]] = []
    for seed in range(games):
        out += decision_states(info, config, 700 + seed, every=2, limit=25)
    return out


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_explain_illegal_is_none_exactly_for_legal_actions(info: GameInfo,
                                                          config: GameConfig) -> None:
    rules = info.rules
    seen: list[Any] = []
    checked = 0
    for state, _ in _points(info, config):
        legal = rules.legal_actions(state)
        legal_set = set(legal)
        for a in legal:
            assert rules.explain_illegal(state, a) is None, f"{a!r} is legal"
        pool = seen[-30:] + [m for a in legal[:10] for m in _nudged(a, legal[10:] + seen[-10:])]
        for a in pool:
            reason = rules.explain_illegal(state, a)
            if a in legal_set:
                assert reason is None, f"{a!r} is legal but explain_illegal says {reason!r}"
            else:
                assert isinstance(reason, str) and reason, f"{a!r} is not legal"
                assert i18n.has(reason), f"{a!r}: the reason {reason!r} is no catalog key"
                checked += 1
        seen += legal[:3]
    assert checked, "no near miss was ever illegal"


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_sample_action_returns_legal_actions_and_all_of_them(info: GameInfo,
                                                            config: GameConfig) -> None:
    rules = info.rules
    points = _points(info, config)
    assert points, "no decision in the random games"
    for k, (state, _) in enumerate(points):
        legal = rules.legal_actions(state)
        legal_set = set(legal)
        rng = Rng(k)
        small = len(legal) <= SMALL_BRANCHING
        draws = SAMPLES_PER_ACTION * len(legal) if small else 20
        got = {rules.sample_action(state, rng) for _ in range(draws)}
        assert got <= legal_set, f"sample_action gave illegal {got - legal_set}"
        if small:
            assert got == legal_set, f"sample_action never gave {legal_set - got}"
