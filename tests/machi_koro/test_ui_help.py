"""Help at the Machi Koro table: the income-by-roll table comes from the rules' forecast,
a click on a card that cannot be built says why, Enter/Space roll (see tests/app)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.machi_koro.data import ESTABLISHMENTS, KIND_BY_KEY
from game.games.machi_koro.rules.query import income_by_roll
from game.games.machi_koro.rules.state import BUILD
from game.ui.i18n import t

from .test_ui import click, make_ui, new_match, screen, to_decision  # noqa: F401 - fixture

__all__ = ["screen"]


def building(seed: int = 4) -> Any:
    m = to_decision(new_match(3, seed, steps=0))
    for _ in range(200):
        if m.state.phase == BUILD and m.current_player >= 0:
            return m
        if m.current_player < 0:
            m.play_chance()
        else:
            m.play(m.rules.legal_actions(m.state)[0])
    raise AssertionError("no build step")


def test_the_income_table_opens_and_shows_the_forecast(screen) -> None:
    m = building()
    ui, _ = make_ui(m, m.state.active, True)
    ui.draw(screen)
    assert not ui.show_income
    click(ui, screen, ui.lay.income_button.center)
    assert ui.show_income
    roller, table = ui.income_table()
    assert roller == (m.state.active + 1) % m.state.n  # the roll is made: the next one rolls
    assert table == income_by_roll(m.state, roller)
    click(ui, screen, ui.lay.market.center)  # any click closes it, and builds nothing
    assert not ui.show_income and m.state.phase == BUILD
    ui.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i"))
    assert ui.show_income


def test_clicking_a_card_that_cannot_be_built_says_why(screen) -> None:
    m = building()
    ui, submitted = make_ui(m, m.state.active, True)
    notes: list[tuple[str, str]] = []
    ui.ctx.notify = lambda text, kind: notes.append((text, kind))
    ui.draw(screen)
    dear = next(k for k, e in enumerate(ESTABLISHMENTS) if e.cost > m.state.coins[m.state.active]
                and m.state.supply[k])
    rect = next(r for target, r in ui.lay.tiles if target == ("pile", dear))
    click(ui, screen, rect.center)
    assert submitted == []
    name = t(f"machi_koro.card.{ESTABLISHMENTS[dear].key}.name")
    assert notes == [(t("machi_koro.ui.refused", card=name,
                        reason=t("machi_koro.illegal.cannot_afford")), "warning")]
    # A card that can be built is built, with no notice.
    cheap = KIND_BY_KEY["wheat_field"]
    rect = next(r for target, r in ui.lay.tiles if target == ("pile", cheap))
    click(ui, screen, rect.center)
    assert len(submitted) == 1 and len(notes) == 1
