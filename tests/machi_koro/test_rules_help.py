"""Machi Koro's rules reference (issue 25): every section in en, cs and pl; every
establishment and landmark by name, every market variant and the beginners' limit the
options offer; F1 opens the section of the moment at every decision of seeded games."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from game.app.scenes.rules_help import OPTIONS, sections
from game.engine import CHANCE, Rng
from game.games.machi_koro import GAME, RULES_SECTIONS
from game.games.machi_koro.data import ESTABLISHMENTS, LANDMARKS, MARKET_MODES
from game.games.machi_koro.rules import BuildLandmark, BuildNothing
from game.ui import i18n
from game.ui.table.harness import TableHarness

from .test_turn import at_build, auto, play
from .test_ui import RULES, crafted_positions, new_match

LANGUAGES = ("en", "cs", "pl")


@pytest.fixture
def language() -> Iterator[Any]:
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def text(lang: str, key: str) -> str:
    entry = i18n.catalog(lang).get(key)
    assert isinstance(entry, str) and entry.strip(), f"{lang}: {key} is missing"
    return entry


def section(lang: str, sid: str) -> str:
    return text(lang, f"machi_koro.rules.{sid}.text")


def test_every_section_has_a_title_and_text_in_every_language() -> None:
    assert GAME.rules_sections == RULES_SECTIONS
    assert len(set(RULES_SECTIONS)) == len(RULES_SECTIONS)
    for lang in LANGUAGES:
        titles = [text(lang, f"machi_koro.rules.{sid}.title") for sid in RULES_SECTIONS]
        assert len(set(titles)) == len(titles), f"{lang}: two sections share a title"
        for sid in RULES_SECTIONS:
            body = section(lang, sid)
            assert "{" not in body and "  " not in body
            for line in body.split("\n"):
                assert line.strip() and line == line.strip(), f"{lang} {sid}: {line!r}"


def test_every_card_is_explained_by_name_with_its_roll_and_cost() -> None:
    for lang in LANGUAGES:
        cards = section(lang, "establishments")
        for e in ESTABLISHMENTS:
            name = text(lang, f"machi_koro.card.{e.key}.name")
            line = next((li for li in cards.split("\n") if li.startswith(f"• {name} (")), None)
            assert line is not None, f"{lang}: {name} is not explained"
            numbers = [int(x) for x in re.findall(r"\d+", line.split(":")[0])]
            assert e.cost in numbers and e.rolls[0] in numbers and e.rolls[-1] in numbers, line
        landmarks = section(lang, "landmarks")
        for m in LANDMARKS:
            name = text(lang, f"machi_koro.landmark.{m.key}.name")
            assert f"• {name} (" in landmarks and str(m.cost) in landmarks, (lang, name)


def test_the_variants_section_explains_every_option_the_game_offers() -> None:
    for lang in LANGUAGES:
        variants = section(lang, "variants").casefold()
        for mode in MARKET_MODES:
            label = text(lang, f"machi_koro.option.market.{mode}").casefold()
            assert label in variants, f"{lang}: market {label!r} is not explained"
        assert text(lang, "machi_koro.option.beginner_limit").casefold() in variants
        assert all(str(n) in variants for n in (2, 3, 4))


def test_the_reference_lists_the_sections_then_the_options(language: Any) -> None:
    for lang in LANGUAGES:
        language(lang)
        ids = [s.id for s in sections(GAME)]
        assert ids == [*RULES_SECTIONS, OPTIONS]


def test_f1_names_a_real_section_at_every_decision_of_seeded_games() -> None:
    topics: set[str] = set()
    for base in crafted_positions():
        h = TableHarness(GAME, base, viewer=base.current_player, can_act=True)
        topics.add(_topic(h))
    for n in (2, 3, 4):
        match = new_match(n, 90 + n, kinds=("human",) + ("random",) * (n - 1))
        h = TableHarness(GAME, match, players={})
        rng = Rng(n)
        for _ in range(300):
            if match.is_over:
                break
            topics.add(_topic(h))
            if h.ui.holds_turn():
                h.end_turn_by_click()
            elif match.current_player == CHANCE:
                if h.ui.holds_chance():
                    h.play_chance_by_click()
                else:
                    h.roll()
                topics.add(_topic(h))  # the coins of the roll fly
            else:
                h.play_action(match.current_player, RULES.sample_action(match.state, rng))
            h.settle()
        topics.add(_topic(h))
    assert topics >= {"setup", "dice", "income", "build", "turn", "establishments"}
    assert topics <= set(RULES_SECTIONS)


def test_f1_at_a_held_turn_and_after_the_win() -> None:
    h = auto(at_build())
    play(h, BuildNothing())
    assert h.ui.holds_turn() and h.ui.help_topic() == "turn"
    won = at_build(coins=30, landmarks=("train_station", "shopping_mall", "amusement_park"))
    h = auto(won)
    play(h, BuildLandmark("radio_tower"))
    assert h.ui.help_topic() == "end"


def _topic(h: TableHarness) -> str:
    topic = h.ui.help_topic()
    assert topic in RULES_SECTIONS, f"help_topic {topic!r} is no section"
    return topic
