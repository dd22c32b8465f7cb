"""End-game statistics as plain data: charts a results screen draws. No pygame.

Each game may ship ``game/games/<name>/stats.py`` with ``game_stats(rules, start, entries)``
returning :class:`GameStats` (it walks the action log with :func:`game.engine.timeline.walk`,
so the numbers are those of the game as played). A game without one gets
:func:`generic_stats`: the score over the turns and the final breakdown by category. The
module is found through ``GameInfo.extra["stats"]`` or, by default, next to the game's rules.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .match import LogEntry
from .protocol import AnyRules, Text
from .registry import GameInfo
from .timeline import walk

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LineChart:
    """One line per seat: ``series[seat][i]`` is the value at point ``i`` (after turn ``i``)."""

    title: Text
    series: list[list[float]]
    x_label: Text = field(default_factory=lambda: Text("app.stats.turn"))


@dataclass(frozen=True)
class BarChart:
    """Bars grouped by category: ``values[seat][g]`` for group ``groups[g]``."""

    title: Text
    groups: list[Text]
    values: list[list[float]]


Chart = LineChart | BarChart


@dataclass(frozen=True)
class GameStats:
    charts: list[Chart]


def sample_by_turn(rules: AnyRules, start: Any, entries: Sequence[LogEntry],
                   measure: Any, count: Callable[[Any], int] | None = None
                   ) -> list[list[float]]:
    """``measure(state) -> list[float]`` (one value per seat) at the start and after every
    turn (``turn_count`` changed; or whatever ``count(state)`` counts, e.g. a game's rounds)
    and at the end: one line per seat."""
    count = count or rules.turn_count
    first = [float(v) for v in measure(start)]
    series: list[list[float]] = [[v] for v in first]
    turn = count(start)
    last = None
    for step in walk(rules, start, entries):
        now = count(step.state)
        last = step.state
        if now != turn:
            turn = now
            for seat, v in enumerate(measure(step.state)):
                series[seat].append(float(v))
            last = None
    if last is not None:  # the game ended inside a turn
        for seat, v in enumerate(measure(last)):
            series[seat].append(float(v))
    return series


def final_state(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> Any:
    state = start
    for step in walk(rules, start, entries):
        state = step.state
    return state


def breakdown_chart(rules: AnyRules, game_id: str, state: Any) -> BarChart:
    """The final scores by category (the ``Score.breakdown`` keys, in order of appearance)."""
    scores = rules.scores(state)
    keys: list[str] = []
    for score in scores:
        keys += [k for k in score.breakdown if k not in keys]
    return BarChart(Text("app.stats.breakdown"), [Text(f"{game_id}.score.{k}") for k in keys],
                    [[float(s.breakdown.get(k, 0)) for k in keys] for s in scores])


def generic_stats(rules: AnyRules, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    """What every game can show: the total score over the turns and the final breakdown."""
    series = sample_by_turn(rules, start, entries, lambda s: [x.total for x in rules.scores(s)])
    game_id = getattr(rules, "game_id", "")
    return GameStats([LineChart(Text("app.stats.score"), series),
                      breakdown_chart(rules, game_id, final_state(rules, start, entries))])


def stats_module(info: GameInfo) -> str:
    named = info.extra.get("stats")
    if isinstance(named, str):
        return named
    parts = type(info.rules).__module__.split(".")
    if parts[:2] == ["game", "games"] and len(parts) >= 3:
        return ".".join(parts[:3]) + ".stats"
    return ""


def round_counter(info: GameInfo) -> Callable[[Any], int] | None:
    """The game's own count of rounds (its statistics module's ``round_of(state)``: the round
    being played, as the rulebook counts them), or None for a game that counts turns only."""
    name = stats_module(info)
    if not name:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError:
        return None
    counter = getattr(module, "round_of", None)
    return counter if callable(counter) else None


def stats_for(info: GameInfo, start: Any, entries: Sequence[LogEntry]) -> GameStats:
    """The game's own statistics, or the generic ones when it has none or they fail."""
    name = stats_module(info)
    if name:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                log.exception("statistics of %s cannot be imported", info.id)
        else:
            try:
                result: GameStats = module.game_stats(info.rules, start, entries)
                return result
            except Exception:  # noqa: BLE001 - a statistics bug must not hide the results
                log.exception("statistics of %s failed", info.id)
    return generic_stats(info.rules, start, entries)
