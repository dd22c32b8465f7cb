"""Saving, loading, checking and listing save files.

Save files are untrusted input. Reading goes through cheap gates before anything big is built:
file size, nesting depth (scanned without recursion, in linear time), JSON (numbers that are
not finite or of 2**64 and beyond refused with their path), the format name, the format
version, the pydantic schema, the game, the config, the digest of the stored position, and
finally a replay of every action, whose resulting position must match the stored one.

Two readers share those gates and differ only when the replay fails:

* :func:`check_file` is strict (``python -m game saves check``): any failure is an error,
  e.g. ``"x.json: illegal action at step 12: ..."``.
* :func:`load_match` is lenient (the app): when the actions no longer replay (an illegal or
  unreadable action, or the engine raising) but the stored position is intact (its digest
  matches) and the game accepts it, the game continues from that position with
  ``history_lost=True`` and a message saying so (undo is unavailable). A replay that succeeds
  but reaches a different position is an error for both: we cannot tell which half is right.

Listing (:func:`list_saves`, :func:`latest_save`) reads only each file's header (its first line,
see :mod:`.model`) and last bytes, so a list costs the same whatever the files hold; a bad file
is marked bad, never waited on. A file in the older layout is parsed whole for the list, up to
``LEGACY_LIMIT``.

Every :class:`SaveError` reads as one line, ``<file name>: <problem>``; a failed read never
changes the file. A folder that cannot be used is a :class:`StorageError` (an ``OSError``) or a
``SaveError`` with ``text`` set, one sentence either way (:mod:`.errors`).
"""

from __future__ import annotations

import json
import os
import secrets
import stat
import weakref
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

import game
from game.engine import registry
from game.engine.match import Match
from game.engine.protocol import GameConfig, IllegalAction
from game.engine.registry import GameInfo

from . import jsontext, paths
from .atomic import backup_path, clean_temp_files, write_atomic
from .errors import SaveError as SaveError
from .errors import StorageError as StorageError
from .errors import display_name as display_name
from .errors import english, folder_problem, one_line
from .header import HEAD_BYTES, NoHeader, header_members, json_problem
from .jsontext import NumberError
from .model import (
    FORMAT_NAME,
    FORMAT_VERSION,
    SaveFile,
    SaveHeader,
    digest,
    normalize,
    utc_now,
)

MAX_BYTES = 20 * 1024 * 1024
"""Largest save we read or write (a long game is well under 1 MB)."""
MAX_DEPTH = 64
"""Deepest nesting of arrays/objects we parse (positions nest under 10 levels)."""


# --- errors and results -------------------------------------------------------------------

@dataclass(frozen=True)
class SaveSummary:
    """What a load screen or ``saves list`` shows; ``error`` is set for a bad file."""

    path: Path
    game_id: str
    game_name_key: str | None
    players: list[str]
    moves: int
    saved_at: datetime
    finished: bool
    error: str | None = None
    error_code: str | None = None
    """The kind of ``error`` (a :class:`SaveError` code, or ``"unexpected"``) for UIs that
    translate."""


@dataclass
class LoadResult:
    match: Match
    history_lost: bool
    """True when undo must stay off: the actions before the current position are gone."""
    message: str | None
    """One line for the player when something was recovered; ``None`` for a clean load."""


# --- what we remember about a loaded or saved match ----------------------------------------

@dataclass
class _Meta:
    created_at: datetime
    start_position: dict[str, Any] | None
    review: dict[str, Any] | None = None
    """The computer's review kept in the save (plain data of ``game.ai.review``)."""
    path: Path | None = None
    """The file the match was last loaded from or saved to."""


_META: weakref.WeakKeyDictionary[Match, _Meta] = weakref.WeakKeyDictionary()


def history_lost(match: Match) -> bool:
    """True for a match continued from a stored position (its log does not start at the seed)."""
    meta = _META.get(match)
    return meta is not None and meta.start_position is not None


def start_state(match: Match) -> Any:
    """A fresh state from which ``match.log`` replays: the stored start position of a game
    continued from one, else the game set up from its config and seed (replay, the log)."""
    meta = _META.get(match)
    if meta is not None and meta.start_position is not None:
        return match.rules.from_position(meta.start_position)
    return match.rules.new_game(match.config, match.seed)


