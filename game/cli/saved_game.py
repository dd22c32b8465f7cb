"""What the commands that read one saved game share: the language option checked and the save
loaded, every problem as the one line the command prints (never a traceback)."""

from __future__ import annotations

from pathlib import Path

from game.engine import Match


def open_saved(path: Path, lang: str) -> Match | str:
    """The game saved at ``path``, with ``lang`` set for its texts; or the line saying what is
    wrong (an unknown language, a file that is not a valid save)."""
    from game.persistence.saves import SaveError, display_name, load_match
    from game.ui import i18n

    if lang not in i18n.LANGUAGES:
        return f"unknown language {lang!r}; try: {', '.join(i18n.LANGUAGES)}"
    try:
        match = load_match(path).match
    except SaveError as exc:
        return str(exc)
    except Exception as exc:  # noqa: BLE001 - untrusted input: one line, never a traceback
        return f"{display_name(path)}: cannot be read ({type(exc).__name__}: {exc})"
    i18n.set_language(lang)
    return match
