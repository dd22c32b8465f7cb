"""The 20th Century table (view + controller) through the kit's headless harness: clicks play
exactly the action the UI says for every kind of decision, drawing never changes the game,
previews and refusals come from the engine, other seats' holdings are displayed only with
``open_holdings``."""

from __future__ import annotations

import random
import re
from collections import defaultdict

import pygame
import pytest

from game.engine.match import Match
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules import actions as act
from game.games.twentieth_century.rules import query as q
from game.games.twentieth_century.rules.position import read
from game.games.twentieth_century.rules.query import Target
from game.games.twentieth_century.table import controller, view, words
from game.games.twentieth_century.table.ui import TwentiethCenturyUI
from game.ui import i18n
from game.ui.table.harness import Recorder, TableHarness, click_events, key_events, record_text

RULES = GAME.rules


def table(m: Match, viewer: int | None = -1, *, can_act: bool = True, apply: bool = False,
          size: tuple[int, int] = (1280, 720), ai_delay: float = 0.8) -> TableHarness:
    """The table of ``m`` as ``viewer`` sees it (by default the seat on turn, acting);
    submitted actions are only recorded unless ``apply``."""
    seat = m.current_player if viewer == -1 else viewer
    return TableHarness(GAME, m, size=size, viewer=seat, can_act=can_act, apply=apply,
                        ai_delay=ai_delay)


def ui(h: TableHarness) -> TwentiethCenturyUI:
    assert isinstance(h.ui, TwentiethCenturyUI)
    return h.ui


def buttons(h: TableHarness) -> list[controller.Btn]:
    u = ui(h)
    return controller.buttons(u.model, u.state, u.lay)


def point(h: TableHarness, tg: Target) -> tuple[int, int]:
    u = ui(h)
    pt = controller.point(u.model, u.state, u.lay, tg)
    assert pt is not None, tg
    return pt


def region_targets(h: TableHarness) -> dict[Target, object]:
    u = ui(h)
    return controller.targets(u.model, u.state)


def dialog_text(h: TableHarness) -> tuple[str, str]:
    u = ui(h)
    return view.dialog_text(u.model, u.state)


def click(h: TableHarness, pos: tuple[int, int], draw: bool = True) -> None:
    """A click (the mouse moves there, the button goes down and up) and the frame after it,
    as between two clicks of a player; ``draw=False`` lets game time pass without drawing
    (a test of thousands of clicks draws now and then instead)."""
    for event in click_events((int(pos[0]), int(pos[1]))):
        h.send(event)
    if draw:
        h.frame()
    else:
        h.ui.update(1 / 60)


def key(h: TableHarness, k: int) -> None:
    for event in key_events(k):
        h.send(event)


def play_clicks(h: TableHarness, action, draw: bool = True) -> None:
    clicks = h.ui.clicks_for(action)
    assert clicks, action
    for pos in clicks:
        assert h.ui.rect.collidepoint(pos), (action, pos)
        click(h, pos, draw)


def per_type(actions: list, k: int, rng: random.Random) -> list:
    """Up to ``k`` actions of every type (first, last and random ones)."""
    groups: dict[type, list] = defaultdict(list)
    for a in actions:
        groups[type(a)].append(a)
    out = []
    for group in groups.values():
        out += group if len(group) <= k else [group[0], group[-1], *rng.sample(group, k - 2)]
    return out


ALL_TYPES = set(act.ACTION_TYPES.values())


def test_clicks_for_plays_every_decision_kind_exactly() -> None:
    seen: set[type] = set()
    rotations: set[int] = set()
    for n, seed in ((3, 1), (4, 2), (5, 3), (3, 4), (4, 5)):
        m = Match.new(GAME, GAME.config(n), seed)
        rng = random.Random(seed)
        h = table(m)
        steps = 0
        while not m.is_over:
            h.look(m.current_player, True)
            legal = RULES.legal_actions(m.state)
            for i, action in enumerate(per_type(legal, 4, rng)):
                if i % 4 == 3:  # a player who zoomed in and panned away first
                    key(h, pygame.K_PLUS)
                    key(h, pygame.K_PLUS)
                    key(h, pygame.K_LEFT)
                play_clicks(h, action, draw=i == 0)  # each decision drawn once at least
                assert h.submitted == [action], (action, h.submitted)
                h.submitted.clear()
                seen.add(type(action))
                if type(action) is act.Attach:
                    rotations.add(action.rot)
            # a human plays on: prefer technology uses so Maintenance is exercised
            uses = [a for a in legal if type(a) not in (act.Done, act.NoClean, act.NoTech)]
            action = rng.choice(uses if uses and rng.random() < 0.7 else legal)
            m.play(action)
            steps += 1
            if steps % 9 == 0:
                h.draw()
    missing = ALL_TYPES - seen
    assert rotations == {0, 1, 2, 3}
    assert missing <= {act.BridgePair, act.Buy}, missing


