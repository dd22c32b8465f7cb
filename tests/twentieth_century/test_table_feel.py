"""How the 20th Century table feels under the mouse: the quick amounts of a bid add to the
high bid (not to the stepper), and the tile held never hides a button."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules import actions as act
from game.games.twentieth_century.rules import query as q
from game.games.twentieth_century.table import controller

from .test_ui import buttons, click, table, ui

RULES = GAME.rules


def _until(n: int, seed: int, done: object) -> Match:
    m = Match.new(GAME, GAME.config(n), seed)
    rng = Rng(seed)
    while not done(m):  # type: ignore[operator]
        assert not m.is_over
        m.play(RULES.sample_action(m.state, rng))
    return m


def _button(h: object, name: str) -> controller.Btn:
    return next(b for b in buttons(h) if b.id == name)  # type: ignore[arg-type]


def _value(h: object) -> int:
    u = ui(h)  # type: ignore[arg-type]
    lo_hi = controller.bid_bounds(u.model, u.state)
    assert lo_hi is not None
    return controller.bid_value(u.state, *lo_hi)


def test_plus_two_and_five_add_to_the_high_bid_not_to_the_stepper() -> None:
    def bidding(m: Match) -> bool:
        st = m.state
        rng = q.bid_range(st)
        return q.step(st).kind == q.BID and rng is not None and rng[1] >= st.high_bid + 6
    m = _until(4, 3, bidding)
    st = m.state
    h = table(m)
    high = st.high_bid
    click(h, _button(h, "max").rect.center)  # the stepper far above the high bid
    assert _value(h) == st.players[st.bidder].money
    click(h, _button(h, "add2").rect.center)
    assert _value(h) == high + 2
    assert _button(h, "raise").label.endswith(str(high + 2))
    click(h, _button(h, "add5").rect.center)
    click(h, _button(h, "add5").rect.center)  # twice: still the high bid + 5
    assert _value(h) == high + 5
    assert str(high + 5) in _button(h, "add5").tip
    click(h, _button(h, "raise").rect.center)
    assert h.submitted == [act.Raise(high + 5)]


def test_the_quick_amounts_of_an_opening_and_a_prevention_bid() -> None:
    m = _until(3, 2, lambda m: q.step(m.state).kind == q.OPEN
               and m.state.players[m.state.leader].money >= m.state.min_price + 5)
    h = table(m)
    low = m.state.min_price
    click(h, _button(h, "add5").rect.center)
    assert _value(h) == low + 5  # the minimum price + 5
    m = _until(4, 5, lambda m: q.step(m.state).kind == q.PREVENT
               and any(p.column for p in m.state.players)
               and m.state.players[m.state.prev_turn].science >= 8)
    st = m.state
    column = next(p.column for p in st.players if p.column)
    top = max(p.bid for p in st.players if p.column == column)
    h = table(m)
    click(h, _button(h, f"col:{column}").rect.center)
    if _button(h, "add2").enabled:
        click(h, _button(h, "add2").rect.center)
        assert _value(h) == top + 2


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_tile_held_never_covers_a_button() -> None:
    m = _until(4, 4, lambda m: q.step(m.state).kind == q.ATTACH)
    h = table(m)
    h.frame()
    u = ui(h)
    assert u.state.held is not None  # the first new tile is in hand at once
    lay = u.lay
    for rect in (lay.zoom_in, lay.zoom_out, lay.fit):
        for pos in (rect.center, (rect.x - 6, rect.bottom + 6), (rect.centerx, rect.bottom + 3)):
            h.move(pos)
            with_tile = h.draw().copy()
            held, u.state.held = u.state.held, None
            h.draw()
            for r in (lay.zoom_in, lay.zoom_out, lay.fit):
                assert _pixels(with_tile, r) == _pixels(h.surface, r), (pos, r)
            u.state.held = held
    # away from the buttons the tile follows the mouse
    h.move(lay.view.center)
    before = h.draw().copy()
    h.move((lay.view.x + 5, lay.view.bottom - 5))
    assert _pixels(before, lay.view) != _pixels(h.draw(), lay.view)
    assert pygame.Rect(lay.view).collidepoint(lay.view.center)
