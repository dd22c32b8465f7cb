"""Akropolis's end-game statistics, counted from a game played move by move."""

from __future__ import annotations

import pytest

from game.engine import Match, registry
from game.engine.stats import BarChart, LineChart, stats_for
from game.games.akropolis.data import TILE_KINDS, is_district
from game.games.akropolis.rules.actions import Place

INFO = registry.get("akropolis")


def ground_place(match: Match, site: int) -> Place:
    """A legal placement of site tile ``site`` on the ground (level 1)."""
    return next(a for a in match.legal_actions()
                if isinstance(a, Place) and a.site == site
                and match.state.cities[match.state.current].height_at(a.q, a.r) == 0)


def test_stones_and_districts_by_level_after_two_placements() -> None:
    match = Match.new(INFO, INFO.config(2), 1)
    start = INFO.rules.new_game(match.config, match.seed)
    assert start.stones == [1, 2]
    first_tile = match.state.site[0]
    match.play(ground_place(match, 0))  # free
    second_tile = match.state.site[1]
    match.play(ground_place(match, 1))  # costs one stone
    charts = {c.title.key: c for c in stats_for(INFO, start, match.log).charts}
    stones = charts["akropolis.stats.stones"]
    assert isinstance(stones, BarChart)
    assert [g.key for g in stones.groups] == [
        "akropolis.stats.stones_start", "akropolis.stats.stones_gained",
        "akropolis.stats.stones_spent", "akropolis.stats.stones_left"]
    assert stones.values == [[1, 0, 0, 1], [2, 0, 1, 1]]
    levels = charts["akropolis.stats.levels"]
    districts = [sum(1 for k in TILE_KINDS[t] if is_district(k)) for t in (first_tile, second_tile)]
    assert levels.values == [[districts[0], 0, 0, 0], [districts[1], 0, 0, 0]]
    assert [g.args.get("level") for g in levels.groups] == [1, 2, 3, 4]


def test_the_score_line_has_the_start_and_each_round_and_ends_at_the_final_total() -> None:
    """The x axis is the rounds as the rulebook counts them (a round ends when the site is
    down to one tile): 2 players take 3 turns a round, so 6 moves are 2 rounds."""
    from game.games.akropolis.rules import query

    match = Match.new(INFO, INFO.config(2), 2)
    start = INFO.rules.new_game(match.config, match.seed)
    for _ in range(6):
        match.play(match.legal_actions()[0])
    assert query.rounds_done(match.state) == 2
    charts = {c.title.key: c for c in stats_for(INFO, start, match.log).charts}
    score = charts["app.stats.score"]
    assert isinstance(score, LineChart) and score.x_label.key == "akropolis.stats.round"
    assert [len(s) for s in score.series] == [3, 3]
    assert [s[0] for s in score.series] == [x.total for x in INFO.rules.scores(start)]
    assert [s[-1] for s in score.series] == [x.total for x in INFO.rules.scores(match.state)]
    breakdown = charts["app.stats.breakdown"]
    final = INFO.rules.scores(match.state)
    assert breakdown.values == [[float(v) for v in s.breakdown.values()] for s in final]
    match.play(match.legal_actions()[0])  # cut short inside round 3: its last move ends it
    score = {c.title.key: c for c in stats_for(INFO, start, match.log).charts}["app.stats.score"]
    assert [len(s) for s in score.series] == [4, 4]


@pytest.mark.parametrize("kind", ["2p", "3p-long", "4p", "solo"])
def test_a_whole_game_has_a_point_per_round_each_the_score_at_that_rounds_end(kind: str) -> None:
    from game.engine import PlayerSpec
    from game.engine.rng import Rng
    from game.games.akropolis.rules import query

    if kind == "solo":
        config = INFO.config((PlayerSpec("Me"), PlayerSpec("A", "automa:metagenes")))
    else:
        config = INFO.config(int(kind[0]), long_game=kind.endswith("long"))
    match = Match.new(INFO, config, 8)
    start = INFO.rules.new_game(match.config, match.seed)
    rng = Rng(8)
    at_round_end = [[float(x.total) for x in INFO.rules.scores(start)]]
    while not match.is_over:
        done = query.rounds_done(match.state)
        match.play(INFO.rules.sample_action(match.state, rng))
        if query.rounds_done(match.state) != done:
            at_round_end.append([float(x.total) for x in INFO.rules.scores(match.state)])
    score = {c.title.key: c for c in stats_for(INFO, start, match.log).charts}["app.stats.score"]
    rounds = query.rounds_total(match.state)
    assert [len(s) for s in score.series] == [rounds + 1] * start.n
    assert score.series == [list(col) for col in zip(*at_round_end, strict=True)]
