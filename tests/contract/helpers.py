"""Shared helpers of the contract suite: configurations to test and seeded random playouts."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pytest

from game.engine import (
    CHANCE,
    TERMINAL,
    GameConfig,
    GameInfo,
    PlayerSpec,
    Rng,
    automa_kind,
    registry,
)


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
            seats.append(PlayerSpec("Automa", automa_kind(level)))
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


VARIANT_MODULES = {"toy": "tests.toygame.variants", "hidden_nim": "tests.ai.stubgame"}
"""Where a game's hand-written hidden variants live when not at ``tests.<id>.variants``."""


def variants_module(info: GameInfo) -> Any:
    """The module with ``hidden_variants(state, seat) -> list[position dict]`` and
    ``private_texts(state, seat) -> set[str]`` for ``info``. A game with hidden information
    must have one: the variants are written by hand from the position format, so they test
    ``determinize`` and ``redact`` instead of trusting them."""
    name = VARIANT_MODULES.get(info.id, f"tests.{info.id}.variants")
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, name.rpartition(".")[0]):
            raise
        pytest.fail(f"{info.id} hides information (game_type.perfect_information is False) "
                    f"but has no hand-written variants module {name} with hidden_variants()")


def hidden_variants(info: GameInfo, state: Any, seat: int) -> list[Any]:
    """States built from the game's hand-written variants of ``state`` for ``seat``."""
    rules = info.rules
    return [rules.from_position(pos) for pos in variants_module(info).hidden_variants(state, seat)]


def option_configs(info: GameInfo) -> Iterator[tuple[str, GameConfig]]:
    """One config per non-default value of each choice or bool option (with the fewest
    seats the game can start with it), so options that hide something get tested too."""
    for spec in info.options:
        values = spec.choices if spec.kind == "choice" else (
            (True, False) if spec.kind == "bool" else ())
        for value in values:
            if value == spec.default:
                continue
            for n in range(max(2, info.min_players), info.max_players + 1):
                config = info.config(n, **{spec.key: value})
                if starts(info, config):
                    yield f"{n}p-{spec.key}={value}", config
                    break


def hidden_params() -> list[Any]:
    """pytest params ``(info, config)`` of every game that hides information: its player
    counts, solo opponents and option values."""
    out = []
    for info in registry.all_games(include_hidden=True):
        if info.rules.game_type.perfect_information:
            continue
        named = dict(configs(info))
        named.update(option_configs(info))
        out += [pytest.param(info, config, id=f"{info.id}-{name}")
                for name, config in named.items()]
    return out


def decision_states(info: GameInfo, config: GameConfig, seed: int, every: int = 1,
                    limit: int = 1_000_000) -> Iterator[tuple[Any, int]]:
    """(state copy, seat to move) at every ``every``-th decision of one seeded random game."""
    rules = info.rules
    state = rules.new_game(config, seed)
    rng = Rng(seed ^ 0xD1CE)
    k = found = 0
    while not rules.is_over(state) and found < limit:
        seat, action = next_action(info, state, rng)
        if seat >= 0:
            if k % every == 0:
                yield state.clone(), seat
                found += 1
            k += 1
        rules.apply(state, action, check=False)
