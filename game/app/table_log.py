"""The table's game log, written separately for every viewer.

Each applied action becomes one entry holding the lines each viewer (every seat and the
public, ``None``) may read. They are worded when the action is applied, because the words of
an action come from the state before it, which is gone later; the table then shows the lines
of whoever looks at the screen and re-renders them when the viewer changes (a hand-off).

An event reaches a viewer only through ``Event.for_viewer``; an action by a seat that left no
visible line is worded by ``Rules.action_text`` for the viewers in ``Rules.action_visible_to``
and as ``app.log.decided`` ("{player} made a choice.") for everyone else. Nothing here ever
prints an action's or event's raw data.

A finished game hides nothing: its replay reads the lines of ``ALL``, worded from the events
themselves and from ``action_text(state, action, None)`` taken for every action (the one call
outside ``action_visible_to``; those words are shown to nobody while the game runs).
``replay`` rewords a saved game's action log the same way, so a loaded table reads as it did.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import CHANCE, Action, Event, LogEntry, Rules, Text
from game.engine.protocol import Viewer
from game.engine.timeline import walk
from game.ui import i18n
from game.ui.i18n import t

log = logging.getLogger(__name__)

Colour = Any
Line = tuple[str, Colour]
EVERYONE = "everyone"
"""Key of an entry whose lines every viewer reads (the app's own notes)."""
ALL = "all"
"""The viewer who may know everything: a finished game's replay, where nothing is secret
any more. Its lines are worded from the events themselves, never their redacted forms."""


@dataclass(frozen=True)
class ActionWords:
    """What the state before an action says about it, taken before it is applied."""

    visible_to: frozenset[int] | None
    texts: Mapping[Viewer | str, Text | None]
    secret: Hashable = None
    """The secret simultaneous step the action belongs to (``Rules.secret_group``), if any:
    a seat's several hidden picks in one step read as one "made a choice" to the others, so
    the log never tells how many there were."""


@dataclass
class Entry:
    actor: int | None
    """Seat that decided, CHANCE, or None for a note of the app."""
    action: Action
    events: list[Event]
    words: ActionWords | None
    lines: dict[Viewer | str, list[Line]] = field(default_factory=dict)
    note: tuple[str | Text, Colour] | None = None
    """A note of the app: its words (a Text is worded again in a new language)."""
    again: bool = False
    """Another hidden pick of the same seat in the same secret step (no new line for those
    who may not see it)."""
    undone: bool = False
    """Taken back (Undo): its lines stay, marked."""


def seat_field(name: str) -> bool:
    return name == "player" or name.endswith("_player")


class TableLog:
    """Words the table's log for each viewer. ``names`` are the seats' names; ``colour``
    gives a seat's colour."""

    def __init__(self, rules: Rules[Any, Any], names: Sequence[str], colour: Callable[[int], Colour],
                 dim: Colour = None, limit: int = 500) -> None:
        self.rules = rules
        self.names = list(names)
        self.colour = colour
        self.dim = dim
        self.limit = limit
        self.entries: list[Entry] = []
        self.announced: set[tuple[Hashable, int]] = set()
        """(secret step, seat) pairs whose "made a choice" line was written."""
        self.language = i18n.language()
        """The language the entries' lines are worded in (a new one rewords them)."""

    @property
    def viewers(self) -> list[Viewer]:
        return [None, *range(len(self.names))]

    # --- names and texts -----------------------------------------------------------------
    def name_of(self, seat: Any) -> str:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self.names):
            return self.names[seat]
        return t("app.log.nobody")

    def seat_colour(self, seat: Any) -> Colour:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self.names):
            return self.colour(seat)
        return None

    def translate(self, text: Text) -> str | None:
        """A Text in the current language with seats named; None when the catalog lacks it
        (a missing key would show the bare key, or tempt a raw-data line)."""
        if not i18n.has(text.key):
            return None
        args: dict[str, Any] = {k: self.name_of(v) if seat_field(k) else self.argument(v)
                                for k, v in dict(text.args).items()}
        return t(text.key, **args)

    def argument(self, value: Any) -> Any:
        """A field of a Text; a Text inside (a card's name) is translated too."""
        if isinstance(value, Text):
            said = self.translate(value)
            return said if said is not None else "?"
        return value

    # --- wording an action ---------------------------------------------------------------
    def words_before(self, state: Any, actor: int, action: Action) -> ActionWords | None:
        """Called with the state before ``action`` is applied (chance outcomes have none:
        the events they cause describe them)."""
        if actor == CHANCE:
            return None
        try:
            visible = self.rules.action_visible_to(state, action)
        except Exception:  # noqa: BLE001 - a wording bug must not lose the move
            log.exception("action_visible_to failed")
            visible = frozenset()
        try:
            secret = self.rules.secret_group(state)
        except Exception:  # noqa: BLE001
            log.exception("secret_group failed")
            secret = None
        texts: dict[Viewer | str, Text | None] = {}
        for viewer in [*self.viewers, ALL]:
            if visible is not None and viewer not in visible and viewer != ALL:
                continue
            try:
                # ALL reads the action as the public would if nothing were secret.
                texts[viewer] = self.rules.action_text(
                    state, action, None if isinstance(viewer, str) else viewer)
            except Exception:  # noqa: BLE001
                log.exception("action_text failed")
                texts[viewer] = None
        return ActionWords(visible, texts, secret)

    def event_line(self, event: Event, viewer: Viewer) -> str | None:
        """The line of an event already made visible to ``viewer``."""
        try:
            text = self.rules.event_text(event, viewer)
        except Exception:  # noqa: BLE001
            log.exception("event_text failed")
            return None
        return self.translate(text) if text is not None else None

    def lines_for(self, entry: Entry, viewer: Viewer | str) -> list[Line]:
        lines: list[Line] = []
        everything = viewer == ALL
        as_viewer: Viewer = None if everything or isinstance(viewer, str) else viewer
        for event in entry.events:
            seen = event if everything else seen_by(event, as_viewer)
            if seen is None:
                continue
            text = self.event_line(seen, as_viewer)
            if text:
                lines.append(self._marked(entry, (text, self.seat_colour(seen.player))))
        actor = entry.actor
        if lines or actor is None or actor < 0 or entry.words is None:
            return lines
        words = entry.words
        text = None
        if everything or words.visible_to is None or viewer in words.visible_to:
            said = words.texts.get(viewer)
            text = self.translate(said) if said is not None else None
        if text is None:
            if entry.again:
                return []  # one "made a choice" per seat and secret step: no count leaks
            text = t("app.log.decided", player=self.name_of(actor))
        return [self._marked(entry, (text, self.seat_colour(actor)))]

    def _marked(self, entry: Entry, line: Line) -> Line:
        """An undone entry's line, dimmed and marked."""
        if not entry.undone:
            return line
        return (t("app.log.undone_line", line=line[0]), self.dim)

    # --- entries ---------------------------------------------------------------------------
    def add_action(self, actor: int, action: Action, events: list[Event],
                   words: ActionWords | None) -> Entry:
        entry = Entry(actor, action, list(events), words)
        if words is not None and words.secret is not None:
            key = (words.secret, actor)
            entry.again = key in self.announced
            self.announced.add(key)
        entry.lines = {viewer: self.lines_for(entry, viewer) for viewer in self.viewers}
        return self._keep(entry)

    def mark_undone(self, count: int) -> None:
        """The last ``count`` actions were taken back: their lines stay, marked as undone."""
        for entry in reversed(self.entries):
            if count <= 0:
                break
            if entry.note is None and not entry.undone:
                entry.undone = True
                entry.lines = {viewer: self.lines_for(entry, viewer) for viewer in self.viewers}
                entry.lines.pop(ALL, None)
                count -= 1

    def add_note(self, text: str | Text, colour: Colour = None) -> Entry:
        """A line of the app itself (new game, undo) that every viewer reads; give a Text
        for a line that follows a change of language."""
        entry = Entry(None, None, [], None, note=(text, colour))
        entry.lines = {EVERYONE: [self._note_line(entry)]}
        return self._keep(entry)

    def _note_line(self, entry: Entry) -> Line:
        assert entry.note is not None
        text, colour = entry.note
        if not isinstance(text, Text):
            return (text, colour)
        args: dict[str, Any] = {k: t(v.key, **dict(v.args)) if isinstance(v, Text) else v
                                for k, v in dict(text.args).items()}
        return (t(text.key, **args), colour)

    def reword(self) -> None:
        """Word every entry again in the current language (the events and the actions' Texts
        are kept, so nothing is lost)."""
        self.language = i18n.language()
        for entry in self.entries:
            if entry.note is not None:
                entry.lines = {EVERYONE: [self._note_line(entry)]}
            else:
                entry.lines = {viewer: self.lines_for(entry, viewer) for viewer in self.viewers}

    def _keep(self, entry: Entry) -> Entry:
        self.entries.append(entry)
        del self.entries[:-self.limit]
        return entry

    def lines(self, viewer: Viewer | str, upto: int | None = None) -> list[Line]:
        """``viewer``'s lines of the first ``upto`` entries (all by default)."""
        if self.language != i18n.language():
            self.reword()
        out: list[Line] = []
        for entry in self.entries[:upto]:
            if viewer == ALL and ALL not in entry.lines and EVERYONE not in entry.lines:
                entry.lines[ALL] = self.lines_for(entry, ALL)  # worded when first asked
            out += entry.lines.get(viewer, entry.lines.get(EVERYONE, []))
        return out

    # --- a saved game --------------------------------------------------------------------
    def replay(self, start: Any, entries: Sequence[LogEntry]) -> Any:
        """Add the entries of a game's action log as they were when played: each action
        worded from the state before it, its events as each viewer saw them (a loaded game
        reads as the live one did). Returns the state after the last entry."""
        words: list[ActionWords | None] = []

        def before(state: Any, actor: int, action: Action) -> None:
            words.append(self.words_before(state, actor, action))

        state = start
        for step in walk(self.rules, start, entries, before):
            self.add_action(step.actor, step.action, step.events, words.pop())
            state = step.state
        return state


def seen_by(event: Event, viewer: Viewer) -> Event | None:
    """``event.for_viewer(viewer)``; a malformed event is hidden (too little, never too much)."""
    try:
        return event.for_viewer(viewer)
    except Exception:  # noqa: BLE001 - a game bug must not lose the move
        log.exception("event %r cannot say who sees it", getattr(event, "kind", event))
        return None
