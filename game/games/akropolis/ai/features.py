"""Features of an Akropolis seat for the learned evaluation (:mod:`.ai_learned`).

Plain Python on the engine's own structures (no numpy, no copies): it runs in the search's
inner loop. A seat's features are what the hand-made estimate (:mod:`.ai_eval`) reads, taken
apart so a regression can weigh them: per colour the value and stars now, the seat's share of
the district hexes and plaza stars still to come and their products; the city's shape (open
placements on top, empty positions around, quarries, levels above the ground); stones; the
hand-made projection itself; and the opponents' side (their stones, their projected gain,
how many stars they hold in the colours this seat collects).

:func:`seat_features` gives one seat's vector in :data:`NAMES` order. Everything it reads is
public (the unseen tiles as a multiset), like the hand-made estimate.
"""

from __future__ import annotations

from ..rules import scoring
from ..rules.city import HSHIFT, KMASK, City
from ..rules.state import AkState
from .eval import W, city_facts, seat_estimate, seat_turns

COLOURS = ("h", "m", "b", "t", "g")
PER_COLOUR = ("v", "s", "vs", "vS", "sD", "DS", "raw_s", "sD_lift")
"""Per colour: value now (v), stars now (s), their product (points now), value × coming stars
(S = the seat's share of the stars still to come), stars × coming district hexes (D), D × S,
all visible district levels of the colour (met condition or not) × stars, s × D × the
hand-made estimate's level lift (room to build up)."""
GLOBAL = ("one", "three", "four", "solo", "to_move", "stones", "ups", "ups_frac", "rim", "rim_frac",
          "quarries_ground", "quarries_up", "levels_up", "plazas_up", "temple_near",
          "temple_far", "house_other", "coming_d", "coming_s", "hand_gain",
          "opp_stones", "opp_gain", "opp_stars_overlap", "points")
"""``one`` the intercept; ``three``, ``four``, ``solo`` 1 at such a table (one fit may serve
every table); ``to_move`` 1 for the seat about to play; ``ups`` placements open
on top and ``rim`` empty positions around (also × the part of the game left); visible
quarries on the ground / above it; levels above the ground of the visible hexes; plazas
above the ground; temples not yet surrounded with 4-5 / 0-3 built neighbours (levels × the
temple stars now and to come); houses outside the scoring group × house stars; the seat's
share of the coming district hexes and stars (all colours); ``hand_gain`` the hand-made
estimate minus the points now; the best opponent's stones and projected gain (its hand-made
estimate minus its points now); the opponents' stars in the colours of this seat's stars;
the points now."""
NAMES: tuple[str, ...] = tuple(f"{c}_{f}" for c in COLOURS for f in PER_COLOUR) + GLOBAL


def shape_facts(city: City) -> tuple[list[int], int, int, int, int]:
    """(visible district levels per colour whatever their condition, visible quarries on the
    ground, visible quarries above it, levels above the ground, plazas above the ground);
    memoised on the city like :func:`ai_eval.city_facts`."""
    memo: tuple[list[int], int, int, int, int] | None = city.memo.get("shape")
    if memo is not None:
        return memo
    raw = [0, 0, 0, 0, 0]
    q_ground = q_up = up = p_up = 0
    for v in city.cells.values():
        kind = v & KMASK
        h = v >> HSHIFT
        up += h - 1
        if kind == 0:
            if h == 1:
                q_ground += 1
            else:
                q_up += 1
        elif kind <= 5:
            raw[kind - 1] += h
        elif h > 1:
            p_up += 1
    facts = (raw, q_ground, q_up, up, p_up)
    city.memo["shape"] = facts
    return facts


Context = tuple[int, float, list[int], list[int]]
"""What :func:`ai_eval.context` gives: turns left, part of the game left, coming district
hexes and plaza stars per colour."""


def points_now(state: AkState, seat: int) -> int:
    """A city seat's score as the game stands (the score if it ended now)."""
    city = state.cities[seat]
    assert city is not None
    values, stars = city_facts(city, state.variants)[:2]
    total = state.stones[seat]
    for c in range(5):
        total += values[c] * stars[c]
    return total


def architect_now(state: AkState) -> int:
    """The solo Architect's score as the game stands."""
    pts = scoring.architect_points(state.architect_tiles, state.solo or "hippodamos",
                                   state.stones[state.architect], state.variants)
    return sum(pts.values())


def all_points_now(state: AkState) -> list[float]:
    """Every seat's score as the game stands, the Architect's included."""
    return [float(points_now(state, j)) if state.cities[j] is not None
            else float(architect_now(state)) for j in range(state.n)]


def seat_features(state: AkState, seat: int, ctx: Context, hand: list[float] | None = None,
                  now: list[float] | None = None) -> list[float]:
    """The features of city seat ``seat`` (in :data:`NAMES` order). ``ctx`` is
    :func:`ai_eval.context` of ``state``; ``hand`` and ``now`` (every seat's hand-made
    estimate and points now, as :func:`all_points_now`) may be passed in when the caller
    has them."""
    city = state.cities[seat]
    assert city is not None
    variants = state.variants
    left, frac, pool_d, pool_s = ctx
    turns = seat_turns(state, seat, left)
    share = turns / left if left else 0.0
    values, stars, other, temples, ups, rim = city_facts(city, variants)
    raw, q_ground, q_up, up, p_up = shape_facts(city)
    lift = W.lift * ups / (ups + W.ups0)
    out: list[float] = []
    coming_d = coming_s = 0.0
    pts = state.stones[seat]
    for c in range(5):
        v = values[c]
        s = stars[c]
        d = share * pool_d[c]
        st = share * pool_s[c]
        coming_d += d
        coming_s += st
        pts += v * s
        out += (v, s, v * s, v * st, s * d, d * st, raw[c] * s, s * d * lift)
    t_stars = stars[3] + share * pool_s[3]
    near = far = 0
    for h, built in temples:
        if built >= 4:
            near += h
        else:
            far += h
    if hand is None:
        hand = [seat_estimate(state, j, ctx) for j in range(state.n)]
    if now is None:
        now = all_points_now(state)
    mine = hand[seat]
    n = state.n
    opp_stones = 0
    opp_gain = -1e9
    overlap = 0.0
    for j in range(n):
        if j == seat:
            continue
        opp_stones = max(opp_stones, state.stones[j])
        opp_gain = max(opp_gain, hand[j] - now[j])
        other_city = state.cities[j]
        if other_city is None:
            continue
        o_stars = city_facts(other_city, variants)[1]
        for c in range(1, 5):
            if stars[c]:
                overlap += o_stars[c]
    if opp_gain < -1e8:
        opp_gain = 0.0
    solo = state.architect >= 0
    out += (1.0, 1.0 if n == 3 else 0.0, 1.0 if n == 4 else 0.0, 1.0 if solo else 0.0,
            1.0 if state.current == seat else 0.0, state.stones[seat], ups, ups * frac,
            rim, rim * frac, q_ground, q_up, up, p_up, near * t_stars, far * t_stars,
            other * (stars[0] + share * pool_s[0]), coming_d, coming_s, mine - pts,
            opp_stones, opp_gain, overlap, pts)
    return out


__all__ = ["NAMES", "Context", "all_points_now", "architect_now", "points_now", "seat_features",
           "shape_facts"]
