"""Ginkgopolis's end-game statistics, counted from games played move by move (positions in
the format of docs/positions/ginkgopolis.md)."""

from __future__ import annotations

from game.engine import Match, Rng, registry
from game.engine.match import LogEntry
from game.engine.stats import BarChart, stats_for
from game.games.ginkgopolis.rules.actions import Choose, Commit
from game.games.ginkgopolis.stats import ACTIONS, CITY, GAINS

from .helpers import RULES, seat, state

INFO = registry.get("ginkgopolis")
TALL_RED = {(0, 1): (["R2", "R9", "R12"], 1, False)}


def charts(start, entries):  # type: ignore[no-untyped-def]
    return {c.title.key: c for c in stats_for(INFO, start, entries).charts}


def test_a_build_up_on_anothers_building_counts_for_both() -> None:
    # Seat 0 builds B5 on seat 1's R12 (height 3): 7 VP paid, seat 1 gets 3 VP back; seat 1
    # plays U-L alone (an Exploit: it takes a resource).
    start = state(seats=[seat(card="R12", tile="B5", resources=5, vp=7),
                         seat(hand=["U-L"], tableau=["CH04", "CH05", "CH06", "R2", "R9"])],
                  resolved=1, buildings=TALL_RED)
    s = start.clone()
    entries = []
    for action in (Commit("U-L"), Choose("resource")):
        assert action in RULES.legal_actions(s)
        entries.append(LogEntry(RULES.current_player(s), action, False))
        RULES.apply(s, action)
    got = charts(start, entries)
    acts = got["ginkgopolis.stats.actions"]
    assert isinstance(acts, BarChart)
    assert [g.key for g in acts.groups] == [f"ginkgopolis.stats.action.{k}" for k in ACTIONS]
    assert acts.values == [[0, 0, 1, 0], [1, 0, 0, 0]]
    gains = got["ginkgopolis.stats.gains"]
    assert [g.key for g in gains.groups] == [f"ginkgopolis.stats.gain.{k}" for k in GAINS]
    assert gains.values[1][GAINS.index("returned")] == 3
    assert gains.values[1][GAINS.index("resources")] == 1
    assert gains.values[0][GAINS.index("vp")] == 1  # CH03's Build-Up bonus
    assert gains.values[0][GAINS.index("returned")] == 0
    city = got["ginkgopolis.stats.city"]
    assert [g.key for g in city.groups] == [f"ginkgopolis.stats.city.{k}" for k in CITY]
    assert city.values == [[1, 4, 4], [0, 0, 0]]


def test_a_fallback_counts_as_an_exploit_that_could_not_pay() -> None:
    # 2 resources cannot pay B5 on a starting building (2 + 1 for the colour): exploited.
    start = state(seats=[seat(card="R2", tile="B5", resources=2), seat(hand=["U-L"])],
                  resolved=1)
    s = start.clone()
    entries = [LogEntry(1, Commit("U-L"), False)]
    RULES.apply(s, Commit("U-L"))
    acts = charts(start, entries)["ginkgopolis.stats.actions"]
    assert acts.values[0] == [1, 0, 0, 1]


def test_every_seat_acts_once_a_turn_over_a_whole_game() -> None:
    m = Match.new(INFO, INFO.config(3), 4)
    rng = Rng(4)
    start = m.state.clone()
    while not m.is_over:
        m.play(RULES.sample_action(m.state, rng))
    got = charts(start, m.log)
    acts = got["ginkgopolis.stats.actions"].values
    # Exploit + Urbanize + Build-Up: one action per resolved turn of each seat
    assert sum(sum(a[:3]) for a in acts) == m.state.turns
    city = got["ginkgopolis.stats.city"].values
    for q in range(3):
        assert city[q][1] == m.state.placed(q)  # floors = resources placed (height rule)


def test_the_score_chart_counts_rounds_and_keeps_the_final_scores() -> None:
    """The score line has a point before the first round and one after each round (the
    last at the end of the game), so its x axis reads in the game's rounds; its last
    values are the final totals, and the bars add up to them by the four categories."""
    from game.engine.stats import LineChart
    from game.games.ginkgopolis.rules import scoring

    for config in (INFO.config(3), INFO.config(2, mode="intro")):
        m = Match.new(INFO, config, 6)
        rng = Rng(6)
        start = m.state.clone()
        while not m.is_over:
            m.play(RULES.sample_action(m.state, rng))
        got = charts(start, m.log)
        line = got["app.stats.score"]
        assert isinstance(line, LineChart) and line.x_label.key == "ginkgopolis.stats.round"
        rounds = m.state.round  # the round the game ended in
        assert all(len(series) == rounds + 1 for series in line.series)
        assert [series[-1] for series in line.series] == [
            float(x.total) for x in RULES.scores(m.state)]
        assert [series[0] for series in line.series] == [float(v) for v in
                                                         scoring.totals(start)]
        bars = got["app.stats.breakdown"]
        assert [g.key for g in bars.groups] == [f"ginkgopolis.score.{k}" for k in
                                                scoring.CATEGORIES]
        assert [sum(v) for v in bars.values] == [float(x.total) for x in RULES.scores(m.state)]
