"""The documented JSON position of an Akropolis game (docs/positions/akropolis.md).

Cities are written as the list of tiles placed on top of the starting tile, in order, each
``{"tile": "07", "q": 1, "r": -2, "rot": 3, "level": 1}`` (``level`` optional; when present
it must be the level the placement gets) or the short form ``["07", 1, -2, 3]``. Reading a
position replays the placements and rejects any that the rules forbid.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import NUM_TILES, TILE_KINDS, tile_name, tile_set
from .automa import LEVELS
from .city import City
from .placement import level_of
from .scoring import VARIANTS
from .state import AkState

FORMAT = 1
FIELDS = ("format", "game", "players", "solo", "architect_seat", "long_game", "variants",
          "stacks", "site", "chief", "current", "stones", "cities", "architect_tiles",
          "finished", "turn", "rng")
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
    return PositionError(f"akropolis position: {msg}")


def _int(data: Mapping[str, Any], key: str, default: Any, lo: int, hi: int) -> int:
    v = data.get(key, default)
    if type(v) is not int:
        raise _fail(f"{key!r} must be a whole number")
    if not lo <= v <= hi:
        raise _fail(f"{key!r} is out of range {lo}..{hi}: {v}")
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


def _placement(raw: Any, where: str) -> tuple[int, int, int, int, int | None]:
    if isinstance(raw, list):
        if len(raw) not in (4, 5):
            raise _fail(f"{where}: a placement list is [tile, q, r, rot] or with level")
        raw = dict(zip(("tile", "q", "r", "rot", "level"), raw, strict=False))
    if not isinstance(raw, Mapping):
        raise _fail(f"{where}: a placement is an object or a list")
    extra = set(raw) - {"tile", "q", "r", "rot", "level"}
    if extra:
        raise _fail(f"{where}: unknown fields {sorted(map(str, extra))}")
    tile = _tile(raw.get("tile"), where)
    vals = []
    for key in ("q", "r", "rot"):
        v = raw.get(key)
        if type(v) is not int:
            raise _fail(f"{where}: {key!r} must be a whole number")
        vals.append(v)
    if not 0 <= vals[2] < 6:
        raise _fail(f"{where}: rotation must be 0 to 5")
    level = raw.get("level")
    if level is not None and type(level) is not int:
        raise _fail(f"{where}: 'level' must be a whole number")
    return tile, vals[0], vals[1], vals[2], level


def build_city(entries: Any, seat: int) -> City:
    if not isinstance(entries, list):
        raise _fail(f"city of seat {seat} must be a list of placements")
    city = City.starting()
    placed: set[int] = set()
    for n, raw in enumerate(entries, start=1):
        where = f"seat {seat}, placement {n}"
        tile, q, r, rot, level = _placement(raw, where)
        if tile in placed:
            raise _fail(f"{where}: tiles used more than once: {[tile_name(tile)]}")
        placed.add(tile)
        got, reason = level_of(city, q, r, rot)
        if reason:
            raise _fail(f"{where} (tile {tile_name(tile)} at {q},{r} rot {rot}): {reason}")
        if level is not None and level != got:
            raise _fail(f"{where}: the tile would be on level {got}, not {level}")
        city.place(tile, TILE_KINDS[tile], city.g.index(q, r), rot)
    return city


def from_position(data: Mapping[str, Any]) -> AkState:
    if not isinstance(data, Mapping):
        raise _fail("must be a JSON object")
    extra = set(data) - set(FIELDS)
    if extra:
        raise _fail(f"unknown fields {sorted(map(str, extra))}")
    if "format" in data and not (type(data["format"]) is int and data["format"] == FORMAT):
        raise _fail(f"'format' must be {FORMAT}")
    game = data.get("game", "akropolis")
    if game != "akropolis":
        raise _fail(f"'game' is {game!r:.40}, not 'akropolis'")
    solo = data.get("solo")
    if solo is not None and not (isinstance(solo, str) and solo in LEVELS):
        raise _fail(f"unknown solo level {solo!r:.40}")
    n = _int(data, "players", 2 if solo else None, 2, 4)
    if solo and n != 2:
        raise _fail("a solo game has 2 seats (the player and the Architect)")
    long_game = data.get("long_game", False)
    if not isinstance(long_game, bool):
        raise _fail("'long_game' must be true or false")
    variants = data.get("variants", [])
    if not isinstance(variants, list) or \
            any(not isinstance(v, str) or v not in VARIANTS for v in variants):
        raise _fail(f"'variants' must list some of {list(VARIANTS)}")
    rng_state = data.get("rng", 0)
    try:
        rng = Rng.from_json(rng_state)
    except ValueError as exc:
        raise _fail(str(exc)) from None
    st = AkState(n, solo, long_game and n < 4, frozenset(variants), rng)
    if solo:
        st.architect = _int(data, "architect_seat", 1, 0, 1)
    elif data.get("architect_seat") is not None:
        raise _fail("'architect_seat' only exists in a solo game")
    stacks = data.get("stacks", [])
    if not isinstance(stacks, list):
        raise _fail("'stacks' must be a list of lists of tile ids")
    st.stacks = [_tiles(s, f"stack {i + 1}") for i, s in enumerate(stacks)]
    if any(not s for s in st.stacks):
        raise _fail("a stack cannot be empty")
    if len(st.stacks) > NUM_TILES:
        raise _fail(f"'stacks': more stacks than the {NUM_TILES} tiles of the game")
    st.site = _tiles(data.get("site"), "'site'")
    st.chief = _int(data, "chief", 0, 0, n - 1)
    st.current = _int(data, "current", st.chief, 0, n - 1)
    stones = data.get("stones")
    if not isinstance(stones, list) or len(stones) != n:
        raise _fail(f"'stones' must list {n} numbers")
    for v in stones:
        if type(v) is not int or v < 0:
            raise _fail("'stones' must be whole numbers, 0 or more")
    if sum(stones) > MAX_STONES:
        raise _fail(f"'stones': a game never holds more than {MAX_STONES} stones")
    st.stones = list(stones)
    cities = data.get("cities")
    if not isinstance(cities, list) or len(cities) != n:
        raise _fail(f"'cities' must list {n} cities")
    for seat, entries in enumerate(cities):
        if st.is_architect(seat):
            if entries not in (None, []):
                raise _fail("the Illustrious Architect builds no city: use null")
            continue
        st.cities[seat] = build_city(entries, seat)
    st.architect_tiles = _tiles(data.get("architect_tiles", []), "'architect_tiles'")
    if st.architect_tiles and not solo:
        raise _fail("'architect_tiles' only exist in a solo game")
    finished = data.get("finished", False)
    if not isinstance(finished, bool):
        raise _fail("'finished' must be true or false")
    st.finished = finished
    if not finished and len(st.site) < 2:
        raise _fail("a running game has at least 2 tiles in the construction site")
    if finished and st.stacks:
        raise _fail("'finished': the game only ends when the stacks are gone")
    used = [t for s in st.stacks for t in s] + st.site + st.architect_tiles
    for city in st.cities:
        if city is not None:
            used.extend(p[0] for p in city.placements)
    if len(used) != len(set(used)):
        dup = sorted({tile_name(t) for t in used if used.count(t) > 1})
        raise _fail(f"tiles used more than once: {dup}")
    allowed = set(tile_set(n, st.long_game))
    stray = sorted(tile_name(t) for t in set(used) - allowed)
    if stray:
        raise _fail(f"tiles not in this game's set: {stray}")
    placed = len(used) - len(st.site) - sum(len(s) for s in st.stacks)
    st.turn = _int(data, "turn", placed, placed, MAX_TURN)
    return st
