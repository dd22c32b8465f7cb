"""The catalogs' command (``python -m tools.catalogs``): the shipped catalogs pass its check,
and its update and check do what the README says on a small catalog of their own."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from game.ui import i18n
from tools import catalogs


def test_the_shipped_catalogs_pass_the_check(capsys) -> None:
    """Fresh .mo files, nothing fuzzy, empty or missing in cs and pl, the same fields."""
    assert catalogs.check() == []
    assert catalogs.main(["check"]) == 0
    assert capsys.readouterr().out.strip() == "catalogs: OK"


def _domain(folder: Path) -> Path:
    template = catalogs.new_catalog(None)
    template.add("Hello", context="t.hello")
    template.add(("{count} coin", "{count} coins"), ("", ""), context="t.coins",
                 auto_comments=["{count}: a number; it chooses the plural form"])
    template.add("Bye", context="t.bye")
    template.add("Gains {land}", context="t.land",
                 auto_comments=["{land}: a land's name, nominative; {land_acc}: accusative"])
    (folder / catalogs.TEMPLATE).write_bytes(catalogs.po_bytes(template))
    texts = {"cs": ("Ahoj", ("{count} mince", "{count} mince", "{count} mincí"), "Nashle",
                    "Získává {land_acc}"),
             "pl": ("Cześć", ("{count} moneta", "{count} monety", "{count} monet"), "Pa",
                    "Zdobywa {land_acc}")}
    for lang, (hello, coins, bye, land) in texts.items():
        po = catalogs.new_catalog(lang)
        po.add("Hello", hello, context="t.hello")
        po.add(("{count} coin", "{count} coins"), coins, context="t.coins")
        po.add("Bye", bye, context="t.bye")
        po.add("Gains {land}", land, context="t.land")
        (folder / f"{lang}.po").write_bytes(catalogs.po_bytes(po))
    catalogs.update_domain(folder)  # the template's comments reach the translations
    return folder


def _po(folder: Path, lang: str) -> Catalog:
    return catalogs.read_catalog(folder / f"{lang}.po")


def _save(folder: Path, lang: str, po: Catalog) -> None:
    (folder / f"{lang}.po").write_bytes(catalogs.po_bytes(po))


def test_a_complete_catalog_passes_and_reads_at_run_time(tmp_path: Path) -> None:
    folder = _domain(tmp_path)
    assert catalogs.check([folder]) == []
    assert sorted(p.name for p in folder.glob("*.mo")) == ["cs.mo", "en.mo", "pl.mo"]
    entries, header = i18n.read_mo(folder / "pl.mo")
    assert entries["t.coins"] == ["{count} moneta", "{count} monety", "{count} monet"]
    assert header is not None and header.startswith("nplurals=3;")
    assert i18n.read_mo(folder / "en.mo")[0] == {
        "t.hello": "Hello", "t.coins": ["{count} coin", "{count} coins"], "t.bye": "Bye",
        "t.land": "Gains {land}"}
    text = (folder / "cs.po").read_text(encoding="utf-8")
    assert "#. {land}: a land's name" in text and '"Language: cs\\n"' in text
    assert 'msgctxt "t.coins"' in text and 'msgstr[2] "{count} mincí"' in text
    land = text[text.index("#. {land}"):text.index('msgctxt "t.land"')]
    assert "python-brace-format" not in land  # a case form is not a broken placeholder


def test_the_check_finds_fuzzy_empty_missing_and_stale(tmp_path: Path) -> None:
    folder = _domain(tmp_path)
    cs = _po(folder, "cs")
    cs.get("Hello", context="t.hello").flags.add("fuzzy")
    cs.get("Bye", context="t.bye").string = ""
    _save(folder, "cs", cs)
    pl = _po(folder, "pl")
    pl.delete("Bye", context="t.bye")
    pl.get("Gains {land}", context="t.land").string = "Zdobywa {kraj}"
    _save(folder, "pl", pl)
    problems = "\n".join(catalogs.check([folder]))
    assert "cs.po: t.hello is fuzzy" in problems
    assert "cs.po: t.bye untranslated" in problems
    assert "pl.po: t.bye missing" in problems
    assert "pl.po: t.land has fields ['kraj']" in problems
    assert "cs.mo: stale" in problems and "pl.mo: stale" in problems
    assert "en.mo" not in problems


def test_a_stale_or_missing_mo_fails_the_check(tmp_path: Path) -> None:
    folder = _domain(tmp_path)
    (folder / "en.mo").unlink()
    cs = _po(folder, "cs")
    cs.get("Hello", context="t.hello").string = "Nazdar"
    _save(folder, "cs", cs)
    assert sorted(catalogs.check([folder])) == [
        f"{folder}/cs.mo: stale, differs from its source (run update)",
        f"{folder}/en.mo: missing (run update)"]
    catalogs.compile_domain(folder)
    assert catalogs.check([folder]) == []


def test_update_follows_the_template_by_key(tmp_path: Path) -> None:
    """New English: an empty entry; changed English: the old translation, fuzzy, with the
    previous English; a key gone: dropped; then every .mo is compiled again."""
    folder = _domain(tmp_path)
    template = catalogs.read_catalog(folder / catalogs.TEMPLATE)
    template.delete("Bye", context="t.bye")
    template.delete("Hello", context="t.hello")
    template.add("Hello there", context="t.hello")
    template.add(("{count} card", "{count} cards"), ("", ""), context="t.cards")
    (folder / catalogs.TEMPLATE).write_bytes(catalogs.po_bytes(template))
    changed = catalogs.update_domain(folder)
    assert {p.name for p in changed} == {"cs.po", "pl.po", "en.mo", "cs.mo", "pl.mo"}
    cs = _po(folder, "cs")
    hello = cs.get("Hello there", context="t.hello")
    assert hello.string == "Ahoj" and hello.fuzzy and hello.previous_id == ["Hello"]
    assert cs.get("Bye", context="t.bye") is None
    assert cs.get(("{count} card", "{count} cards"), context="t.cards").string == ("", "", "")
    assert "#| msgid \"Hello\"" in (folder / "cs.po").read_text(encoding="utf-8")
    problems = "\n".join(catalogs.check([folder]))
    assert "cs.po: t.hello is fuzzy" in problems and "cs.po: t.cards untranslated" in problems
    assert "stale" not in problems
    assert i18n.read_mo(folder / "cs.mo")[0].keys() == {"t.coins", "t.land"}  # no fuzzy, no empty
    assert catalogs.update_domain(folder) == []  # a second run changes nothing


def test_the_key_scan_reads_calls_fstrings_and_sums(tmp_path: Path) -> None:
    (tmp_path / "code.py").write_text(
        '_P = "t.illegal."\n'
        'A = t("t.hello")\n'
        'B = Text(f"t.card.{name}")\n'
        'C = _P + "over"\n'
        'D = "t.colour_" + colour\n'
        'E = t("t.nowhere")\n'
        'F = f"{game}.rules.{sid}.title"\n'
        'G = "settings.json"\n', encoding="utf-8")
    literals, patterns = catalogs.scan_code(tmp_path, {"t"})
    assert literals == {"t.hello", "t.illegal.over", "t.nowhere"}
    keys = ["t.card.bakery", "t.colour_red", "x.rules.goal.title", "t.rules.goal.text"]
    assert [k for k in keys if any(p.fullmatch(k) for p in patterns)] == keys[:3]


@pytest.mark.parametrize("argv", [[], ["frobnicate"]])
def test_the_command_explains_itself(argv: list[str], capsys) -> None:
    assert catalogs.main(argv) == 2
    assert "python -m tools.catalogs update" in capsys.readouterr().err
