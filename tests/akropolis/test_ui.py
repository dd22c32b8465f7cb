"""The Akropolis table (view + controller) through the kit's headless harness: clicks play
exactly the action the UI says, drawing never changes the game, legality comes from the
engine, the camera behaves."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.rules.actions import Place
from game.games.akropolis.rules.hexgrid import turn_in_place
from game.games.akropolis.table.anim import Pulse
from game.games.akropolis.table.art import tile_cells, world
from game.games.akropolis.table.layout import hex_centre, spot
from game.ui.table.harness import TableHarness

from .tables import (
    RULES,
    buttons,
    camera,
    fitted,
    focus,
    ghost_at,
    harness,
    human_turn,
    match_at,
    placing,
    preview_info,
    ui,
)


def sample(actions: list, n: int, seed: int) -> list:
    if len(actions) <= n:
        return list(actions)
    rng = random.Random(seed)
    return [actions[0], actions[-1]] + rng.sample(actions, n - 2)


def put_down(h: TableHarness, action: Place) -> None:
    """Every click of ``action`` but Confirm: the tile waits on its spot."""
    for pos in ui(h).clicks_for(action)[:-1]:
        h.click(pos)


@pytest.mark.parametrize("kind", ["2p", "3p", "4p", "solo"])
def test_clicks_for_submits_exactly_that_action(kind: str) -> None:
    for seed, moves in ((1, 0), (2, 9), (3, 26)):
        m = match_at(kind, seed, moves)
        human_turn(m, Rng(seed))
        h = harness(m)
        legal = RULES.legal_actions(m.state)
        for i, action in enumerate(sample(legal, 30, seed)):
            if i % 5 == 3:  # a player who zoomed in and panned away first
                h.key(pygame.K_PLUS)
                h.key(pygame.K_PLUS)
                h.key(pygame.K_LEFT)
            clicks = h.ui.clicks_for(action)
            assert clicks, action
            for pos in clicks:
                assert h.ui.rect.collidepoint(pos), (action, pos)
                h.click(pos)
            assert h.submitted == [action]
            h.submitted.clear()


def test_a_whole_game_is_played_by_clicks_only() -> None:
    m = match_at("2p", 5, 0)
    h = TableHarness(GAME, m)  # a hot seat: the view follows the seat on turn
    rng = random.Random(5)
    while not m.is_over:
        legal = RULES.legal_actions(m.state)
        action = rng.choice(legal)
        assert h.ctx.viewer == m.current_player and h.ctx.can_act
        before = len(m.log)
        assert h.play(action)
        assert len(m.log) == before + 1 and m.log[-1].action == action
    assert RULES.winners(m.state)
    h.draw()


def test_actions_the_ui_cannot_show_get_none() -> None:
    m = match_at("solo", 4, 1)  # the Architect is to move
    assert m.state.is_architect(m.current_player)
    h = harness(m)
    assert h.ui.clicks_for(RULES.legal_actions(m.state)[0]) is None
    m = match_at("2p", 4, 0)
    h = harness(m)
    bad = Place(3, 0, 0, 0)  # slot 3 costs 3 stones; seat 0 has 1, and (0, 0) is built
    assert h.ui.clicks_for(bad) is None


def test_clicks_do_nothing_when_the_seat_cannot_act() -> None:
    m = match_at("2p", 6, 4)
    h = harness(m, can_act=False)
    action = RULES.legal_actions(m.state)[0]
    assert h.ui.clicks_for(action) is None
    live = harness(m).ui.clicks_for(action)
    for pos in live:
        h.click(pos)
    h.key(pygame.K_RETURN)
    assert h.submitted == []
    assert ui(h).state.selected is None and ui(h).state.preview is None


def test_drawing_never_changes_the_state() -> None:
    for kind, moves in (("2p", 20), ("4p", 30), ("solo", 12)):
        m = match_at(kind, 7, moves)
        human_turn(m, Rng(7))
        before = RULES.position(m.state)
        h = harness(m)
        for name in h.ui.views():
            h.ui.set_view(name)
            h.draw()
        action = RULES.legal_actions(m.state)[-1]
        clicks = h.ui.clicks_for(action)
        for pos in clicks[:-1]:  # everything up to the preview, drawing each frame
            h.click(pos)
            h.move(pos)
        assert ui(h).state.preview is not None
        h.draw()
        for seat in range(len(m.state.cities)):
            h.move(ui(h).lay.panels[seat].center)
        assert RULES.position(m.state) == before
        assert h.submitted == []
    # a move by another seat: its new tile is outlined for a moment, then not
    m = match_at("3p", 7, 5)
    h = harness(m, can_act=False, apply=True)
    actor = m.current_player
    action = RULES.sample_action(m.state, Rng(3))
    h.play_action(actor, action)
    pulse = ui(h).anim.head
    assert isinstance(pulse, Pulse) and (pulse.seat, pulse.spot) == \
        (actor, (action.q, action.r, action.rot))
    assert h.ui.animating() and not h.ui.busy()  # it never holds the game up
    before = RULES.position(m.state)
    h.draw()
    h.ui.update(5.0)
    assert ui(h).anim.head is None and not h.ui.animating()
    h.draw()
    assert RULES.position(m.state) == before


def test_the_ghost_is_legal_exactly_where_the_engine_says() -> None:
    m = match_at("3p", 8, 15)
    h = harness(m)
    seat = m.current_player
    legal = set(RULES.legal_placements(m.state, seat))
    lay = ui(h).lay
    h.click(lay.card(0).center)
    assert placing(h)
    view = lay.city
    seen_legal = seen_illegal = 0
    for rot in range(6):
        ui(h).state.rot = rot
        for x in range(view.x + 5, view.right - 5, 23):
            for y in range(view.y + 5, view.bottom - 5, 23):
                ghost = ghost_at(h, (x, y))
                assert ghost is not None and ghost.rot == rot
                assert ghost.legal == ((ghost.q, ghost.r, ghost.rot) in legal)
                if ghost.legal:
                    seen_legal += 1
                else:
                    seen_illegal += 1
                    assert ghost.reason and ghost.reason.startswith("akropolis.illegal.")
    assert seen_legal and seen_illegal


def test_rotation_by_wheel_key_and_buttons() -> None:
    m = match_at("2p", 9, 6)
    h = harness(m)
    lay = ui(h).lay
    st = ui(h).state
    h.click(lay.card(0).center)
    h.move(lay.city.center)
    assert st.rot == 0
    h.wheel(-1)
    assert st.rot == 1
    h.key(pygame.K_r)
    assert st.rot == 2
    h.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert st.rot == 1
    h.click(lay.rot_ccw.center)
    h.click(lay.rot_ccw.center)
    assert st.rot == 5
    h.click(lay.rot_cw.center)
    assert st.rot == 0


def test_turning_the_preview_in_place_keeps_its_cells() -> None:
    for q, r, rot in ((0, 0, 0), (2, -1, 3), (-1, 4, 5)):
        cells = set(tile_cells(q, r, rot))
        turned = turn_in_place(q, r, rot, True)
        assert set(tile_cells(*turned)) == cells and turned[2] % 2 == rot % 2
        # hex a moves to where b was
        assert tile_cells(*turned)[0] == tile_cells(q, r, rot)[1]
        assert turn_in_place(*turned, False) == (q, r, rot)
        once = turn_in_place(*turn_in_place(*turned, True), True)
        assert once == (q, r, rot)
    m = match_at("2p", 10, 8)
    h = harness(m)
    legal = RULES.legal_placements(m.state, m.current_player)
    action = Place(0, *legal[len(legal) // 2])
    put_down(h, action)
    assert ui(h).state.preview == action[1:]
    h.click(buttons(h)["turn_cw"].center)
    turned = ui(h).state.preview
    assert turned != action[1:] and turned in set(legal)
    h.click(buttons(h)["confirm"].center)
    assert h.submitted == [Place(0, *turned)]


def test_preview_shows_the_engines_score_change_and_stones() -> None:
    m = match_at("2p", 11, 14)
    h = harness(m)
    action = RULES.legal_actions(m.state)[-1]
    put_down(h, action)
    assert preview_info(h) == RULES.preview(m.state, action)
    preview = ui(h).state.preview
    h.click(buttons(h)["info"].center)  # the score box is no button
    assert ui(h).state.preview == preview
    h.click(buttons(h)["cancel"].center)
    assert ui(h).state.preview is None and ui(h).state.selected == action.site
    assert h.submitted == []


def test_every_event_kind_is_worded_for_the_log() -> None:
    """The log is worded by the rules' words alone (``Rules.event_text``, seats named by the
    app's log): every event reads as a sentence."""
    from game.app.table_log import TableLog

    seen: set[str] = set()
    for kind in ("2p", "3p", "4p", "solo"):
        m = match_at(kind, 12, 0)
        log = TableLog(RULES, [p.name for p in m.config.players], lambda seat: None)
        rng = Rng(12)
        while not m.is_over:
            events = m.play(RULES.sample_action(m.state, rng))
            for event in events:
                text = log.event_line(event, 0)
                assert text and "{" not in text and not text.startswith("akropolis."), event
                seen.add(event.kind)
    assert {"take", "place", "stones", "architect_take", "reveal", "chief", "game_over"} <= seen


