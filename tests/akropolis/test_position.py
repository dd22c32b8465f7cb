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


def _real(cfg, seed, steps):
    return RULES.position(played(cfg, seed, steps))


REAL = _real(config(2), 3, 7)
"""A 2-player game after 7 turns (seat 1 to move, its second round)."""
SOLO = _real(config(solo="metagenes"), 4, 11)


def strict(base=REAL, **change):
    """``from_position`` on a real position with ``change`` made to it."""
    return RULES.from_position({**json.loads(json.dumps(base)), **change})


def _edit(base, edit):
    doc = json.loads(json.dumps(base))
    edit(doc)
    return doc


@pytest.mark.parametrize("change, message", [
    ({"cities": [[["05", 4, 4, 0]], []]}, "must touch your city"),
    ({"cities": [[["05", 1, -1, 0], ["21", 1, -1, 0]], []]}, "one single tile"),
    ({"site": ["99", "35"]}, "unknown tile"),
    ({"stones": [1, -1]}, "0 or more"),
    ({"stones": [1]}, "must list 2"),
    ({"players": 5}, "out of range"),
    ({"current": 2}, "out of range"),
    ({"solo": "nobody"}, "unknown solo level"),
    ({"variants": ["walls"]}, "variants"),
    ({"variants": ["house", "garden", "house"]}, "listed once"),
    ({"architect_tiles": ["01"]}, "only exist in a solo game"),
    ({"cities": [[["05", 1, -1, 9]], []]}, "rotation"),
    ({"cities": [[["05", 1, -1]], []]}, "placement list"),
    ({"stacks": [[]]}, "cannot be empty"),
    ({"rng": -3}, "rng"),
    ({"players": 4, "long_game": True}, "'long_game'"),
])
def test_bad_positions_name_the_problem(change, message):
    with pytest.raises(PositionError, match=message):
        strict(**change)


@pytest.mark.parametrize("field", ["players", "solo", "stacks", "site", "stones", "cities"])
def test_a_required_member_cannot_be_left_out(field):
    doc = json.loads(json.dumps(REAL))
    del doc[field]
    with pytest.raises(PositionError, match=f"missing fields \\['{field}'\\]"):
        RULES.from_position(doc)


@pytest.mark.parametrize("field", ["format", "game", "architect_seat", "long_game", "variants",
                                   "architect_tiles", "finished", "turn"])
def test_an_optional_member_left_out_keeps_its_default(field):
    doc = json.loads(json.dumps(REAL))
    del doc[field]
    assert RULES.position(RULES.from_position(doc)) == REAL


def _drop_stack_tile(d):
    del d["stacks"][0][0]


def _move_stack_tile(d):
    d["stacks"][1].append(d["stacks"][0].pop())


def _drop_placement(d):
    d["cities"][0].pop()


def _drop_site_tile(d):
    d["site"].pop()


def _site_from_stack(d):
    d["site"].append(d["stacks"][-1].pop())


def _site_twice(d):
    d["site"][0] = d["site"][1]


def _foreign_tile(d):
    d["site"][0] = "50"


def _one_tile_left(d):
    d["stacks"].append(d["site"][1:])
    d["site"] = d["site"][:1]


@pytest.mark.parametrize("edit, message", [
    (_drop_stack_tile, "nowhere"),
    (_move_stack_tile, r"stacks\[0\]: 2 tiles, but every stack holds 3"),
    (_drop_placement, "nowhere"),
    (_drop_site_tile, "nowhere"),
    (_site_from_stack, r"stacks\[\d+\]: 2 tiles"),
    (_site_twice, "more than once"),
    (_foreign_tile, "not in this game"),
    (_one_tile_left, "stacks\\[9\\]: 2 tiles|the next stack"),
])
def test_every_tile_of_the_set_in_exactly_one_place(edit, message):
    with pytest.raises(PositionError, match=message):
        RULES.from_position(_edit(REAL, edit))


@pytest.mark.parametrize("change, message", [
    ({"turn": 6}, r"turn: 6, but 7 tiles were taken"),
    ({"turn": 8}, "turn: 8"),
    ({"chief": 1}, "chief: seat 1"),
    ({"current": 0}, r"cities\[\d\]: \d tiles? taken, but seat \d has had"),
    ({"finished": True}, "finished: the game ends only when no stack is left"),
    ({"stones": [9, 2]}, r"stones\[0\]: 9, but the seat can have at most"),
    ({"stones": [0, 80]}, r"stones\[1\]: 80"),
])
def test_turns_marker_and_stones_follow_the_rules(change, message):
    with pytest.raises(PositionError, match=message):
        strict(**change)


