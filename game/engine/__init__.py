"""Game-agnostic core: the rules protocol, the generator, the registry, matches. No pygame."""

from .match import LogEntry, Match, ReplayError
from .protocol import (
    CHANCE,
    TERMINAL,
    Action,
    Event,
    GameConfig,
    GameType,
    IllegalAction,
    OptionSpec,
    PlayerSpec,
    PositionError,
    Rules,
    Score,
    Text,
    Viewer,
    automa_kind,
    automa_level,
    private,
)
from .registry import GameInfo
from .rng import Rng

__all__ = [
    "CHANCE", "TERMINAL", "Action", "Event", "GameConfig", "GameInfo", "GameType", "IllegalAction",
    "LogEntry", "Match", "OptionSpec", "PlayerSpec", "PositionError", "ReplayError", "Rng",
    "Rules", "Score", "Text", "Viewer", "automa_kind", "automa_level", "private",
]
