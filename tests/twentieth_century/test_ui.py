"""The 20th Century table (view + controller), off-screen: clicks play exactly the action the
UI says for every kind of decision, drawing never changes the game, previews and refusals
come from the engine, other seats' holdings are displayed only with ``open_holdings``."""

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
from game.games.twentieth_century.table.ui import TwentiethCenturyUI
from game.ui import i18n
from game.ui.table.contract import TableContext
from game.ui.theme import Theme
from tests.app.privacy import recording_fonts, rendered

RULES = GAME.rules
RECT = pygame.Rect(0, 56, 980, 664)


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


class Table:
    """A TableContext around a Match, as the table scene would build it."""

    def __init__(self, m: Match, *, viewer: int | None = None, apply: bool = False,
                 rect: pygame.Rect = RECT, theme: Theme | None = None) -> None:
        self.match = m
        self.submitted: list = []
        self.apply = apply
        self.tips: list = []
        seat = m.current_player
        self.ctx = TableContext(info=GAME, match=m, theme=theme or Theme(),
                                viewer=seat if viewer is None else viewer, can_act=True,
                                submit=self.submit, names=[p.name for p in m.config.players],
                                show_tooltip=lambda text, pos: self.tips.append(text))
        self.ui = TwentiethCenturyUI(self.ctx)
        self.ui.layout(rect)
        size = (rect.right + 300, rect.bottom)
        self.surface = pygame.Surface(size)

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

    def play_clicks(self, action) -> None:
        clicks = self.ui.clicks_for(action)
        assert clicks, action
        for pos in clicks:
            assert self.ui.rect.collidepoint(pos), (action, pos)
            self.click(pos)


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
        table = Table(m)
        steps = 0
        while not m.is_over:
            table.ctx.viewer = m.current_player
            legal = RULES.legal_actions(m.state)
            for i, action in enumerate(per_type(legal, 4, rng)):
                if i % 4 == 3:  # a player who zoomed in and panned away first
                    table.key(pygame.K_PLUS)
                    table.key(pygame.K_PLUS)
                    table.key(pygame.K_LEFT)
                table.play_clicks(action)
                assert table.submitted == [action], (action, table.submitted)
                table.submitted.clear()
                seen.add(type(action))
                if type(action) is act.Attach:
                    rotations.add(action.rot)
            # a human plays on: prefer technology uses so Maintenance is exercised
            uses = [a for a in legal if type(a) not in (act.Done, act.NoClean, act.NoTech)]
            action = rng.choice(uses if uses and rng.random() < 0.7 else legal)
            m.play(action)
            steps += 1
            if steps % 9 == 0:
                table.ui.draw(table.surface)
    missing = ALL_TYPES - seen
    assert rotations == {0, 1, 2, 3}
    assert missing <= {act.BridgePair, act.Buy}, missing


# --- positions stated exactly ------------------------------------------------------------------

def _table_at(st, **kw) -> Table:
    m = Match(GAME, GAME.config(st.n), 1, st)
    return Table(m, **kw)


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
    table = _table_at(_bridge_state(), viewer=0)
    ui = table.ui
    pair = act.BridgePair("X-BR1", "j1", "X-BR2", "j1")
    assert pair in RULES.legal_actions(table.match.state)
    table.play_clicks(pair)
    assert table.submitted == [pair]
    table.submitted.clear()
    # clicking the east land's anchor first makes the same pair (the engine's order)
    mode = next(b for b in ui.ctl.buttons() if b.id.startswith("mode:Bridge"))
    table.click(mode.rect.center)
    table.click(ui.ctl.point(("anchor", "X-BR2", "j1")))
    table.click(ui.ctl.point(("anchor", "X-BR1", "j1")))
    assert table.submitted == [pair]


def test_an_illegal_bridge_is_explained_with_the_engines_reason_and_not_played() -> None:
    st = _bridge_state(both=False)  # one bridge part: no pair possible
    table = _table_at(st, viewer=0)
    ui = table.ui
    mode = next(b for b in ui.ctl.buttons() if b.id.startswith("mode:Bridge"))
    table.click(mode.rect.center)
    first, second = ("anchor", "X-BR1", "j1"), ("anchor", "X-BR2", "j1")
    # legal first anchors are highlighted; this pair is not among the legal actions
    tried = q.bridge_action(st, 0, first[1:], second[1:])
    why = RULES.explain_illegal(table.match.state, tried)
    assert why is not None
    table.click(ui.ctl.point(first))
    table.click(ui.ctl.point(second))
    assert table.submitted == []
    assert ui.ctl.state.message == i18n.reason(why)
    assert ui.ctl.state.first is None


