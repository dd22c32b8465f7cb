"""The resolution shown step by step: the engine's public events become captions, each with
the squares it concerns marked on the city and the city as it stood right after it
(``rules.frames``), played one after another. The table waits while steps are queued
(``GameUI.busy``); a click on the city skips them, and the city shows the live state again."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.table.steps import StepQueue

from ..rules.frames import City

STEP_TIME = 0.75
"""Seconds per step at the normal AI speed (a long queue plays faster, so a 5-player round
never drags)."""
STEP_SHARE = 0.9
"""A step lasts this share of the AI-speed delay (``ctx.ai_delay``): 0 at "instant"."""

ANIMATED = frozenset({
    "reveal", "fallback", "urbanize", "build_up", "token", "gain", "discard", "tableau",
    "contributions", "characters", "hal_tile", "hal_extra", "hal_uses", "end_triggered",
    "first_exhaustion", "rebuild", "pass", "draw_tile", "draw_tile_hidden", "game_over"})
"""Event kinds with a step. Private kinds are never animated; a tile draw shows only as a
count (``draw_tile_hidden`` for everyone but the drawer, and the drawer sees the same)."""


@dataclass
class Step:
    caption: str
    squares: tuple[tuple[int, int], ...] = ()
    seat: int | None = None
    card: str | None = None
    """The card the caption names; while it is not public any more (a discarded card
    reshuffled and drawn) the step reads ``alt`` instead."""
    alt: str = ""
    duration: float = STEP_TIME
    city: City | None = None
    """The city right after this step's event, drawn while the step plays (None: the live
    city)."""
    t: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0


class Animations(StepQueue[Step]):
    def __init__(self) -> None:
        super().__init__(hurry_after=4, hurry=0.3)
