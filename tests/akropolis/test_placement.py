"""Placing a tile (spec 5.2): every legal and illegal case with its reason, and the move
generators (enumeration, sampling) against a brute-force check."""

import pytest

from game.engine.rng import Rng
from game.games.akropolis.rules import Place, placement
from game.games.akropolis.rules.hexgrid import tile_cells

from .helpers import RULES, config, position

# Starting tile: (0,0) House plaza, quarries at (0,-1), (1,0), (-1,1).
# Tile 05 (BP2, Q, Q) at anchor (1,-1) rotation 0 covers (1,-1), (1,-2), (2,-2).
WITH_05 = [[["05", 1, -1, 0]], []]


def reason(st, q, r, rot, slot=0):
    return RULES.explain_illegal(st, Place(slot, q, r, rot))


def test_ground_tile_touching_the_city_is_legal_on_level_1():
    st = position()
    assert reason(st, 0, 1, 2) is None
    assert placement.level_of(st.cities[0], 0, 1, 2) == (1, None)


def test_ground_tile_touching_only_by_a_corner_cell_is_enough():
    st = position()
    # cells (2,-1), (2,-2), (3,-2): only (2,-1) neighbours the quarry at (1,0)
    assert tile_cells(2, -1, 0) == ((2, -1), (2, -2), (3, -2))
    assert reason(st, 2, -1, 0) is None


@pytest.mark.parametrize("q, r", [(3, 0), (5, 5), (0, 3), (60, -60), (-400, 2)])
def test_ground_tile_not_touching_is_illegal(q, r):
    st = position()
    assert reason(st, q, r, 0) == "akropolis.illegal.detached"


def test_partly_on_ground_partly_on_hexes_is_illegal():
    st = position()
    # (0,0) and (1,0) built, (0,1) empty
    assert reason(st, 0, 0, 2) == "akropolis.illegal.mixed"


def test_higher_level_on_two_tiles_is_legal_and_gets_level_two():
    st = position(cities=WITH_05)
    # (0,-1) starting quarry, (1,-2) quarry of 05, (1,-1) plaza of 05: two tiles, height 1
    assert reason(st, 0, -1, 1) is None
    assert placement.level_of(st.cities[0], 0, -1, 1) == (2, None)


def test_higher_level_on_three_different_tiles_is_legal():
    st = position(cities=[[["05", 1, -1, 0], ["21", 2, -1, 1]], []])
    city = st.cities[0]
    # (1,-1) tile 05, (2,-1) tile 21, (1,0) starting tile
    assert tile_cells(1, -1, 2) == ((1, -1), (2, -1), (1, 0))
    assert placement.level_of(city, 1, -1, 2) == (2, None)
    # two hexes of the starting tile and one of 05 is fine too
    assert placement.level_of(city, 1, -1, 3) == (2, None)


def test_covering_three_hexes_of_one_tile_is_illegal_from_every_anchor():
    st = position(cities=WITH_05)
    msg = "akropolis.illegal.one_tile"
    assert reason(st, 1, -1, 0) == msg
    assert reason(st, 1, -2, 2) == msg  # same three cells, anchored on hex b
    assert reason(st, 2, -2, 4) == msg  # anchored on hex c


def test_uneven_support_is_illegal():
    st = position(cities=[[["05", 1, -1, 0], ["21", 0, -1, 1]], []])
    # 21 is now on level 2 over (0,-1), (1,-2), (1,-1); (0,0) is still level 1
    assert reason(st, 0, 0, 0) == "akropolis.illegal.uneven"


def test_level_three_on_two_level_two_tiles():
    cities = [[["05", 1, -1, 0], ["21", 0, -1, 1], ["22", 3, -2, 0], ["23", 2, -2, 1]], []]
    st = position(cities=cities)
    city = st.cities[0]
    assert [p[4] for p in city.placements] == [1, 2, 1, 2]
    # 05's old triangle is now two hexes of 21 and one of 23, all at height 2
    assert placement.level_of(city, 1, -1, 0) == (3, None)
    RULES.apply(st, Place(0, 1, -1, 0))
    assert city.visible_at(1, -2)[2] == 3 and city.height_at(2, -2) == 3


def test_tile_on_one_uncovered_tile_after_partial_cover_is_uneven_not_one_tile():
    st = position(cities=[[["05", 1, -1, 0], ["21", 0, -1, 1]], []])
    # 05's cells (1,-1), (1,-2) are covered by 21, (2,-2) is still level 1
    assert reason(st, 1, -1, 0) == "akropolis.illegal.uneven"


