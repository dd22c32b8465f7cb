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
from game.games.ginkgopolis.table import words
from game.games.ginkgopolis.table.anim import city_shown
from game.games.ginkgopolis.table.layout import CITY, square_rect
from game.games.ginkgopolis.table.ui import GinkgopolisUI
from game.ui import fonts
from game.ui.table.camera import Camera
from game.ui.table.harness import AUTO, TableHarness, record_text
from tests.app.privacy import forbidden_for

from . import variants
from .helpers import seat, state

RULES = GAME.rules
KINDS = ("draft", "select", "hal_card", "exploit_choice", "move_token", "contribute")
MOVER = "mover"


def config(kind: str, mode: str = "standard") -> Any:
    if kind.startswith("solo"):
        level = "hal_expert" if kind == "solo_expert" else "hal"
        return GAME.config((PlayerSpec("Ada"), PlayerSpec("Hal", f"automa:{level}")))
    n = int(kind)
    return GAME.config(tuple(PlayerSpec(f"P{i + 1}") for i in range(n)), mode=mode)


def table(m: Match, *, viewer: int | None | str = MOVER, can_act: bool = True,
          apply: bool = False, ai_delay: float = 0.0) -> TableHarness:
    """The real table over ``m`` at 1280x720 (the shared harness): by default the seat to
    move looks and may act, and what it submits is recorded, not played."""
    if viewer == MOVER:
        viewer = max(0, m.current_player)
    return TableHarness(GAME, m, viewer=viewer, can_act=can_act, apply=apply,
                        ai_delay=ai_delay)


def gui(h: TableHarness) -> GinkgopolisUI:
    ui = h.ui
    assert isinstance(ui, GinkgopolisUI)
    return ui


def play_clicks(h: TableHarness, action: Any) -> None:
    """Click where the table says ``action`` is played."""
    clicks = h.ui.clicks_for(action)
    assert clicks, f"no clicks for {action!r}"
    for pos in clicks:
        h.click((int(pos[0]), int(pos[1])))


def camera(ui: GinkgopolisUI) -> Camera:
    return ui.state.camera(ui.model.fitted(ui.lay))


def buttons(ui: GinkgopolisUI) -> dict[str, pygame.Rect]:
    return ui.lay.buttons(ui.model.kind(), ui.model.offers_new_hand())


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
        h = table(Match(GAME, m.config, m.seed, m.state.clone()))
        h.draw()
        play_clicks(h, action)
        assert h.submitted == [action]


def test_every_action_type_has_clicks() -> None:
    types = {type(a) for m in SITUATIONS.values() for a in RULES.legal_actions(m.state)}
    assert types >= {DraftPick, NewHand, Commit, GiveHal, Choose, MoveToken, Contribute, Done}


def test_card_then_tile_then_confirm_commits_both_and_cancel_drops_them() -> None:
    s = state(seats=[seat(hand=["R2", "U-C"], tiles=["Y20", "B7"], resources=3), seat()])
    h = table(match_with(RULES.position(s), 2))
    ui = gui(h)
    lay = ui.lay
    h.draw()
    h.click(buttons(ui)["confirm"].center)
    assert h.submitted == []  # nothing picked: Confirm does nothing
    h.click(lay.card(1, 2).center)
    tiles = ui.model.tiles_shown()
    assert tiles == ["B7", "Y20"]
    h.click(lay.tile_rects(2)[1].center)
    assert (ui.state.card, ui.state.tile) == ("U-C", "Y20")
    h.click(buttons(ui)["cancel"].center)
    assert (ui.state.card, ui.state.tile) == (None, None)
    h.click(lay.tile_rects(2)[0].center)  # a tile first, then the card
    h.click(lay.card(0, 2).center)
    h.click(buttons(ui)["confirm"].center)
    assert h.submitted == [Commit("R2", "B7")]


def test_preview_marks_the_building_and_reads_the_engine() -> None:
    s = state(seats=[seat(hand=["R2"], tiles=["R15"], resources=0), seat()])
    h = table(match_with(RULES.position(s), 2))
    ui = gui(h)
    h.click(ui.lay.card(0, 1).center)
    pv = ui.model.preview(ui.state.card, ui.state.tile)
    assert pv is not None and pv.kind == "exploit" and pv.square == (0, 1)
    h.click(ui.lay.tile_rects(1)[0].center)
    pv = ui.model.preview(ui.state.card, ui.state.tile)
    assert pv is not None and pv.fallback  # no resources: the tile goes back
    lines = [text for text, _ in words.preview_lines(pv, "R2", ui.model)]
    assert any("Cannot pay" in line for line in lines)
    assert any("Cannot pay" in text for text in h.strings())  # and the box draws them


