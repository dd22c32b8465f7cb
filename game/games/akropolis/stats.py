"""Akropolis's end-game statistics, from the events of the game as played. No pygame.

The score over the rounds (as the rulebook counts them: a round ends when the construction
site is down to one tile, ``rules/query.rounds_done``); the final score by colour (and
stones); stones gained (quarries covered, and the Illustrious Architect's takings) and spent
on the construction site; and the visible districts of each city by level (how high it was
built).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine import LogEntry, Text
from game.engine.protocol import AnyRules
from game.engine.stats import BarChart, GameStats, LineChart, breakdown_chart, sample_by_turn
from game.engine.timeline import walk

from .data import is_district
from .rules import query

TOP_LEVEL = 4
"""Districts at this level or higher are counted together."""


def district_levels(state: Any, seat: int) -> list[int]:
    """Visible district hexes of ``seat``'s city at levels 1, 2, 3 and 4+ (the Architect has
    no city: all zero)."""
    counts = [0] * TOP_LEVEL
    city = state.cities[seat]
    if city is None:
        return counts
    for kind, _uid, level in city.columns().values():
        if is_district(kind):
            counts[min(level, TOP_LEVEL) - 1] += 1
    return counts


def game_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    n = start.n
    gained = [0] * n
    spent = [0] * n
    state = start
    for step in walk(rules, start, entries):
        state = step.state
        for ev in step.events:
            p = ev.player
            if p is None:
                continue
            if ev.kind == "stones":
                gained[p] += ev.data["gained"]
            elif ev.kind in ("take", "architect_take"):
                cost = ev.data["cost"]
                spent[p] += cost
                if ev.data.get("to") == "architect" and state.architect >= 0:
                    gained[state.architect] += cost
    score = sample_by_turn(rules, start, entries, lambda s: [x.total for x in rules.scores(s)],
                           query.rounds_done)
    return GameStats([
        LineChart(Text("app.stats.score"), score, Text("akropolis.stats.round")),
        breakdown_chart(rules, "akropolis", state),
        BarChart(Text("akropolis.stats.stones"),
                 [Text("akropolis.stats.stones_start"), Text("akropolis.stats.stones_gained"),
                  Text("akropolis.stats.stones_spent"), Text("akropolis.stats.stones_left")],
                 [[float(start.stones[p]), float(gained[p]), float(spent[p]),
                   float(state.stones[p])] for p in range(n)]),
        BarChart(Text("akropolis.stats.levels"),
                 [Text("akropolis.level", {"level": i + 1}) for i in range(TOP_LEVEL - 1)]
                 + [Text("akropolis.stats.level_top", {"level": TOP_LEVEL})],
                 [[float(v) for v in district_levels(state, p)] for p in range(n)]),
    ])


def round_of(state: Any) -> int:
    """The round being played (1 first), as the rulebook counts them."""
    return query.round_number(state)
