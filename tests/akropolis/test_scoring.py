"""Final scoring (spec 6-8): every placement condition, stars, stones, variants, ties."""

from game.games.akropolis.rules import Place
from game.games.akropolis.rules.scoring import city_points, city_values, exterior, lakes
from game.games.akropolis.rules.state import AkState

from .helpers import RULES, city_of, position, ring

HOUSE, MARKET, BARRACKS, TEMPLE, GARDEN = range(5)


def values(hexes, variants=()):
    return city_values(city_of(hexes), variants)


# --- houses -------------------------------------------------------------------------------
def test_only_the_largest_house_group_scores():
    hexes = {(0, 0): ("H", 1), (1, 0): ("H", 1), (2, 0): ("H", 1),   # 3 hexes, value 3
             (0, 3): ("H", 3), (1, 3): ("H", 3),                    # 2 hexes, value 6
             (5, 5): ("HP", 1)}
    v, s = values(hexes)
    assert v[HOUSE] == 3 and s[HOUSE] == 1


def test_house_groups_of_equal_size_take_the_higher_value():
    hexes = {(0, 0): ("H", 1), (1, 0): ("H", 1), (0, 3): ("H", 2), (1, 3): ("H", 2)}
    assert values(hexes)[0][HOUSE] == 4


def test_houses_connect_across_levels():
    hexes = {(0, 0): ("H", 1), (1, 0): ("H", 3), (2, 0): ("H", 2), (0, 3): ("H", 1)}
    assert values(hexes)[0][HOUSE] == 6


def test_worked_example_two_house_plazas_and_a_group_of_value_ten():
    hexes = {(i, 0): ("H", 2) for i in range(5)}
    hexes |= {(0, 4): ("HP", 1), (3, 4): ("HP", 2)}
    assert city_points(city_of(hexes), 0)["house"] == 20


def test_houses_variant_doubles_a_group_worth_ten_or_more():
    ten = {(i, 0): ("H", 2) for i in range(5)}
    nine = {(i, 0): ("H", 1) for i in range(9)}
    assert values(ten, ["house"])[0][HOUSE] == 20
    assert values(nine, ["house"])[0][HOUSE] == 9
    assert values(ten)[0][HOUSE] == 10


# --- markets ------------------------------------------------------------------------------
def test_market_must_not_touch_another_market():
    hexes = {(0, 0): ("M", 1), (1, 0): ("M", 2), (4, 0): ("M", 3), (4, 1): ("Q", 1)}
    assert values(hexes)[0][MARKET] == 3


def test_markets_touching_across_levels_do_not_score():
    hexes = {(0, 0): ("M", 3), (0, 1): ("M", 1)}
    assert values(hexes)[0][MARKET] == 0


def test_markets_variant_doubles_a_scoring_market_next_to_a_market_plaza():
    hexes = {(0, 0): ("M", 2), (1, 0): ("MP", 1), (4, 0): ("M", 1), (7, 0): ("M", 1),
             (7, 1): ("M", 1), (8, 0): ("MP", 1)}
    # (0,0) doubles to 4; (4,0) plain 1; (7,0)/(7,1) touch each other: nothing
    assert values(hexes, ["market"])[0][MARKET] == 5
    assert values(hexes)[0][MARKET] == 3


# --- barracks -----------------------------------------------------------------------------
def test_barracks_on_the_exterior_edge_score():
    hexes = {(0, 0): ("B", 2), (1, 0): ("Q", 1)}
    assert values(hexes)[0][BARRACKS] == 2


def test_barracks_fully_surrounded_do_not_score_even_if_higher():
    hexes = ring() | {(0, 0): ("B", 3)}
    assert values(hexes)[0][BARRACKS] == 0


def test_a_lake_is_not_an_edge():
    # a ring around (0,0) leaves a one-hex lake; the barracks at (1,0) has the lake and
    # otherwise only built neighbours
    hexes = ring()
    hexes[(1, 0)] = ("B", 1)
    hexes |= {(2, -1): ("Q", 1), (2, 0): ("Q", 1), (1, 1): ("Q", 1)}
    city = city_of(hexes)
    g = city.g
    assert lakes(city) == 1 << g.index(0, 0)
    assert city_values(city)[0][BARRACKS] == 0
    del hexes[(2, 0)]
    assert values(hexes)[0][BARRACKS] == 1