# --- positions stated exactly ------------------------------------------------------------------

def _table_at(st, **kw) -> TableHarness:
    return table(Match(GAME, GAME.config(st.n), 1, st), **kw)


def _bridge_state(both: bool = True):
    from .custom import DEFS
    from .helpers import build, pos, start, tile
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-BR1", 0, 1, rot=3), tile("X-BR2", 1, 1, rot=1)]
    p["seats"][0]["technologies"] = [{"tech": "T1-08", "used": [False]}] + (
        [{"tech": "T3-08", "used": [True, False]}] if both else [])
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    return build(p)


def test_a_bridge_pair_is_two_clicked_anchors_in_either_order() -> None:
    h = _table_at(_bridge_state(), viewer=0)
    pair = act.BridgePair("X-BR1", "j1", "X-BR2", "j1")
    assert pair in RULES.legal_actions(h.match.state)
    play_clicks(h, pair)
    assert h.submitted == [pair]
    h.submitted.clear()
    # clicking the east land's anchor first makes the same pair (the engine's order)
    mode = next(b for b in buttons(h) if b.id.startswith("mode:Bridge"))
    h.click(mode.rect.center)
    h.click(point(h, Target("anchor", "X-BR2", "j1")))
    h.click(point(h, Target("anchor", "X-BR1", "j1")))
    assert h.submitted == [pair]


def test_an_illegal_bridge_is_explained_with_the_engines_reason_and_not_played() -> None:
    st = _bridge_state(both=False)  # one bridge part: no pair possible
    h = _table_at(st, viewer=0)
    mode = next(b for b in buttons(h) if b.id.startswith("mode:Bridge"))
    h.click(mode.rect.center)
    first, second = Target("anchor", "X-BR1", "j1"), Target("anchor", "X-BR2", "j1")
    # legal first anchors are highlighted; this pair is not among the legal actions
    tried = q.bridge_action(st, 0, (first.tile, first.node), (second.tile, second.node))
    why = RULES.explain_illegal(h.match.state, tried)
    assert why is not None
    h.click(point(h, first))
    h.click(point(h, second))
    assert h.submitted == []
    assert ui(h).state.message == i18n.reason(why)
    assert ui(h).state.first is None


def _attach_match(seed: int = 11) -> Match:
    m = Match.new(GAME, GAME.config(3), seed)
    rng = Rng(seed)
    while q.step(m.state).kind != q.ATTACH:
        m.play(RULES.sample_action(m.state, rng))
    return m


def test_tile_placement_rotates_with_r_and_the_wheel_and_previews_the_income() -> None:
    m = _attach_match()
    h = table(m)
    h.draw()
    s = ui(h).state
    assert s.held == m.state.players[q.step(m.state).seat].pending[0]  # in hand at once
    h.key(pygame.K_r)
    h.wheel(-1)
    assert s.rot == 2
    h.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert s.rot == 1
    cell = next(tg for tg in region_targets(h) if tg.kind == "cell")
    h.click(point(h, cell))
    action = act.Attach(s.held, cell.x, cell.y, 1)
    assert controller.preview_action(ui(h).model, s) == action
    change = q.attach_change(m.state, action)
    title, line = dialog_text(h)
    assert line == i18n.t("twentieth_century.ui.income_change", money=f"{change[0]:+d}",
                          science=f"{change[1]:+d}", qol=f"{change[2]:+d}")
    h.key(pygame.K_RETURN)
    assert h.submitted == [action]


def test_the_withdraw_button_tells_the_subsidy_and_price_before_the_click() -> None:
    m = Match.new(GAME, GAME.config(4), 3)
    h = table(m)
    w = q.withdrawal(m.state)
    button = next(b for b in buttons(h) if b.id == "withdraw")
    assert str(w.subsidy) in button.tip and str(w.price) in button.tip
    assert words.withdraw_text(w) in view.dialog_extra(ui(h).model)
    before = RULES.position(m.state)
    h.move(button.rect.center)
    assert RULES.position(m.state) == before and h.submitted == []
    assert h.tip == button.tip  # shown as the mouse rests on it


