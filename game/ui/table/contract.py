"""The contract between the table scene and one game's view + controller.

Each game ships ``game/games/<name>/ui.py`` with a subclass of :class:`GameUI` (named in its
``GameInfo.ui``) that composes its ``view.py`` (drawing) and ``controller.py`` (clicks ->
actions). The table scene owns the :class:`~game.engine.Match`; the game UI only reads the
state, asks the engine what is legal and submits actions through ``ctx.submit``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine import Action, Event, GameConfig, GameInfo, Match, Rules

from ..i18n import t
from ..theme import Theme


@dataclass
class TableContext:
    """What the table gives a game UI. ``viewer`` is the seat whose private view may be
    shown (None: public view only, e.g. while a computer plays or before a hand-off)."""

    info: GameInfo
    match: Match
    theme: Theme
    viewer: int | None
    can_act: bool
    """True when the seat to decide is a human and its view is shown: clicks may submit."""
    submit: Callable[[Action], None]
    """Play an action; the table validates it with the engine and shows any error."""
    play_chance: Callable[[], None] = lambda: None
    """Play the pending chance outcome now (a dice button while ``GameUI.holds_chance``)."""
    is_human: Callable[[int], bool] = lambda seat: True
    names: Sequence[str] = ()
    show_tooltip: Callable[[str, tuple[int, int]], None] = lambda text, pos: None
    notify: Callable[[str, str], None] = lambda text, kind: None
    """Show a short notice (text, "info" | "warning" | "error"), e.g. why a click is refused."""
    sound: Callable[[str], None] = lambda name: None
    """Play a short effect: "dice", "coins", "tile" or "turn" (silent when sound is off)."""
    ai_delay: Callable[[], float] = lambda: 0.8
    """Seconds the AI-speed setting gives a computer move (0 at "instant"): the pace for a
    UI that shows a resolution step by step."""
    t: Callable[..., str] = field(default=t)

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def state(self) -> Any:
        """The state as ``viewer`` may know it (``Match.seen_by``): what views draw and
        controllers ask. The same object for one ``version``, so it can key caches. The
        real state stays with the table, which submits through the match."""
        return self.match.seen_by(self.viewer)

    @property
    def config(self) -> GameConfig:
        """Who sits where and which options are on (so views need not reach into ``match``)."""
        return self.match.config

    @property
    def version(self) -> int:
        """Changes with every play, undo or load: the cache key for anything per state."""
        return self.match.version

    def colour(self, seat: int) -> tuple[int, int, int]:
        spec = self.match.config.players[seat]
        return self.theme.player_colour(spec.colour if spec.colour is not None else seat)


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

    def signature(self) -> Any:
        """Anything the view shows that changes without an event or a new match version
        (e.g. a selection set in ``update``); None by default."""
        return None

    def banner_text(self) -> str | None:
        """The table's top line, when the game can say better who is to play and what they
        may do (e.g. during a chance step the table itself knows no seat). None: the
        table's own words."""
        return None

    def guide(self) -> list[tuple[str, str, pygame.Rect]]:
        """Callouts of a player's first game that fit this moment, in the order to show:
        (id, text, the rect pointed at). The table shows each id once and lets the player
        stop them. Default: none."""
        return []

    def show_hint(self, action: Action) -> bool:
        """Show a suggested ``action`` on the board (e.g. a tile previewed where it would go,
        waiting for Confirm), without submitting it. True if shown; the table then still
        shows the Hint's line with the reason."""
        return False

    def holds_chance(self) -> bool:
        """True while a chance step waits for a human's click (a dice button): the table does
        not sample it then, and the UI calls ``ctx.play_chance()`` on the click."""
        return False

    # --- engine events -------------------------------------------------------------------
    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        """Called after each applied action (any seat, chance included) to start animations.
        ``events`` are already as the viewer who will watch may know them
        (``Event.for_viewer``); ``action`` is None when that viewer may not know it."""

    def describe(self, event: Event, viewer: int | None = None) -> str | None:
        """Deprecated: games write log lines in ``Rules.event_text``. If a UI still overrides
        this, its answer is the log line (None leaves the event out); ``event`` is already
        as ``viewer`` may know it (an override may leave ``viewer`` out of its signature)."""
        return None

    def on_state_replaced(self) -> None:
        """The match state was rebuilt (load, undo): drop selections and animations."""

    # --- automation (smoke test, tutorials) ---------------------------------------------------
    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        """Window points that, clicked in order, make this UI submit ``action``
        (None if the UI cannot show that action). Used by ``smoke`` to play through the
        real controller."""
        return None

    def chance_clicks(self) -> list[tuple[int, int]] | None:
        """While :meth:`holds_chance`: the points that make this UI play the chance step."""
        return None
