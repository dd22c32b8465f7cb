"""Taking a tile, paying, gaining stones, replenishing, the Chief Architect, the end (spec 5)."""

import pytest

from game.engine.protocol import TERMINAL, IllegalAction
from game.engine.rng import Rng
from game.games.akropolis.rules import Place

from .helpers import RULES, config, position


def test_slot_costs_its_index_and_the_line_slides():
    st = position(site=["21", "22", "23", "24"], stones=[2, 2])
    RULES.apply(st, Place(2, 0, 1, 2))
    assert st.stones[0] == 2 - 2
    assert st.site == [21, 22, 24]  # the tile behind moved up: it now costs 2
    assert st.cities[0].placements[0][0] == 23


def test_too_expensive_tile_is_refused_with_reason():
    st = position(stones=[1, 2])
    assert RULES.explain_illegal(st, Place(2, 0, 1, 2)) == "akropolis.illegal.cost"
    assert RULES.explain_illegal(st, Place(1, 0, 1, 2)) is None  # 1 stone pays slot 1
    with pytest.raises(IllegalAction):
        RULES.apply(st, Place(2, 0, 1, 2))
    assert st.site == [34, 35, 36, 37] and st.stones == [1, 2]  # unchanged


def test_no_stones_only_the_free_tile():
    st = position(stones=[0, 2])
    slots = {a.site for a in RULES.legal_actions(st)}
    assert slots == {0}
    assert RULES.explain_illegal(st, Place(1, 0, 1, 2)) is not None
    assert RULES.explain_illegal(st, Place(0, 0, 1, 2)) is None


def test_legal_slots_follow_stones_and_site_size():
    st = position(stones=[9, 2])
    assert {a.site for a in RULES.legal_actions(st)} == {0, 1, 2, 3}
    assert RULES.affordable_slots(st) == [0, 1, 2, 3]
    assert RULES.explain_illegal(st, Place(4, 0, 1, 2)) == "akropolis.illegal.no_tile"


def test_seed_example_pay_three_then_gain_two_from_quarries():
    # Maks has 3 stones, takes the 4th tile (slot 3, 3 stones) and puts it on level 2 over
    # two quarries (one of his starting tile, one of tile 05): +2 stones at once.
    st = position(stones=[3, 2], cities=[[["05", 1, -1, 0]], []])
    events = RULES.apply(st, Place(3, 0, -1, 1))
    assert st.stones[0] == 3 - 3 + 2
    place = next(e for e in events if e.kind == "place")
    assert place.data["level"] == 2
    assert next(e for e in events if e.kind == "stones").data == {"gained": 2}


def test_quarry_pays_once_only():
    st = position(stones=[0, 2], cities=[[["05", 1, -1, 0]], []])
    RULES.apply(st, Place(0, 0, -1, 1))  # covers 2 quarries: 0 -> 2
    assert st.stones[0] == 2
    RULES.apply(st, Place(0, 0, 1, 2))  # seat 1
    # seat 0 again: a ground tile pays nothing
    RULES.apply(st, Place(0, -1, 0, 4))
    assert st.stones[0] == 2


def test_replenish_passes_the_marker_and_the_end():
    st = position(site=["20", "21", "22", "23"], stacks=[["24", "25", "26"]], stones=[1, 2])
    assert not RULES.reveals_information(st, Place(0, 0, 1, 2))
    RULES.apply(st, Place(0, 0, 1, 2))
    RULES.apply(st, Place(0, 0, 1, 2))
    assert st.site == [22, 23] and st.current == 0 and st.chief == 0
    assert RULES.reveals_information(st, Place(0, -1, 0, 4))
    events = RULES.apply(st, Place(0, -1, 0, 4))
    assert st.site == [23, 24, 25, 26] and st.stacks == []
    assert st.chief == 1 and st.current == 1  # the new Chief plays next
    assert [e.kind for e in events][-2:] == ["reveal", "chief"]
    for _ in range(3):
        assert RULES.current_player(st) != TERMINAL
        RULES.apply(st, RULES.sample_action(st, Rng(1)))
    assert RULES.current_player(st) == TERMINAL and len(st.site) == 1  # last tile unplayed
    assert RULES.legal_actions(st) == []
    assert RULES.explain_illegal(st, Place(0, 0, 1, 2)) == "akropolis.illegal.over"


@pytest.mark.parametrize("cfg, rounds, per_player", [
    (config(2), 12, 18), (config(3), 12, 16), (config(4), 12, 15),
    (config(2, long_game=True), 20, 30), (config(3, long_game=True), 15, 20),
    (config(solo="hippodamos"), 12, 18),
])
def test_rounds_and_turns_per_player(cfg, rounds, per_player):
    st = RULES.new_game(cfg, 11)
    rng = Rng(5)
    turns = [0] * st.n
    reveals = 0
    first_of_round = [st.current]
    while not RULES.is_over(st):
        p = RULES.current_player(st)
        turns[p] += 1
        events = RULES.apply(st, RULES.sample_action(st, rng), check=False)
        if any(e.kind == "reveal" for e in events):
            reveals += 1
            assert st.current == st.chief
            first_of_round.append(st.current)
    assert reveals + 1 == rounds
    assert turns == [per_player] * st.n
    assert first_of_round == [i % st.n for i in range(rounds)]
    assert RULES.turn_count(st) == per_player * st.n


def test_events_describe_the_turn():
    st = position(stones=[1, 2])
    events = RULES.apply(st, Place(1, 0, 1, 2))
    take, place = events[0], events[1]
    assert take.kind == "take" and take.player == 0
    assert take.data == {"slot": 1, "tile": "35", "cost": 1, "to": "reserve"}
    assert place.data == {"tile": "35", "q": 0, "r": 1, "rot": 2, "level": 1}


def test_apply_is_the_engines_own():
    """``apply`` is final in the protocol: Akropolis only implements ``_apply``."""
    from game.engine.protocol import Rules

    assert type(RULES).apply is Rules.apply
    assert "apply" not in vars(type(RULES)) and "_apply" in vars(type(RULES))
