"""The registry of games. The app, the CLI and the tests know games only through it."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .protocol import AnyRules, GameConfig, OptionSpec

BUILTIN_GAME_MODULES: tuple[str, ...] = (
    "game.games.machi_koro",
    "game.games.akropolis",
    "game.games.twentieth_century",
    "game.games.ginkgopolis",
)
"""Each module defines ``GAME: GameInfo``. Order is the order of the new-game screen."""


@dataclass(frozen=True)
class GameInfo:
    id: str
    name_key: str
    min_players: int
    max_players: int
    rules: AnyRules
    options: tuple[OptionSpec, ...] = ()
    ui: str | None = None
    """``"module:Class"`` of the pygame UI (loaded only by the app)."""
    ai: str | None = None
    """Module with the game's AI hooks (``evaluate``, optional ``rollout_action``,
    ``candidate_actions``), loaded only by :mod:`game.ai`."""
    automa_levels: tuple[str, ...] = ()
    """Official solo opponents, played as seat kind ``automa:LEVEL``."""
    colours: tuple[int, ...] = ()
    """The seat colours the game allows, in the order seats take them by default (indices of
    the app's palette: red, blue, green, yellow, purple, teal, white, pink); empty: any.
    Ginkgopolis's players are never red, blue or yellow, its buildings' colours."""
    rules_sections: tuple[str, ...] = ()
    """The rules reference's sections in reading order (ids; their titles and texts are the
    catalog's ``<id>.rules.<section>.title`` and ``.text``)."""
    hidden: bool = False
    """Not shown in the app (the test-only game)."""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def seat_colour(self, colour: int | None, seat: int) -> int:
        """The palette index a seat plays in: its chosen ``colour``, else the game's default
        for the seat."""
        if colour is not None:
            return colour
        return self.colours[seat % len(self.colours)] if self.colours else seat

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def config(self, players: Any, **options: Any) -> GameConfig:
        """A config with defaults filled in; ``players`` is a count or a tuple of PlayerSpec."""
        merged = self.default_options() | options
        if isinstance(players, int):
            base = GameConfig.simple(players)
            return GameConfig(base.players, merged)
        return GameConfig(tuple(players), merged)

    def validate_config(self, config: GameConfig) -> str | None:
        """A readable reason why ``config`` cannot start a game, or ``None``."""
        n = config.num_players
        if not self.min_players <= n <= self.max_players:
            return f"{self.id} takes {self.min_players} to {self.max_players} players, not {n}"
        known = {o.key: o for o in self.options}
        for key, value in config.options.items():
            spec = known.get(key)
            if spec is None:
                return f"unknown option {key!r}"
            if spec.kind == "bool" and not isinstance(value, bool):
                return f"option {key!r} must be true or false"
            if spec.kind == "choice" and value not in spec.choices:
                return f"option {key!r} must be one of {list(spec.choices)}"
            if spec.kind == "int":
                if not isinstance(value, int) or isinstance(value, bool):
                    return f"option {key!r} must be a whole number"
                if spec.minimum is not None and value < spec.minimum:
                    return f"option {key!r} must be at least {spec.minimum}"
                if spec.maximum is not None and value > spec.maximum:
                    return f"option {key!r} must be at most {spec.maximum}"
        for p in config.players:
            if self.colours and p.colour is not None and p.colour not in self.colours:
                return "app.new.err_colour_not_allowed"
            level = p.automa_level
            if level is not None and level not in self.automa_levels:
                return f"{self.id} has no solo opponent {level!r}"
        return self.rules.validate_config(config)


_games: dict[str, GameInfo] = {}
_loaded = False


def register(info: GameInfo) -> GameInfo:
    _games[info.id] = info
    return info


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)


def _load_builtins() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in BUILTIN_GAME_MODULES:
        try:
            info = importlib.import_module(module).GAME
        except ModuleNotFoundError as exc:
            if exc.name != module:  # a real import error inside the game: let it show
                raise
            continue
        _games.setdefault(info.id, info)


def get(game_id: str) -> GameInfo:
    _load_builtins()
    try:
        return _games[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def all_games(include_hidden: bool = False) -> list[GameInfo]:
    _load_builtins()
    return [g for g in _games.values() if include_hidden or not g.hidden]


def load_attr(path: str) -> Callable[..., Any] | Any:
    """Resolve ``"package.module:Name"`` (or a bare module path)."""
    module, _, name = path.partition(":")
    mod = importlib.import_module(module)
    return getattr(mod, name) if name else mod
