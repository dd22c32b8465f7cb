"""Machi Koro rules engine (no pygame)."""

from .actions import (
    ACTION_CLASSES,
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    FirstPlayer,
    KeepRoll,
    Reroll,
    Roll,
    Trade,
    TvTarget,
)
from .engine import MachiKoroRules
from .options import OPTIONS
from .state import MKState

__all__ = ["ACTION_CLASSES", "OPTIONS", "Build", "BuildLandmark", "BuildNothing", "ChooseDice",
           "DeclineTrade", "FirstPlayer", "KeepRoll", "MKState", "MachiKoroRules", "Reroll",
           "Roll", "Trade", "TvTarget"]
