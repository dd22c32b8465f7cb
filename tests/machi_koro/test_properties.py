"""Property tests (hypothesis) over Machi Koro positions and actions: a position mutated from
a real game raises PositionError, or loads into a state that keeps every invariant,
round-trips and plays on keeping them; any action-like object is legal or raises
IllegalAction and leaves the state unchanged."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.protocol import CHANCE, TERMINAL, IllegalAction, PositionError
from game.engine.rng import Rng
from game.games.machi_koro.data import ESTABLISHMENTS, LANDMARKS, MARKET_MODES
from game.games.machi_koro.rules import ACTION_CLASSES, Roll
from game.games.machi_koro.rules.state import STEP_NAMES

from .util import RULES, new

LM_ORDER = {m.key: i for i, m in enumerate(LANDMARKS)}


def _states() -> list[Any]:
    out = []
    for i, market in enumerate(MARKET_MODES):
        for n in (2, 4):
            s = new(n, seed=3 + i + n, market=market, beginner_limit=3 if i % 2 else "off")
            rng = Rng(i * 7 + n)
            for step in range(160):
                p = RULES.current_player(s)
                if p == TERMINAL:
                    break
                if step % 23 == 5:
                    out.append(s.clone())
                a = RULES.sample_chance(s) if p == CHANCE else RULES.sample_action(s, rng)
                RULES.apply(s, a)
            out.append(s)
    return out


STATES = _states()
POSITIONS = [RULES.position(s) for s in STATES]
NAMES = ([e.key for e in ESTABLISHMENTS] + [m.key for m in LANDMARKS] + list(STEP_NAMES)
         + list(MARKET_MODES) + ["off", ""])

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(-(10**30), 10**30),
    st.sampled_from([2**64 - 1, 2**64, 10**6, 10**6 + 1]), st.floats(allow_nan=False),
    st.sampled_from(NAMES), st.text(max_size=4))
junk = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(NAMES), inner, max_size=3)),
    max_leaves=6)


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path] if path else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


def _near(value: Any) -> st.SearchStrategy[Any]:
    """A plausible edit of ``value``: a number nudged, another name, a flag flipped, a list
    shortened, reversed or with an element repeated."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.integers(value - 3, value + 3)
    if isinstance(value, str):
        return st.sampled_from(NAMES)
    if isinstance(value, list) and value:
        return st.sampled_from([value[1:], value[::-1], value + value[-1:], value[:-1]])
    return st.just(copy.deepcopy(value))


