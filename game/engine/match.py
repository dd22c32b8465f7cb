"""A game in progress: rules + config + seed + the log of every action (chance included).

A game is a pure function of ``(config, seed, actions)``: :meth:`Match.replay` rebuilds it,
which is how saves load and how undo works.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .protocol import CHANCE, GAME_OVER, TERMINAL, Action, Event, GameConfig, IllegalAction, Viewer
from .registry import GameInfo


@dataclass(frozen=True, slots=True)
class LogEntry:
    player: int
    """Seat that decided, or CHANCE."""
    action: Action
    barrier: bool
    """A chance outcome or a reveal of hidden information: undo stops here."""


class ReplayError(Exception):
    def __init__(self, step: int, reason: str) -> None:
        super().__init__(f"illegal action at step {step}: {reason}")
        self.step = step
        self.reason = reason


class Match:
    def __init__(self, info: GameInfo, config: GameConfig, seed: int, state: Any,
                 log: list[LogEntry] | None = None) -> None:
        self.info = info
        self.rules = info.rules
        self.config = config
        self.seed = seed
        self.state = state
        self.log: list[LogEntry] = log if log is not None else []
        self.version = 0
        """Counts every change of ``state`` (play, undo, replacement): the one cache key of
        views and controllers."""
        self._redacted: dict[Viewer, tuple[int, Any]] = {}
        self.reveal = False
        """Set by a replay of a finished game: every view may show what was hidden."""

    @classmethod
    def new(cls, info: GameInfo, config: GameConfig, seed: int) -> Match:
        reason = info.validate_config(config)
        if reason:
            raise ValueError(reason)
        return cls(info, config, seed, info.rules.new_game(config, seed))

    # --- queries ---------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.rules.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.current_player(self.state) == TERMINAL

    def legal_actions(self) -> Sequence[Action]:
        return self.rules.legal_actions(self.state)

    def seen_by(self, viewer: Viewer) -> Any:
        """The state as ``viewer`` may know it (``rules.redact``), cached per version: what
        views draw and controllers ask. Never the real state."""
        hit = self._redacted.get(viewer)
        if hit is not None and hit[0] == self.version:
            return hit[1]
        seen = self.rules.redact(self.state, viewer)
        self._redacted[viewer] = (self.version, seen)
        return seen

    def touched(self) -> None:
        """The state was changed or replaced from outside (load, undo): bump the version."""
        self.version += 1

    def actions_json(self) -> list[Any]:
        return [self.rules.action_to_json(e.action) for e in self.log]

    # --- playing -----------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply a decision or chance outcome after checking it; raises IllegalAction."""
        player = self.rules.current_player(self.state)
        if player == TERMINAL:
            raise IllegalAction(GAME_OVER, action)
        reason = self.rules.explain_illegal(self.state, action)
        if reason is not None:
            raise IllegalAction(reason, action)
        barrier = player == CHANCE or self.rules.reveals_information(self.state, action)
        events = self.rules.apply(self.state, action, check=False)
        self.log.append(LogEntry(player, action, barrier))
        self.version += 1
        return events

    def play_chance(self) -> tuple[Action, list[Event]]:
        """Sample the pending chance outcome with the state's generator and apply it."""
        action = self.rules.sample_chance(self.state)
        return action, self.play(action)

    # --- rebuilding ----------------------------------------------------------------------
    @classmethod
    def replay(cls, info: GameInfo, config: GameConfig, seed: int,
               actions: Iterable[Any], *, decoded: bool = False) -> Match:
        """Rebuild from JSON actions (or decoded ones); raises ReplayError naming the step."""
        match = cls.new(info, config, seed)
        for step, raw in enumerate(actions, start=1):
            try:
                action = raw if decoded else info.rules.action_from_json(raw)
            except (ValueError, TypeError, KeyError) as exc:
                raise ReplayError(step, f"not an action of {info.id}: {exc}") from None
            try:
                match.play(action)
            except IllegalAction as exc:
                raise ReplayError(step, exc.reason) from None
        return match

    def truncated(self, length: int) -> Match:
        """The same game replayed up to the first ``length`` log entries."""
        return Match.replay(self.info, self.config, self.seed,
                            [e.action for e in self.log[:length]], decoded=True)

    # --- undo ------------------------------------------------------------------------------
    def undo_length(self, seat: int, human_seats: Sequence[int]) -> int | None:
        """Log length to go back to so that ``seat`` takes back its last decision, or None.

        Walks back over computer decisions; stops at a chance outcome or reveal and at any
        other human's decision (in hot seat nobody takes back someone else's move).
        """
        for i in range(len(self.log) - 1, -1, -1):
            entry = self.log[i]
            if entry.barrier:
                return None
            if entry.player == seat:
                return i
            if entry.player in human_seats:
                return None
        return None

    def undo(self, seat: int, human_seats: Sequence[int]) -> bool:
        length = self.undo_length(seat, human_seats)
        if length is None:
            return False
        rebuilt = self.truncated(length)
        self.state, self.log = rebuilt.state, rebuilt.log
        self.version += 1
        return True
