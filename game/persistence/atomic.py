"""Crash-safe file writes.

The new content goes to a temporary file in the same folder (so the final rename never
crosses file systems), is flushed and fsynced, then ``os.replace``-d over the target. Readers
therefore see either the old file or the new one, never half of one. The previous version is
kept beside it as ``<name>.bak``; the live file exists at every moment of the write.

A process killed mid-write leaves its temporary file behind (``.<name>.<8 random>.tmp``);
:func:`clean_temp_files` removes such files once they are clearly abandoned.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
import time
from pathlib import Path

TMP_SUFFIX = ".tmp"
TMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}" + re.escape(TMP_SUFFIX))
"""What :func:`_tmp_in` names files (``tempfile.mkstemp``: 8 characters of a-z, 0-9 and _)."""
STALE_AFTER = 30.0
"""Seconds without any change after which a temporary file is abandoned (a write takes
milliseconds; a slow disk, seconds)."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open folders, which is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _tmp_in(folder: Path, name: str) -> tuple[int, str]:
    # Hidden and ending in .tmp, so save listings (``*.json``) never pick it up.
    return tempfile.mkstemp(prefix=f".{name}.", suffix=TMP_SUFFIX, dir=folder)


def _keep_backup(path: Path) -> None:
    """Copy the current ``path`` to ``<name>.bak`` atomically, leaving ``path`` in place.

    A hard link costs nothing; where links are not supported we copy the bytes.
    """
    bak = backup_path(path)
    fd, tmp = _tmp_in(path.parent, bak.name)
    os.close(fd)
    try:
        os.unlink(tmp)
        try:
            os.link(path, tmp)
        except OSError:
            shutil.copyfile(path, tmp)
        os.replace(tmp, bak)
    finally:
        # rename() between two links of one file is a no-op that leaves the source behind.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def write_atomic(path: str | os.PathLike[str], data: bytes, *, backup: bool = True) -> Path:
    """Write ``data`` to ``path`` atomically; with ``backup`` keep the old file as ``.bak``.

    On any failure the previous file is untouched and no temporary file is left behind.
    """
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = _tmp_in(folder, target.name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup and target.is_file():
            _keep_backup(target)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(folder)
    return target


def clean_temp_files(folder: str | os.PathLike[str], *, older_than: float = STALE_AFTER,
                     now: float | None = None) -> list[Path]:
    """Remove the temporary files interrupted writes left in ``folder``; returns them.

    Only regular files named as :func:`_tmp_in` names them and unchanged for ``older_than``
    seconds are removed: a save, a backup or a write in progress (another window of the app)
    is never touched. The inode change time counts too, since making the backup links a file
    whose modification time is old. Never raises; a folder that cannot be read is skipped.
    """
    removed: list[Path] = []
    moment = time.time() if now is None else now
    try:
        with os.scandir(folder) as it:
            entries = [e for e in it if TMP_NAME.fullmatch(e.name)]
    except OSError:
        return removed
    for entry in entries:
        try:
            st = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(st.st_mode) or moment - max(st.st_mtime, st.st_ctime) < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