def _canonical(pos: dict[str, Any]) -> dict[str, Any]:
    """Landmarks may be listed in any order (a set); ``position`` writes them in id order.
    A count of 0 is the same as a card not listed; ``position`` leaves it out."""
    pos = copy.deepcopy(pos)
    for c in pos.get("cities", []):
        if isinstance(c, dict) and isinstance(c.get("landmarks"), list) and all(
                isinstance(m, str) and m in LM_ORDER for m in c["landmarks"]):
            c["landmarks"].sort(key=LM_ORDER.__getitem__)
    counts = [c.get("establishments") for c in pos.get("cities", []) if isinstance(c, dict)]
    for table in [*counts, pos.get("market"), pos.get("removed")]:
        if isinstance(table, dict):
            for key in [k for k, v in table.items() if v == 0 and type(v) is int]:
                del table[key]
    return pos


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=True)
@given(st.data())
def test_mutated_positions_load_exactly_or_are_refused(data: st.DataObject) -> None:
    """A position mutated in one to three places (a member deleted, junk, a near value, two
    values exchanged) is refused with a PositionError, or loads into a state that keeps every
    invariant and round-trips (exactly what was written, unless defaults were filled in)."""
    pos = copy.deepcopy(data.draw(st.sampled_from(POSITIONS)))
    deleted = False
    for _ in range(data.draw(st.integers(1, 3))):
        paths = _paths(pos)
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        parent = pos
        for key in path[:-1]:
            parent = parent[key]
        how = data.draw(st.sampled_from(["delete", "junk", "near", "near", "exchange"]))
        if how == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
            deleted = True
        elif how == "junk":
            new = data.draw(junk)
            deleted |= isinstance(new, dict)  # an object in any place may lean on defaults
            parent[path[-1]] = new
        elif how == "exchange":
            other = data.draw(st.sampled_from(paths))
            if other[:len(path)] == path or path[:len(other)] == other:
                continue
            oparent = pos
            for key in other[:-1]:
                oparent = oparent[key]
            parent[path[-1]], oparent[other[-1]] = oparent[other[-1]], parent[path[-1]]
            deleted |= isinstance(parent[path[-1]], dict) or isinstance(
                oparent[other[-1]], dict)
        else:
            parent[path[-1]] = data.draw(_near(parent[path[-1]]))
    before = json.dumps(pos, sort_keys=True)
    try:
        state = RULES.from_position(pos)
    except PositionError as exc:
        assert json.dumps(pos, sort_keys=True) == before  # the input is not touched
        assert str(exc) and "\n" not in str(exc)
        return
    RULES.check_invariants(state)
    out = RULES.position(state)
    again = RULES.from_position(json.loads(json.dumps(out)))
    RULES.check_invariants(again)
    assert RULES.position(again) == out
    if not deleted and set(out) == set(pos):  # else defaults were filled in (decks dealt)
        assert out == _canonical(pos)
    rng = Rng(len(before))
    for _ in range(20):  # and it plays on keeping them
        player = RULES.current_player(state)
        if player == TERMINAL:
            break
        RULES.apply(state, RULES.sample_chance(state, rng) if player == CHANCE
                    else RULES.sample_action(state, rng))
        RULES.check_invariants(state)


def _fields(cls: type) -> list[str]:
    return list(getattr(cls, "__dataclass_fields__", {}))


action_like = st.one_of(
    st.builds(lambda cls, values: cls(*values[:len(_fields(cls))]),
              st.sampled_from(ACTION_CLASSES), st.lists(junk, min_size=3, max_size=3)),
    st.builds(lambda cls, values: cls(*values[:len(_fields(cls))]),
              st.sampled_from(ACTION_CLASSES),
              st.lists(st.one_of(st.integers(-1, 6), st.sampled_from(NAMES),
                                 st.tuples(st.integers(0, 7)),
                                 st.tuples(st.integers(0, 7), st.integers(0, 7))),
                       min_size=3, max_size=3)),
    junk)


def _exactly(a: Any, b: Any) -> bool:
    """``a == b`` with every field of the same type too: ``ChooseDice(True)`` equals
    ``ChooseDice(1)`` in Python, but a bool is no dice count and the engine refuses it."""
    return a == b and type(a) is type(b) and all(
        type(getattr(a, f)) is type(getattr(b, f)) for f in _fields(type(a)))


def _sorted_roll(action: Any) -> Any:
    """Two dice are one outcome in either order: ``Roll((4, 3))`` is ``Roll((3, 4))``."""
    if type(action) is Roll and type(action.dice) is tuple and all(
            type(d) is int for d in action.dice):
        return Roll(tuple(sorted(action.dice)))
    return action


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(STATES))), action_like)
def test_action_like_objects_are_legal_or_refused_without_a_trace(i: int, action: Any) -> None:
    state = STATES[i].clone()
    before = RULES.position(state)
    if RULES.current_player(state) == CHANCE:
        allowed = any(_exactly(a, _sorted_roll(action)) for a, _ in RULES.chance_outcomes(state))
    else:
        allowed = any(_exactly(a, action) for a in RULES.legal_actions(state))
    assert (RULES.explain_illegal(state, action) is None) == allowed
    assert RULES.reveals_information(state, action) in (True, False)  # no exception either
    try:
        RULES.apply(state, action)
    except IllegalAction as exc:
        assert not allowed
        assert exc.reason.startswith("machi_koro.illegal.")
        assert RULES.position(state) == before
        return
    assert allowed
