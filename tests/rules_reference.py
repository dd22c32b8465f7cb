"""The shape every game's in-app rules reference must have, in one place: each section of
``GameInfo.rules_sections`` has a title and a text of at least two paragraphs in the
language's catalog, with no unfilled field and no double space."""

from __future__ import annotations

from pathlib import Path

from game.engine import GameInfo
from game.ui import i18n

GAMES_ROOT = Path(__file__).parents[1] / "game" / "games"


def reference_text(info: GameInfo, lang: str) -> str:
    """Every section's text of ``info``'s reference in ``lang``, joined, after checking each
    section's shape (an ``AssertionError`` names the language and the section)."""
    catalog = i18n.read_domain(GAMES_ROOT / info.id / "locale", lang)
    text = ""
    for sid in info.rules_sections:
        title = catalog[f"{info.id}.rules.{sid}.title"]
        body = catalog[f"{info.id}.rules.{sid}.text"]
        assert title and isinstance(title, str) and isinstance(body, str), (lang, sid)
        paragraphs = [p for p in body.split("\n") if p.strip()]
        assert len(paragraphs) >= 2, (lang, sid)
        assert "{" not in body and "  " not in body, (lang, sid)
        text += body
    return text
