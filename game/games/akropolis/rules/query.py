"""Every question the Akropolis table asks of the rules: pure functions of a state (the
redacted state a viewer may see), each tested through the position format in
``tests/akropolis/test_query.py``. The table's model caches their answers; the engine's
helper methods (``legal_placements``, ``affordable_slots``, ``preview``, ``seat_points``,
``score_details``, ``architect_choice``, ``scores``, ``winners``) are these functions.

Where a tile may go, what a slot costs and whether the mover can pay it, which tile the
Illustrious Architect takes and what its collection holds, what a placement would score, who
leads, which round it is: the table, the statistics and the Hint ask here and never work any
of it out themselves.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Score

from ..data import stack_layout, tile_set
from . import placement, scoring
from .actions import Place
from .automa import architect_slot
from .city import City
from .state import AkState

Spot = tuple[int, int, int]
"""``(q, r, rot)``: where hex ``a`` of a tile goes and its rotation (spec 3.3)."""
Cell = tuple[int, int]
Column = tuple[int, int, int]
"""``(kind, uid, level)`` of the visible hex of a column."""
NO_CITY = "akropolis.illegal.no_city"


# --- whose turn -----------------------------------------------------------------------------
def mover(state: AkState) -> int | None:
    """The seat to move, or None once the game is over."""
    return None if state.finished else state.current


def has_city(state: AkState, seat: int) -> bool:
    """``seat`` builds a city (every seat but the solo Illustrious Architect)."""
    return 0 <= seat < len(state.cities) and state.cities[seat] is not None


# --- where a tile may go ----------------------------------------------------------------------
def legal_placements(state: AkState, seat: int | None = None) -> list[Spot]:
    """Every legal ``(q, r, rot)`` in ``seat``'s city (default: the mover), whoever is to
    move; the same for every tile of the site (legality never depends on the tile)."""
    city = state.cities[state.current if seat is None else seat]
    return [] if city is None else list(placement.placements(city))


def legal_spots(state: AkState, seat: int) -> list[Spot]:
    """Where ``seat`` may put a tile now: none unless it is that seat's turn in a running
    game and it builds a city."""
    if mover(state) != seat or not has_city(state, seat):
        return []
    return legal_placements(state, seat)


def check(state: AkState, seat: int, q: int, r: int, rot: int) -> tuple[int, str | None]:
    """``(level, None)`` where a tile may go in ``seat``'s city, else ``(0, the catalog key of
    why not)`` (the ghost under the mouse says it)."""
    city = state.cities[seat]
    if city is None:
        return 0, NO_CITY
    level, code = city.check_qr(q, r, rot)
    return (level, None) if level else (0, placement.ILLEGAL_KEYS[code])


def placement_level(state: AkState, q: int, r: int, rot: int,
                    seat: int | None = None) -> tuple[int, str | None]:
    """``(level, None)`` if a tile may go there in ``seat``'s city (default: the mover),
    else ``(0, an English reason)`` for developers."""
    city = state.cities[state.current if seat is None else seat]
    if city is None:
        return 0, NO_CITY
    return placement.level_of(city, q, r, rot)


# --- rounds -----------------------------------------------------------------------------------
def rounds_total(state: AkState) -> int:
    """The rounds of this game (spec 4): the site dealt at setup, then one round per stack.
    The 3-player longer game deals 1 tile to the site and reveals its first stack at once,
    so that stack opens the first round."""
    stacks, size = stack_layout(state.n, state.long_game)
    dealt = len(tile_set(state.n, state.long_game)) - stacks * size
    return stacks + (1 if dealt == state.n + 2 else 0)


def round_number(state: AkState) -> int:
    """The round being played (1 first); the last round once the game is over."""
    return rounds_total(state) - len(state.stacks)


def rounds_done(state: AkState) -> int:
    """Rounds finished: a round ends when the site is down to one tile (spec 5.4)."""
    return round_number(state) - (0 if state.finished else 1)


# --- the construction site ----------------------------------------------------------------------
@dataclass(frozen=True)
class Offer:
    """A tile of the construction site as the mover sees it: slot ``i`` costs ``i`` stones
    (slot 0 is free); ``payable`` when the mover has the stones."""

    slot: int
    tile: int
    cost: int
    payable: bool


def max_slot(state: AkState) -> int:
    """The dearest slot the mover can pay for."""
    return min(state.stones[state.current], len(state.site) - 1)


def affordable_slots(state: AkState) -> list[int]:
    """Slots the mover can pay for (none once the game is over)."""
    if state.finished:
        return []
    return list(range(max_slot(state) + 1))


def pickable_slots(state: AkState) -> list[int]:
    """Slots a player may pick up now: those the mover can pay for, none while the
    Illustrious Architect moves (it takes its tile by itself)."""
    if not has_city(state, state.current):
        return []
    return affordable_slots(state)


def site_offers(state: AkState) -> list[Offer]:
    """Every tile of the site with its price and whether the mover can pay it."""
    stones = state.stones[state.current]
    return [Offer(slot, tile, slot, slot <= stones) for slot, tile in enumerate(state.site)]


def architect_choice(state: AkState) -> int:
    """The slot the Illustrious Architect takes when it moves in ``state`` (spec 10.2)."""
    return architect_slot(state.site, state.stones[state.architect])


def architect_pick(state: AkState) -> int | None:
    """The slot the Illustrious Architect is about to take, while it is to move."""
    if state.finished or not state.is_architect(state.current):
        return None
    return architect_choice(state)


@dataclass(frozen=True)
class Collection:
    """The solo Illustrious Architect's collection as its score counts it (spec 10.3): its
    starting tile (a House plaza and three quarries) and every tile it took."""

    taken: tuple[int, ...]
    """The tiles it took, in order (the starting tile is not among them)."""
    districts: tuple[int, ...]
    """District hexes per colour (house, market, barracks, temple, garden)."""
    stars: tuple[int, ...]
    """Plaza stars per colour, the starting tile's House star included."""
    quarries: int
    """Quarry hexes, the starting tile's three included."""
    quarry_points: int
    """What the quarries score (2 each against Metagenes, else 0)."""

    @property
    def tiles(self) -> int:
        """Tiles in the collection, the starting tile included."""
        return len(self.taken) + 1


