"""What the Machi Koro table remembers between frames besides the game: where the mouse is,
whose city sits at the bottom, the card chosen to give in a Business Center exchange, and
whether the income-by-roll table is open. Only the controller writes it."""

from __future__ import annotations

from dataclasses import dataclass

Point = tuple[int, int]


@dataclass
class UIState:
    bottom: int = 0
    """The city drawn at the bottom: the viewer's, else the last one shown (no jumping while
    nobody's view is shown)."""
    mouse: Point = (-1, -1)
    give: str | None = None
    """Business Center: the own establishment chosen to give (dropped once not legal)."""
    show_income: bool = False
    """The income-by-roll table is open over the market."""