def test_a_large_enclosed_hole_is_a_lake_too():
    inner = {(0, 0), (1, 0)}
    hexes = {}
    for q0, r0 in inner:
        for (q, r), v in ring((q0, r0)).items():
            if (q, r) not in inner:
                hexes[(q, r)] = v
    city = city_of(hexes)
    g = city.g
    assert lakes(city) == (1 << g.index(0, 0)) | (1 << g.index(1, 0))
    assert not (exterior(city) >> g.index(0, 0)) & 1


def test_barracks_variant_three_or_more_exterior_empties():
    hexes = {(0, 0): ("B", 1), (1, 0): ("Q", 1), (0, 1): ("Q", 1)}  # 4 empty neighbours
    assert values(hexes, ["barracks"])[0][BARRACKS] == 2
    hexes2 = {(0, 0): ("B", 1), (1, 0): ("Q", 1), (0, 1): ("Q", 1), (-1, 1): ("Q", 1),
              (-1, 0): ("Q", 1)}  # 2 empty neighbours
    assert values(hexes2, ["barracks"])[0][BARRACKS] == 1
    # 3 empties of which one is a lake: only 2 exterior -> not doubled
    hexes3 = ring()
    hexes3[(1, 0)] = ("B", 1)
    hexes3 |= {(2, 0): ("Q", 1)}
    assert values(hexes3, ["barracks"])[0][BARRACKS] == 1


# --- temples ------------------------------------------------------------------------------
def test_temple_must_be_completely_surrounded():
    hexes = ring(kind="G") | {(0, 0): ("T", 1)}
    assert values(hexes)[0][TEMPLE] == 1
    del hexes[(0, -1)]
    assert values(hexes)[0][TEMPLE] == 0


def test_worked_example_two_surrounded_temples_on_level_three():
    hexes = ring((0, 0)) | ring((4, 0)) | {(0, 0): ("T", 3), (4, 0): ("T", 3),
                                          (9, 9): ("TP", 1)}
    assert city_points(city_of(hexes), 0)["temple"] == 12


def test_temples_variant_doubles_on_level_two_or_higher():
    hexes = ring((0, 0)) | ring((4, 0)) | {(0, 0): ("T", 2), (4, 0): ("T", 1)}
    assert values(hexes, ["temple"])[0][TEMPLE] == 5
    assert values(hexes)[0][TEMPLE] == 3


# --- gardens ------------------------------------------------------------------------------
def test_gardens_always_score_their_level():
    hexes = {(0, 0): ("G", 1), (5, 0): ("G", 3)}
    assert values(hexes)[0][GARDEN] == 4


def test_gardens_variant_doubles_next_to_a_lake():
    hexes = ring()
    hexes[(1, 0)] = ("G", 2)
    hexes[(6, 0)] = ("G", 1)
    assert values(hexes, ["garden"])[0][GARDEN] == 5
    assert values(hexes)[0][GARDEN] == 3


# --- stars, plazas, stones ----------------------------------------------------------------
def test_stars_add_up_and_no_plaza_means_no_points():
    hexes = {(0, 0): ("G", 1), (1, 0): ("GP", 1), (3, 0): ("GP", 3), (0, 3): ("M", 2)}
    pts = city_points(city_of(hexes), 4)
    assert pts == {"house": 0, "market": 0, "barracks": 0, "temple": 0, "garden": 6,
                   "stones": 4}


def test_plazas_and_quarries_are_worth_nothing_themselves_and_covered_hexes_vanish():
    st = position(cities=[[["05", 1, -1, 0]], []])
    # visible: House plaza (1 star), Barracks plaza (2 stars), no districts
    assert RULES.scores(st)[0].total == 1
    RULES.apply(st, Place(0, 0, -1, 1))  # tile 34 (TP2, H, B) over the BP of 05
    city = st.cities[0]
    _, stars = city_values(city)
    assert stars == [1, 0, 0, 2, 0]  # the covered Barracks plaza no longer counts


