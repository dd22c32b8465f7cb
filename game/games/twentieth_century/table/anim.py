"""The automatic steps of 20th Century (payments, garbage, marker moves, incomes, scoring)
as captions on the kit's step queue: one caption a step, in the seat's colour, while the
table is ``busy``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.engine import Event
from game.ui.table.steps import Step, StepQueue, pace

SHOWN = frozenset(("win", "buy", "withdraw", "tech", "catastrophe", "garbage", "income", "clean",
                   "card", "final", "round", "game_over"))
"""Events of automatic steps the table plays as captions."""
CAPTION_TIME = 0.9
"""Seconds a caption stays at the normal AI speed (scaled by the setting)."""
LIMIT = 12
"""A long chain (a round's end) keeps its latest steps."""


@dataclass
class Caption(Step):
    """An automatic step: ``caption`` in words, the ``seat`` concerned (its panel is
    outlined) and the event's ``kind`` ("win" outlines the price marker)."""

    seat: int | None = None
    kind: str = ""


def queue() -> StepQueue[Caption]:
    """Beyond two queued captions each further one speeds play up by half."""
    return StepQueue(hurry_after=2, hurry=0.5, limit=LIMIT)


def caption_time(ai_delay: float) -> float:
    """A caption's time at the AI-speed setting (none at "instant")."""
    return CAPTION_TIME * pace(ai_delay)


def captions(events: Iterable[Event], words: Callable[[Event], str | None],
             ai_delay: float) -> list[Caption]:
    """The captions of the automatic steps among ``events``."""
    seconds = caption_time(ai_delay)
    if seconds <= 0:
        return []
    out = []
    for e in events:
        if e.kind not in SHOWN:
            continue
        text = words(e)
        if text:
            out.append(Caption(seconds, text, seat=e.player, kind=e.kind))
    return out
