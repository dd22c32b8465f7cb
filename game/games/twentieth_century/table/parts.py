"""What the 20th Century controller and painters may read of the table they belong to.

``TwentiethCenturyUI`` owns the controller and the painters and hands itself to them as this
protocol, so they depend on a description of the table rather than on ``ui.py`` (no import
cycle): the controller writes only its own ``UIState``, the painters only read.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from game.engine import Event
from game.ui.table.contract import TableContext

from .layout import Layout

T = TypeVar("T")


class TableParts(Protocol):
    ctx: TableContext
    lay: Layout
    ctl: Any
    """The controller (its ``state``, ``camera``, ``buttons``...); typed loosely, since the
    controller itself is handed this protocol."""
    view: Any
    captions: deque[Any]

    def memo(self, name: str, arg: Any, fn: Callable[[], T]) -> T: ...

    def focus(self) -> int: ...

    def home_seat(self) -> int: ...

    def fit_cells(self, seat: int) -> list[tuple[int, int]]: ...

    def tray_tiles(self) -> list[str]: ...

    def seat_name(self, seat: int | None) -> str: ...

    def holdings_visible(self, seat: int) -> bool: ...

    def holding_text(self, seat: int, which: str) -> str: ...

    def tech_name(self, tech: str | None) -> str: ...

    def catastrophe_name(self, cat: str | None) -> str: ...

    def card_name(self, card: str) -> str: ...

    def part_text(self, tech: str) -> list[str]: ...

    def eco_text(self, tech: str) -> str: ...

    def tech_tip(self, tech: str) -> str: ...

    def mode_label(self, mode: str, key: Any) -> str: ...

    def mode_tip(self, mode: str, key: Any) -> str: ...

    def event_words(self, event: Event) -> str | None: ...
