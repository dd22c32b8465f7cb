"""The questions the table asks (rules/query.py), each answered from a position set up with
the documented format (docs/positions/akropolis.md)."""

from __future__ import annotations

from game.games.akropolis.rules import Place, query

from .helpers import RULES, position

# Starting tile: (0,0) House plaza, quarries at (0,-1), (1,0), (-1,1).
# Tile 05 (BP2, Q, Q) at anchor (1,-1) rotation 0 covers (1,-1), (1,-2), (2,-2).
WITH_05 = [[["05", 1, -1, 0]], []]


def solo(**kw):
    kw.setdefault("stones", [1, 2])
    return position(solo="metagenes", **kw)


def finished(stones, cities, **kw):
    return position(site=[], stacks=[], finished=True, stones=stones, cities=cities, **kw)


def test_the_mover_and_who_builds_a_city():
    st = position(current=1, chief=1)
    assert query.mover(st) == 1
    assert query.mover(finished([1, 2], [[], []])) is None
    assert query.has_city(st, 0) and query.has_city(st, 1) and not query.has_city(st, 2)
    architect = solo()
    assert query.has_city(architect, 0) and not query.has_city(architect, 1)


def test_legal_spots_only_for_the_seat_on_turn():
    st = position(cities=WITH_05)
    every = query.legal_placements(st, 1)
    assert every == RULES.legal_placements(st, 1) and (0, 1, 2) in every
    assert query.legal_spots(st, 0) == query.legal_placements(st) == RULES.legal_placements(st)
    assert query.legal_spots(st, 1) == []  # seat 1 builds, but not now
    assert query.legal_spots(finished([1, 2], [[], []]), 0) == []
    assert query.legal_spots(solo(current=1), 1) == []  # the Architect builds nothing


def test_check_gives_the_level_or_the_catalog_key_of_why_not():
    st = position(cities=WITH_05)
    assert query.check(st, 0, 0, 1, 2) == (1, None)
    assert query.check(st, 0, 0, -1, 1) == (2, None)  # on 05 and the starting tile
    assert query.check(st, 0, 5, 5, 0) == (0, "akropolis.illegal.detached")
    assert query.check(st, 0, 0, 0, 2) == (0, "akropolis.illegal.mixed")
    assert query.check(st, 0, 400, 2, 0) == (0, "akropolis.illegal.detached")
    assert query.check(solo(), 1, 0, 1, 2) == (0, "akropolis.illegal.no_city")
    # the engine's own refusal of the same placements names the same reasons
    for q, r, rot in ((5, 5, 0), (0, 0, 2)):
        assert RULES.explain_illegal(st, Place(0, q, r, rot)) == query.check(st, 0, q, r, rot)[1]


def test_placement_level_speaks_english_to_developers():
    st = position(cities=WITH_05)
    assert query.placement_level(st, 0, -1, 1) == (2, None)
    assert query.placement_level(st, 1, -1, 0, seat=1) == (1, None)
    level, why = query.placement_level(st, 9, 9, 0)
    assert level == 0 and why is not None and why.startswith("a tile on level 1")


def test_what_the_mover_can_pay_and_pick_up():
    st = position(stones=[1, 2])  # site 34 35 36 37
    assert query.max_slot(st) == 1
    assert query.affordable_slots(st) == query.pickable_slots(st) == [0, 1]
    rich = position(stones=[9, 2])
    assert query.affordable_slots(rich) == [0, 1, 2, 3]  # no further than the site goes
    assert query.affordable_slots(finished([1, 2], [[], []])) == []
    architect = solo(current=1, stones=[1, 2])
    assert query.affordable_slots(architect) == [0, 1, 2]
    assert query.pickable_slots(architect) == []  # it takes its tile by itself


def test_the_site_offers_with_prices():
    st = position(stones=[2, 0], site=["05", "21", "36", "18"])
    offers = query.site_offers(st)
    assert [(o.slot, o.tile, o.cost) for o in offers] == [(0, 5, 0), (1, 21, 1), (2, 36, 2),
                                                          (3, 18, 3)]
    assert [o.payable for o in offers] == [True, True, True, False]
    assert [o.payable for o in query.site_offers(position(stones=[0, 9]))] == \
        [True, False, False, False]


def test_the_architects_pick_while_it_is_to_move():
    # plaza tiles: 02 MP2, 04 BP2; no plaza: 01, 03, 07
    st = solo(site=["01", "03", "02", "07"], stones=[1, 2], current=1)
    assert query.architect_choice(st) == 2 == RULES.architect_choice(st)
    assert query.architect_pick(st) == 2
    assert query.architect_pick(solo(site=["01", "03", "02", "07"])) is None  # player's turn
    assert query.architect_pick(position()) is None  # no Architect at all


def test_points_details_and_totals():
    st = position(stones=[3, 2], cities=WITH_05)
    points = query.seat_points(st, 0)
    assert points == RULES.seat_points(st, 0) and points["stones"] == 3
    assert query.seat_total(st, 0) == sum(points.values()) == RULES.scores(st)[0].total
    details = query.score_details(st, 0)
    assert details == RULES.score_details(st, 0)
    assert details["barracks"]["stars"] == 2 and details["house"]["points"] == 0
    # the Metagenes Architect scores its quarries too
    architect = solo(current=1, architect_tiles=["01"])
    assert "quarries" in query.seat_points(architect, 1)
    assert set(query.score_details(architect, 1)) == {"house", "market", "barracks", "temple",
                                                      "garden"}


