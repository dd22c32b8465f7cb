"""A game's history: the log rebuilt on load, the replay screen, the results' charts, Rematch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.app.scenes.replay import ReplayScene
from game.app.scenes.results import ResultsScene
from game.app.scenes.table import TableScene
from game.app.table_log import ALL, EVERYONE
from game.engine import CHANCE, GameConfig, Match, PlayerSpec, Rng, registry
from game.persistence.saves import load_match, save_match

from .conftest import toy_match

TOY_TEXTS = {
    "toy.event.draw.own": "You drew {card}.",
    "toy.event.drew": "{player} drew a card.",
    "toy.event.draw": "{player} drew {card}.",
    "toy.event.pick.own": "You picked {card}.",
    "toy.event.picked": "{player} picked a card.",
    "toy.event.pick": "{player} picked {card}.",
    "toy.event.roll": "The die shows {value}.",
    "toy.event.award": "{player} gave two points to {to_player}.",
    "toy.event.discard": "{player} discarded {card}.",
    "toy.event.reveal": "The picks are revealed: {picks}.",
}


@pytest.fixture(autouse=True)
def toy_texts(monkeypatch) -> None:
    """The toy game has no catalog: give its events words, so privacy shows in the log."""
    from game.ui import i18n

    catalog = i18n._load("en")
    for key, text in TOY_TEXTS.items():
        monkeypatch.setitem(catalog, key, text)


def play_live(table: TableScene, moves: int, seed: int = 3) -> None:
    """Random legal moves through the table itself, so its log is the live one."""
    match, rng = table.match, Rng(seed)
    for _ in range(moves):
        if match.is_over:
            return
        if match.current_player == CHANCE:
            table.play_chance()
        else:
            table.apply(match.current_player, match.rules.sample_action(match.state, rng))


def action_lines(table: TableScene, viewer: Any) -> list[list[Any]]:
    """Each action's lines for ``viewer`` (the app's own notes left out)."""
    return [entry.lines[viewer] for entry in table.table_log.entries if entry.actor is not None]


def hot_seat(info: Any, seed: int = 5) -> Match:
    n = max(2, info.min_players)
    players = tuple(PlayerSpec(f"P{i + 1}", "human", info.seat_colour(None, i)) for i in range(n))
    return Match.new(info, info.config(players), seed)


@pytest.mark.parametrize("game", ["toy", "machi_koro", "akropolis"])
def test_the_log_rebuilt_on_load_is_the_live_log_for_every_viewer(app, game) -> None:
    info = registry.get(game)
    live = TableScene(app, hot_seat(info))
    play_live(live, 60)
    assert live.save_path is not None and len(live.match.log) > 10
    loaded = TableScene(app, load_match(live.save_path).match, save_path=live.save_path)
    for viewer in live.table_log.viewers:
        assert action_lines(loaded, viewer) == action_lines(live, viewer), viewer
    notes = [e.lines[EVERYONE][0][0] for e in loaded.table_log.entries if e.actor is None]
    assert notes == ["New game of " + app_name(info) + ".", "Loaded a game of "
                     + app_name(info) + "."]


def app_name(info: Any) -> str:
    from game.ui.i18n import t

    return t(info.name_key)


def test_the_rebuilt_toy_log_keeps_each_hand_private(app, toy) -> None:
    live = TableScene(app, hot_seat(toy, seed=9))
    play_live(live, 40)
    loaded = TableScene(app, load_match(live.save_path).match, save_path=live.save_path)
    mine = [t for lines in action_lines(loaded, 0) for t, _ in lines]
    theirs = [t for lines in action_lines(loaded, 1) for t, _ in lines]
    assert mine != theirs  # each seat reads its own draws, the other only "drew a card"
    assert any("You" in t for t in mine) and not any("You" in t for t in
                                                      [t for ls in action_lines(loaded, None)
                                                       for t, _ in ls])


def finished(info: Any, seed: int = 4, **options: Any) -> Match:
    players = tuple(PlayerSpec(f"P{i + 1}", "random", info.seat_colour(None, i)) for i in range(max(2, info.min_players)))
    match = Match.new(info, GameConfig(players, info.default_options() | options), seed)
    rng = Rng(seed)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(match.rules.sample_action(match.state, rng))
    return match


@pytest.mark.parametrize("game", ["toy", "machi_koro", "akropolis"])
def test_replay_at_move_n_is_the_game_after_n_actions(app, game) -> None:
    info = registry.get(game)
    match = finished(info)
    scene = ReplayScene(app, match, step=0)
    app.stack.push(scene)
    rules = match.rules
    length = len(match.log)
    for n in (0, 1, 7, length // 2, length - 1, length, 3):
        scene.go_to(n)
        assert scene.step == n
        assert rules.position(scene.view.state) == rules.position(match.truncated(n).state)
        assert len(scene.view.log) == n
    app.frame(0.0, events=[])  # the game's own UI draws every step without failing


def test_replay_steps_by_move_and_by_round(app) -> None:
    match = finished(registry.get("machi_koro"))
    scene = ReplayScene(app, match, step=0)
    app.stack.push(scene)
    scene.forward()
    scene.forward()
    assert scene.step == 2
    scene.back_one()
    assert scene.step == 1
    rounds = scene.timeline.round_starts(2)
    scene.round_forward()
    assert scene.step == rounds[1] and scene.step > 1
    turn = scene.timeline.turn_of(scene.step)
    scene.round_forward()
    assert scene.timeline.turn_of(scene.step) == turn + 2  # two seats: a round is two turns
    scene.round_back()
    assert scene.step == rounds[1]
    scene.last()
    assert scene.step == len(match.log) and not scene.buttons["forward"].enabled
    scene.first()
    assert scene.step == 0 and not scene.buttons["back"].enabled


def test_an_unfinished_replay_shows_only_what_the_viewer_saw(app, toy) -> None:
    live = TableScene(app, hot_seat(toy, seed=9))
    play_live(live, 14)
    match = load_match(live.save_path).match
    assert not match.is_over
    scene = ReplayScene(app, match, viewer=0)
    app.stack.push(scene)
    n = scene.step
    assert scene.ctx.state is not match.state
    assert toy.rules.position(scene.ctx.state) == toy.rules.position(toy.rules.redact(
        match.state, 0))
    assert toy.rules.position(scene.ctx.state) != toy.rules.position(match.state)
    shown = [text for text, _, _ in scene.log_list.items]
    live_lines = [text for text, _ in live.table_log.lines(0)]
    assert shown[1:] == live_lines[1:]  # the same words the seat read at the table
    scene.set_viewer(1)
    assert [text for text, _, _ in scene.log_list.items][1:] == \
        [text for text, _ in live.table_log.lines(1)][1:]
    assert scene.step == n
    # Opened from the Load screen, a hot-seat game in progress shows only the public view.
    shown = ReplayScene(app, match)
    assert shown.viewer is None and shown.viewer_choice.values == ["public"]


def test_a_finished_replay_hides_nothing(app, toy) -> None:
    match = finished(toy, rounds=2)
    scene = ReplayScene(app, match)
    app.stack.push(scene)
    assert scene.view.reveal and scene.ctx.state is scene.view.state
    assert scene.log_key() == ALL


def test_clicking_a_log_line_goes_back_to_its_move(app, driver) -> None:
    match = finished(registry.get("machi_koro"))
    scene = ReplayScene(app, match, step=12)
    app.stack.push(scene)
    driver.frames(1)
    row = scene.log_list.row_rect(len(scene.log_list.items) - 1)
    target = scene.log_list.items[-1][2]
    scene.go_to(20)
    driver.frames(1)
    index = next(i for i, item in enumerate(scene.log_list.items) if item[2] == target)
    row = scene.log_list.row_rect(index)
    scene.log_list.scroll_to(index)
    driver.frames(1)
    row = scene.log_list.row_rect(index)
    driver.click_at(row.center)
    assert scene.step == target


def test_the_final_board_then_results_with_charts_replay_and_rematch(app, driver, toy) -> None:
    match = finished(toy, rounds=2)
    table = TableScene(app, match)
    app.stack.push(table)
    driver.frames(30)
    assert app.stack.top is table and table.buttons["results"].visible
    driver.click("results")
    results = driver.expect("results")
    assert isinstance(results, ResultsScene) and results.stats is not None
    assert [c.title.key for c in results.stats.charts] == ["app.stats.score",
                                                           "app.stats.breakdown"]
    driver.click("chart_1")
    assert results.chart.chart is results.stats.charts[1]
    driver.click("replay")
    replay = driver.expect("replay")
    assert replay.step == len(match.log)
    driver.click("results")
    assert app.stack.top is results
    driver.click("rematch")
    table2 = driver.expect("table")
    assert table2.match is not match and table2.match.config == match.config
    assert table2.match.config.option("rounds") == 2
    assert [p.name for p in table2.match.config.players] == ["P1", "P2"]


def test_the_load_screen_opens_a_replay_of_the_selected_save(app, driver, home, toy) -> None:
    match = finished(toy, rounds=2)
    path = save_match(match)
    app.nav.go("load")
    load = driver.expect("load")
    paths = [Path(s.path) for s in load.list.items]
    load.list.select(paths.index(path))
    driver.click("replay")
    replay = driver.expect("replay")
    assert replay.timeline.length == len(match.log)
    driver.click("step_back")
    assert replay.step == len(match.log) - 1
    driver.click("back")
    driver.expect("load")


def test_a_save_in_progress_replays_from_the_table_it_came_from(app, toy) -> None:
    match = toy_match(toy, ["human", "human"], seed=3)
    live = TableScene(app, match)
    play_live(live, 12)
    scene = ReplayScene(app, load_match(live.save_path).match, step=5)
    assert toy.rules.position(scene.view.state) == toy.rules.position(match.truncated(5).state)


def test_no_step_of_an_unfinished_replay_draws_another_seats_private_values(
        app, toy, monkeypatch) -> None:
    import pygame

    from game.ui.table.harness import record_text

    from .privacy import forbidden_for, variants_module

    live = TableScene(app, hot_seat(toy, seed=9))
    play_live(live, 14)
    match = load_match(live.save_path).match
    mod = variants_module(toy)
    surface = pygame.Surface(app.size)
    leaks, checked = [], 0
    with record_text() as rec:
        scene = ReplayScene(app, match, viewer=0)
        app.stack.push(scene)
        scene.layout(app.size)
        for n in range(scene.timeline.length + 1):
            scene.go_to(n)
            rec.take()
            scene.draw(surface)
            out = rec.take()
            bad = forbidden_for(mod, scene.timeline.state_at(n), 0, 2)
            checked += len(out)
            leaks += [text for text in out if bad.hits(text) is not None]
    assert checked > 100 and leaks == []
