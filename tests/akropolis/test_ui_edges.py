"""Rough edges of the Akropolis table a new player hit: the Confirm popup covers no hex near
the previewed tile, a double click keeps the tile, the total's tooltip names stones, the solo
Architect's panel counts its starting tile as its score does, a long name is never cut."""

from __future__ import annotations

import pygame
import pytest

from game.engine.protocol import Text
from game.engine.rng import Rng
from game.games.akropolis.rules.actions import Place
from game.games.akropolis.rules.hexgrid import neighbours, tile_cells
from game.games.akropolis.table import words
from game.games.akropolis.table.art import SQ3
from game.games.akropolis.table.layout import Layout, hex_centre, hex_size
from game.ui import i18n
from game.ui.table.camera import Camera
from game.ui.table.harness import TableHarness

from .tables import RULES, buttons, camera, harness, human_turn, match_at, ui


def preview(h: TableHarness, action: Place) -> None:
    for pos in h.ui.clicks_for(action)[:-1]:
        h.click(pos)
    assert ui(h).state.preview == action[1:]


def hex_rect(lay: Layout, cam: Camera, cell: tuple[int, int]) -> pygame.Rect:
    s = hex_size(cam)
    rect = pygame.Rect(0, 0, round(2 * s), round(SQ3 * s))
    hx, hy = hex_centre(cam, lay.city, *cell)
    rect.center = (round(hx), round(hy))
    return rect.inflate(-4, -4)  # hexes are narrower than their boxes at the corners


@pytest.mark.parametrize("kind,seed,moves", [("2p", 10, 8), ("4p", 12, 20), ("solo", 13, 16)])
def test_the_confirm_popup_covers_no_hex_of_the_tile_its_neighbours_or_the_city(
        kind: str, seed: int, moves: int) -> None:
    m = match_at(kind, seed, moves)
    human_turn(m, Rng(seed))
    h = harness(m)
    lay = ui(h).lay
    seat = m.current_player
    legal = RULES.legal_placements(m.state, seat)
    for spot in (legal[0], legal[len(legal) // 2], legal[-1]):
        preview(h, Place(0, *spot))
        cam = camera(h, seat)
        near = {c for cell in tile_cells(*spot) for c in (cell, *neighbours(*cell))}
        # A roomy view (two players) keeps the whole city clear as well.
        cells = near | set(ui(h).model.cells(seat)) if kind == "2p" else near
        popup = buttons(h)
        whole = popup["info"].unionall(list(popup.values()))
        assert lay.city.contains(whole)
        covered = [c for c in cells if whole.colliderect(hex_rect(lay, cam, c))]
        assert covered == [], f"popup over {covered} for {spot}"
        h.click(popup["cancel"].center)


def test_a_double_click_on_a_legal_spot_keeps_the_tile_there() -> None:
    m = match_at("2p", 10, 8)
    h = harness(m)
    legal = RULES.legal_placements(m.state, m.current_player)
    action = Place(0, *legal[len(legal) // 2])
    clicks = h.ui.clicks_for(action)
    for pos in clicks[:-1]:
        h.click(pos)
    h.click(clicks[-2])  # the second click of the double click
    assert ui(h).state.preview == action[1:]
    # A click on empty city away from the tile still lifts it.
    view = ui(h).lay.city
    h.click((view.x + 3, view.bottom - 3))
    assert ui(h).state.preview is None and ui(h).state.selected == 0


def test_the_total_tooltip_counts_stones_and_the_architects_quarries() -> None:
    i18n.set_language("en")
    tip = words.total_tip({"house": 4, "stones": 3, "quarries": 2})
    assert tip.splitlines() == ["Total score now: 9", "Stones: 3 points (1 per stone)",
                                "Quarries: 2 points (2 per quarry)"]
    assert "Stones: 1 point (1 per stone)" in words.total_tip({"stones": 1})
    m = match_at("solo", 14, 12)
    h = harness(m)
    lay = ui(h).lay
    architect = next(s for s in range(m.state.n) if m.state.is_architect(s))
    panel = lay.panels[architect]
    h.move((panel.right - lay.px(16), panel.y + lay.px(14)))
    assert h.tip and f"Stones: {m.state.stones[architect]} point" in h.tip


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_architects_panel_shows_its_starting_tile_and_what_its_quarries_score(
        lang: str) -> None:
    """Issue 25: the Metagenes Architect starts with 8 points (its starting tile's three
    quarries and 2 stones) while its panel said "0 tiles collected"; now the panel counts
    what the score counts, and its tooltip lists it all."""
    i18n.set_language(lang)
    try:
        m = match_at("solo", 3, 0)
        architect = m.state.architect
        h = harness(m)
        drawn = h.strings()
        assert i18n.t("akropolis.ui.architect_start", count=0) in drawn
        assert i18n.t("akropolis.ui.architect_quarries", count=3, points=6) in drawn
        assert str(RULES.scores(m.state)[architect].total) == "8" and "8" in drawn
        h.move(ui(h).lay.thumb(architect).center)
        assert h.tip is not None
        assert i18n.t("akropolis.ui.architect_holds", count=1) in h.tip
        assert i18n.t("akropolis.ui.architect_quarry_count", count=3) in h.tip
        # later: every tile it took, and the starting tile still counted
        m = match_at("solo", 3, 14)
        taken = len(m.state.architect_tiles)
        assert taken >= 5
        drawn = harness(m).strings()
        assert i18n.t("akropolis.ui.architect_start", count=taken) in drawn
    finally:
        i18n.set_language("en")


def test_a_long_name_takes_two_lines_rather_than_being_cut() -> None:
    """The Illustrious Architect beside its winner's crown, the Chief Architect's marker, its
    stones and a three-digit total: two lines, nothing cut."""
    from game.ui.table import text as textkit

    m = match_at("solo", 14, 200)
    assert m.is_over
    h = harness(m)
    probe = textkit.TextProbe()
    old, textkit.probe = textkit.probe, probe
    try:
        drawn = h.strings()
    finally:
        textkit.probe = old
    assert probe.cut == set() and probe.small == set()
    assert "Illustrious" in drawn and "Architect" in drawn


def test_a_hint_waits_on_its_spot_for_confirm_and_gives_its_points() -> None:
    from game.ai.hint import suggest
    from game.games.akropolis import GAME

    m = match_at("2p", 16, 6)
    h = harness(m)
    hint = suggest(GAME, m.seen_by(m.current_player).clone(), m.current_player, seed=3)
    assert h.ui.show_hint(hint.action)
    st = ui(h).state
    assert st.preview == hint.action[1:] and st.selected == hint.action.site
    change, _ = RULES.preview(m.state, hint.action)
    points = hint.reason.args.get("points") if hint.reason is not None else None
    if hint.reason is not None and hint.reason.key == "akropolis.hint.points":
        points = hint.reason
    assert isinstance(points, Text)
    assert points.args["signed"] == f"{sum(change.values()):+d}".replace("-", "−")
    h.draw()
    h.click(buttons(h)["confirm"].center)
    assert h.submitted == [hint.action]
    assert not h.ui.show_hint(Place(9, 99, 99, 0))  # nothing the engine would allow


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
