"""20th Century's end-game statistics, counted from games played move by move."""

from __future__ import annotations

from typing import Any

from game.engine import Match, Rng, registry
from game.engine.match import LogEntry
from game.engine.stats import BarChart, stats_for
from game.games.twentieth_century.rules.actions import Buy, Open, Pass, Raise, TakeTech, Withdraw
from game.games.twentieth_century.stats import GARBAGE, MONEY, SCIENCE, TAKEN

from .helpers import RULES, fresh

INFO = registry.get("twentieth_century")
BLUE, GREEN, YELLOW = 0, 1, 2


def charts(start: Any, entries: list[LogEntry]) -> dict[str, BarChart]:
    return {c.title.key.rsplit(".", 1)[-1]: c for c in stats_for(INFO, start, entries).charts
            if isinstance(c, BarChart)}


def test_the_auction_of_the_worked_example_7_7_in_the_charts() -> None:
    start = fresh(3)
    st = start.clone()
    lands, techs = list(st.lands), list(st.techs)
    entries: list[LogEntry] = []
    for a in (Open(lands[0], 2), Raise(3), Pass(), Pass(), Open(lands[1], 2), Raise(5),
              Pass(), Pass(), Open(lands[2], 5), Raise(6), Raise(7), Withdraw(),
              TakeTech(techs[0]), Pass(), Withdraw(), TakeTech(techs[1]), Buy(lands[3]),
              Buy(lands[4]), Withdraw(), TakeTech(techs[2])):
        entries.append(LogEntry(RULES.current_player(st), a, False))
        RULES.apply(st, a)
    got = charts(start, entries)
    assert [g.key for g in got["money"].groups] == [
        f"twentieth_century.stats.money.{k}" for k in MONEY]
    # green paid 3 and 7, yellow 5, blue 2 and 2 (the lone buyer); nobody got a subsidy
    assert [row[MONEY.index("lands")] for row in got["money"].values] == [4, 10, 5]
    assert [row[MONEY.index("subsidy")] for row in got["money"].values] == [0, 0, 0]
    # yellow bought at the price of 1; green and blue took theirs at the price of 0
    assert [row[SCIENCE.index("technologies")] for row in got["science"].values] == [0, 0, 1]
    assert [row[:2] for row in got["taken"].values] == [[2, 1], [2, 1], [1, 1]]
    assert len(TAKEN) == 2
    # the k-th land won in a round comes with k cubes
    assert [row[GARBAGE.index("lands")] for row in got["garbage"].values] == [3, 3, 1]
    tech_garbage = [st.data.techs[t].garbage for t in (techs[2], techs[1], techs[0])]
    assert [row[GARBAGE.index("technologies")] for row in got["garbage"].values] == tech_garbage


def test_whole_games_balance_money_science_and_garbage() -> None:
    for n, seed in ((3, 7), (4, 8), (5, 9)):
        m = Match.new(INFO, INFO.config(n), seed)
        start = m.state.clone()
        rng = Rng(seed)
        while not m.is_over:
            m.play(RULES.sample_action(m.state, rng))
        got = charts(start, m.log)
        paid = 0
        for q in range(n):
            p0, p = start.players[q], m.state.players[q]
            money, science = got["money"].values[q], got["science"].values[q]
            assert p0.money + money[0] + money[1] - money[2] - money[3] == p.money
            assert p0.science + science[0] - science[1] - science[2] - science[3] == p.science
            paid += money[3] + science[3]
            g = got["garbage"].values[q]
            start_cubes = sum(t.garbage for t in p0.tiles.values())
            # every cube taken goes onto the region (A-38: no supply limit) or is removed
            assert start_cubes + g[0] + g[1] + g[2] - g[3] == g[4] + p.pending_garbage
        assert paid > 0 or seed != 7  # the first game does pay for technology uses


def test_the_score_chart_counts_rounds_not_moves() -> None:
    from game.engine import Text
    from game.engine.stats import LineChart

    for n, seed in ((3, 7), (5, 9)):
        m = Match.new(INFO, INFO.config(n), seed)
        start = m.state.clone()
        rng = Rng(seed)
        ends: list[list[int]] = []  # QoL of every seat as each round ends
        while not m.is_over:
            before = m.state.round
            m.play(RULES.sample_action(m.state, rng))
            if m.state.round != before or m.is_over:
                ends.append([p.qol for p in m.state.players])
        line = next(c for c in stats_for(INFO, start, m.log).charts if isinstance(c, LineChart))
        assert line.x_label == Text("twentieth_century.stats.round")
        assert len(ends) == 6  # rounds I-VI, the last ending with the final scoring
        for seat in range(n):
            assert line.series[seat] == [0.0] + [float(e[seat]) for e in ends]
        assert [s[-1] for s in line.series] == [float(p.qol) for p in m.state.players]
