"""The Ginkgopolis rules engine (no pygame)."""

from .engine import FIRST_CHOICES, SOLO_LEVELS, GinkgopolisRules
from .state import GState

__all__ = ["FIRST_CHOICES", "GState", "GinkgopolisRules", "SOLO_LEVELS"]
