"""Help at the Machi Koro table: the income-by-roll table comes from the rules' forecast (for
the seat that really rolls next), a click on a card that cannot be built says why, Enter/Space
roll (see tests/app), I and Esc open and close the income table."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Match
from game.games.machi_koro.data import ESTABLISHMENTS, KIND_BY_KEY
from game.games.machi_koro.rules.query import income_by_roll
from game.games.machi_koro.rules.state import BUILD
from game.games.machi_koro.table.layout import Target
from game.ui.i18n import t

from .test_ui import NAMES, RULES, new_match, table, to_decision


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


def test_the_income_table_opens_and_shows_the_forecast() -> None:
    m = building()
    h = table(m, m.state.active, True)
    ui = h.ui
    h.draw()
    assert not ui.state.show_income
    h.click(ui.lay.income_button.center)
    assert ui.state.show_income
    forecast = ui.model.forecast()
    assert forecast is not None
    roller, rows = forecast
    assert roller == (m.state.active + 1) % m.state.n  # the roll is made: the next one rolls
    assert rows == income_by_roll(m.state, roller)
    assert t("machi_koro.ui.income_title", player=NAMES[roller]) in h.strings()
    h.click(ui.lay.market.center)  # any click closes it, and builds nothing
    assert not ui.state.show_income and m.state.phase == BUILD
    h.key(pygame.K_i)
    assert ui.state.show_income
    h.key(pygame.K_ESCAPE)
    assert not ui.state.show_income


def position(n: int, **data: Any) -> Match:
    base = new_match(n, 1)
    return Match(base.info, base.config, base.seed, RULES.from_position({"players": n, **data}))


def test_after_doubles_with_the_amusement_park_the_same_player_rolls_again() -> None:
    park = {"coins": 9, "landmarks": ["train_station", "amusement_park"]}
    m = position(3, step="build", active=1, dice=[4, 4], dice_count=2,
                 cities=[{}, park, {}])
    h = table(m, 1, True)
    h.key(pygame.K_i)
    assert h.ui.model.forecast() == (1, income_by_roll(m.state, 1))
    assert t("machi_koro.ui.income_title", player=NAMES[1]) in h.strings()
    no_doubles = position(3, step="build", active=1, dice=[3, 4], dice_count=2,
                          cities=[{}, park, {}])
    h = table(no_doubles, 1, True)
    h.key(pygame.K_i)
    assert t("machi_koro.ui.income_title", player=NAMES[2]) in h.strings()


def test_after_the_win_the_income_table_says_nobody_rolls() -> None:
    won = {"coins": 0, "landmarks": ["train_station", "shopping_mall", "amusement_park",
                                     "radio_tower"]}
    m = position(2, step="over", active=0, winner=0, dice=[2, 2], dice_count=2,
                 cities=[won, {}])
    h = table(m, 0, False)
    h.key(pygame.K_i)
    drawn = h.strings()
    assert h.ui.model.forecast() is None
    assert t("machi_koro.ui.income_nobody") in drawn
    assert not any(line.startswith(t("machi_koro.ui.income_title", player="")[:3])
                   for line in drawn)


def test_clicking_a_card_that_cannot_be_built_says_why() -> None:
    m = building()
    h = table(m, m.state.active, True)
    h.draw()
    dear = next(k for k, e in enumerate(ESTABLISHMENTS) if e.cost > m.state.coins[m.state.active]
                and m.state.supply[k])
    rect = h.ui.lay.tile(Target("pile", dear))
    assert rect is not None
    h.click(rect.center)
    assert h.submitted == []
    name = t(f"machi_koro.card.{ESTABLISHMENTS[dear].key}.name")
    assert h.notices == [(t("machi_koro.ui.refused", card=name,
                            reason=t("machi_koro.illegal.cannot_afford")), "warning")]
    # A card that can be built is built, with no notice.
    cheap = KIND_BY_KEY["wheat_field"]
    rect = h.ui.lay.tile(Target("pile", cheap))
    assert rect is not None
    h.click(rect.center)
    assert len(h.submitted) == 1 and len(h.notices) == 1
