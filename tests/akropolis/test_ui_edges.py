"""Rough edges of the Akropolis table a new player hit: the Confirm popup covers no hex near
the previewed tile, a double click keeps the tile, the total's tooltip names stones."""

from __future__ import annotations

import pygame
import pytest

from game.engine.rng import Rng
from game.games.akropolis.rules.actions import Place
from game.games.akropolis.rules.hexgrid import neighbours, tile_cells
from game.games.akropolis.table.art import SQ3
from game.games.akropolis.table.view_panels import PanelsView
from game.ui import i18n

from .test_ui import RULES, Table, human_turn, match_at


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def preview(table: Table, action: Place) -> None:
    for pos in table.ui.clicks_for(action)[:-1]:
        table.click(pos)
    assert table.ui.ctl.preview == action[1:]


def hex_rect(ui, cam, cell) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(2 * cam.s), round(SQ3 * cam.s))
    hx, hy = cam.hex_centre(ui.lay.city, *cell)
    rect.center = (round(hx), round(hy))
    return rect.inflate(-4, -4)  # hexes are narrower than their boxes at the corners


@pytest.mark.parametrize("kind,seed,moves", [("2p", 10, 8), ("4p", 12, 20), ("solo", 13, 16)])
def test_the_confirm_popup_covers_no_hex_of_the_tile_its_neighbours_or_the_city(
        kind: str, seed: int, moves: int) -> None:
    m = match_at(kind, seed, moves)
    human_turn(m, Rng(seed))
    table = Table(m)
    ui = table.ui
    seat = m.current_player
    legal = RULES.legal_placements(m.state, seat)
    for spot in (legal[0], legal[len(legal) // 2], legal[-1]):
        preview(table, Place(0, *spot))
        cam = ui.ctl.camera(seat)
        near = {c for cell in tile_cells(*spot) for c in (cell, *neighbours(*cell))}
        # A roomy view (two players) keeps the whole city clear as well.
        cells = near | set(ui.query.cells(seat)) if kind == "2p" else near
        buttons = ui.preview_buttons()
        popup = buttons["info"].unionall(list(buttons.values()))
        assert ui.lay.city.contains(popup)
        covered = [c for c in cells if popup.colliderect(hex_rect(ui, cam, c))]
        assert covered == [], f"popup over {covered} for {spot}"
        table.click(buttons["cancel"].center)


def test_a_double_click_on_a_legal_spot_keeps_the_tile_there() -> None:
    m = match_at("2p", 10, 8)
    table = Table(m)
    ui = table.ui
    legal = RULES.legal_placements(m.state, m.current_player)
    action = Place(0, *legal[len(legal) // 2])
    clicks = ui.clicks_for(action)
    for pos in clicks[:-1]:
        table.click(pos)
    table.click(clicks[-2])  # the second click of the double click
    assert ui.ctl.preview == action[1:]
    # A click on empty city away from the tile still lifts it.
    view = ui.lay.city
    table.click((view.x + 3, view.bottom - 3))
    assert ui.ctl.preview is None and ui.ctl.selected == 0


def test_the_total_tooltip_counts_stones_and_the_architects_quarries() -> None:
    i18n.set_language("en")
    tip = PanelsView.total_tip({"house": 4, "stones": 3, "quarries": 2})
    assert tip.splitlines() == ["Total score now: 9", "Stones: 3 points (1 per stone)",
                                "Quarries: 2 points (2 per quarry)"]
    assert "Stones: 1 point (1 per stone)" in PanelsView.total_tip({"stones": 1})
    m = match_at("solo", 14, 12)
    table = Table(m)
    ui = table.ui
    architect = next(s for s in range(m.state.n) if m.state.is_architect(s))
    panel = ui.lay.panels[architect]
    table.move((panel.right - ui.lay.px(16), panel.y + ui.lay.px(14)))
    ui.draw(table.surface)
    assert table.tips and f"Stones: {m.state.stones[architect]} point" in table.tips[-1]


def test_a_hint_waits_on_its_spot_for_confirm_and_gives_its_points() -> None:
    from game.ai.hint import suggest
    from game.games.akropolis import GAME

    m = match_at("2p", 16, 6)
    table = Table(m)
    ui = table.ui
    hint = suggest(GAME, m.seen_by(m.current_player).clone(), m.current_player, seed=3)
    assert ui.show_hint(hint.action)
    assert ui.ctl.preview == hint.action[1:] and ui.ctl.selected == hint.action.site
    change, _ = RULES.preview(m.state, hint.action)
    assert hint.reason is not None and hint.reason.args["signed"] == f"{sum(change.values()):+d}"
    ui.draw(table.surface)
    table.click(ui.preview_buttons()["confirm"].center)
    assert table.submitted == [hint.action]
    assert not ui.show_hint(Place(9, 99, 99, 0))  # nothing the engine would allow


def test_the_hint_names_the_tile_and_its_price_not_coordinates() -> None:
    from game.ai.hint import suggest
    from game.games.akropolis import GAME
    from game.games.akropolis.data import tile_name

    m = match_at("2p", 16, 6)
    hint = suggest(GAME, m.seen_by(m.current_player).clone(), m.current_player, seed=3)
    site = hint.action.site
    key = "akropolis.hint.take_free" if site == 0 else "akropolis.hint.take"
    assert hint.words.key == key and hint.words.args["tile"] == tile_name(m.state.site[site])
    i18n.set_language("en")
    line = i18n.t(hint.words.key, **hint.words.args)
    assert "(" not in line and "rotation" not in line
