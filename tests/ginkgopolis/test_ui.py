"""The Ginkgopolis table (view + controller), off-screen: every decision the engine can ask a
human is played by clicks, clicks_for round-trips, legality comes from the engine, drawing
never changes the game, nothing private of another seat is drawn, seeded games run with the
UI drawing every step."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.engine.match import Match
from game.engine.protocol import PlayerSpec
from game.engine.rng import Rng
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.data import CARD_NAMES
from game.games.ginkgopolis.rules import frames
from game.games.ginkgopolis.rules.actions import (
    Choose,
    Commit,
    Contribute,
    Done,
    DraftPick,
    GiveHal,
    MoveToken,
    NewHand,
)
from game.games.ginkgopolis.table.ui import GinkgopolisUI
from game.ui import fonts
from game.ui.table.contract import TableContext
from game.ui.theme import Theme
from tests.app.privacy import RecordingFont, forbidden_for, rendered

from . import variants
from .helpers import seat, state

RULES = GAME.rules
RECT = pygame.Rect(0, 56, 980, 664)
KINDS = ("draft", "select", "hal_card", "exploit_choice", "move_token", "contribute")


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def config(kind: str, mode: str = "standard") -> Any:
    if kind.startswith("solo"):
        level = "hal_expert" if kind == "solo_expert" else "hal"
        return GAME.config((PlayerSpec("Ada"), PlayerSpec("Hal", f"automa:{level}")))
    n = int(kind)
    return GAME.config(tuple(PlayerSpec(f"P{i + 1}") for i in range(n)), mode=mode)


class Table:
    """A TableContext around a Match, as the table scene would build it."""

    def __init__(self, m: Match, *, viewer: int | None | str = "mover", can_act: bool = True,
                 apply: bool = False, rect: pygame.Rect = RECT) -> None:
        self.match = m
        self.submitted: list = []
        self.apply = apply
        self.tips: list = []
        cp = m.current_player
        self.ctx = TableContext(info=GAME, match=m, theme=Theme(),
                                viewer=max(0, cp) if viewer == "mover" else viewer,
                                can_act=can_act, submit=self.submit,
                                names=[p.name for p in m.config.players],
                                show_tooltip=lambda text, pos: self.tips.append(text))
        self.ui = GinkgopolisUI(self.ctx)
        self.ui.layout(rect)
        self.surface = pygame.Surface((1280, 720))

    def submit(self, action) -> None:
        self.submitted.append(action)
        if self.apply:
            actor = self.match.current_player
            events = self.match.play(action)
            self.follow()
            self.ui.on_events(actor, action, events)

    def follow(self) -> None:
        """Show the seat on turn, as the table does in a hot-seat game."""
        cp = self.match.current_player
        if cp >= 0 and cp != self.match.state.hal:
            self.ctx.viewer = cp
        self.ctx.can_act = cp >= 0 and cp != self.match.state.hal

    def post(self, event_type: int, **kw) -> bool:
        return self.ui.handle(pygame.event.Event(event_type, **kw))

    def move(self, pos) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def click(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.ui.draw(self.surface)  # a frame between clicks, as in the window

    def play_clicks(self, action) -> None:
        clicks = self.ui.clicks_for(action)
        assert clicks, f"no clicks for {action!r}"
        for pos in clicks:
            self.click(pos)


def match_with(position: dict, players: int) -> Match:
    s = RULES.from_position(position)
    cfg = config("solo") if position.get("solo") else GAME.config(players, mode="intro")
    return Match(GAME, cfg, 1, s)


def situations() -> dict[str, Match]:
    """A match waiting on each decision kind, found in seeded random games."""
    found: dict[str, Match] = {}
    for kind, seed in (("3", 1), ("solo", 2), ("2", 3), ("4", 4), ("3", 5), ("5", 6),
                       ("2", 7), ("3", 8), ("4", 9), ("2", 10)):
        m = Match.new(GAME, config(kind), seed)
        rng = Rng(seed)
        while not m.is_over and len(found) < len(KINDS):
            d = m.state.decisions.top
            if d.kind not in found and d.seat != m.state.hal:
                found[d.kind] = Match(GAME, m.config, m.seed, m.state.clone())
            m.play(RULES.sample_action(m.state, rng))
        if len(found) == len(KINDS):
            break
    return found


SITUATIONS = situations()


def test_every_decision_kind_was_found() -> None:
    assert set(SITUATIONS) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_clicks_for_every_legal_action_play_exactly_it(kind: str) -> None:
    m = SITUATIONS[kind]
    legal = RULES.legal_actions(m.state)
    picks = legal if len(legal) <= 24 else random.Random(5).sample(legal, 24) + [legal[0]]
    for action in picks:
        table = Table(Match(GAME, m.config, m.seed, m.state.clone()))
        table.ui.draw(table.surface)
        table.play_clicks(action)
        assert table.submitted == [action]


def test_every_action_type_has_clicks() -> None:
    types = {type(a) for m in SITUATIONS.values() for a in RULES.legal_actions(m.state)}
    assert types >= {DraftPick, NewHand, Commit, GiveHal, Choose, MoveToken, Contribute, Done}


def test_card_then_tile_then_confirm_commits_both_and_cancel_drops_them() -> None:
    s = state(seats=[seat(hand=["R2", "U-C"], tiles=["Y20", "B7"], resources=3), seat()])
    table = Table(match_with(RULES.position(s), 2))
    ui, lay = table.ui, table.ui.lay
    table.ui.draw(table.surface)
    table.click(ui.buttons()["confirm"].center)
    assert table.submitted == []  # nothing picked: Confirm does nothing
    table.click(lay.card(1, 2).center)
    tiles = ui.tiles_shown()
    assert tiles == ["B7", "Y20"]
    table.click(lay.tile_rects(2)[1].center)
    assert (ui.ctl.state.card, ui.ctl.state.tile) == ("U-C", "Y20")
    table.click(ui.buttons()["cancel"].center)
    assert (ui.ctl.state.card, ui.ctl.state.tile) == (None, None)
    table.click(lay.tile_rects(2)[0].center)  # a tile first, then the card
    table.click(lay.card(0, 2).center)
    table.click(ui.buttons()["confirm"].center)
    assert table.submitted == [Commit("R2", "B7")]


def test_preview_marks_the_building_and_reads_the_engine() -> None:
    s = state(seats=[seat(hand=["R2"], tiles=["R15"], resources=0), seat()])
    table = Table(match_with(RULES.position(s), 2))
    ui = table.ui
    table.click(ui.lay.card(0, 1).center)
    pv = ui.preview()
    assert pv is not None and pv.kind == "exploit" and pv.square == (0, 1)
    table.click(ui.lay.tile_rects(1)[0].center)
    pv = ui.preview()
    assert pv is not None and pv.fallback  # no resources: the tile goes back
    lines = [text for text, _ in ui.view.preview_lines()]
    assert any("Cannot pay" in line for line in lines)


def test_token_move_only_on_a_highlighted_square() -> None:
    m = SITUATIONS["move_token"]
    table = Table(Match(GAME, m.config, m.seed, m.state.clone()))
    ui = table.ui
    targets = ui.token_targets()
    legal = {(a.x, a.y) for a in RULES.legal_actions(m.state)}
    assert set(targets) == legal and len(targets) >= 2
    cam = ui.ctl.camera()
    off = next(sq for sq in m.state.stacks)  # a building is never a legal square
    table.click(cam.rect(ui.lay.city, off).center)
    # the table validates: the engine refuses with the reason the player reads
    assert table.submitted == [MoveToken(*off)]
    assert RULES.explain_illegal(m.state, table.submitted[0]) == "ginkgopolis.illegal.move_token"
    x, y = targets[-1]
    table.click(cam.rect(ui.lay.city, (x, y)).center)
    assert table.submitted[-1] == MoveToken(x, y)


def test_no_clicks_when_the_seat_cannot_act() -> None:
    m = SITUATIONS["select"]
    table = Table(m, can_act=False)
    assert table.ui.clicks_for(RULES.legal_actions(m.state)[0]) is None
    table.click(table.ui.lay.card(0).center)
    table.click(table.ui.lay.confirm.center)
    assert table.submitted == [] and table.ui.ctl.state.card is None


def test_new_hand_button_shows_its_count_and_is_refused_at_zero() -> None:
    s = state(seats=[seat(hand=["R2"], new_hand=0), seat()])
    table = Table(match_with(RULES.position(s), 2))
    assert NewHand() not in RULES.legal_actions(table.match.state)
    table.click(table.ui.buttons()["new_hand"].center)
    assert table.submitted == []
    with rendered() as out:
        table.ui.view._bottom = None
        table.ui.draw(table.surface)
    s = state(seats=[seat(hand=["R2"], new_hand=2), seat()])
    table = Table(match_with(RULES.position(s), 2))
    table.click(table.ui.buttons()["new_hand"].center)
    assert table.submitted == [NewHand()]
    del out


def test_drag_pans_and_wheel_zooms() -> None:
    table = Table(SITUATIONS["select"])
    ui = table.ui
    before = ui.ctl.camera().copy()
    c = ui.lay.city.center
    table.move(c)
    table.post(pygame.MOUSEBUTTONDOWN, pos=c, button=1)
    table.post(pygame.MOUSEMOTION, pos=(c[0] + 40, c[1] + 10), rel=(40, 10), buttons=(1, 0, 0))
    table.post(pygame.MOUSEBUTTONUP, pos=(c[0] + 40, c[1] + 10), button=1)
    after = ui.ctl.camera()
    assert after.cx < before.cx and after.cy < before.cy and table.submitted == []
    s0 = after.s
    table.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    assert ui.ctl.camera().s > s0
    table.click(ui.lay.fit.center)
    assert ui.ctl.state.cam is None


def sixty_city(width: int, height: int) -> Match:
    """A city of exactly 60 one-floor buildings in a ``width`` x ``height`` block around the
    start, every tile used, the 12 tokens around it in clockwise order."""
    from game.games.ginkgopolis.data import LETTERS, TILE_NAMES
    from game.games.ginkgopolis.rules.geometry import valid_order

    from .helpers import START, make

    x0, y0 = -(width // 2), -(height // 2)
    squares = [(x, y) for y in range(y0, y0 + height) for x in range(x0, x0 + width)]
    assert len(squares) == 60 and all(sq in squares for sq in START)
    free = iter(t for t in TILE_NAMES if t not in START.values())
    buildings = {sq: ([START[sq] if sq in START else next(free)], None if sq in START else
                      i % 4, False) for i, sq in enumerate(squares)}
    x1, y1 = x0 + width, y0 + height
    ring = [(0, y1), (x1 - 1, y1), (x1, y1 - 1), (x1, 0), (x1, y0), (x1 - 1, y0 - 1),
            (0, y0 - 1), (x0, y0 - 1), (x0 - 1, y0), (x0 - 1, 0), (x0 - 1, y1 - 1), (x0, y1)]
    assert valid_order(ring)
    tokens = {LETTERS[i]: list(sq) for i, sq in enumerate(ring)}
    pos = make(4, buildings=buildings, tokens=tokens, box=[], supply=[],
               seats=[seat(hand=["U-A", "U-B", "R1", "B1"], resources=2), seat(), seat(),
                      seat()])
    return match_with(pos, 4)


@pytest.mark.parametrize("shape", [(10, 6), (15, 4), (20, 3)])
def test_a_sixty_building_city_fits_at_1280x720(shape: tuple[int, int]) -> None:
    """The fitted camera shows every building and token of a 60-building city inside the
    city area, with squares big enough to read."""
    m = sixty_city(*shape)
    assert len(m.state.stacks) == 60
    table = Table(m)
    ui = table.ui
    cam = ui.ctl.camera()
    for sq in ui.world_squares():
        assert ui.lay.city.contains(cam.rect(ui.lay.city, sq))
    assert cam.s >= 26
    table.ui.draw(table.surface)


def test_drawing_never_changes_the_state() -> None:
    for kind, m in SITUATIONS.items():
        table = Table(m)
        before = RULES.position(m.state)
        table.ui.ctl.state.mouse = table.ui.lay.city.center
        table.ui.draw(table.surface)
        table.ui.set_view("city_zoomed")
        table.ui.draw(table.surface)
        assert RULES.position(m.state) == before, kind


def test_tableau_chips_explain_their_bonus_on_hover() -> None:
    m = SITUATIONS["select"]
    table = Table(m)
    ui = table.ui
    rects = ui.view.tableau_rects()
    assert rects
    r, name = rects[-1]
    table.move(r.center)
    table.ui.draw(table.surface)
    assert table.tips and ("Exploit" in table.tips[-1] or "Urbanize" in table.tips[-1]
                           or "Build-Up" in table.tips[-1] or "End" in table.tips[-1])


def _strings(table: Table) -> list[str]:
    table.ui.view._panels = table.ui.view._bottom = None  # redraw every layer
    table.ui.view.city.surf = None
    with rendered() as out:
        table.ui.draw(table.surface)
    return out


@pytest.mark.parametrize("seed", [1, 4])
def test_hot_seat_frames_never_show_another_seats_private_names(seed: int, monkeypatch) -> None:
    """3 humans with the draft: at every step, each seat's frame (and the public frame)
    holds none of the other seats' private card and tile names."""
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    fonts.clear()
    try:
        m = Match.new(GAME, config("3"), seed)
        rng = Rng(seed)
        tables = {v: Table(m, viewer=v, can_act=v is not None) for v in (None, 0, 1, 2)}
        steps = 0
        while not m.is_over and steps < 90:
            for v, table in tables.items():
                table.ctx.can_act = v is not None and m.current_player == v
                bad = forbidden_for(variants, m.state, v, 3)
                for text in _strings(table):
                    assert bad.hits(text) is None, (v, text)
            actor = m.current_player
            events = m.play(RULES.sample_action(m.state, rng))
            for table in tables.values():
                table.ui.on_events(actor, None, [e for e in (
                    e.for_viewer(table.ctx.viewer) for e in events) if e is not None])
                table.ui.update(0.3)
            steps += 1
    finally:
        fonts.clear()


