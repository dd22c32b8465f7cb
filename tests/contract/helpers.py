"""Shared helpers of the contract suite: configurations to test and seeded random playouts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.engine import CHANCE, TERMINAL, GameConfig, GameInfo, PlayerSpec, Rng, registry


def starts(info: GameInfo, config: GameConfig) -> bool:
    """True if the registry accepts ``config`` and the game can set it up."""
    if info.validate_config(config) is not None:
        return False
    try:
        info.rules.new_game(config, 0)
    except ValueError:
        return False
    return True


def configs(info: GameInfo) -> Iterator[tuple[str, GameConfig]]:
    """Every player count in range with default options, then one config per solo opponent
    level (the last seat is the automa) for each seat count the game can start."""
    for n in range(info.min_players, info.max_players + 1):
        config = info.config(n)
        if starts(info, config):
            yield f"{n}p", config
    for level in info.automa_levels:
        for n in range(max(2, info.min_players), info.max_players + 1):
            seats = [PlayerSpec(f"P{i + 1}") for i in range(n - 1)]
            seats.append(PlayerSpec("Automa", f"automa:{level}"))
            config = info.config(tuple(seats))
            if starts(info, config):
                yield f"{n}p-automa:{level}", config


def config_params() -> list[Any]:
    """pytest params ``(info, config)`` over every registered game, hidden ones included."""
    return [pytest.param(info, config, id=f"{info.id}-{name}")
            for info in registry.all_games(include_hidden=True)
            for name, config in configs(info)]


def max_steps(info: GameInfo) -> int:
    """Steps (decisions and chance outcomes) after which a random game counts as endless."""
    return int(info.extra.get("contract_max_steps", 20_000))


def next_action(info: GameInfo, state: Any, rng: Rng) -> tuple[int, Any]:
    """The seat to move and a random action for it (chance sampled from the state)."""
    rules = info.rules
    player = rules.current_player(state)
    if player == CHANCE:
        return player, rules.sample_chance(state)
    if player == TERMINAL:
        raise AssertionError("no action at the end of a game")
    return player, rules.sample_action(state, rng)


def play_random(info: GameInfo, config: GameConfig, seed: int) -> tuple[Any, list[Any]]:
    """A whole seeded random game: the final state and every action (chance included)."""
    rules = info.rules
    state = rules.new_game(config, seed)
    rng = Rng(seed ^ 0x5EED)
    actions: list[Any] = []
    while not rules.is_over(state):
        assert len(actions) < max_steps(info), f"seed {seed}: no end after {len(actions)} steps"
        _, action = next_action(info, state, rng)
        rules.apply(state, action, check=False)
        actions.append(action)
    return state, actions
