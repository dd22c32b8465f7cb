"""The Ginkgopolis table's own state: what the player is doing with the mouse right now.

Only the controller writes it; the view and the UI read it. Nothing here is about the game
(that is the engine's, asked through ``rules.legal_actions`` and ``rules.preview``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Viewer

from .layout import Camera


@dataclass
class UIState:
    card: str | None = None
    """The card clicked in the hand (or the Character in a draft packet)."""
    tile: str | None = None
    """The tile clicked behind the screen, to go with ``card``."""
    owner: Viewer = None
    """The viewer the selection belongs to (a hot-seat hand-over drops it)."""
    mouse: tuple[int, int] = (-1, -1)
    drag: tuple[int, int] | None = None
    dragged: int = 0
    cam: Camera | None = None
    """The camera moved by the player; None shows the fitted city."""
