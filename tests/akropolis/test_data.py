"""Tile data against the spec (section 11)."""

from collections import Counter

import pytest

from game.games.akropolis.data import (
    CITY_TILES,
    STARS,
    TILE_BACK,
    TILE_KINDS,
    B,
    G,
    H,
    M,
    Q,
    T,
    stack_layout,
    tile_set,
)


def test_sixty_one_tiles_with_unique_ids():
    assert len(CITY_TILES) == 61
    assert [t[0] for t in CITY_TILES] == [f"{i:02d}" for i in range(1, 62)]
    assert Counter(TILE_BACK[1:]) == {"2+": 37, "3+": 12, "4": 12}


def test_no_tile_has_two_plazas_or_three_identical_hexes():
    for kinds in TILE_KINDS[1:]:
        assert sum(k >= 6 for k in kinds) <= 1
        assert len(set(kinds)) > 1


@pytest.mark.parametrize("players, expected", [
    # House, Market, Barracks, Temple, Garden, plaza hexes (stars), quarries  (spec 11.2)
    (2, (18, 12, 10, 8, 6, [5, 4, 4, 4, 3], [5, 8, 8, 8, 9], 37)),
    (3, (27, 16, 13, 10, 7, [6, 5, 5, 5, 4], [6, 10, 10, 10, 12], 49)),
    (4, (36, 20, 16, 12, 8, [7, 6, 6, 6, 5], [7, 12, 12, 12, 15], 61)),
])
def test_hex_totals_per_player_count(players, expected):
    c = Counter(k for t in tile_set(players, False) for k in TILE_KINDS[t])
    h, m, b, t, g, plazas, stars, q = expected
    assert (c[H], c[M], c[B], c[T], c[G], c[Q]) == (h, m, b, t, g, q)
    assert [c[6 + i] for i in range(5)] == plazas
    assert [c[6 + i] * STARS[6 + i] for i in range(5)] == stars


def test_tile_sets_and_stacks():
    assert len(tile_set(2, False)) == 37 and len(tile_set(3, False)) == 49
    assert len(tile_set(4, False)) == 61 and len(tile_set(2, True)) == 61
    assert stack_layout(2, False) == (11, 3)
    assert stack_layout(3, False) == (11, 4)
    assert stack_layout(4, False) == (11, 5)
    assert stack_layout(2, True) == (19, 3)
    assert stack_layout(3, True) == (15, 4)
