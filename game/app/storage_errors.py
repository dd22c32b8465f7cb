"""One translated sentence for a failed write to the data folder: no errno, no path.

Saves raise ``SaveError`` (its ``code`` says what kind) with the ``OSError`` behind it as
its context; settings raise the ``OSError`` itself. Players read what went wrong in words
they can act on (a full disk, a read-only folder), never a temporary file's name.
"""

from __future__ import annotations

import errno

from game.ui.i18n import t

FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}
MISSING = {errno.ENOENT, errno.ENOTDIR}


def os_error(exc: BaseException) -> OSError | None:
    """The OSError behind ``exc`` (itself, its cause or its context), if any."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError) and current.errno is not None:
            return current
        current = current.__cause__ or current.__context__
    return exc if isinstance(exc, OSError) else None


def reason(exc: BaseException) -> str:
    """Why a write failed, as a short translated clause."""
    if getattr(exc, "code", None) in ("too_large", "too_deep"):
        return t("app.storage.too_large")
    err = os_error(exc)
    code = err.errno if err is not None else None
    if code in FULL:
        return t("app.storage.full")
    if code in READ_ONLY or isinstance(err, PermissionError):
        return t("app.storage.read_only")
    if code in MISSING:
        return t("app.storage.missing")
    return t("app.storage.other")

