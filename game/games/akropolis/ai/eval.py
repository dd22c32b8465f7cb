"""Akropolis position evaluation: a forward-looking estimate of every seat's final score.

A city scores ``sum over colours of value * stars``. The estimate keeps that product form
but adds to both factors what the seat may still gain:

* ``value``: the districts that score now (their levels), plus a part of those that may
  still come to score (temples with most neighbours built, houses outside the largest
  group), plus the seat's share of the district hexes still to come (public: the unseen
  tile multiset and the site) at an average level;
* ``stars``: the plazas owned plus the seat's share of the plaza stars still to come.

So a district is worth its level times the stars its colour is expected to end with, and a
star is worth the value its colour is expected to end with: building up, collecting stars
where one builds and keeping the conditions all pay. Stones count one point each plus a
little flexibility while the game runs.

The solo Architect (spec 10) is projected by playing out the visible site with its fixed
rule (the player is assumed to grab the cheapest plaza tile too) and then its expected share
of the unseen tiles. Nothing here reads the order of the hidden stacks, only their content,
which every seat knows.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data import NUM_TILES, STARS, TILE_HAS_PLAZA, TILE_KINDS, H, T
from ..rules import scoring
from ..rules.automa import architect_slot
from ..rules.city import HSHIFT, KMASK, City
from ..rules.hexgrid import dilate, shifted
from ..rules.state import AkState


@dataclass(frozen=True)
class Weights:
    level: float = 1.2
    """Mean level the districts still to come are expected to score at on a flat city..."""
    lift: float = 0.6
    ups0: float = 15.0
    """...plus ``lift * u / (u + ups0)`` where ``u`` counts the placements on top of the
    city open now (a city with room to build up gets its future districts higher)."""
    dist: float = 0.75
    """Part of a seat's share of the coming district hexes that ends up scoring."""
    star: float = 0.85
    """Part of a seat's share of the coming plaza stars it ends up with."""
    stone_mid: float = 0.6
    """Extra value of a stone at the start (flexibility), fading to 0 at the end."""
    house_other: float = 0.35
    """Part of the houses outside the largest group still expected to join it."""
    temple: tuple[float, ...] = (0.0, 0.05, 0.12, 0.25, 0.45, 0.7)
    """Chance-like weight of an unsurrounded temple by its built neighbours (0..5)."""
    arch_plaza: float = 0.3
    """Share of the unseen plaza tiles a penniless Architect is expected to take (those
    that come up in the free slot)..."""
    arch_stone: float = 0.3
    """...plus this many more per stone it holds (a stone buys a plaza from slot 1)."""
    temp0: float = 3.0
    temp1: float = 22.0
    """Win chances: softmax of the estimates with temperature temp0 + temp1 * (turns left
    fraction)."""
    perim: float = 0.6
    """Cost per empty position around the city, fading to 0 at the end (a compact city
    surrounds its temples and joins its houses)."""
    broad: float = 0.3
    temp_broad: float = 60.0
    """Part of the win chances given by a softmax at this broad temperature (margin)."""


W = Weights()

# Per tile: district hexes and plaza stars per colour (index 0..4).
TILE_DIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 for k in TILE_KINDS[t] if k == c + 1) for c in range(5)) if t else (0,) * 5
    for t in range(NUM_TILES + 1))
TILE_STARS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(STARS[k] for k in TILE_KINDS[t] if k == c + 6) for c in range(5)) if t
    else (0,) * 5 for t in range(NUM_TILES + 1))


_SUPPLY: dict[int, tuple[list[int], list[int]]] = {}


def pool_supply(tiles: list[int]) -> tuple[list[int], list[int]]:
    """(district hexes, plaza stars) per colour in ``tiles`` (tile numbers are unique).

    Cached by the set of tiles: every determinized world of a position holds the same
    unseen tiles in another order. Callers must not modify the lists."""
    key = 0
    for t in tiles:
        key |= 1 << t
    hit = _SUPPLY.get(key)
    if hit is not None:
        return hit
    if len(_SUPPLY) > 4096:
        _SUPPLY.clear()
    hit = _SUPPLY[key] = _count_supply(tiles)
    return hit


