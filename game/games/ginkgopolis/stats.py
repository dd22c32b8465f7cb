"""Ginkgopolis's end-game statistics, from the events of the game as played. No pygame.

The score over the rounds (the x axis counts the game's rounds, 0 before the first: every
seat acts once a round) and the final score by the four categories of 8 (the results table
has the finer ones: each end-game card kind and each district); each seat's actions (Exploit, Urbanize,
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
from game.engine.stats import BarChart, GameStats, LineChart
from game.engine.timeline import walk

from .rules import scoring

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


def score_by_round(rules: AnyRules, start: Any, entries: Sequence[LogEntry]
                   ) -> list[list[float]]:
    """Each seat's score (as if the game ended there) before the first round and after
    every round: point ``i`` is the end of round ``i`` of the game (the last point the end
    of the game)."""
    series: list[list[float]] = [[float(v)] for v in scoring.totals(start)]
    last = start.round
    done = start.phase == "over"
    for step in walk(rules, start, entries):
        state = step.state
        over = state.phase == "over"
        if not done and (state.round != last or over):
            last, done = state.round, over
            for seat, v in enumerate(scoring.totals(state)):
                series[seat].append(float(v))
    return series


def breakdown_chart(state: Any) -> BarChart:
    """The final score by the four categories of 8 (no New Hand tokens in solo)."""
    keys = [k for k in scoring.CATEGORIES if k != "new_hand" or state.hal < 0]
    rows = scoring.breakdown(state)
    return BarChart(Text("app.stats.breakdown"), [Text(f"ginkgopolis.score.{k}") for k in keys],
                    [[float(row[k]) for k in keys] for row in rows])


def game_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    state, acts, gains = counted(rules, start, entries)
    n = start.n
    score = score_by_round(rules, start, entries)
    return GameStats([
        LineChart(Text("app.stats.score"), score, Text("ginkgopolis.stats.round")),
        breakdown_chart(state),
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


def round_of(state: Any) -> int:
    """The round being played (1 first)."""
    return int(state.round)
