"""The Akropolis table (view + controller), off-screen: clicks play exactly the action the UI
says, drawing never changes the game, legality comes from the engine, camera behaves."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.engine.protocol import PlayerSpec
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.rules.actions import Place
from game.games.akropolis.table.art import tile_cells, world
from game.games.akropolis.table.controller import turn_in_place
from game.games.akropolis.table.ui import AkropolisUI
from game.ui.table.contract import TableContext
from game.ui.theme import Theme

RULES = GAME.rules
RECT = pygame.Rect(0, 56, 980, 664)


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def config(kind: str):
    if kind == "solo":
        return GAME.config((PlayerSpec("Ada"), PlayerSpec("Architect", "automa:metagenes")))
    return GAME.config(int(kind[0]))


def match_at(kind: str, seed: int, moves: int) -> Match:
    m = Match.new(GAME, config(kind), seed)
    rng = Rng(seed + 1000)
    for _ in range(moves):
        if m.is_over:
            break
        m.play(RULES.sample_action(m.state, rng))
    return m


def human_turn(m: Match, rng: Rng) -> None:
    """Play on until a seat with a city is to move (the solo Architect plays itself)."""
    while not m.is_over and m.state.is_architect(m.current_player):
        m.play(RULES.sample_action(m.state, rng))


class Table:
    """A TableContext around a Match, as the table scene would build it."""

    def __init__(self, m: Match, *, can_act: bool = True, apply: bool = False,
                 rect: pygame.Rect = RECT) -> None:
        self.match = m
        self.submitted: list = []
        self.apply = apply
        self.tips: list = []
        self.ctx = TableContext(info=GAME, match=m, theme=Theme(), viewer=max(0, m.current_player),
                                can_act=can_act, submit=self.submit,
                                names=[p.name for p in m.config.players],
                                show_tooltip=lambda text, pos: self.tips.append(text))
        self.ui = AkropolisUI(self.ctx)
        self.ui.layout(rect)
        self.surface = pygame.Surface((1280, 720))

    def submit(self, action) -> None:
        self.submitted.append(action)
        if self.apply:
            actor = self.match.current_player
            events = self.match.play(action)
            self.ui.on_events(actor, action, events)

    def post(self, event_type: int, **kw) -> bool:
        return self.ui.handle(pygame.event.Event(event_type, **kw))

    def move(self, pos) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.ui.draw(self.surface)  # a frame between clicks, as in the window

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def sample(actions: list, n: int, seed: int) -> list:
    if len(actions) <= n:
        return list(actions)
    rng = random.Random(seed)
    return [actions[0], actions[-1]] + rng.sample(actions, n - 2)


@pytest.mark.parametrize("kind", ["2p", "3p", "4p", "solo"])
def test_clicks_for_submits_exactly_that_action(kind: str) -> None:
    for seed, moves in ((1, 0), (2, 9), (3, 26)):
        m = match_at(kind, seed, moves)
        human_turn(m, Rng(seed))
        table = Table(m)
        ui = table.ui
        legal = RULES.legal_actions(m.state)
        for i, action in enumerate(sample(legal, 30, seed)):
            if i % 5 == 3:  # a player who zoomed in and panned away first
                table.key(pygame.K_PLUS)
                table.key(pygame.K_PLUS)
                table.key(pygame.K_LEFT)
            clicks = ui.clicks_for(action)
            assert clicks, action
            for pos in clicks:
                assert ui.rect.collidepoint(pos), (action, pos)
                table.click(pos)
            assert table.submitted == [action]
            table.submitted.clear()


def test_a_whole_game_is_played_by_clicks_only() -> None:
    m = match_at("2p", 5, 0)
    table = Table(m, apply=True)
    rng = random.Random(5)
    while not m.is_over:
        legal = RULES.legal_actions(m.state)
        action = rng.choice(legal)
        table.ctx.viewer = m.current_player  # hot seat
        before = len(m.log)
        for pos in table.ui.clicks_for(action):
            table.click(pos)
        assert len(m.log) == before + 1 and m.log[-1].action == action
    assert RULES.winners(m.state)
    table.ui.draw(table.surface)


def test_actions_the_ui_cannot_show_get_none() -> None:
    m = match_at("solo", 4, 1)  # the Architect is to move
    assert m.state.is_architect(m.current_player)
    table = Table(m)
    assert table.ui.clicks_for(RULES.legal_actions(m.state)[0]) is None
    m = match_at("2p", 4, 0)
    table = Table(m)
    bad = Place(3, 0, 0, 0)  # slot 3 costs 3 stones; seat 0 has 1, and (0, 0) is built
    assert table.ui.clicks_for(bad) is None


def test_clicks_do_nothing_when_the_seat_cannot_act() -> None:
    m = match_at("2p", 6, 4)
    table = Table(m, can_act=False)
    ui = table.ui
    action = RULES.legal_actions(m.state)[0]
    assert ui.clicks_for(action) is None
    live = Table(m).ui.clicks_for(action)
    for pos in live:
        table.click(pos)
    table.key(pygame.K_RETURN)
    assert table.submitted == []
    assert ui.ctl.selected is None and ui.ctl.preview is None


def test_drawing_never_changes_the_state() -> None:
    for kind, moves in (("2p", 20), ("4p", 30), ("solo", 12)):
        m = match_at(kind, 7, moves)
        human_turn(m, Rng(7))
        before = RULES.position(m.state)
        table = Table(m)
        ui = table.ui
        for name in ui.views():
            ui.set_view(name)
            ui.draw(table.surface)
        action = RULES.legal_actions(m.state)[-1]
        clicks = ui.clicks_for(action)
        for pos in clicks[:-1]:  # everything up to the preview, drawing each frame
            table.click(pos)
            table.move(pos)
            ui.draw(table.surface)
        assert ui.ctl.preview is not None
        ui.draw(table.surface)
        for seat in range(len(m.state.cities)):
            table.move(ui.lay.panels[seat].center)
            ui.draw(table.surface)
        assert RULES.position(m.state) == before
        assert table.submitted == []
    # a move by another seat: its new tile is outlined for a moment, then not
    m = match_at("3p", 7, 5)
    table = Table(m, apply=True)
    ui = table.ui
    table.ctx.can_act = False
    actor = m.current_player
    action = RULES.sample_action(m.state, Rng(3))
    ui.on_events(actor, action, m.play(action))
    assert ui.view.pulse == (actor, (action.q, action.r, action.rot))
    before = RULES.position(m.state)
    ui.draw(table.surface)
    ui.update(5.0)
    assert ui.view.pulse_left == 0
    ui.draw(table.surface)
    assert RULES.position(m.state) == before


def test_the_ghost_is_legal_exactly_where_the_engine_says() -> None:
    m = match_at("3p", 8, 15)
    table = Table(m)
    ui = table.ui
    seat = m.current_player
    legal = set(RULES.legal_placements(m.state, seat))
    table.click(ui.lay.card(0).center)
    assert ui.ctl.placing()
    view = ui.lay.city
    seen_legal = seen_illegal = 0
    for rot in range(6):
        ui.ctl.rot = rot
        for x in range(view.x + 5, view.right - 5, 23):
            for y in range(view.y + 5, view.bottom - 5, 23):
                ghost = ui.ctl.ghost_at((x, y))
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
    table = Table(m)
    ui = table.ui
    table.click(ui.lay.card(0).center)
    table.move(ui.lay.city.center)
    assert ui.ctl.rot == 0
    table.post(pygame.MOUSEWHEEL, x=0, y=-1)
    assert ui.ctl.rot == 1
    table.key(pygame.K_r)
    assert ui.ctl.rot == 2
    table.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert ui.ctl.rot == 1
    table.click(ui.lay.rot_ccw.center)
    table.click(ui.lay.rot_ccw.center)
    assert ui.ctl.rot == 5
    table.click(ui.lay.rot_cw.center)
    assert ui.ctl.rot == 0


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
    table = Table(m)
    ui = table.ui
    legal = RULES.legal_placements(m.state, m.current_player)
    action = Place(0, *legal[len(legal) // 2])
    for pos in ui.clicks_for(action)[:-1]:
        table.click(pos)
    assert ui.ctl.preview == action[1:]
    buttons = ui.preview_buttons()
    table.click(buttons["turn_cw"].center)
    turned = ui.ctl.preview
    assert turned != action[1:] and turned in set(legal)
    table.click(ui.preview_buttons()["confirm"].center)
    assert table.submitted == [Place(0, *turned)]


def test_preview_shows_the_engines_score_change_and_stones() -> None:
    m = match_at("2p", 11, 14)
    table = Table(m)
    ui = table.ui
    legal = RULES.legal_actions(m.state)
    action = legal[-1]
    for pos in ui.clicks_for(action)[:-1]:
        table.click(pos)
    assert ui.preview_info() == RULES.preview(m.state, action)
    table.click(ui.preview_buttons()["cancel"].center)
    assert ui.ctl.preview is None and ui.ctl.selected == action.site
    assert table.submitted == []


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
        table = Table(m)
        ui = table.ui
        seat = m.current_player
        cam = ui.ctl.camera(seat)
        view = ui.lay.city
        for q, r in ui.cells(seat):
            assert view.collidepoint(cam.hex_centre(view, q, r))
        for q, r, rot in RULES.legal_placements(m.state, seat):
            assert view.collidepoint(cam.spot(view, q, r, rot))


def test_zoom_keeps_the_point_under_the_mouse_and_pan_keeps_the_city_in_sight() -> None:
    m = match_at("2p", 14, 20)
    table = Table(m)
    ui = table.ui
    seat = ui.focus()
    view = ui.lay.city
    at = (view.centerx + 60, view.centery - 40)
    before = ui.ctl.camera(seat).to_world(view, *at)
    table.move(at)
    table.post(pygame.MOUSEWHEEL, x=0, y=1)  # no tile held: the wheel zooms
    cam = ui.ctl.camera(seat)
    after = cam.to_world(view, *at)
    assert cam.s > ui.ctl.fitted(seat).s
    assert abs(after[0] - before[0]) < 0.05 and abs(after[1] - before[1]) < 0.05
    for _ in range(60):
        table.key(pygame.K_LEFT)
        table.key(pygame.K_UP)
    xs = [world(q, r)[0] for q, r in ui.cells(seat)]
    ys = [world(q, r)[1] for q, r in ui.cells(seat)]
    cam = ui.ctl.camera(seat)
    assert min(xs) - 2 <= cam.cx <= max(xs) + 2 and min(ys) - 2 <= cam.cy <= max(ys) + 2
    # right-drag pans too; Home fits again
    table.post(pygame.MOUSEBUTTONDOWN, pos=view.center, button=3)
    table.move((view.centerx + 30, view.centery))
    table.post(pygame.MOUSEBUTTONUP, pos=(view.centerx + 30, view.centery), button=3)
    table.key(pygame.K_HOME)
    assert ui.ctl.camera(seat).key() == ui.ctl.fitted(seat).key()


def test_clicking_a_panel_enlarges_that_city() -> None:
    m = match_at("4p", 15, 8)
    table = Table(m)
    ui = table.ui
    home = ui.focus()
    other = (home + 2) % 4
    table.click(ui.lay.panels[other].center)
    assert ui.focus() == other
    table.click(ui.lay.panels[home].center)
    assert ui.focus() == home


def test_layout_fits_four_cities_and_scales() -> None:
    for rect in (RECT, pygame.Rect(0, 84, 1620, 996)):
        m = match_at("4p", 16, 0)
        table = Table(m, rect=rect)
        lay = table.ui.lay
        cards = [lay.card(s) for s in range(len(m.state.site))]
        assert all(lay.site.contains(c) for c in cards)
        assert min(c.x for c in cards) > lay.stacks.right
        assert lay.city.bottom <= lay.toolbar.top and lay.city.top >= lay.site.bottom
        assert all(lay.side.contains(p) for p in lay.panels)
        for a, b in zip(lay.panels, lay.panels[1:], strict=False):
            assert not a.colliderect(b)
        assert lay.rot_cw.right < lay.zoom_out.left
        table.ui.draw(table.surface)


def test_score_tooltips_state_the_rule() -> None:
    m = match_at("2p", 17, 10)
    table = Table(m)
    ui = table.ui
    panel = ui.lay.panels[0]
    chip_y = panel.y + ui.lay.px(42)
    table.move((panel.x + ui.lay.px(20), chip_y))
    ui.draw(table.surface)
    assert table.tips and "largest group" in table.tips[-1]


def test_keys_confirm_and_cancel() -> None:
    m = match_at("2p", 18, 6)
    table = Table(m)
    ui = table.ui
    action = RULES.legal_actions(m.state)[5]
    for pos in ui.clicks_for(action)[:-1]:
        table.click(pos)
    table.key(pygame.K_ESCAPE)
    assert ui.ctl.preview is None and ui.ctl.selected == action.site
    table.key(pygame.K_BACKSPACE)
    assert ui.ctl.selected is None
    for pos in ui.clicks_for(action)[:-1]:
        table.click(pos)
    table.key(pygame.K_RETURN)
    assert table.submitted == [action]
    # a right click that does not drag steps back too; a right drag only pans
    table.submitted.clear()
    for pos in ui.clicks_for(action)[:-1]:
        table.click(pos)
    centre = ui.lay.city.center
    table.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)
    table.move((centre[0] + 40, centre[1]))
    table.post(pygame.MOUSEBUTTONUP, pos=(centre[0] + 40, centre[1]), button=3)
    assert ui.ctl.preview is not None
    table.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)
    table.post(pygame.MOUSEBUTTONUP, pos=centre, button=3)
    assert ui.ctl.preview is None and ui.ctl.selected == action.site
    table.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)
    table.post(pygame.MOUSEBUTTONUP, pos=centre, button=3)
    assert ui.ctl.selected is None and table.submitted == []


def test_hot_seat_shows_the_city_of_the_seat_on_turn() -> None:
    m = match_at("3p", 19, 0)
    table = Table(m, apply=True)
    ui = table.ui
    assert ui.focus() == 0
    table.click(ui.lay.panels[2].center)
    assert ui.focus() == 2
    for pos in ui.clicks_for(RULES.legal_actions(m.state)[0]):
        table.click(pos)
    table.ctx.viewer = m.current_player  # the table hands over to the next player
    assert ui.focus() == 1


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
    for name in ("ui.py", "view.py", "view_panels.py", "controller.py"):
        keys |= set(re.findall(r'"(akropolis\.[a-z_.]+[a-z_])"', (root / name).read_text()))
    keys |= {"akropolis.kind." + k for k in KIND_NAMES.values()}
    for colour in ("house", "market", "barracks", "temple", "garden"):
        keys |= {f"akropolis.colour.{colour}", f"akropolis.rule.{colour}",
                 f"akropolis.score.{colour}"}
    keys |= {f"akropolis.automa.{level}" for level in ("hippodamos", "metagenes", "callicrates")}
    missing = sorted(k for k in keys if not i18n.has(k) and not k.endswith("."))
    assert not missing