def test_bad_rotation_and_types():
    st = position()
    assert reason(st, 0, 1, 6) == "akropolis.illegal.rotation"
    assert RULES.explain_illegal(st, Place(0, 0.5, 1, 2)) == "akropolis.illegal.malformed"
    assert RULES.explain_illegal(st, ("Place", 0, 0, 1, 2)) == "akropolis.illegal.not_a_move"


def test_legal_placements_are_the_same_for_every_tile_of_the_site():
    st = position(stones=[3, 2], cities=WITH_05)
    spots = RULES.legal_placements(st)
    acts = RULES.legal_actions(st)
    assert len(acts) == 4 * len(spots)
    for slot in range(4):
        assert [(a.q, a.r, a.rot) for a in acts if a.site == slot] == spots


def brute_force(city, radius):
    out = set()
    for q in range(-radius, radius + 1):
        for r in range(-radius, radius + 1):
            for k in range(6):
                if city.check_qr(q, r, k)[0]:
                    out.add((q, r, k))
    return out


def test_enumeration_matches_the_direct_check_through_whole_games():
    for n, seed in ((2, 1), (4, 2)):
        st = RULES.new_game(config(n), seed)
        rng = Rng(seed)
        while not RULES.is_over(st):
            city = st.cities[st.current]
            spots = RULES.legal_placements(st)
            assert len(spots) == len(set(spots)) == placement.count(city)
            if st.turn % 3 == 0:
                radius = max(abs(c) for q, r in city.columns() for c in (q, r)) + 4
                assert set(spots) == brute_force(city, radius)
            for q, r, k in spots[::7]:
                assert RULES.explain_illegal(st, Place(0, q, r, k)) is None
            RULES.apply(st, RULES.sample_action(st, rng))


def test_sampled_actions_are_legal_and_spread_over_all_placements():
    st = position(stones=[2, 2], cities=WITH_05)
    legal = set(RULES.legal_actions(st))
    rng = Rng(9)
    seen = set()
    for _ in range(3000):
        a = RULES.sample_action(st, rng)
        assert a in legal
        seen.add(a)
    assert len(seen) > 0.9 * len(legal)
    assert {a.site for a in seen} == {0, 1, 2}


def test_nth_walks_the_placements_in_enumeration_order():
    st = position(stones=[2, 2], cities=WITH_05)
    city = st.cities[0]
    masks = placement.anchor_masks(city)
    g = city.g
    got = [placement.nth(city, masks, j) for j in range(placement.count(city))]
    assert [(*g.coords(i), k) for i, k in got] == RULES.legal_placements(st)


def test_explain_illegal_agrees_with_legal_actions_near_the_city():
    st = position(stones=[1, 2], cities=[[["05", 1, -1, 0], ["21", 0, -1, 1]], []])
    legal = set(RULES.legal_actions(st))
    for slot in (0, 1, 2):
        for q in range(-5, 6):
            for r in range(-5, 6):
                for k in range(6):
                    a = Place(slot, q, r, k)
                    assert (RULES.explain_illegal(st, a) is None) == (a in legal)


def test_clones_share_move_lists_safely():
    st = position(stones=[1, 2])
    before = RULES.legal_actions(st)
    twin = st.clone()
    assert RULES.legal_actions(twin) == before
    RULES.apply(twin, Place(0, 0, 1, 2))
    RULES.apply(twin, Place(0, 0, 1, 2))  # seat 1
    assert RULES.legal_actions(twin) != before
    assert RULES.legal_actions(st) == before
    RULES.preview(st, Place(1, -1, 0, 4))
    assert RULES.legal_actions(st) == before
    frozen = list(before)
    RULES.apply(st, before[0])  # the city changes under a list already handed out
    assert list(before) == frozen and before == frozen
    assert RULES.legal_actions(st) != frozen


def test_placement_level_helper_for_the_ghost():
    st = position(cities=WITH_05)
    assert RULES.placement_level(st, 0, -1, 1) == (2, None)
    assert RULES.placement_level(st, 0, 1, 2) == (1, None)
    assert RULES.placement_level(st, 9, 9, 0)[1].startswith("a tile on level 1")
    assert RULES.placement_level(st, 1, -1, 0, seat=1) == (1, None)  # seat 1's city is bare
    assert placement.placed_kinds(5, 1, -1, 0) == {(1, -1): 8, (1, -2): 0, (2, -2): 0}
