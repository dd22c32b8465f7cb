"""The table with the toy game: computer seats think on a thread, autosave, undo, hand-off,
results, errors as notices."""

from __future__ import annotations

import dataclasses

import pygame

from game.app.generic_ui import GenericUI
from game.app.scenes.results import ResultsScene
from game.app.scenes.table import TableScene
from game.engine import CHANCE
from game.persistence.saves import load_match, save_match
from game.ui.i18n import t
from tests.toygame import Pick
from tests.toygame.ui import ToyUI

from .conftest import GatedPlayer, toy_match

SAVED = t("app.toast.saved", game=t("toy.name"))
"""The notice of a manual save: the game's name, never a file name."""


def open_table(app, match) -> TableScene:
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def human_turn(driver, table) -> None:
    assert driver.wait_for_human(table, seconds=20)


def click_pick(driver, table) -> Pick:
    """The human on turn picks their first card by clicking the UI."""
    seat = table.match.current_player
    action = table.match.legal_actions()[0]
    before = len(table.match.log)
    for pos in table.ui.clicks_for(action):
        driver.click_at(pos)
    assert len(table.match.log) == before + 1
    assert table.match.log[-1].player == seat and table.match.log[-1].action == action
    return action


def test_the_games_own_ui_is_hosted_and_a_missing_one_falls_back(app, toy, generic_toy) -> None:
    table = open_table(app, toy_match(toy, ["human", "random"]))
    assert isinstance(table.ui, ToyUI) and table.ui_fallback is None
    app.stack.pop()
    table = open_table(app, toy_match(generic_toy, ["human", "random"]))
    assert isinstance(table.ui, GenericUI)
    app.stack.pop()
    broken = dataclasses.replace(toy, ui="tests.no_such_module:Nothing")
    table = open_table(app, toy_match(broken, ["human", "random"]))
    assert isinstance(table.ui, GenericUI) and "no_such_module" in table.ui_fallback
    assert any("could not be shown" in text for text in app.toasts.texts())


def test_chance_is_played_automatically_and_human_clicks_play_through_the_ui(
        app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "random"]))
    human_turn(driver, table)
    assert table.match.log and all(e.player == CHANCE for e in table.match.log)
    assert table.ctx.viewer == 0 and table.ctx.can_act
    click_pick(driver, table)
    assert any("P1" in text for text, _ in table.log_lines)


def test_computer_thinks_on_a_thread_over_a_clone_while_frames_go_on(
        threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    length = len(table.match.log)
    drawn, updated = [], []
    real_draw, real_update = table.ui.draw, table.ui.update
    table.ui.draw = lambda surface: (drawn.append(1), real_draw(surface))
    table.ui.update = lambda dt: (updated.append(dt), real_update(dt))
    driver.frames(30)  # the window keeps updating while the thread waits, and redraws
    assert len(updated) == 30  # as the "thinking" dots move (not every frame: it is idle)
    assert 1 <= len(drawn) < 30
    assert table.thinker is not None and table.thinker.thread.is_alive()
    assert len(table.match.log) == length
    assert gated.states[0] is not table.match.state
    assert "thinking" in table.banner_text()
    gated.gate.set()
    driver.until(lambda: len(table.match.log) > length, "the computer's move")
    assert table.match.log[length].player == 1


def test_leaving_the_table_cancels_thinking(threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    thinker = table.thinker
    length = len(table.match.log)
    table.to_menu()
    assert gated.cancelled
    assert thinker is not None and not thinker.thread.is_alive()
    assert table.thinker is None
    driver.frames(5)
    assert len(table.match.log) == length
    assert app.stack.top.name == "menu"


def test_autosave_after_every_action(app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "random"]))
    assert table.save_path is None  # a game left before its first move leaves no file
    human_turn(driver, table)
    assert table.save_path is not None and table.save_path.is_file()  # the die was rolled
    click_pick(driver, table)
    saved = load_match(table.save_path).match
    assert saved.actions_json() == table.match.actions_json()
    human_turn(driver, table)
    saved = load_match(table.save_path).match
    assert saved.actions_json() == table.match.actions_json()
    assert len(saved.log) > 3


