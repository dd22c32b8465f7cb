"""What the 20th Century table shows everyone (spec 2.2 and the physical game): every seat's
QoL income in its panel at every window size, the start player's marker, the scoring cards
readable with their whole rule as a tooltip, land tiles with a tooltip and production
numbers large enough to read, and the lands won this round (0 in round 6)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.match import Match
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules import query as q
from game.games.twentieth_century.table import art, view, view_board, words
from game.games.twentieth_century.table.layout import Layout
from game.ui import i18n
from game.ui.layout import scale_for
from game.ui.table import text as textkit
from game.ui.table.contract import game_rect
from game.ui.table.harness import TableHarness, record_text
from game.ui.theme import Theme

from .test_ui import ui

RULES = GAME.rules
SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (1024, 768), (1280, 1024),
         (2560, 1440)]


def _match(n: int, seed: int, rnd: int) -> Match:
    """A seeded game at the first decision of round ``rnd``."""
    m = Match.new(GAME, GAME.config(n), seed)
    rng = Rng(seed)
    while m.state.round < rnd:
        m.play(RULES.sample_action(m.state, rng))
    return m


def _hover(h: TableHarness, pos: tuple[int, int]) -> str | None:
    h.move(pos)
    h.draw()
    return h.tip


@pytest.mark.parametrize("n", [4, 5])
def test_every_seats_qol_income_shows_in_its_panel_at_every_size(
        n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    m = _match(n, 11 + n, 4)
    rows: list[tuple[pygame.Rect, list[tuple[int, str]], int]] = []
    draw_row = view.TableView.icon_row

    def record(self: view.TableView, surf: pygame.Surface, model: Any, lay: Layout,
               row: pygame.Rect, items: list[tuple[int, str]], size: int,
               bold: bool = False) -> int:
        end = draw_row(self, surf, model, lay, row, items, size, bold)
        rows.append((pygame.Rect(row), list(items), end))
        return end

    monkeypatch.setattr(view.TableView, "icon_row", record)
    for size in SIZES:
        h = TableHarness(GAME, m, size=size, viewer=0, can_act=False)
        u = ui(h)
        rows.clear()
        with record_text() as rec:
            h.draw()
        lay = u.lay
        for seat in range(n):
            panel, thumb = lay.panels[seat], lay.panel_thumb(seat)
            qi = q.production(m.state, seat)[2]
            mine = [(r, items, end) for r, items, end in rows if panel.contains(r)]
            income = [(r, end) for r, items, end in mine if (2, f"+{qi}") in items]
            assert income, (size, seat)
            r, end = income[0]
            assert end <= r.right and not r.colliderect(thumb), (size, seat, r, end, thumb)
            for r, _, end in mine:  # no line of the panel runs under the thumbnail
                assert end <= r.right and not r.colliderect(thumb), (size, seat)
        assert all(px >= textkit.MIN_PX for _, px in rec.drawn)


def test_the_start_player_wears_the_flag() -> None:
    m = _match(3, 2, 2)
    h = TableHarness(GAME, m, viewer=0, can_act=False)
    h.draw()
    u = ui(h)
    start, when = q.start_player(m.state) or (-1, "")
    assert when == "this"
    flags = [(r, tip) for r, tip in u.view.hovers if "Start player" in tip]
    assert len(flags) == 1
    rect, tip = flags[0]
    assert u.lay.panels[start].contains(rect) and h.ui.ctx.names[start] in tip
    assert _hover(h, rect.center) == tip
    # after the prevention auction the seat in column 1 leads the rest of the round
    rng = Rng(2)
    while m.state.phase in ("auction", "prevention"):
        m.play(RULES.sample_action(m.state, rng))
    assert q.start_player(m.state) == (m.state.start, "next")
    column_one = next(i for i, p in enumerate(m.state.players) if p.column == 1)
    assert m.state.start == column_one


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_the_scoring_cards_are_readable_at_1280x720_with_their_rule_as_tooltip(
        lang: str) -> None:
    i18n.set_language(lang)
    try:
        m = _match(4, 3, 1)
        h = TableHarness(GAME, m, size=(1280, 720), viewer=0, can_act=False)
        u = ui(h)
        textkit.probe = textkit.TextProbe()
        with record_text() as rec:
            h.draw()
        probe, textkit.probe = textkit.probe, None
        assert not probe.cut and not probe.small
        drawn = dict(rec.drawn)
        card = next(c for c in m.state.cards if c.startswith("SC4"))
        title = i18n.t("twentieth_century.ui.card_title", round="IV",
                       name=words.card_title(card))
        assert drawn.get(title, 0) >= 11  # the round-IV card's name, bold
        effect = words.card_effect(card)
        lines = [(s, px) for s, px in rec.drawn if len(s) > 3 and s in effect]
        assert lines and min(px for _, px in lines) >= 10
        assert effect.replace(" ", "") in "".join(s for s, _ in rec.drawn).replace(" ", "")
        box = u.lay.scoring_card(1)
        assert _hover(h, box.center) == words.card_rule(card)
    finally:
        i18n.set_language("en")


def test_land_tiles_tell_their_cities_and_show_readable_numbers() -> None:
    m = _match(5, 4, 1)
    st = m.state
    h = TableHarness(GAME, m, size=(1280, 720), viewer=0, can_act=False)
    u = ui(h)
    for i, land in enumerate(st.lands):
        d = st.data.tiles[land]
        tip = _hover(h, u.lay.land_card(i).center)
        assert tip is not None and tip.startswith(words.land_words(land).capitalize()[:4])
        for ni in d.cities:
            nd = d.nodes[ni]
            for v in nd.prod:
                if v:
                    assert str(v) in tip
            if nd.recycling:
                assert "recycling plant" in tip
        # the numbers on the display's small tiles are drawn at a readable size
        size = u.lay.land_card(i).size
        with record_text() as rec:
            art.tile_face(d, size, chips=view_board.CARD_CHIPS)
        numbers = [px for s, px in rec.drawn if s.isdigit()]
        assert numbers and min(numbers) >= 11, (land, numbers)
    # a tile of a region reads its citizens and garbage too
    seat = 0
    p = st.players[seat]
    start = p.tiles[p.order[0]]
    tip = words.land_tip(u.model, start.d, start)
    assert "with a citizen" in tip and "empty" in tip and "1 garbage cube" in tip


def test_round_six_shows_no_land_won() -> None:
    m = _match(3, 1, 6)
    assert any(t.d.era == "V" for p in m.state.players for t in p.tiles.values())
    h = TableHarness(GAME, m, viewer=0, can_act=False)
    h.draw()
    u = ui(h)
    for seat in range(3):
        tips = [tip for r, tip in u.view.hovers
                if u.lay.panels[seat].contains(r) and "lands won this round" in tip]
        assert tips and all("; 0 lands won this round" in tip for tip in tips), tips


def test_the_layout_keeps_the_panel_rows_inside_at_every_size() -> None:
    theme = Theme()
    for size in SIZES:
        theme.scale = scale_for(size)
        for n in (3, 4, 5):
            lay = Layout(game_rect(size, theme), n)
            for i in range(n):
                for row in lay.panel_rows(i):
                    assert lay.panels[i].contains(row)
                    assert not row.colliderect(lay.panel_thumb(i))
