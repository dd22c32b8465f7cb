"""What the Akropolis controller and views may read of the table they belong to.

``AkropolisUI`` owns the controller and the views and hands itself to them as this protocol,
so they depend on a description of the table rather than on ``ui.py`` (no import cycle): the
controller writes only its own ``UIState``, the views only read.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.ui.table.contract import TableContext

from .layout import Camera, Layout
from .model import TableQuery


class TableParts(Protocol):
    ctx: TableContext
    query: TableQuery
    lay: Layout
    ctl: Any
    """The controller (its ``state`` and ``camera``); typed loosely, since the controller
    itself is handed this protocol."""

    def focus(self) -> int: ...

    def home_seat(self) -> int: ...

    def seat_name(self, seat: int | None) -> str: ...

    def preview_info(self) -> tuple[dict[str, int], int] | None: ...

    def preview_buttons(self, placement: tuple[int, int, int] | None = None,
                        cam: Camera | None = None) -> dict[str, pygame.Rect]: ...
