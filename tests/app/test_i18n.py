"""Plural forms and language switching of ``game.ui.i18n``."""

from __future__ import annotations

import pytest

from game.ui import i18n

NS = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102)
EXPECTED = {
    "en": (1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    "cs": (2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    "pl": (2, 0, 1, 1, 1, 2, 2, 2, 2, 1, 2, 2, 1),
}


@pytest.fixture
def lang():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_plural_formula_picks_the_gettext_form(code: str) -> None:
    assert tuple(i18n.plural_index(code, n) for n in NS) == EXPECTED[code]
    assert max(EXPECTED[code]) + 1 == i18n.nplurals(code)


@pytest.fixture
def coins(monkeypatch):
    forms = {"en": ["{n} coin", "{n} coins"], "cs": ["{n} mince", "{n} mince", "{n} mincí"],
             "pl": ["{n} moneta", "{n} monety", "{n} monet"]}
    for code, entry in forms.items():
        monkeypatch.setitem(i18n._load(code), "test.coins", entry)
        monkeypatch.setitem(i18n._load(code), "test.owed", [f.replace("{n}", "{amount}")
                                                            for f in entry])


def test_czech_and_polish_coins_read_right(lang, coins) -> None:
    lang("cs")
    assert [i18n.t("test.coins", n=n) for n in (1, 2, 5)] == ["1 mince", "2 mince", "5 mincí"]
    lang("pl")
    assert [i18n.tn("test.coins", n) for n in (1, 2, 5, 22, 25)] == [
        "1 moneta", "2 monety", "5 monet", "22 monety", "25 monet"]
    lang("en")
    assert [i18n.t("test.coins", n=n) for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]


def test_the_count_comes_from_a_count_field_when_n_is_not_given(lang, coins) -> None:
    lang("pl")
    assert i18n.t("test.owed", amount=22) == "22 monety"
    assert i18n.t("test.owed", amount=5, player="Ala") == "5 monet"


def test_english_no_longer_says_one_coins(lang) -> None:
    lang("en")
    assert i18n.t("machi_koro.coins", coins=1) == "1 coin"
    assert i18n.t("machi_koro.coins", coins=3) == "3 coins"
    assert i18n.t("akropolis.ui.architect_tiles", count=1) == "1 tile collected"
    assert i18n.t("akropolis.event.stones", player="A", gained=2) == "A gains 2 stones from quarries."


def test_a_plain_n_field_still_formats(lang) -> None:
    lang("en")
    assert i18n.t("app.new.default_name", n=3) == "Player 3"


def test_a_missing_language_entry_falls_back_to_english_then_the_key(lang, monkeypatch) -> None:
    monkeypatch.setitem(i18n._load("en"), "test.only_en", ["{n} apple", "{n} apples"])
    lang("cs")
    assert i18n.t("test.only_en", n=5) == "5 apples"  # English forms by the English formula
    assert i18n.t("test.nowhere") == "test.nowhere"


def test_every_english_plural_entry_has_the_english_number_of_forms() -> None:
    for folder in i18n.locale_dirs():
        for key, value in i18n.read_domain(folder, "en").items():
            assert isinstance(value, str) or len(value) == i18n.nplurals("en"), (folder, key)


def test_the_pseudo_language_changes_every_letter_but_keeps_the_fields() -> None:
    from game.ui import i18n as tr

    text = tr.pseudo("Roll {n:+d} dice for {player}, {{literal}}")
    assert "{n:+d}" in text and "{player}" in text
    assert not any(c.isascii() and c.isalpha() for c in text.replace("{n:+d}", "")
                   .replace("{player}", "").replace("{{literal}}", ""))
    tr.set_language(tr.PSEUDO)
    try:
        assert tr.t("app.back") == tr.pseudo(tr.catalog("en")["app.back"])  # type: ignore[arg-type]
    finally:
        tr.set_language("en")
