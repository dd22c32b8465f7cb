"""Computer players for the table, and the thread they think in.

Players come from ``game.ai.make_player``; while that package is missing (or lacks a kind)
a local random chooser stands in so the window always works.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from game.engine import Action, GameInfo, Rng
from game.engine.protocol import automa_level
from game.ui import i18n
from game.ui.i18n import t

log = logging.getLogger(__name__)


class RandomChooser:
    """Fallback player: a random legal move (an automa seat takes its forced first action)."""

    def __init__(self, info: GameInfo, seed: int, kind: str = "random") -> None:
        self.info = info
        self.rng = Rng(seed)
        self.kind = kind

    def choose(self, state: Any, seat: int) -> Action:
        rules = self.info.rules
        if automa_level(self.kind) is not None:
            return rules.legal_actions(state)[0]
        return rules.sample_action(state, self.rng)

    def cancel(self) -> None:
        pass


def make_player(kind: str, info: GameInfo, seed: int, think_ms: int | None = None) -> Any:
    from game.ai import make_player as real

    try:
        return real(kind, info, seed, think_ms)
    except (KeyError, ValueError, NotImplementedError) as exc:
        log.warning("no %s player for %s (%s); using random", kind, info.id, exc)
    return RandomChooser(info, seed, kind)


class Thinker:
    """Runs ``player.choose(state, seat)`` on a worker thread.

    ``state`` must be a clone: the match is never touched off the main thread. The result is
    read by the main thread once ``done`` is set; a cancelled thinker's result is ignored.
    ``started_at`` is the table's game clock when thinking began (the AI-speed pause counts
    game time, so a stepped table never waits on the wall clock).
    """

    def __init__(self, player: Any, state: Any, seat: int, version: int,
                 started_at: float = 0.0) -> None:
        self.player = player
        self.state = state
        self.seat = seat
        self.version = version
        """``Match.version`` when thinking started: a stale result is discarded."""
        self.started_at = started_at
        self.result: Action | None = None
        self.error: BaseException | None = None
        self.cancelled = False
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"ai-seat-{seat}", daemon=True)

    def start(self) -> Thinker:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.result = self.player.choose(self.state, self.seat)
        except BaseException as exc:  # shown in the window, never kills it
            self.error = exc
        finally:
            self.done.set()

    def cancel(self, timeout: float = 1.0) -> None:
        """Ask the player to stop and wait a little; a late thread is left to finish alone
        (it is a daemon and its result is dropped)."""
        self.cancelled = True
        cancel = getattr(self.player, "cancel", None)
        if cancel is not None:
            try:
                cancel()
            except Exception:  # noqa: BLE001 - a broken cancel must not break leaving
                log.exception("player.cancel failed")
        if self.thread.is_alive():
            self.thread.join(timeout)



class SteppedThinker(Thinker):
    """Thinks at once, on the calling thread: computer seats of a stepped table (tests, the
    smoke run in tests) decide within the frame that asks them, deterministically."""

    def start(self) -> Thinker:
        self._run()
        return self

    def cancel(self, timeout: float = 1.0) -> None:
        self.cancelled = True


def kind_label(kind: str, info: GameInfo | None = None) -> str:
    level = automa_level(kind)
    if level is not None:
        key = f"{info.id}.automa.{level}" if info else ""
        return t("app.kind.automa", level=t(key) if key and i18n.has(key) else level)
    return t(f"app.kind.{kind}")
