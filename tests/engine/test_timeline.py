"""A played game as a timeline: any move's state, turns and rounds, generic statistics."""

from __future__ import annotations

from game.engine import CHANCE, Match, Rng, registry
from game.engine.stats import LineChart, generic_stats, stats_for, stats_module
from game.engine.timeline import Timeline


def finished(game: str, seed: int = 2) -> Match:
    info = registry.get(game)
    match = Match.new(info, info.config(2), seed)
    rng = Rng(seed)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(match.rules.sample_action(match.state, rng))
    return match


def test_every_state_of_the_timeline_is_the_game_after_that_many_actions() -> None:
    match = finished("toy")
    rules = match.rules
    line = Timeline(rules, rules.new_game(match.config, match.seed), match.log, every=4)
    for n in range(line.length + 1):
        assert rules.position(line.state_at(n)) == rules.position(match.truncated(n).state), n
    assert line.state_at(line.length + 5) is not line.state_at(line.length)  # fresh, clamped


def test_rounds_are_every_seat_taking_a_turn() -> None:
    match = finished("machi_koro")
    rules = match.rules
    line = Timeline.of(match, rules.new_game(match.config, match.seed))
    marks = line.round_starts(2)
    assert marks[0] == 0 and marks[-1] == line.length
    assert [line.turn_of(m) // 2 for m in marks[1:-1]] == list(range(1, len(marks) - 1))
    assert line.next_round(0, 2) == marks[1] and line.previous_round(marks[2], 2) == marks[1]


def test_a_game_without_its_own_statistics_gets_the_score_and_breakdown() -> None:
    info = registry.get("toy")
    match = finished("toy")
    start = info.rules.new_game(match.config, match.seed)
    assert stats_module(info) == ""
    stats = stats_for(info, start, match.log)
    assert stats == generic_stats(info.rules, start, match.log)
    line = stats.charts[0]
    assert isinstance(line, LineChart)
    assert [s[-1] for s in line.series] == [x.total for x in info.rules.scores(match.state)]
    assert len(line.series[0]) == info.rules.turn_count(match.state) + 1


def test_the_games_statistics_modules_are_found_next_to_their_rules() -> None:
    assert stats_module(registry.get("machi_koro")) == "game.games.machi_koro.stats"
    assert stats_module(registry.get("akropolis")) == "game.games.akropolis.stats"