# --- the gates ----------------------------------------------------------------------------

def _as_path(path: str | os.PathLike[str]) -> Path:
    return path if isinstance(path, Path) else Path(path)  # a listing makes 1,000 of them


def nesting_exceeds(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """True if arrays/objects in ``data`` nest deeper than ``limit`` (linear; see
    :func:`jsontext.nesting_exceeds`)."""
    return jsontext.nesting_exceeds(data, limit)


def _read_bytes(path: Path) -> tuple[bytes, int]:
    """The file's bytes and its size; every failure is a :class:`SaveError`."""
    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise SaveError(path, "is a folder, not a save file", "unreadable")
        if not stat.S_ISREG(st.st_mode):
            raise SaveError(path, "not a regular file", "unreadable")
        if st.st_size > MAX_BYTES:
            raise SaveError(path, _too_large(st.st_size), "too_large")
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(path, "file not found", "missing") from None
    except PermissionError:
        raise SaveError(path, "cannot read the file (permission denied)", "unreadable") from None
    except OSError as exc:
        raise SaveError(path, f"cannot read the file ({exc.strerror or exc})", "unreadable") from None
    if len(data) > MAX_BYTES:
        raise SaveError(path, _too_large(len(data)), "too_large")
    return data, max(st.st_size, len(data))


def _too_large(size: int) -> str:
    return f"too large ({size / 2**20:.1f} MB; a save may be at most {MAX_BYTES // 2**20} MB)"


def _number_error(path: Path, exc: NumberError) -> SaveError:
    if exc.syntax:
        return SaveError(path, f"not JSON ({exc.path}: {exc.problem})", "not_json")
    return SaveError(path, f"not a valid save: {exc.path}: {exc.problem}", "bad_number")


def _parse(path: Path, data: bytes) -> Any:
    if not data.strip():
        raise SaveError(path, "empty file", "empty")
    if nesting_exceeds(data):
        raise SaveError(path, f"too deeply nested (more than {MAX_DEPTH} levels)", "too_deep")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(path, "not JSON: the file is not UTF-8 text", "not_json") from None
    try:
        return jsontext.loads(text)
    except RecursionError:
        raise SaveError(path, "too deeply nested", "too_deep") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, json_problem(exc, text), "not_json") from None
    except NumberError as exc:
        raise _number_error(path, exc) from None
    except jsontext.DuplicateKeyError as exc:
        raise SaveError(path, f"not a valid save: {exc}", "schema") from None
    except ValueError as exc:
        raise SaveError(path, f"not JSON ({exc})", "not_json") from None


def _check_format(path: Path, raw: Any) -> None:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        raise SaveError(path, "not a City Builders save (valid JSON, but not in the save format)",
                        "not_save")
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, "not a valid save: format_version must be a whole number from 1")
    if version > FORMAT_VERSION:
        raise SaveError(path, f"made by a newer version of City Builders (save format {version};"
                              f" this version reads up to {FORMAT_VERSION})", "newer_format")


def _schema_error(path: Path, exc: ValidationError) -> SaveError:
    errors = exc.errors(include_url=False, include_input=False)
    first = errors[0]
    loc = ".".join(str(x) for x in first["loc"]) or "document"
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    msg = first["msg"].removeprefix("Value error, ")
    return SaveError(path, f"not a valid save: {loc}: {msg}{more}", "schema")


def _validate(path: Path, raw: Any) -> SaveFile:
    _check_format(path, raw)
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise _schema_error(path, exc) from None


def _game(path: Path, model: SaveHeader) -> tuple[GameInfo, GameConfig]:
    try:
        info = registry.get(model.game_id)
    except KeyError:
        raise SaveError(path, f"unknown game {model.game_id!r}", "unknown_game") from None
    except Exception as exc:  # a game package that fails to import
        raise SaveError(path, f"cannot load the game {model.game_id!r} ({_describe(exc)})",
                        "unknown_game") from None
    config = GameConfig.from_json(model.config.model_dump())
    reason = info.validate_config(config)
    if reason:
        raise SaveError(path, f"the players or options do not fit {info.id}: {reason}", "bad_config")
    return info, config


