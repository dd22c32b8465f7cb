"""The one translation function. Every text a player reads goes through :func:`t`.

Catalogs are flat JSON objects ``{key: text}``: the app's in ``game/app/locale/<lang>.json``
and each game's in ``game/games/<name>/locale/<lang>.json``. Texts use ``str.format`` fields:
``t("mk.event.income", name="Bakery", amount=2)``. A missing key falls back to English and
then to the key itself, so a gap is visible but never crashes the window.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "cs", "pl")
_GAME_ROOT = Path(__file__).resolve().parents[1]

_lang = "en"
_catalogs: dict[str, dict[str, str]] = {}


def _catalog_files(lang: str) -> list[Path]:
    files = [_GAME_ROOT / "app" / "locale" / f"{lang}.json"]
    files += sorted((_GAME_ROOT / "games").glob(f"*/locale/{lang}.json"))
    return files


def _load(lang: str) -> dict[str, str]:
    if lang not in _catalogs:
        merged: dict[str, str] = {}
        for path in _catalog_files(lang):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict):
                merged.update({str(k): str(v) for k, v in data.items()})
        _catalogs[lang] = merged
    return _catalogs[lang]


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _lang


def has(key: str) -> bool:
    return key in _load(_lang) or key in _load("en")


def t(key: str, **params: Any) -> str:
    text = _load(_lang).get(key)
    if text is None:
        text = _load("en").get(key, key)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def reason(code: str) -> str:
    """A refusal reason from the engine, for the screen: reasons are catalog keys; anything
    else (a developer's English from a tool or an older game) reads as a plain refusal, so no
    untranslated engine sentence reaches a player."""
    return t(code) if has(code) else t("app.illegal.other")


def reload() -> None:
    _catalogs.clear()
