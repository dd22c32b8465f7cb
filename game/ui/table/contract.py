"""The contract between the table scene and one game's table.

Each game ships ``game/games/<name>/table/ui.py`` with a subclass of :class:`GameUI` (named
in its ``GameInfo.ui``). The table scene owns the :class:`~game.engine.Match` and gives the
game a :class:`TableContext`; the game's table only reads the state as its viewer may know
it, asks its model (cached answers of ``rules/query``) what may be done, and plays through
``ctx.submit``.

Inside a game's table data flows one way: a pygame event goes to the controller with the
model, the UI state and the layout; the controller changes the UI state (it is its only
writer) and answers a :class:`Reply` (an action to play, a dice roll, a notice); the UI
carries the reply out; the match's events become steps of the animation queue; the view
only reads the model, the UI state, the layout and the queue.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine import Action, Event, GameConfig, GameInfo, Match, Rules
from game.engine.protocol import Viewer

from ..i18n import t
from ..theme import Colour, Theme

BANNER_H = 56
"""Height of the table's top line (who is to play), at the design scale."""
LOG_W = 300
"""Width of the log at the table's right, at the design scale."""
Point = tuple[int, int]
Callout = tuple[str, str, pygame.Rect]
"""A first-game callout: (id, text, the rect pointed at)."""


def game_rect(size: tuple[int, int], theme: Theme) -> pygame.Rect:
    """The area of a window of ``size`` that a game's table owns: left of the log, under the
    banner (at 1280x720: x 0..980, y 56..720)."""
    w, h = size
    top = theme.px(BANNER_H)
    return pygame.Rect(0, top, w - theme.px(LOG_W), h - top)


def draw_game(ui: GameUI, surface: pygame.Surface) -> None:
    """The game's table drawn into its own area of ``surface`` (clipped to it), as every
    window, the replay and the harness draw it. A table's error is the caller's to show."""
    clip = surface.get_clip()
    surface.set_clip(ui.rect)
    try:
        ui.draw(surface)
    finally:
        surface.set_clip(clip)


@dataclass
class TableContext:
    """What the table gives a game UI. ``viewer`` is the seat whose private view may be
    shown (None: public view only, e.g. while a computer plays or before a hand-off)."""

    info: GameInfo
    match: Match
    theme: Theme
    viewer: Viewer
    can_act: bool
    """True when the seat to decide is a human and its view is shown: clicks may submit."""
    submit: Callable[[Action], None]
    """Play an action; the table validates it with the engine and shows any error."""
    play_chance: Callable[[], None] = lambda: None
    """Play the pending chance outcome now (a dice button while ``GameUI.holds_chance``)."""
    is_human: Callable[[int], bool] = lambda seat: True
    names: Sequence[str] = ()
    show_tooltip: Callable[[str, Point], None] = lambda text, pos: None
    notify: Callable[[str, str], None] = lambda text, kind: None
    """Show a short notice (text, "info" | "warning" | "error"), e.g. why a click is refused."""
    sound: Callable[[str], None] = lambda name: None
    """Play a short effect: "dice", "coins", "tile" or "turn" (silent when sound is off)."""
    ai_delay: Callable[[], float] = lambda: 0.8
    """Seconds the AI-speed setting gives a computer move (0 at "instant"): the pace for a
    UI that shows a resolution step by step."""
    t: Callable[..., str] = field(default=t)

    @property
    def rules(self) -> Rules[Any, Any]:
        return self.match.rules

    @property
    def state(self) -> Any:
        """The state as ``viewer`` may know it (``Match.seen_by``): what views draw and
        controllers ask. The same object for one ``version``, so it can key caches. The
        real state stays with the table, which submits through the match."""
        return self.match.seen_by(self.viewer)

    @property
    def revealed(self) -> bool:
        """Nothing is hidden any more: the game is over, or a replay of a finished game shows
        every move of it (``Match.reveal``). A table then shows what it hides from
        opponents in play (20th Century holdings without the open option)."""
        return bool(self.match.reveal or self.match.is_over)

    @property
    def config(self) -> GameConfig:
        """Who sits where and which options are on (so views need not reach into ``match``)."""
        return self.match.config

    @property
    def version(self) -> int:
        """Changes with every play, undo or load: the cache key for anything per state."""
        return self.match.version

    def colour(self, seat: int) -> Colour:
        spec = self.match.config.players[seat]
        return self.theme.player_colour(self.info.seat_colour(spec.colour, seat))


