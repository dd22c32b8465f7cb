"""Every English text of the app and of the playable games has a Czech and a Polish one."""

from __future__ import annotations

import string
from pathlib import Path

import pytest

from game.ui import i18n

ROOT = Path(i18n.__file__).resolve().parents[1]
DOMAINS = {"app": ROOT / "app" / "locale", "machi_koro": ROOT / "games" / "machi_koro" / "locale",
           "akropolis": ROOT / "games" / "akropolis" / "locale",
           "ginkgopolis": ROOT / "games" / "ginkgopolis" / "locale",
           "twentieth_century": ROOT / "games" / "twentieth_century" / "locale"}
TRANSLATED = ("cs", "pl")


def _read(folder: Path, lang: str) -> dict[str, str | list[str]]:
    data = i18n.read_domain(folder, lang)
    assert data, (folder, lang)
    return data


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


CASES = ("nom", "gen", "dat", "acc", "loc", "ins", "voc")
"""Grammatical cases a name may be given in: a Czech or Polish text may ask for ``land_acc``
where English says ``{land}`` (the game's words pass every case; English reads them alike)."""


def _base_fields(text: str, english: set[str]) -> set[str]:
    """The fields of ``text``, each case form (``land_acc``) read as the English field it
    gives in another case (``land``)."""
    out = set()
    for name in _fields(text):
        stem, _, case = name.rpartition("_")
        out.add(stem if case in CASES and stem in english and name not in english else name)
    return out


def _forms(entry: str | list[str]) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_every_key_is_translated_with_the_same_fields(domain: str, lang: str) -> None:
    en = _read(DOMAINS[domain], "en")
    other = _read(DOMAINS[domain], lang)
    assert sorted(set(en) - set(other)) == [], "missing"
    assert sorted(set(other) - set(en)) == [], "not in English"
    for key, entry in en.items():
        mine = other[key]
        want = set().union(*(_fields(f) for f in _forms(entry)))
        if isinstance(entry, list):
            assert isinstance(mine, list), f"{key}: English counts, so {lang} needs plural forms"
        if isinstance(mine, list):
            assert len(mine) == i18n.nplurals(lang), key
        for form in _forms(mine):
            assert isinstance(form, str) and form.strip() and form != key, key
            got = _base_fields(form, want)
            assert got == want, f"{key}: {form!r} has fields {got}, not {want}"


SAMPLES = {
    "cs": {("machi_koro.coins", 1): "1 mince", ("machi_koro.coins", 3): "3 mince",
           ("machi_koro.coins", 5): "5 mincí", ("akropolis.site.cost", 3): "3 kameny",
           ("akropolis.site.cost", 25): "25 kamenů"},
    "pl": {("machi_koro.coins", 1): "1 moneta", ("machi_koro.coins", 2): "2 monety",
           ("machi_koro.coins", 5): "5 monet", ("machi_koro.coins", 22): "22 monety",
           ("machi_koro.coins", 25): "25 monet", ("akropolis.site.cost", 12): "12 kamieni"},
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_catalog_counts_in_the_language(lang: str) -> None:
    i18n.set_language(lang)
    try:
        got = {(key, n): i18n.t(key, n=n, coins=n, cost=n) for key, n in SAMPLES[lang]}
    finally:
        i18n.set_language("en")
    assert got == SAMPLES[lang]
