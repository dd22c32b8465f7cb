"""The guided first game and the Hint on the Ginkgopolis table: a callout for each step of a
decision as the player reaches it, in every language, pointing inside the table; the Hint's
move shown as a selection that Confirm plays exactly."""

from __future__ import annotations

import pytest

from game.engine.match import Match
from game.games.ginkgopolis import GAME
from game.ui import i18n

from .test_ui import KINDS, SITUATIONS, gui, table

RULES = GAME.rules


@pytest.mark.parametrize("kind", KINDS)
def test_every_decision_has_a_callout_inside_the_table(kind: str) -> None:
    m = SITUATIONS[kind]
    for lang in ("en", "cs", "pl"):
        i18n.set_language(lang)
        try:
            h = table(Match(GAME, m.config, m.seed, m.state.clone()))
            got = h.ui.guide()
            assert got, kind
            for ident, text, rect in got:
                assert text and not text.startswith("ginkgopolis."), (lang, ident)
                assert h.ui.rect.contains(rect)
        finally:
            i18n.set_language("en")
    h = table(Match(GAME, m.config, m.seed, m.state.clone()), can_act=False)
    assert h.ui.guide() == []  # nothing to explain while another seat decides


def test_the_selection_callouts_follow_the_pick() -> None:
    m = SITUATIONS["select"]
    h = table(Match(GAME, m.config, m.seed, m.state.clone()))
    ui = gui(h)
    assert [c[0] for c in ui.guide()][:1] == ["hand"]
    cards = ui.model.cards_shown()
    h.click(ui.lay.card(0, len(cards)).center)
    assert ui.state.card == cards[0]
    assert [c[0] for c in ui.guide()][:3] == ["tile", "preview", "confirm"]


@pytest.mark.parametrize("kind", ["draft", "select", "hal_card"])
def test_a_hinted_move_waits_for_confirm_and_confirm_plays_it(kind: str) -> None:
    m = SITUATIONS[kind]
    for action in RULES.legal_actions(m.state):
        if type(action).__name__ == "NewHand":
            continue
        h = table(Match(GAME, m.config, m.seed, m.state.clone()))
        assert h.ui.show_hint(action)
        assert h.submitted == []  # shown, not played
        h.draw()
        h.click(gui(h).lay.confirm.center)
        assert h.submitted == [action]
