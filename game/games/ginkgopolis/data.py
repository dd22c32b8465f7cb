"""Ginkgopolis components as plain data (spec sections 1, 3.1, 4.2, 9).

Integer ids keep the hot paths cheap:

- tile ``t`` in 0..59: colour ``t // 20`` (0 red, 1 blue, 2 yellow), number ``t % 20 + 1``;
  the Building card of tile ``t`` has the same id ``t``;
- Urbanization card of letter ``k`` (0 = A .. 11 = L): id ``60 + k``;
- Character ``CHnn``: id ``71 + nn`` (72..98).
"""

from __future__ import annotations

RED, BLUE, YELLOW = 0, 1, 2
COLOURS = ("red", "blue", "yellow")
COLOUR_LETTERS = "RBY"
ITEM_OF_COLOUR = ("r", "t", "v")
"""Red buildings produce resources, blue tiles, yellow VP (0.3)."""

EXPLOIT, URBANIZE, BUILDUP = 0, 1, 2
TRIGGERS = ("exploit", "urbanize", "buildup")

NUM_TILES = 60
URB0 = 60
CH0 = 72
NUM_CARDS = 72
"""Cards that can circulate: 60 Building cards + 12 Urbanization cards."""
LETTERS = "ABCDEFGHIJKL"


def colour(t: int) -> int:
    return t // 20


def number(t: int) -> int:
    return t % 20 + 1


def tile_id(c: int, n: int) -> int:
    return c * 20 + n - 1


TILE_NAMES: tuple[str, ...] = tuple(f"{COLOUR_LETTERS[t // 20]}{t % 20 + 1}" for t in range(60))
CARD_NAMES: tuple[str, ...] = TILE_NAMES + tuple(f"U-{k}" for k in LETTERS) + tuple(
    f"CH{i:02d}" for i in range(1, 28))
TILE_BY_NAME = {n: i for i, n in enumerate(TILE_NAMES)}
CARD_BY_NAME = {n: i for i, n in enumerate(CARD_NAMES)}

STARTING_TILES = tuple(tile_id(c, n) for c in range(3) for n in (1, 2, 3))
"""The nine tiles of the starting city; their cards start in the deck (3.2 steps 1, 5)."""
STARTING_DECK = STARTING_TILES + tuple(range(URB0, URB0 + 12))

# --- per player count (3.1) ----------------------------------------------------------------
RESOURCES = {1: 25, 2: 25, 3: 20, 4: 18, 5: 16}
TILES_TO_BOX = {1: 6, 2: 6, 3: 6, 4: 0, 5: 0}


def discards_seven(seats: int) -> bool:
    """2-3 players and solo set 7 cards aside at setup and at every rebuild."""
    return seats <= 3


HAND_SIZE = 4
NEW_HAND_TOKENS = 2
SOLO_START = (6, 6, 6)
"""Solo: the player's resources, tiles and VP (10.1)."""

# --- initial tokens (4.2) --------------------------------------------------------------------
TOKEN_SQUARES: tuple[tuple[int, int], ...] = (
    (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1),
    (1, -2), (0, -2), (-1, -2), (-2, -1), (-2, 0), (-2, 1))
CITY_SQUARES: tuple[tuple[int, int], ...] = tuple(
    (x, y) for y in (1, 0, -1) for x in (-1, 0, 1))
"""The starting 3x3 square, row by row from the north-west corner."""

# --- Building cards (9.2, 9.3) ------------------------------------------------------------------
END_KINDS = ("res_on_red", "res_on_blue", "res_on_yellow", "low", "high", "cards_exploit",
             "cards_urbanize", "cards_buildup", "cards_red", "cards_blue", "cards_yellow",
             "nine")
