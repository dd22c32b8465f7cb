"""Saving and loading a game gives back the same game, and the file says what it should."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from pathlib import Path

import pytest

import game
from game.engine import CHANCE, Match
from game.persistence import paths, saves
from game.persistence.model import FORMAT_NAME, FORMAT_VERSION, canonical_json, digest

from .helpers import play, read_doc


def test_paths_follow_the_environment(home: Path) -> None:
    assert paths.home() == home
    assert not home.exists()  # asking where things are creates nothing
    assert paths.saves_dir() == home / "saves" and (home / "saves").is_dir()
    assert paths.settings_path() == home / "settings.json"


def test_paths_default_to_the_platform_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CITY_BUILDERS_HOME")
    assert "city-builders" in str(paths.home())


def test_digest_is_sha256_of_canonical_json() -> None:
    position = {"b": 1, "a": [1, (2, 3)], "c": "č"}
    expected = hashlib.sha256('{"a":[1,[2,3]],"b":1,"c":"č"}'.encode()).hexdigest()
    assert canonical_json(position) == '{"a":[1,[2,3]],"b":1,"c":"č"}'.encode()
    assert digest(position) == expected


def test_new_save_named_after_game_and_time(toy, home: Path) -> None:
    path = saves.save_match(play(toy, steps=5))
    assert path.parent == home / "saves"
    assert re.fullmatch(r"toy-\d{8}-\d{6}-[0-9a-f]{6}\.json", path.name)
    assert saves.save_match(play(toy, steps=5)) != path  # a second game gets its own file


def test_file_holds_every_field(toy, tmp_path: Path) -> None:
    match = play(toy, seed=3, steps=17)
    path = saves.save_match(match, tmp_path / "g.json")
    doc = read_doc(path)
    assert doc["format"] == FORMAT_NAME and doc["format_version"] == FORMAT_VERSION == 1
    assert doc["app_version"] == game.__version__
    assert doc["game_id"] == "toy" and doc["seed"] == 3
    assert doc["config"] == match.config.to_json()
    assert doc["actions"] == match.actions_json() and doc["moves"] == 17 == len(doc["actions"])
    assert doc["position"] == toy.rules.position(match.state)
    assert doc["digest"] == hashlib.sha256(canonical_json(doc["position"])).hexdigest()
    assert doc["finished"] is False and doc["start_position"] is None
    created = datetime.fromisoformat(doc["created_at"])
    assert created.tzinfo is not None and datetime.fromisoformat(doc["saved_at"]) >= created


@pytest.mark.parametrize("steps", [0, 1, 9, 30])
def test_round_trip_gives_the_same_game(toy, tmp_path: Path, steps: int) -> None:
    match = play(toy, seed=11, steps=steps, players=3)
    path = saves.save_match(match, tmp_path / "g.json")
    result = saves.load_match(path)
    assert result.history_lost is False and result.message is None
    loaded = result.match
    assert loaded.info is toy and loaded.seed == 11 and loaded.config == match.config
    assert toy.rules.position(loaded.state) == toy.rules.position(match.state)
    assert loaded.log == match.log  # actions, seats and undo barriers
    summary = saves.check_file(path)
    assert (summary.game_id, summary.moves, summary.error) == ("toy", steps, None)
    assert summary.players == ["P1", "P2", "P3"] and summary.game_name_key == "toy.name"


def test_chance_continues_identically_after_load(toy, tmp_path: Path) -> None:
    match = play(toy, seed=5, steps=12)
    loaded = saves.load_match(saves.save_match(match, tmp_path / "g.json")).match
    for m in (match, loaded):  # play on with the same decisions; chance comes from the state
        while not m.is_over:
            if m.current_player == CHANCE:
                m.play_chance()
            else:
                m.play(m.legal_actions()[0])
    assert loaded.actions_json() == match.actions_json()
    assert toy.rules.scores(loaded.state) == toy.rules.scores(match.state)


def test_finished_game_round_trips(toy, tmp_path: Path) -> None:
    match = play(toy, seed=9)
    assert match.is_over
    path = saves.save_match(match, tmp_path / "done.json")
    assert read_doc(path)["finished"] is True
    assert saves.check_file(path).finished is True
    assert saves.load_match(path).match.is_over


def test_resave_keeps_created_at(toy, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.save_match(play(toy, steps=4), tmp_path / "g.json")
    created = read_doc(path)["created_at"]
    later = datetime.fromisoformat("2030-01-02T03:04:05+00:00")
    monkeypatch.setattr(saves, "utc_now", lambda: later)
    loaded = saves.load_match(path).match
    loaded.play_chance() if loaded.current_player == CHANCE else loaded.play(loaded.legal_actions()[0])
    saves.save_match(loaded, path)
    doc = read_doc(path)
    assert doc["created_at"] == created and doc["saved_at"] == "2030-01-02T03:04:05Z"
    assert doc["moves"] == 5


def test_autosave_after_every_action_stays_loadable(toy, tmp_path: Path) -> None:
    match = Match.new(toy, toy.config(2), 21)
    path = saves.save_match(match, tmp_path / "auto.json")
    while not match.is_over:
        match.play_chance() if match.current_player == CHANCE else match.play(match.legal_actions()[-1])
        saves.save_match(match, path)
    assert saves.check_file(path).finished
    assert json.loads(path.with_name("auto.json.bak").read_text())["moves"] == len(match.log) - 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["auto.json", "auto.json.bak"]
