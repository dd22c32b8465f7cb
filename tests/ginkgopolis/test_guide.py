"""The guided first game and the Hint on the Ginkgopolis table: a callout for each step of a
decision as the player reaches it, in every language, pointing inside the table; the Hint's
move shown as a selection that Confirm plays exactly."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.games.ginkgopolis import GAME
from game.ui import i18n

from .test_ui import KINDS, SITUATIONS, Table

RULES = GAME.rules


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


@pytest.mark.parametrize("kind", KINDS)
def test_every_decision_has_a_callout_inside_the_table(kind: str) -> None:
    m = SITUATIONS[kind]
    for lang in ("en", "cs", "pl"):
        i18n.set_language(lang)
        try:
            table = Table(Match(GAME, m.config, m.seed, m.state.clone()))
            got = table.ui.guide()
            assert got, kind
            for ident, text, rect in got:
                assert text and not text.startswith("ginkgopolis."), (lang, ident)
                assert table.ui.rect.contains(rect)
        finally:
            i18n.set_language("en")
    table = Table(Match(GAME, m.config, m.seed, m.state.clone()), can_act=False)
    assert table.ui.guide() == []  # nothing to explain while another seat decides


def test_the_selection_callouts_follow_the_pick() -> None:
    m = SITUATIONS["select"]
    table = Table(Match(GAME, m.config, m.seed, m.state.clone()))
    assert [c[0] for c in table.ui.guide()][:1] == ["hand"]
    card = table.ui.cards_shown()[0]
    table.ui.ctl.pick_card(card)
    assert [c[0] for c in table.ui.guide()][:3] == ["tile", "preview", "confirm"]


@pytest.mark.parametrize("kind", ["draft", "select", "hal_card"])
def test_a_hinted_move_waits_for_confirm_and_confirm_plays_it(kind: str) -> None:
    m = SITUATIONS[kind]
    for action in RULES.legal_actions(m.state):
        if type(action).__name__ == "NewHand":
            continue
        table = Table(Match(GAME, m.config, m.seed, m.state.clone()))
        assert table.ui.show_hint(action)
        assert table.submitted == []  # shown, not played
        table.ui.draw(table.surface)
        table.click(table.ui.lay.confirm.center)
        assert table.submitted == [action]
