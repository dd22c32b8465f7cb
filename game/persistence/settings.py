"""The player's settings, kept in ``<home>/settings.json``.

Loading never fails: a missing, unreadable or broken file gives the defaults, and a single bad
value falls back to its own default while the good ones are kept. Loading never writes, so a
broken file stays as it is until the player saves settings again.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from . import jsontext, paths
from .atomic import write_atomic
from .errors import StorageError

MAX_SETTINGS_BYTES = 256 * 1024

AiSpeed = Literal["slow", "normal", "fast", "instant"]
Language = Literal["en", "cs", "pl"]


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    window_w: Annotated[StrictInt, Field(ge=640, le=16384)] = 1280
    window_h: Annotated[StrictInt, Field(ge=360, le=16384)] = 720
    fullscreen: StrictBool = False
    ai_speed: AiSpeed = "normal"
    """How fast computer moves are shown (the table maps it to a delay)."""
    think_ms: Annotated[StrictInt, Field(ge=50, le=60_000)] = 900
    """Thinking budget of a computer seat per decision."""
    colour_blind: StrictBool = False
    language: Language = "en"
    volume: Annotated[StrictInt, Field(ge=0, le=100)] = 60
    """Sound effects, per cent (0: silent)."""
    hints: StrictBool = True
    """A Hint button at the table (on by default, for a player's first games; Settings turns
    it off)."""
    guided: list[str] = Field(default_factory=list)
    """Games whose guided first game (callouts at the table) was given or turned off."""
    new_game: dict[str, Any] = Field(default_factory=dict)
    """What the new-game screen last started: ``game``, ``count``, ``seats`` (name, kind,
    colour) and ``options`` per game id. The screen checks every value before using it."""


def _read_json(path: Path) -> Any:
    """The file's JSON, read only if it is a regular file of sane size: a FIFO or a device
    named like the settings never blocks the start (opened without waiting, then refused)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_SETTINGS_BYTES:
            return None
        data = os.read(fd, MAX_SETTINGS_BYTES + 1)
    finally:
        os.close(fd)
    return jsontext.loads(data.decode("utf-8-sig"))


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or defaults for anything missing or invalid. Never raises."""
    try:
        data = _read_json(Path(path) if path is not None else paths.settings_path())
    except (OSError, ValueError, RecursionError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    kept: dict[str, Any] = {}
    for key in Settings.model_fields:
        if key not in data:
            continue
        try:  # fields are independent, so each can be judged on its own
            Settings.model_validate({key: data[key]})
        except (ValidationError, RecursionError):
            continue
        kept[key] = data[key]
    return Settings.model_validate(kept)


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write atomically (no backup: settings are cheap to redo). Raises :class:`StorageError`
    (an ``OSError`` whose text is one sentence naming the folder) on failure."""
    target = Path(path) if path is not None else paths.settings_path()
    data = json.dumps(settings.model_dump(mode="json"), indent=1) + "\n"
    try:
        return write_atomic(target, data.encode("utf-8"), backup=False)
    except OSError as exc:
        raise StorageError(exc, target.parent) from None
