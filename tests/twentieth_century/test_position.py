"""The position format (docs/positions/twentieth_century.md) and malformed input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine.protocol import IllegalAction, PositionError
from game.engine.rng import Rng
from game.games.twentieth_century.rules.actions import Open, from_json, to_json

from .custom import DEFS
from .helpers import RULES, build, fresh, pos, start, tile


def test_round_trip_through_json_mid_game() -> None:
    st = fresh(5, 9)
    rng = Rng(9)
    for _ in range(300):
        if RULES.is_over(st):
            break
        data = json.loads(json.dumps(RULES.position(st)))
        again = RULES.from_position(data)
        assert RULES.position(again) == data
        assert RULES.legal_actions(again) == RULES.legal_actions(st)
        RULES.apply(st, RULES.sample_action(st, rng))


@pytest.mark.parametrize(("edit", "field"), [
    (lambda p: p["seats"][0].update(money=-1), "seats[0].money"),
    (lambda p: p["seats"][1].update(pollution=7), "seats[1].pollution"),
    (lambda p: p.update(marker=6), "marker"),
    (lambda p: p["display"]["lands"].append("L3-01"), "display.lands"),
    (lambda p: p["seats"][0]["region"][0].update(citizens=["c9"]), "seats[0].region[0].citizens"),
    (lambda p: p["seats"][2]["region"].append(
        {"tile": "L1-01", "x": 5, "y": 5, "rot": 0}), "seats[2].region[1]"),
    (lambda p: p.update(scoring_cards=["SC2-ECON"]), "scoring_cards"),
    (lambda p: p.update(phase="dinner"), "phase"),
    (lambda p: p["auction"].update(leader=7), "auction.leader"),
    (lambda p: p.update(decisions=[{"kind": "nap", "seat": 0}]), "decisions[0].kind"),
    (lambda p: p["seats"][0].update(technologies=[{"tech": "T1-01", "used": [False]}]),
     "institution T1-01"),
])
def test_bad_fields_are_named(edit: Any, field: str) -> None:
    p = pos(3)
    edit(p)
    with pytest.raises(PositionError, match=field.replace("[", r"\[").replace("]", r"\]")):
        RULES.from_position(p)


def test_a_tile_may_appear_only_once() -> None:
    p = pos(3)
    p["seats"][0]["region"].append({"tile": p["display"]["lands"][0], "x": 1, "y": 0,
                                    "rot": 0, "citizens": [], "garbage": 0, "bridges": []})
    with pytest.raises(PositionError, match="appears twice"):
        RULES.from_position(p)


def test_custom_definitions_load_and_bad_ones_are_named() -> None:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-FORK", 1, 0, citizens=("c1",))]
    st = build(p)
    assert st.players[0].tiles["X-FORK"].d.nodes[5].prod == (0, 2, 0)
    assert RULES.position(st)["definitions"] == DEFS
    p["definitions"] = {"lands": [{"id": "X-1", "era": "I-II", "template": "nope"}]}
    with pytest.raises(PositionError, match="definitions"):
        RULES.from_position(p)


def test_malformed_actions_are_illegal_and_change_nothing() -> None:
    st = fresh(3)
    before = RULES.position(st)
    for bad in (Open(st.lands[0], "3"), Open(5, 3), "Open", None, {"type": "Open"},  # type: ignore[arg-type]
                Open(st.lands[0], True)):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            RULES.apply(st, bad)
    assert RULES.position(st) == before
    assert from_json(to_json(Open("L1-01", 3))) == Open("L1-01", 3)
    for data in ({"type": "Open", "land": "L1-01"}, {"type": "Open", "land": 1, "bid": 2},
                 {"type": "Fly"}, [], {"type": "Pass", "x": 1}):
        with pytest.raises(ValueError):
            from_json(data)


def test_inconsistent_phase_states_are_refused() -> None:
    p = pos(3)
    p["seats"][1]["figure"] = {"column": 3, "bid": 2}
    with pytest.raises(PositionError, match="figure"):
        RULES.from_position(p)  # a figure during the land auction
    p = pos(3)
    p["phase"] = "prevention"
    p["auction"]["withdrawn"] = [1, 2, 0]
    p["prevention"] = {"turn": 1, "first_lap": True}
    p["seats"][2]["figure"] = {"column": 3, "bid": 2}  # seat 0 should have placed, not 2
    with pytest.raises(PositionError, match="first lap"):
        RULES.from_position(p)
    p["seats"][2]["figure"] = None
    p["seats"][0]["figure"] = {"column": 3, "bid": 2}
    assert RULES.current_player(RULES.from_position(p)) == 1
    p = pos(3)
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [0, 1]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    with pytest.raises(PositionError, match="order"):
        RULES.from_position(p)


def _paths(o: Any, pre: tuple[Any, ...] = ()) -> Any:
    yield pre
    if isinstance(o, dict):
        for k, v in o.items():
            yield from _paths(v, (*pre, k))
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from _paths(v, (*pre, i))


def test_edited_positions_are_refused_or_play_to_the_end() -> None:
    """Any one field replaced by junk: a PositionError, or a state that plays on legally."""
    import random
    pick = random.Random(4)
    bases = []
    st = fresh(4, 4)
    rng = Rng(4)
    k = 0
    while not RULES.is_over(st):
        if k % 61 == 0:
            bases.append(RULES.position(st))
        RULES.apply(st, RULES.sample_action(st, rng), check=False)
        k += 1
    junk = [None, -1, 0, 1, 2, "x", [], {}, 10**30, True, "c1", "N", "S-2", "L1-01"]
    accepted = 0
    for base in bases:
        paths = [p for p in _paths(base) if p]
        for _ in range(25):
            data = json.loads(json.dumps(base))
            path = pick.choice(paths)
            node = data
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = pick.choice(junk)
            try:
                built = RULES.from_position(data)
            except PositionError:
                continue
            accepted += 1
            play_rng = Rng(1)
            while not RULES.is_over(built):
                action = RULES.sample_action(built, play_rng)
                assert RULES.explain_illegal(built, action) is None
                RULES.apply(built, action, check=False)
                assert all(p.money >= 0 and p.science >= 0 for p in built.players)
    assert accepted  # some edits (a garbage count, a bid) are still valid positions
