"""The in-app rules reference of Ginkgopolis: every section has its title and text in English,
Czech and Polish (with the rulebook's terms), the solo opponents are described, and F1 at
the table opens a real section at every decision of seeded games."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app.scenes.rules_help import OPTIONS, SOLO, sections
from game.engine import TERMINAL, Match, PlayerSpec, Rng
from game.games.ginkgopolis import GAME, RULES_SECTIONS
from game.games.ginkgopolis.rules import query
from game.ui import i18n
from game.ui.table.harness import TableHarness
from tests.rules_reference import reference_text

from .helpers import RULES, solo_config

LOCALE = Path(__file__).parents[2] / "game" / "games" / "ginkgopolis" / "locale"
CATALOGS = {lang: i18n.read_domain(LOCALE, lang) for lang in ("en", "cs", "pl")}
TERMS = {"en": ("Exploit", "Urbanize", "Build-Up", "district", "New Hand", "screen"),
         "cs": ("Zužitkování", "Urbanizace", "Stavba patra", "čtvrť", "Nová ruka", "zástěn"),
         "pl": ("Eksploatacja", "Urbanizacja", "Nadbudowa", "dzielnic", "Nowej Ręki",
                "zasłonk")}


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_every_section_has_its_title_and_text(lang: str) -> None:
    catalog = CATALOGS[lang]
    text = reference_text(GAME, lang)
    for term in TERMS[lang]:
        assert term in text, (lang, term)
    for level in ("hal", "hal_expert"):
        assert catalog[f"ginkgopolis.automa.{level}"]
        assert catalog[f"ginkgopolis.automa.{level}.help"]
    assert catalog["ginkgopolis.rules_solo"]


def test_the_reference_lists_every_section_then_the_solo_levels_and_options() -> None:
    try:
        for lang in ("en", "cs", "pl"):
            i18n.set_language(lang)
            got = sections(GAME)
            assert [s.id for s in got] == [*RULES_SECTIONS, SOLO, OPTIONS], lang
            titles = {s.title for s in got}
            assert len(titles) == len(got), lang  # every title its own
    finally:
        i18n.set_language("en")


def test_help_topic_names_a_real_section_at_every_decision() -> None:
    configs = [GAME.config(3), GAME.config(2, mode="intro"), GAME.config(5),
               solo_config("hal"), solo_config("hal_expert")]
    seen: set[str] = set()
    kinds: set[str] = set()
    for config in configs:
        for seed in range(3):
            s = RULES.new_game(config, seed)
            rng = Rng(seed)
            while True:
                topic = query.help_topic(s)
                assert topic in RULES_SECTIONS, topic
                seen.add(topic)
                if RULES.current_player(s) == TERMINAL:
                    break
                top = s.decisions.top
                assert top is not None
                kinds.add(top.kind)
                RULES.apply(s, RULES.sample_action(s, rng))
    assert kinds >= {"draft", "select", "hal_card", "exploit_choice", "move_token"}
    assert {"draft", "selection", "solo", "exploit", "urbanize", "scoring"} <= seen
    # and the table answers it for F1
    m = Match.new(GAME, GAME.config(tuple(PlayerSpec(f"P{i}") for i in range(3))), 2)
    h = TableHarness(GAME, m, viewer=m.current_player, can_act=True)
    assert h.ui.help_topic() == "draft"


def test_the_tiles_given_at_the_first_exhaustion_open_the_supply_section() -> None:
    from .test_secret_counts import _at_contributions

    assert query.help_topic(_at_contributions()) == "supply"
