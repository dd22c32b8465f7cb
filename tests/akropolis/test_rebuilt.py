"""A state is a function of its position (issue 28): at every step of seeded games of every
table, the state rebuilt from its position has the same structure (every field but the
declared caches, dict and list orders included), so the computer decides alike on both."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.engine.protocol import GameConfig, PlayerSpec
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.rules.city import City
from tests.contract.structure import first_difference, structure

from .helpers import RULES, config

TABLES = {
    "2p": config(2), "3p": config(3), "4p": config(4),
    "4p-random-first": config(4, first_player="random"),
    "2p-long": config(2, long_game=True), "3p-long-variants": config(
        3, long_game=True, variant_houses=True, variant_markets=True, variant_gardens=True),
    "solo-hippodamos": config(solo="hippodamos"), "solo-metagenes": config(solo="metagenes"),
    "solo-callicrates": config(solo="callicrates"),
    "solo-architect-first": GAME.config((PlayerSpec("Architect", "automa:metagenes"),
                                         PlayerSpec("Me"))),
}


def _same(state: object) -> None:
    rebuilt = RULES.from_position(RULES.position(state))
    assert RULES.position(rebuilt) == RULES.position(state)
    found = first_difference(structure(state), structure(rebuilt))
    assert found is None, found


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_state_of_a_game_is_rebuilt_identically(name: str) -> None:
    cfg: GameConfig = TABLES[name]
    for seed in (11, 12):
        st = RULES.new_game(cfg, seed)
        rng = Rng(seed)
        while True:
            _same(st)
            if RULES.is_over(st):
                break
            RULES.apply(st, RULES.sample_action(st, rng))


def test_a_game_the_computer_plays_is_rebuilt_identically() -> None:
    """The computer fills the cities' caches as it thinks: they are declared (City.DERIVED)
    and the rest is the same; the seeded player decides alike on the copy."""
    assert City.DERIVED == ("memo",)
    st = RULES.new_game(config(3), 5)
    players = [make_player("easy", GAME, 7 + seat) for seat in range(3)]
    steps = 0
    while not RULES.is_over(st):
        _same(st)
        seat = RULES.current_player(st)
        if steps % 6 == 0:
            rebuilt = RULES.from_position(RULES.position(st))
            again = make_player("easy", GAME, 7 + seat)
            assert again.choose(rebuilt, seat) == make_player("easy", GAME, 7 + seat).choose(
                st.clone(), seat)
        RULES.apply(st, players[seat].choose(st.clone(), seat))
        steps += 1
