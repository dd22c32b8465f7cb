"""Saving, loading, checking and listing save files.

Save files are untrusted input. Reading goes through cheap gates before anything big is built:
file size, nesting depth (scanned without recursion), JSON, the format name, the format
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

Every :class:`SaveError` reads as one line, ``<file name>: <problem>``; a failed read never
changes the file.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import weakref
from collections.abc import Iterable
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

from . import paths
from .atomic import backup_path, write_atomic
from .model import FORMAT_NAME, FORMAT_VERSION, SaveFile, digest, normalize, utc_now

MAX_BYTES = 20 * 1024 * 1024
"""Largest save we read or write (a long game is well under 1 MB)."""
MAX_DEPTH = 64
"""Deepest nesting of arrays/objects we parse (positions nest under 10 levels)."""


# --- errors and results -------------------------------------------------------------------

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def _one_line(text: str, limit: int = 300) -> str:
    text = _CONTROL.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 3] + "..."


def display_name(path: str | os.PathLike[str]) -> str:
    """The file's name as shown in messages (control characters replaced)."""
    p = Path(path)
    return _one_line(p.name or str(p), 120) or "?"


class SaveError(Exception):
    """A save that cannot be read or written. ``str(exc)`` is ``"<file name>: <problem>"``.

    ``code`` is a short machine-readable kind (``missing``, ``unreadable``, ``too_large``,
    ``too_deep``, ``empty``, ``not_json``, ``not_save``, ``newer_format``, ``schema``,
    ``unknown_game``, ``bad_config``, ``digest_mismatch``, ``position_mismatch``,
    ``illegal_action``, ``replay_failed``, ``write_failed``) for UIs that translate.
    """

    def __init__(self, path: str | os.PathLike[str], problem: str, code: str = "schema") -> None:
        self.path = Path(path)
        self.problem = _one_line(problem)
        self.code = code
        super().__init__(f"{display_name(path)}: {self.problem}")


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


_META: weakref.WeakKeyDictionary[Match, _Meta] = weakref.WeakKeyDictionary()


def history_lost(match: Match) -> bool:
    """True for a match continued from a stored position (its log does not start at the seed)."""
    meta = _META.get(match)
    return meta is not None and meta.start_position is not None


# --- the gates ----------------------------------------------------------------------------

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_OPENERS = frozenset(b"[{")


def nesting_exceeds(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """True if arrays/objects in ``data`` nest deeper than ``limit`` (no recursion, no parse)."""
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    for b in _STRING.sub(b"", data).translate(None, _NOT_BRACKETS):
        if b in _OPENERS:
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _read_bytes(path: Path) -> bytes:
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
    return data


def _too_large(size: int) -> str:
    return f"too large ({size / 2**20:.1f} MB; a save may be at most {MAX_BYTES // 2**20} MB)"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


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
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise SaveError(path, "too deeply nested", "too_deep") from None
    except json.JSONDecodeError as exc:
        # A file cut inside a string fails at the string's start, not at the end.
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        hint = "; the file looks cut short" if cut else ""
        raise SaveError(path, f"not JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}{hint})",
                        "not_json") from None
    except ValueError as exc:
        raise SaveError(path, f"not JSON ({exc})", "not_json") from None


def _validate(path: Path, raw: Any) -> SaveFile:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
        raise SaveError(path, "not a City Builders save (valid JSON, but not in the save format)",
                        "not_save")
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, "not a valid save: format_version must be a whole number from 1")
    if version > FORMAT_VERSION:
        raise SaveError(path, f"made by a newer version of City Builders (save format {version};"
                              f" this version reads up to {FORMAT_VERSION})", "newer_format")
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors(include_url=False, include_input=False)
        first = errors[0]
        loc = ".".join(str(x) for x in first["loc"]) or "document"
        more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
        msg = first["msg"].removeprefix("Value error, ")
        raise SaveError(path, f"not a valid save: {loc}: {msg}{more}", "schema") from None


def _game(path: Path, model: SaveFile) -> tuple[GameInfo, GameConfig]:
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
    return _read_model(path, _validate(path, _parse(path, _read_bytes(path))))


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


def _summary(path: Path, model: SaveFile, info: GameInfo | None) -> SaveSummary:
    return SaveSummary(path=path, game_id=model.game_id,
                       game_name_key=info.name_key if info else None,
                       players=[p.name for p in model.config.players], moves=model.moves,
                       saved_at=model.saved_at, finished=model.finished)


# --- public API -----------------------------------------------------------------------------