def _count_supply(tiles: list[int]) -> tuple[list[int], list[int]]:
    d = [0, 0, 0, 0, 0]
    s = [0, 0, 0, 0, 0]
    for t in tiles:
        td, ts = TILE_DIST[t], TILE_STARS[t]
        for c in range(5):
            d[c] += td[c]
            s[c] += ts[c]
    return d, s


def turns_left(state: AkState) -> int:
    """Turns still to play: every tile but the last one is taken."""
    return len(state.site) - 1 + sum(len(s) for s in state.stacks)


def seat_turns(state: AkState, seat: int, left: int) -> int:
    """How many of the ``left`` coming turns are ``seat``'s (seats alternate in order)."""
    n = state.n
    first = (seat - state.current) % n
    return 0 if first >= left else (left - 1 - first) // n + 1


# --- a city ------------------------------------------------------------------------------
Facts = tuple[list[int], list[int], int, list[tuple[int, int]], int, int]


def city_facts(city: City, variants: frozenset[str]) -> Facts:
    """(values, stars, houses outside the scoring group, unsurrounded temples as
    (level, built neighbours), placements open on top, empty positions around) of a city;
    memoised on the city (its memo is reset on change and shared by clones)."""
    memo: Facts | None = city.memo.get("facts")
    if memo is not None:
        return memo
    values, stars = scoring.city_values(city, variants)
    cells = city.cells
    s = city.g.shifts
    houses = 0
    temples: list[tuple[int, int]] = []
    for i, v in cells.items():
        kind = v & KMASK
        if kind == H:
            houses += v >> HSHIFT
        elif kind == T:
            built = 0
            for d in s:
                if i + d in cells:
                    built += 1
            if built < 6:
                temples.append((v >> HSHIFT, built))
    other = max(0, houses - (values[0] // 2 if "house" in variants and values[0] >= 20
                             else values[0]))
    ups = 0
    forb = city.forb
    for layer in city.lv:
        if not layer:
            continue
        sl = shifted(layer, s)
        for k in range(6):
            ups += (layer & sl[k] & sl[(k + 1) % 6] & ~forb[k]).bit_count()
    occ = city.occ
    rim = (dilate(occ, s) & ~occ).bit_count()
    facts = (values, stars, other, temples, ups, rim)
    city.memo["facts"] = facts
    return facts


def city_factors(city: City, variants: frozenset[str], turns: int, share: float,
                 pool_d: list[int], pool_s: list[int], w: Weights = W
                 ) -> tuple[list[float], list[float]]:
    """Projected (value, stars) per colour of a city whose owner has ``turns`` turns and
    ``share`` of the coming tiles left."""
    values, stars, other, temples, ups, _ = city_facts(city, variants)
    level = w.level + w.lift * ups / (ups + w.ups0)
    v = [values[c] + share * w.dist * level * pool_d[c] for c in range(5)]
    st = [stars[c] + share * w.star * pool_s[c] for c in range(5)]
    if turns:
        v[0] += w.house_other * other * min(1.0, turns / 4)
        tw = w.temple
        for h, built in temples:
            v[3] += h * tw[built] * min(1.0, turns / (6 - built))
    return v, st


def city_estimate(city: City, stones: int, variants: frozenset[str], turns: int,
                  share: float, frac: float, pool_d: list[int], pool_s: list[int],
                  w: Weights = W) -> float:
    v, st = city_factors(city, variants, turns, share, pool_d, pool_s, w)
    rim = city_facts(city, variants)[5]  # memoised: no second scan
    total = stones * (1.0 + w.stone_mid * frac) - w.perim * frac * rim
    for c in range(5):
        total += v[c] * st[c]
    return total


