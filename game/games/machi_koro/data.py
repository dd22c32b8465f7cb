"""Machi Koro card data as plain tables (spec §3.2-§3.4). The index of a card in
:data:`ESTABLISHMENTS` / :data:`LANDMARKS` is its id everywhere in the engine."""

from __future__ import annotations

from dataclasses import dataclass

BLUE, GREEN, RED, PURPLE = "blue", "green", "red", "purple"
WHEAT, COW, BREAD, CUP, GEAR, FACTORY, FRUIT, TOWER = (
    "wheat", "cow", "bread", "cup", "gear", "factory", "fruit", "tower")

# Effects: bank = owner takes `amount` from the bank; take_active = from the active player;
# bank_per_icon = `amount` per owned card with icon `per_icon`; the three purple effects.
BANK, TAKE_ACTIVE, BANK_PER_ICON = "bank", "take_active", "bank_per_icon"
TAKE_EACH, TAKE_CHOSEN, EXCHANGE = "take_each_opponent", "take_chosen_opponent", "exchange"


@dataclass(frozen=True, slots=True)
class Establishment:
    key: str
    colour: str
    icon: str
    rolls: tuple[int, ...]
    cost: int
    supply: int
    effect: str
    amount: int = 0
    per_icon: str | None = None


@dataclass(frozen=True, slots=True)
class Landmark:
    key: str
    cost: int


ESTABLISHMENTS: tuple[Establishment, ...] = (
    Establishment("wheat_field", BLUE, WHEAT, (1,), 1, 6, BANK, 1),
    Establishment("ranch", BLUE, COW, (2,), 1, 6, BANK, 1),
    Establishment("bakery", GREEN, BREAD, (2, 3), 1, 6, BANK, 1),
    Establishment("cafe", RED, CUP, (3,), 2, 6, TAKE_ACTIVE, 1),
    Establishment("convenience_store", GREEN, BREAD, (4,), 2, 6, BANK, 3),
    Establishment("forest", BLUE, GEAR, (5,), 3, 6, BANK, 1),
    Establishment("stadium", PURPLE, TOWER, (6,), 6, 4, TAKE_EACH, 2),
    Establishment("tv_station", PURPLE, TOWER, (6,), 7, 4, TAKE_CHOSEN, 5),
    Establishment("business_center", PURPLE, TOWER, (6,), 8, 4, EXCHANGE),
    Establishment("cheese_factory", GREEN, FACTORY, (7,), 5, 6, BANK_PER_ICON, 3, COW),
    Establishment("furniture_factory", GREEN, FACTORY, (8,), 3, 6, BANK_PER_ICON, 3, GEAR),
    Establishment("mine", BLUE, GEAR, (9,), 6, 6, BANK, 5),
    Establishment("family_restaurant", RED, CUP, (9, 10), 3, 6, TAKE_ACTIVE, 2),
    Establishment("apple_orchard", BLUE, WHEAT, (10,), 3, 6, BANK, 3),
    Establishment("fruit_veg_market", GREEN, FRUIT, (11, 12), 2, 6, BANK_PER_ICON, 2, WHEAT),
)

LANDMARKS: tuple[Landmark, ...] = (
    Landmark("train_station", 4),
    Landmark("shopping_mall", 10),
    Landmark("amusement_park", 16),
    Landmark("radio_tower", 22),
)

(WHEAT_FIELD, RANCH, BAKERY, CAFE, CONVENIENCE_STORE, FOREST, STADIUM, TV_STATION,
 BUSINESS_CENTER, CHEESE_FACTORY, FURNITURE_FACTORY, MINE, FAMILY_RESTAURANT, APPLE_ORCHARD,
 FRUIT_VEG_MARKET) = range(15)
TRAIN_STATION, SHOPPING_MALL, AMUSEMENT_PARK, RADIO_TOWER = range(4)
NUM_KINDS = len(ESTABLISHMENTS)
NUM_LANDMARKS = len(LANDMARKS)
ALL_LANDMARKS = (1 << NUM_LANDMARKS) - 1
"""Bit mask of a city with every landmark built (landmark i is bit i)."""

STARTING_CITY: tuple[int, ...] = (WHEAT_FIELD, BAKERY)
STARTING_COINS = 3
SHOPPING_MALL_ICONS = (CUP, BREAD)
SHOPPING_MALL_BONUS = 1

KIND_BY_KEY = {e.key: i for i, e in enumerate(ESTABLISHMENTS)}
LANDMARK_BY_KEY = {m.key: i for i, m in enumerate(LANDMARKS)}
PURPLE_KINDS = tuple(i for i, e in enumerate(ESTABLISHMENTS) if e.colour == PURPLE)
NON_PURPLE_KINDS = tuple(i for i, e in enumerate(ESTABLISHMENTS) if e.colour != PURPLE)


def kinds_with_icon(icon: str) -> tuple[int, ...]:
    return tuple(i for i, e in enumerate(ESTABLISHMENTS) if e.icon == icon)


def total_copies(kind: int, players: int) -> int:
    """Copies of a kind in the game: the supply plus the starting cards in play (§9.3)."""
    return ESTABLISHMENTS[kind].supply + (players if kind in STARTING_CITY else 0)


# Market rows of the deck-based modes (§6.2-§6.4): (kinds fed by the row's deck, target kinds).
LOW_KINDS = tuple(i for i, e in enumerate(ESTABLISHMENTS) if e.colour != PURPLE and max(e.rolls) <= 6)
HIGH_KINDS = tuple(i for i, e in enumerate(ESTABLISHMENTS) if e.colour != PURPLE and min(e.rolls) >= 7)
MARKET_ROWS: dict[str, tuple[tuple[tuple[int, ...], int], ...]] = {
    "standard": (),
    "limited_10": ((tuple(range(NUM_KINDS)), 10),),
    "harbor": ((tuple(range(NUM_KINDS)), 10),),
    "hybrid_5_5_2": ((LOW_KINDS, 5), (HIGH_KINDS, 5), (PURPLE_KINDS, 2)),
}
MARKET_MODES = tuple(MARKET_ROWS)
