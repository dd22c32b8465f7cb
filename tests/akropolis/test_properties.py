"""Property tests (hypothesis): untrusted positions and actions.

A position changed anywhere (a field replaced by any JSON value, removed, a list entry
changed or dropped; or, as a careless or hostile editor would, list items dropped, doubled or
swapped, two values exchanged, a number nudged, a tile moved to another list) either loads
into a state that keeps every invariant of the game, writes itself back exactly and plays
on, or is refused with a PositionError. Any value offered as an action is either legal (and
plays) or refused with IllegalAction, the state unchanged.
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
REAL = POSITIONS + [RULES.position(_played(cfg, seed, steps)) for cfg, seed, steps in [
    (config(2), 5, 0), (config(2), 6, 35), (config(2), 6, 1000), (config(3), 7, 30),
    (config(4, first_player="random"), 8, 41), (config(2, long_game=True), 9, 50),
    (config(3, long_game=True), 10, 3), (config(solo="callicrates"), 11, 36),
    (config(solo="hippodamos"), 12, 1000)]]
"""Real positions of every kind of table, at the start, mid-round, at a round's end and
once over."""

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
    RULES.check_invariants(built)
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


def _get(doc: Any, path: tuple) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _lists(doc: Any) -> list[tuple]:
    return [p for p in _paths(doc) if isinstance(_get(doc, p), list) and _get(doc, p)]


@st.composite
def edited(draw: st.DrawFn) -> tuple[dict[str, Any], list[str]]:
    """A real position edited one to three times the way the probe of issue 28 does."""
    doc = copy.deepcopy(draw(st.sampled_from(REAL)))
    what: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["delete", "drop", "double", "swap", "exchange", "nudge",
                                    "move"]))
        paths = _paths(doc)
        lists = _lists(doc)
        if how == "delete":
            path = draw(st.sampled_from(paths))
            del _get(doc, path[:-1])[path[-1]]
        elif how in ("drop", "double", "swap"):
            if not lists:
                continue
            path = draw(st.sampled_from(lists))
            items = _get(doc, path)
            i = draw(st.integers(0, len(items) - 1))
            j = draw(st.integers(0, len(items) - 1))
            if how == "drop":
                del items[i]
            elif how == "double":
                items.insert(i, copy.deepcopy(items[i]))
            else:
                items[i], items[j] = items[j], items[i]
        elif how == "exchange":
            path, other = draw(st.sampled_from(paths)), draw(st.sampled_from(paths))
            if other[:len(path)] == path or path[:len(other)] == other:
                continue
            a, b = _get(doc, path[:-1]), _get(doc, other[:-1])
            a[path[-1]], b[other[-1]] = b[other[-1]], a[path[-1]]
        elif how == "nudge":
            numbers = [p for p in paths if type(_get(doc, p)) is int]
            if not numbers:
                continue
            path = draw(st.sampled_from(numbers))
            _get(doc, path[:-1])[path[-1]] += draw(st.sampled_from([-2, -1, 1, 2]))
        else:  # a tile taken from one list of tiles and put into another
            if len(lists) < 2:
                continue
            path, other = draw(st.sampled_from(lists)), draw(st.sampled_from(lists))
            if other[:len(path)] == path or path[:len(other)] == other:
                continue
            source, target = _get(doc, path), _get(doc, other)
            target.insert(draw(st.integers(0, len(target))), source.pop(
                draw(st.integers(0, len(source) - 1))))
            path = (*path, "->", *other)
        what.append(f"{how} {'.'.join(map(str, path))}")
    return doc, what


@settings(max_examples=400, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(edited())
def test_an_edited_real_position_is_a_reachable_state_or_refused(
        case: tuple[dict[str, Any], list[str]]) -> None:
    doc, what = case
    try:
        built = RULES.from_position(doc)
    except PositionError as exc:
        assert str(exc).startswith("akropolis position: "), what
        return
    RULES.check_invariants(built)
    again = RULES.position(built)
    assert RULES.position(RULES.from_position(json.loads(json.dumps(again)))) == again, what
    rng = Rng(3)
    for _ in range(8):  # and it plays on, keeping them
        if RULES.is_over(built):
            break
        RULES.apply(built, RULES.sample_action(built, rng))
        RULES.check_invariants(built)


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
