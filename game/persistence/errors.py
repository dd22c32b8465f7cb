"""What persistence tells people when something goes wrong: always one line.

* :class:`SaveError` - a save that cannot be read or written: ``"<file name>: <problem>"``.
* :class:`StorageError` - the data folder itself cannot be used (read-only, full, missing,
  no permission). It is an ``OSError``, so callers that catch ``OSError`` keep working, but its
  text is one sentence naming the folder, never errno codes or temporary-file paths.
* :func:`folder_problem` - any ``OSError`` as that sentence: a :class:`Text` (catalog key and
  fields) for UIs that translate, :func:`english` for the command line and ``str()``.
"""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path
from typing import Literal

from game.engine.protocol import Text

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def one_line(text: str, limit: int = 300) -> str:
    text = _CONTROL.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 3] + "..."


def display_name(path: str | os.PathLike[str]) -> str:
    """The file's name as shown in messages and lists, whatever bytes it holds: control
    characters replaced, bytes that are not UTF-8 written as ``\\xNN`` (a name from the disk
    may hold any bytes; printing it must never fail)."""
    p = Path(path)
    name = os.fsencode(p.name or str(p)).decode("utf-8", "backslashreplace")
    return one_line(name, 120) or "?"


FOLDER_TEXTS: dict[str, str] = {
    "persist.folder.read_only": "Cannot write to the data folder {folder}: it is read-only.",
    "persist.folder.write_denied": "Cannot write to the data folder {folder}: permission denied.",
    "persist.folder.read_denied": "Cannot read the data folder {folder}: permission denied.",
    "persist.folder.full": "Cannot write to the data folder {folder}: the disk is full.",
    "persist.folder.missing": "The data folder {folder} does not exist and cannot be created.",
    "persist.folder.blocked": "The data folder {folder} cannot be used: a file is in the way.",
    "persist.folder.write_failed": "Cannot write to the data folder {folder}: {reason}.",
    "persist.folder.read_failed": "Cannot read the data folder {folder}: {reason}.",
}
"""English texts of the folder messages (the same keys are in ``game/app/locale/messages.pot``)."""


def folder_problem(exc: OSError, folder: str | os.PathLike[str],
                   doing: Literal["read", "write"] = "write") -> Text:
    """``exc`` as one sentence about ``folder`` (the folder being read or written)."""
    where = one_line(str(folder), 200)
    code = exc.errno
    if code == errno.EROFS:
        key = "persist.folder.read_only"
    elif code in (errno.EACCES, errno.EPERM):
        key = f"persist.folder.{doing}_denied"
    elif code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        key = "persist.folder.full"
    elif code == errno.ENOENT:
        key = "persist.folder.missing"
    elif code in (errno.ENOTDIR, errno.EEXIST):
        key = "persist.folder.blocked"
    else:
        reason = one_line(exc.strerror or type(exc).__name__, 120).rstrip(".").lower()
        return Text(f"persist.folder.{doing}_failed", {"folder": where, "reason": reason})
    return Text(key, {"folder": where})


def english(text: Text) -> str:
    """A persistence :class:`Text` in English (what ``str()`` and the command line show)."""
    template = FOLDER_TEXTS.get(text.key, text.key)
    try:
        return template.format(**text.args)
    except (KeyError, IndexError, ValueError):
        return template


class StorageError(OSError):
    """The data folder cannot be used. ``text`` is the message to translate; ``str()`` is its
    English. ``errno`` is kept from the original error."""

    def __init__(self, exc: OSError, folder: str | os.PathLike[str],
                 doing: Literal["read", "write"] = "write") -> None:
        self.text = folder_problem(exc, folder, doing)
        self.folder = Path(folder)
        super().__init__(exc.errno, english(self.text))

    def __str__(self) -> str:
        return english(self.text)


class SaveError(Exception):
    """A save that cannot be read or written. ``str(exc)`` is ``"<file name>: <problem>"``.

    ``code`` is a short machine-readable kind (``missing``, ``unreadable``, ``too_large``,
    ``too_deep``, ``empty``, ``not_json``, ``bad_number``, ``not_save``, ``newer_format``,
    ``schema``, ``unknown_game``, ``bad_config``, ``digest_mismatch``, ``position_mismatch``,
    ``illegal_action``, ``replay_failed``, ``write_failed``) for UIs that translate.
    ``text`` is set when the cause is the folder rather than the file (a :func:`folder_problem`).
    """

    def __init__(self, path: str | os.PathLike[str], problem: str, code: str = "schema",
                 text: Text | None = None) -> None:
        self.path = Path(path)
        self.problem = one_line(problem)
        self.code = code
        self.text = text
        super().__init__(f"{display_name(path)}: {self.problem}")