@pytest.mark.parametrize("kind", ["2", "3", "5", "solo", "solo_expert"])
def test_seeded_games_play_through_the_ui(kind: str) -> None:
    """Whole games by clicks only (the solo Hal seat plays itself), the UI drawing each
    step and animating the events."""
    m = Match.new(GAME, config(kind, "standard"), 17)
    table = Table(m, apply=True)
    table.follow()
    rng = random.Random(17)
    steps = 0
    while not m.is_over:
        table.ui.update(5.0)
        table.ui.draw(table.surface)
        legal = RULES.legal_actions(m.state)
        action = legal[rng.randrange(len(legal))]
        if type(action) is NewHand and rng.random() < 0.8:
            action = legal[-1]
        before = len(table.submitted)
        table.play_clicks(action)
        assert table.submitted[before:] == [action]
        steps += 1
    table.ui.draw(table.surface)
    assert m.is_over and steps > 20


def test_the_privacy_check_catches_a_view_that_draws_another_hand(monkeypatch) -> None:
    """The check above is not blind: drawing seat 1's real hand into seat 0's frame is
    caught."""
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    fonts.clear()
    try:
        m = SITUATIONS["select"]
        table = Table(m, viewer=0, can_act=False)
        other = next(q for q in range(m.state.n) if q != 0)
        real_draw = table.ui.view.draw

        def leaky(surface) -> None:
            real_draw(surface)
            from game.games.ginkgopolis.data import CARD_NAMES
            for c in m.state.hands[other]:  # the real state, not the viewer's
                fonts.get(12).render(CARD_NAMES[c], True, (255, 255, 255))

        table.ui.view.draw = leaky
        bad = forbidden_for(variants, m.state, 0, m.state.n)
        assert any(bad.hits(text) for text in _strings(table))
    finally:
        fonts.clear()