def _read(path: Path) -> tuple[SaveFile, GameInfo, GameConfig]:
    """Every gate short of the replay."""
    return _read_model(path, _validate(path, _parse(path, _read_bytes(path)[0])))


def _read_model(path: Path, model: SaveFile) -> tuple[SaveFile, GameInfo, GameConfig]:
    info, config = _game(path, model)
    if digest(model.position) != model.digest:
        raise SaveError(path, "digest mismatch: the saved position was changed after saving",
                        "digest_mismatch")
    return model, info, config


class _Unreplayable(Exception):
    def __init__(self, problem: str, code: str) -> None:
        super().__init__(problem)
        self.problem = problem
        self.code = code


def _replay(model: SaveFile, info: GameInfo, config: GameConfig) -> Match:
    """Rebuild the match as :meth:`Match.replay` does (``Match.new`` + ``Match.play`` per
    action), but able to start from ``start_position`` and naming the step of any failure."""
    try:
        if model.start_position is None:
            match = Match.new(info, config, model.seed)
        else:
            match = Match(info, config, model.seed, info.rules.from_position(model.start_position))
    except Exception as exc:  # a game bug or a bad start position: report, never crash
        raise _Unreplayable(f"cannot set up the game: {_describe(exc)}", "replay_failed") from None
    rules = info.rules
    for step, raw in enumerate(model.actions, start=1):
        try:
            action = rules.action_from_json(raw)
        except Exception as exc:
            raise _Unreplayable(f"illegal action at step {step}: not an action of {info.id}"
                                f" ({_describe(exc)})", "illegal_action") from None
        try:
            match.play(action)
        except IllegalAction as exc:
            raise _Unreplayable(f"illegal action at step {step}: {exc.reason}",
                                "illegal_action") from None
        except Exception as exc:
            raise _Unreplayable(f"replay failed at step {step}: {_describe(exc)}",
                                "replay_failed") from None
    return match


def _describe(exc: BaseException) -> str:
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _check_replayed(path: Path, model: SaveFile, match: Match) -> None:
    try:
        replayed = normalize(match.rules.position(match.state))
    except Exception as exc:
        raise SaveError(path, f"replay failed: {_describe(exc)}", "replay_failed") from None
    if replayed != model.position or digest(replayed) != model.digest:
        raise SaveError(path, "the saved position does not match its moves (digest mismatch"
                              " after replay)", "position_mismatch")


def _summary(path: Path, model: SaveHeader, info: GameInfo | None) -> SaveSummary:
    return SaveSummary(path=path, game_id=model.game_id,
                       game_name_key=info.name_key if info else None,
                       players=[p.name for p in model.config.players], moves=model.moves,
                       saved_at=model.saved_at.astimezone(UTC), finished=model.finished)


# --- public API -----------------------------------------------------------------------------

def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """The validated document (size, depth, JSON, format, version and schema gates only)."""
    p = Path(path)
    return _validate(p, _parse(p, _read_bytes(p)[0]))


def check_file(path: str | os.PathLike[str]) -> SaveSummary:
    """Strict check: every gate and a full replay must pass; raises :class:`SaveError`."""
    p = Path(path)
    model, info, config = _read(p)
    try:
        match = _replay(model, info, config)
    except _Unreplayable as exc:
        raise SaveError(p, exc.problem, exc.code) from None
    _check_replayed(p, model, match)
    if match.is_over != model.finished:
        raise SaveError(p, "not a valid save: finished does not match the game")
    return _summary(p, model, info)


def load_match(path: str | os.PathLike[str]) -> LoadResult:
    """Load for play. Falls back to the stored position when only the replay fails (see the
    module docs); raises :class:`SaveError` otherwise."""
    p = Path(path)
    model, info, config = _read(p)
    try:
        match = _replay(model, info, config)
    except _Unreplayable as exc:
        try:
            state = info.rules.from_position(model.position)
        except Exception as pexc:
            raise SaveError(p, f"{exc.problem}; the saved position cannot be used either"
                               f" ({_describe(pexc)})", exc.code) from None
        match = Match(info, config, model.seed, state)
        _META[match] = _Meta(model.created_at, model.position)
        message = (f"{display_name(p)}: the move history could not be replayed ({exc.problem});"
                   " the game continues from the saved position and undo is not available")
        return LoadResult(match, True, one_line(message, 400))
    _check_replayed(p, model, match)
    _META[match] = _Meta(model.created_at, model.start_position, model.review, p)
    if model.start_position is not None:
        return LoadResult(match, True, f"{display_name(p)}: this game was continued from a saved"
                                       " position, so its early moves are lost; undo is not"
                                       " available")
    return LoadResult(match, False, None)