def test_fitted_camera_shows_the_whole_city_and_every_spot() -> None:
    for kind, moves in (("2p", 0), ("2p", 30), ("4p", 50)):
        m = match_at(kind, 13, moves)
        h = harness(m)
        seat = m.current_player
        cam = camera(h, seat)
        view = ui(h).lay.city
        for q, r in ui(h).model.cells(seat):
            assert view.collidepoint(hex_centre(cam, view, q, r))
        for q, r, rot in RULES.legal_placements(m.state, seat):
            assert view.collidepoint(spot(cam, view, q, r, rot))


def test_zoom_keeps_the_point_under_the_mouse_and_pan_keeps_the_city_in_sight() -> None:
    m = match_at("2p", 14, 20)
    h = harness(m)
    seat = focus(h)
    view = ui(h).lay.city
    at = (view.centerx + 60, view.centery - 40)
    before = camera(h, seat).to_world(view, *at)
    h.wheel(1, at)  # no tile held: the wheel zooms
    cam = camera(h, seat)
    after = cam.to_world(view, *at)
    assert cam.s > fitted(h, seat).s
    assert abs(after[0] - before[0]) < 0.05 and abs(after[1] - before[1]) < 0.05
    assert cam.s in ui(h).lay.zoom.ladder  # sprites of the ladder's sizes are reused
    for _ in range(60):
        h.key(pygame.K_LEFT)
        h.key(pygame.K_UP)
    xs = [world(q, r)[0] for q, r in ui(h).model.cells(seat)]
    ys = [world(q, r)[1] for q, r in ui(h).model.cells(seat)]
    cam = camera(h, seat)
    assert min(xs) - 2 <= cam.cx <= max(xs) + 2 and min(ys) - 2 <= cam.cy <= max(ys) + 2
    # right-drag pans too; Home fits again
    moved = cam.key()
    h.drag(view.center, (view.centerx - 30, view.centery), button=3)  # back from the edge
    assert camera(h, seat).key() != moved
    h.key(pygame.K_HOME)
    assert camera(h, seat).key() == fitted(h, seat).key()


