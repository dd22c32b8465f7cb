"""Machi Koro's end-game statistics, from the events of the game as played. No pygame.

Landmarks and coins over the turns as the players count them (x = 0 before the first turn,
x = t after the t-th player's turn, an Amusement Park extra turn being a turn of its own);
the cities by colour; coins earned per card kind (bank
income, coins a red card took from the roller, the Stadium and the TV Station); and where the
coins went: paid to red cards, taken by a Stadium or TV Station, spent on buildings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine import LogEntry, Text
from game.engine.protocol import AnyRules
from game.engine.stats import BarChart, GameStats, LineChart
from game.engine.timeline import walk

from .data import ESTABLISHMENTS, LANDMARKS

COLOURS = ("blue", "green", "red", "purple")
FACTS = ("paid", "received", "stolen", "lost", "spent")
"""Coins paid to others' red cards, taken from the roller by one's own red cards, taken with
the Stadium or TV Station, lost to them, and spent on establishments and landmarks."""
TAKERS = ("stadium", "tv_station")


X_AXIS = Text("machi_koro.stats.turns")
"""The line charts' x axis: players' turns played."""
Measure = Callable[[Any], Sequence[float]]


def _landmarks(state: Any) -> list[int]:
    return [bin(m).count("1") for m in state.landmarks]


def by_turn(rules: AnyRules, start: Any, entries: Sequence[LogEntry],
            measures: Sequence[Measure]) -> list[list[list[float]]]:
    """For each measure, one line per seat: the value before the first turn and after every
    turn played (point t = after turn t). The draw of the first player begins turn 1 but
    ends none, so it adds no point; a game won inside a turn ends with that turn's point."""
    series = [[[float(v)] for v in m(start)] for m in measures]
    turn = rules.turn_count(start)
    last = None
    for step in walk(rules, start, entries):
        now = rules.turn_count(step.state)
        last = step.state
        if now != turn:
            ended = turn >= 1  # a turn was being played (not the setup before turn 1)
            turn = now
            if ended:
                for lines, m in zip(series, measures, strict=True):
                    for seat, v in enumerate(m(step.state)):
                        lines[seat].append(float(v))
                last = None
    if last is not None and rules.is_over(last):  # the winning build ends the game, not a turn
        for lines, m in zip(series, measures, strict=True):
            for seat, v in enumerate(m(last)):
                lines[seat].append(float(v))
    return series


def game_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    n = start.n
    earned = [dict.fromkeys((e.key for e in ESTABLISHMENTS), 0) for _ in range(n)]
    facts = [dict.fromkeys(FACTS, 0) for _ in range(n)]
    state = start
    for step in walk(rules, start, entries):
        state = step.state
        for ev in step.events:
            p, data = ev.player, ev.data
            if p is None:
                continue
            if ev.kind == "income":
                earned[p][data["card"]] += data["amount"]
            elif ev.kind == "pay":  # the roller p pays the owner of a red card
                owner, amount = data["owner"], data["amount"]
                earned[owner][data["card"]] += amount
                facts[p]["paid"] += amount
                facts[owner]["received"] += amount
            elif ev.kind in TAKERS:
                victim = data["from"] if ev.kind == "stadium" else data["target"]
                earned[p][ev.kind] += data["amount"]
                facts[p]["stolen"] += data["amount"]
                facts[victim]["lost"] += data["amount"]
            elif ev.kind in ("build", "build_landmark"):
                facts[p]["spent"] += data["cost"]
    kinds = [e.key for e in ESTABLISHMENTS if any(earned[p][e.key] for p in range(n))]
    by_colour = [[float(sum(state.cards[p][k] for k, e in enumerate(ESTABLISHMENTS)
                            if e.colour == c)) for c in COLOURS]
                 + [float(_landmarks(state)[p])] for p in range(n)]
    landmarks, coins = by_turn(rules, start, entries, [_landmarks, lambda s: list(s.coins)])
    return GameStats([
        LineChart(Text("machi_koro.stats.landmarks"), landmarks, X_AXIS),
        LineChart(Text("machi_koro.stats.coins"), coins, X_AXIS),
        BarChart(Text("machi_koro.stats.city"),
                 [Text(f"machi_koro.stats.colour.{c}") for c in COLOURS]
                 + [Text("machi_koro.score.landmarks")], by_colour),
        BarChart(Text("machi_koro.stats.income"),
                 [Text(f"machi_koro.card.{k}.name") for k in kinds],
                 [[float(earned[p][k]) for k in kinds] for p in range(n)]),
        BarChart(Text("machi_koro.stats.coins_flow"),
                 [Text(f"machi_koro.stats.fact.{f}") for f in FACTS],
                 [[float(facts[p][f]) for f in FACTS] for p in range(n)]),
    ])


__all__ = ["COLOURS", "FACTS", "LANDMARKS", "game_stats"]