def test_save_while_thinking_saves_the_match(threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    table.save_path.unlink()
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert table.save_path.is_file()
    loaded = load_match(table.save_path).match
    rules = table.match.rules
    assert rules.position(loaded.state) == rules.position(table.match.state)
    assert SAVED in app.toasts.texts()
    gated.gate.set()


def test_undo_takes_back_the_humans_pick_and_stops_thinking(threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    assert not table.buttons["undo"].enabled  # only chance outcomes behind: nothing to undo
    hand = list(table.match.state.hands[0])
    length = len(table.match.log)
    replaced = []
    table.ui.on_state_replaced = lambda: replaced.append(1)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    assert table.buttons["undo"].enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert gated.cancelled
    assert len(table.match.log) == length
    assert table.match.state.hands[0] == hand
    assert replaced == [1]
    assert table.ctx.can_act and table.match.current_player == 0
    saved = load_match(table.save_path).match
    assert len(saved.log) == length  # the autosave follows the undo


def test_handoff_between_two_humans_with_private_views(app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "human"]))
    driver.wait_for_human(table)
    first = app.stack.top  # even the first private view waits until its player holds it
    assert first.name == "handoff" and first.seat == 0 and table.ctx.viewer is None
    driver.click("ready")
    human_turn(driver, table)
    assert table.ctx.viewer == 0
    click_pick(driver, table)
    handoff = app.stack.top
    assert handoff.name == "handoff" and handoff.seat == 1
    assert table.ctx.viewer is None and not table.ctx.can_act
    driver.frames(3)
    assert table.match.current_player == 1  # nothing moves behind the screen
    driver.click("ready")
    assert app.stack.top is table
    assert table.ctx.viewer == 1 and table.ctx.can_act


def test_one_human_keeps_their_view_while_computers_move(threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    assert table.ctx.viewer == 0 and not table.ctx.can_act
    assert app.stack.top is table
    gated.gate.set()


def test_illegal_action_shows_a_notice_not_a_crash(app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "random"]))
    human_turn(driver, table)
    length = len(table.match.log)
    table.ctx.submit(Pick(99))
    assert len(table.match.log) == length
    assert any("Not allowed" in text for text in app.toasts.texts())


def test_clicks_are_ignored_when_the_human_may_not_act(threaded_app, driver, generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    gated = GatedPlayer(generic_toy)
    table.players[1] = gated
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(gated.started.is_set, "the computer to start thinking")
    length = len(table.match.log)
    table.ctx.submit(table.match.legal_actions()[0])
    assert len(table.match.log) == length
    gated.gate.set()


def test_a_finished_game_keeps_its_board_until_results_is_clicked(app, driver, toy) -> None:
    table = open_table(app, toy_match(toy, ["random", "random"], rounds=2))
    driver.until(lambda: table.match.is_over, "the end of the game")
    driver.frames(120)  # two seconds: the final board stays
    assert app.stack.top is table and table.buttons["results"].visible
    driver.click("results")
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.match is table.match and table.match.is_over
    assert results.categories == list(toy.rules.scores(table.match.state)[0].breakdown)
    assert results.winners == set(toy.rules.winners(table.match.state))
    assert results.title().endswith("wins!") or "Shared" in results.title()
    driver.click("menu")
    assert app.stack.top.name == "menu"


def test_a_loaded_hot_seat_game_starts_with_a_handoff(app, driver, generic_toy) -> None:
    match = toy_match(generic_toy, ["human", "human"])
    while match.current_player < 0:
        match.play_chance()
    table = TableScene(app, match, save_path=save_match(match))
    app.stack.push(table)
    assert app.stack.top.name == "handoff" and app.stack.top.seat == 0
    driver.click("ready")
    assert table.ctx.viewer == 0 and table.ctx.can_act


class BrokenPlayer:
    def choose(self, state, seat):
        raise RuntimeError("search exploded")

    def cancel(self) -> None:
        pass


def test_a_failing_computer_player_is_reported_and_the_game_goes_on(
        app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    table.players[1] = BrokenPlayer()
    human_turn(driver, table)
    click_pick(driver, table)
    length = len(table.match.log)
    driver.until(lambda: len(table.match.log) > length, "the fallback move")
    assert table.match.log[length].player == 1
    assert any("search exploded" in text for text in app.toasts.texts())


def test_results_translate_breakdown_keys_with_the_game_catalog(toy) -> None:
    from game.app.scenes.results import category_label
    from game.ui import i18n

    assert category_label("toy", "bonus_points") == "Bonus points"  # no key: readable anyway
    try:
        i18n._load("en")["toy.score.bonus_points"] = "Die bonus"
        assert category_label("toy", "bonus_points") == "Die bonus"
    finally:
        i18n.reload()