def test_clicking_a_panel_enlarges_that_city() -> None:
    m = match_at("4p", 15, 8)
    h = harness(m)
    home = focus(h)
    other = (home + 2) % 4
    h.click(ui(h).lay.panels[other].center)
    assert focus(h) == other
    h.click(ui(h).lay.panels[home].center)
    assert focus(h) == home


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_layout_fits_four_cities_and_scales(size: tuple[int, int]) -> None:
    m = match_at("4p", 16, 0)
    h = harness(m, size=size)
    lay = ui(h).lay
    assert lay.rect == h.ui.rect
    cards = [lay.card(s) for s in range(len(m.state.site))]
    assert all(lay.site.contains(c) for c in cards)
    assert min(c.x for c in cards) > lay.stacks.right
    assert lay.city.bottom <= lay.toolbar.top and lay.city.top >= lay.site.bottom
    assert all(lay.side.contains(p) for p in lay.panels)
    for a, b in zip(lay.panels, lay.panels[1:], strict=False):
        assert not a.colliderect(b)
    assert lay.rot_cw.right < lay.zoom_out.left
    h.draw()


def test_score_tooltips_state_the_rule() -> None:
    m = match_at("2p", 17, 10)
    h = harness(m)
    lay = ui(h).lay
    panel = lay.panels[0]
    chip_y = panel.y + lay.px(42)
    h.move((panel.x + lay.px(20), chip_y))
    assert h.tip and "largest group" in h.tip


