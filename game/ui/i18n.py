"""The one translation function. Every text a player reads goes through :func:`t`.

Catalogs are gettext catalogs, one domain per folder: the app's in ``game/app/locale`` and each
game's in ``game/games/<name>/locale`` (a new game only adds its own folder; nothing here lists
games). A folder holds the English template ``messages.pot``, the translations ``cs.po`` and
``pl.po`` and their compiled ``<lang>.mo`` (``en.mo`` is the template with every text its own
translation); ``python -m tools.catalogs update`` makes them, see the README. Every entry's
``msgctxt`` is the key the code asks for, so ``t("mk.event.income", name="Bakery", amount=2)``
reads the entry whose context is ``mk.event.income``. Texts use ``str.format`` fields. A missing
key (or an untranslated or fuzzy entry, which the compiled catalog leaves out) falls back to
English and then to the key itself, so a gap is visible but never crashes the window.

A text that counts something has plural forms in gettext order, chosen by the ``Plural-Forms``
expression of the catalog's own header (compiled by ``gettext.c2py``). The count is ``n=`` when
given, else the first of :data:`COUNT_FIELDS` among the parameters, so engine ``Text`` params
need no extra field.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "cs", "pl")
PSEUDO = "qps"
"""A test language (never offered to players): English with every letter outside the fields
replaced by an accented look-alike, so a drawn string that still holds a plain Latin letter
did not come through the catalogs (tests/app/test_pseudo_locale.py)."""
_PSEUDO_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçďéƒğĥíĵķľɱñøþʠřšťüʋŵẋýžÅƁÇĎÉƑĞĤÎĴĶĽϺÑØÞǪŘŠŤÜƲŴẊÝŽ")
COUNT_FIELDS = ("n", "coins", "amount", "cost", "stones", "gained", "points", "moves",
                "count", "height", "price", "bid", "subsidy", "qol")
"""Parameters that can hold the count of a plural text, in the order they are tried."""
ENGLISH_PLURAL_FORMS = "nplurals=2; plural=(n != 1);"
"""The rule of a language whose catalogs say nothing (a template has no plural rule)."""

_GAME_ROOT = Path(__file__).resolve().parents[1]

Entry = str | list[str]
_lang = "en"
_catalogs: dict[str, dict[str, Entry]] = {}
_plural_forms: dict[str, str] = {}
_formulas: dict[str, Callable[[int], int]] = {}


def locale_dirs() -> list[Path]:
    """Every catalog folder: the app's, then each game's (by name)."""
    return [_GAME_ROOT / "app" / "locale", *sorted((_GAME_ROOT / "games").glob("*/locale"))]


def _entry(value: Any) -> Entry:
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return str(value)


def read_mo(path: Path) -> tuple[dict[str, Entry], str | None]:
    """The entries of one compiled catalog by key (its ``msgctxt``) and its ``Plural-Forms``
    header. Entries without a context, empty ones and the header are skipped."""
    from babel.messages.mofile import read_mo as babel_read_mo

    with path.open("rb") as f:
        compiled = babel_read_mo(f)
    entries: dict[str, Entry] = {}
    for message in compiled:
        if not message.context or not message.string:
            continue
        entry = _entry(message.string)
        if isinstance(entry, list) and not all(entry):
            continue
        entries[message.context] = entry
    header = dict((k.lower(), v) for k, v in compiled.mime_headers).get("plural-forms")
    return entries, header


def read_domain(folder: Path, lang: str) -> dict[str, Entry]:
    """The entries of one catalog folder in ``lang`` (for tests and tools)."""
    mo = folder / f"{lang}.mo"
    return read_mo(mo)[0] if mo.is_file() else {}


def _load(lang: str) -> dict[str, Entry]:
    if lang == PSEUDO and lang not in _catalogs:
        _catalogs[lang] = _pseudo_catalog()
    if lang not in _catalogs:
        merged: dict[str, Entry] = {}
        for folder in locale_dirs():
            try:
                entries, header = read_mo(folder / f"{lang}.mo")
            except (OSError, ValueError, UnicodeError):
                continue
            if header and lang not in _plural_forms:
                _plural_forms[lang] = header
            merged.update(entries)
        _catalogs[lang] = merged
    return _catalogs[lang]


def pseudo(text: str) -> str:
    """``text`` in the pseudo language: letters outside ``{fields}`` turned to look-alikes."""
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        out.append(ch if depth else ch.translate(_PSEUDO_LETTERS))
    return "".join(out)


def _pseudo_catalog() -> dict[str, Entry]:
    return {k: [pseudo(f) for f in v] if isinstance(v, list) else pseudo(v)
            for k, v in _load("en").items()}


def catalog(lang: str) -> dict[str, Entry]:
    """Every entry of ``lang`` (all catalog folders merged), for tests and tools."""
    return dict(_load(lang))


def plural_forms(lang: str) -> str:
    """The ``Plural-Forms`` header of ``lang``'s catalogs (English's when they have none)."""
    _load(lang)
    return _plural_forms.get(lang) or ENGLISH_PLURAL_FORMS


def nplurals(lang: str) -> int:
    """How many plural forms a counting text has in ``lang`` (its catalogs' header)."""
    found = re.search(r"nplurals\s*=\s*(\d+)", plural_forms(lang))
    return int(found.group(1)) if found else 2


def plural_index(lang: str, n: int) -> int:
    """Which form of a plural entry ``lang`` uses for ``n`` (gettext order)."""
    formula = _formulas.get(lang)
    if formula is None:
        found = re.search(r"plural\s*=\s*([^;]+)", plural_forms(lang))
        formula = gettext.c2py(found.group(1) if found else "n != 1")
        _formulas[lang] = formula
    return int(formula(abs(int(n))))


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES or lang == PSEUDO else "en"


def language() -> str:
    return _lang


def has(key: str) -> bool:
    return key in _load(_lang) or key in _load("en")


def _count(params: dict[str, Any]) -> int:
    for field in COUNT_FIELDS:
        value = params.get(field)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 1  # no count given: the first (singular) form reads least wrong


def _pick(entry: list[str], lang: str, n: int) -> str:
    if not entry:
        return ""
    index = plural_index(lang, n)
    return entry[min(index, len(entry) - 1)]


def t(key: str, n: int | None = None, **params: Any) -> str:
    """The text of ``key`` in the current language; ``n`` picks a plural form (and is a
    format field too, so ``"Player {n}"`` still works)."""
    lang = _lang
    entry = _load(lang).get(key)
    if entry is None:
        lang = "en"
        entry = _load("en").get(key, key)
    if n is not None:
        params["n"] = n
    if isinstance(entry, list):
        text = _pick(entry, lang, n if n is not None else _count(params))
    else:
        text = entry
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def tn(key: str, n: int, **params: Any) -> str:
    """``t`` with the count spelled out: ``tn("machi_koro.coins", 3, coins=3)``."""
    return t(key, n=n, **params)


def words(value: Any) -> Any:
    """A field of a text in the current language: an engine ``Text`` inside a text (a card's
    or a tile's name) is translated, its own fields too; anything else stays as it is."""
    key = getattr(value, "key", None)
    args = getattr(value, "args", None)
    if isinstance(key, str) and args is not None and has(key):
        return t(key, **{k: words(v) for k, v in dict(args).items()})
    return value


def reason(code: str) -> str:
    """A refusal reason from the engine, for the screen: reasons are catalog keys; anything
    else (a developer's English from a tool or an older game) reads as a plain refusal, so no
    untranslated engine sentence reaches a player."""
    return t(code) if has(code) else t("app.illegal.other")


def reload() -> None:
    _catalogs.clear()
    _plural_forms.clear()
    _formulas.clear()