def test_token_move_only_on_a_highlighted_square() -> None:
    m = SITUATIONS["move_token"]
    h = table(Match(GAME, m.config, m.seed, m.state.clone()))
    ui = gui(h)
    targets = ui.model.token_targets()
    legal = {(a.x, a.y) for a in RULES.legal_actions(m.state)}
    assert set(targets) == legal and len(targets) >= 2
    cam = camera(ui)
    off = next(sq for sq in m.state.stacks)  # a building is never a legal square
    h.click(square_rect(cam, ui.lay.city, off).center)
    # the table validates: the engine refuses with the reason the player reads
    assert h.submitted == [MoveToken(*off)]
    assert RULES.explain_illegal(m.state, h.submitted[0]) == "ginkgopolis.illegal.move_token"
    x, y = targets[-1]
    h.click(square_rect(cam, ui.lay.city, (x, y)).center)
    assert h.submitted[-1] == MoveToken(x, y)


def test_no_clicks_when_the_seat_cannot_act() -> None:
    m = SITUATIONS["select"]
    h = table(m, can_act=False)
    ui = gui(h)
    assert ui.clicks_for(RULES.legal_actions(m.state)[0]) is None
    h.click(ui.lay.card(0).center)
    h.click(ui.lay.confirm.center)
    assert h.submitted == [] and ui.state.card is None


def test_new_hand_button_shows_its_count_and_is_refused_at_zero() -> None:
    s = state(seats=[seat(hand=["R2"], new_hand=0), seat()])
    h = table(match_with(RULES.position(s), 2))
    assert NewHand() not in RULES.legal_actions(h.match.state)
    h.click(buttons(gui(h))["new_hand"].center)
    assert h.submitted == []
    assert gui(h).ctx.t("ginkgopolis.ui.button.new_hand", count=0) in h.strings()
    s = state(seats=[seat(hand=["R2"], new_hand=2), seat()])
    h = table(match_with(RULES.position(s), 2))
    assert gui(h).ctx.t("ginkgopolis.ui.button.new_hand", count=2) in h.strings()
    h.click(buttons(gui(h))["new_hand"].center)
    assert h.submitted == [NewHand()]


def test_drag_pans_and_wheel_zooms() -> None:
    h = table(SITUATIONS["select"])
    ui = gui(h)
    before = camera(ui).copy()
    c = ui.lay.city.center
    h.move(c)
    h.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1))
    h.send(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0] + 40, c[1] + 10), rel=(40, 10),
                              buttons=(1, 0, 0)))
    h.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0] + 40, c[1] + 10), button=1))
    after = camera(ui)
    assert after.cx < before.cx and after.cy < before.cy and h.submitted == []
    s0 = after.s
    h.wheel(1)
    assert camera(ui).s > s0
    h.click(ui.lay.fit.center)
    assert CITY not in ui.state.cams.moved
    # a right-button drag pans too, and a press that hardly moved is a click, not a pan
    h.drag(c, (c[0] - 60, c[1]))
    assert camera(ui).cx > before.cx and h.submitted == []
    moved = camera(ui).copy()
    h.drag(c, (c[0] + 2, c[1] + 1), button=1)
    assert camera(ui).key() == moved.key()


def sixty_city(width: int, height: int) -> Match:
    """A city of exactly 60 one-floor buildings in a ``width`` x ``height`` block around the
    start, every tile used, the 12 tokens around it in clockwise order: the supply ran out
    twice, so the game is over."""
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
    pos = make(4, buildings=buildings, tokens=tokens, box=[], supply=[], exhaustions=2,
               end_triggered=True, phase="over",
               seats=[seat(hand=["U-A", "U-B", "R1"], resources=2), seat(), seat(), seat()])
    return match_with(pos, 4)


@pytest.mark.parametrize("shape", [(10, 6), (15, 4), (20, 3)])
def test_a_sixty_building_city_fits_at_1280x720(shape: tuple[int, int]) -> None:
    """The fitted camera shows every building and token of a 60-building city inside the
    city area, with squares big enough to read."""
    m = sixty_city(*shape)
    assert len(m.state.stacks) == 60
    h = table(m)
    ui = gui(h)
    cam = camera(ui)
    for sq in ui.model.world_squares():
        assert ui.lay.city.contains(square_rect(cam, ui.lay.city, sq))
    assert cam.s >= 26
    h.draw()


def test_drawing_never_changes_the_state() -> None:
    for kind, m in SITUATIONS.items():
        h = table(m)
        before = RULES.position(m.state)
        h.move(gui(h).lay.city.center)
        h.draw()
        h.ui.set_view("city_zoomed")
        h.draw()
        assert RULES.position(m.state) == before, kind


