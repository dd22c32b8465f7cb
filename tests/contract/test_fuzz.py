"""Property tests over untrusted input, for every registered game (the games still to come
included): a mutated position is either exactly valid or refused with a ``PositionError``; a
malformed action is either legal or refused with ``IllegalAction``, the state unchanged."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import CHANCE, TERMINAL, GameInfo, IllegalAction, PositionError, Rng

from .helpers import config_params, next_action

JUNK = [None, True, -1, 0, 7, 10**30, -(10**30), 0.5, "x", "", [], {}, [None], [[1]],
        {"a": 1}, [1, 2, 3]]


def _samples(info: GameInfo, config: Any) -> list[Any]:
    """States from a few points of two seeded random games (start, early, middle)."""
    rules, out = info.rules, []
    for seed in (11, 12):
        state = rules.new_game(config, seed)
        rng = Rng(seed)
        for step in range(400):
            if step in (0, 9, 40, 150):
                out.append(state.clone())
            if rules.is_over(state):
                break
            rules.apply(state, next_action(info, state, rng)[1], check=False)
    return out


_CASES: dict[str, list[Any]] = {}


def _cases(info: GameInfo, config: Any, key: str) -> list[Any]:
    if key not in _CASES:
        _CASES[key] = _samples(info, config)
    return _CASES[key]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (dict keys and list indices), the root excluded."""
    out: list[tuple] = []
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    else:
        return out
    for k, v in items:
        out.append((*prefix, k))
        out.extend(_paths(v, (*prefix, k)))
    return out


def _mutated(doc: Any, path: tuple, how: str, junk: Any) -> Any:
    doc = json.loads(json.dumps(doc))
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "extra" and isinstance(parent, dict):
        parent["unexpected_field"] = junk
    elif how == "grow" and isinstance(parent[last], list):
        parent[last].append(junk)
    else:
        parent[last] = junk
    return doc


def _exercise(rules: Any, state: Any) -> None:
    """An accepted position must be a state the rules can work with, keeping every invariant
    the game knows."""
    rules.check_invariants(state)
    again = rules.position(state)
    json.dumps(again)
    assert rules.position(rules.from_position(json.loads(json.dumps(again)))) == again
    player = rules.current_player(state)
    assert player in (CHANCE, TERMINAL) or player >= 0
    rules.scores(state)
    if player >= 0:
        assert rules.legal_actions(state), "an accepted position with a seat to move and no move"
    for seat in range(len(rules.scores(state))):
        json.dumps(rules.observation(state, seat))


def _fuzz_params() -> list[Any]:
    """Per game: the 2- and 4-player tables (or the nearest) and its first solo table."""
    out, seen = [], set()
    for p in config_params():
        game, _, name = p.id.partition("-")
        kind = "solo" if "automa" in name else name
        if kind in ("solo", "1p", "2p", "4p", "5p") and (game, kind) not in seen:
            seen.add((game, kind))
            out.append(p)
    return out


PARAMS = _fuzz_params()


@pytest.mark.parametrize(("info", "config"), PARAMS)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True)
@given(data=st.data())
def test_mutated_positions_load_exactly_or_raise_position_error(info: GameInfo, config: Any,
                                                                data: st.DataObject) -> None:
    rules = info.rules
    states = _cases(info, config, f"{info.id}/{config.to_json()}")
    state = data.draw(st.sampled_from(states))
    doc = rules.position(state)
    paths = _paths(doc)
    path = data.draw(st.sampled_from(paths))
    how = data.draw(st.sampled_from(["replace", "replace", "delete", "extra", "grow"]))
    junk = data.draw(st.sampled_from(JUNK))
    bad = _mutated(doc, path, how, junk)
    try:
        built = rules.from_position(bad)
    except PositionError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    _exercise(rules, built)


def _with_field(action: Any, name: str, value: Any) -> Any:
    if dataclasses.is_dataclass(action) and not isinstance(action, type):
        return dataclasses.replace(action, **{name: value})
    return action._replace(**{name: value})


def _fields(action: Any) -> list[str]:
    if dataclasses.is_dataclass(action) and not isinstance(action, type):
        return [f.name for f in dataclasses.fields(action)]
    return list(getattr(action, "_fields", ()))


@pytest.mark.parametrize(("info", "config"), PARAMS)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True)
@given(data=st.data())
def test_malformed_actions_raise_illegal_action_and_change_nothing(info: GameInfo, config: Any,
                                                                   data: st.DataObject) -> None:
    rules = info.rules
    states = [s for s in _cases(info, config, f"{info.id}/{config.to_json()}")
              if not rules.is_over(s)]
    state = data.draw(st.sampled_from(states)).clone()
    if rules.current_player(state) == CHANCE:
        pool = [a for a, _ in rules.chance_outcomes(state)]
    else:
        pool = rules.legal_actions(state)
    action = data.draw(st.sampled_from(pool[:50]))
    names = _fields(action)
    if not names:
        return
    name = data.draw(st.sampled_from(names))
    junk = data.draw(st.sampled_from(JUNK + [("x",), (1, "y"), 3.0, b"z"]))
    try:
        bad = _with_field(action, name, junk)
    except (TypeError, ValueError):  # the action type refuses it itself: nothing to apply
        return
    before = rules.position(state)
    legal = rules.explain_illegal(state, bad) is None
    try:
        rules.apply(state, bad)
    except IllegalAction as exc:
        assert not legal, f"{bad!r} was called legal but refused: {exc.reason}"
        assert rules.position(state) == before, f"{bad!r} changed the state"
        return
    assert legal, f"{bad!r} was applied although explain_illegal refused it"