MONEY, SCIENCE = 37, 23
"""Other seats' holdings in the edited positions: numbers no public label shows here."""
HOLDING = re.compile(rf"(?<!\d)({MONEY}|{SCIENCE})(?!\d)")


def _with_holdings(st, viewer: int):
    """``st`` with every other seat holding MONEY and SCIENCE (None if that contradicts a
    visible commitment: a higher bid, a prevention figure above the science). A hand-set
    scenario (no game holds 37 money in round 1), so read without the game's invariants."""
    p = RULES.position(st)
    for i, seat in enumerate(p["seats"]):
        if i != viewer:
            seat["money"], seat["science"] = MONEY, SCIENCE
    edited = read(p)
    if edited.lot is not None and edited.players[edited.high_bidder].money < edited.high_bid:
        return None
    if edited.phase == "prevention" and any(q.bid > q.science for q in edited.players):
        return None
    return edited


def _frame_strings(h: TableHarness, rec: Recorder) -> list[str]:
    """Every string one frame renders (while ``rec`` records: every cache bypassed), with
    every tooltip and button tip it offers."""
    rec.take()
    h.draw()
    out = rec.take()
    out += [text for _, text in ui(h).view.hovers]
    out += [b.tip for b in buttons(h) if b.tip]
    return out


def _every_view(h: TableHarness, rec: Recorder) -> list[str]:
    """The frames of every view the table offers the viewer: each view mode, and each seat's
    region enlarged beside its side panel."""
    u = ui(h)
    out: list[str] = []
    for name in u.views():
        u.set_view(name)
        for seat in range(h.match.state.n):
            u.state.override = None if seat == h.ctx.viewer else (h.ctx.viewer, seat)
            out += _frame_strings(h, rec)
    u.state.override = None
    u.set_view(u.views()[0])
    return out


def _words(text) -> str:
    return "" if text is None else str(i18n.words(text))


@pytest.mark.parametrize("open_holdings", [False, True])
def test_money_and_science_of_others_show_only_with_the_open_option(open_holdings: bool) -> None:
    """A-30: every seat's view state has the exact holdings; the table displays another
    seat's only with ``open_holdings``. Through a seeded game (auction, lands under the
    hammer, prevention, Maintenance), at each decision the other seats get 37 money and 23
    science: seat 0's frames in every view (tooltips, the dialogue, captions) never render
    them without the option and do with it; the log words the same whatever they hold."""
    viewer = 0
    seen: set[tuple[str, bool]] = set()
    m = Match.new(GAME, GAME.config(3, open_holdings=open_holdings), 4)
    rng = Rng(4)
    with record_text() as rec:
        _watch_holdings(m, rng, viewer, open_holdings, seen, rec)
    for kind in (q.OPEN, q.BID, q.PREVENT, q.TECH, q.ATTACH, q.USES):
        assert (kind, False) in seen, kind  # watched while another seat decides
    assert (q.BID, True) in seen and (q.ATTACH, True) in seen


def _watch_holdings(m: Match, rng: Rng, viewer: int, open_holdings: bool,
                    seen: set[tuple[str, bool]], rec: Recorder) -> None:
    for _ in range(260):
        if m.is_over or m.state.round > 2:
            break
        action = RULES.sample_action(m.state, rng)
        edited = _with_holdings(m.state, viewer)
        if edited is not None:
            stp = q.step(edited)
            em = Match(GAME, m.config, m.seed, edited)
            assert [(p.money, p.science) for p in em.seen_by(viewer).players][1:] == \
                [(MONEY, SCIENCE)] * 2
            h = table(em, viewer, can_act=stp.seat == viewer)
            strings = _every_view(h, rec)
            probe = edited.clone()
            events = RULES.apply(probe, action)
            real = m.state.clone()
            assert [_words(RULES.event_text(e, viewer)) for e in events] == \
                [_words(RULES.event_text(e, viewer)) for e in RULES.apply(real, action)]
            assert _words(RULES.action_text(edited, action, viewer)) == \
                _words(RULES.action_text(m.state, action, viewer))
            em.state = probe
            em.touched()
            h.ui.on_events(stp.seat, action, events)
            strings += _frame_strings(h, rec)  # the captions of the automatic steps
            shown = [x for x in strings if HOLDING.search(x)]
            if open_holdings:
                assert any(str(MONEY) in x for x in shown) and any(str(SCIENCE) in x for x in shown)
            else:
                assert shown == [], (stp, shown[:5])
            seen.add((stp.kind, stp.seat == viewer))
        m.play(action)


