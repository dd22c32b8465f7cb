"""Headless games between computer players (for tests, ``sim`` and tuning)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.match import Match
from game.engine.protocol import CHANCE, PlayerSpec
from game.engine.registry import GameInfo

from . import make_player
from .player import Player


def play_game(info: GameInfo, kinds: Sequence[str], seed: int, *,
              think_ms: int | None = None, iterations: int | None = None,
              options: dict[str, Any] | None = None, max_steps: int = 100_000) -> Match:
    """Play one whole game, seat ``i`` played by kind ``kinds[i]``; returns the finished
    match (its log holds every action). Each seat's AI gets its own seed derived from
    ``seed``; chance uses the game's own generator, as in the window."""
    specs = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    config = info.config(specs, **(options or {}))
    match = Match.new(info, config, seed)
    players: list[Player] = [
        make_player(k, info, seed * 1009 + 17 * i + 1, think_ms, iterations=iterations)
        for i, k in enumerate(kinds)]
    return play_out(match, players, max_steps=max_steps)


def play_out(match: Match, players: Sequence[Player], *, max_steps: int = 100_000) -> Match:
    """Continue ``match`` to the end with one player per seat."""
    for _ in range(max_steps):
        seat = match.current_player
        if match.is_over:
            return match
        if seat == CHANCE:
            match.play_chance()
        else:
            match.play(players[seat].choose(match.state, seat))
    raise RuntimeError(f"{match.info.id}: game not over after {max_steps} steps")

