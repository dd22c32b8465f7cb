"""What the Machi Koro table remembers between frames besides the game: where the mouse is,
whose city sits at the bottom, the card chosen to give in a Business Center exchange, whether
the income-by-roll table is open, and a human's finished turn waiting for its End turn. Only
the controller writes it."""

from __future__ import annotations

from dataclasses import dataclass

from .layout import Target

Point = tuple[int, int]


@dataclass
class UIState:
    bottom: int = 0
    """The city drawn at the bottom: the held turn's, else the viewer's, else the human's
    whose turn it is, else the last one shown (no jumping while a computer plays)."""
    mouse: Point = (-1, -1)
    give: str | None = None
    """Business Center: the own establishment chosen to give (dropped once not legal)."""
    show_income: bool = False
    """The income-by-roll table is open over the market."""
    held: int | None = None
    """A human seat whose finished turn waits for its End turn: the table plays nothing
    else meanwhile, so Undo stays in reach."""
    held_version: int = -1
    """The match version the hold belongs to (another position ends it)."""
    held_turn: int = 0
    """The number of the held turn (the game already counts the next one)."""
    hint: Target | None = None
    """A suggested move's card or landmark, lit (the Hint, the review's better move)."""
    hint_version: int = -1
    """The match version the hint belongs to (another position drops it)."""
    dice: tuple[int, ...] = ()
    """The last roll that lay on the table: it stays there while a finished turn is held."""

    def holding(self, version: int) -> int | None:
        """The seat whose finished turn is held at match ``version``, or None."""
        return self.held if self.held is not None and self.held_version == version else None
