"""Load screen (bad files shown, never touched; delete asks first), menu Continue, settings."""

from __future__ import annotations

import json

import pygame

from game.app.scenes.load import LoadScene
from game.app.scenes.menu import MenuScene
from game.app.scenes.settings import SettingsScene
from game.persistence import paths
from game.persistence.saves import save_match
from game.persistence.settings import load_settings
from game.ui import i18n

from .conftest import toy_match


def test_load_screen_shows_a_bad_files_message_and_leaves_it_alone(app, driver, toy) -> None:
    bad = paths.saves_dir() / "broken.json"
    bad.write_bytes(b'{"format": "city-builders-save", "ver')
    before = bad.read_bytes()
    scene = app.stack.push(LoadScene(app))
    rows = {s.path.name: s for s in scene.list.items}
    assert rows["broken.json"].error
    scene.list.select(list(rows).index("broken.json"))
    assert not scene.load_button.enabled
    assert rows["broken.json"].error_code == "not_json"
    assert "broken.json" in scene.detail.text
    assert i18n.t("app.save_problem.not_json") in scene.detail.text
    scene.load_selected()  # refused with the message, nothing opened
    assert app.stack.top is scene
    assert any("broken.json" in text for text in app.toasts.texts())
    driver.frames(2)
    assert bad.read_bytes() == before


def test_load_opens_the_saved_game_at_the_same_position(app, driver, toy) -> None:
    match = toy_match(toy, ["human", "random"])
    while match.current_player < 0:
        match.play_chance()
    match.play(match.legal_actions()[0])
    path = save_match(match)
    app.stack.push(MenuScene(app))
    driver.click("load")
    scene = app.stack.top
    assert scene.name == "load"
    assert scene.list.items[0].path == path and scene.load_button.enabled
    assert "Moves: " in scene.detail.text
    driver.click("load")
    table = app.stack.top
    assert table.name == "table" and table.save_path == path
    assert toy.rules.position(table.match.state) == toy.rules.position(match.state)
    assert [s.name for s in app.stack.scenes] == ["menu", "table"]


def test_delete_asks_first_and_cancel_keeps_the_file(app, driver, toy) -> None:
    path = save_match(toy_match(toy, ["human", "random"]))
    app.stack.push(LoadScene(app))
    driver.click("delete")
    assert app.stack.top.name == "dialog"
    driver.key(pygame.K_ESCAPE)
    assert path.is_file() and app.stack.top.name == "load"
    driver.click("delete")
    driver.key(pygame.K_RETURN)
    assert not path.exists()
    assert app.stack.top.list.items == []


def test_continue_is_disabled_without_a_save_and_opens_the_latest(app, driver, toy) -> None:
    menu = app.stack.push(MenuScene(app))
    assert not menu.find("continue").enabled
    save_match(toy_match(toy, ["human", "random"]))  # left before its first move
    menu.refresh()
    assert not menu.find("continue").enabled  # nothing to continue
    match = toy_match(toy, ["human", "random"])
    match.play_chance()
    path = save_match(match)
    menu.refresh()
    assert menu.find("continue").enabled
    driver.click("continue")
    table = app.stack.top
    assert table.name == "table" and table.save_path == path


