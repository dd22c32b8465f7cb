"""The solo Illustrious Architect (spec 10): its choices, stones and scoring per level."""

import pytest

from game.ai import make_player
from game.engine.match import Match
from game.games.akropolis import GAME
from game.games.akropolis.rules import ArchitectTake, Place
from game.games.akropolis.rules.automa import architect_slot
from game.games.akropolis.rules.scoring import architect_points

from .helpers import RULES, config, position

# plaza tiles: 02 MP2, 04 BP2, 11 GP3 ...; no plaza: 01, 03, 07, 08
NO_PLAZA = ["01", "03", "07", "08"]


def solo(level="hippodamos", **kw):
    kw.setdefault("stones", [1, 2])
    return position(solo=level, **kw)


def architect_turn(st):
    RULES.apply(st, Place(0, 0, 1, 2))  # the human takes the free tile
    assert RULES.current_player(st) == 1
    return st


@pytest.mark.parametrize("site, stones, slot", [
    (["01", "03", "02", "07"], 2, 2),   # cheapest plaza tile, affordable
    (["02", "01", "04", "07"], 0, 0),   # plaza in the free slot
    (["01", "03", "08", "02"], 2, 0),   # cheapest plaza costs 3 > 2: the free tile
    (["01", "03", "08", "07"], 5, 0),   # no plaza at all: the free tile
    (["01", "04", "08", "02"], 1, 1),   # the cheapest plaza, not a later one
])
def test_architect_choice(site, stones, slot):
    assert architect_slot([int(t) for t in site], stones) == slot


def test_architect_turn_is_one_forced_action_and_pays_the_reserve():
    st = solo(site=["33", "01", "03", "02", "07"], stones=[1, 2])
    architect_turn(st)  # human took 33 for free; site 01 03 02 07
    assert RULES.legal_actions(st) == [ArchitectTake(2)]
    assert RULES.explain_illegal(st, ArchitectTake(0)) == "akropolis.illegal.architect"
    assert RULES.explain_illegal(st, Place(0, 0, 1, 2)) is not None
    rng = __import__("game.engine.rng", fromlist=["Rng"]).Rng(1)
    assert RULES.sample_action(st, rng) == ArchitectTake(2)
    events = RULES.apply(st, ArchitectTake(2))
    assert st.architect_tiles == [2] and st.stones == [1, 0]
    assert events[0].kind == "architect_take" and events[0].data["cost"] == 2
    assert st.site == [1, 3, 7]


def test_human_payments_go_to_the_architect_but_quarry_stones_come_from_the_reserve():
    st = solo(stones=[3, 2], cities=[[["05", 1, -1, 0]], None])
    events = RULES.apply(st, Place(3, 0, -1, 1))  # pay 3, cover 2 quarries
    assert st.stones == [2, 5]
    assert events[0].data["to"] == "architect"


def test_architect_never_gains_quarry_stones():
    st = solo(site=["33", "22", "23", "24"], stones=[1, 0])
    architect_turn(st)
    RULES.apply(st, RULES.legal_actions(st)[0])  # tile 22: MP2, Q, Q in the free slot
    assert st.architect_tiles == [22] and st.stones[1] == 0


# tiles 01 (H B T), 02 (MP2 B Q), 11 (GP3 Q H): with the starting tile:
# districts H 2, B 2, T 1; stars H 1, M 2, G 3; quarries 3 + 1 + 1 = 5
TILES = [1, 2, 11]


@pytest.mark.parametrize("level, expected", [
    ("hippodamos", {"house": 2, "market": 0, "barracks": 0, "temple": 0, "garden": 0,
                    "stones": 4}),
    ("metagenes", {"house": 2, "market": 0, "barracks": 0, "temple": 0, "garden": 0,
                   "stones": 4, "quarries": 10}),
    ("callicrates", {"house": 4, "market": 0, "barracks": 0, "temple": 0, "garden": 0,
                     "stones": 4}),
])
def test_architect_scoring_per_level(level, expected):
    assert architect_points(TILES, level, 4) == expected


