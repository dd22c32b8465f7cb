"""The generic AI plays Ginkgopolis with the game's evaluation (VP + resources + potential)."""

from __future__ import annotations

from game.ai import make_player
from game.ai.hooks import load_hooks
from game.engine import TERMINAL
from game.games.ginkgopolis import ai

from .helpers import GAME, RULES, seat, state


def test_hooks_load_the_game_evaluation() -> None:
    hooks = load_hooks(GAME)
    assert hooks.native_evaluate and hooks.evaluate is ai.evaluate


def test_evaluation_prefers_more_vp_and_stock() -> None:
    s = state(seats=[seat(vp=10, resources=3, hand=["U-A"]), seat(vp=2)])
    values = ai.evaluate(RULES, s)
    assert abs(sum(values) - 1) < 1e-9 and values[0] > values[1]
    est = ai.estimates(s)
    richer = state(seats=[seat(vp=10, resources=6, hand=["U-A"]), seat(vp=2)])
    assert ai.estimates(richer)[0] > est[0]


def test_normal_and_hard_play_whole_games() -> None:
    for kinds in (("normal", "easy", "random"), ("hard", "normal")):
        s = RULES.new_game(GAME.config(len(kinds)), 3)
        players = [make_player(k, GAME, i, iterations=30) for i, k in enumerate(kinds)]
        steps = 0
        while RULES.current_player(s) != TERMINAL and steps < 400:
            seat_ = RULES.current_player(s)
            action = players[seat_].choose(s, seat_)
            assert RULES.explain_illegal(s, action) is None
            RULES.apply(s, action)
            steps += 1
        assert steps > 20
