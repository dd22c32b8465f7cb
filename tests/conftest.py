"""Test session set-up: the toy game is registered, nothing touches a real profile, and pygame
runs off-screen; the ``watch`` fixture of the text-fit tests."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest

# Set before anything imports pygame or reads the data folder (collection imports included).
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["CITY_BUILDERS_HOME"] = tempfile.mkdtemp(prefix="city-builders-test-")

from game.engine import registry  # noqa: E402
from tests.toygame import GAME as TOY  # noqa: E402

registry.register(TOY)


@pytest.fixture(autouse=True, scope="session")
def _isolated_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every test session gets its own data folder (saves, settings)."""
    home = tmp_path_factory.mktemp("home")
    os.environ["CITY_BUILDERS_HOME"] = str(home)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    yield


@pytest.fixture
def toy():
    """The toy game's GameInfo."""
    return TOY


class _Recording(dict[str, Any]):
    """A language's catalog that remembers every key asked of it and not found."""

    def __init__(self, data: dict[str, Any], misses: set[str]) -> None:
        super().__init__(data)
        self.misses = misses

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self.misses.add(key)
        return super().get(key, default)


@pytest.fixture
def watch(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, set[str]]]:
    """The text kit's probe (texts cut or drawn too small) and the set of catalog keys asked
    for and missing, in every language, for one test in its own data folder."""
    from game.ui import i18n
    from game.ui.table import text as textkit

    monkeypatch.setenv("CITY_BUILDERS_HOME", str(tmp_path))
    probe = textkit.TextProbe()
    monkeypatch.setattr(textkit, "probe", probe)
    misses: set[str] = set()
    for lang in i18n.LANGUAGES:
        monkeypatch.setitem(i18n._catalogs, lang, _Recording(i18n._load(lang), misses))
    yield probe, misses
    i18n.set_language("en")
