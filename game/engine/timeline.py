"""A played game as a timeline: the state after any number of its actions, its events, its turns.

Replay, the rebuilt table log and the end-game statistics all walk the same action log from the
same start, so they agree with the live game by construction. States are kept at checkpoints
(every ``every`` actions) and replayed forward from the nearest one, so a long game costs a few
dozen clones, not one per move. No pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .match import LogEntry, Match
from .protocol import CHANCE, Action, AnyRules, Event, IllegalAction

Before = Callable[[Any, int, Action], None]
"""Called with the live state before an action is applied (the words of an action)."""


@dataclass(frozen=True, slots=True)
class Step:
    """Action number ``index`` (1-based) of the game and what it caused. ``state`` is the live
    state right after it: read it, never keep or change it (the walk goes on with it)."""

    index: int
    actor: int
    action: Action
    events: list[Event]
    state: Any


def walk(rules: AnyRules, start: Any, entries: Sequence[LogEntry],
         before: Before | None = None) -> Iterator[Step]:
    """Apply ``entries`` one by one to a clone of ``start``; raises IllegalAction on a log
    that does not fit (a save checked on load never does)."""
    state = start.clone()
    for i, entry in enumerate(entries, start=1):
        if before is not None:
            before(state, entry.player, entry.action)
        events = rules.apply(state, entry.action)
        yield Step(i, entry.player, entry.action, events, state)


class Timeline:
    """The states of a game from ``start`` through every entry of ``entries``."""

    def __init__(self, rules: AnyRules, start: Any, entries: Sequence[LogEntry],
                 every: int = 16) -> None:
        self.rules = rules
        self.start = start.clone()
        self.entries = list(entries)
        self.every = max(1, every)
        self.checkpoints: list[Any] = [self.start.clone()]
        """State after ``k * every`` actions."""
        self.turns: list[int] = [rules.turn_count(self.start)]
        """``turn_count`` after each number of actions (index 0: the start)."""
        self.actors: list[int] = [e.player for e in self.entries]
        self.events: list[list[Event]] = []
        for step in walk(rules, self.start, self.entries):
            self.events.append(step.events)
            self.turns.append(rules.turn_count(step.state))
            if step.index % self.every == 0:
                self.checkpoints.append(step.state.clone())

    @classmethod
    def of(cls, match: Match, start: Any) -> Timeline:
        return cls(match.rules, start, match.log)

    @property
    def length(self) -> int:
        return len(self.entries)

    def state_at(self, n: int) -> Any:
        """A fresh state after the first ``n`` actions (clamped to the game)."""
        n = max(0, min(n, self.length))
        k = n // self.every
        state = self.checkpoints[k].clone()
        for entry in self.entries[k * self.every:n]:
            self.rules.apply(state, entry.action, check=False)
        return state

    def match_at(self, match: Match, n: int) -> Match:
        """A match (same game, config and seed) standing at action ``n`` with its log so far."""
        n = max(0, min(n, self.length))
        return Match(match.info, match.config, match.seed, self.state_at(n), self.entries[:n])

    # --- moving by turn and by round -----------------------------------------------------
    def turn_of(self, n: int) -> int:
        return self.turns[max(0, min(n, self.length))]

    def round_starts(self, players: int) -> list[int]:
        """Action counts at which a round (every seat's turn) begins, the start and the end
        included. A game's turns are counted by ``turn_count``; a round is ``players`` turns."""
        size = max(1, players)
        marks = [0]
        for n in range(1, self.length + 1):
            if self.turns[n] // size != self.turns[n - 1] // size:
                marks.append(n)
        if marks[-1] != self.length:
            marks.append(self.length)
        return marks

    def next_round(self, n: int, players: int) -> int:
        return next((m for m in self.round_starts(players) if m > n), self.length)

    def previous_round(self, n: int, players: int) -> int:
        return next((m for m in reversed(self.round_starts(players)) if m < n), 0)

    def decisions(self) -> list[int]:
        """Action counts after each decision by a seat (chance outcomes are skipped)."""
        return [i + 1 for i, a in enumerate(self.actors) if a != CHANCE]


__all__ = ["Before", "IllegalAction", "Step", "Timeline", "walk"]
