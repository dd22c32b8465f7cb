"""The position format (docs/positions/akropolis.md): round trips, errors, example files."""

import json
from pathlib import Path

import pytest

from game.engine.protocol import PositionError
from game.engine.rng import Rng
from game.games.akropolis.rules import Place

from .helpers import RULES, config, position

EXAMPLES = Path(__file__).resolve().parents[2] / "saves" / "positions" / "akropolis"


def played(cfg, seed, steps):
    st = RULES.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if RULES.is_over(st):
            break
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


@pytest.mark.parametrize("cfg, steps", [
    (config(2), 20), (config(3, variant_gardens=True), 30), (config(4), 500),
    (config(solo="metagenes"), 17), (config(2, long_game=True), 40),
])
def test_round_trip_keeps_everything(cfg, steps):
    st = played(cfg, 3, steps)
    data = RULES.position(st)
    json.dumps(data)
    back = RULES.from_position(json.loads(json.dumps(data)))
    assert RULES.position(back) == data
    assert RULES.legal_actions(back) == RULES.legal_actions(st)
    assert [s.total for s in RULES.scores(back)] == [s.total for s in RULES.scores(st)]
    for city_a, city_b in zip(st.cities, back.cities, strict=True):
        if city_a is not None:
            assert city_a.columns() == city_b.columns()
    # both continue identically
    rng_a, rng_b = Rng(5), Rng(5)
    while not RULES.is_over(st):
        a = RULES.sample_action(st, rng_a)
        assert a == RULES.sample_action(back, rng_b)
        RULES.apply(st, a)
        RULES.apply(back, a)
    assert RULES.position(st) == RULES.position(back)


def test_short_placement_form_and_level_check():
    st = position(cities=[[["05", 1, -1, 0], {"tile": "21", "q": 0, "r": -1, "rot": 1,
                                               "level": 2}], []])
    assert st.cities[0].height_at(0, -1) == 2
    with pytest.raises(PositionError, match="level 2, not 3"):
        position(cities=[[["05", 1, -1, 0], ["21", 0, -1, 1, 3]], []])


@pytest.mark.parametrize("change, message", [
    ({"cities": [[["05", 4, 4, 0]], []]}, "must touch your city"),
    ({"cities": [[["05", 1, -1, 0], ["21", 1, -1, 0]], []]}, "one single tile"),
    ({"site": ["34", "34", "35"]}, "more than once"),
    ({"site": ["50", "35"]}, "not in this game's set"),
    ({"site": ["99", "35"]}, "unknown tile"),
    ({"stones": [1, -1]}, "0 or more"),
    ({"stones": [1]}, "must list 2"),
    ({"players": 5}, "out of range"),
    ({"current": 2}, "out of range"),
    ({"site": ["34"]}, "at least 2 tiles"),
    ({"solo": "nobody"}, "unknown solo level"),
    ({"variants": ["walls"]}, "variants"),
    ({"architect_tiles": ["01"]}, "only exist in a solo game"),
    ({"cities": [[["05", 1, -1, 9]], []]}, "rotation"),
    ({"cities": [[["05", 1, -1]], []]}, "placement list"),
    ({"stacks": [[]]}, "cannot be empty"),
    ({"rng": -3}, "rng"),
])
def test_bad_positions_name_the_problem(change, message):
    with pytest.raises(PositionError, match=message):
        position(**change)


def test_solo_architect_city_must_be_null():
    with pytest.raises(PositionError, match="builds no city"):
        RULES.from_position({"players": 2, "solo": "hippodamos", "site": ["01", "02"],
                             "stones": [1, 2], "cities": [[], [["05", 1, -1, 0]]]})


def test_example_positions_load_and_play():
    files = sorted(EXAMPLES.glob("*.json"))
    assert len(files) >= 4
    for path in files:
        doc = json.loads(path.read_text())
        st = RULES.from_position(doc["position"])
        assert RULES.position(st)["site"] == doc["position"]["site"]
        if not RULES.is_over(st):
            RULES.apply(st, RULES.sample_action(st, Rng(1)))


def test_seed_example_position_file():
    doc = json.loads((EXAMPLES / "seed-example-quarries.json").read_text())
    st = RULES.from_position(doc["position"])
    RULES.apply(st, Place(3, 0, -1, 1))
    assert st.stones[0] == 2


