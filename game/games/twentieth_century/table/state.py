"""The 20th Century table's own state: what the player is doing with the mouse right now.

Only the controller writes it; the view and the UI read it. Nothing here is about the game
(that is the engine's, asked of ``rules.query`` through the model).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from game.engine.protocol import Viewer
from game.ui.table.camera import Cameras, Drag

from ..rules.query import Mode


@dataclass
class UIState:
    land: str | None = None
    """The land picked in the display (to open an auction or buy)."""
    bid: int | None = None
    """The stepper's value (None: the lowest legal bid)."""
    tech: str | None = None
    """The technology picked after withdrawing."""
    column: int | None = None
    """The prevention column picked."""
    held: str | None = None
    """The new tile held to attach."""
    rot: int = 0
    preview: tuple[int, int] | None = None
    """The cell where the held tile was put down, waiting for Confirm."""
    mode: Mode | None = None
    """The technology use picked (``rules.query.use_modes`` entry)."""
    first: tuple[str, str] | None = None
    """The first click of a two-click use: (land, anchor or city) or (land, "")."""
    message: str = ""
    """Why the last try was refused (already in words)."""
    mouse: tuple[int, int] = (-1, -1)
    drag: Drag = field(default_factory=Drag)
    """The current right/middle drag (a pan); a right click that did not move steps back."""
    pressed: str | None = None
    """The tray tile the left button went down on (dragging it places it)."""
    cams: Cameras = field(default_factory=Cameras)
    """The region cameras the player moved, by seat."""
    override: tuple[Viewer, int] | None = None
    """(viewer, seat): the region that viewer enlarged."""
    key: object = None
    """The decision the selections above belong to: a new decision clears them."""

    def picks(self) -> tuple[Hashable, ...]:
        """Everything picked that changes what the dialogue and the region show."""
        return (self.land, self.bid, self.tech, self.column, self.held, self.rot, self.preview,
                self.mode, self.first)
