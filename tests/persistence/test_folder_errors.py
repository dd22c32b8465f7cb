"""A data folder that cannot be used (read-only, full, missing, unreadable) is told in one
sentence naming the folder: no errno codes, no temporary-file paths, no "unexpected problem".
The sentence comes as a catalog key and fields, for the app to translate."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game.cli import saves as cli
from game.engine.protocol import Text
from game.persistence import atomic, saves
from game.persistence.errors import FOLDER_TEXTS, StorageError, english, folder_problem
from game.persistence.saves import SaveError
from game.persistence.settings import Settings, save_settings
from game.ui import i18n

from .helpers import play

ROOT = Path(__file__).resolve().parents[2]


def _fail_tempfiles(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    def mkstemp(prefix: str = "", suffix: str = "", dir: str | None = None) -> tuple[int, str]:
        raise OSError(code, os.strerror(code), os.path.join(dir or "", f"{prefix}k3j2h1g0{suffix}"))

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)


def _plain(text: str) -> None:
    assert "\n" not in text and "Errno" not in text and ".tmp" not in text, text
    assert "unexpected" not in text, text


def test_read_only_settings_folder(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fail_tempfiles(monkeypatch, errno.EROFS)
    with pytest.raises(OSError) as info:  # still an OSError for callers catching that
        save_settings(Settings(think_ms=300))
    exc = info.value
    assert isinstance(exc, StorageError) and exc.errno == errno.EROFS
    assert str(exc) == f"Cannot write to the data folder {home}: it is read-only."
    assert exc.text == Text("persist.folder.read_only", {"folder": str(home)})
    _plain(str(exc))


@pytest.mark.parametrize(("code", "key", "ending"), [
    (errno.EROFS, "read_only", "it is read-only."),
    (errno.EACCES, "write_denied", "permission denied."),
    (errno.ENOSPC, "full", "the disk is full."),
    (errno.EIO, "write_failed", "input/output error."),
])
def test_autosave_into_a_folder_that_refuses(toy, home: Path, monkeypatch: pytest.MonkeyPatch,
                                             code: int, key: str, ending: str) -> None:
    path = saves.save_match(play(toy, steps=3))
    before = path.read_bytes()
    _fail_tempfiles(monkeypatch, code)
    with pytest.raises(SaveError) as info:
        saves.save_match(play(toy, steps=4), path)
    exc = info.value
    assert exc.code == "write_failed" and exc.text is not None
    assert exc.text.key == f"persist.folder.{key}"
    assert str(exc) == (f"{path.name}: not saved: Cannot write to the data folder"
                        f" {home / 'saves'}: {ending}")
    _plain(str(exc))
    assert path.read_bytes() == before


def test_data_folder_blocked_by_a_file(tmp_path: Path, toy, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """The data folder cannot exist (a file has its parent's name): settings, saving and
    listing all say so plainly; listing simply finds no saves."""
    (tmp_path / "file").write_text("x")
    home = tmp_path / "file" / "home"
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(home))
    with pytest.raises(StorageError) as info:
        save_settings(Settings())
    assert str(info.value) == f"The data folder {home} cannot be used: a file is in the way."
    with pytest.raises(SaveError) as sinfo:
        saves.save_match(play(toy, steps=2))
    assert str(sinfo.value) == (f"saves: not saved: The data folder {home / 'saves'} cannot be"
                                " used: a file is in the way.")
    assert saves.list_saves() == [] and saves.latest_save() is None
    assert cli.main(["list"]) == 0
    assert capsys.readouterr() == ("no saves\n", "")


def test_unreadable_saves_folder_in_the_command_line(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    folder = home / "saves"
    folder.mkdir(parents=True)
    real = os.scandir

    def scandir(path):  # root may read anything, so the refusal is simulated
        if Path(path) == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(saves.os, "scandir", scandir)
    with pytest.raises(StorageError) as info:
        saves.list_saves()
    assert info.value.text == Text("persist.folder.read_denied", {"folder": str(folder)})
    assert cli.main(["list"]) == 1
    assert capsys.readouterr() == ("", f"Cannot read the data folder {folder}: permission denied.\n")


def test_every_folder_text_is_in_the_english_catalog() -> None:
    """The app translates ``text``; its English catalog says exactly what ``str()`` says."""
    catalog = i18n.read_domain(ROOT / "game" / "app" / "locale", "en")
    for key, english_text in FOLDER_TEXTS.items():
        assert catalog[key] == english_text
    text = folder_problem(OSError(errno.ENOSPC, "No space left on device"), "/data")
    assert i18n.t(text.key, **text.args) == english(text) == (
        "Cannot write to the data folder /data: the disk is full.")
