"""Builders for Akropolis tests: positions with defaults and synthetic cities for scoring."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import GameConfig, PlayerSpec
from game.games.akropolis import GAME
from game.games.akropolis.data import KIND_CODES
from game.games.akropolis.rules.city import City, pack
from game.games.akropolis.rules.position import read
from game.games.akropolis.rules.state import AkState

RULES = GAME.rules
SHORT = {"HP": "HP1", "MP": "MP2", "BP": "BP2", "TP": "TP2", "GP": "GP3"}


def config(n: int = 2, solo: str | None = None, **options: Any) -> GameConfig:
    if solo:
        players = (PlayerSpec("Me"), PlayerSpec("Architect", f"automa:{solo}"))
        return GAME.config(players, **options)
    return GAME.config(n, **options)


def position(**kw: Any) -> AkState:
    """A hand-set scenario: a 2-player position (or whatever ``kw`` says) with harmless
    defaults, read with every member checked and the cities replayed with the placement
    rules, but not the whole game's invariants (most scenarios hold a few tiles only, and
    stones or turns no game reaches): ``position.read``, not ``from_position``."""
    n = kw.get("players", 2)
    data: dict[str, Any] = {
        "players": n,
        "solo": None,
        "stacks": [],
        "site": ["34", "35", "36", "37"],
        "stones": [1, 2, 3, 4][:n],
        "cities": [[] for _ in range(n)],
    }
    data.update(kw)
    if data.get("solo"):
        data["cities"][1] = None
    return read(data)


def city_of(hexes: dict[tuple[int, int], tuple[str, int]]) -> City:
    """A city holding exactly ``hexes`` ((q, r) -> (kind code, level)), each from its own
    tile: for scoring tests, where only the visible hexes matter."""
    city = City()
    g = city.g
    for n, ((q, r), (code, level)) in enumerate(hexes.items(), start=1):
        i = g.index(q, r)
        city.cells[i] = pack(level, n % 250 + 1, KIND_CODES[SHORT.get(code, code)])
        city.occ |= 1 << i
        while len(city.lv) < level:
            city.lv.append(0)
        city.lv[level - 1] |= 1 << i
    return city


def ring(centre: tuple[int, int] = (0, 0), kind: str = "Q", level: int = 1
         ) -> dict[tuple[int, int], tuple[str, int]]:
    q, r = centre
    from game.games.akropolis.rules.hexgrid import DIRS
    return {(q + dq, r + dr): (kind, level) for dq, dr in DIRS}
