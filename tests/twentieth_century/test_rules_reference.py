"""The in-app rules reference of 20th Century: every section has its title and text in English,
Czech and Polish (with the rulebook's terms), the reference lists the sections then the
options, and F1 at the table opens a real section at every decision of seeded games."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app.scenes.rules_help import OPTIONS, sections
from game.engine import TERMINAL, Match, PlayerSpec, Rng
from game.games.twentieth_century import GAME, RULES_SECTIONS
from game.games.twentieth_century.rules import query as q
from game.ui import i18n
from game.ui.table.harness import TableHarness
from tests.rules_reference import reference_text

from .helpers import RULES, fresh

LOCALE = Path(__file__).parents[2] / "game" / "games" / "twentieth_century" / "locale"
CATALOGS = {lang: i18n.read_domain(LOCALE, lang) for lang in ("en", "cs", "pl")}
TERMS = {"en": ("Maintenance", "Income", "withdraw", "subsidy", "recycling plant",
                "garbage cube", "pollution marker", "institution", "Locomotive", "bridge pair"),
         "cs": ("Údržba", "Příjem", "odstoupit", "Dotace", "recyklační zařízení",
                "kostičk", "ukazatel znečištění", "krajin", "Instituce", "Lokomotiva",
                "Dvojice mostů", "přírůstek"),
         "pl": ("Utrzymanie", "Dochód", "wycofa", "Dotacja", "zakład recyklingu", "kostk",
                "śmieci", "znacznik zanieczyszczenia", "Instytucj", "Lokomotywa",
                "Para mostów", "dochód")}
NAMES = ("tech.T1-01", "tech.T3-05", "tech.T5-06", "catastrophe.K1-2", "catastrophe.K5-3",
         "card.SC2-DOUBLE.name", "card.SC4-LANDSCAPE.name", "part.garbage_transport",
         "part.eco_investment", "part.qol_investment")
"""Names the reference must spell as the table does (technologies, catastrophes, cards)."""


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_every_section_has_its_title_and_text(lang: str) -> None:
    catalog = CATALOGS[lang]
    text = reference_text(GAME, lang)
    for term in TERMS[lang]:
        assert term.casefold() in text.casefold(), (lang, term)
    for key in NAMES:
        name = catalog[f"twentieth_century.{key}"]
        assert isinstance(name, str)
        assert name.casefold() in text.casefold(), (lang, name)


def test_the_reference_lists_every_section_then_the_options() -> None:
    try:
        for lang in ("en", "cs", "pl"):
            i18n.set_language(lang)
            got = sections(GAME)
            assert [s.id for s in got] == [*RULES_SECTIONS, OPTIONS], lang
            titles = {s.title for s in got}
            assert len(titles) == len(got), lang  # every title its own
    finally:
        i18n.set_language("en")


def test_help_topic_names_a_real_section_at_every_decision() -> None:
    seen: set[str] = set()
    kinds: set[str] = set()
    for n, seed in ((3, 1), (4, 2), (5, 3)):
        st = fresh(n, seed)
        rng = Rng(seed)
        while True:
            topic = q.help_topic(st)
            assert topic in RULES_SECTIONS, topic
            seen.add(topic)
            kinds.add(q.step(st).kind)
            if RULES.current_player(st) == TERMINAL:
                break
            RULES.apply(st, RULES.sample_action(st, rng))
    assert kinds >= {q.OPEN, q.BID, q.TECH, q.PREVENT, q.ATTACH, q.USES, "over"}
    assert {"auction", "withdraw", "prevention", "maintenance", "uses", "final"} <= seen
    # and the table answers it for F1
    m = Match.new(GAME, GAME.config(tuple(PlayerSpec(f"P{i}") for i in range(3))), 2)
    h = TableHarness(GAME, m, viewer=m.current_player, can_act=True)
    assert h.ui.help_topic() == "auction"