def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """The validated document (size, depth, JSON, format, version and schema gates only)."""
    p = Path(path)
    return _validate(p, _parse(p, _read_bytes(p)))


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
        return LoadResult(match, True, _one_line(message, 400))
    _check_replayed(p, model, match)
    _META[match] = _Meta(model.created_at, model.start_position)
    if model.start_position is not None:
        return LoadResult(match, True, f"{display_name(p)}: this game was continued from a saved"
                                       " position, so its early moves are lost; undo is not"
                                       " available")
    return LoadResult(match, False, None)


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """``<saves_dir>/<game_id>-<YYYYmmdd-HHMMSS>-<rand>.json`` (local time, as people read it)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return (folder or paths.saves_dir()) / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


def save_match(match: Match, path: str | os.PathLike[str] | None = None) -> Path:
    """Write ``match`` atomically (previous version kept as ``<name>.bak``); returns the path.

    Called after every action for autosave, so it only serialises and writes: a long game
    is a few hundred kB at most.
    """
    try:
        target = Path(path) if path is not None else new_save_path(match.info.id)
    except OSError as exc:
        raise SaveError(paths.home() / "saves", f"cannot create the saves folder ({exc})",
                        "write_failed") from None
    meta = _META.get(match)
    now = utc_now()
    try:
        position = normalize(match.rules.position(match.state))
        model = SaveFile(
            format=FORMAT_NAME, format_version=FORMAT_VERSION, app_version=game.__version__,
            game_id=match.info.id, config=match.config.to_json(), seed=match.seed,
            start_position=meta.start_position if meta else None,
            actions=normalize(match.actions_json()), position=position,
            digest=digest(position), created_at=meta.created_at if meta else now,
            saved_at=now, finished=match.is_over, moves=len(match.log))
        data = model.to_bytes()
    except Exception as exc:  # a position the format cannot hold: refuse before touching disk
        raise SaveError(target, f"cannot save this game: {_describe(exc)}", "write_failed") from None
    if len(data) > MAX_BYTES:
        raise SaveError(target, f"cannot save: {_too_large(len(data))}", "too_large")
    if nesting_exceeds(data):
        raise SaveError(target, f"cannot save: nested more than {MAX_DEPTH} levels", "too_deep")
    try:
        write_atomic(target, data)
    except OSError as exc:
        raise SaveError(target, f"cannot write the save ({exc.strerror or exc})",
                        "write_failed") from None
    if meta is None:
        _META[match] = _Meta(now, None)
    return target


def summarize(path: str | os.PathLike[str]) -> SaveSummary:
    """A listing entry: every gate short of the replay (so listing stays fast). A bad file
    gets ``error`` set; what could be read of it is kept (else its modification time serves
    as ``saved_at``). Never raises."""
    p = Path(path)
    model: SaveFile | None = None
    try:
        model = read_save(p)
        model, info, _config = _read_model(p, model)
        return _summary(p, model, info)
    except SaveError as exc:
        error = str(exc)
    except Exception as exc:  # the listing must never fail because of one file
        error = f"{display_name(p)}: unexpected problem ({_one_line(_describe(exc), 200)})"
    if model is not None:
        return replace(_summary(p, model, None), error=error)
    try:
        mtime = datetime.fromtimestamp(os.stat(p).st_mtime, UTC)
    except OSError:
        mtime = datetime.fromtimestamp(0, UTC)
    return SaveSummary(path=p, game_id="", game_name_key=None, players=[], moves=0,
                       saved_at=mtime, finished=False, error=error)


def list_saves(folder: str | os.PathLike[str] | None = None, *, deep: bool = False) -> list[SaveSummary]:
    """Every ``*.json`` in ``folder`` (default: the saves folder), newest first.

    With ``deep`` each file is also replayed (:func:`check_file`), as ``saves check`` does.
    """
    where = Path(folder) if folder is not None else paths.saves_dir()
    try:
        files: Iterable[Path] = [f for f in where.glob("*.json") if f.is_file()]
    except OSError:
        return []
    out = [_deep_summary(f) if deep else summarize(f) for f in files]
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
        return SaveSummary(path=path, game_id=quick.game_id, game_name_key=quick.game_name_key,
                           players=quick.players, moves=quick.moves, saved_at=quick.saved_at,
                           finished=quick.finished, error=_one_line(error))


def latest_save(folder: str | os.PathLike[str] | None = None) -> Path | None:
    """The newest good save of a game still in progress (the menu's "Continue")."""
    for s in list_saves(folder):
        if s.error is None and not s.finished:
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
            raise SaveError(f, f"cannot delete ({exc.strerror or exc})", "write_failed") from None
