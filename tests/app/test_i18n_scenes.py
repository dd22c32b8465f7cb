"""A new language shows at once, everywhere (the text fit of every scene in every language is
tests/app/test_text_fit.py)."""

from __future__ import annotations

from game.ui import i18n


def test_saving_a_new_language_shows_it_at_once(app, driver) -> None:
    from game.app.scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    driver.frames(1)
    driver.click("settings")
    scene = driver.expect("settings")
    try:
        scene.language.set_value("cs", notify=True)
        driver.click("save")
        menu = driver.expect("menu")
        driver.frames(1)
        assert [b.text for b in menu.buttons][1:3] == ["Nová hra", "Načíst hru"]
        driver.click("settings")
        assert driver.expect("settings").save_button.text == "Uložit"
    finally:
        i18n.set_language("en")


def test_choosing_a_language_words_everything_anew_at_once(app, driver) -> None:
    from game.app.scenes.menu import MenuScene
    from game.persistence.settings import load_settings

    app.stack.push(MenuScene(app))
    driver.frames(1)
    driver.click("settings")
    scene = driver.expect("settings")
    scene.think.set_value(2000)  # a choice not saved yet survives the new words
    try:
        scene.language.set_value("pl", notify=True)
        again = driver.expect("settings")
        assert again is not scene and again.save_button.text == "Zapisz"
        assert again.think.value == 2000 and load_settings().language == "pl"
        driver.click("back")  # no Save: the language stays, the other choice does not
        menu = driver.expect("menu")
        driver.frames(1)
        assert [b.text for b in menu.buttons][1:3] == ["Nowa gra", "Wczytaj grę"]
        assert load_settings().think_ms != 2000
    finally:
        i18n.set_language("en")
