"""Property tests (hypothesis) over 20th Century positions mutated from real games, the kinds
of edits issue 28's probe makes (a member deleted or added, a value replaced by junk or
nudged, list items dropped, doubled or swapped, two values exchanged) and a few of the
game's own (a tile moved between stacks, displays and regions, a tile moved or turned in a
region): every mutated position is either refused with a one-line ``PositionError`` or loads
as a state that keeps the invariants, round-trips, and plays on keeping them. Never another
exception."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.protocol import PositionError
from game.engine.rng import Rng
from game.games.twentieth_century import GAME

from .helpers import RULES


def _positions() -> list[dict[str, Any]]:
    """Positions of seeded random games of every table, at several points of each (the
    auctions, Maintenance steps, Income, the end) and at the end."""
    out = []
    tables = [GAME.config(3), GAME.config(4, first_game=True), GAME.config(5),
              GAME.config(3, first_player="seat2", open_holdings=True)]
    for t, cfg in enumerate(tables):
        for seed in range(2):
            state = RULES.new_game(cfg, 40 + 2 * t + seed)
            rng = Rng(seed)
            step = 0
            while not RULES.is_over(state):
                if step % 17 == 3:
                    out.append(RULES.position(state))
                RULES.apply(state, RULES.sample_action(state, rng))
                step += 1
            out.append(RULES.position(state))
    return out


POSITIONS = _positions()
IDS = ["S-1", "S-4", "L1-01", "L1-09", "L3-05", "L5-02", "T1-01", "T1-07", "T3-08", "T5-06",
       "K1-1", "K3-2", "K5-3", "SC2-ECON", "SC4-RECYCLE", "c1", "c2", "c3", "N", "E", "S",
       "W", "j1", "d1", "auction", "prevention", "maintenance", "income", "over", "uses",
       "garbage", "attach", "citizens", "recycle", "choose_technology", "random", "seat1"]
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(-(10**20), 10**20),
    st.sampled_from([2**64 - 1, 2**64, 10**9, 10**9 + 1]), st.floats(allow_nan=True),
    st.sampled_from(IDS), st.text(max_size=3))
junk = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(IDS), inner, max_size=2)),
    max_leaves=5)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        doc = doc[k]
    return doc


def _near(value: Any) -> st.SearchStrategy[Any]:
    """A plausible edit of ``value``: a number nudged, another id, a flag flipped, a list
    shortened, reversed, rotated or with an item repeated."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.integers(value - 3, value + 3)
    if isinstance(value, str):
        return st.sampled_from(IDS)
    if isinstance(value, list) and value:
        return st.sampled_from([value[1:], value[:-1], value[::-1], value[1:] + value[:1],
                                value + value[-1:]])
    return st.just(copy.deepcopy(value))


def _tile_lists(doc: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Paths of every list of tile ids (stacks, displays, scoring cards, catastrophes)."""
    out: list[tuple[Any, ...]] = [("display", "lands"), ("display", "technologies"),
                                  ("stacks", "catastrophes"), ("catastrophes_seen",)]
    for key in ("lands", "technologies"):
        out += [("stacks", key, era) for era in doc["stacks"][key]]
    return out


@st.composite
def mutated(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    doc = json.loads(json.dumps(draw(st.sampled_from(POSITIONS))))
    how = draw(st.sampled_from(["delete", "extra", "junk", "near", "near", "exchange",
                                "move_id", "move_tile", "region_tile"]))
    if how == "move_id":  # a tile or card taken from one list and put into another
        lists = [p for p in _tile_lists(doc) if _at(doc, p)]
        if not lists:
            return doc, "nothing"
        src = draw(st.sampled_from(lists))
        dst = draw(st.sampled_from(_tile_lists(doc)))
        items = _at(doc, src)
        item = items.pop(draw(st.integers(0, len(items) - 1)))
        target = _at(doc, dst)
        target.insert(draw(st.integers(0, len(target))), item)
        return doc, f"move {item} {src} -> {dst}"
    if how in ("move_tile", "region_tile"):
        seat = draw(st.integers(0, len(doc["seats"]) - 1))
        region = doc["seats"][seat]["region"]
        k = draw(st.integers(0, len(region) - 1))
        tile = region[k]
        if how == "region_tile":  # a placed tile moved or turned
            key = draw(st.sampled_from(["x", "y", "rot"]))
            tile[key] = draw(st.integers(-2, 4))
            return doc, f"seats.{seat}.region.{k}.{key} = {tile[key]}"
        other = draw(st.integers(0, len(doc["seats"]) - 1))  # a tile given to another seat
        del region[k]
        doc["seats"][other]["region"].append(tile)
        return doc, f"seats.{seat}.region.{k} -> seats.{other}"
    paths = _paths(doc)
    path = draw(st.sampled_from(paths))
    parent, key = _at(doc, path[:-1]), path[-1]
    if how == "delete":
        del parent[key]
    elif how == "extra":
        target = _at(doc, path) if isinstance(_at(doc, path), dict) else parent
        if not isinstance(target, dict):
            return doc, "nothing"
        target[draw(st.sampled_from(["surprise", *IDS[:4]]))] = draw(junk)
    elif how == "junk":
        parent[key] = draw(junk)
    elif how == "near":
        parent[key] = draw(_near(parent[key]))
    else:
        other = draw(st.sampled_from(paths))
        if other[:len(path)] == path or path[:len(other)] == other:
            return doc, "nothing"
        oparent, okey = _at(doc, other[:-1]), other[-1]
        parent[key], oparent[okey] = oparent[okey], parent[key]
    return doc, f"{how} {'.'.join(map(str, path))}"


def _plays_on(state: Any, seed: int) -> None:
    """An accepted position keeps the invariants, round-trips exactly and plays on."""
    RULES.check_invariants(state)
    doc = RULES.position(state)
    assert RULES.position(RULES.from_position(json.loads(json.dumps(doc)))) == doc
    rng = Rng(seed)
    for _ in range(25):
        if RULES.is_over(state):
            break
        legal = RULES.legal_actions(state)
        assert legal, "a seat to move with no legal move"
        RULES.apply(state, legal[rng.randbelow(len(legal))])
        RULES.check_invariants(state)


@settings(max_examples=500, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True)
@given(case=mutated(), seed=st.integers(0, 2**16))
def test_a_mutated_position_loads_as_a_reachable_state_or_is_refused(
        case: tuple[dict[str, Any], str], seed: int) -> None:
    doc, what = case
    try:
        state = RULES.from_position(doc)
    except PositionError as exc:
        assert str(exc).startswith("twentieth_century position: ") and "\n" not in str(exc)
        return
    _plays_on(state, seed)


def test_the_real_positions_load_and_round_trip() -> None:
    for doc in POSITIONS:
        assert RULES.position(RULES.from_position(doc)) == doc