def test_a_long_name_stays_whole_beside_the_status_and_the_first_player_badge(
        monkeypatch) -> None:
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    fonts.clear()
    try:
        m = Match.new(GAME, GAME.config(tuple(PlayerSpec(n) for n in (
            "Bartholomew", "Wilhelmina", "Maximilian"))), 5)
        table = Table(m, viewer=0)
        with rendered() as out:
            table.ui.view.panels()
    finally:
        fonts.clear()
    ui = table.ui
    assert ui.ctx.t("ginkgopolis.ui.you", player="Bartholomew") in out
    assert "Wilhelmina" in out and "Maximilian" in out
    assert any(ui.ctx.t("ginkgopolis.ui.status.kept", count=0) in s for s in out)  # drafting
    first = m.state.first
    badge = ui.view.first_badge(first)
    assert badge is not None
    assert all(ui.view.first_badge(q) is None for q in range(3) if q != first)
    assert ui.view.tooltip(badge.center) == ui.ctx.t("ginkgopolis.ui.first_tip")


def _resolving() -> tuple[Table, Match, Any]:
    """Seat 0 urbanizes token B's square (0, 2) with Red 4 (B's one free neighbour is
    (0, 3)), then seat 1 exploits Yellow 1: the whole resolution comes from seat 1's commit.
    Watched by seat 0, who has nothing to decide."""
    s = state(resolved=1, seats=[seat(card="U-B", tile="R4", resources=3, hand=["B1", "B2"]),
                                 seat(hand=["Y1", "R1", "B3"])])
    m = match_with(RULES.position(s), 2)
    table = Table(m, viewer=0, can_act=False)
    table.ctx.ai_delay = lambda: 1.0  # steps that take time, as at the normal AI speed
    before = frames.city(table.ctx.state)
    table.ui.on_events(1, Commit("Y1"), m.play(Commit("Y1")))
    return table, m, before