@dataclass(frozen=True)
class Reply:
    """What a controller made of one input: whether it used it, and what the table should
    do (play ``action``, roll the held dice, show ``notice``, skip the steps still playing)."""

    consumed: bool = True
    action: Action | None = None
    roll: bool = False
    notice: str = ""
    notice_kind: str = "warning"
    skip: bool = False
    """Skip the steps still playing (a click on the board while a resolution plays): the
    game's ``ui`` clears its queue, since only it holds one."""


IGNORED = Reply(consumed=False)
"""The input meant nothing here (the table may pass it on)."""
USED = Reply()
"""The input was used (perhaps it changed the UI state); nothing to play."""
SKIP = Reply(skip=True)
"""The input asks to skip the steps still playing."""


def carry_out(ctx: TableContext, reply: Reply) -> bool:
    """Do what a controller's reply asks, in order: notice, roll, play. True if consumed."""
    if reply.notice:
        ctx.notify(reply.notice, reply.notice_kind)
    if reply.roll:
        ctx.play_chance()
    if reply.action is not None:
        ctx.submit(reply.action)
    return reply.consumed


class GameUI:
    """Base class: override what the game needs. Drawing never changes any state."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.view_name = self.views()[0]

    # --- views -----------------------------------------------------------------------------
    def views(self) -> list[str]:
        """Names of the main views (``bench`` times each one)."""
        return ["table"]

    def set_view(self, name: str) -> None:
        self.view_name = name

    # --- the frame -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The area of the window the game owns (the table keeps banner and log around it)."""
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        """A pygame event inside the game's area; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def busy(self) -> bool:
        """True while an animation should finish before the next move is played."""
        return False

    def animating(self) -> bool:
        """True while anything moves on its own (the window then draws every frame);
        otherwise the table is redrawn only on input or a new state. Default: ``busy()``."""
        return self.busy()

    def signature(self) -> Hashable:
        """Anything the view shows that changes without an event or a new match version
        (e.g. a selection set in ``update``); None by default."""
        return None

    def banner_text(self) -> str | None:
        """The table's top line, when the game can say better who is to play and what they
        may do (e.g. during a chance step the table itself knows no seat). None: the
        table's own words."""
        return None

    def guide(self) -> list[Callout]:
        """Callouts of a player's first game that fit this moment, in the order to show.
        The table shows each id once and lets the player stop them. Default: none."""
        return []

    def show_hint(self, action: Action) -> bool:
        """Show a suggested ``action`` on the board (e.g. a tile previewed where it would go,
        waiting for Confirm), without submitting it. True if shown; the table then still
        shows the Hint's line with the reason."""
        return False

    def holds_turn(self) -> bool:
        """True while a human's finished turn waits for their "End turn" (a button, or a
        key): the table then plays no chance outcome and no computer move, so Undo stays in
        reach until the player says they are done. Default: never."""
        return False

    def end_turn(self) -> None:
        """End the held turn, as the End-turn button does (tests and tools call it)."""

    def end_turn_clicks(self) -> list[Point] | None:
        """While :meth:`holds_turn`: the points that end the turn (the End-turn button)."""
        return None

    def help_topic(self) -> str | None:
        """The rules reference's section for this moment of the game (F1 opens it there):
        one of ``GameInfo.rules_sections``, or None for the first."""
        return None

    def holds_chance(self) -> bool:
        """True while a chance step waits for a human's click (a dice button): the table does
        not sample it then, and the UI calls ``ctx.play_chance()`` on the click."""
        return False

    # --- engine events -------------------------------------------------------------------
    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        """Called after each applied action (any seat, chance included) to start animations.
        ``events`` are already as the viewer who will watch may know them
        (``Event.for_viewer``); ``action`` is None when that viewer may not know it."""

    def on_state_replaced(self) -> None:
        """The match state was rebuilt (load, undo): drop selections and animations."""

    # --- automation (smoke test, tests, tutorials) --------------------------------------------
    def clicks_for(self, action: Action) -> list[Point] | None:
        """Window points that, clicked in order, make this UI submit ``action``
        (None if the UI cannot show that action). Used by ``smoke`` and the harness to play
        through the real controller."""
        return None

    def chance_clicks(self) -> list[Point] | None:
        """While :meth:`holds_chance`: the points that make this UI play the chance step."""
        return None
