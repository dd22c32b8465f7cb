"""Test session set-up: the toy game is registered, nothing touches a real profile, and pygame
runs off-screen."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

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