def test_tableau_chips_explain_their_bonus_on_hover() -> None:
    m = SITUATIONS["select"]
    h = table(m)
    ui = gui(h)
    rects = ui.view.tableau_rects(ui.model, ui.lay)
    assert rects
    r, name = rects[-1]
    h.move(r.center)
    h.draw()
    assert h.tip and ("Exploit" in h.tip or "Urbanize" in h.tip
                      or "Build-Up" in h.tip or "End" in h.tip)


@pytest.mark.parametrize("seed", [1, 4])
def test_hot_seat_frames_never_show_another_seats_private_names(seed: int) -> None:
    """3 humans with the draft: at every step, each seat's frame (and the public frame)
    holds none of the other seats' private card and tile names."""
    m = Match.new(GAME, config("3"), seed)
    rng = Rng(seed)
    tables = {v: table(m, viewer=v, can_act=v is not None) for v in (None, 0, 1, 2)}
    steps = 0
    with record_text() as rec:  # every frame's strings, caches bypassed
        while not m.is_over and steps < 90:
            for v, h in tables.items():
                h.look(v, can_act=v is not None and m.current_player == v)
                bad = forbidden_for(variants, m.state, v, 3)
                rec.take()
                h.draw()
                drawn = rec.take()
                assert drawn  # the recording sees the frame
                for text in drawn:
                    assert bad.hits(text) is None, (v, text)
            actor = m.current_player
            events = m.play(RULES.sample_action(m.state, rng))
            for h in tables.values():
                h.ui.on_events(actor, None, [e for e in (
                    e.for_viewer(h.ctx.viewer) for e in events) if e is not None])
                h.ui.update(0.3)
            steps += 1


@pytest.mark.parametrize("kind", ["2", "3", "5", "solo", "solo_expert"])
def test_seeded_games_play_through_the_ui(kind: str) -> None:
    """Whole games by clicks only (the solo Hal seat plays itself), the UI drawing each
    step and animating the events."""
    m = Match.new(GAME, config(kind, "standard"), 17)
    h = table(m, viewer=AUTO, apply=True)
    rng = random.Random(17)
    steps = 0
    while not m.is_over:
        h.frame(5.0)
        legal = RULES.legal_actions(m.state)
        action = legal[rng.randrange(len(legal))]
        if type(action) is NewHand and rng.random() < 0.8:
            action = legal[-1]
        before = len(h.submitted)
        assert h.play(action), action
        assert h.submitted[before:] == [action]
        steps += 1
    h.draw()
    assert m.is_over and steps > 20


def test_the_privacy_check_catches_a_view_that_draws_another_hand(monkeypatch) -> None:
    """The check above is not blind: drawing seat 1's real hand into seat 0's frame is
    caught."""
    m = SITUATIONS["select"]
    h = table(m, viewer=0, can_act=False)
    ui = gui(h)
    other = next(q for q in range(m.state.n) if q != 0)
    real_draw = ui.view.draw

    def leaky(surface: pygame.Surface, *args: Any) -> str | None:
        tip = real_draw(surface, *args)
        for c in m.state.hands[other]:  # the real state, not the viewer's
            fonts.get(12).render(CARD_NAMES[c], True, (255, 255, 255))
        return tip

    monkeypatch.setattr(ui.view, "draw", leaky)
    bad = forbidden_for(variants, m.state, 0, m.state.n)
    assert any(bad.hits(text) for text in h.strings())


def test_a_long_name_stays_whole_beside_the_status_and_the_first_player_badge() -> None:
    m = Match.new(GAME, GAME.config(tuple(PlayerSpec(n) for n in (
        "Bartholomew", "Wilhelmina", "Maximilian"))), 5)
    h = table(m, viewer=0)
    out = h.strings()
    ui = gui(h)
    assert ui.ctx.t("ginkgopolis.ui.you", player="Bartholomew") in out
    assert "Wilhelmina" in out and "Maximilian" in out
    assert any(ui.ctx.t("ginkgopolis.ui.status.kept", count=0) in s for s in out)  # drafting
    first = m.state.first
    assert ui.model.first_player() == first  # one badge, on the first player's panel
    badge = ui.lay.badge(first)
    h.move(badge.center)
    assert h.tip == ui.ctx.t("ginkgopolis.ui.first_tip")
    for q in range(3):
        if q != first:
            h.move(ui.lay.badge(q).center)
            assert h.tip != ui.ctx.t("ginkgopolis.ui.first_tip")


def _resolving() -> tuple[TableHarness, Match, Any]:
    """Seat 0 urbanizes token B's square (0, 2) with Red 4 (B's one free neighbour is
    (0, 3)), then seat 1 exploits Yellow 1: the whole resolution comes from seat 1's commit.
    Watched by seat 0, who has nothing to decide."""
    s = state(resolved=1, seats=[seat(card="U-B", tile="R4", resources=3, hand=["B1", "B2"]),
                                 seat(hand=["Y1", "R1", "B3"])])
    m = match_with(RULES.position(s), 2)
    # steps that take time, as at the normal AI speed
    h = table(m, viewer=0, can_act=False, ai_delay=1.0)
    before = frames.city(h.ctx.state)
    h.play_action(1, Commit("Y1"))
    return h, m, before


