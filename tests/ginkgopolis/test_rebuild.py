"""A state is a function of its position (issue 28): the state rebuilt from the position of a
played state is the same object graph, dict orders included (the computer breaks ties by
iteration order, e.g. over the city), and a seeded computer player decides the same on both.
Over seeded games of every table: 2-5 players (standard and intro) and both solo levels."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.ai import make_player
from game.engine import TERMINAL, Rng
from game.games.ginkgopolis.rules.state import GState
from tests.contract.structure import first_difference, structure

from .helpers import GAME, RULES, solo_config

TABLES: dict[str, Any] = {
    **{f"{n}p": GAME.config(n) for n in range(2, 6)},
    **{f"{n}p-intro": GAME.config(n, mode="intro") for n in (2, 4)},
    "solo-hal": solo_config("hal"), "solo-expert": solo_config("hal_expert"),
}


def rebuilt(s: GState) -> GState:
    return RULES.from_position(json.loads(json.dumps(RULES.position(s))))


@pytest.mark.parametrize("name", list(TABLES))
def test_the_rebuilt_state_is_the_played_state(name: str) -> None:
    for seed in (3, 14):
        s = RULES.new_game(TABLES[name], seed)
        rng = Rng(seed)
        step = 0
        while True:
            again = rebuilt(s)
            assert RULES.position(again) == RULES.position(s)
            problem = first_difference(structure(s), structure(again))
            assert problem is None, f"{name} seed {seed} step {step}: {problem}"
            if RULES.current_player(s) == TERMINAL:
                break
            RULES.apply(s, RULES.sample_action(s, rng))
            step += 1


@pytest.mark.parametrize("name", ["2p", "4p", "5p-intro", "solo-expert"])
def test_a_seeded_computer_decides_the_same_after_a_round_trip(name: str) -> None:
    config = GAME.config(5, mode="intro") if name == "5p-intro" else TABLES[name]
    s = RULES.new_game(config, 8)
    rng = Rng(8)
    step = 0
    while RULES.current_player(s) != TERMINAL:
        if step % 9 == 0:
            seat = RULES.current_player(s)
            again = rebuilt(s)
            for kind, budget in (("normal", None), ("hard", 24)):
                here = make_player(kind, GAME, 5, iterations=budget).choose(s.clone(), seat)
                there = make_player(kind, GAME, 5, iterations=budget).choose(again, seat)
                assert here == there, f"{name} step {step}: {kind} chose {here} vs {there}"
        RULES.apply(s, RULES.sample_action(s, rng))
        step += 1