def test_action_json_round_trip_and_errors():
    for a in (Place(2, -3, 4, 5), __import__("game.games.akropolis.rules",
                                              fromlist=["ArchitectTake"]).ArchitectTake(1)):
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(a)))) == a
    for bad in ({"type": "Place", "site": 0}, {"type": "Fly"}, [1, 2],
                {"type": "Place", "site": 0, "q": 0, "r": 0, "rot": 0, "x": 1},
                {"type": "Place", "site": True, "q": 0, "r": 0, "rot": 0}):
        with pytest.raises(ValueError):
            RULES.action_from_json(bad)


@pytest.mark.parametrize("change, field", [
    ({"stones": [10**40, 2]}, "'stones'"),
    ({"stones": [50, 40]}, "'stones'"),
    ({"stones": [1.0, 2]}, "'stones'"),
    ({"turn": 10**30}, "'turn'"),
    ({"turn": 62}, "'turn'"),
    ({"chief": True}, "'chief'"),
    ({"site": [["34"], "35"]}, "'site'"),
    ({"site": ["34", 35.0]}, "'site'"),
    ({"site": ["+7", "35"]}, "'site'"),
    ({"site": ["٣", "35"]}, "'site'"),
    ({"site": ["34", "35"], "stacks": [["01"]] * 62}, "'stacks'"),
    ({"variants": [["house"]]}, "'variants'"),
    ({"variants": [{}]}, "'variants'"),
    ({"solo": ["metagenes"]}, "solo"),
    ({"solo": {}}, "solo"),
    ({"game": ["akropolis"]}, "'game'"),
    ({"format": 2}, "'format'"),
    ({"format": "1"}, "'format'"),
    ({"colour": "red"}, "unknown fields"),
    ({"cities": [[{"tile": ["05"], "q": 1, "r": -1, "rot": 0}], []]}, "placement 1"),
    ({"cities": [[{"tile": "05", "q": [1], "r": -1, "rot": 0}], []]}, "'q'"),
    ({"cities": [[{"tile": "05", "q": 1, "r": -1, "rot": 0, "x": 1}], []]}, "unknown fields"),
    ({"cities": [[["05", 1, -1, 0, "2"]], []]}, "'level'"),
    ({"cities": [[["05", 10**40, -1, 0]], []]}, "must touch your city"),
    ({"cities": [[["05", 1, -1, 0], ["05", 0, -1, 1]], []]}, "more than once"),
    ({"cities": [["05"], []]}, "placement 1"),
    ({"finished": True, "site": ["34"], "stacks": [["01"]]}, "'finished'"),
    ({"turn": 0, "cities": [[["05", 1, -1, 0]], []]}, "'turn'"),
])
def test_junk_and_impossible_values_are_refused_naming_the_field(change, field):
    with pytest.raises(PositionError, match=field):
        position(**change)


def test_a_player_count_must_be_a_whole_number():
    with pytest.raises(PositionError, match="'players'"):
        RULES.from_position({"players": 3.0, "site": ["34", "35"], "stones": [1, 2, 3],
                             "cities": [[], [], []]})


def test_bounds_of_stones_and_turns_are_the_documented_ones():
    from game.games.akropolis.rules.position import MAX_STONES, MAX_TURN

    assert (MAX_STONES, MAX_TURN) == (83, 61)
    assert position(stones=[80, 3]).stones == [80, 3]
    assert position(turn=61).turn == 61
    doc = (Path(__file__).resolve().parents[2] / "docs" / "positions" / "akropolis.md")
    text = doc.read_text()
    assert "83" in text and "61" in text


@pytest.mark.parametrize("bad", [
    Place([0], 0, 1, 2), Place(0, "0", 1, 2), Place(0, 0, 1, 2.0), Place(0, 0, None, 2),
    Place(True, 0, 1, 2), Place(-1, 0, 1, 2), Place(0, 10**40, 1, 2), Place(0, 0, 1, -1),
    Place(0, 0, 1, 10**30), ("Place", 0, 0, 1), None, {"type": "Place"}, 3,
])
def test_malformed_actions_are_refused_and_change_nothing(bad):
    from game.engine.protocol import IllegalAction

    st = position(cities=[[["05", 1, -1, 0]], []])
    before = RULES.position(st)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(st, bad)
    assert exc.value.reason.startswith("akropolis.illegal.")
    assert RULES.position(st) == before
