"""``pyramid``: a scripted Akropolis sparring partner after the published "Undefeated
strategy" idea (our own reading of it, no search and no learned numbers).

The idea: build a compact pyramid, so every tile either covers the one below or fills in
beside the city; put plazas and the districts of the colours one holds stars in on top, where
nothing will cover them; leave houses aside (they score only as one big group, so a player
who does not plan for them loses little by ignoring them); spend stones only on the tiles
the plan needs (a plaza, or districts of a colour with stars), since stones are points too.

Each legal placement of each affordable tile is tried on a copy of the city and scored by
the plan: the city's points after it (houses counted at a quarter, a colour without stars by
a little of its value, every plaza star with a fixed future worth), plus height, plazas
high up, stones (covered quarries, the price paid), compactness on the ground, minus
quarries left visible high up. Only the visible city is read (no determinized future); the
best placement is played, ties going to the first in ``legal_actions`` order, so the player
is deterministic.
"""

from __future__ import annotations

from typing import Any

from game.ai.player import Player
from game.engine.protocol import Action
from game.engine.rng import Rng

from ..data import STARS, TILE_KINDS, G
from ..rules import placement, scoring
from ..rules.actions import Place
from ..rules.city import HSHIFT, KMASK, City
from ..rules.state import AkState

PLAN = {
    "up": 1.2,  # per level above the ground: the pyramid grows up, not out
    "touch": 0.35,  # per built neighbour of a new ground hex: stay compact
    "spill": 0.6,  # per new empty position around the city a ground tile opens
    "house": 0.25,  # part of the house points the plan counts: houses are left aside
    "unstarred": 0.4,  # per scoring level of a colour without stars yet
    "plaza_future": 2.0,  # per star: the value its colour is expected to gain later on
    "plaza_top": 0.8,  # per level of a new plaza: high plazas are never covered
    "quarry_high": 0.2,  # per level of a quarry left visible above the ground
    "stone": 1.0,  # a stone held (it is a point at the end)
    "stone_early": 0.8,  # ...plus this much while most of the game is to come
}
"""The plan's weights, set by hand (a few 6-game checks against `normal` picked `up`,
`plaza_future` and `quarry_high`; see docs/ai.md)."""


class PyramidPlayer(Player):
    """The scripted sparring partner (seat kind ``pyramid``)."""

    kind = "pyramid"

    def _choose(self, state: Any, seat: int) -> Action:
        # a fixed generator: the plan reads only the public table, never the stacks' order
        world = self.world(state, seat, Rng(self.seed))
        actions = self.rules.legal_actions(world)
        if len(actions) == 1 or world.cities[seat] is None:
            return actions[0]
        return best_place(world, seat)


def _points(values: list[int], stars: list[int]) -> float:
    """The plan's view of a city's points: houses count only a little (left aside), and a
    colour without stars yet still counts its levels a little (a plaza may come)."""
    total = PLAN["house"] * values[0] * stars[0]
    for c in range(1, 5):
        total += values[c] * stars[c] if stars[c] else PLAN["unstarred"] * values[c]
        total += PLAN["plaza_future"] * stars[c]
    return total


def best_place(state: AkState, seat: int) -> Place:
    """The plan's favourite legal ``Place`` for ``seat`` (who must be to move)."""
    city = state.cities[seat]
    assert city is not None
    g = city.g
    size = g.size
    s = g.shifts
    cells = city.cells
    variants = state.variants
    values, stars = scoring.city_values(city, variants)
    now = _points(values, stars)
    left = len(state.site) - 1 + sum(len(x) for x in state.stacks)
    stone = PLAN["stone"] + PLAN["stone_early"] * left / max(1, left + state.turn)
    top = min(state.stones[seat], len(state.site) - 1)
    tiles = [state.site[slot] for slot in range(top + 1)]
    best = -1e18
    best_at = (0, 0)
    for code in placement.codes(city):
        k, a = divmod(code, size)
        spots = (a, a + s[k], a + s[(k + 1) % 6])
        base = _site_gain(city, spots, stone, values, stars)
        under = cells.get(a)
        level = 1 if under is None else (under >> HSHIFT) + 1
        for slot, tile in enumerate(tiles):
            kinds = TILE_KINDS[tile]
            after = city.clone()
            after.place(tile, kinds, a, k)
            gain = base - slot * stone + _points(*scoring.city_values(after, variants)) - now
            for kind in kinds:
                if kind == 0:
                    gain -= PLAN["quarry_high"] * (level - 1)
                elif kind > G:
                    gain += PLAN["plaza_top"] * level
            if gain > best:
                best = gain
                best_at = (slot, code)
    return placement.decode(g, *best_at)


def _site_gain(city: City, spots: tuple[int, int, int], stone: float, values: list[int],
               stars: list[int]) -> float:
    """The part of a placement's score that does not depend on the tile: on top its height,
    the stones of the quarries it covers and, once more on top of the points lost, what
    covering a plaza or a district of a starred colour costs (the plan keeps them visible);
    on the ground how compact the city stays."""
    cells = city.cells
    under = cells.get(spots[0])
    if under is not None:
        h = under >> HSHIFT
        gain = PLAN["up"] * h
        for x in spots:
            kind = cells[x] & KMASK
            if kind == 0:
                gain += stone
            elif kind > G:
                c = kind - 6
                if c:
                    gain -= STARS[kind] * (values[c] + PLAN["plaza_future"])
            elif kind > 1:
                gain -= h * (stars[kind - 1] or PLAN["unstarred"])
        return gain
    touch = 0
    fresh: set[int] = set()
    shifts = city.g.shifts
    for x in spots:
        for d in shifts:
            y = x + d
            if y in spots:
                continue
            if y in cells:
                touch += 1
            else:
                fresh.add(y)
    opened = sum(1 for y in fresh if not any(y + d in cells for d in shifts))
    return PLAN["touch"] * touch - PLAN["spill"] * opened
