"""Seeded random games with invariants: every tile used once, levels consistent, stones never
negative, the right number of turns (150 games per player count, 50 solo games per level).
The game's invariants (``RULES.check_invariants``) hold after every step of every game."""

import pytest

from game.engine.protocol import PlayerSpec
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.data import TILE_KINDS, tile_set
from game.games.akropolis.rules.city import HSHIFT, KMASK, USHIFT
from game.games.akropolis.rules.hexgrid import tile_cells

from .helpers import RULES, config


def check_city(city):
    """Replaying the placements from the starting tile gives the stored columns, the bitboards
    agree with them and every recorded level is one more than the columns it rests on."""
    heights = {(0, 0): 1, (0, -1): 1, (1, 0): 1, (-1, 1): 1}
    tops = {}
    for tile, q, r, rot, level in city.placements:
        cells = tile_cells(q, r, rot)
        under = {heights.get(c, 0) for c in cells}
        assert under == {level - 1}
        for c, kind in zip(cells, TILE_KINDS[tile], strict=True):
            heights[c] = level
            tops[c] = (kind, tile)
    g = city.g
    occ = 0
    for i, v in city.cells.items():
        occ |= 1 << i
        q, r = g.coords(i)
        assert v >> HSHIFT == heights[(q, r)]
        assert (city.lv[(v >> HSHIFT) - 1] >> i) & 1
        if (q, r) in tops:
            assert (v & KMASK, (v >> USHIFT) & 255) == tops[(q, r)]
    assert occ == city.occ and len(city.cells) == len(heights)
    assert sum(m.bit_count() for m in city.lv) == len(city.cells)


EVERY = 1
"""Check the invariants after every step in one game out of this many: every game (a check
costs about as much as a step, so the soak plays half as many games as before it checked)."""


def play(cfg, seed, every_step=None):
    st = RULES.new_game(cfg, seed)
    rng = Rng(seed + 1000)
    start_tiles = sorted(st.site + [t for s in st.stacks for t in s])
    if every_step is None:
        every_step = seed % EVERY == 0
    if every_step:
        RULES.check_invariants(st)
    while not RULES.is_over(st):
        RULES.apply(st, RULES.sample_action(st, rng), check=False)
        assert min(st.stones) >= 0
        if every_step:
            RULES.check_invariants(st)
    used = [p[0] for c in st.cities if c is not None for p in c.placements]
    used += st.architect_tiles + st.site
    assert sorted(used) == start_tiles
    long_game = bool(cfg.options.get("long_game"))
    assert start_tiles == sorted(tile_set(st.n, long_game))
    assert len(st.site) == 1 and not st.stacks
    per_seat = [len(c.placements) if c is not None else len(st.architect_tiles)
                for c in st.cities]
    assert len(set(per_seat)) == 1
    return st


@pytest.mark.parametrize("n", [2, 3, 4])
def test_soak_multiplayer(n):
    totals = []
    for seed in range(150):
        st = play(config(n), seed)
        if seed % 25 == 0:
            for city in st.cities:
                check_city(city)
        sc = RULES.scores(st)
        assert all(s.total == sum(s.breakdown.values()) for s in sc)
        assert RULES.winners(st)
        totals.append(sum(s.total for s in sc))
    assert min(totals) >= 0


@pytest.mark.parametrize("level", ["hippodamos", "metagenes", "callicrates"])
def test_soak_solo(level):
    for seed in range(50):
        st = play(config(solo=level), seed)
        assert st.architect == 1
        if seed % 25 == 0:
            check_city(st.cities[0])
        assert len(st.architect_tiles) == 18
        assert len(RULES.winners(st)) == 1


def test_soak_variants_and_long_games():
    options = dict(variant_houses=True, variant_markets=True, variant_barracks=True,
                   variant_temples=True, variant_gardens=True)
    for seed in range(20):
        st = play(config(2 + seed % 2, long_game=True, **options), seed, every_step=True)
        for city in st.cities:
            check_city(city)


def test_soak_other_first_seats():
    """A random first player (its stones and the marker follow from it) and a solo table
    listing the Architect first (the player still starts): invariants at every step."""
    for seed in range(12):
        play(config(3 + seed % 2, first_player="random"), seed, every_step=True)
    first = GAME.config((PlayerSpec("Architect", "automa:callicrates"), PlayerSpec("Me")))
    for seed in range(6):
        st = play(first, seed, every_step=True)
        assert st.architect == 0 and len(st.architect_tiles) == 18
