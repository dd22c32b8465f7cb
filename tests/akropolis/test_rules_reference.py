"""Akropolis's rules reference: every section titled and told in English, Czech and Polish
(none falling back to another language), in the rulebook's terms; the solo rules and the
Architect's levels, the variants; and F1 opening a real section at every moment of seeded
games (taking a tile, adding it, another seat's turn, the Architect's turn, the end)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.app.main import App
from game.app.scenes.rules_help import OPTIONS, SOLO, sections
from game.app.scenes.table import TableScene
from game.cli.smoke import Driver
from game.engine import Match, PlayerSpec
from game.games.akropolis import GAME
from game.games.akropolis.table import guide
from game.persistence.settings import Settings
from game.ui import i18n
from game.ui.table.harness import TableHarness

from .tables import harness, match_at, ui

LANGS = i18n.LANGUAGES
SECTION_IDS = [*GAME.rules_sections, SOLO, OPTIONS]


def catalog(lang: str) -> dict[str, Any]:
    return i18n._load(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_section_is_written_in_every_language(lang: str) -> None:
    own = catalog(lang)
    english = catalog("en")
    for sid in GAME.rules_sections:
        for part in ("title", "text"):
            key = f"akropolis.rules.{sid}.{part}"
            assert isinstance(own.get(key), str) and own[key].strip(), key
            assert "{" not in own[key] and "}" not in own[key], key
            if lang != "en":  # translated, not copied
                assert own[key] != english[key], key
    assert isinstance(own.get("akropolis.rules_solo"), str)
    i18n.set_language(lang)
    try:
        found = sections(GAME)
    finally:
        i18n.set_language("en")
    assert [s.id for s in found] == SECTION_IDS
    titles = [s.title for s in found]
    assert len(set(titles)) == len(titles)
    for s in found:
        assert s.paragraphs, s.id
        for p in s.paragraphs:
            assert p == p.strip(), (s.id, p)
            assert not p.startswith("•") or p.startswith("• "), (s.id, p)


@pytest.mark.parametrize("lang", LANGS)
def test_the_reference_names_every_tile_kind_level_and_variant_in_its_language(
        lang: str) -> None:
    """The districts, plazas and quarries by their catalog names, the construction site and
    the Architect's levels: a player searching for a word the table shows finds it."""
    i18n.set_language(lang)
    try:
        found = {s.id: "\n".join((s.title, *s.paragraphs)) for s in sections(GAME)}
        whole = "\n".join(found.values()).casefold()
        for key in ("quarry", "house_plaza", "market_plaza", "barracks_plaza", "temple_plaza",
                    "garden_plaza"):
            assert i18n.t(f"akropolis.kind.{key}").casefold() in whole, key
        for colour in ("house", "market", "barracks", "temple", "garden"):
            name = i18n.t(f"akropolis.colour.{colour}")
            # each district colour has its own section, named in its title
            assert any(s.title.startswith(name) for s in sections(GAME)), colour
        assert i18n.t("akropolis.site").casefold() in whole
        assert i18n.t("akropolis.chief").casefold() in whole
        assert i18n.t("akropolis.ui.architect_pick") in found[SOLO]
        for level in GAME.automa_levels:
            assert i18n.t(f"akropolis.automa.{level}") in found[SOLO]
        for option in GAME.options:
            if option.key.startswith("variant_"):
                assert i18n.t(option.help_key) in found[OPTIONS]
        # every district section states its variant
        for sid in ("houses", "markets", "barracks", "temples", "gardens"):
            assert found[sid].count("\n") >= 3, sid
    finally:
        i18n.set_language("en")


def every_topic(h: TableHarness, seen: set[str]) -> None:
    """The section F1 opens now, with nothing held, a tile held and a tile put down."""
    ids = [s.id for s in sections(GAME)]
    table = ui(h)
    topic = h.ui.help_topic()
    assert topic in ids, topic
    seen.add(topic)
    m = h.match
    if m.is_over or not h.ctx.can_act:
        return
    action = random.Random(len(m.log)).choice(list(m.legal_actions()))
    clicks = h.ui.clicks_for(action)
    assert clicks
    h.click(clicks[0])  # the tile in hand
    assert table.state.selected is not None
    assert h.ui.help_topic() == "city"
    for pos in clicks[1:-1]:
        h.click(pos)
    assert table.state.preview is not None and h.ui.help_topic() == "city"
    h.click(clicks[-1])  # Confirm
    seen.add("city")


@pytest.mark.parametrize("kind", ["2p", "4p", "solo"])
def test_f1_names_a_real_section_at_every_decision(kind: str) -> None:
    m = match_at(kind, 21, 0)
    h = TableHarness(GAME, m)  # a hot seat (solo: the one human), the view follows the turn
    seen: set[str] = set()
    while not m.is_over:
        h.advance()
        if m.is_over:
            break
        h.draw()
        every_topic(h, seen)
    every_topic(h, seen)
    assert {"site", "city", "scoring"} <= seen
    # watching another seat play, and the Architect about to take its tile
    watcher = harness(match_at(kind, 21, 1), can_act=False)
    expected = guide.SOLO_SECTION if kind == "solo" else "turn"
    assert watcher.ui.help_topic() == expected
    assert guide.SOLO_SECTION == SOLO


def test_f1_at_the_table_opens_the_section_of_the_moment(tmp_path: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(tmp_path))
    app = App(Settings(ai_speed="instant", think_ms=50), size=(1280, 720), fullscreen=False,
              stepped_ai=True)
    try:
        driver = Driver(app, None, log=lambda *_: None)
        players = (PlayerSpec("Ada", "human", 0), PlayerSpec("Ben", "normal", 1))
        match = Match.new(GAME, GAME.config(players), 5)
        table = TableScene(app, match)
        app.stack.push(table)
        assert driver.wait_for_human(table)
        driver.key(pygame.K_F1)
        top = driver.expect("rules")
        assert top.current is not None and top.current.id == "site"
        driver.key(pygame.K_ESCAPE)
        assert driver.expect("table") is table
        action = match.legal_actions()[0]
        driver.click_at(table.ui.clicks_for(action)[0])  # a tile in hand
        driver.key(pygame.K_F1)
        assert driver.expect("rules").current.id == "city"
    finally:
        while app.stack.scenes:
            app.stack.pop()

