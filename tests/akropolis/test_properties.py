"""Property tests (hypothesis): untrusted positions and actions.

A position changed anywhere (a field replaced by any JSON value, removed, a list entry
changed or dropped) either loads into a state that writes itself back exactly, or is refused
with a PositionError. Any value offered as an action is either legal (and plays) or refused
with IllegalAction, the state unchanged.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.protocol import IllegalAction, PositionError
from game.engine.rng import Rng
from game.games.akropolis.rules import ArchitectTake, Place
from game.games.akropolis.rules.position import MAX_STONES, MAX_TURN

from .helpers import RULES, config

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _played(cfg: Any, seed: int, steps: int) -> Any:
    s = RULES.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if RULES.is_over(s):
            break
        RULES.apply(s, RULES.sample_action(s, rng))
    return s


STATES = [_played(config(2), 1, 9), _played(config(3, variant_houses=True), 2, 20),
          _played(config(4), 3, 1000), _played(config(solo="metagenes"), 4, 11)]
POSITIONS = [RULES.position(s) for s in STATES]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.floats(allow_nan=False)
    | st.text(max_size=4) | st.sampled_from(["01", "07", "61", "62", "house", "metagenes"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["tile", "q", "r", "rot", "level", "x"]), inner,
                      max_size=5),
    max_leaves=8)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in the document a value sits at."""
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, prefix + (i,))
    return out


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    doc = copy.deepcopy(draw(st.sampled_from(POSITIONS)))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths))
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        how = draw(st.sampled_from(["replace", "remove", "small int"]))
        if how == "remove":
            del parent[last]
        elif how == "small int":
            parent[last] = draw(st.integers(-3, 90))
        else:
            parent[last] = draw(json_values)
    return doc


@SETTINGS
@given(mutated())
def test_a_mutated_position_loads_exactly_or_is_refused(doc: dict[str, Any]) -> None:
    try:
        built = RULES.from_position(doc)
    except PositionError as exc:
        assert str(exc).startswith("akropolis position: ")
        return
    again = RULES.position(built)
    json.dumps(again)
    assert RULES.position(RULES.from_position(again)) == again
    # exactly what was written (these fields have one spelling only) ...
    for key in ("players", "chief", "current", "stones", "finished", "turn", "rng"):
        if key in doc:
            assert again[key] == doc[key], key
    # ... and nothing a game cannot reach
    assert sum(built.stones) <= MAX_STONES and built.turn <= MAX_TURN
    assert len(built.site) >= 2 or built.finished
    # a state that loads is a state the rules can run
    if not RULES.is_over(built):
        assert RULES.legal_actions(built)


ints = st.integers(-8, 8) | st.integers(-10**40, 10**40)
anything = json_values | st.tuples(json_values, json_values)
action_like = (
    st.builds(Place, ints, ints, ints, ints)
    | st.builds(Place, anything, anything, anything, anything)
    | st.builds(ArchitectTake, ints | anything)
    | st.tuples(ints, ints, ints, ints)
    | anything)


@SETTINGS
@pytest.mark.parametrize("index", range(len(STATES)))
@given(action=action_like)
def test_any_action_like_value_is_legal_or_refused_leaving_the_state(index: int,
                                                                     action: Any) -> None:
    state = STATES[index].clone()
    before = RULES.position(state)
    legal = RULES.legal_actions(state)
    # a tuple, a bool or 1.0 compares equal to a legal action, yet is not one
    exact = type(action) in (Place, ArchitectTake) and all(type(v) is int for v in action)
    try:
        RULES.apply(state, action)
    except IllegalAction as exc:
        assert exc.reason.startswith("akropolis.illegal.")
        assert RULES.position(state) == before
        assert not exact or action not in legal
        return
    assert exact and action in legal
    assert RULES.position(state) != before


@SETTINGS
@pytest.mark.parametrize("index", range(len(STATES)))
@given(data=st.data())
def test_actions_near_the_city_agree_with_legal_actions(index: int, data: st.DataObject
                                                        ) -> None:
    state = STATES[index].clone()
    legal = set(RULES.legal_actions(state))
    if RULES.current_player(state) == state.architect:
        action: Any = ArchitectTake(data.draw(st.integers(-1, 4)))
    else:
        small = st.integers(-4, 4)
        action = Place(data.draw(st.integers(-1, 4)), data.draw(small), data.draw(small),
                       data.draw(st.integers(-1, 6)))
    assert (RULES.explain_illegal(state, action) is None) == (action in legal)
