"""Writes are atomic: a write that fails at any point leaves the previous save intact and no
temporary file behind; the previous version is kept as ``<name>.bak``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.persistence import atomic, saves
from game.persistence.atomic import write_atomic
from game.persistence.saves import SaveError

from .helpers import play, read_doc


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_write_creates_folder_and_keeps_a_backup(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "f.json"
    write_atomic(target, b"one")
    assert target.read_bytes() == b"one" and _names(target.parent) == ["f.json"]
    write_atomic(target, b"two")
    write_atomic(target, b"three")
    assert target.read_bytes() == b"three"
    assert (target.parent / "f.json.bak").read_bytes() == b"two"
    assert _names(target.parent) == ["f.json", "f.json.bak"]


def test_write_without_backup(tmp_path: Path) -> None:
    target = tmp_path / "s.json"
    write_atomic(target, b"a", backup=False)
    write_atomic(target, b"b", backup=False)
    assert _names(tmp_path) == ["s.json"] and target.read_bytes() == b"b"


def test_backup_copies_where_links_are_not_supported(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(src, dst):
        raise OSError("links not supported")

    monkeypatch.setattr(atomic.os, "link", no_links)
    target = tmp_path / "f.json"
    write_atomic(target, b"old")
    write_atomic(target, b"new")
    assert (tmp_path / "f.json.bak").read_bytes() == b"old" and target.read_bytes() == b"new"
    assert _names(tmp_path) == ["f.json", "f.json.bak"]


def test_backup_survives_a_link_that_is_already_the_backup(tmp_path: Path) -> None:
    """After a write that failed between the backup and the final rename, the .bak and the
    live file are one file; the next write must still work and leave no litter."""
    target = tmp_path / "f.json"
    target.write_bytes(b"v1")
    os.link(target, tmp_path / "f.json.bak")
    write_atomic(target, b"v2")
    assert target.read_bytes() == b"v2" and (tmp_path / "f.json.bak").read_bytes() == b"v1"
    assert _names(tmp_path) == ["f.json", "f.json.bak"]


def test_live_file_exists_at_every_step_of_a_save(toy, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    target = saves.save_match(play(toy, steps=3), tmp_path / "g.json")
    real = os.replace
    seen: list[bool] = []

    def watching(src, dst):
        seen.append(target.exists())
        return real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", watching)
    saves.save_match(play(toy, steps=4), target)
    assert seen and all(seen)


@pytest.fixture
def saved(toy, tmp_path: Path) -> tuple[Path, bytes]:
    path = saves.save_match(play(toy, steps=5), tmp_path / "g.json")
    saves.save_match(play(toy, steps=6), path)
    return path, path.read_bytes()


def _fail_on(monkeypatch: pytest.MonkeyPatch, name: str, when=lambda *a: True) -> None:
    real = getattr(os, name)

    def failing(*args):
        if when(*args):
            raise OSError(28, "No space left on device")
        return real(*args)

    monkeypatch.setattr(atomic.os, name, failing)


@pytest.mark.parametrize("where", ["fsync", "replace-final", "replace-any", "link-and-copy"])
def test_failed_write_leaves_previous_save_intact(toy, saved, where: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path, before = saved
    bak_before = path.with_name("g.json.bak").read_bytes()
    if where == "fsync":
        _fail_on(monkeypatch, "fsync")
    elif where == "replace-final":
        _fail_on(monkeypatch, "replace", lambda src, dst: Path(dst) == path)
    elif where == "replace-any":
        _fail_on(monkeypatch, "replace")
    else:
        _fail_on(monkeypatch, "link")
        monkeypatch.setattr(atomic.shutil, "copyfile",
                            lambda *a: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(SaveError) as info:
        saves.save_match(play(toy, steps=9), path)
    assert info.value.code == "write_failed" and str(info.value).startswith("g.json: ")
    assert path.read_bytes() == before
    assert read_doc(path)["moves"] == 6 and saves.check_file(path).moves == 6
    assert _names(path.parent) == ["g.json", "g.json.bak"]  # no temporary litter
    if where in ("fsync", "link-and-copy"):
        assert path.with_name("g.json.bak").read_bytes() == bak_before


def test_unserialisable_position_fails_before_touching_disk(toy, saved,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path, before = saved
    monkeypatch.setattr(type(toy.rules), "position", lambda self, s: {"x": object()})
    with pytest.raises(SaveError) as info:
        saves.save_match(play(toy, steps=9), path)
    assert "cannot save this game" in str(info.value)
    assert path.read_bytes() == before and _names(path.parent) == ["g.json", "g.json.bak"]


def test_player_name_that_could_not_be_read_back_is_refused(toy, tmp_path: Path) -> None:
    from game.engine import Match, PlayerSpec

    config = toy.config((PlayerSpec("A\nB"), PlayerSpec("C")))
    with pytest.raises(SaveError) as info:
        saves.save_match(Match.new(toy, config, 1), tmp_path / "n.json")
    assert "control characters" in str(info.value) and not (tmp_path / "n.json").exists()
    assert list(tmp_path.iterdir()) == []