def test_live_scores_and_breakdown_keys():
    st = RULES.new_game(__import__("tests.akropolis.helpers", fromlist=["config"]).config(2), 4)
    sc = RULES.scores(st)
    assert [s.total for s in sc] == [1, 2]  # nothing scores yet: stones only
    assert set(sc[0].breakdown) == {"house", "market", "barracks", "temple", "garden", "stones"}
    assert RULES.winners(st) == []


def _finished(stones, cities) -> AkState:
    st = position(stones=stones, cities=cities, site=["37"], finished=True)
    return st


def test_highest_total_wins_then_most_stones_then_shared():
    # both cities score nothing: totals are the stones
    assert RULES.winners(_finished([3, 2], [[], []])) == [0]
    # seat 1: House plaza star x house at level 1 = 1 point + 1 stone; seat 0: 2 stones
    c1 = [["29", 0, 1, 2]]  # TP2, H, Q next to the start: one house at level 1
    st = _finished([2, 1], [[], c1])
    assert [s.total for s in RULES.scores(st)] == [2, 2]
    assert RULES.winners(st) == [0]  # more stones
    st = _finished([1, 1], [c1, [["31", 0, 1, 2]]])  # TP2, Q, H: also one house
    assert RULES.winners(st) == [0, 1]  # shared victory


def test_preview_reports_points_and_stones():
    st = position(stones=[3, 2], cities=[[["05", 1, -1, 0]], []])
    before = RULES.scores(st)[0].total
    delta, stones = RULES.preview(st, Place(3, 0, -1, 1))
    assert stones == 2
    assert delta["stones"] == -3 + 2
    after = st.clone()
    RULES.apply(after, Place(3, 0, -1, 1))
    assert RULES.scores(after)[0].total - before == sum(delta.values())
    assert st.site == [34, 35, 36, 37]  # preview leaves the state alone


def test_score_details_for_tooltips():
    st = position(cities=[[["05", 1, -1, 0]], []])
    d = RULES.score_details(st, 0)
    assert d["house"] == {"value": 0, "stars": 1, "points": 0}
    assert d["barracks"]["stars"] == 2


# --- values worked out from the city before a tile (the AI scores thousands a decision) ----
def test_values_after_a_tile_equal_a_recount_of_every_column():
    from game.engine.rng import Rng
    from game.games.akropolis.rules import scoring

    from .helpers import config

    kinds = [frozenset(), frozenset(scoring.VARIANTS)] + [
        frozenset([v]) for v in scoring.VARIANTS]
    worked = fallback = 0
    for n, games in ((2, 12), (3, 6), (4, 6)):
        for seed in range(games):
            st = RULES.new_game(config(n), 40 + seed)
            rng = Rng(seed)
            while not RULES.is_over(st):
                seat = st.current
                city = st.cities[seat]
                for v in kinds:
                    city_values(city, v)  # known before the tile: the next city may use them
                if seed % 2:
                    exterior(city)
                RULES.apply(st, RULES.sample_action(st, rng))
                after = st.cities[seat]
                before = after.memo.get("values_before")
                for v in kinds:
                    full = scoring._values(after, v)
                    if before is not None:
                        done, a, rot, olds, ext = before
                        quick = scoring._values_after(after, v, done[v], a, rot, olds, ext)
                        if quick is None:
                            fallback += 1
                        else:
                            worked += 1
                            assert quick[:2] == full[:2] and quick[2] == full[2]
                            assert quick[3] == full[3]
                    assert city_values(after, v) == (list(full[0]), list(full[1]))
    assert worked > 1000 and fallback > 0


def test_values_are_fresh_lists_each_call():
    city = city_of({(0, 0): ("M", 1), (2, 0): ("MP", 1)})
    v, s = city_values(city)
    v[1] = 99
    s[1] = 99
    assert city_values(city) == ([0, 1, 0, 0, 0], [0, 2, 0, 0, 0])
