"""Every action and event of a game has a text in English, Czech and Polish whose fields it
fills, and the log of seeded games reads as words: no tile, technology, card, city or bridge
anchor id, no grid coordinate, no catalog key or empty field."""

from __future__ import annotations

import re

import pytest

from game.app.table_log import ALL, TableLog
from game.engine import Match, Rng, Text, registry
from game.games.twentieth_century.rules.actions import ACTION_TYPES
from game.ui import i18n

from .helpers import RULES, fresh

INFO = registry.get("twentieth_century")
LANGUAGES = ("en", "cs", "pl")
RAW = [
    re.compile(r"(?<![\w-])(?:[LTK]\d-\d+|S-\d|SC\d-[A-Z]+)(?![\w-])"),  # tiles, cards
    re.compile(r"(?<![\w-])[cjd]\d(?![\w-])"),  # city, fork and rail-end nodes
    re.compile(r"(?<![\w'-])[NESW](?![\w'-])"),  # an edge by its compass letter
    re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"),  # a grid cell
    re.compile(r"twentieth_century\.|[{}?]|\bNone\b"),  # a key, an empty field
]


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def test_catalog_has_every_action_and_option() -> None:
    for lang in LANGUAGES:
        catalog = i18n.catalog(lang)
        for name in ACTION_TYPES:
            assert f"twentieth_century.action.{name}" in catalog
        for opt in INFO.options:
            assert opt.label_key in catalog
            assert all(k in catalog for k in opt.choice_keys)


def _keys(text: Text) -> list[str]:
    out = [text.key]
    for v in text.args.values():
        if isinstance(v, Text):
            out += _keys(v)
    return out


def test_texts_of_a_random_game_format_in_every_language() -> None:
    st = fresh(4, 2)
    rng = Rng(2)
    kinds = set()
    texts: list[Text] = []
    while not RULES.is_over(st):
        action = RULES.sample_action(st, rng)
        texts.append(RULES.action_text(st, action, None))
        for event in RULES.apply(st, action):
            text = RULES.event_text(event, 1)
            assert text is not None
            texts.append(text)
            kinds.add(event.kind)
    assert {"round", "win", "withdraw", "catastrophe", "income", "final", "game_over"} <= kinds
    for lang in LANGUAGES:
        catalog = i18n.catalog(lang)
        i18n.set_language(lang)
        for text in texts:
            assert all(k in catalog for k in _keys(text)), (lang, text)
            said = str(i18n.words(text))
            assert "{" not in said and "}" not in said, (lang, said)


def _log(n: int, seed: int) -> tuple[TableLog, list[Text]]:
    """The table's log of a seeded game (every line, as its replay shows them), and the
    words of every action taken (what the Hint says of a move)."""
    m = Match.new(INFO, INFO.config(n), seed)
    start = m.state.clone()
    rng = Rng(seed)
    said: list[Text] = []
    while not m.is_over:
        st = m.state
        for action in RULES.legal_actions(st)[:40]:  # every kind of move on offer
            said.append(RULES.action_text(st, action, None))
        m.play(RULES.sample_action(st, rng))
    log = TableLog(RULES, [f"Player {i + 1}" for i in range(n)], lambda seat: None)
    log.replay(start, m.log)
    return log, said


@pytest.mark.parametrize(("n", "seed"), [(3, 4), (4, 6), (5, 8)])
def test_the_log_of_seeded_games_reads_as_words_in_every_language(n: int, seed: int) -> None:
    log, said = _log(n, seed)
    for lang in LANGUAGES:
        i18n.set_language(lang)
        lines = [line for line, _ in log.lines(ALL)] + [line for line, _ in log.lines(None)]
        lines += [str(i18n.words(Text(t.key, {k: f"Player {v + 1}" if k == "player" else v
                                                for k, v in t.args.items()})))
                  for t in said]
        assert len(lines) > 200
        for line in lines:
            for raw in RAW:
                assert not raw.search(line), (lang, raw.pattern, line)
    i18n.set_language("en")
    lines = [line for line, _ in log.lines(ALL)]
    # the ids became the words a player knows
    for words in ("land I-II no.", "starting land", "city", "garbage cube"):
        assert any(words in line for line in lines), words
