"""20th Century's end-game statistics, from the events of the game as played. No pygame.

The QoL at the end of every round (the x axis counts the rulebook's rounds, not moves) and
the final breakdown; where each seat's money and science came
from and went (incomes and subsidies; lands, technologies, prevention bids, the technology uses
that have a price); garbage taken
(with the lands won, the technologies, the catastrophes), removed (recycling plants, Sorted
waste, Recycling technologies) and left on the lands at the end; lands and technologies
taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine import LogEntry, Text
from game.engine.protocol import AnyRules
from game.engine.stats import BarChart, GameStats, LineChart, breakdown_chart
from game.engine.timeline import walk

MONEY = ("income", "subsidy", "lands", "uses")
SCIENCE = ("income", "technologies", "prevention", "uses")
GARBAGE = ("lands", "technologies", "catastrophes", "removed", "left")
TAKEN = ("lands", "technologies")
REMOVING = frozenset({"clean", "sort_waste", "recycle"})
"""Events that take one cube off a land for good (Garbage transport only moves one)."""


def counted(rules: AnyRules, start: Any, entries: Sequence[LogEntry]
            ) -> tuple[Any, dict[str, list[list[int]]]]:
    """The final state and, per chart, each seat's values in the order of its groups."""
    n = start.n
    out = {name: [[0] * len(groups) for _ in range(n)] for name, groups in (
        ("money", MONEY), ("science", SCIENCE), ("garbage", GARBAGE), ("taken", TAKEN))}
    money, science, garbage, taken = (out[k] for k in ("money", "science", "garbage", "taken"))
    state = start
    for step in walk(rules, start, entries):
        state = step.state
        for ev in step.events:
            p = ev.player
            if p is None or not 0 <= p < n:
                continue
            d = ev.data
            kind = ev.kind
            if kind == "income":
                money[p][0] += d["money"]
                science[p][0] += d["science"]
            elif kind == "withdraw":
                money[p][1] += d["subsidy"]
            elif kind == "win":  # a lone bidder's "buy" is followed by its "win"
                money[p][2] += d["price"]
                taken[p][0] += 1
                garbage[p][0] += d["garbage"]
            elif kind == "tech":
                science[p][1] += d["price"]
                garbage[p][1] += d["garbage"]
                taken[p][1] += 1
            elif kind == "catastrophe":
                science[p][2] += d["bid"]
                garbage[p][2] += d["garbage"]
            if kind in REMOVING:
                garbage[p][3] += 1
            if "paid" in d:  # a technology use with a price (Recycling, the investments)
                (money if d["currency"] == "M" else science)[p][3] += d["paid"]
    for p in range(n):
        garbage[p][4] = sum(t.garbage for t in state.players[p].tiles.values())
    return state, out


def by_round(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> list[list[float]]:
    """Each seat's QoL at the start and at the end of every round played (its Income and
    scoring included; round 6 ends with the final scoring): one line per seat, point ``k``
    after round ``k``."""
    series: list[list[float]] = [[float(p.qol)] for p in start.players]
    state, rnd, open_round = start, start.round, False
    for step in walk(rules, start, entries):
        state = step.state
        open_round = not (state.round != rnd or state.final)
        if not open_round:
            for seat, p in enumerate(state.players):
                series[seat].append(float(p.qol))
            rnd = state.round
    if open_round:  # a game stopped inside a round: where it stands
        for seat, p in enumerate(state.players):
            series[seat].append(float(p.qol))
    return series


def game_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    state, c = counted(rules, start, entries)
    score = by_round(rules, start, entries)

    def bars(name: str, groups: tuple[str, ...]) -> BarChart:
        return BarChart(Text(f"twentieth_century.stats.{name}"),
                        [Text(f"twentieth_century.stats.{name}.{g}") for g in groups],
                        [[float(v) for v in row] for row in c[name]])

    return GameStats([
        LineChart(Text("app.stats.score"), score, Text("twentieth_century.stats.round")),
        breakdown_chart(rules, "twentieth_century", state),
        bars("money", MONEY), bars("science", SCIENCE), bars("garbage", GARBAGE),
        bars("taken", TAKEN),
    ])


def round_of(state: Any) -> int:
    """The round being played (1 to 6)."""
    return int(state.round)