def test_the_solo_architect_and_its_fields():
    strict(SOLO)
    with pytest.raises(PositionError, match="use null"):
        strict(SOLO, cities=[SOLO["cities"][0], []])
    moved = _edit(SOLO, lambda d: (d["site"].append(d["architect_tiles"].pop()),
                                   d.pop("turn")))
    with pytest.raises(PositionError, match="after 10 turns means seat 1 played first"):
        RULES.from_position(moved)
    with pytest.raises(PositionError, match="the player .* starts a solo game"):
        strict(SOLO, architect_seat=0, cities=[None, SOLO["cities"][0]])
    with pytest.raises(PositionError, match=r"stones\[1\]: \d+, but the Architect can "
                                            "have at most"):
        strict(SOLO, stones=[SOLO["stones"][0], SOLO["stones"][1] + 20])
    with pytest.raises(PositionError, match="only exists in a solo game"):
        strict(architect_seat=1)


def test_a_finished_game_and_the_moment_it_ends():
    end = _real(config(3), 5, 1000)
    assert strict(end).finished
    with pytest.raises(PositionError, match="finished: no stack is left"):
        strict(end, finished=False)


def test_a_position_that_is_valid_in_another_order_loads():
    """Reordering what nobody has seen, or a set, is another valid position."""
    doc = json.loads(json.dumps(REAL))
    doc["stacks"][0], doc["stacks"][1] = doc["stacks"][1], doc["stacks"][0]
    doc["stacks"][2].reverse()
    assert RULES.position(RULES.from_position(doc))["stacks"] == doc["stacks"]
    doc = dict(REAL, variants=["garden", "house"])
    assert RULES.position(RULES.from_position(doc))["variants"] == ["house", "garden"]


def test_solo_architect_city_must_be_null():
    with pytest.raises(PositionError, match="builds no city"):
        RULES.from_position({"players": 2, "solo": "hippodamos", "stacks": [],
                             "site": ["01", "02"], "stones": [1, 2],
                             "cities": [[], [["05", 1, -1, 0]]]})


def test_example_positions_load_and_play():
    files = sorted(EXAMPLES.glob("*.json"))
    assert len(files) >= 4
    for path in files:
        doc = json.loads(path.read_text())
        st = RULES.from_position(doc["position"])
        assert RULES.position(st)["site"] == doc["position"]["site"]
        if not RULES.is_over(st):
            RULES.apply(st, RULES.sample_action(st, Rng(1)))


def test_the_documented_example_is_a_valid_position():
    import re

    doc = (Path(__file__).resolve().parents[2] / "docs" / "positions" / "akropolis.md")
    example = json.loads(re.search(r"```json\n(.*?)```", doc.read_text(), re.S).group(1))
    st = RULES.from_position(example)
    assert st.turn == 2 and st.variants == {"house", "garden"}


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
    ({"cities": [[{"tile": ["05"], "q": 1, "r": -1, "rot": 0}], []]}, r"cities\[0\]\[0\]"),
    ({"cities": [[{"tile": "05", "q": [1], "r": -1, "rot": 0}], []]}, "'q'"),
    ({"cities": [[{"tile": "05", "q": 1, "r": -1, "rot": 0, "x": 1}], []]}, "unknown fields"),
    ({"cities": [[["05", 1, -1, 0, "2"]], []]}, "'level'"),
    ({"cities": [[["05", 10**40, -1, 0]], []]}, "must touch your city"),
    ({"cities": [[["05", 1, -1, 0], ["05", 0, -1, 1]], []]}, "placed twice"),
    ({"cities": [["05"], []]}, r"cities\[0\]\[0\]"),
    ({"cities": [[{"tile": "05", "q": 1, "r": -1}], []]}, r"missing fields \['rot'\]"),
    ({"cities": [[{"tile": "05", "q": 1, "r": -1, "rot": 0, "level": None}], []]},
     "'level'"),
    ({"finished": True}, "finished"),
    ({"turn": 0}, "turn"),
])
def test_junk_and_impossible_values_are_refused_naming_the_field(change, field):
    with pytest.raises(PositionError, match=field):
        strict(**change)


def test_a_player_count_must_be_a_whole_number():
    with pytest.raises(PositionError, match="'players'"):
        RULES.from_position({"players": 3.0, "solo": None, "stacks": [], "site": ["34", "35"],
                             "stones": [1, 2, 3], "cities": [[], [], []]})


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
