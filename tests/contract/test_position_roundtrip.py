"""A state is a function of its position (issue 28): over seeded games of every registered
game, ``position(from_position(position(s))) == position(s)`` at every step, the rebuilt state
is the same object graph (dict and list orders included), and a seeded computer player
decides the same before and after the round trip (the AI breaks ties by the order things are
stored in, so a state rebuilt in another order would decide differently)."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.engine import CHANCE, GameInfo, Rng, registry

from .helpers import configs
from .structure import first_difference, structure

GAMES = registry.all_games(include_hidden=True)
CASES = [(info, name, config) for info in GAMES for name, config in configs(info)
         if name in (f"{max(2, info.min_players)}p", f"{info.max_players}p")]
DECISIONS = 8
"""Decision points per game where the seeded players are asked before and after."""


def _decide(info: GameInfo, state, seat: int) -> list:  # noqa: ANN001
    """What the deterministic players choose (the same seed, a fixed iteration budget)."""
    out = []
    for kind, iterations in (("easy", None), ("hard", 24)):
        player = make_player(kind, info, 17, iterations=iterations)
        out.append(player.choose(state.clone(), seat))
    return out


@pytest.mark.parametrize("info,name,config", CASES,
                         ids=[f"{info.id}-{name}" for info, name, _ in CASES])
def test_a_state_is_rebuilt_identically_from_its_position(info, name, config) -> None:
    rules = info.rules
    state = rules.new_game(config, 11)
    rng = Rng(11)
    decisions = steps = 0
    every = 1
    while not rules.is_over(state) and steps < 5000:
        position = rules.position(state)
        rebuilt = rules.from_position(position)
        assert rules.position(rebuilt) == position, f"{info.id} step {steps}"
        a, b = structure(state), structure(rebuilt)
        assert a == b, f"{info.id} step {steps}: {first_difference(a, b)}"
        seat = rules.current_player(state)
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
        else:
            legal = rules.legal_actions(state)
            if len(legal) > 1 and decisions < DECISIONS and steps % every == 0:
                assert _decide(info, state, seat) == _decide(info, rebuilt, seat), \
                    f"{info.id} step {steps}: a seeded player decides differently after a round trip"
                decisions += 1
                every = 1 + steps // 8  # spread the asks over the game
            rules.apply(state, legal[rng.randbelow(len(legal))])
        steps += 1
    assert rules.is_over(state) and decisions > 0