# --- the solo Architect --------------------------------------------------------------------
def architect_estimate(state: AkState, w: Weights = W) -> float:
    """The Architect's expected final total: the visible site played out with its rule (the
    player modelled as taking the cheapest plaza tile it can pay for, else the free one),
    then its expected share of the unseen tiles."""
    a = state.architect
    level = state.solo or "hippodamos"
    site = state.site.copy()
    stones = state.stones.copy()
    cur = state.current
    got = list(state.architect_tiles)
    while len(site) > 1:
        if cur == a:
            slot = architect_slot(site, stones[a])
            stones[a] -= slot
            got.append(site.pop(slot))
        else:
            slot = architect_slot(site, stones[cur])
            stones[cur] -= slot
            stones[a] += slot
            site.pop(slot)
        cur = (cur + 1) % state.n
    values, stars, quarries = scoring.architect_values(got, level, state.variants)
    unseen = [t for s in state.stacks for t in s]
    vals = [float(x) for x in values]
    st = [float(x) for x in stars]
    total = float(stones[a])
    if unseen:
        # after the reveal the site holds the leftover plus the next stack; the Architect
        # moves second or first alternately: about half the remaining turns are its own
        left = len(unseen) + len(site) - 1
        first = (a - cur) % state.n
        k = 0 if first >= left else (left - 1 - first) // state.n + 1
        plazas = [t for t in unseen if TILE_HAS_PLAZA[t]]
        plain = [t for t in unseen if not TILE_HAS_PLAZA[t]]
        n_pl = min(float(k), len(plazas),
                   w.arch_plaza * len(plazas) + w.arch_stone * stones[a])
        n_plain = max(0.0, k - n_pl)
        f = scoring.ARCHITECT_FACTOR[level]
        for group, count in ((plazas, n_pl), (plain, n_plain)):
            if not group or count <= 0:
                continue
            d, s = pool_supply(group)
            r = count / len(group)
            for c in range(5):
                vals[c] += f * d[c] * r
                st[c] += s[c] * r
            if level == "metagenes":
                total += 2 * r * sum(TILE_KINDS[t].count(0) for t in group)
    for c in range(5):
        total += vals[c] * st[c]
    if level == "metagenes":
        total += 2 * quarries
    return total


# --- every seat ------------------------------------------------------------------------------
def estimates(state: AkState, w: Weights = W) -> list[float]:
    """Each seat's expected final total."""
    ctx = context(state)
    return [seat_estimate(state, seat, ctx, w) for seat in range(state.n)]


def context(state: AkState) -> tuple[int, float, list[int], list[int]]:
    """(turns left, fraction of the game left, coming district hexes and plaza stars per
    colour): what every seat's estimate shares."""
    left = turns_left(state)
    frac = left / max(1, left + state.turn)
    pool = [t for s in state.stacks for t in s] + state.site
    pool_d, pool_s = pool_supply(pool)
    return left, frac, pool_d, pool_s


def seat_estimate(state: AkState, seat: int, ctx: tuple[int, float, list[int], list[int]],
                  w: Weights = W) -> float:
    """One seat's expected final total (``ctx`` from :func:`context` of the same state)."""
    city = state.cities[seat]
    if city is None:
        return architect_estimate(state, w)
    left, frac, pool_d, pool_s = ctx
    turns = seat_turns(state, seat, left)
    share = turns / left if left else 0.0
    return city_estimate(city, state.stones[seat], state.variants, turns, share, frac,
                         pool_d, pool_s, w)


def multipliers(state: AkState, seat: int, w: Weights = W
                ) -> tuple[list[float], list[float]]:
    """For the quick move filter: projected (value, stars) per colour of ``seat``'s city,
    i.e. what one more star / one more district level of each colour is worth."""
    left = turns_left(state)
    pool = [t for s in state.stacks for t in s] + state.site
    pool_d, pool_s = pool_supply(pool)
    turns = seat_turns(state, seat, left)
    share = turns / left if left else 0.0
    city = state.cities[seat]
    assert city is not None
    return city_factors(city, state.variants, turns, share, pool_d, pool_s, w)


__all__ = ["W", "Weights", "architect_estimate", "city_estimate", "context", "estimates",
           "multipliers", "pool_supply", "seat_estimate", "seat_turns", "turns_left"]