def cached_review(match: Match) -> dict[str, Any] | None:
    """The review kept with ``match``'s save (loaded with it or kept since), or None."""
    meta = _META.get(match)
    return meta.review if meta is not None else None


def keep_review(match: Match, review: dict[str, Any]) -> None:
    """Keep ``review`` (plain data) with ``match`` and in the file it was loaded from or saved
    to, if any (rewritten atomically like any save; a failure is a :class:`SaveError`)."""
    meta = _META.get(match)
    if meta is None:
        meta = _META[match] = _Meta(utc_now(), None)
    meta.review = review
    if meta.path is not None:
        save_match(match, meta.path)


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """``<saves_dir>/<game_id>-<YYYYmmdd-HHMMSS>-<rand>.json`` (local time, as people read it)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return (folder or paths.saves_dir()) / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


def _not_saved(target: Path, exc: OSError, folder: Path) -> SaveError:
    text = folder_problem(exc, folder)
    return SaveError(target, f"not saved: {english(text)}", "write_failed", text)


def save_match(match: Match, path: str | os.PathLike[str] | None = None) -> Path:
    """Write ``match`` atomically (previous version kept as ``<name>.bak``); returns the path.

    Called after every action for autosave, so it only serialises and writes: a long game
    is a few hundred kB at most. Every failure is a :class:`SaveError`; when the folder is at
    fault (read-only, full, missing) its ``text`` says so for translation.
    """
    try:
        target = Path(path) if path is not None else new_save_path(match.info.id)
    except OSError as exc:
        folder = paths.home() / "saves"
        raise _not_saved(folder, exc, folder) from None
    meta = _META.get(match)
    now = utc_now()
    try:
        position = normalize(match.rules.position(match.state), "position")
        model = SaveFile.model_validate({
            "format": FORMAT_NAME, "format_version": FORMAT_VERSION,
            "app_version": game.__version__, "game_id": match.info.id, "saved_at": now,
            "created_at": meta.created_at if meta else now, "finished": match.is_over,
            "moves": len(match.log), "config": match.config.to_json(), "seed": match.seed,
            "digest": digest(position), "start_position": meta.start_position if meta else None,
            "actions": normalize(match.actions_json(), "actions"), "position": position,
            "review": meta.review if meta else None})
        data = model.to_bytes()
    except NumberError as exc:  # loading would refuse it: refuse before touching disk
        raise SaveError(target, f"cannot save this game: {exc}", "bad_number") from None
    except Exception as exc:  # a position the format cannot hold: refuse before touching disk
        raise SaveError(target, f"cannot save this game: {_describe(exc)}", "write_failed") from None
    if len(data) > MAX_BYTES:
        raise SaveError(target, f"cannot save: {_too_large(len(data))}", "too_large")
    if nesting_exceeds(data):
        raise SaveError(target, f"cannot save: nested more than {MAX_DEPTH} levels", "too_deep")
    try:
        write_atomic(target, data)
    except OSError as exc:
        raise _not_saved(target, exc, target.parent) from None
    if meta is None:
        meta = _META[match] = _Meta(now, None)
    meta.path = target
    return target


# --- listing: headers only ------------------------------------------------------------------

LEGACY_LIMIT = 2 * 1024 * 1024
"""A file without a header in its first bytes (written before headers came first) is parsed
whole for the list only up to this size; beyond it, it is listed as bad (``saves check`` and
loading still read it)."""


def _read_ends(path: Path) -> tuple[bytes, bytes, int]:
    """The first ``HEAD_BYTES`` of the file, its last 64 bytes and its size, with one open
    (a listing does this for every file). Failures are :class:`SaveError` as in a full read."""
    try:
        # O_NONBLOCK: opening a FIFO named like a save must not wait for a writer.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file", "unreadable") from None
    except FileNotFoundError:
        raise SaveError(path, "file not found", "missing") from None
    except PermissionError:
        raise SaveError(path, "cannot read the file (permission denied)", "unreadable") from None
    except OSError as exc:
        raise SaveError(path, f"cannot read the file ({exc.strerror or exc})", "unreadable") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise SaveError(path, "is a folder, not a save file", "unreadable")
        if not stat.S_ISREG(st.st_mode):
            raise SaveError(path, "not a regular file", "unreadable")
        if st.st_size > MAX_BYTES:
            raise SaveError(path, _too_large(st.st_size), "too_large")
        head = os.read(fd, min(st.st_size, HEAD_BYTES) or 1)
        tail = head
        if len(head) < st.st_size:
            os.lseek(fd, max(0, st.st_size - 64), os.SEEK_SET)
            tail = os.read(fd, 64)
        return head, tail, st.st_size
    except OSError as exc:
        raise SaveError(path, f"cannot read the file ({exc.strerror or exc})", "unreadable") from None
    finally:
        os.close(fd)


def _header_of(p: Path, data: bytes, tail: bytes, size: int) -> SaveHeader:
    """The header from the first bytes of the file (``data``; ``tail``: its last bytes),
    raising as the full read would where it can tell; ``NoHeader`` when it cannot."""
    try:
        members = header_members(data, len(data) >= size, MAX_DEPTH)
    except NumberError as exc:
        raise _number_error(p, exc) from None
    except jsontext.DuplicateKeyError as exc:
        raise SaveError(p, f"not a valid save: {exc}", "schema") from None
    # A save cut short almost never ends in "}" (its last byte closes the whole document).
    if not tail.rstrip().endswith(b"}"):
        raise NoHeader("not JSON (the file ends before the save does; it looks cut short)",
                       definite=True)
    _check_format(p, members)
    try:
        return SaveHeader.model_validate(members)
    except ValidationError as exc:
        raise _schema_error(p, exc) from None


def read_header(path: str | os.PathLike[str]) -> SaveHeader:
    """The header of a save, reading only the start of the file (and its last bytes, to see
    that it is not cut short). Raises :class:`SaveError`.

    A file small enough to be read whole is, on any problem, judged by the full gates, so its
    message is the one ``saves check`` gives. A larger file is judged on its first
    ``HEAD_BYTES`` alone, unless it has no header there (an older file: parsed whole up to
    ``LEGACY_LIMIT``).
    """
    p = _as_path(path)
    data, tail, size = _read_ends(p)
    complete = len(data) >= size
    try:
        return _header_of(p, data, tail, size)
    except (SaveError, NoHeader) as exc:
        definite = not isinstance(exc, NoHeader) or exc.definite
        if complete or (not definite and size <= LEGACY_LIMIT):
            # Small, or an older file: the full gates (linear, bounded) give the exact reason.
            return _validate(p, _parse(p, data if complete else _read_bytes(p)[0]))
        if isinstance(exc, SaveError):
            raise
        if definite:
            code = "not_json" if exc.reason.startswith("not JSON") else (
                "too_deep" if "nested" in exc.reason else "not_save")
            raise SaveError(p, exc.reason, code) from None
        raise SaveError(p, f"not a City Builders save: no save header at its start ({exc.reason})",
                        "not_save") from None


_GameMemo = dict[tuple[str, str], "GameInfo | tuple[str, str]"]


def _listed_game(p: Path, header: SaveHeader, memo: _GameMemo | None) -> GameInfo:
    """:func:`_game` for a listing, remembering the verdict per game and config (many saves
    share them, and a game's config check is the slowest step of a listing entry)."""
    if memo is None:
        return _game(p, header)[0]
    key = (header.game_id, header.config.model_dump_json())
    verdict = memo.get(key)
    if verdict is None:
        try:
            verdict = _game(p, header)[0]
        except SaveError as exc:
            verdict = (exc.problem, exc.code)
        memo[key] = verdict
    if isinstance(verdict, tuple):
        raise SaveError(p, *verdict)
    return verdict


def summarize(path: str | os.PathLike[str], memo: _GameMemo | None = None) -> SaveSummary:
    """A listing entry from the file's header (:func:`read_header`) and its game: the rest of
    the file is neither parsed nor replayed, so listing stays fast whatever the files hold. A
    bad file gets ``error`` set; what could be read of it is kept (else its modification time
    serves as ``saved_at``). Never raises. ``memo`` shares game checks between entries."""
    p = _as_path(path)
    header: SaveHeader | None = None
    try:
        header = read_header(p)
        info = _listed_game(p, header, memo)
        return _summary(p, header, info)
    except SaveError as exc:
        error, code = str(exc), exc.code
    except Exception as exc:  # the listing must never fail because of one file
        error = f"{display_name(p)}: unexpected problem ({one_line(_describe(exc), 200)})"
        code = "unexpected"
    if header is not None:
        return replace(_summary(p, header, None), error=error, error_code=code)
    try:
        mtime = datetime.fromtimestamp(os.stat(p).st_mtime, UTC)
    except OSError:
        mtime = datetime.fromtimestamp(0, UTC)
    return SaveSummary(path=p, game_id="", game_name_key=None, players=[], moves=0,
                       saved_at=mtime, finished=False, error=error, error_code=code)


def _save_files(folder: Path) -> list[Path]:
    """Every entry named ``*.json`` but folders: a link that loops, a link into a folder that
    cannot be entered or a special file is listed too, as a bad entry of its own, so one bad
    entry never hides the others (or the folder)."""
    try:
        with os.scandir(folder) as entries:
            return [folder / e.name for e in entries
                    if e.name.endswith(".json") and not _is_folder(e)]
    except (FileNotFoundError, NotADirectoryError):
        return []
    except OSError as exc:
        raise StorageError(exc, folder, "read") from None


def _is_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:  # a link that loops or cannot be followed: its own row says why
        return False


def list_saves(folder: str | os.PathLike[str] | None = None, *, deep: bool = False) -> list[SaveSummary]:
    """Every ``*.json`` in ``folder`` (default: the saves folder), newest first.

    A folder that does not exist (and cannot be created) holds no saves; one that cannot be
    read raises :class:`StorageError`. With ``deep`` each file is also replayed
    (:func:`check_file`), as ``saves check`` does.
    """
    if folder is not None:
        where = Path(folder)
    else:
        try:
            where = paths.saves_dir()
        except OSError:  # e.g. a read-only data folder without a saves folder yet
            where = paths.home() / "saves"
    memo: _GameMemo = {}
    out = [_deep_summary(f) if deep else summarize(f, memo) for f in _save_files(where)]
    out.sort(key=lambda s: (s.saved_at, s.path.name), reverse=True)
    return out


def _deep_summary(path: Path) -> SaveSummary:
    quick = summarize(path)
    if quick.error is not None:
        return quick
    try:
        return check_file(path)
    except Exception as exc:
        error = str(exc) if isinstance(exc, SaveError) else f"{display_name(path)}: {_describe(exc)}"
        code = exc.code if isinstance(exc, SaveError) else "unexpected"
        return SaveSummary(path=path, game_id=quick.game_id, game_name_key=quick.game_name_key,
                           players=quick.players, moves=quick.moves, saved_at=quick.saved_at,
                           finished=quick.finished, error=one_line(error), error_code=code)


def latest_save(folder: str | os.PathLike[str] | None = None) -> Path | None:
    """The newest good save of a game still in progress (the menu's "Continue"); a game left
    before its first move is not one."""
    for s in list_saves(folder):
        if s.error is None and not s.finished and s.moves:
            return s.path
    return None


def delete_save(path: str | os.PathLike[str]) -> None:
    """Remove a save and its backup (the load screen asks for confirmation first)."""
    p = Path(path)
    for f in (p, backup_path(p)):
        try:
            f.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            text = folder_problem(exc, f.parent)
            raise SaveError(f, f"not deleted: {english(text)}", "write_failed", text) from None


def clean_data_folder() -> list[Path]:
    """At start-up: remove what writes killed half-way left in the data folder and the saves
    folder (see :func:`atomic.clean_temp_files`; saves and backups are never touched). Creates
    nothing and never raises; returns the removed files."""
    home = paths.home()
    return clean_temp_files(home) + clean_temp_files(home / "saves")
