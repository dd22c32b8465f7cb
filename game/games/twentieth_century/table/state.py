"""The 20th Century table's own state: what the player is doing with the mouse right now.

Only the controller writes it; the view and the UI read it. Nothing here is about the game
(that is the engine's, asked through ``rules.query``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.protocol import Viewer

from .layout import Camera


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
    mode: tuple[str, Any] | None = None
    """The technology use picked (``rules.query.use_modes`` entry)."""
    first: tuple[str, str] | None = None
    """The first click of a two-click use: (land, anchor or city) or (land, "")."""
    message: str = ""
    """Why the last try was refused (already in words)."""
    mouse: tuple[int, int] = (-1, -1)
    drag: tuple[int, int] | None = None
    """Where the current right/middle drag (a pan) is."""
    dragged: int = 0
    """How far that drag has moved (a right click that did not move steps back)."""
    pressed: str | None = None
    """The tray tile the left button went down on (dragging it places it)."""
    cams: dict[int, Camera] = field(default_factory=dict)
    override: tuple[Viewer, int] | None = None
    """(viewer, seat): the region that viewer enlarged."""
    key: Any = None
    """The decision the selections above belong to: a new decision clears them."""
