"""The rules reference: its sections in order with a table of contents, a search that keeps
the sections mentioning a word, and F1 at the table opening the section for the moment."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.app.scenes.rules_help import OPTIONS, RulesHelpScene, sections
from game.app.scenes.table import TableScene
from game.engine import registry
from game.ui import i18n
from game.ui.table.harness import key_events
from tests.rules_reference import reference_text

from .conftest import take_seat, toy_match

TEXTS = {
    "toy.rules.goal.title": "Goal",
    "toy.rules.goal.text": "Have the most points.\n• A card scores its value.",
    "toy.rules.turn.title": "A turn",
    "toy.rules.turn.text": "Roll the die, then pick a card.",
    "toy.option.rounds.help": "How many rounds the game lasts.",
}


@pytest.fixture
def ruled(toy, monkeypatch):
    catalog = i18n._load("en")
    for key, text in TEXTS.items():
        monkeypatch.setitem(catalog, key, text)
    options = tuple(dataclasses.replace(o, help_key=f"toy.option.{o.key}.help")
                    for o in toy.options)
    return dataclasses.replace(toy, rules_sections=("goal", "turn", "missing"), options=options)


def test_sections_follow_the_game_and_end_with_its_options(ruled) -> None:
    found = sections(ruled)
    assert [s.id for s in found] == ["goal", "turn", OPTIONS]  # "missing" has no texts
    assert found[0].paragraphs == ("Have the most points.", "• A card scores its value.")
    assert found[-1].paragraphs[0] == i18n.t("app.rules.options_intro")


def test_the_reference_opens_at_a_topic_and_searches(app, ruled) -> None:
    scene = RulesHelpScene(app, ruled, topic="turn")
    app.stack.push(scene)
    app.frame(1 / 60)
    assert scene.current is not None and scene.current.id == "turn"
    scene.filter("points")
    assert [s.id for s in scene.shown] == ["goal"] and scene.current.id == "goal"
    scene.filter("nothing like this")
    assert scene.shown == [] and scene.text.items == [
        i18n.t("app.rules.no_match", query="nothing like this")]
    scene.filter("")
    assert len(scene.shown) == 3
    for event in key_events(pygame.K_DOWN):
        app.frame(1 / 60, [event])
    assert scene.current.id == "turn"


def test_f1_at_the_table_opens_the_section_of_the_moment(app, driver, ruled,
                                                         monkeypatch) -> None:
    table = TableScene(app, toy_match(ruled, ["human", "random"]))
    app.stack.push(table)
    assert take_seat(driver, table)
    monkeypatch.setattr(type(table.ui), "help_topic", lambda self: "turn")
    driver.key(pygame.K_F1)
    top = driver.expect("rules")
    assert top.current.id == "turn"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("info", registry.all_games(), ids=lambda g: g.id)
def test_every_game_has_a_whole_reference_in_every_language(info, lang) -> None:
    """A game without its sections would say "no rules summary"; each has a title and a
    text of paragraphs in every language (the shape a new game's reference needs too)."""
    assert len(info.rules_sections) >= 8, info.id
    assert len(reference_text(info, lang)) > 3000, (info.id, lang)
