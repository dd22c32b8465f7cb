"""Ginkgopolis's end-game statistics, from the events of the game as played. No pygame.

The score over the rounds and the final breakdown; each seat's actions (Exploit, Urbanize,
Build-Up, and how many picks fell back to an Exploit because they could not be paid); what
the seat gained (resources, tiles, VP, and the VP others paid it by building on its
buildings); and its part of the city at the end (buildings, floors under its resources,
its tallest building).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine import LogEntry, Text
from game.engine.protocol import AnyRules
from game.engine.stats import BarChart, GameStats, LineChart, breakdown_chart, sample_by_turn
from game.engine.timeline import walk

ACTIONS = ("exploit", "urbanize", "buildup", "fallback")
GAINS = ("resources", "tiles", "vp", "returned")
CITY = ("buildings", "floors", "tallest")


def counted(rules: AnyRules, start: Any, entries: Sequence[LogEntry]
            ) -> tuple[Any, list[list[int]], list[list[int]]]:
    """The final state, each seat's action counts (in :data:`ACTIONS` order) and gains (in
    :data:`GAINS` order)."""
    n = start.n
    acts = [[0] * len(ACTIONS) for _ in range(n)]
    gains = [[0] * len(GAINS) for _ in range(n)]
    state = start
    for step in walk(rules, start, entries):
        state = step.state
        for ev in step.events:
            p = ev.player
            if p is None or not 0 <= p < n:
                continue
            kind = ev.kind
            if kind == "reveal":
                acts[p][0] += 1  # an Exploit unless an Urbanize or a Build-Up follows
            elif kind in ("urbanize", "build_up"):
                acts[p][0] -= 1
                acts[p][1 if kind == "urbanize" else 2] += 1
                back = ev.data.get("returned_player")
                if back is not None and back != p:
                    gains[back][3] += ev.data["returned"]
            elif kind == "fallback":
                acts[p][3] += 1
            elif kind == "gain":
                item = ev.data["item"]
                if item in ("resources", "vp"):
                    gains[p][GAINS.index(item)] += ev.data["count"]
            elif kind in ("draw_tile", "draw_tile_hidden"):
                gains[p][1] += 1
    return state, acts, gains


def city_counts(state: Any, seat: int) -> list[int]:
    """Buildings ``seat`` owns, the floors under its resources and its tallest building."""
    heights = [len(stack) for sq, stack in state.stacks.items() if state.owner[sq] == seat]
    return [len(heights), sum(heights), max(heights, default=0)]


def game_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    state, acts, gains = counted(rules, start, entries)
    n = start.n
    score = sample_by_turn(rules, start, entries, lambda s: [x.total for x in rules.scores(s)])
    return GameStats([
        LineChart(Text("app.stats.score"), score),
        breakdown_chart(rules, "ginkgopolis", state),
        BarChart(Text("ginkgopolis.stats.actions"),
                 [Text(f"ginkgopolis.stats.action.{k}") for k in ACTIONS],
                 [[float(v) for v in acts[p]] for p in range(n)]),
        BarChart(Text("ginkgopolis.stats.gains"),
                 [Text(f"ginkgopolis.stats.gain.{k}") for k in GAINS],
                 [[float(v) for v in gains[p]] for p in range(n)]),
        BarChart(Text("ginkgopolis.stats.city"),
                 [Text(f"ginkgopolis.stats.city.{k}") for k in CITY],
                 [[float(v) for v in city_counts(state, p)] for p in range(n)]),
    ])
