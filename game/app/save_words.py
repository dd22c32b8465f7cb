"""A save file's problem in the player's language: one sentence by the problem's kind (the
``code`` of :class:`~game.persistence.saves.SaveError`, the ``error_code`` of a listing
entry), never the English diagnostic the command line prints, nor an engine catalog key."""

from __future__ import annotations

from typing import Any

from game.persistence.errors import display_name
from game.ui import i18n
from game.ui.i18n import t


def problem(code: str | None, fallback: str) -> str:
    """What is wrong with a file, as a clause ("the file is not a save of this game")."""
    key = f"app.save_problem.{code}"
    if code and i18n.has(key):
        return t(key)
    return fallback


def line(file: str, code: str | None, fallback: str) -> str:
    """"<file>: <problem>" in words."""
    return t("app.save_problem.line", file=file, problem=problem(code, fallback))


def error_words(exc: Any) -> str:
    """``exc`` (a SaveError) as "<file>: <problem>" in words; a folder's problem (its
    ``text``) as that sentence."""
    text = getattr(exc, "text", None)
    if text is not None and i18n.has(getattr(text, "key", "")):
        return str(i18n.words(text))
    path = getattr(exc, "path", None)
    name = display_name(path) if path is not None else "?"
    return line(name, getattr(exc, "code", None), getattr(exc, "problem", str(exc)))