def test_tile_placement_rotates_with_r_and_the_wheel_and_previews_the_income() -> None:
    m = Match.new(GAME, GAME.config(3), 11)
    rng = Rng(11)
    while q.step(m.state).kind != q.ATTACH:
        m.play(RULES.sample_action(m.state, rng))
    table = Table(m)
    ui = table.ui
    ui.draw(table.surface)
    s = ui.ctl.state
    assert s.held == m.state.players[q.step(m.state).seat].pending[0]  # in hand at once
    table.key(pygame.K_r)
    table.post(pygame.MOUSEWHEEL, x=0, y=-1)
    assert s.rot == 2
    table.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert s.rot == 1
    cell = next(tg for tg in ui.ctl.targets() if tg[0] == "cell")
    table.click(ui.ctl.point(cell))
    action = act.Attach(s.held, cell[1], cell[2], 1)
    assert ui.ctl.preview_action() == action
    change = q.attach_change(m.state, action)
    title, line = ui.view.dialog_text()
    assert line == i18n.t("twentieth_century.ui.income_change", money=f"{change[0]:+d}",
                          science=f"{change[1]:+d}", qol=f"{change[2]:+d}")
    table.key(pygame.K_RETURN)
    assert table.submitted == [action]


def test_the_withdraw_button_tells_the_subsidy_and_price_before_the_click() -> None:
    m = Match.new(GAME, GAME.config(4), 3)
    table = Table(m)
    ui = table.ui
    w = q.withdrawal(m.state)
    button = next(b for b in ui.ctl.buttons() if b.id == "withdraw")
    assert str(w.subsidy) in button.tip and str(w.price) in button.tip
    assert ui.ctl.withdraw_text(w) in ui.view.dialog_extra()
    before = RULES.position(m.state)
    table.move(button.rect.center)
    ui.draw(table.surface)
    assert RULES.position(m.state) == before and table.submitted == []
    assert button.tip in table.tips  # shown as the mouse rests on it


MONEY, SCIENCE = 37, 23
"""Other seats' holdings in the edited positions: numbers no public label shows here."""
HOLDING = re.compile(rf"(?<!\d)({MONEY}|{SCIENCE})(?!\d)")


def _with_holdings(st, viewer: int):
    """``st`` with every other seat holding MONEY and SCIENCE (None if that contradicts a
    visible commitment, e.g. a higher bid)."""
    p = RULES.position(st)
    for i, seat in enumerate(p["seats"]):
        if i != viewer:
            seat["money"], seat["science"] = MONEY, SCIENCE
    try:
        return RULES.from_position(p)
    except ValueError:
        return None


def _frame_strings(table: Table) -> list[str]:
    """Every string one frame renders, with every tooltip and button tip it offers."""
    ui = table.ui
    ui.view._static = None
    ui.view._frame = None
    with rendered() as out:
        ui.draw(table.surface)
    out += [text for _, text in ui.view._frame[2]]
    out += [b.tip for b in ui.ctl.buttons() if b.tip]
    return out


def _every_view(table: Table) -> list[str]:
    """The frames of every view the table offers the viewer: each view mode, and each seat's
    region enlarged beside its side panel."""
    ui = table.ui
    out: list[str] = []
    for name in ui.views():
        ui.set_view(name)
        for seat in range(table.match.state.n):
            ui.ctl.state.override = None if seat == table.ctx.viewer else (table.ctx.viewer, seat)
            out += _frame_strings(table)
    ui.ctl.state.override = None
    ui.set_view(ui.views()[0])
    return out


def _words(text) -> str:
    return "" if text is None else str(i18n.words(text))


@pytest.mark.parametrize("open_holdings", [False, True])
def test_money_and_science_of_others_show_only_with_the_open_option(
        open_holdings: bool, monkeypatch) -> None:
    """A-30: every seat's view state has the exact holdings; the table displays another
    seat's only with ``open_holdings``. Through a seeded game (auction, lands under the
    hammer, prevention, Maintenance), at each decision the other seats get 37 money and 23
    science: seat 0's frames in every view (tooltips, the dialogue, captions) never render
    them without the option and do with it; the log words the same whatever they hold."""
    viewer = 0
    seen: set[tuple[str, bool]] = set()
    with recording_fonts(monkeypatch):
        m = Match.new(GAME, GAME.config(3, open_holdings=open_holdings), 4)
        rng = Rng(4)
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
                table = Table(em, viewer=viewer)
                table.ctx.can_act = stp.seat == viewer
                strings = _every_view(table)
                probe = edited.clone()
                events = RULES.apply(probe, action)
                real = m.state.clone()
                assert [_words(RULES.event_text(e, viewer)) for e in events] == \
                    [_words(RULES.event_text(e, viewer)) for e in RULES.apply(real, action)]
                assert _words(RULES.action_text(edited, action, viewer)) == \
                    _words(RULES.action_text(m.state, action, viewer))
                em.state = probe
                em.touched()
                table.ui.on_events(stp.seat, action, events)
                strings += _frame_strings(table)  # the captions of the automatic steps
                shown = [x for x in strings if HOLDING.search(x)]
                if open_holdings:
                    assert any(str(MONEY) in x for x in shown) and any(str(SCIENCE) in x for x in shown)
                else:
                    assert shown == [], (stp, shown[:5])
                seen.add((stp.kind, stp.seat == viewer))
            m.play(action)
    for kind in (q.OPEN, q.BID, q.PREVENT, q.TECH, q.ATTACH, q.USES):
        assert (kind, False) in seen, kind  # watched while another seat decides
    assert (q.BID, True) in seen and (q.ATTACH, True) in seen


