"""Decision-time measurement for ``python -m game bench`` (never timed inside tests)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.engine.match import Match
from game.engine.protocol import CHANCE, TERMINAL, Action
from game.engine.registry import GameInfo
from game.engine.rng import Rng

from . import make_player


def sample_positions(info: GameInfo, n: int, seed: int, players: int = 2) -> list[tuple[Any, int]]:
    """``n`` (state, seat) decision points with at least two legal actions, spread evenly
    over random games (each game contributes a few, from opening to end game)."""
    players = min(max(players, info.min_players), info.max_players)
    rng = Rng(seed)
    out: list[tuple[Any, int]] = []
    game_seed = seed
    for _ in range(max(50, 10 * n)):
        if len(out) >= n:
            break
        match = Match.new(info, info.config(players), game_seed)
        game_seed += 1
        rules, state = info.rules, match.state
        found: list[tuple[Any, int]] = []
        while True:
            seat = rules.current_player(state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                action = rules.sample_chance(state)
            else:
                actions = rules.legal_actions(state)
                if len(actions) > 1:
                    found.append((state.clone(), seat))
                action = rules.sample_action(state, rng)
            rules.apply(state, action, check=False)
        if not found:
            continue
        step = max(1, len(found) // 5)
        out.extend(found[rng.randbelow(step)::step][: n - len(out)])
    return out


def timed_decisions(info: GameInfo, level: str, n: int, seed: int,
                    think_ms: int | None = None, players: int = 2, *,
                    iterations: int | None = None,
                    clock: Callable[[], float] = time.perf_counter,
                    ) -> list[tuple[Action, float]]:
    """``(action, milliseconds)`` of ``n`` decisions of ``level`` from positions of random
    games (``sample_positions(info, n, seed, players)``); decision ``i`` is made by a player
    seeded ``seed + i``. ``clock`` returns seconds (tests pass a fake one)."""
    out: list[tuple[Action, float]] = []
    for i, (state, seat) in enumerate(sample_positions(info, n, seed, players)):
        player = make_player(level, info, seed + i, think_ms, iterations=iterations)
        t0 = clock()
        action = player.choose(state, seat)
        out.append((action, (clock() - t0) * 1000.0))
    return out


def measure_decisions(info: GameInfo, level: str, n: int, seed: int,
                      think_ms: int | None = None, players: int = 2) -> list[float]:
    """Wall-clock milliseconds of ``n`` decisions of ``level`` from positions of random games."""
    return [ms for _, ms in timed_decisions(info, level, n, seed, think_ms, players)]
