"""Game-agnostic computer players over the rules protocol (no pygame).

``make_player(kind, info, seed, think_ms=None)`` builds a :class:`Player` for a seat kind:
``random``, ``easy``, ``normal``, ``hard``, ``automa:LEVEL`` or one of the game's own extra
kinds (its hooks' ``PLAYERS``, e.g. Akropolis's ``pyramid``). Difficulty numbers live in
:mod:`game.ai.presets`; a game's evaluation and abstractions in its hooks module
(``GameInfo.ai``, see :mod:`game.ai.hooks`).
"""

from __future__ import annotations

from game.engine.protocol import automa_kind, automa_level
from game.engine.registry import GameInfo

from .hooks import Hooks, load_hooks
from .ismcts import IsmctsPlayer
from .player import Player
from .presets import LEVELS, preset
from .simple import AutomaPlayer, GreedyPlayer, RandomPlayer

__all__ = ["LEVELS", "Player", "make_player", "player_kinds"]


def player_kinds(info: GameInfo) -> list[str]:
    """Every computer seat kind ``info`` supports: the levels weakest first, the official
    solo opponents, then the game's own extra players (its hooks' ``PLAYERS``)."""
    return list(LEVELS) + [automa_kind(level) for level in info.automa_levels] + \
        [kind for kind in load_hooks(info).players if kind not in LEVELS]


def make_player(kind: str, info: GameInfo, seed: int, think_ms: int | None = None, *,
                iterations: int | None = None, hooks: Hooks | None = None) -> Player:
    """A computer player for seat kind ``kind``.

    ``think_ms`` overrides the time budget of ``hard``; ``iterations`` sets an iteration
    budget (without ``think_ms`` the search is then deterministic: same seed and same
    observation give the same action). ``hooks`` replaces the game's hooks module (tests).
    Raises ``ValueError`` for an unknown kind.
    """
    hooks = hooks if hooks is not None else load_hooks(info)
    level = automa_level(kind)
    if level is not None:
        if level not in info.automa_levels:
            known = ", ".join(info.automa_levels) or "none"
            raise ValueError(f"{info.id} has no solo opponent {level!r} (known: {known})")
        return AutomaPlayer(info, seed, level, hooks)
    extra = hooks.players.get(kind)
    if extra is not None and kind not in LEVELS:
        player: Player = extra(info, seed, hooks)
        return player
    if kind not in LEVELS:
        raise ValueError(f"unknown computer player kind {kind!r}; expected one of "
                         f"{', '.join(player_kinds(info))}")
    params = preset(kind, hooks.presets, hooks.params)
    if kind == "random":
        return RandomPlayer(info, seed, hooks)
    if kind in ("easy", "normal"):
        return GreedyPlayer(info, seed, kind, params, hooks)
    if think_ms is not None:
        params["think_ms"] = think_ms
    if iterations is not None:
        params["iterations"] = iterations
        for entry in params.get("by_players", {}).values():
            entry.pop("iterations", None)  # the caller's budget wins at every player count
        if think_ms is None:
            params["think_ms"] = None
    return IsmctsPlayer(info, seed, params, hooks)