def test_seeded_games_draw_every_step_for_every_viewer_without_changing_them() -> None:
    for n, seed in ((3, 21), (5, 22)):
        m = Match.new(GAME, GAME.config(n), seed)
        rng = Rng(seed)
        table = Table(m, viewer=0)
        ui = table.ui
        k = 0
        while not m.is_over:
            before = RULES.position(m.state)
            for viewer in (m.current_player, None, (m.current_player + 1) % n):
                table.ctx.viewer = viewer
                table.ctx.can_act = viewer == m.current_player
                ui.draw(table.surface)
            assert RULES.position(m.state) == before
            action = RULES.sample_action(m.state, rng)
            actor = m.current_player
            ui.on_events(actor, action, m.play(action))
            ui.update(0.05 if k % 3 else 5.0)
            k += 1
        table.ctx.viewer = 0
        ui.update(60.0)
        assert not ui.busy()
        ui.draw(table.surface)
        title, _ = ui.view.dialog_text()
        assert ui.seat_name(RULES.winners(m.state)[0]) in title


def test_automatic_steps_play_as_captions_while_busy() -> None:
    m = Match.new(GAME, GAME.config(3), 5)
    rng = Rng(5)
    table = Table(m)
    ui = table.ui
    events: list = []
    while not any(e.kind == "income" for e in events):
        ui.update(60.0)
        action = RULES.sample_action(m.state, rng)
        events = m.play(action)
        ui.on_events(m.current_player, action, events)
    assert ui.busy()
    shown = [c.text for c in ui.captions]
    incomes = [ui.event_words(e) for e in events if e.kind == "income"]
    assert len(incomes) == 3 and all(text in shown for text in incomes)
    assert all(str(e.data["money"]) in ui.event_words(e) for e in events if e.kind == "income")
    ui.update(0.1)
    assert ui.busy()
    ui.update(30.0)
    assert not ui.busy()


def test_a_whole_hot_seat_game_is_played_by_clicks_only() -> None:
    m = Match.new(GAME, GAME.config(3), 8)
    table = Table(m, apply=True)
    rng = random.Random(8)
    while not m.is_over:
        table.ctx.viewer = m.current_player
        action = rng.choice(RULES.legal_actions(m.state))
        before = len(m.log)
        table.play_clicks(action)
        assert len(m.log) == before + 1 and m.log[-1].action == action
        table.ui.update(10.0)
    assert RULES.winners(m.state)


def test_the_table_fits_1600x900_and_czech() -> None:
    i18n.set_language("cs")
    try:
        theme = Theme(scale=1.25)
        rect = pygame.Rect(0, theme.px(56), 1600 - theme.px(300), 900 - theme.px(56))
        m = Match.new(GAME, GAME.config(5), 9)
        table = Table(m, rect=rect, theme=theme)
        ui = table.ui
        assert ui.lay.k == pytest.approx(1.25)
        for b in ui.ctl.buttons():
            assert rect.contains(b.rect)
        action = RULES.legal_actions(m.state)[-1]
        table.play_clicks(action)
        assert table.submitted == [action]
        title, _ = ui.view.dialog_text()
        assert title.startswith("Dražba území")
    finally:
        i18n.set_language("en")


def test_captions_follow_the_ai_speed_setting() -> None:
    for seconds, expect in ((0.0, 0.0), (0.8, 0.9), (1.6, 1.8)):
        m = Match.new(GAME, GAME.config(3), 6)
        table = Table(m)
        table.ctx.ai_delay = lambda s=seconds: s
        ui = table.ui
        action = act.Withdraw()
        ui.on_events(m.current_player, action, m.play(action))  # the subsidy is paid
        assert ui.busy() == (expect > 0)
        if expect:
            assert ui.captions[0].left == pytest.approx(expect)


def test_a_new_tile_dragged_from_the_tray_onto_a_cell_waits_for_confirm() -> None:
    m = Match.new(GAME, GAME.config(3), 11)
    rng = Rng(11)
    while q.step(m.state).kind != q.ATTACH:
        m.play(RULES.sample_action(m.state, rng))
    table = Table(m)
    ui = table.ui
    ui.draw(table.surface)
    seat = q.step(m.state).seat
    tile = m.state.players[seat].pending[-1]
    start = ui.ctl.point(("tray", tile))
    table.move(start)
    table.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    cell = next(tg for tg in ui.ctl.targets() if tg[0] == "cell")
    end = ui.ctl.point(cell)
    table.move(end)
    ui.draw(table.surface)  # the tile follows the mouse
    table.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert ui.ctl.preview_action() == act.Attach(tile, cell[1], cell[2], 0)
    assert table.submitted == []
    # a right click steps back: the preview is lifted, the tile stays in hand
    table.post(pygame.MOUSEBUTTONDOWN, pos=end, button=3)
    table.post(pygame.MOUSEBUTTONUP, pos=end, button=3)
    assert ui.ctl.state.preview is None and ui.ctl.state.held == tile
