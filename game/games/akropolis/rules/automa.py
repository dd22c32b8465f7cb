"""The Illustrious Architect's tile choice (spec 10.2). Its scoring is in scoring.py."""

from __future__ import annotations

from collections.abc import Sequence

from ..data import TILE_HAS_PLAZA

LEVELS = ("hippodamos", "metagenes", "callicrates")
ARCHITECT_SEAT = 1
"""The Architect's usual seat: the player is seat 0 (Chief Architect, 1 stone), the Architect
seat 1 (2 stones). A table listing the Architect first is accepted too (the player still
starts with the marker and 1 stone), so seat-rotating simulations work."""


def architect_slot(site: Sequence[int], stones: int) -> int:
    """The cheapest tile with a plaza if it can pay for it, otherwise the free tile."""
    for slot, tile in enumerate(site):
        if TILE_HAS_PLAZA[tile]:
            return slot if slot <= stones else 0
    return 0
