"""New game screen: seats, options as data, validation with the engine's reason, start."""

from __future__ import annotations

import dataclasses

import pygame

from game.app.scenes.new_game import NewGameScene
from game.app.scenes.table import TableScene


def scene_for(app, toy) -> NewGameScene:
    scene = NewGameScene(app, games=[toy])
    app.stack.push(scene)
    return scene


def test_defaults_are_valid_and_options_come_from_the_game(app, toy) -> None:
    scene = scene_for(app, toy)
    assert scene.error is None and scene.start_button.enabled
    assert scene.count == 2 and len(scene.seat_widgets) == 2
    assert [w.id for _, w in scene.option_widgets] == ["opt:rounds"]
    assert scene.options == {"rounds": 4}
    assert scene.count_stepper.values == [2, 3, 4]  # the game's player range


def test_player_count_rebuilds_the_seats(app, toy) -> None:
    scene = scene_for(app, toy)
    scene.count_stepper.step(1)
    assert scene.count == 3 and len(scene.seat_widgets) == 3
    assert scene.config().num_players == 3


def test_computer_levels_and_kinds(app, toy) -> None:
    scene = scene_for(app, toy)
    assert scene.kinds() == ["human", "random", "easy", "normal", "hard"]
    scene.seat_widgets[1][1].set_value("hard", notify=True)
    assert scene.config().players[1].kind == "hard"


def test_duplicate_colour_or_empty_name_or_bad_seed_is_refused(app, toy) -> None:
    scene = scene_for(app, toy)
    scene.seats[1]["colour"] = scene.seats[0]["colour"]
    scene.changed()
    assert scene.error and "colour" in scene.error and not scene.start_button.enabled
    scene.seats[1]["colour"] = 3
    scene.seat_widgets[0][0].set_text("  ")
    assert scene.error and "name" in scene.error
    scene.seat_widgets[0][0].set_text("Ann")
    assert scene.error is None
    scene.seed_text = "12x"
    scene.changed()
    assert scene.error and "seed" in scene.error.lower()


def test_picking_a_used_colour_swaps_it(app, toy) -> None:
    scene = scene_for(app, toy)
    c0, c1 = scene.seats[0]["colour"], scene.seats[1]["colour"]
    scene.seat_widgets[1][2].set_value(c0, notify=True)
    assert scene.seats[1]["colour"] == c0 and scene.seats[0]["colour"] == c1
    assert scene.seat_widgets[0][2].value == c1
    assert scene.error is None


def test_engine_validation_reason_is_shown(app, toy) -> None:
    scene = scene_for(app, toy)
    scene.set_option("rounds", 99)  # beyond the option's maximum
    assert scene.error is not None
    assert toy.validate_config(scene.config()) in scene.error
    assert scene.error_label.text == scene.error
    scene.start()
    assert app.stack.top is scene  # refused


def test_start_opens_the_table_with_the_chosen_config(app, driver, toy) -> None:
    scene = scene_for(app, toy)
    scene.seat_widgets[0][0].set_text("Ann")
    scene.seat_widgets[1][1].set_value("random", notify=True)
    scene.seed_input.set_text("42")
    driver.click("start")
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.seed == 42
    assert [p.name for p in table.match.config.players] == ["Ann", "Player 2"]
    assert [p.kind for p in table.match.config.players] == ["human", "random"]
    assert app.stack.scenes.count(scene) == 0  # replaced, not stacked


def test_one_player_plays_the_games_solo_opponent(app) -> None:
    from game.engine import registry

    akropolis = registry.get("akropolis")
    scene = NewGameScene(app, games=[akropolis])
    app.stack.push(scene)
    assert scene.count_stepper.values[0] == 1
    scene.count_stepper.step(-1)
    assert scene.count == 1 and scene.solo() and len(scene.seat_widgets) == 2
    assert scene.kinds(1) == [f"automa:{lv}" for lv in akropolis.automa_levels]
    scene.seat_widgets[1][1].set_value("automa:callicrates", notify=True)
    config = scene.config()
    assert [p.kind for p in config.players] == ["human", "automa:callicrates"]
    assert scene.error is None and akropolis.validate_config(config) is None
    # Back to two players: the solo opponent leaves the table.
    scene.count_stepper.step(1)
    assert not scene.solo()
    assert all(not p.kind.startswith("automa:") for p in scene.config().players)
    assert scene.error is None


def test_a_game_that_forbids_some_seat_colours_never_offers_them(app, driver) -> None:
    """Ginkgopolis's players are never red, blue or yellow (its buildings' colours), by
    default or by choice; another game offers the whole palette again."""
    from game.engine import registry
    from game.ui.theme import COLOUR_NAMES

    gink = registry.get("ginkgopolis")
    forbidden = {COLOUR_NAMES.index(c) for c in ("red", "blue", "yellow")}
    app.stack.push(app.nav.make("new_game"))
    scene = driver.expect("new_game")
    scene.select_game(gink)
    scene.count_stepper.set_value(5, notify=True)
    shown = [scene.seats[i]["colour"] for i in range(scene.rows())]
    assert not forbidden & set(shown) and len(set(shown)) == 5
    assert not forbidden & set(scene.seat_widgets[0][2].values)
    assert scene.error is None
    config = scene.config()
    assert all(p.colour not in forbidden for p in config.players)
    mk = registry.get("machi_koro")
    scene.select_game(mk)
    assert set(scene.seat_widgets[0][2].values) >= forbidden
    red = dataclasses.replace(config.players[0], colour=0)
    assert gink.validate_config(gink.config((red, *config.players[1:]))) \
        == "app.new.err_colour_not_allowed"
    assert gink.seat_colour(None, 0) not in forbidden  # a seat without a colour too


def test_a_solo_opponents_name_follows_its_level_and_a_typed_name_stays(app, driver) -> None:
    from game.engine import registry
    from game.ui.i18n import t

    app.stack.push(app.nav.make("new_game"))
    scene = driver.expect("new_game")
    scene.select_game(registry.get("ginkgopolis"))
    scene.count_stepper.set_value(1, notify=True)
    name, kind, _ = scene.seat_widgets[1]
    assert kind.value == "automa:hal" and name.text == "Hal"
    assert kind.label("automa:hal_expert") == t("ginkgopolis.automa.hal_expert")  # in words
    kind.set_value("automa:hal_expert", notify=True)
    assert scene.seats[1]["name"] == name.text == t("ginkgopolis.automa.hal_expert.seat")
    scene.select_game(registry.get("twentieth_century"))  # no solo: a player again
    assert scene.seats[1]["name"] == t("app.new.default_name", n=2)
    scene.select_game(registry.get("akropolis"))
    scene.count_stepper.set_value(1, notify=True)
    assert scene.seats[1]["name"] == t("akropolis.automa.hippodamos.seat")
    scene.seat_widgets[1][0].set_text("Zeus")  # typed by the player: it stays
    scene.seat_widgets[1][1].set_value("automa:callicrates", notify=True)
    assert scene.seats[1]["name"] == "Zeus"


def test_ctrl_a_selects_a_name_and_typing_replaces_it(app, driver) -> None:
    app.stack.push(app.nav.make("new_game"))
    scene = driver.expect("new_game")
    field = scene.seat_widgets[0][0]
    driver.click_at(field.rect.center)
    assert field.focused
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    assert field.all_selected
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Eva"))
    driver.frames(1)
    assert field.text == "Eva" and scene.seats[0]["name"] == "Eva"