_END_BY_NUMBER: dict[int, tuple[str, str, str]] = {
    10: ("res_on_red", "res_on_blue", "res_on_yellow"),
    11: ("res_on_yellow", "res_on_red", "res_on_red"),
    12: ("res_on_blue", "res_on_yellow", "res_on_blue"),
    13: ("res_on_red", "res_on_blue", "res_on_yellow"),
    14: ("low", "low", "low"),
    15: ("high", "high", "high"),
    16: ("cards_exploit",) * 3,
    17: ("cards_urbanize",) * 3,
    18: ("cards_buildup",) * 3,
    19: ("cards_red", "cards_blue", "cards_yellow"),
    20: ("nine",) * 3,
}


def end_kind(card: int) -> str | None:
    """The end-game bonus of a Building card 10-20, else None."""
    if card >= NUM_TILES or card % 20 + 1 < 10:
        return None
    return _END_BY_NUMBER[card % 20 + 1][card // 20]


def _bonus_items(c: int, n: int) -> tuple[str, ...]:
    item = ITEM_OF_COLOUR[c]
    if n <= 6:
        return (item,)
    return ("v", "v") if c == YELLOW else (item, "v")


# --- Characters (9.4): (set, colour, trigger, starting (resources, tiles, VP)) ------------------
_ALPHA = {EXPLOIT: (0, 1, 1), URBANIZE: (2, 1, 0), BUILDUP: (2, 0, 1)}
_BETA = {EXPLOIT: (2, 0, 0), URBANIZE: (1, 1, 1), BUILDUP: (1, 1, 1)}
_CH_TRIGGERS = (
    (EXPLOIT, URBANIZE, BUILDUP), (URBANIZE, BUILDUP, EXPLOIT), (BUILDUP, EXPLOIT, URBANIZE),
    (EXPLOIT, BUILDUP, URBANIZE), (BUILDUP, URBANIZE, EXPLOIT), (URBANIZE, EXPLOIT, BUILDUP),
    (EXPLOIT, URBANIZE, BUILDUP), (URBANIZE, BUILDUP, EXPLOIT), (BUILDUP, EXPLOIT, URBANIZE))
"""Triggers of the red, blue and yellow Character of sets 1-9, as in the table of 9.4."""

CHARACTERS: tuple[tuple[int, int, int, tuple[int, int, int]], ...] = tuple(
    (s + 1, c, trig, (_ALPHA if s < 6 else _BETA)[trig])
    for s in range(9) for c, trig in enumerate(_CH_TRIGGERS[s]))
INTRO_SETS: tuple[tuple[int, int, int], ...] = tuple(
    (CH0 + 3 * s, CH0 + 3 * s + 1, CH0 + 3 * s + 2) for s in range(9))
ROLES = ("bio_technician", "bio_engineer", "bio_city_planner")

# --- per card id tables -------------------------------------------------------------------------
CARD_COLOUR: list[int] = [-1] * (CH0 + 27)
"""Colour of a Building card or Character, -1 for Urbanization cards."""
CARD_TRIGGER: list[int] = [-1] * (CH0 + 27)
"""Trigger of the permanent bonus (Characters, Building cards 1-9), else -1."""
CARD_BONUS: list[tuple[str, ...]] = [()] * (CH0 + 27)
for _t in range(NUM_TILES):
    CARD_COLOUR[_t] = _t // 20
    if _t % 20 + 1 <= 9:
        CARD_TRIGGER[_t] = (_t % 20) % 3
        CARD_BONUS[_t] = _bonus_items(_t // 20, _t % 20 + 1)
for _i, (_set, _c, _trig, _start) in enumerate(CHARACTERS):
    CARD_COLOUR[CH0 + _i] = _c
    CARD_TRIGGER[CH0 + _i] = _trig
    CARD_BONUS[CH0 + _i] = (ITEM_OF_COLOUR[_c],)


def is_urbanization(card: int) -> bool:
    return URB0 <= card < CH0


def is_character(card: int) -> bool:
    return card >= CH0


def character_start(card: int) -> tuple[int, int, int]:
    """(resources, tiles, VP) printed on a Character."""
    return CHARACTERS[card - CH0][3]