def test_seeded_games_draw_every_step_for_every_viewer_without_changing_them() -> None:
    for n, seed in ((3, 21), (5, 22)):
        m = Match.new(GAME, GAME.config(n), seed)
        rng = Rng(seed)
        h = table(m, 0)
        u = ui(h)
        k = 0
        while not m.is_over:
            before = RULES.position(m.state)
            for viewer in (m.current_player, None, (m.current_player + 1) % n):
                h.look(viewer, viewer == m.current_player)
                h.draw()
            assert RULES.position(m.state) == before
            action = RULES.sample_action(m.state, rng)
            actor = m.current_player
            u.on_events(actor, action, m.play(action))
            u.update(0.05 if k % 3 else 5.0)
            k += 1
        h.look(0, False)
        u.update(60.0)
        assert not u.busy()
        h.draw()
        title, _ = dialog_text(h)
        assert u.model.seat_name(RULES.winners(m.state)[0]) in title


def test_automatic_steps_play_as_captions_while_busy() -> None:
    m = Match.new(GAME, GAME.config(3), 5)
    rng = Rng(5)
    h = table(m)
    u = ui(h)
    events: list = []
    while not any(e.kind == "income" for e in events):
        u.update(60.0)
        action = RULES.sample_action(m.state, rng)
        events = m.play(action)
        u.on_events(m.current_player, action, events)
    assert u.busy()
    shown = [c.caption for c in u.anim]
    incomes = [words.event_words(u.model, e) for e in events if e.kind == "income"]
    assert len(incomes) == 3 and all(text in shown for text in incomes)
    assert all(str(e.data["money"]) in words.event_words(u.model, e)
               for e in events if e.kind == "income")
    u.update(0.1)
    assert u.busy()
    u.update(30.0)
    assert not u.busy()


def test_a_whole_hot_seat_game_is_played_by_clicks_only() -> None:
    m = Match.new(GAME, GAME.config(3), 8)
    h = TableHarness(GAME, m, ai_delay=0.8)  # the viewer follows the seat on turn
    rng = random.Random(8)
    while not m.is_over:
        assert h.ctx.viewer == m.current_player and h.ctx.can_act
        action = rng.choice(RULES.legal_actions(m.state))
        before = len(m.log)
        assert h.play(action), action
        assert len(m.log) == before + 1 and m.log[-1].action == action
        h.settle()  # the steps play out (a revealed secret bid in the public view)
        h.refresh()  # and the seat on turn takes the device
    assert RULES.winners(m.state) and h.handoffs


def test_the_table_fits_1600x900_and_czech() -> None:
    i18n.set_language("cs")
    try:
        m = Match.new(GAME, GAME.config(5), 9)
        h = table(m, size=(1600, 900))
        u = ui(h)
        assert u.lay.k == pytest.approx(1.25)
        for b in buttons(h):
            assert h.ui.rect.contains(b.rect)
        action = RULES.legal_actions(m.state)[-1]
        play_clicks(h, action)
        assert h.submitted == [action]
        title, _ = dialog_text(h)
        assert title.startswith("Dražba území")
    finally:
        i18n.set_language("en")


def test_captions_follow_the_ai_speed_setting() -> None:
    for seconds, expect in ((0.0, 0.0), (0.8, 0.9), (1.6, 1.8)):
        m = Match.new(GAME, GAME.config(3), 6)
        h = table(m, ai_delay=seconds)
        u = ui(h)
        action = act.Withdraw()
        u.on_events(m.current_player, action, m.play(action))  # the subsidy is paid
        assert u.busy() == (expect > 0)
        if expect:
            assert u.anim.head.duration == pytest.approx(expect)


def test_a_new_tile_dragged_from_the_tray_onto_a_cell_waits_for_confirm() -> None:
    m = _attach_match()
    h = table(m)
    h.draw()
    u = ui(h)
    seat = q.step(m.state).seat
    tile = m.state.players[seat].pending[-1]
    start = point(h, Target("tray", tile))
    h.move(start)
    h.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    cell = next(tg for tg in region_targets(h) if tg.kind == "cell")
    end = point(h, cell)
    h.move(end)  # the tile follows the mouse (a frame is drawn)
    h.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert controller.preview_action(u.model, u.state) == act.Attach(tile, cell.x, cell.y, 0)
    assert h.submitted == []
    # a right click steps back: the preview is lifted, the tile stays in hand
    h.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=3))
    h.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=3))
    assert u.state.preview is None and u.state.held == tile
