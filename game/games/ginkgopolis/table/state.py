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
    slots: list[str | None] = field(default_factory=list)
    """Where each card of the hand row lies: a card keeps its place while the others leave
    (given to Hal, played), and a new one takes a free place, so nothing moves under the
    mouse; a hand of all new cards is laid out afresh."""
    base: Camera | None = None
    """The city's camera while the player has not moved it: fitted once, and kept while
    the whole city (and the squares a token may go to) still fits in it."""
    base_for: tuple[int, ...] = ()
    """The layout ``base`` was fitted for (a new window size fits again)."""

    def camera(self, fitted: Camera) -> Camera:
        """The city's camera: the player's, else the kept one, else ``fitted``."""
        return self.cams.get(CITY, self.base if self.base is not None else fitted)

    def hand(self) -> list[tuple[int, str]]:
        """The hand row's cards with their places."""
        return [(i, c) for i, c in enumerate(self.slots) if c is not None]

    def hand_size(self) -> int:
        """The places of the hand row (the row is laid out for as many)."""
        return max(1, len(self.slots))
