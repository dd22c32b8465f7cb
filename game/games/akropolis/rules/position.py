"""The documented JSON position of an Akropolis game (docs/positions/akropolis.md).

Cities are written as the list of tiles placed on top of the starting tile, in order, each
``{"tile": "07", "q": 1, "r": -2, "rot": 3, "level": 1}`` (``level`` optional; when present
it must be the level the placement gets) or the short form ``["07", 1, -2, 3]``. Reading a
position replays the placements and rejects any that the rules forbid, then checks every
invariant of the game (:mod:`.invariants`): a position that loads is one the game can reach.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import NUM_TILES, tile_name
from . import invariants
from .automa import LEVELS
from .city import City
from .invariants import PlacementRecord
from .scoring import VARIANTS
from .state import AkState

FORMAT = 1
FIELDS = ("format", "game", "players", "solo", "architect_seat", "long_game", "variants",
          "stacks", "site", "chief", "current", "stones", "cities", "architect_tiles",
          "finished", "turn", "rng")
REQUIRED = ("players", "solo", "stacks", "site", "stones", "cities")
"""Members a position must have; every other one has a documented default."""
PLACEMENT_FIELDS = ("tile", "q", "r", "rot", "level")
MAX_STONES = 4 + 3 + 2 + 1 + NUM_TILES + 4 * 3
"""Every stone a game can ever hold: the starting stones (1 to 4) plus one per quarry on the
61 tiles and on four starting tiles (83). No seat, and no table, has more."""
MAX_TURN = NUM_TILES
"""One turn per tile taken: never more turns than tiles."""


def to_position(st: AkState) -> dict[str, Any]:
    cities: list[Any] = []
    for city in st.cities:
        if city is None:
            cities.append(None)
            continue
        cities.append([{"tile": tile_name(t), "q": q, "r": r, "rot": k, "level": lv}
                       for t, q, r, k, lv in city.placements])
    return {
        "format": FORMAT,
        "game": "akropolis",
        "players": st.n,
        "solo": st.solo,
        "architect_seat": st.architect if st.solo else None,
        "long_game": st.long_game,
        "variants": sorted(st.variants, key=VARIANTS.index),
        "stacks": [[tile_name(t) for t in s] for s in st.stacks],
        "site": [tile_name(t) for t in st.site],
        "chief": st.chief,
        "current": st.current,
        "stones": list(st.stones),
        "cities": cities,
        "architect_tiles": [tile_name(t) for t in st.architect_tiles],
        "finished": st.finished,
        "turn": st.turn,
        "rng": st.rng.to_json(),
    }


def _fail(msg: str) -> PositionError:
    return invariants.fail(msg)


def _int(data: Mapping[str, Any], key: str, default: Any, lo: int, hi: int) -> int:
    v = data.get(key, default)
    if type(v) is not int:
        raise _fail(f"{key!r} must be a whole number")
    if not lo <= v <= hi:
        raise _fail(f"{key!r} is out of range {lo}..{hi}: {v}")
    return v


def _bool(data: Mapping[str, Any], key: str) -> bool:
    v = data.get(key, False)
    if type(v) is not bool:
        raise _fail(f"{key!r} must be true or false")
    return v


def _tile(value: Any, what: str) -> int:
    """A tile id: ``"07"``, ``"7"`` or ``7`` (no floats, no signs, no other digits)."""
    if type(value) is int:
        n = value
    elif isinstance(value, str) and 1 <= len(value) <= 2 and value.isascii() \
            and value.isdigit():
        n = int(value)
    else:
        raise _fail(f"{what}: unknown tile {value!r:.40}")
    if not 1 <= n <= NUM_TILES:
        raise _fail(f"{what}: unknown tile {value!r}")
    return n


def _tiles(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise _fail(f"{what} must be a list of tile ids")
    if len(value) > NUM_TILES:
        raise _fail(f"{what} holds more than the {NUM_TILES} tiles of the game")
    return [_tile(t, what) for t in value]


def _placement(raw: Any, where: str) -> PlacementRecord:
    if isinstance(raw, list):
        if len(raw) not in (4, 5):
            raise _fail(f"{where}: a placement list is [tile, q, r, rot] or with level")
        raw = dict(zip(PLACEMENT_FIELDS, raw, strict=False))
    if not isinstance(raw, Mapping):
        raise _fail(f"{where}: a placement is an object or a list")
    extra = set(raw) - set(PLACEMENT_FIELDS)
    if extra:
        raise _fail(f"{where}: unknown fields {sorted(map(str, extra))}")
    missing = [k for k in PLACEMENT_FIELDS[:4] if k not in raw]
    if missing:
        raise _fail(f"{where}: missing fields {missing}")
    tile = _tile(raw["tile"], f"{where}.tile")
    vals = []
    for key in ("q", "r", "rot"):
        v = raw[key]
        if type(v) is not int:
            raise _fail(f"{where}: {key!r} must be a whole number")
        vals.append(v)
    if not 0 <= vals[2] < 6:
        raise _fail(f"{where}: rotation must be 0 to 5")
    level = raw.get("level")
    if "level" in raw and type(level) is not int:
        raise _fail(f"{where}: 'level' must be a whole number")
    return tile, vals[0], vals[1], vals[2], level


def build_city(entries: Any, seat: int) -> City:
    """The city of ``seat`` from its placements (replayed with the placement rules)."""
    where = f"cities[{seat}]"
    if not isinstance(entries, list):
        raise _fail(f"{where} must be a list of placements")
    if len(entries) > NUM_TILES:
        raise _fail(f"{where} holds more than the {NUM_TILES} tiles of the game")
    records = [_placement(raw, f"{where}[{i}]") for i, raw in enumerate(entries)]
    return invariants.replay(records, where)[0]


def from_position(data: Mapping[str, Any]) -> AkState:
    """The state ``data`` describes, refused with a :class:`PositionError` unless it is a
    state the game can reach (:func:`read`, then :func:`.invariants.check`)."""
    st = read(data)
    invariants.check(st)
    return st


def read(data: Mapping[str, Any]) -> AkState:
    """The state ``data`` spells, with every member checked (known, present when required,
    of its type and range) and every city replayed with the placement rules, but not the
    invariants of a whole game (tiles conserved, turns, stones): :func:`from_position` adds
    those. Tests build hand-set scenarios with it; nothing else should."""
    if not isinstance(data, Mapping):
        raise _fail("must be a JSON object")
    extra = set(data) - set(FIELDS)
    if extra:
        raise _fail(f"unknown fields {sorted(map(str, extra))}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise _fail(f"missing fields {missing}")
    if "format" in data and not (type(data["format"]) is int and data["format"] == FORMAT):
        raise _fail(f"'format' must be {FORMAT}")
    game = data.get("game", "akropolis")
    if not (isinstance(game, str) and game == "akropolis"):
        raise _fail(f"'game' is {game!r:.40}, not 'akropolis'")
    solo = data["solo"]
    if solo is not None and not (isinstance(solo, str) and solo in LEVELS):
        raise _fail(f"'solo': unknown solo level {solo!r:.40}")
    n = _int(data, "players", None, 2, 4)
    if solo and n != 2:
        raise _fail("'players': a solo game has 2 seats (the player and the Architect)")
    long_game = _bool(data, "long_game")
    if long_game and n == 4:
        raise _fail("'long_game': the longer game is for 2 or 3 players (4 use every tile)")
    variants = data.get("variants", [])
    if not isinstance(variants, list) or \
            any(not isinstance(v, str) or v not in VARIANTS for v in variants):
        raise _fail(f"'variants' must list some of {list(VARIANTS)}")
    if len(set(variants)) != len(variants):
        raise _fail("'variants': each variant may be listed once")
    try:
        rng = Rng.from_json(data.get("rng", 0))
    except ValueError as exc:
        raise _fail(f"'rng': {exc}") from None
    st = AkState(n, solo, long_game, frozenset(variants), rng)
    if solo:
        st.architect = _int(data, "architect_seat", 1, 0, 1)
    elif data.get("architect_seat") is not None:
        raise _fail("'architect_seat' only exists in a solo game")
    stacks = data["stacks"]
    if not isinstance(stacks, list):
        raise _fail("'stacks' must be a list of lists of tile ids")
    if len(stacks) > NUM_TILES:
        raise _fail(f"'stacks': more stacks than the {NUM_TILES} tiles of the game")
    st.stacks = [_tiles(s, f"'stacks'[{i}]") for i, s in enumerate(stacks)]
    if any(not s for s in st.stacks):
        raise _fail("'stacks': a stack cannot be empty")
    st.site = _tiles(data["site"], "'site'")
    st.chief = _int(data, "chief", 0, 0, n - 1)
    st.current = _int(data, "current", st.chief, 0, n - 1)
    stones = data["stones"]
    if not isinstance(stones, list) or len(stones) != n:
        raise _fail(f"'stones' must list {n} numbers")
    for v in stones:
        if type(v) is not int or v < 0:
            raise _fail("'stones' must be whole numbers, 0 or more")
    if sum(stones) > MAX_STONES:
        raise _fail(f"'stones': a game never holds more than {MAX_STONES} stones")
    st.stones = list(stones)
    cities = data["cities"]
    if not isinstance(cities, list) or len(cities) != n:
        raise _fail(f"'cities' must list {n} cities")
    for seat, entries in enumerate(cities):
        if st.is_architect(seat):
            if entries is not None:
                raise _fail(f"cities[{seat}]: the Illustrious Architect builds no city: "
                            "use null")
            continue
        st.cities[seat] = build_city(entries, seat)
    st.architect_tiles = _tiles(data.get("architect_tiles", []), "'architect_tiles'")
    if st.architect_tiles and not solo:
        raise _fail("'architect_tiles' only exist in a solo game")
    st.finished = _bool(data, "finished")
    taken = len(st.architect_tiles) + sum(len(c.placements) for c in st.cities
                                          if c is not None)
    st.turn = _int(data, "turn", taken, 0, MAX_TURN)
    return st
