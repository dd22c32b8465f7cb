"""The new-game screen explains every option and seat kind, and remembers the last game."""

from __future__ import annotations

import pytest

from game.app.scenes.new_game import NewGameScene
from game.engine import registry
from game.persistence.settings import load_settings
from game.ui import i18n

GAMES = ("machi_koro", "akropolis")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_choice_has_a_tooltip(app, game: str, lang: str) -> None:
    info = registry.get(game)
    i18n.set_language(lang)
    try:
        scene = NewGameScene(app, games=[info])
        app.stack.push(scene)
        for spec in info.options:
            assert spec.help_key and i18n.has(spec.help_key), spec.key
        for _label, widget in scene.option_widgets:
            assert widget.tooltip, widget.id
        for i, (_name, kind, _colour) in enumerate(scene.seat_widgets):
            for value in kind.values:
                kind.set_value(value, notify=True)
                assert kind.tooltip and "{" not in kind.tooltip, (i, value)
        if info.automa_levels:  # each solo opponent level says what it does
            scene.count_stepper.set_value(1, notify=True)
            kind = scene.seat_widgets[1][1]
            tips = set()
            for value in kind.values:
                kind.set_value(value, notify=True)
                tips.add(kind.tooltip)
            assert len(tips) == len(info.automa_levels)
    finally:
        i18n.set_language("en")


def test_the_last_games_settings_and_names_come_back(app, driver) -> None:
    akropolis = registry.get("akropolis")
    games = [registry.get("machi_koro"), akropolis]
    scene = NewGameScene(app, games=games)
    app.stack.push(scene)
    scene.select_game(akropolis)
    scene.count_stepper.set_value(3, notify=True)
    scene.seat_widgets[0][0].set_text("Ada")
    scene.set_seat(0, "name", "Ada")
    scene.seat_widgets[2][1].set_value("hard", notify=True)
    scene.set_colour(0, 4)
    scene.set_option("variant_markets", True)
    scene.start()
    assert driver.expect("table").match.config.players[0].name == "Ada"
    stored = load_settings().new_game  # in the settings file, not only in memory
    assert stored["game"] == "akropolis" and stored["count"] == 3
    again = NewGameScene(app, games=games)
    assert again.info is akropolis and again.count == 3
    assert [s["name"] for s in again.seats[:3]][0] == "Ada"
    assert again.seats[2]["kind"] == "hard" and again.seats[0]["colour"] == 4
    assert again.options["variant_markets"] is True
    assert len({s["colour"] for s in again.seats}) == len(again.seats)


def test_bad_remembered_values_fall_back_to_defaults(app) -> None:
    info = registry.get("machi_koro")
    app.settings = app.settings.model_copy(update={"new_game": {
        "game": "nope", "count": 99,
        "seats": [{"name": 5, "kind": "wizard", "colour": 2}, {"colour": 2}, "junk"],
        "options": {"machi_koro": {"market": "moon", "beginner_limit": 3}}}})
    scene = NewGameScene(app, games=[info])
    assert scene.info is info and scene.count == info.max_players
    assert scene.options["market"] == info.default_options()["market"]
    assert scene.options["beginner_limit"] == 3
    assert scene.seats[0]["kind"] in scene.kinds(0)
    assert len({s["colour"] for s in scene.seats}) == len(scene.seats)
    assert scene.error is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_reference_covers_the_solo_mode_and_every_option(lang: str) -> None:
    from game.app.scenes.rules_help import sections

    i18n.set_language(lang)
    try:
        for game in GAMES:
            info = registry.get(game)
            found = sections(info)
            text = "\n".join(p for s in found for p in (s.title, *s.paragraphs))
            if not info.rules_sections:
                assert found[0].paragraphs[0] == i18n.t(f"{game}.rules_summary").split("\n")[0]
            for spec in info.options:  # the market modes, each Akropolis variant, ...
                assert i18n.t(spec.help_key) in text, spec.key
            for level in info.automa_levels:  # each Architect level
                assert i18n.t(f"{game}.automa.{level}.help") in text, level
            if not info.automa_levels:  # no empty solo heading
                assert i18n.t("app.rules.solo_heading") not in [s.title for s in found]
            assert "{" not in text
    finally:
        i18n.set_language("en")
