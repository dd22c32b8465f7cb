"""Hex geometry (spec 3.1, 3.3) and the bitboard grid."""

import pytest

from game.games.akropolis.rules.city import City
from game.games.akropolis.rules.hexgrid import (
    DIRS,
    distance,
    grid,
    neighbours,
    rotate_cw,
    tile_cells,
)


def test_directions_are_clockwise_and_rotation_maps_them():
    assert DIRS == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    for i, d in enumerate(DIRS):
        assert rotate_cw(*d) == DIRS[(i + 1) % 6]


@pytest.mark.parametrize("k, b, c", [
    (0, (0, -1), (1, -1)), (1, (1, -1), (1, 0)), (2, (1, 0), (0, 1)),
    (3, (0, 1), (-1, 1)), (4, (-1, 1), (-1, 0)), (5, (-1, 0), (0, -1)),
])
def test_tile_cells_per_rotation(k, b, c):
    assert tile_cells(0, 0, k) == ((0, 0), b, c)
    assert tile_cells(3, -2, k) == ((3, -2), (3 + b[0], -2 + b[1]), (3 + c[0], -2 + c[1]))


def test_every_anchor_rotation_pair_is_a_distinct_triangle_and_three_share_one():
    triangles = {}
    for k in range(6):
        cells = frozenset(tile_cells(0, 0, k))
        triangles.setdefault(cells, []).append(k)
    assert len(triangles) == 6
    # the same three cells are reached from each of their cells (rotations k, k+2, k+4)
    a, b, c = tile_cells(0, 0, 1)
    assert frozenset(tile_cells(*b, 3)) == frozenset(tile_cells(*c, 5)) == {a, b, c}


def test_distance_and_neighbours():
    assert distance(0, 0, 2, -1) == 2 and distance(0, 0, -3, 3) == 3
    assert all(distance(0, 0, q, r) == 1 for q, r in neighbours(0, 0))


def test_grid_index_round_trip_and_shift():
    g = grid(9)
    for q, r in [(0, 0), (-9, 9), (4, -7)]:
        assert g.coords(g.index(q, r)) == (q, r)
    for k, (dq, dr) in enumerate(DIRS):
        assert g.index(1, 1) + g.shifts[k] == g.index(1 + dq, 1 + dr)


def test_city_regrids_when_it_nears_the_rim_and_keeps_everything():
    city = City.starting()
    from game.games.akropolis.data import TILE_KINDS
    q = 0
    tile = 1
    # a long chain of ground tiles eastwards
    while q < 14:
        level, _ = city.check_qr(q + 2, 0, 2)
        assert level == 1
        city.place(tile, TILE_KINDS[tile], city.g.index(q + 2, 0), 2)
        q += 2
        tile += 1
    assert city.g.R > 9
    cols = city.columns()
    assert cols[(0, 0)][0] == 6  # the starting House plaza is still there
    assert city.occ.bit_count() == len(city.cells) == 4 + 3 * len(city.placements)


def test_no_triangle_lies_entirely_on_the_starting_tile():
    from game.games.akropolis.data import STARTING_TILE
    cells = set(STARTING_TILE)
    for q, r in cells:
        for k in range(6):
            assert not set(tile_cells(q, r, k)) <= cells
