"""The scripted sparring partner ``pyramid`` (game/games/akropolis/ai_pyramid.py): offered as
a seat kind through the hooks' PLAYERS, legal, plaza-minded, and far better than random."""

import pytest

from game.ai import make_player, player_kinds
from game.cli import sim
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.ai.pyramid import PyramidPlayer

from .helpers import RULES, config, position

CITY = [["30", 1, -1, 0]]
"""Tile 30 (temple, quarry, quarry) beside the starting tile: some placements on level 2 span
the two and cover only quarries."""


def test_pyramid_is_a_seat_kind_of_akropolis_only():
    assert isinstance(make_player("pyramid", GAME, 1), PyramidPlayer)
    assert "pyramid" in player_kinds(GAME)
    from game.engine.registry import get
    with pytest.raises(ValueError, match="unknown computer player kind"):
        make_player("pyramid", get("machi_koro"), 1)


def test_prefers_a_plaza_on_top_over_a_free_house_tile():
    # slot 0: tile 19 (quarry, house, house) for free; slot 1: tile 23 (temple plaza)
    st = position(site=["19", "23", "35", "36"], stones=[1, 2], cities=[CITY, []])
    levels = {RULES.placement_level(st, q, r, k)[0] for q, r, k in RULES.legal_placements(st)}
    assert levels == {1, 2}
    action = make_player("pyramid", GAME, 1).choose(st, 0)
    assert action.site == 1
    assert RULES.placement_level(st, action.q, action.r, action.rot)[0] == 2
    # the same plaza for free and the houses for a stone: still the plaza, on top, free
    st = position(site=["23", "19", "35", "36"], stones=[1, 2], cities=[CITY, []])
    action = make_player("pyramid", GAME, 1).choose(st, 0)
    assert action.site == 0
    assert RULES.placement_level(st, action.q, action.r, action.rot)[0] == 2


def test_plays_legal_moves_and_beats_random():
    totals = [0, 0]
    for g in range(2):
        st = RULES.new_game(config(2), 40 + g)
        me = g % 2  # seats rotated
        players = {me: make_player("pyramid", GAME, 3), 1 - me: make_player("random", GAME, 4)}
        while not RULES.is_over(st):
            seat = RULES.current_player(st)
            action = players[seat].choose(st, seat)
            assert RULES.explain_illegal(st, action) is None
            RULES.apply(st, action)
        scores = RULES.scores(st)
        assert RULES.winners(st) == [me]
        totals[0] += scores[me].total
        totals[1] += scores[1 - me].total
    assert totals[0] > 2 * totals[1]


def test_the_same_view_gives_the_same_move():
    st = RULES.new_game(config(3), 5)
    rng = Rng(5)
    for _ in range(9):
        RULES.apply(st, RULES.sample_action(st, rng))
    a = make_player("pyramid", GAME, 1).choose(st, st.current)
    other = st.clone()
    other.stacks = [list(reversed(s)) for s in other.stacks]  # the hidden order differs
    assert make_player("pyramid", GAME, 2).choose(other, other.current) == a


def test_sim_accepts_the_kind(capsys):
    assert sim.main(["--game", "akropolis", "--players", "pyramid,random", "--games", "1",
                     "--json"]) == 0
    assert '"pyramid"' in capsys.readouterr().out
