"""The 20th Century rules engine (no pygame)."""

from .engine import TwentiethCenturyRules
from .state import Player, TCState, Tile

__all__ = ["Player", "TCState", "Tile", "TwentiethCenturyRules"]
