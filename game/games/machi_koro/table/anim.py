"""The animation queue: the engine's events become steps played one after another (dice
tumbling, coins flying between cities, a floating caption, a banner). The table waits while
the queue is not empty (``GameUI.busy``).

Coins shown on the table lag the state by the steps still queued, so a counter changes when
its coins land, not before the dice have stopped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ui.table.steps import StepQueue

DICE_TIME = 0.7
COINS_TIME = 0.6
FLASH_TIME = 0.6
BANNER_TIME = 1.3


@dataclass
class Step:
    kind: str
    """"dice", "coins", "flash" or "banner"."""
    duration: float
    data: dict[str, Any] = field(default_factory=dict)
    deltas: dict[int, int] = field(default_factory=dict)
    """Coins each seat gains when the step ends (shown counters lag by these)."""
    t: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0


class Animations(StepQueue[Step]):
    def __init__(self) -> None:
        super().__init__(hurry_after=3, hurry=0.25)  # a four-player income phase
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def pending(self, seat: int) -> int:
        """Coins ``seat`` will still gain from queued steps (negative: still to lose)."""
        return sum(s.deltas.get(seat, 0) for s in self.queue)

    def dice(self) -> Step | None:
        head = self.head
        return head if head is not None and head.kind == "dice" else None
