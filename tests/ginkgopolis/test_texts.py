"""Every event and action of random games has a line in the English catalog."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine import TERMINAL, Rng

from .helpers import GAME, RULES, solo_config

CATALOG = json.loads((Path(__file__).parents[2] / "game" / "games" / "ginkgopolis" / "locale"
                      / "en.json").read_text(encoding="utf-8"))


def test_event_and_action_texts_exist() -> None:
    keys = set()
    for config in (GAME.config(3), GAME.config(2, mode="intro"), solo_config("hal_expert")):
        for seed in range(6):
            s = RULES.new_game(config, seed)
            rng = Rng(seed)
            while RULES.current_player(s) != TERMINAL:
                action = RULES.sample_action(s, rng)
                keys.add(RULES.action_text(s, action, RULES.current_player(s)).key)
                for e in RULES.apply(s, action):
                    for viewer in range(s.n):
                        seen = e.for_viewer(viewer)
                        if seen is not None:
                            text = RULES.event_text(seen, viewer)
                            assert text is not None
                            keys.add(text.key)
    missing = sorted(k for k in keys if k not in CATALOG)
    assert not missing
    assert len(keys) > 20
    for key in ("ginkgopolis.score.vp", "ginkgopolis.score.cards", "ginkgopolis.score.new_hand",
                "ginkgopolis.score.districts", "ginkgopolis.name"):
        assert key in CATALOG


def test_refusals_are_catalog_keys() -> None:
    from game.engine import IllegalAction

    s = RULES.new_game(GAME.config(2), 1)  # the draft
    for kind_state in (s, RULES.new_game(GAME.config(2, mode="intro"), 1),
                       RULES.new_game(solo_config(), 1)):
        try:
            RULES.apply(kind_state, object())
        except IllegalAction as exc:
            assert exc.reason in CATALOG, exc.reason
        else:
            raise AssertionError("a junk action was accepted")


def test_gains_and_choices_read_as_words_not_item_ids() -> None:
    from game.engine import Event, registry
    from game.games.ginkgopolis.rules.actions import Choose
    from game.ui import i18n

    rules = registry.get("ginkgopolis").rules
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for item in ("vp", "resources", "tiles"):
                one, five = (rules.event_text(Event("gain", 0, {"item": item, "count": n}), 0)
                             for n in (1, 5))
                assert one is not None and five is not None
                a, b = (i18n.t(x.key, **{**x.args, "player": "Ana"}) for x in (one, five))
                assert item not in a and a != b and "Ana" in a and "5" in b, (lang, a, b)
            state = rules.new_game(registry.get("ginkgopolis").config(2), 1)
            for item in ("resource", "tile"):
                text = rules.action_text(state, Choose(item), 0)
                assert i18n.has(text.key) and "{item}" not in i18n.t(text.key, player="Ana")
    finally:
        i18n.set_language("en")


def test_log_lines_name_cards_and_tiles_in_words_never_by_id() -> None:
    import re

    from game.engine import Text

    def say(text: Text) -> str:
        args = {k: say(v) if isinstance(v, Text) else v for k, v in text.args.items()}
        return str(CATALOG[text.key].format(**args))

    raw = re.compile(r"(?<!\w)(?:[RBY]\d{1,2}|U-[A-L]|CH\d\d)(?!\w)")
    worded = 0
    for seed in range(3):
        s = RULES.new_game(GAME.config(3), seed)
        rng = Rng(seed)
        while RULES.current_player(s) != TERMINAL:
            action = RULES.sample_action(s, rng)
            lines = [say(RULES.action_text(s, action, RULES.current_player(s)))]
            for e in RULES.apply(s, action):
                text = RULES.event_text(e, None)
                if text is not None and isinstance(CATALOG.get(text.key), str):
                    lines.append(say(text))
            for line in lines:
                assert not raw.search(line), line
                worded += bool(re.search(r"(?:Red|Blue|Yellow) \d|Urbanization [A-L]", line))
    assert worded > 50
