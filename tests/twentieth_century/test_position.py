"""The position format (docs/positions/twentieth_century.md) and malformed input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine.protocol import IllegalAction, PositionError
from game.engine.rng import Rng
from game.games.twentieth_century.data import DEFAULT
from game.games.twentieth_century.rules.actions import Open, from_json, to_json

from .custom import DEFS
from .helpers import RULES, build, fresh, pos, reached, start, tile


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
    (lambda p: p.update(decisions=[{"kind": "nap", "seat": 0, "data": {}}]),
     "decisions[0].kind"),
    (lambda p: p["seats"][0].update(technologies=[{"tech": "T1-01", "used": [False]}]),
     "T1-01 is also in"),
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
    with pytest.raises(PositionError, match="every tile exists once"):
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
    cities = {f"c{i}": {"type": "city", "pos": [0.05 * i, 0.05 * i]} for i in range(1, 14)}
    p["definitions"] = {"layout_templates": {"BIG": {"nodes": cities, "rails": []}},
                        "lands": [{"id": "X-BIG", "era": "I-II", "template": "BIG",
                                   "cities": {c: {"M": 1} for c in cities}}]}
    with pytest.raises(PositionError, match="13 nodes inside, at most 12"):
        RULES.from_position(p)  # the rail network numbers 16 nodes per tile


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
    p = RULES.position(reached(3, 0, 12))  # the prevention auction's first seat to place
    assert p["phase"] == "prevention" and p["prevention"]["first_lap"]
    seat = p["prevention"]["turn"]
    p["seats"][(seat + 1) % 3]["figure"] = {"column": 3, "bid": 0}  # placed before its turn
    with pytest.raises(PositionError, match="first lap"):
        RULES.from_position(p)
    p = RULES.position(reached(3, 0, 17))  # a seat's Maintenance, the others to come
    assert p["phase"] == "maintenance" and p["order"]
    p["order"] = p["order"][::-1] if len(p["order"]) > 1 else []
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


# --- strict at every door (issue 28) ---------------------------------------------------------

STEPS = {"start": 0, "lot": 1, "choice_in_lot": 2, "institution_waits": 3, "choice": 5,
         "two_lands": 8,
         "prevention": 12, "attach": 17, "garbage": 21, "citizens": 26, "uses": 29,
         "income": 30, "bridge": 141, "over": 10**6}
"""Points of the seeded 3-player game ``reached(3, 0, k)`` and what they show."""
_REAL: dict[str, dict[str, Any]] = {}


def real(name: str) -> dict[str, Any]:
    """A copy of the position at ``STEPS[name]`` of the seeded game."""
    if name not in _REAL:
        _REAL[name] = RULES.position(reached(3, 0, STEPS[name]))
    return json.loads(json.dumps(_REAL[name]))


def test_the_real_points_show_what_they_are_named_for() -> None:
    assert real("lot")["auction"]["lot"] is not None
    assert real("choice_in_lot")["decisions"][0]["kind"] == "choose_technology"
    assert any(t["tile"].startswith("T") for s in real("institution_waits")["seats"]
               for t in s["waiting"])
    assert [d["kind"] for d in real("garbage")["decisions"]][-1] == "garbage"
    assert [d["kind"] for d in real("citizens")["decisions"]][-1] == "citizens"
    assert real("income")["phase"] == "income" and real("over")["phase"] == "over"
    assert any(t["bridges"] for t in real("bridge")["seats"][2]["region"] if "bridges" in t)
    for name in STEPS:
        doc = real(name)
        assert RULES.position(RULES.from_position(doc)) == doc


def _members_of(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of every member of every object in ``doc``."""
    out: list[tuple[Any, ...]] = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.append((*path, k))
            out += _members_of(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _members_of(v, (*path, i))
    return out


def _objects_of(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    if isinstance(doc, dict):
        out.append(path)
        for k, v in doc.items():
            out += _objects_of(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _objects_of(v, (*path, i))
    return out


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        doc = doc[k]
    return doc


@pytest.mark.parametrize("name", ["lot", "institution_waits", "income", "bridge"])
def test_every_member_is_required(name: str) -> None:
    """Leaving out any member of any object is refused, naming the object (the data of a
    recycling choice included); only ``definitions`` may be left out."""
    base = real(name)
    for path in _members_of(base):
        if path[0] == "definitions" or (path[:1] == ("decisions",) and "data" in path[:-1]):
            continue
        doc = json.loads(json.dumps(base))
        del _at(doc, path[:-1])[path[-1]]
        with pytest.raises(PositionError, match="missing members"):
            RULES.from_position(doc)


@pytest.mark.parametrize("name", ["lot", "institution_waits", "income", "bridge"])
def test_unknown_members_are_refused_everywhere(name: str) -> None:
    base = real(name)
    for path in _objects_of(base):
        if path[:1] == ("definitions",):
            continue
        doc = json.loads(json.dumps(base))
        _at(doc, path)["surprise"] = 1
        with pytest.raises(PositionError, match="surprise|unknown members|data"):
            RULES.from_position(doc)


def test_definitions_may_be_left_out_and_are_written_back_only_when_given() -> None:
    doc = real("uses")
    assert "definitions" not in doc
    doc["definitions"] = {}  # no custom data: the same as leaving it out
    assert RULES.position(RULES.from_position(doc)) == real("uses")
    doc["definitions"] = {"catastrophes": [{"id": "K9-9", "era": "V", "columns": [{}] * 5}]}
    assert RULES.position(RULES.from_position(doc)) == doc


def _start_moved(d: dict[str, Any]) -> None:
    d["seats"][0]["region"][0].update(x=1)


def _start_rotated(d: dict[str, Any]) -> None:
    d["seats"][0]["region"][0].update(rot=1)


def _seat_of_bridge(d: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in d["seats"] if any(t.get("bridges") for t in s["region"]))


def _tile_with_bridge(d: dict[str, Any]) -> dict[str, Any]:
    return next(t for t in _seat_of_bridge(d)["region"] if t.get("bridges"))


def _owned(tech: str) -> dict[str, Any]:
    return {"tech": tech, "used": [False] * len(DEFAULT.techs[tech].parts)}


REFUSED = [
    # the starting land
    ("start", _start_moved, r"\(0, 0\) with rotation 0"),
    ("bridge", _start_rotated, r"\(0, 0\) with rotation 0"),
    ("uses", lambda d: d["seats"][0]["region"].reverse(), "starting land"),
    # components counted
    ("start", lambda d: d["stacks"]["lands"]["I-II"].pop(), "stacks.lands.I-II"),
    ("uses", lambda d: d["stacks"]["technologies"]["III-IV"].pop(), "stacks.technologies"),
    ("start", lambda d: d["display"]["lands"].pop(), "display.lands"),
    ("start", lambda d: d["display"]["technologies"].pop(), "technologies"),
    ("start", lambda d: d["display"]["lands"].append(d["stacks"]["lands"]["I-II"].pop()),
     "stacks.lands.I-II"),
    ("start", lambda d: d["display"]["lands"].append(d["stacks"]["lands"]["I-II"][0]),
     "every tile exists once"),
    ("start", lambda d: d.update(catastrophe=d["stacks"]["catastrophes"][-1]), "catastrophe"),
    ("start", lambda d: d["stacks"]["catastrophes"].reverse(), "catastrophes"),
    ("bridge", lambda d: d["catastrophes_seen"].clear(), "catastrophes_seen"),
    ("start", lambda d: d.update(scoring_cards=d["scoring_cards"][::-1]), "scoring_cards"),
    ("start", lambda d: d["options"].update(first_game=True), "scoring_cards"),
    # regions, citizens, garbage
    ("uses", lambda d: d["seats"][2]["region"][0]["citizens"].pop(), "citizens"),
    ("income", lambda d: d["seats"][0]["region"][1].update(citizens=[]), "citizens"),
    ("two_lands", lambda d: [t.update(garbage=3 - t["garbage"]) for t in d["seats"][2]["waiting"]],
     "carries k garbage"),
    ("choice", lambda d: d["seats"][0]["waiting"][0].update(garbage=2), "garbage"),
    ("uses", lambda d: d["seats"][1]["region"][0].update(garbage=9), "at most"),
    ("uses", lambda d: d["seats"][1].update(money=200), "money"),
    ("income", lambda d: d["seats"][1].update(science=200), "science"),
    ("uses", lambda d: d["auction"].update(leader=(d["auction"]["withdrawn"][-1] + 1) % 3),
     "leader"),
    ("lot", lambda d: d["auction"]["lot"].update(
        turn=(d["auction"]["lot"]["turn"] + 1) % 3), "turn"),
    ("choice", lambda d: d["seats"][0].update(new_citizens=[]), "new_citizens|citizens"),
    ("institution_waits", lambda d: d["seats"][1].update(pending_garbage=0),
     "pending_garbage"),
    ("garbage", lambda d: d["seats"][2].update(pending_garbage=d["seats"][2]["pending_garbage"]
                                               + 1), "pending_garbage"),
    ("start", lambda d: d["seats"][0]["region"][0].update(garbage=0), "as set up"),
    ("start", lambda d: d["seats"][1].update(money=12), "money"),
    ("start", lambda d: d["seats"][1].update(pollution=1), "pollution"),
    ("bridge", lambda d: _tile_with_bridge(d).update(bridges=[]), "bridge parts spent"),
    ("bridge", lambda d: _tile_with_bridge(d)["bridges"].append(["N", "W"]),
     "bridge"),
    ("bridge", lambda d: _seat_of_bridge(d)["technologies"].pop(), "bridge parts spent"),
    ("bridge", lambda d: d["seats"][1]["region"][-1].update(x=9, y=9), "touch an earlier tile"),
    ("uses", lambda d: d["seats"][0]["region"].append(
        {"tile": d["stacks"]["lands"]["V"].pop(), "x": 0, "y": -1, "rot": 0,
         "citizens": ["c1"], "garbage": 0, "bridges": []}), "stacks.lands.V"),
    # technologies
    ("uses", lambda d: d["seats"][0]["technologies"].append(
        _owned(d["stacks"]["technologies"]["V"].pop())), "stacks.technologies.V"),
    ("start", lambda d: d["seats"][0]["technologies"].append(
        _owned(d["display"]["technologies"].pop())), "technologies"),
    ("institution_waits", lambda d: d["seats"][1]["technologies"][-1].update(used=[True]),
     "never used"),
    # the flow
    ("start", lambda d: d.update(marker=d["marker"] + 1), "marker"),
    ("lot", lambda d: d["auction"]["lot"].update(high_bid=1), "high_bid"),
    ("lot", lambda d: d["auction"]["lot"].update(turn=d["auction"]["lot"]["high_bidder"]),
     "turn"),
    ("start", lambda d: d["auction"].update(leader=(d["auction"]["leader"] + 1) % 3),
     "leader"),
    ("start", lambda d: d["auction"].update(withdrawn=[2]), "withdrawn"),
    ("choice", lambda d: d.update(decisions=[]), "technologies|leader"),
    ("prevention", lambda d: d["prevention"].update(first_lap=False), "first lap|figure"),
    ("uses", lambda d: d["seats"][0].update(figure=None), "figure"),
    ("uses", lambda d: d.update(start_player=(d["start_player"] + 1) % 3), "start_player"),
    ("garbage", lambda d: d["decisions"].pop(), "garbage"),
    ("attach", lambda d: d["decisions"].insert(0, d["decisions"].pop()), "bottom-first"),
    ("income", lambda d: d["decisions"][0]["data"].update(plant=5), "plant"),
    ("income", lambda d: d.update(order=[]), "order"),
    ("income", lambda d: d.update(phase="maintenance"), "Maintenance|money"),
    ("over", lambda d: d["seats"][0]["points"].update(
        lands=d["seats"][0]["points"]["lands"] + 1,
        income=d["seats"][0]["points"]["income"] - 1), "final scoring"),
    ("uses", lambda d: d["seats"][0]["points"].update(money_rank=1) or d["seats"][0].update(
        qol=d["seats"][0]["qol"] + 1), "end of the game"),
    ("uses", lambda d: d.update(turn=3), "turn"),
    ("start", lambda d: d.update(turn=2), "turn"),
    ("income", lambda d: d["seats"][0].update(pollution=d["seats"][0]["pollution"] + 1),
     "pollution"),
    ("income", lambda d: d["seats"][0].update(qol=d["seats"][0]["qol"] + 1) or
     d["seats"][0]["points"].update(income=d["seats"][0]["points"]["income"] + 1), "Income"),
    ("income", lambda d: d["seats"][0].update(science=d["seats"][0]["science"] + 1),
     "science"),
    ("bridge", lambda d: d.update(round=3), "stacks|display"),
    ("over", lambda d: d.update(phase="income"), "decision"),
]


@pytest.mark.parametrize(("name", "edit", "message"), REFUSED,
                         ids=[f"{n}-{m}" for n, _, m in REFUSED])
def test_positions_the_game_cannot_reach_are_refused(name: str, edit: Any, message: str) -> None:
    doc = real(name)
    edit(doc)
    with pytest.raises(PositionError, match=message) as err:
        RULES.from_position(doc)
    assert "\n" not in str(err.value)


ACCEPTED = [
    ("uses", lambda d: d["stacks"]["lands"]["III-IV"].reverse()),  # hidden order
    ("start", lambda d: d["display"]["lands"].reverse()),
    ("lot", lambda d: d.update(rng=12345)),
    ("bridge", lambda d: d["seats"][1].update(money=d["seats"][1]["money"] + 7)),
    ("income", lambda d: d["seats"][0]["region"][-1].update(rot=(d["seats"][0]["region"][-1]
                                                                 ["rot"] + 1) % 4)),
]


@pytest.mark.parametrize(("name", "edit"), ACCEPTED)
def test_reachable_edits_load(name: str, edit: Any) -> None:
    doc = real(name)
    edit(doc)
    assert RULES.position(RULES.from_position(doc)) == doc