def architect_collection(state: AkState) -> Collection | None:
    """What the Illustrious Architect holds, counted as its score counts it (None without
    one)."""
    seat = state.architect
    if seat < 0:
        return None
    districts, stars, quarries, _plazas = scoring.architect_counts(state.architect_tiles)
    return Collection(tuple(state.architect_tiles), tuple(districts), tuple(stars), quarries,
                      seat_points(state, seat).get("quarries", 0))


# --- what it is worth -------------------------------------------------------------------------------
def seat_points(state: AkState, seat: int) -> dict[str, int]:
    """``seat``'s points now per breakdown key (colours, stones; the Metagenes Architect's
    quarries)."""
    city = state.cities[seat]
    if city is None:
        return scoring.architect_points(state.architect_tiles, state.solo or "hippodamos",
                                        state.stones[seat], state.variants)
    return scoring.city_points(city, state.stones[seat], state.variants)


def seat_total(state: AkState, seat: int) -> int:
    return sum(seat_points(state, seat).values())


def score_details(state: AkState, seat: int) -> dict[str, dict[str, int]]:
    """Per colour ``{"value", "stars", "points"}`` (the score panel's tooltips)."""
    city = state.cities[seat]
    if city is None:
        values, stars, _ = scoring.architect_values(
            state.architect_tiles, state.solo or "hippodamos", state.variants)
    else:
        values, stars = scoring.city_values(city, state.variants)
    return {key: {"value": values[c], "stars": stars[c], "points": values[c] * stars[c]}
            for c, key in enumerate(scoring.COLOUR_KEYS)}


def scores(state: AkState) -> list[Score]:
    """Every seat's score; ties are broken by stones, and in a solo game the Illustrious
    Architect wins a tie of totals and stones (spec 10.4)."""
    out = []
    for seat in range(state.n):
        pts = seat_points(state, seat)
        extra = (1 if state.cities[seat] is None else 0,) if state.solo else ()
        out.append(Score(sum(pts.values()), pts, (state.stones[seat],) + extra))
    return out


def best(sc: list[Score]) -> list[int]:
    """The seats with the best (total, tiebreak) of ``sc``."""
    top = max((s.total, s.tiebreak) for s in sc)
    return [i for i, s in enumerate(sc) if (s.total, s.tiebreak) == top]


def winners(state: AkState) -> list[int]:
    """The winners of a finished game (none while it runs)."""
    return best(scores(state)) if state.finished else []


def preview(state: AkState, action: Place) -> tuple[dict[str, int], int]:
    """What a legal ``Place`` would change for the mover: points per breakdown key (stones
    included, net of the price) and the stones gained from covered quarries."""
    p = state.current
    before = seat_points(state, p)
    after = state.clone()
    tile = after.site.pop(action.site)
    _level, gained = placement.build(after, p, tile, action)
    now = seat_points(after, p)
    return {k: now.get(k, 0) - before.get(k, 0) for k in now}, gained


# --- what a city looks like ------------------------------------------------------------------------
def _city(state: AkState, seat: int) -> City | None:
    return state.cities[seat] if 0 <= seat < len(state.cities) else None


def columns(state: AkState, seat: int) -> dict[Cell, Column]:
    """Every built column of ``seat``'s city: ``(q, r) -> (kind, uid, level)`` of its visible
    hex (none for the Architect)."""
    city = _city(state, seat)
    return {} if city is None else city.columns()


def city_cells(state: AkState, seat: int) -> list[Cell]:
    """The cells a view of ``seat``'s city must show: its built columns (every legal ground
    spot lies next to them)."""
    return list(columns(state, seat))


def last_placed(state: AkState, seat: int) -> Spot | None:
    """``(q, r, rot)`` of the tile ``seat`` placed last (outlined in its city)."""
    city = _city(state, seat)
    if city is None or not city.placements:
        return None
    _tile, q, r, rot, _level = city.placements[-1]
    return q, r, rot
