"""Property tests (hypothesis): positions mutated from real games.

A real position changed in one to three places (a member replaced by any JSON value, removed
or added, a number nudged, list items dropped, doubled or swapped, an item moved from one
list to another: a card from the deck to a hand, a tile from the supply to a screen...)
either is refused with a PositionError, or loads into a state that keeps the game's
invariants, writes itself back exactly and plays on keeping them. Never another exception.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import TERMINAL, PositionError, Rng

from .helpers import GAME, RULES, solo_config

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _positions() -> list[dict[str, Any]]:
    out = []
    for config, seed in ((GAME.config(2), 1), (GAME.config(3), 2), (GAME.config(4), 3),
                         (GAME.config(5, mode="intro"), 4), (solo_config("hal"), 5),
                         (solo_config("hal_expert"), 6)):
        s = RULES.new_game(config, seed)
        rng = Rng(seed)
        step = 0
        while RULES.current_player(s) != TERMINAL:
            if step in (0, 1, 4, 12, 30, 70, 150):
                out.append(RULES.position(s))
            RULES.apply(s, RULES.sample_action(s, rng))
            step += 1
        out.append(RULES.position(s))
    return out


POSITIONS = _positions()

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.integers(-10**30, 10**30)
    | st.floats(allow_nan=False) | st.sampled_from(["R1", "B7", "Y20", "U-A", "CH01", "x", ""]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["x", "y", "kind", "seat", "data", "unknown"]), inner,
                      max_size=3),
    max_leaves=6)


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*prefix, i))
    return out


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        doc = doc[k]
    return doc


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    doc = copy.deepcopy(draw(st.sampled_from(POSITIONS)))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths))
        parent, last = _at(doc, path[:-1]), path[-1]
        value = parent[last]
        how = draw(st.sampled_from(["replace", "remove", "nudge", "extra", "list", "move"]))
        if how == "remove":
            del parent[last]
        elif how == "nudge" and type(value) is int:
            parent[last] = value + draw(st.sampled_from([-2, -1, 1, 2]))
        elif how == "extra" and isinstance(value, dict):
            value[draw(st.sampled_from(["unknown", "x", "hand", "pawn"]))] = draw(json_values)
        elif how == "list" and isinstance(value, list) and value:
            i = draw(st.integers(0, len(value) - 1))
            j = draw(st.integers(0, len(value) - 1))
            op = draw(st.sampled_from(["drop", "double", "swap"]))
            if op == "drop":
                del value[i]
            elif op == "double":
                value.insert(i, copy.deepcopy(value[i]))
            else:
                value[i], value[j] = value[j], value[i]
        elif how == "move" and isinstance(value, list) and value:
            # an item to another list of the same kind: a card, a tile, a count
            lists = [p for p in paths if isinstance(_at(doc, p), list) and p != path]
            if lists:
                target = _at(doc, draw(st.sampled_from(lists)))
                item = value.pop(draw(st.integers(0, len(value) - 1)))
                target.insert(draw(st.integers(0, len(target))), item)
        else:
            parent[last] = draw(json_values)
    return doc


def _kin(doc: dict[str, Any]) -> list[list[list[Any]]]:
    """Lists holding the same kind of thing: cards, tiles."""
    seats = doc["seats"]
    cards = [doc["deck"], doc["discard"]] + [q["hand"] for q in seats] + [
        q["tableau"] for q in seats]
    tiles = [doc["supply"], doc["box"]] + [q["tiles"] for q in seats] + [
        q["contribution"] for q in seats]
    return [cards, tiles]


@st.composite
def shuffled(draw: st.DrawFn) -> dict[str, Any]:
    """Closer to a valid position: items moved between or within lists of their kind, a
    count moved between the supply and a screen, a number nudged."""
    doc = copy.deepcopy(draw(st.sampled_from(POSITIONS)))
    for _ in range(draw(st.integers(1, 2))):
        how = draw(st.sampled_from(["move", "swap", "resources", "nudge"]))
        if how in ("move", "swap"):
            kin = draw(st.sampled_from(_kin(doc)))
            full = [x for x in kin if x]
            if not full:
                continue
            a = draw(st.sampled_from(full))
            b = draw(st.sampled_from(kin))
            i = draw(st.integers(0, len(a) - 1))
            if how == "move":
                b.insert(draw(st.integers(0, len(b))), a.pop(i))
            elif b:
                j = draw(st.integers(0, len(b) - 1))
                a[i], b[j] = b[j], a[i]
        elif how == "resources":
            seat = draw(st.integers(0, doc["players"] - 1))
            k = draw(st.sampled_from([-1, 1]))
            doc["general_supply"][seat] += k
            doc["seats"][seat]["resources"] -= k
        else:
            paths = [p for p in _paths(doc) if type(_at(doc, p)) is int]
            path = draw(st.sampled_from(paths))
            parent = _at(doc, path[:-1])
            parent[path[-1]] += draw(st.sampled_from([-1, 1]))
    return doc


@SETTINGS
@given(mutated() | shuffled())
def test_a_mutated_position_is_refused_or_a_state_the_game_can_reach(doc: dict[str, Any]
                                                                      ) -> None:
    try:
        built = RULES.from_position(doc)
    except PositionError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    RULES.check_invariants(built)
    again = RULES.position(built)
    assert RULES.position(RULES.from_position(json.loads(json.dumps(again)))) == again
    rng = Rng(len(json.dumps(doc)))
    for _ in range(25):
        if RULES.current_player(built) == TERMINAL:
            break
        assert RULES.legal_actions(built)
        RULES.apply(built, RULES.sample_action(built, rng))
        RULES.check_invariants(built)
