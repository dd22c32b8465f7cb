"""Settings: defaults, round trip, and a bad file that never breaks the app nor gets
overwritten by loading."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.persistence.settings import MAX_SETTINGS_BYTES, Settings, load_settings, save_settings

DEFAULTS = {"window_w": 1280, "window_h": 720, "fullscreen": False, "ai_speed": "normal",
            "think_ms": 900, "colour_blind": False, "language": "en", "volume": 60,
            "hints": True, "guided": [], "new_game": {}}


def test_defaults_when_there_is_no_file(home: Path) -> None:
    assert load_settings().model_dump() == DEFAULTS
    assert not home.exists()  # loading writes nothing


def test_round_trip(home: Path) -> None:
    s = Settings(window_w=1920, window_h=1080, fullscreen=True, ai_speed="instant", think_ms=250,
                 colour_blind=True, language="cs")
    path = save_settings(s)
    assert path == home / "settings.json"
    assert load_settings() == s
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe\x00", b"[1, 2]", b"null",
                                     b"[" * 100_000, b'"text"'],
                         ids=["empty", "truncated", "binary", "list", "null", "deep", "string"])
def test_bad_file_gives_defaults_and_is_left_alone(home: Path, content: bytes) -> None:
    home.mkdir()
    path = home / "settings.json"
    path.write_bytes(content)
    mtime = os.stat(path).st_mtime_ns
    assert load_settings().model_dump() == DEFAULTS
    assert path.read_bytes() == content and os.stat(path).st_mtime_ns == mtime


def test_huge_file_gives_defaults(home: Path) -> None:
    home.mkdir()
    path = home / "settings.json"
    with open(path, "wb") as f:
        f.truncate(MAX_SETTINGS_BYTES + 1)
    assert load_settings() == Settings()


def test_a_bad_value_falls_back_alone(home: Path) -> None:
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({
        "window_w": "wide", "window_h": 900, "ai_speed": "ludicrous", "think_ms": -5,
        "language": "pl", "colour_blind": True, "unknown": 1}))
    s = load_settings()
    assert s.model_dump() == DEFAULTS | {"window_h": 900, "language": "pl", "colour_blind": True}


def test_saving_replaces_a_bad_file(home: Path) -> None:
    home.mkdir()
    (home / "settings.json").write_text("{oops")
    save_settings(load_settings().model_copy(update={"think_ms": 3000}))
    assert load_settings().think_ms == 3000


@pytest.mark.parametrize(("field", "value"), [("ai_speed", "warp"), ("language", "de"),
                                              ("window_w", 10), ("think_ms", "1000")])
def test_invalid_values_are_rejected(field: str, value: object) -> None:
    with pytest.raises(ValidationError):
        Settings(**{field: value})
    s = Settings()
    with pytest.raises(ValidationError):
        setattr(s, field, value)


def test_sound_hints_and_the_last_new_game_are_kept_and_checked(home: Path) -> None:
    s = Settings(volume=25, hints=True, new_game={"game": "akropolis", "count": 3})
    save_settings(s)
    assert load_settings() == s
    (home / "settings.json").write_text(
        '{"volume": 140, "hints": "yes", "new_game": [1], "language": "pl"}')
    loaded = load_settings()
    assert (loaded.volume, loaded.hints, loaded.new_game, loaded.language) == (60, True, {}, "pl")
