"""One game's table without the window: the headless harness every game's table tests, the
player-facing tests over every registered game, ``smoke`` and ``bench`` drive.

:class:`TableHarness` builds the real :class:`TableContext` over a :class:`Match`, makes the
game's own table (``GameInfo.ui``) and lays it out where the table scene would at a window
size. Input goes in as pygame events (clicks, keys, the wheel, drags) through the table's
own ``handle``, frames advance game time without a clock, and a frame can be saved as a
screenshot. Human seats act through clicks (:meth:`TableHarness.play` asks the table where
to click for an action); chance and computer seats are stepped (:meth:`TableHarness.advance`),
never waited for. Who looks at the table follows the same :class:`Seating` as the window,
unless a test fixes the viewer.

:func:`record_text` notes every string drawn (and at what size) with every surface cache
bypassed, so privacy and text checks see each frame's words even when they come from a cache.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.engine import CHANCE, Action, Event, GameInfo, Match, Rng
from game.engine.protocol import Viewer
from game.engine.registry import load_attr

from .. import fonts
from ..layout import scale_for
from ..theme import Theme
from . import cache
from .contract import GameUI, Point, TableContext, draw_game, game_rect
from .handoff import Seating

FRAME = 1 / 60
AUTO = "auto"
"""The viewer follows the table's :class:`Seating` (the human on turn, hand-offs confirmed)."""


def ensure_display(size: tuple[int, int] = (1280, 720)) -> None:
    """A display surface exists (off-screen under the dummy driver), so cached pieces use
    its pixel format as in the window."""
    if not pygame.display.get_init():
        pygame.display.init()
    if not pygame.font.get_init():
        fonts.clear()
        pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(size)


# --- input as pygame events ------------------------------------------------------------------

