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
