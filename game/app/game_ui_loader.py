"""Loading a game's own UI for a table or a replay, with the generic table as the fallback."""

from __future__ import annotations

import logging

from game.engine import registry
from game.ui.table.contract import GameUI, TableContext

from .generic_ui import GenericUI

log = logging.getLogger(__name__)


def make_ui(ctx: TableContext) -> tuple[GameUI, str | None]:
    """The game's own UI, or the generic one with the reason the real one is missing."""
    path = ctx.info.ui
    if not path:
        return GenericUI(ctx), "no UI declared"
    try:
        cls = registry.load_attr(path)
        return cls(ctx), None
    except ModuleNotFoundError as exc:
        log.warning("game UI %s is not installed (%s); using the generic table", path, exc)
        return GenericUI(ctx), f"{type(exc).__name__}: {exc}"
    except Exception as exc:  # noqa: BLE001 - a broken game UI must not stop the table
        log.exception("game UI %s failed to load", path)
        return GenericUI(ctx), f"{type(exc).__name__}: {exc}"
