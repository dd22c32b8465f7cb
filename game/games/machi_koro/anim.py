"""The animation queue: the engine's events become steps played one after another (dice
tumbling, coins flying between cities, a floating caption, a banner). The table waits while
the queue is not empty (``GameUI.busy``).

Coins shown on the table lag the state by the steps still queued, so a counter changes when
its coins land, not before the dice have stopped.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

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


class Animations:
    def __init__(self) -> None:
        self.queue: deque[Step] = deque()
        self.clock = 0.0

    def add(self, step: Step) -> None:
        self.queue.append(step)

    def clear(self) -> None:
        self.queue.clear()

    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def head(self) -> Step | None:
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        self.clock += dt
        # A long queue (a four-player income phase) plays faster so the table never drags.
        speed = 1.0 + 0.25 * max(0, len(self.queue) - 3)
        left = dt * speed
        while self.queue and left > 0:
            step = self.queue[0]
            need = step.duration - step.t
            if left >= need:
                left -= need
                self.queue.popleft()
            else:
                step.t += left
                left = 0

    def pending(self, seat: int) -> int:
        """Coins ``seat`` will still gain from queued steps (negative: still to lose)."""
        return sum(s.deltas.get(seat, 0) for s in self.queue)

    def dice(self) -> Step | None:
        head = self.head
        return head if head is not None and head.kind == "dice" else None