def _drawn_tops(h: TableHarness, monkeypatch) -> list[str]:
    """The top tiles the city layer draws now (a fresh layer: nothing cached)."""
    from game.games.ginkgopolis.data import TILE_NAMES
    from game.games.ginkgopolis.table import art

    tops: list[str] = []
    real = art.building

    def spy(top: int, *args: Any) -> Any:
        tops.append(TILE_NAMES[top])
        return real(top, *args)

    monkeypatch.setattr(art, "building", spy)
    gui(h).view.city.layer.invalidate()
    h.draw()
    monkeypatch.setattr(art, "building", real)
    return tops


def _pixel(h: TableHarness, sq: tuple[int, int]) -> tuple[int, ...]:
    ui = gui(h)
    cam = camera(ui)
    layer = ui.view.city.get(ui.model, city_shown(ui.model, ui.anim), cam, ui.lay)
    r = square_rect(cam, pygame.Rect((0, 0), ui.lay.city.size), sq)
    return tuple(layer.get_at((r.centerx, r.centery + r.h // 4)))


def test_the_city_shows_each_step_as_it_stood_then_and_a_skip_shows_the_live_city(
        monkeypatch) -> None:
    h, m, before = _resolving()
    ui = gui(h)

    def city() -> frames.City:
        return city_shown(ui.model, ui.anim)

    captions = [step.caption for step in ui.anim.queue]
    built = next(i for i, c in enumerate(captions) if "builds Red 4" in c)
    assert built > 0 and "Token B moves north of Red 4" in captions[built + 1]
    # the first step (seat 0's reveal): the city before the action, Red 4 not built yet
    assert "reveals" in captions[0]
    assert city() == before and (0, 2) not in city().stacks
    assert city().tokens[1] == (0, 2)
    assert "R4" not in _drawn_tops(h, monkeypatch)
    unbuilt = _pixel(h, (0, 2))
    for _ in range(built):
        ui.anim.queue.popleft()
    # the urbanize step: Red 4 stands, token B is lifted; the next step puts B on (0, 3)
    assert city().stacks[(0, 2)] == (CARD_NAMES.index("R4"),)
    assert city().tokens[1] is None
    assert "R4" in _drawn_tops(h, monkeypatch)
    assert _pixel(h, (0, 2)) != unbuilt
    ui.anim.queue.popleft()
    assert city().tokens[1] == (0, 3)
    assert ui.busy()
    # a click on the city skips the rest: the live city
    h.click(ui.lay.city.center)
    assert not ui.busy() and city() == frames.city(m.state)
    assert "R4" in _drawn_tops(h, monkeypatch)


def test_steps_played_without_the_city_before_draw_the_live_city() -> None:
    """An action the table did not announce (the version seen is not the one just before):
    no frames from a stale city, the steps draw the live one."""
    h, m, _ = _resolving()
    ui = gui(h)
    ui.anim.clear()
    s = m.state
    m.play(RULES.legal_actions(s)[-1])  # the first seat's pick, not announced
    actor = RULES.current_player(m.state)
    events = m.play(RULES.legal_actions(m.state)[-1])  # the last pick: the resolution
    ui.on_events(actor, None, events)
    assert ui.anim.queue and all(step.city is None for step in ui.anim.queue)
    assert city_shown(ui.model, ui.anim) == frames.city(m.state)


def test_the_screen_shows_many_resources_and_vp_whole() -> None:
    s = state(seats=[seat(hand=["R2", "U-C"], resources=24, vp=130), seat()])
    h = table(match_with(RULES.position(s), 2))
    out = h.strings()
    t = h.ctx.t
    assert t("ginkgopolis.ui.resources", count=24) in out
    assert t("ginkgopolis.ui.vp", count=130) in out


def test_the_model_answers_each_question_once_per_position() -> None:
    """Frames, hovers and clicks that change nothing ask the rules nothing new: every
    answer comes from the model's cache until the position (or the viewer) changes."""
    h = table(SITUATIONS["select"])
    ui = gui(h)
    h.click(ui.lay.card(0, len(ui.model.cards_shown())).center)  # a preview is asked
    for pos in (ui.lay.city.center, ui.lay.hand.center, ui.lay.panels[0].center):
        h.move(pos)
    asked = ui.model.misses
    for pos in (ui.lay.city.center, ui.lay.hand.center, ui.lay.panels[0].center):
        h.move(pos)
        h.draw()
    assert ui.model.misses == asked
    h.look(None, can_act=False)  # another viewer: new answers
    h.draw()
    assert ui.model.misses > asked
