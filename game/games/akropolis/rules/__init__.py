"""The Akropolis rules engine (no pygame)."""

from .actions import ArchitectTake, Place
from .engine import OPTION_VARIANTS, AkropolisRules
from .state import AkState

__all__ = ["AkState", "AkropolisRules", "ArchitectTake", "OPTION_VARIANTS", "Place"]