def click_events(pos: Point, button: int = 1) -> list[pygame.event.Event]:
    """A click as the window gets it: the mouse moves there, the button goes down and up."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key_events(key: int, mod: int = 0, unicode: str = "") -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0)]


def drag_events(start: Point, end: Point, button: int = 3, steps: int = 4
                ) -> list[pygame.event.Event]:
    out = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button)]
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                      buttons=(1, 0, 0)))
    out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    return out


def wheel_event(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


# --- what is drawn ------------------------------------------------------------------------------

@dataclass
class Recorder:
    """Strings drawn while recording, with their font sizes in pixels."""

    drawn: list[tuple[str, int]] = field(default_factory=list)
    on: bool = True

    @property
    def strings(self) -> list[str]:
        return [text for text, _ in self.drawn]

    def take(self) -> list[str]:
        """The strings drawn since the last take."""
        out = self.strings
        self.drawn.clear()
        return out


_recorder: Recorder | None = None


class _RecordingFont(pygame.font.Font):
    """A font that tells the recorder every string it renders (all text is rendered by a
    font ``game.ui.fonts.get`` made)."""

    def __init__(self, path: Any = None, size: int = 20) -> None:
        super().__init__(path, size)
        self.px = int(size)

    def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        rec = _recorder
        if rec is not None and rec.on and text:
            rec.drawn.append((text if isinstance(text, str) else str(text), self.px))
        return super().render(text, *args, **kwargs)


@contextmanager
def record_text() -> Iterator[Recorder]:
    """Record every string rendered inside the block; surface caches are bypassed, so a
    cached card face or layer is drawn (and its words rendered) afresh every time."""
    global _recorder
    original = pygame.font.Font
    rec = Recorder()
    pygame.font.Font = _RecordingFont  # type: ignore[misc,assignment]
    fonts.clear()
    cache.bypass = True
    _recorder = rec
    try:
        yield rec
    finally:
        _recorder = None
        cache.bypass = False
        pygame.font.Font = original  # type: ignore[misc]
        fonts.clear()


# --- the table ----------------------------------------------------------------------------------

class Player(Protocol):
    def choose(self, state: Any, seat: int) -> Action: ...


class TableHarness:
    def __init__(self, info: GameInfo, match: Match, *, size: tuple[int, int] = (1280, 720),
                 viewer: Viewer | str = AUTO, can_act: bool | None = None,
                 theme: Theme | None = None, ai_delay: float = 0.0,
                 apply: bool = True, seed: int = 1,
                 players: dict[int, Player] | None = None,
                 ui_factory: Callable[[TableContext], GameUI] | None = None) -> None:
        """``viewer``: a fixed seat (or None: the public view) with ``can_act``, or AUTO to
        follow the table's seating. ``apply``: submitted actions are played (else only
        recorded in ``submitted``). ``players``: computer seats' players for
        :meth:`advance` (others play random legal moves from ``seed``)."""
        ensure_display(size)
        self.info = info
        self.match = match
        self.size = size
        self.theme = theme if theme is not None else Theme()
        self.theme.scale = scale_for(size)
        self.apply = apply
        self.auto = viewer == AUTO
        self.seating = Seating([i for i, p in enumerate(match.config.players) if p.is_human])
        self.rng = Rng(seed)
        self.players = dict(players or {})
        self.submitted: list[Action] = []
        self.notices: list[tuple[str, str]] = []
        self.sounds: list[str] = []
        self.tip: str | None = None
        self.handoffs: list[int] = []
        """Seats the device was handed to (AUTO viewer): each a hand-off screen in the window."""
        self.delay = ai_delay
        fixed: Viewer = None if self.auto or viewer is None else int(viewer)
        self.ctx = TableContext(
            info=info, match=match, theme=self.theme, viewer=fixed,
            can_act=bool(can_act) if can_act is not None else fixed is not None,
            submit=self._submit, play_chance=self.roll,
            is_human=self.seating.is_human, names=tuple(p.name for p in match.config.players),
            show_tooltip=self._tooltip, notify=lambda text, kind: self.notices.append((text, kind)),
            sound=self.sounds.append, ai_delay=lambda: self.delay)
        make = ui_factory if ui_factory is not None else load_attr(info.ui or "")
        self.ui: GameUI = make(self.ctx)
        self.surface = pygame.Surface(size)
        self.refresh()
        self.ui.layout(game_rect(size, self.theme))

    # --- who looks ------------------------------------------------------------------------
    def refresh(self) -> None:
        """With an AUTO viewer: the view the table would show now (hand-offs confirmed)."""
        if not self.auto:
            return
        view = self.seating.decide(self.match, self.ctx.viewer, self.ui.busy())
        if view.handoff is not None:
            self.handoffs.append(view.handoff)
            view = self.seating.ready(self.match, view.handoff)
        self.ctx.viewer, self.ctx.can_act = view.viewer, view.can_act

    def look(self, viewer: Viewer, can_act: bool | None = None) -> None:
        """Fix the viewer (and whether it may act: by default when it is on turn)."""
        self.auto = False
        self.ctx.viewer = viewer
        self.ctx.can_act = (viewer is not None and viewer == self.match.current_player
                            and not self.match.is_over) if can_act is None else can_act

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.theme.scale = scale_for(size)
        self.surface = pygame.Surface(size)
        self.ui.layout(game_rect(size, self.theme))

    # --- playing ----------------------------------------------------------------------------
    def _submit(self, action: Action) -> None:
        self.submitted.append(action)
        if self.apply and self.ctx.can_act and self.match.current_player == self.ctx.viewer:
            self.play_action(self.match.current_player, action)

    def play_action(self, actor: int, action: Action) -> list[Event]:
        """Apply ``action`` for ``actor`` and show its events as the table would."""
        rules = self.match.rules
        visible = rules.action_visible_to(self.match.state, action)
        if actor != CHANCE and rules.reveals_information(self.match.state, action):
            self.seating.reveal()
        events = self.match.play(action)
        self._deliver(actor, action, events, visible)
        return events

    def roll(self) -> None:
        """Play the pending chance outcome (the table's dice button)."""
        if self.match.current_player == CHANCE:
            action, events = self.match.play_chance()
            self._deliver(CHANCE, action, events, None)

    def _deliver(self, actor: int, action: Action, events: Sequence[Event],
                 visible: frozenset[int] | None) -> None:
        if self.auto and self.seating.watching:  # a revealed secret step: everybody watches
            self.ctx.viewer, self.ctx.can_act = None, False
        else:
            self.refresh()
        viewer = self.ctx.viewer
        seen = [s for s in (e.for_viewer(viewer) for e in events) if s is not None]
        shown = action if actor != CHANCE and (visible is None or viewer in visible) else None
        self.ui.on_events(actor, shown, seen)

    def advance(self, settle: bool = True, limit: int = 10_000) -> None:
        """Play chance and computer seats until a human may act (or holds the dice, or has not
        ended a finished turn) or the game ends; each step's animations are played out when
        ``settle``."""
        match = self.match
        for _ in range(limit):
            if settle:
                self.settle()
            self.refresh()
            if match.is_over or self.ui.holds_turn():
                return
            cp = match.current_player
            if cp == CHANCE:
                if self.ui.holds_chance():
                    return
                self.roll()
            elif self.seating.is_human(cp):
                return
            else:
                player = self.players.get(cp)
                action = (player.choose(match.state.clone(), cp) if player is not None
                          else match.rules.sample_action(match.state, self.rng))
                self.play_action(cp, action)

    def play(self, action: Action) -> bool:
        """Click where the table says ``action`` is played; True if exactly that action was
        played by the seat on turn (False when the table cannot show it)."""
        clicks = self.ui.clicks_for(action)
        if not clicks:
            return False
        before = len(self.match.log)
        seat = self.match.current_player
        for pos in clicks:
            self.click((int(pos[0]), int(pos[1])))
        log = self.match.log
        return len(log) > before and log[before].action == action and log[before].player == seat

    def end_turn_by_click(self) -> bool:
        """Click the table's End-turn button while it holds a human's finished turn; True
        if the turn is no longer held."""
        for pos in self.ui.end_turn_clicks() or []:
            self.click((int(pos[0]), int(pos[1])))
        return not self.ui.holds_turn()

    def play_chance_by_click(self) -> bool:
        """Click the table's dice button while it holds the chance step."""
        clicks = self.ui.chance_clicks() or []
        before = len(self.match.log)
        for pos in clicks:
            self.click((int(pos[0]), int(pos[1])))
        return len(self.match.log) > before and self.match.log[before].player == CHANCE

    # --- input ------------------------------------------------------------------------------
    def send(self, event: pygame.event.Event) -> bool:
        """One event as the table scene routes it: mouse events inside the game's area (and
        every button release), keys always."""
        pos = getattr(event, "pos", None)
        if pos is not None and not self.ui.rect.collidepoint(pos) \
                and event.type != pygame.MOUSEBUTTONUP:
            return False
        return bool(self.ui.handle(event))

    def events(self, events: Sequence[pygame.event.Event]) -> None:
        for event in events:
            self.send(event)
            self.frame()

    def click(self, pos: Point, button: int = 1) -> None:
        """A click as the window gets it: its three events arrive within one frame."""
        for event in click_events(pos, button):
            self.send(event)
        self.frame()

    def move(self, pos: Point) -> None:
        self.events([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0))])

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.events(key_events(key, mod, unicode))

    def wheel(self, y: int, pos: Point | None = None) -> None:
        if pos is not None:
            self.move(pos)
        self.events([wheel_event(y)])

    def drag(self, start: Point, end: Point, button: int = 3) -> None:
        self.events(drag_events(start, end, button))

    # --- frames -------------------------------------------------------------------------------
    def _tooltip(self, text: str, pos: Point) -> None:
        self.tip = text

    def draw(self) -> pygame.Surface:
        """One frame of the table as the window draws it (clipped to the game's area)."""
        surf = self.surface
        surf.fill(self.theme.bg)
        self.tip = None
        draw_game(self.ui, surf)
        return surf

    def frame(self, dt: float = FRAME) -> pygame.Surface:
        self.refresh()
        self.ui.update(dt)
        return self.draw()

    def settle(self, limit: int = 1000) -> None:
        """Play the table's animations out (game time, not the clock)."""
        for _ in range(limit):
            if not self.ui.busy():
                return
            self.ui.update(0.25)

    def shot(self, path: Path | str) -> Path:
        """The current frame as a PNG."""
        self.draw()
        out = Path(path)
        pygame.image.save(self.surface, str(out))
        return out

    def strings(self) -> list[str]:
        """The strings one frame draws (all of them: caches are bypassed). Each call starts
        a recording, which loads the fonts again: for many frames, draw inside one
        :func:`record_text` and ``take()`` each frame's strings."""
        with record_text() as rec:
            self.draw()
        return rec.strings
