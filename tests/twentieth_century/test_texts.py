"""Every action and event of a game has an English text whose fields it fills."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.rng import Rng
from game.games.twentieth_century.rules.actions import ACTION_TYPES

from .helpers import RULES, fresh

CATALOG = json.loads((Path(__file__).resolve().parents[2] / "game" / "games" /
                      "twentieth_century" / "locale" / "en.json").read_text(encoding="utf-8"))


def test_catalog_has_every_action_and_option() -> None:
    for name in ACTION_TYPES:
        assert f"twentieth_century.action.{name}" in CATALOG
    from game.games.twentieth_century import GAME
    for opt in GAME.options:
        assert opt.label_key in CATALOG
        assert all(k in CATALOG for k in opt.choice_keys)


def test_texts_of_a_random_game_format() -> None:
    st = fresh(4, 2)
    rng = Rng(2)
    kinds = set()
    while not RULES.is_over(st):
        action = RULES.sample_action(st, rng)
        for viewer in (None, 0):
            text = RULES.action_text(st, action, viewer)
            CATALOG[text.key].format(**text.args)
        for event in RULES.apply(st, action):
            text = RULES.event_text(event, 1)
            assert text is not None
            CATALOG[text.key].format(**text.args)
            kinds.add(event.kind)
    assert {"round", "win", "withdraw", "catastrophe", "income", "final", "game_over"} <= kinds


def test_log_lines_name_lands_technologies_and_cards_in_words_never_by_id() -> None:
    import re

    from game.engine import Text

    def say(text: Text) -> str:
        args = {k: say(v) if isinstance(v, Text) else v for k, v in text.args.items()}
        return str(CATALOG[text.key].format(**args))

    raw = re.compile(r"(?<![\w-])(?:[LT]\d-\d\d|S-\d|SC\d-[A-Z]+)(?![\w-])")
    st = fresh(3, 4)
    rng = Rng(4)
    named = 0
    while not RULES.is_over(st):
        action = RULES.sample_action(st, rng)
        lines = [say(RULES.action_text(st, action, 0))]
        lines += [say(text) for e in RULES.apply(st, action)
                  if (text := RULES.event_text(e, 0)) is not None]
        for line in lines:
            assert not raw.search(line), line
            named += bool(re.search(r"land I|starting land|Mine|Laborator|Hospital", line))
    assert named > 20
