"""The table explains itself: the district leader's badge (a tooltip with its numbers and a
callout of the guided game), the Build-Up preview naming the card won, tips that name the
buttons as they read ("Give to Hal"), and a draft header that counts the pick and the
packet. Positions written by hand."""

from __future__ import annotations

from game.engine import Match, PlayerSpec
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.rules.actions import DraftPick
from game.games.ginkgopolis.table import words
from game.games.ginkgopolis.table.layout import district_badge, square_rect
from game.games.ginkgopolis.table.ui import GinkgopolisUI
from game.ui import i18n
from game.ui.table.harness import TableHarness

from .helpers import RULES, seat, state

RED_ROW = {(-1, 1): (["R1", "R7"], 0, False), (0, 1): (["R2", "R8"], 1, False),
           (1, 1): (["R3", "R9", "R10"], 0, False)}
TABLEAUX = [["CH01", "CH02", "CH03", "R1", "R3", "R9"], ["CH04", "CH05", "CH06", "R2"]]


def _table(s, viewer: int = 0) -> tuple[TableHarness, GinkgopolisUI]:  # type: ignore[no-untyped-def]
    cfg = GAME.config((PlayerSpec("Ada"), PlayerSpec("Bob")), mode="intro") if s.hal < 0 \
        else GAME.config((PlayerSpec("Ada"), PlayerSpec("Hal", "automa:hal")))
    h = TableHarness(GAME, Match(GAME, cfg, 1, s), viewer=viewer, can_act=True)
    assert isinstance(h.ui, GinkgopolisUI)
    return h, h.ui


def test_the_leader_badge_says_what_it_means() -> None:
    s = state(buildings=RED_ROW, seats=[seat(hand=["B1", "U-A"], tableau=TABLEAUX[0]),
                                        seat(tableau=TABLEAUX[1])])
    h, ui = _table(s)
    h.draw()
    [red] = [d for d in ui.view.city.leaders if d.colour == 0]
    cam = ui.state.camera(ui.model.fitted(ui.lay))
    h.move(district_badge(cam, ui.lay.city, red.squares).center)
    assert h.tip == ui.ctx.t("ginkgopolis.ui.tip.badge", district="Red district 1",
                             player="Ada", count=5, total=7)
    assert "district" in [ident for ident, _, _ in ui.guide()]
    # a building of the district names it the way the results table does
    h.move(square_rect(cam, ui.lay.city, (1, 1)).center)
    assert h.tip is not None and h.tip.endswith(
        "Red district 1, 3 buildings; leads: Ada."), h.tip


def test_a_build_up_preview_names_the_card_won() -> None:
    s = state(buildings=RED_ROW, seats=[seat(hand=["R8", "U-A"], tiles=["R12"], resources=5,
                                             tableau=TABLEAUX[0]), seat(tableau=TABLEAUX[1])])
    h, ui = _table(s)
    h.click(ui.lay.card(0, 2).center)
    h.click(ui.lay.tile_rects(1)[0].center)
    pv = ui.model.preview("R8", "R12")
    assert pv is not None and pv.kind == "buildup"
    lines = [line for line, _ in words.preview_lines(pv, "R8", ui.model)]
    assert "Wins Red 8 for your tableau — On every Urbanize: +1 resource, 1 VP" in lines
    assert any("Wins Red 8" in x for x in h.strings())


def test_tips_name_the_buttons_as_they_read() -> None:
    s = state(seats=[seat(hand=["U-A", "U-B", "U-C"]), seat()], solo="hal", hal=1,
              decisions=[{"kind": "hal_card", "seat": 0, "data": {}}])
    h, ui = _table(s)
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            label = i18n.t("ginkgopolis.ui.button.give_hal")
            assert label in words.prompt(ui.model), lang
            texts = {ident: text for ident, text, _ in ui.guide()}
            assert label in texts["hal_card"], lang
            assert label in h.strings()
    finally:
        i18n.set_language("en")


def test_the_draft_header_counts_the_pick_and_the_packet() -> None:
    m = Match.new(GAME, GAME.config(3), 4)
    seen = []
    for _ in range(9):
        d = m.state.decisions.top
        assert d is not None and d.kind == "draft"
        h = TableHarness(GAME, m, viewer=d.seat, can_act=True)
        assert isinstance(h.ui, GinkgopolisUI)
        title = words.hand_title(h.ui.model)
        count = len(m.state.packets[d.seat])
        assert title == h.ui.ctx.t("ginkgopolis.ui.packet_pick", pick=d.data["pick"] + 1,
                                   count=count)
        assert title in h.strings()
        seen.append((d.data["pick"] + 1, count))
        m.play(DraftPick(RULES.legal_actions(m.state)[0].card))
    assert seen == [(1, 4)] * 3 + [(2, 3)] * 3 + [(3, 2)] * 3
