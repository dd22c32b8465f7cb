"""Silenced playouts take their own fast paths (an action started with its helpers written
out, gains and draws inline, the pending token move's destinations kept from when it was
pushed). They must play exactly the game the loud engine plays: the same actions from the
same seeds lead to the same position after every step, at every player count and both solo
levels, and the kept destinations are the ones a state read back from its position finds.
"""

from __future__ import annotations

import pytest

from game.engine import TERMINAL, Rng

from .helpers import GAME, RULES, solo_config

GAMES = 12
CONFIGS = {"solo-hal": solo_config("hal"), "solo-expert": solo_config("hal_expert"),
           **{f"{n}p": GAME.config(n) for n in range(2, 6)},
           **{f"{n}p-intro": GAME.config(n, mode="intro") for n in (2, 4)}}


@pytest.mark.parametrize("name", list(CONFIGS))
def test_silenced_games_match_loud_games_step_by_step(name: str) -> None:
    config = CONFIGS[name]
    moves = 0
    for seed in range(GAMES):
        quiet = RULES.silence(RULES.new_game(config, seed))
        loud = RULES.new_game(config, seed)
        rng = Rng(seed * 7 + 3)
        steps = 0
        while RULES.current_player(loud) != TERMINAL:
            assert RULES.current_player(quiet) == RULES.current_player(loud)
            d = loud.decisions.items[-1]
            if d.kind == "move_token":
                moves += 1
                fresh = RULES.from_position(RULES.position(quiet))
                assert RULES.legal_actions(quiet) == RULES.legal_actions(fresh)
                assert RULES.legal_actions(quiet) == RULES.legal_actions(loud)
            action = RULES.sample_action(loud, rng)
            assert RULES.apply(quiet, action, check=False) == []
            events = RULES.apply(loud, action)
            assert events or d.kind in ("contribute", "hal_card")
            assert RULES.position(quiet) == RULES.position(loud), (seed, steps, action)
            steps += 1
        assert RULES.current_player(quiet) == TERMINAL
        assert RULES.scores(quiet) == RULES.scores(loud)
    assert moves > 0  # the token-move decision was met and checked
