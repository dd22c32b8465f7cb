"""What moves at the Akropolis table after a move: the tile a seat just placed is outlined
brightly for a moment, in its thumbnail and in the big view (a kit :class:`Step`).

A pulse never holds the game up (the table is not ``busy`` while it plays); a newer pulse
replaces the one still playing (:func:`queue`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Event
from game.ui.table.steps import Step, StepQueue

from ..rules.query import Spot

PULSE_SECONDS = 1.6


@dataclass
class Pulse(Step):
    seat: int = 0
    spot: Spot = (0, 0, 0)
    """(q, r, rot) of the tile placed."""

    @property
    def strength(self) -> float:
        """1 when the pulse starts, fading to 0."""
        return 1.0 - self.progress


def queue() -> StepQueue[Pulse]:
    """The table's queue: the last tile placed is the one that pulses."""
    return StepQueue(limit=1)


def steps_for(events: Sequence[Event]) -> list[Pulse]:
    """A pulse for every tile placed in ``events``."""
    return [Pulse(PULSE_SECONDS, seat=e.player, spot=(e.data["q"], e.data["r"], e.data["rot"]))
            for e in events if e.kind == "place" and e.player is not None]
