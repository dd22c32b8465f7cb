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