def test_scores_and_winners_break_ties_by_stones_then_for_the_architect():
    assert query.winners(position()) == []  # the game runs
    assert query.winners(finished([3, 2], [[], []])) == [0]
    assert query.winners(finished([2, 2], [[], []])) == [0, 1]
    sc = query.scores(finished([2, 2], [[], []]))
    assert [s.tiebreak for s in sc] == [(2,), (2,)] and query.best(sc) == [0, 1]
    # solo: totals and stones equal, the Architect wins (spec 10.4)
    st = finished([2, 2], [[], None], solo="hippodamos")
    totals = [s.total for s in query.scores(st)]
    assert totals[0] == totals[1] and query.winners(st) == [1] == RULES.winners(st)


def test_preview_is_the_change_the_move_makes():
    st = position(stones=[3, 2], cities=WITH_05)
    action = Place(3, 0, -1, 1)  # pay 3, cover two quarries: two stones back
    delta, gained = query.preview(st, action)
    assert gained == 2 and delta["stones"] == -3 + 2
    assert (delta, gained) == RULES.preview(st, action)
    after = st.clone()
    RULES.apply(after, action)
    assert query.seat_total(after, 0) - query.seat_total(st, 0) == sum(delta.values())
    assert st.site == [34, 35, 36, 37] and st.stones == [3, 2]  # the state is left alone
    # in a solo game the price goes to the Architect, not to the mover's points
    sol = solo(stones=[3, 2], cities=[[["05", 1, -1, 0]], None])
    assert query.preview(sol, action)[0]["stones"] == -1


def test_what_a_city_looks_like():
    st = position(cities=WITH_05)
    cols = query.columns(st, 0)
    assert set(query.city_cells(st, 0)) == set(cols) == {
        (0, 0), (0, -1), (1, 0), (-1, 1), (1, -1), (1, -2), (2, -2)}
    kind, _uid, level = cols[(1, -1)]
    assert level == 1 and cols[(0, 0)][2] == 1
    assert query.last_placed(st, 0) == (1, -1, 0)
    assert query.last_placed(st, 1) is None  # only the starting tile
    assert query.columns(solo(), 1) == {} and query.city_cells(solo(), 1) == []
    assert query.last_placed(solo(), 1) is None and query.columns(st, 7) == {}


def test_a_legal_tile_turned_in_place_stays_legal():
    """The preview's turn buttons turn a tile about its centre without asking again: the
    same three cells, so the same legality and level (legality is a property of the cells)."""
    from game.engine.rng import Rng
    from game.games.akropolis.rules.hexgrid import tile_cells, turn_in_place

    from .helpers import config

    st = RULES.new_game(config(3), 5)
    rng = Rng(5)
    checked = 0
    while not RULES.is_over(st) and checked < 3000:
        seat = st.current
        legal = set(query.legal_spots(st, seat))
        for q, r, rot in list(legal)[:40]:
            for clockwise in (True, False):
                turned = turn_in_place(q, r, rot, clockwise)
                assert set(tile_cells(*turned)) == set(tile_cells(q, r, rot))
                assert turned in legal
                assert query.check(st, seat, *turned)[0] == query.check(st, seat, q, r, rot)[0]
                checked += 1
        RULES.apply(st, RULES.sample_action(st, rng))
    assert checked > 1000


def test_the_architects_collection_counts_its_starting_tile_as_its_score_does():
    """Before it takes anything the Metagenes Architect holds its starting tile: a House
    plaza (1 star) and three quarries, 6 points, plus its 2 stones: 8 points, and its panel
    must say so (issue 25: it read "0 tiles collected")."""
    st = solo()
    coll = query.architect_collection(st)
    assert coll is not None and coll.taken == () and coll.tiles == 1
    assert coll.districts == (0, 0, 0, 0, 0) and coll.stars == (1, 0, 0, 0, 0)
    assert coll.quarries == 3 and coll.quarry_points == 6
    assert query.seat_total(st, 1) == 8 == coll.quarry_points + st.stones[1]
    # 01: House, Barracks, Temple; 05: Barracks plaza and two quarries
    more = solo(architect_tiles=["01", "05"])
    coll = query.architect_collection(more)
    assert coll is not None and coll.taken == (1, 5) and coll.tiles == 3
    assert coll.districts == (1, 0, 1, 1, 0) and coll.stars == (1, 0, 2, 0, 0)
    assert coll.quarries == 5 and coll.quarry_points == 10
    assert query.seat_points(more, 1) == {"house": 1, "market": 0, "barracks": 2,
                                          "temple": 0, "garden": 0, "stones": 2,
                                          "quarries": 10}
    # the other levels score no quarries; a game without the Architect has no collection
    easy = position(solo="hippodamos", stones=[1, 2])
    coll = query.architect_collection(easy)
    assert coll is not None and coll.quarries == 3 and coll.quarry_points == 0
    assert query.architect_collection(position()) is None


def test_rounds_follow_the_stacks():
    """A round per stack after the site dealt at setup: 12 in a standard game, 20 and 15 in
    the longer games (spec 4); the round ends when the site is down to one tile."""
    from game.engine.rng import Rng

    from .helpers import config

    expected = {(2, False): 12, (3, False): 12, (4, False): 12, (2, True): 20, (3, True): 15}
    for (n, long_game), rounds in expected.items():
        st = RULES.new_game(config(n, long_game=long_game), 3)
        assert query.rounds_total(st) == rounds
        assert query.round_number(st) == 1 and query.rounds_done(st) == 0
        rng = Rng(n)
        turns = 0
        while not st.finished:
            before = query.round_number(st)
            RULES.apply(st, RULES.sample_action(st, rng))
            turns += 1
            if len(st.site) == n + 2:  # a stack was revealed: a new round began
                assert query.round_number(st) == before + 1
                assert turns == (n + 1) * query.rounds_done(st)
        assert query.round_number(st) == rounds == query.rounds_done(st)
    solo_game = RULES.new_game(config(solo="callicrates"), 1)
    assert query.rounds_total(solo_game) == 12