def _drawn_tops(table: Table, monkeypatch) -> list[str]:
    """The top tiles the city layer draws now (a fresh layer: nothing cached)."""
    from game.games.ginkgopolis.data import TILE_NAMES
    from game.games.ginkgopolis.table import art as view_kit

    tops: list[str] = []
    real = view_kit.building

    def spy(top: int, *args: Any) -> Any:
        tops.append(TILE_NAMES[top])
        return real(top, *args)

    monkeypatch.setattr(view_kit, "building", spy)
    table.ui.view.city.surf = None
    table.ui.draw(table.surface)
    monkeypatch.setattr(view_kit, "building", real)
    return tops


def _pixel(table: Table, sq: tuple[int, int]) -> tuple[int, ...]:
    ui = table.ui
    layer = ui.view.city.get(ui, ui.ctl.camera(), ui.lay.city)
    r = ui.ctl.camera().rect(pygame.Rect((0, 0), ui.lay.city.size), sq)
    return tuple(layer.get_at((r.centerx, r.centery + r.h // 4)))


def test_the_city_shows_each_step_as_it_stood_then_and_a_skip_shows_the_live_city(
        monkeypatch) -> None:
    table, m, before = _resolving()
    ui = table.ui
    captions = [step.caption for step in ui.anim.queue]
    built = next(i for i, c in enumerate(captions) if "builds Red 4" in c)
    assert built > 0 and "Token B moves north of Red 4" in captions[built + 1]
    # the first step (seat 0's reveal): the city before the action, Red 4 not built yet
    assert "reveals" in captions[0]
    assert ui.city() == before and (0, 2) not in ui.city().stacks
    assert ui.city().tokens[1] == (0, 2)
    assert "R4" not in _drawn_tops(table, monkeypatch)
    unbuilt = _pixel(table, (0, 2))
    for _ in range(built):
        ui.anim.queue.popleft()
    # the urbanize step: Red 4 stands, token B is lifted; the next step puts B on (0, 3)
    assert ui.city().stacks[(0, 2)] == (CARD_NAMES.index("R4"),)
    assert ui.city().tokens[1] is None
    assert "R4" in _drawn_tops(table, monkeypatch)
    assert _pixel(table, (0, 2)) != unbuilt
    ui.anim.queue.popleft()
    assert ui.city().tokens[1] == (0, 3)
    assert ui.busy()
    # a click on the city skips the rest: the live city
    table.click(ui.lay.city.center)
    assert not ui.busy() and ui.city() == frames.city(m.state)
    assert "R4" in _drawn_tops(table, monkeypatch)


def test_steps_played_without_the_city_before_draw_the_live_city() -> None:
    """An action the table did not announce (the version seen is not the one just before):
    no frames from a stale city, the steps draw the live one."""
    table, m, _ = _resolving()
    ui = table.ui
    ui.anim.clear()
    s = m.state
    m.play(RULES.legal_actions(s)[-1])  # the first seat's pick, not announced
    actor = RULES.current_player(m.state)
    events = m.play(RULES.legal_actions(m.state)[-1])  # the last pick: the resolution
    ui.on_events(actor, None, events)
    assert ui.anim.queue and all(step.city is None for step in ui.anim.queue)
    assert ui.city() == frames.city(m.state)


def test_the_screen_shows_many_resources_and_vp_whole(monkeypatch) -> None:
    s = state(seats=[seat(hand=["R2", "U-C"], resources=24, vp=130), seat()])
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    fonts.clear()
    try:
        table = Table(match_with(RULES.position(s), 2))
        with rendered() as out:
            table.ui.view.bottom()
    finally:
        fonts.clear()
    t = table.ui.ctx.t
    assert t("ginkgopolis.ui.resources", count=24) in out
    assert t("ginkgopolis.ui.vp", count=130) in out
