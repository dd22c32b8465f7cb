"""The steps a table plays after a move (dice tumbling, coins flying, a caption naming what
happened), one after another. The table waits while the queue is not empty
(``GameUI.busy``); a long queue plays faster so a table never drags; at the "instant" AI
speed steps last no time at all.

A game turns the engine's events into :class:`Step` values (its own subclass with what its
view needs) in ``on_events``; the view draws the head step, most often with its caption
(:func:`draw_caption`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from ..theme import Colour, Theme
from . import text

NORMAL_DELAY = 0.8
"""The AI-speed delay of the "normal" setting: steps last their own duration at it."""


@dataclass
class Step:
    """One timed step: ``caption`` says what happened (already in words, as the viewer may
    know it); ``t`` is the time played so far."""

    duration: float
    caption: str = ""
    t: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0


S = TypeVar("S", bound=Step)


def pace(ai_delay: float) -> float:
    """How long steps last at an AI-speed delay, relative to "normal" (0 at "instant")."""
    return max(0.0, ai_delay) / NORMAL_DELAY


class StepQueue(Generic[S]):
    def __init__(self, hurry_after: int = 3, hurry: float = 0.25, limit: int = 0) -> None:
        """Beyond ``hurry_after`` queued steps each further one speeds play up by
        ``hurry``; beyond ``limit`` (0: none) the oldest steps are dropped unseen."""
        self.queue: deque[S] = deque()
        self.hurry_after = hurry_after
        self.hurry = hurry
        self.limit = limit
        self.clock = 0.0
        """Seconds played in all: a running clock for effects that pulse."""

    def add(self, step: S) -> None:
        self.queue.append(step)
        while self.limit and len(self.queue) > self.limit:
            self.queue.popleft()

    def clear(self) -> None:
        self.queue.clear()

    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def head(self) -> S | None:
        return self.queue[0] if self.queue else None

    @property
    def last(self) -> S | None:
        return self.queue[-1] if self.queue else None

    def __iter__(self) -> Iterator[S]:
        return iter(self.queue)

    def __len__(self) -> int:
        return len(self.queue)

    def update(self, dt: float) -> None:
        self.clock += dt
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


def draw_caption(surface: pygame.Surface, theme: Theme, words: str, at: tuple[int, int],
                 room: pygame.Rect, *, border: Colour | None = None, size: int = 15,
                 fill: Colour | None = None, alpha: int = 255, anchor: str = "center",
                 pad: tuple[int, int] = (24, 14), pill: bool = False) -> pygame.Rect:
    """A step's caption as a rounded box (``pill``: fully round ends) with a coloured
    border, filled with ``fill`` at ``alpha``, placed at ``at`` (by ``anchor``) and kept
    inside ``room``; ``pad`` is the room around the words at the design scale. Returns the
    box."""
    px = theme.px
    img = text.fitted(words, px(size), theme.text, room.w - px(40), True)
    box = img.get_rect().inflate(px(pad[0]), px(pad[1]))
    setattr(box, anchor, at)
    box.clamp_ip(room)
    radius = box.h // 2 if pill else min(box.h // 2, px(10))
    face = fill if fill is not None else (18, 20, 26)
    if alpha >= 255:
        pygame.draw.rect(surface, face, box, border_radius=radius)
    else:
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*face, alpha), back.get_rect(), border_radius=radius)
        surface.blit(back, box)
    pygame.draw.rect(surface, border if border is not None else theme.highlight, box,
                     max(2, px(2)), border_radius=radius)
    surface.blit(img, img.get_rect(center=box.center))
    return box