def test_settings_are_saved_and_applied(app, driver) -> None:
    app.stack.push(MenuScene(app))
    driver.click("settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    scene.language.set_value("cs")
    scene.colour_blind.flip()
    scene.speed.set_value("slow")
    driver.click("save")
    try:
        assert app.stack.top.name == "menu"
        saved = load_settings()
        assert saved.language == "cs" and saved.colour_blind and saved.ai_speed == "slow"
        assert i18n.language() == "cs" and app.theme.colour_blind
        assert app.ai_delay() > 1.0
        # An empty or missing Czech catalog falls back to English, never to bare keys.
        assert app.stack.top.find("new_game").text == i18n.t("app.menu.new_game") != "app.menu.new_game"
    finally:
        i18n.set_language("en")


def test_settings_back_discards_changes(app, driver, home) -> None:
    app.stack.push(MenuScene(app))
    driver.click("settings")
    app.stack.top.fullscreen.flip()
    driver.click("back")
    assert not (home / "settings.json").exists()
    assert not app.fullscreen


def test_every_app_text_key_used_is_in_the_english_catalog() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "game" / "app"
    catalog = i18n.read_domain(root / "locale", "en")
    used = set()
    for file in root.rglob("*.py"):
        used |= set(re.findall(r'\bt\("(app\.[a-z_.]+)"', file.read_text(encoding="utf-8")))
    assert used and not (used - set(catalog))


def test_a_recovered_save_warns_that_history_was_lost(app, toy, monkeypatch) -> None:
    from game.app.scenes import load as load_scene
    from game.persistence import saves

    match = toy_match(toy, ["human", "random"])
    path = save_match(match)
    monkeypatch.setattr(saves, "load_match", lambda p: saves.LoadResult(
        match, True, "history lost: continuing from the saved position"))
    app.stack.push(MenuScene(app))
    assert load_scene.open_save(app, path)
    assert app.stack.top.name == "table"
    # the player reads the catalog's sentence, not the engine's English diagnostic
    assert i18n.t("app.toast.history_lost") in app.toasts.texts()
    assert not any("history lost:" in text for text in app.toasts.texts())


def test_run_opens_the_window_on_the_menu_and_quits(home, monkeypatch) -> None:
    from game.app import main

    seen = []
    real_frame = main.App.frame

    def frame(self, dt, events=None):
        seen.append((self.stack.top.name, pygame.display.get_caption()[0],
                     bool(self.screen.get_flags() & pygame.RESIZABLE)))
        real_frame(self, dt, [pygame.event.Event(pygame.QUIT)])

    monkeypatch.setattr(main.App, "frame", frame)
    assert main.run(["--size", "1280x720"]) == 0
    assert seen == [("menu", "City Builders", True)]


def test_a_bad_files_problem_reads_in_the_players_language(app, driver, toy) -> None:
    """Czech: the list, the detail and the refusal name the problem in Czech, never the
    command line's English diagnostic or an engine key."""
    match = toy_match(toy, ["human", "random"])
    while match.current_player < 0:
        match.play_chance()
    match.play(match.legal_actions()[0])
    good = save_match(match)
    data = json.loads(good.read_text(encoding="utf-8"))
    data["actions"][-1] = {"type": "NoSuchMove"}  # a move that is no action of the game
    data["position"] = {"broken": True}  # and a position nobody can use: nothing to recover
    bad = paths.saves_dir() / "tampered.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    broken = paths.saves_dir() / "broken.json"
    broken.write_bytes(b'{"format": "city-builders-save", "ver')
    i18n.set_language("cs")
    try:
        problems = {k: v for k, v in i18n.catalog("cs").items() if k.startswith("app.save_problem.")}
        scene = app.stack.push(LoadScene(app))
        rows = {s.path.name: s for s in scene.list.items}
        row = rows["broken.json"]  # the listing reads the header: this one fails at once
        scene.list.select(list(rows).index("broken.json"))
        shown = scene.detail.text + " " + " ".join(t for t, _ in scene.render_row(row))
        assert i18n.t("app.save_problem.not_json") in shown and row.error not in shown
        scene.list.select(list(rows).index("tampered.json"))  # this one fails on loading
        scene.load_selected()
        assert app.stack.top is scene
        toasts = [t for t in app.toasts.texts() if "tampered.json" in t]
        assert toasts and all("engine." not in t and "illegal action" not in t for t in toasts)
        assert any(str(v) in toasts[-1] for k, v in problems.items() if k != "app.save_problem.line")
    finally:
        i18n.set_language("en")


def test_every_save_problem_kind_has_words_in_every_language() -> None:
    import re

    from game.persistence.errors import SaveError

    codes = set(re.findall(r"``([a-z_]+)``", SaveError.__doc__ or "")) - {"code", "text"}
    codes |= {"unexpected"}
    assert {"missing", "illegal_action", "position_mismatch"} <= codes
    for lang in ("en", "cs", "pl"):
        catalog = i18n.catalog(lang)
        missing = sorted(c for c in codes if f"app.save_problem.{c}" not in catalog)
        assert not missing, (lang, missing)


def test_a_game_left_before_its_first_move_is_not_in_progress(app, driver, toy) -> None:
    from game.app.scenes.load import status_text
    from game.ui.i18n import t

    save_match(toy_match(toy, ["human", "random"]))
    app.stack.push(LoadScene(app))
    [entry] = app.stack.top.list.items
    assert entry.moves == 0 and status_text(entry) == t("app.load.not_started")
