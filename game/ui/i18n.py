"""The one translation function. Every text a player reads goes through :func:`t`.

Catalogs are flat JSON objects ``{key: text}``: the app's in ``game/app/locale/<lang>.json``
and each game's in ``game/games/<name>/locale/<lang>.json`` (a new game only adds its own
files; nothing here lists games). Texts use ``str.format`` fields:
``t("mk.event.income", name="Bakery", amount=2)``. A missing key falls back to English and
then to the key itself, so a gap is visible but never crashes the window.

A text that counts something is a JSON *list* of forms in gettext order, chosen by the
language's standard gettext ``Plural-Forms`` expression (compiled by ``gettext.c2py``):
English has 2 forms, Czech and Polish 3. The count is ``n=`` when given, else the first of
:data:`COUNT_FIELDS` among the parameters, so engine ``Text`` params need no extra field.
"""

from __future__ import annotations

import gettext
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "cs", "pl")
PLURAL_FORMS = {
    "en": "n != 1",
    "cs": "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2",
    "pl": "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2",
}
NPLURALS = {"en": 2, "cs": 3, "pl": 3}
COUNT_FIELDS = ("n", "coins", "amount", "cost", "stones", "gained", "points", "moves",
                "count", "height", "price", "bid", "subsidy", "qol")
"""Parameters that can hold the count of a plural text, in the order they are tried."""

_GAME_ROOT = Path(__file__).resolve().parents[1]

Entry = str | list[str]
_lang = "en"
_catalogs: dict[str, dict[str, Entry]] = {}
_formulas: dict[str, Callable[[int], int]] = {}


def _catalog_files(lang: str) -> list[Path]:
    files = [_GAME_ROOT / "app" / "locale" / f"{lang}.json"]
    files += sorted((_GAME_ROOT / "games").glob(f"*/locale/{lang}.json"))
    return files


def _entry(value: Any) -> Entry:
    if isinstance(value, list):
        return [str(v) for v in value]
    return str(value)


def _load(lang: str) -> dict[str, Entry]:
    if lang not in _catalogs:
        merged: dict[str, Entry] = {}
        for path in _catalog_files(lang):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict):
                merged.update({str(k): _entry(v) for k, v in data.items()})
        _catalogs[lang] = merged
    return _catalogs[lang]


def catalog(lang: str) -> dict[str, Entry]:
    """Every entry of ``lang`` (all catalog files merged), for tests and tools."""
    return dict(_load(lang))


def plural_index(lang: str, n: int) -> int:
    """Which form of a plural entry ``lang`` uses for ``n`` (gettext order)."""
    formula = _formulas.get(lang)
    if formula is None:
        formula = gettext.c2py(PLURAL_FORMS.get(lang, PLURAL_FORMS["en"]))
        _formulas[lang] = formula
    return int(formula(abs(int(n))))


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


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
