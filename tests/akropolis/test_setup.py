"""Setup (spec section 4) and table validation."""

import pytest

from game.engine.match import Match
from game.engine.protocol import GameConfig, PlayerSpec
from game.games.akropolis import GAME
from game.games.akropolis.data import tile_set

from .helpers import RULES, config


@pytest.mark.parametrize("n, tiles, stack, site", [(2, 37, 3, 4), (3, 49, 4, 5), (4, 61, 5, 6)])
def test_tile_sets_stacks_and_site(n, tiles, stack, site):
    st = RULES.new_game(config(n), 1)
    assert len(st.stacks) == 11 and all(len(s) == stack for s in st.stacks)
    assert len(st.site) == site == n + 2
    used = [t for s in st.stacks for t in s] + st.site
    assert sorted(used) == sorted(tile_set(n, False)) and len(used) == tiles


@pytest.mark.parametrize("n", [2, 3, 4])
def test_starting_stones_by_seat_and_starting_tiles(n):
    st = RULES.new_game(config(n), 3)
    assert st.stones == [1, 2, 3, 4][:n]
    assert st.chief == st.current == 0
    for city in st.cities:
        assert city.columns() == {(0, 0): (6, 0, 1), (0, -1): (0, 0, 1), (1, 0): (0, 0, 1),
                                  (-1, 1): (0, 0, 1)}


def test_random_first_player_gives_stones_in_turn_order():
    chiefs = set()
    for seed in range(30):
        st = RULES.new_game(config(4, first_player="random"), seed)
        chiefs.add(st.chief)
        assert st.current == st.chief
        for j in range(4):
            assert st.stones[(st.chief + j) % 4] == j + 1
    assert chiefs == {0, 1, 2, 3}


def test_long_game_two_players():
    st = RULES.new_game(config(2, long_game=True), 2)
    assert len(st.stacks) == 19 and all(len(s) == 3 for s in st.stacks)
    assert len(st.site) == 4


def test_long_game_three_players_reveals_the_first_stack_at_once():
    st = RULES.new_game(config(3, long_game=True), 2)
    assert len(st.stacks) == 14 and all(len(s) == 4 for s in st.stacks)
    assert len(st.site) == 5 and st.chief == 0
    assert len({t for s in st.stacks for t in s} | set(st.site)) == 61


def test_long_game_is_no_change_for_four_players():
    st = RULES.new_game(config(4, long_game=True), 2)
    assert len(st.stacks) == 11 and not st.long_game


def test_solo_setup():
    st = RULES.new_game(config(solo="metagenes"), 5)
    assert st.solo == "metagenes" and st.n == 2
    assert st.stones == [1, 2] and st.cities[1] is None and st.cities[0] is not None
    assert len(st.stacks) == 11 and len(st.site) == 4
    assert set(st.site) | {t for s in st.stacks for t in s} == set(tile_set(2, False))


def test_architect_listed_first_still_lets_the_player_start():
    players = (PlayerSpec("Architect", "automa:callicrates"), PlayerSpec("Me"))
    st = RULES.new_game(GameConfig(players, {}), 4)
    assert st.architect == 0 and st.cities[0] is None and st.cities[1] is not None
    assert st.chief == st.current == 1 and st.stones == [2, 1]
    data = RULES.position(st)
    assert data["architect_seat"] == 0
    assert RULES.position(RULES.from_position(data)) == data


def test_solo_first_player_is_always_the_human():
    for seed in range(10):
        st = RULES.new_game(config(solo="hippodamos", first_player="random"), seed)
        assert st.chief == 0 and st.stones == [1, 2]


@pytest.mark.parametrize("players, message", [
    ((PlayerSpec("a"),), "Illustrious Architect as seat 2"),
    ((PlayerSpec("a"), PlayerSpec("b", "automa:metagenes"), PlayerSpec("c")), "2 seats"),
    ((PlayerSpec("a", "automa:metagenes"), PlayerSpec("b", "automa:metagenes")), "only one"),
    ((PlayerSpec("a"), PlayerSpec("b", "automa:bogus")), "no solo opponent"),
    (tuple(PlayerSpec(str(i)) for i in range(5)), "2 to 4"),
])
def test_invalid_tables_are_refused(players, message):
    with pytest.raises(ValueError, match=message):
        RULES.new_game(GameConfig(players, {}), 1)
    with pytest.raises(ValueError):
        Match.new(GAME, GameConfig(players, {}), 1)


def test_same_seed_same_game_and_registry():
    a = RULES.new_game(config(3), 42)
    b = RULES.new_game(config(3), 42)
    assert a.stacks == b.stacks and a.site == b.site
    assert RULES.new_game(config(3), 43).stacks != a.stacks
    from game.engine import registry
    info = registry.get("akropolis")
    assert info.automa_levels == ("hippodamos", "metagenes", "callicrates")
    assert info.validate_config(config(solo="callicrates")) is None
