"""An off-screen App per test, in its own data folder, and a driver that clicks real widgets."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from game.app.main import App
from game.cli.smoke import Driver
from game.engine import GameConfig, GameInfo, Match, PlayerSpec
from game.persistence.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch) -> Any:
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home) -> Iterator[App]:
    a = App(Settings(ai_speed="instant", think_ms=50), size=(1280, 720), fullscreen=False,
            stepped_ai=True)
    yield a
    while a.stack.scenes:  # leave every scene: stops thinking threads
        a.stack.pop()


@pytest.fixture
def threaded_app(app) -> App:
    """The app with computer seats thinking on their threads, as in the window (for the
    tests of that thread itself; every other test steps them)."""
    app.stepped_ai = False
    return app


@pytest.fixture
def driver(app) -> Driver:
    return Driver(app, None, log=lambda *_: None)


@pytest.fixture
def generic_toy(toy) -> GameInfo:
    """The toy game without its own UI: the table must fall back to the generic one."""
    return dataclasses.replace(toy, ui=None)


def toy_match(info: GameInfo, kinds: list[str], seed: int = 7, rounds: int = 3) -> Match:
    players = tuple(PlayerSpec(f"P{i + 1}", k, i) for i, k in enumerate(kinds))
    return Match.new(info, GameConfig(players, {"rounds": rounds}), seed)


class GatedPlayer:
    """A computer player that thinks until the test opens the gate (or it is cancelled)."""

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self.gate = threading.Event()
        self.started = threading.Event()
        self.cancelled = False
        self.calls = 0
        self.states: list[Any] = []

    def choose(self, state: Any, seat: int) -> Any:
        self.calls += 1
        self.states.append(state)
        self.started.set()
        self.gate.wait(10)
        return self.info.rules.legal_actions(state)[0]

    def cancel(self) -> None:
        self.cancelled = True
        self.gate.set()


def take_seat(driver: Driver, table: Any) -> bool:
    """Frames until a human may act at ``table``, confirming hand-off screens on the way
    (a hot-seat game hands the device over even before its first private view)."""
    for _ in range(8):
        if not driver.wait_for_human(table):
            top = driver.top
            if top is not None and top.name == "handoff":
                driver.click("ready")
                continue
            return False
        return True
    return False
