"""Shared helpers of the AI tests: decision points from seeded random games and their
hidden-information variants (hand-written per game, never built with ``determinize``,
which is one of the things under test)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.engine.protocol import CHANCE, GameConfig
from game.engine.registry import GameInfo
from game.engine.rng import Rng
from tests.contract.helpers import variants_module


def decision_points(info: GameInfo, players: int | GameConfig, seed: int,
                    every: int = 1) -> Iterator[tuple[Any, int]]:
    """(state copy, seat) at decisions with at least two legal actions of one random game
    (``players``: a seat count, or a whole config)."""
    rules = info.rules
    config = players if isinstance(players, GameConfig) else info.config(players)
    state = rules.new_game(config, seed)
    rng = Rng(seed)
    k = 0
    while not rules.is_over(state):
        seat = rules.current_player(state)
        if seat == CHANCE:
            action = rules.sample_chance(state, rng)
        else:
            if len(rules.legal_actions(state)) > 1:
                if k % every == 0:
                    yield state.clone(), seat
                k += 1
            action = rules.sample_action(state, rng)
        rules.apply(state, action)


def hidden_variants(info: GameInfo, state: Any, seat: int) -> list[Any]:
    """States ``seat`` cannot tell from ``state`` (the game's hand-written variants: other
    hands, deck order, pending picks, the generator's future), checked by observation."""
    rules = info.rules
    out = [rules.from_position(p)
           for p in variants_module(info).hidden_variants(state, seat)]
    for v in out:
        assert rules.observation(v, seat) == rules.observation(state, seat)
    return out