def test_architect_scores_districts_without_conditions():
    # 08 (Q B M), 09 (Q T M), 10 (Q M B), 04 (BP2 H Q), 02 (MP2 B Q), 23 (TP2 Q Q)
    tiles = [8, 9, 10, 4, 2, 23]
    pts = architect_points(tiles, "hippodamos", 0)
    # markets 3 x 2 stars, barracks 3 x 2 stars, temple 1 x 2 stars, house 1 x 1 star
    assert pts["market"] == 6 and pts["barracks"] == 6 and pts["temple"] == 2
    assert pts["house"] == 1
    assert architect_points(tiles, "callicrates", 0)["market"] == 12


def test_architect_variants():
    houses = [19, 41, 58, 3, 12]   # Q H H, Q H H, Q H H, Q H B, Q M H: 8 houses
    assert architect_points(houses, "callicrates", 0, ["house"])["house"] == 32  # 16 doubled
    assert architect_points(houses, "hippodamos", 0, ["house"])["house"] == 8     # < 10
    # markets: 5 markets, one Market plaza hex: at most 3 doubled -> 2*3 + 2 = 8, x 2 stars
    markets = [8, 9, 10, 12, 26, 22]  # M in 08, 09, 10, 12, 26; 22 is MP2
    assert architect_points(markets, "hippodamos", 0, ["market"])["market"] == 16
    assert architect_points(markets, "callicrates", 0, ["market"])["market"] == 32
    tb = [1, 4, 23]  # H B T, BP2 H Q, TP2 Q Q
    assert architect_points(tb, "hippodamos", 0, ["barracks"])["barracks"] == 2 * 2
    assert architect_points(tb, "hippodamos", 0, ["temple"])["temple"] == 1 * 2
    assert architect_points(tb, "callicrates", 0, ["temple"])["temple"] == 4 * 2
    gardens = [7, 24]  # G Q Q, GP3 Q Q
    assert architect_points(gardens, "metagenes", 0, ["garden"])["garden"] == 2 * 3


def test_solo_tie_rules():
    def finished(stones, human_city, arch_tiles):
        return solo(stones=stones, cities=[human_city, None], site=["37"], finished=True,
                    architect_tiles=arch_tiles)
    # Architect with nothing: 1 (House star) x 0 houses = 0 -> total = its stones
    st = finished([2, 1], [], [])
    assert RULES.winners(st) == [0]
    st = finished([2, 2], [], [])
    assert RULES.winners(st) == [1]  # equal totals and stones: the Architect wins
    # equal totals, human has more stones
    st = finished([2, 1], [], [19])  # architect: 2 houses x 1 star = 2 + 1 stone = 3
    assert [s.total for s in RULES.scores(st)] == [2, 3]
    st = finished([3, 1], [], [19])
    assert RULES.winners(st) == [0]


@pytest.mark.parametrize("level", ["hippodamos", "metagenes", "callicrates"])
def test_solo_game_through_match_with_the_automa_player(level):
    match = Match.new(GAME, config(solo=level), 7)
    human = make_player("random", GAME, 1)
    automa = make_player(f"automa:{level}", GAME, 2)
    while not match.is_over:
        seat = match.current_player
        match.play((human if seat == 0 else automa).choose(match.state, seat))
    st = match.state
    assert len(st.architect_tiles) == 18 and len(st.cities[0].placements) == 18
    from game.games.akropolis.data import TILE_KINDS
    quarries = 3 + sum(k == 0 for t in st.architect_tiles for k in TILE_KINDS[t])
    breakdown = RULES.scores(st)[1].breakdown
    assert breakdown.get("quarries") == (2 * quarries if level == "metagenes" else None)
    assert st.stones[1] >= 0
    assert RULES.winners(st)
