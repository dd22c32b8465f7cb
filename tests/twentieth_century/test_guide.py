"""The guided first game and the Hint on the 20th Century table: a callout for every kind of
decision as the player reaches it, in every language, inside the table; the Hint's bid, land,
technology, prevention column or tile shown as a selection that the player's click plays."""

from __future__ import annotations

import random

from game.engine.match import Match
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules import actions as act
from game.games.twentieth_century.rules import query as q
from game.ui import i18n

from .test_ui import buttons, table, ui

RULES = GAME.rules
KINDS = {q.OPEN, q.BUY, q.BID, q.TECH, q.PREVENT, q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES,
         q.RECYCLE}
SHOWN = (act.Open, act.Buy, act.Raise, act.TakeTech, act.Prevent, act.Attach)


def test_every_decision_kind_has_callouts_and_hints_wait_for_the_click() -> None:
    kinds: set[str] = set()
    shown: set[type] = set()
    for n, seed in ((3, 1), (4, 2), (5, 3)):
        m = Match.new(GAME, GAME.config(n), seed)
        rng = random.Random(seed)
        steps = 0
        while not m.is_over and steps < 400:
            kind = q.step(m.state).kind
            legal = RULES.legal_actions(m.state)
            seat = m.current_player
            # one table of this position (a copy: nothing is played on it)
            h = table(Match(GAME, m.config, m.seed, m.state.clone()))
            if kind not in kinds or steps % 7 == 0:
                kinds.add(kind)
                lang = ("en", "cs", "pl")[steps % 3]
                i18n.set_language(lang)
                try:
                    got = h.ui.guide()
                    assert [c[0] for c in got][:1] == [kind]
                    for ident, text, rect in got:
                        assert text and "twentieth_century." not in text, (lang, ident)
                        assert h.ui.rect.contains(rect)
                finally:
                    i18n.set_language("en")
                h.look((seat + 1) % n, True)
                assert h.ui.guide() == []  # another seat decides
                h.look(seat, True)
            for action in rng.sample(legal, min(3, len(legal))):
                h.ui.on_state_replaced()  # a fresh table: nothing picked
                h.submitted.clear()
                if not isinstance(action, SHOWN):
                    assert not h.ui.show_hint(action)
                    continue
                assert h.ui.show_hint(action)
                h.draw()
                assert h.submitted == []  # shown, not played
                btn = next(b for b in buttons(h) if b.action == action)
                assert btn.enabled
                h.click(btn.rect.center)
                assert h.submitted == [action]
                shown.add(type(action))
            assert ui(h).state.key is not None
            m.play(rng.choice(legal))
            steps += 1
    assert kinds >= KINDS - {q.BUY}
    assert shown >= {act.Open, act.Raise, act.TakeTech, act.Prevent, act.Attach}
