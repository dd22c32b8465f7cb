"""Shared helpers of the AI tests: decision points from seeded random games and their
hidden-information variants."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.engine.protocol import CHANCE
from game.engine.registry import GameInfo
from game.engine.rng import Rng


def decision_points(info: GameInfo, players: int, seed: int, every: int = 1) -> Iterator[tuple[Any, int]]:
    """(state copy, seat) at decisions with at least two legal actions of one random game."""
    rules = info.rules
    state = rules.new_game(info.config(players), seed)
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


def hidden_variants(info: GameInfo, state: Any, seat: int, count: int) -> list[Any]:
    """States ``seat`` cannot tell from ``state``: other hands, deck order and the
    generator's future resampled (by the game's own determinize, checked by observation)."""
    rules = info.rules
    out = [rules.determinize(state, seat, Rng(9000 + k)) for k in range(count)]
    for v in out:
        assert rules.observation(v, seat) == rules.observation(state, seat)
    return out
