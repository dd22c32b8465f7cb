"""The Ginkgopolis table's own state: what the player is doing with the mouse right now.

Only the controller writes it; the view and the UI read it. Nothing here is about the game
(that is the rules', asked through the model).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.protocol import Viewer
from game.ui.table.camera import Camera, Cameras, Drag

from .layout import CITY


@dataclass
class UIState:
    card: str | None = None
    """The card clicked in the hand (or the Character in a draft packet)."""
    tile: str | None = None
    """The tile clicked behind the screen, to go with ``card``."""
    owner: Viewer = None
    """The viewer the selection belongs to (a hot-seat hand-over drops it)."""
    mouse: tuple[int, int] = (-1, -1)
    drag: Drag = field(default_factory=Drag)
    """A press on the city: a drag pans it, a press that hardly moved is a click."""
    cams: Cameras = field(default_factory=Cameras)
    """The city's camera once the player moved it (else the fitted one)."""
    pile_open: bool = False
    """The discard pile is shown face up over the city (a click on it opens and closes)."""

    def camera(self, fitted: Camera) -> Camera:
        """The city's camera: the player's, else ``fitted``."""
        return self.cams.get(CITY, fitted)
