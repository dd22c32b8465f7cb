"""Opening a save file at a fresh table (the menu's Continue and the load screen)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.persistence.errors import display_name
from game.ui.i18n import t


def open_save(app: Any, path: Path) -> bool:
    """Load ``path`` and show it at a fresh table above the menu. False (and a notice) if
    the file cannot be loaded."""
    from game.persistence.saves import SaveError, load_match

    from .save_words import error_words

    try:
        result = load_match(Path(path))
    except SaveError as exc:
        app.toast(error_words(exc), "error")
        return False
    except Exception as exc:  # noqa: BLE001 - untrusted input must never close the window
        app.toast(t("app.toast.load_failed", file=display_name(path), error=str(exc)), "error")
        return False
    app.nav.to_menu_then("table", match=result.match, save_path=Path(path))
    if result.history_lost or result.message:
        # the engine's English diagnostic stays for `saves check`; the player reads this
        app.toast(t("app.toast.history_lost"), "warning")
    return True
