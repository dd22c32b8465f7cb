"""A queue of timed steps played one after another (a game UI's animations): the table waits
while it is not empty (``GameUI.busy``), and a long queue plays faster so a table never drags."""

from __future__ import annotations

from collections import deque
from typing import Generic, Protocol, TypeVar


class Timed(Protocol):
    duration: float
    t: float
    """Seconds played so far."""


S = TypeVar("S", bound=Timed)


class StepQueue(Generic[S]):
    def __init__(self, hurry_after: int = 3, hurry: float = 0.25) -> None:
        """Beyond ``hurry_after`` queued steps each further one speeds play up by ``hurry``."""
        self.queue: deque[S] = deque()
        self.hurry_after = hurry_after
        self.hurry = hurry

    def add(self, step: S) -> None:
        self.queue.append(step)

    def clear(self) -> None:
        self.queue.clear()

    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def head(self) -> S | None:
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        left = dt * (1.0 + self.hurry * max(0, len(self.queue) - self.hurry_after))
        while self.queue and left > 0:
            step = self.queue[0]
            need = step.duration - step.t
            if left >= need:
                left -= need
                self.queue.popleft()
            else:
                step.t += left
                left = 0
