"""Akropolis components as plain data (spec section 11): the 61 city tiles, hex kinds, stars.

Hex kinds are small ints so the engine can pack them into one int per column:
quarry 0, districts 1..5 (house, market, barracks, temple, garden), plazas 6..10 (the plaza
of colour ``c`` is ``c + 5``).
"""

from __future__ import annotations

Q, H, M, B, T, G = 0, 1, 2, 3, 4, 5
HP, MP, BP, TP, GP = 6, 7, 8, 9, 10
PLAZA_OFFSET = 5

KIND_CODES: dict[str, int] = {
    "Q": Q, "H": H, "M": M, "B": B, "T": T, "G": G,
    "HP1": HP, "MP2": MP, "BP2": BP, "TP2": TP, "GP3": GP,
}
CODE_OF_KIND: dict[int, str] = {v: k for k, v in KIND_CODES.items()}
COLOURS: tuple[str, ...] = ("house", "market", "barracks", "temple", "garden")
"""Colour names in kind order: colour ``i`` is district kind ``i + 1``."""
KIND_NAMES: dict[int, str] = {
    Q: "quarry", H: "house", M: "market", B: "barracks", T: "temple", G: "garden",
    HP: "house_plaza", MP: "market_plaza", BP: "barracks_plaza", TP: "temple_plaza",
    GP: "garden_plaza",
}
STARS: tuple[int, ...] = (0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 3)
"""Stars by kind (only plazas have any)."""


def is_district(kind: int) -> bool:
    return H <= kind <= G


def is_plaza(kind: int) -> bool:
    return kind >= HP


# (id, back, a, b, c) - hexes clockwise seen from above; at rotation 0 a is bottom-left,
# b top-left, c right (spec 3.3 / 11.1).
CITY_TILES: tuple[tuple[str, str, str, str, str], ...] = (
    ("01", "2+", "H", "B", "T"), ("02", "2+", "MP2", "B", "Q"), ("03", "2+", "Q", "H", "B"),
    ("04", "2+", "BP2", "H", "Q"), ("05", "2+", "BP2", "Q", "Q"), ("06", "2+", "BP2", "H", "T"),
    ("07", "2+", "G", "Q", "Q"), ("08", "2+", "Q", "B", "M"), ("09", "2+", "Q", "T", "M"),
    ("10", "2+", "Q", "M", "B"), ("11", "2+", "GP3", "Q", "H"), ("12", "2+", "Q", "M", "H"),
    ("13", "2+", "GP3", "H", "Q"), ("14", "2+", "Q", "T", "B"), ("15", "2+", "H", "G", "M"),
    ("16", "2+", "BP2", "M", "H"), ("17", "2+", "MP2", "H", "G"), ("18", "2+", "HP1", "M", "B"),
    ("19", "2+", "Q", "H", "H"), ("20", "2+", "H", "G", "B"), ("21", "2+", "MP2", "T", "H"),
    ("22", "2+", "MP2", "Q", "Q"), ("23", "2+", "TP2", "Q", "Q"), ("24", "2+", "GP3", "Q", "Q"),
    ("25", "2+", "Q", "M", "G"), ("26", "2+", "M", "Q", "Q"), ("27", "2+", "Q", "B", "M"),
    ("28", "2+", "HP1", "Q", "Q"), ("29", "2+", "TP2", "H", "Q"), ("30", "2+", "T", "Q", "Q"),
    ("31", "2+", "TP2", "Q", "H"), ("32", "2+", "HP1", "G", "Q"), ("33", "2+", "HP1", "Q", "Q"),
    ("34", "2+", "TP2", "H", "B"), ("35", "2+", "H", "T", "M"), ("36", "2+", "Q", "M", "T"),
    ("37", "2+", "HP1", "Q", "Q"), ("38", "3+", "H", "M", "B"), ("39", "3+", "Q", "T", "H"),
    ("40", "3+", "Q", "B", "G"), ("41", "3+", "Q", "H", "H"), ("42", "3+", "Q", "H", "M"),
    ("43", "3+", "TP2", "Q", "Q"), ("44", "3+", "H", "Q", "Q"), ("45", "3+", "Q", "M", "H"),
    ("46", "3+", "HP1", "T", "M"), ("47", "3+", "GP3", "H", "B"), ("48", "3+", "BP2", "Q", "H"),
    ("49", "3+", "MP2", "Q", "Q"), ("50", "4", "B", "Q", "Q"), ("51", "4", "BP2", "Q", "Q"),
    ("52", "4", "HP1", "Q", "M"), ("53", "4", "GP3", "M", "H"), ("54", "4", "MP2", "Q", "T"),
    ("55", "4", "Q", "H", "T"), ("56", "4", "TP2", "H", "M"), ("57", "4", "Q", "G", "H"),
    ("58", "4", "Q", "H", "H"), ("59", "4", "Q", "B", "H"), ("60", "4", "Q", "H", "B"),
    ("61", "4", "Q", "H", "M"),
)
STARTING_TILE: dict[tuple[int, int], str] = {(0, 0): "HP1", (0, -1): "Q", (1, 0): "Q", (-1, 1): "Q"}
STARTING_UID = 0
"""The starting tile's uid inside its own city (city tiles use their number 1..61)."""

NUM_TILES = len(CITY_TILES)
TILE_KINDS: tuple[tuple[int, int, int], ...] = ((-1, -1, -1),) + tuple(
    (KIND_CODES[a], KIND_CODES[b], KIND_CODES[c]) for _, _, a, b, c in CITY_TILES)
"""``TILE_KINDS[n]`` = kinds of hexes a, b, c of tile ``n`` (1..61); index 0 is unused."""
TILE_BACK: tuple[str, ...] = ("",) + tuple(back for _, back, *_ in CITY_TILES)
TILE_HAS_PLAZA: tuple[bool, ...] = tuple(any(is_plaza(k) for k in kinds) if n else False
                                         for n, kinds in enumerate(TILE_KINDS))


def tile_name(n: int) -> str:
    """The spec's two-digit id of tile ``n``."""
    return f"{n:02d}"


def tile_number(name: str | int) -> int:
    """Tile number from its id ("07", "7" or 7); raises ValueError for an unknown tile."""
    try:
        n = int(name)
    except (TypeError, ValueError):
        raise ValueError(f"unknown tile {name!r}") from None
    if isinstance(name, bool) or not 1 <= n <= NUM_TILES:
        raise ValueError(f"unknown tile {name!r}")
    return n


def tile_set(players: int, long_game: bool) -> list[int]:
    """The tiles a game uses (spec section 4): by back, or all 61 in the longer game."""
    if long_game or players >= 4:
        backs = {"2+", "3+", "4"}
    elif players == 3:
        backs = {"2+", "3+"}
    else:
        backs = {"2+"}
    return [n for n in range(1, NUM_TILES + 1) if TILE_BACK[n] in backs]


def stack_layout(players: int, long_game: bool) -> tuple[int, int]:
    """(number of stacks, tiles per stack) for ``players`` seats (the solo Architect counts)."""
    if long_game and players == 2:
        return 19, 3
    if long_game and players == 3:
        return 15, 4
    return 11, players + 1