def test_keys_confirm_and_cancel() -> None:
    m = match_at("2p", 18, 6)
    h = harness(m)
    st = ui(h).state
    action = RULES.legal_actions(m.state)[5]
    put_down(h, action)
    h.key(pygame.K_ESCAPE)
    assert st.preview is None and st.selected == action.site
    h.key(pygame.K_BACKSPACE)
    assert st.selected is None
    put_down(h, action)
    h.key(pygame.K_RETURN)
    assert h.submitted == [action]
    # a right click that does not drag steps back too; a right drag only pans
    h.submitted.clear()
    put_down(h, action)
    centre = ui(h).lay.city.center
    h.drag(centre, (centre[0] + 40, centre[1]), button=3)
    assert st.preview is not None
    h.click(centre, button=3)
    assert st.preview is None and st.selected == action.site
    h.click(centre, button=3)
    assert st.selected is None and h.submitted == []


def test_hot_seat_shows_the_city_of_the_seat_on_turn() -> None:
    m = match_at("3p", 19, 0)
    h = harness(m, apply=True)
    assert focus(h) == 0
    h.click(ui(h).lay.panels[2].center)
    assert focus(h) == 2
    assert h.play(RULES.legal_actions(m.state)[0])
    h.look(m.current_player)  # the table hands over to the next player
    assert focus(h) == 1


def test_screen_geometry_matches_the_spec() -> None:
    from game.games.akropolis.rules.hexgrid import DIRS
    from game.games.akropolis.table.art import SQ3, corners, edge, to_axial

    for q in range(-6, 7):
        for r in range(-6, 7):
            x, y = world(q, r)
            assert to_axial(x, y) == (q, r)
            assert to_axial(x + 0.4, y - 0.3) == (q, r)  # inside the hex
    # north is up (y grows downward, never mirrored) and the directions run clockwise
    assert world(*DIRS[0]) == (0.0, -SQ3)
    assert world(*DIRS[2])[0] > 0 and world(*DIRS[2])[1] > 0  # SE is right and down
    pts = corners(0.0, 0.0, 1.0)
    for d, (dq, dr) in enumerate(DIRS):
        i, j = edge(d)
        mx, my = (pts[i][0] + pts[j][0]) / 2, (pts[i][1] + pts[j][1]) / 2
        nx, ny = world(dq, dr)
        assert abs(mx * 2 - nx) < 1e-9 and abs(my * 2 - ny) < 1e-9  # the shared edge


def test_every_text_the_table_shows_is_in_the_catalog() -> None:
    import re
    from pathlib import Path

    from game.games.akropolis.data import KIND_NAMES
    from game.ui import i18n

    root = Path(__file__).resolve().parents[2] / "game" / "games" / "akropolis" / "table"
    keys = set()
    for path in root.glob("*.py"):
        keys |= set(re.findall(r'"(akropolis\.[a-z_.]+[a-z_])"', path.read_text()))
    assert "akropolis.ui.confirm" in keys and "akropolis.guide.site" in keys
    keys |= {"akropolis.kind." + k for k in KIND_NAMES.values()}
    for colour in ("house", "market", "barracks", "temple", "garden"):
        keys |= {f"akropolis.colour.{colour}", f"akropolis.rule.{colour}",
                 f"akropolis.score.{colour}"}
    keys |= {f"akropolis.automa.{level}" for level in ("hippodamos", "metagenes", "callicrates")}
    missing = sorted(k for k in keys if not i18n.has(k) and not k.endswith("."))
    assert not missing
