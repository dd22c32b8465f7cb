"""The Akropolis table's own state: what the player is doing with the mouse right now.

Only the controller writes it; the view and the UI read it. Nothing here is about the game
(that is the engine's, asked through :mod:`.query`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.protocol import Viewer

from .layout import Camera


@dataclass
class UIState:
    selected: int | None = None
    """Slot of the site tile the player holds."""
    rot: int = 0
    """Rotation of the held tile."""
    preview: tuple[int, int, int] | None = None
    """(q, r, rot) where the held tile was put down, waiting for Confirm."""
    mouse: tuple[int, int] = (-1, -1)
    drag: tuple[int, int] | None = None
    """Where the current right/middle drag is."""
    dragged: int = 0
    """How far that drag has moved (a right click that did not move steps back)."""
    cams: dict[int, Camera] = field(default_factory=dict)
    """Cameras moved by the player; a seat without one shows its fitted view."""
    override: tuple[Viewer, int] | None = None
    """(viewer, seat): the city that viewer clicked to enlarge. A new viewer (hot seat
    hand-over) sees its own city again."""
