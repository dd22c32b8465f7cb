"""A state is a function of its position (issue 28): at every step of seeded games of every
table, the state rebuilt from its position has the same structure (every field but the
declared caches, dict and list orders included: a seat's tiles in placement order, then the
waiting ones), so the computer decides alike on both."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.ai import make_player
from game.engine.protocol import GameConfig
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules.state import Player
from tests.contract.structure import first_difference, structure

from .helpers import RULES

TABLES = {
    "3p": GAME.config(3), "4p": GAME.config(4), "5p": GAME.config(5),
    "3p-first-game": GAME.config(3, first_game=True, first_player="seat2"),
    "4p-open-holdings": GAME.config(4, open_holdings=True, first_player="seat4"),
}


def _same(state: Any) -> None:
    doc = RULES.position(state)
    rebuilt = RULES.from_position(json.loads(json.dumps(doc)))
    assert RULES.position(rebuilt) == doc
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


def test_tiles_keep_placement_order_then_the_waiting_ones() -> None:
    """The probe's case: a seat that attaches its tiles in another order than it acquired
    them keeps them in placement order, as the position rebuilds them."""
    for seed in range(6):
        st = RULES.new_game(GAME.config(3), seed)
        rng = Rng(seed)
        while not RULES.is_over(st):
            RULES.apply(st, RULES.sample_action(st, rng))
            for p in st.players:
                assert list(p.tiles) == p.order + p.pending


@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_a_game_the_computer_plays_is_rebuilt_identically(kind: str) -> None:
    """The computer fills the seats' caches as it thinks: they are declared
    (``Player.DERIVED``) and the rest is the same; a seeded player decides alike on the
    rebuilt state and on the state itself."""
    assert Player.DERIVED == ("cache",)
    st = RULES.new_game(GAME.config(4), 5)
    players = [make_player(kind, GAME, 7 + seat) for seat in range(4)]
    steps = 0
    while not RULES.is_over(st):
        _same(st)
        seat = RULES.current_player(st)
        if steps % 4 == 0:
            rebuilt = RULES.from_position(RULES.position(st))
            again = make_player(kind, GAME, 7 + seat).choose(rebuilt, seat)
            assert again == make_player(kind, GAME, 7 + seat).choose(st.clone(), seat)
        RULES.apply(st, players[seat].choose(st.clone(), seat))
        RULES.check_invariants(st)
        steps += 1
