"""Every text on screen comes through the catalogs: the app's scenes and every game's screens
(the walks of the text-fit test: new game, rules help, seeded hot-seat tables played by clicks,
results, review, replay, load, settings, hand-off) drawn in the pseudo language, where every
letter of every catalog text is an accented look-alike (``i18n.PSEUDO``). A drawn string that
still holds a plain Latin letter was written without the catalogs. The seats' names are
pseudo too; digits, signs and the letters printed on the components (``SYMBOLS``) need no
translation. The same walks check that no pseudo text
is cut or drawn below the readable minimum."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.engine import GameInfo
from game.ui import i18n
from game.ui.table import text as textkit
from game.ui.table.harness import record_text

from . import test_text_fit as walks

LATIN = re.compile(r"[A-Za-z]")
SYMBOLS = re.compile(r"(?<![A-Za-z])(?:[IVX]+|[A-L])(?![A-Za-z])")
"""Letters printed on the components, the same in every language: Roman numerals (20th
Century's rounds and eras: I, II, ... VI, I-II) and the single letters A-L (Ginkgopolis's
Urbanization tokens and cards). A standalone run of them is no word to translate."""
PSEUDO_NAMES = [i18n.pseudo(f"Player {i + 1}") for i in range(8)]
SIZE = (1280, 720)


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Any:
    probe = textkit.TextProbe()
    monkeypatch.setattr(textkit, "probe", probe)
    monkeypatch.setattr(walks, "NAMES", PSEUDO_NAMES)
    yield probe
    i18n.set_language("en")


def _raw(drawn: list[str], home: Any = None) -> list[str]:
    """Strings with a plain Latin letter, save file names (data, shown as they are on disk;
    a long one wraps in pieces) taken out first."""
    files = [p.name for p in (home / "saves").glob("*.json")] if home is not None else []
    out = set()
    for text in drawn:
        rest = text
        for name in files:
            rest = rest.replace(name, "")
        rest = SYMBOLS.sub("", rest).strip().rstrip("…")
        if LATIN.search(rest) and not any(rest in name for name in files):
            out.add(text)
    return sorted(out)


@pytest.mark.parametrize("info", walks.GAMES, ids=[g.id for g in walks.GAMES])
def test_every_text_of_a_game_comes_through_the_catalogs(info: GameInfo, home: Any,
                                                         pseudo: Any) -> None:
    with record_text() as rec:
        walks.walk_game(info, i18n.PSEUDO, SIZE)
    assert _raw(rec.strings) == [], f"{info.id}: drawn without the catalogs"
    assert sorted(pseudo.cut) == [] and sorted(pseudo.small) == []


def test_every_text_of_the_app_comes_through_the_catalogs(home: Any, pseudo: Any) -> None:
    with record_text() as rec:
        walks.walk_app(i18n.PSEUDO, SIZE)
    assert _raw(rec.strings, home) == [], "drawn without the catalogs"
    assert sorted(pseudo.cut) == [] and sorted(pseudo.small) == []
