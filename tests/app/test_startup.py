"""Starting the window clears what writes killed half-way left in the data folder."""

from __future__ import annotations

import time

from game.persistence import atomic
from game.persistence.paths import saves_dir
from game.ui.scene import Scene


class _Quit(Scene):
    name = "quit"

    def update(self, dt: float) -> None:
        self.app.running = False


def test_the_window_removes_orphan_temporary_files_at_start(app, monkeypatch) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    save = folder / "game.json"
    save.write_text("{}")
    orphan = folder / ".game.json.abcd1234.tmp"
    assert atomic.TMP_NAME.fullmatch(orphan.name)
    orphan.write_text("half a save")
    later = time.time() + 3600  # the inode change time cannot be set back: move the clock on
    monkeypatch.setattr(atomic.time, "time", lambda: later)
    app.run(_Quit(app))
    assert not orphan.exists()
    assert save.read_text() == "{}"


def test_the_window_is_known_as_city_builders(app) -> None:
    """Window managers (and xdotool) find the window by its class, not by "__main__.py"."""
    import os

    from game.app.main import WINDOW_CLASS

    assert WINDOW_CLASS == "City Builders"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS
