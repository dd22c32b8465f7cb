"""Every scene of the app, for each playable game, in every language at 1280x720: no text is
missing from the language's catalog and no text had to be cut to fit its box.

The walk is the smoke run (``game.cli.smoke.run_smoke``: menu, settings, new game, rules help,
table, save, load, delete dialog, results, hand-off), once with each game first so that each
game's new-game, rules and results screens are drawn. "Cut" means a one-line text ended with an
ellipsis: ``fit_text`` of the widgets (buttons, choices, lists, one-line labels), Machi Koro's
``view_art.fit`` and the Akropolis kit's ``fit_text`` (which first shrinks the font down to 9 px;
shrinking is allowed, cutting is not). The rule is the same for English: a fair test cannot
excuse a cut English text, and English cuts none today. Not measured: the height of wrapped
paragraphs (they scroll or wrap by design).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.cli import smoke
from game.engine import registry
from game.ui import fonts, i18n
from game.ui.widgets import label

GAMES = ("machi_koro", "akropolis")


class _Recording(dict):
    """A language's catalog that remembers every key asked of it and not found."""

    def __init__(self, data: dict[str, Any], misses: set[str]) -> None:
        super().__init__(data)
        self.misses = misses

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self.misses.add(key)
        return super().get(key, default)


@pytest.fixture
def cuts(monkeypatch) -> set[str]:
    from game.games.akropolis.table import view_kit
    from game.games.machi_koro.table import art as view_art
    from game.games.machi_koro.table import view

    found: set[str] = set()
    monkeypatch.setattr(label, "cut_texts", found)
    fit = view_art.fit

    def mk_fit(s: str, size: int, width: int, bold: bool = False) -> str:
        out = fit(s, size, width, bold)
        if out != s:
            found.add(s)
        return out

    monkeypatch.setattr(view_art, "fit", mk_fit)
    view._fit.cache_clear()
    kit_fit = view_kit.Kit.fit_text

    def ak_fit(self: Any, text: str, size: int, colour: Any, width: int,
               bold: bool = False) -> Any:
        if fonts.get(min(size, 9), bold).size(text)[0] > width:  # even the smallest is too wide
            found.add(text)
        return kit_fit(self, text, size, colour, width, bold)

    monkeypatch.setattr(view_kit.Kit, "fit_text", ak_fit)
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_scene_renders_complete_and_uncut(lang: str, home, tmp_path: Path, cuts,
                                                monkeypatch) -> None:
    misses: set[str] = set()
    if lang != "en":
        monkeypatch.setitem(i18n._catalogs, lang, _Recording(i18n._load(lang), misses))
    games = [registry.get(g) for g in GAMES]
    shots: list[str] = []
    try:
        for order in (games, games[::-1]):
            folder = tmp_path / f"shots_{order[0].id}"
            folder.mkdir()
            driver = smoke.run_smoke(folder, order, log=lambda *_: None, language=lang)
            shots += [p.name for p in driver.shot_files]
    finally:
        i18n.set_language("en")
    for scene in ("menu", "settings", "load", "delete_dialog", "handoff", "menu_continue",
                  *(f"{kind}_{g}" for g in GAMES for kind in ("new_game", "rules", "table",
                                                               "results"))):
        assert any(name.endswith(f"_{scene}.png") for name in shots), scene
    assert sorted(misses) == [], f"{lang}: texts missing from the catalog"
    assert sorted(cuts) == [], f"{lang}: texts cut to fit their box"


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
