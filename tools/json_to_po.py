"""One-off migration: the JSON catalogs (``locale/<lang>.json``) to gettext catalogs.

    python -m tools.json_to_po [--delete-json]

For every catalog folder with an ``en.json`` it writes the template ``messages.pot`` (English,
``msgctxt`` = key, keys in the English file's order, a plural list as ``msgid``/``msgid_plural``)
and ``cs.po``/``pl.po`` (``msgstr``/``msgstr[i]``, the language's ``Plural-Forms`` and
``Language`` headers from Babel), with translator comments (``#.``) saying what a text's
names and counts are, and which grammatical cases of a name a translation may ask for; then
compiles every ``.mo`` (``tools.catalogs``). ``--delete-json`` removes the JSON files after.

The conversion is a commit of its own, made by running this script, so that it can be dropped
and made again from newer JSON texts; the script goes once no JSON catalog is left.
"""

from __future__ import annotations

import json
import string
import sys
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog

from game.ui import i18n
from tools import catalogs

CASE_NAMES = {"nom": "nominative", "gen": "genitive", "dat": "dative", "acc": "accusative",
              "loc": "locative", "ins": "instrumental", "voc": "vocative"}
CASES = ("gen", "dat", "acc", "loc", "ins")
"""Case endings a translation's field may have (``{land_acc}`` for the English ``{land}``)."""
OFFERED = ("gen", "dat", "acc", "loc")
"""The cases the games pass with a name today (20th Century's ``rules/words.py`` CASES)."""

PLAYER = "a player's name"
MEANINGS = {
    "player": PLAYER, "target_player": PLAYER, "winner_player": PLAYER, "other_player": PLAYER,
    "owner_player": PLAYER,
    "game": "a game's name", "file": "a save file's name", "folder": "a folder's path",
    "error": "the system's error message (in English)",
}
"""What a field of any catalog holds."""
NAMES = {
    "land": "a land's name", "to_land": "a land's name (where it goes)",
    "land_b": "the other land's name", "plant_land": "the power plant's land's name",
    "tile": "a land's or a technology's name", "near": "the neighbouring tile's name",
}
"""What a field that comes in grammatical cases holds (20th Century)."""


def fields(text: str) -> list[str]:
    out: list[str] = []
    for _, name, _, _ in string.Formatter().parse(text):
        if name is not None and name not in out:
            out.append(name)
    return out


def forms(entry: Any) -> list[str]:
    return [str(f) for f in entry] if isinstance(entry, list) else [str(entry)]


def case_stems(translations: list[dict[str, Any]], english: dict[str, Any]) -> set[str]:
    """English fields some translation asks for in a grammatical case (``land`` from
    ``{land_acc}``)."""
    stems = set()
    for catalog in translations:
        for key, entry in catalog.items():
            want = {f for form in forms(english.get(key, "")) for f in fields(form)}
            for form in forms(entry):
                for name in fields(form):
                    stem, _, case = name.rpartition("_")
                    if case in CASES and stem in want and name not in want:
                        stems.add(stem)
    return stems


def comments(english: Any, stems: set[str], counted: bool) -> list[str]:
    """Translator comments for one entry: its names, its count, its case forms."""
    lines = []
    names = [f for form in forms(english) for f in fields(form)]
    count = next((f for f in i18n.COUNT_FIELDS if f in names), None) if counted else None
    for name in dict.fromkeys(names):
        if name in stems:
            cases = ", ".join(f"{{{name}_{c}}}" for c in OFFERED)
            said = ", ".join(CASE_NAMES[c] for c in OFFERED)
            lines.append(f"{{{name}}}: {NAMES.get(name, 'a name')}, nominative; "
                         f"{cases}: the same in the {said}")
        elif name == count:
            lines.append(f"{{{name}}}: a number; it chooses the plural form")
        elif name in MEANINGS:
            lines.append(f"{{{name}}}: {MEANINGS[name]}")
    return lines


def convert(folder: Path) -> list[Path]:
    """``folder``'s JSON catalogs as a template and translations; the files written."""
    english = json.loads((folder / "en.json").read_text(encoding="utf-8"))
    translations = {lang: json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
                    for lang in catalogs.TRANSLATED if (folder / f"{lang}.json").is_file()}
    stems = case_stems(list(translations.values()), english)
    template = catalogs.new_catalog(None)
    pos: dict[str, Catalog] = {lang: catalogs.new_catalog(lang) for lang in translations}
    for po in pos.values():
        po.creation_date = po.revision_date = template.creation_date
    for key, entry in english.items():
        counted = isinstance(entry, list) or any(
            isinstance(t.get(key), list) for t in translations.values())
        en = forms(entry)
        msgid: str | tuple[str, str] = (en[0], en[-1]) if counted else en[0]
        notes = comments(entry, stems, counted)
        template.add(msgid, ("", "") if counted else "", context=key, auto_comments=notes)
        for lang, po in pos.items():
            mine = translations[lang].get(key, "")
            text: str | tuple[str, ...] = str(mine)
            if counted:  # a translation that does not count says the same for every count
                text = tuple(forms(mine)) if isinstance(mine, list) else (str(mine),) * po.num_plurals
            po.add(msgid, text, context=key, auto_comments=notes)
    written = [folder / catalogs.TEMPLATE]
    (folder / catalogs.TEMPLATE).write_bytes(catalogs.po_bytes(template))
    for lang, po in pos.items():
        (folder / f"{lang}.po").write_bytes(catalogs.po_bytes(po))
        written.append(folder / f"{lang}.po")
    catalogs.compile_domain(folder)
    return written + [folder / f"{lang}.mo" for lang in ("en", *pos)]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args not in ([], ["--delete-json"]):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    for folder in i18n.locale_dirs():
        if not (folder / "en.json").is_file():
            continue
        for path in convert(folder):
            print(f"wrote {path.relative_to(catalogs.ROOT)}")
        if args:
            for lang in i18n.LANGUAGES:
                (folder / f"{lang}.json").unlink(missing_ok=True)
    problems = catalogs.check()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
