"""Click targets do not move under the mouse: the hand keeps its cards' places after a card
leaves (given to Hal), the screen's tiles keep theirs while tiles are given one by one at
the first exhaustion, and the city's camera stays still after an action while the city
still fits (it is fitted again only when it no longer does, or on Fit)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Match, PlayerSpec
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.rules.actions import Commit, Contribute, GiveHal
from game.games.ginkgopolis.table.layout import square_rect
from game.games.ginkgopolis.table.ui import GinkgopolisUI
from game.ui.table.harness import TableHarness

from .helpers import RULES, seat, state
from .test_secret_counts import _at_contributions


def _ui(h: TableHarness) -> GinkgopolisUI:
    assert isinstance(h.ui, GinkgopolisUI)
    return h.ui


def _cards(h: TableHarness) -> dict[str, pygame.Rect]:
    ui = _ui(h)
    h.draw()
    return {name: ui.lay.card(i, ui.state.hand_size()) for i, name in ui.state.hand()}


def _solo(s: Any) -> Match:
    cfg = GAME.config((PlayerSpec("Ada"), PlayerSpec("Hal", "automa:hal")))
    return Match(GAME, cfg, 1, s)


def test_the_hand_keeps_its_places_after_a_card_is_given_to_hal() -> None:
    s = state(seats=[seat(hand=["U-A", "U-B", "U-C"]), seat()], solo="hal", hal=1,
              decisions=[{"kind": "hal_card", "seat": 0, "data": {}}])
    h = TableHarness(GAME, _solo(s), viewer=0, can_act=True)
    before = _cards(h)
    assert h.play(GiveHal("U-B"))  # the middle card
    after = _cards(h)
    assert set(after) == {"U-A", "U-C"}
    assert after["U-A"] == before["U-A"] and after["U-C"] == before["U-C"]
    assert h.play(Commit("U-C"))  # the clicks land where the card still lies
    # a new round: three new cards, laid out afresh
    while h.match.state.decisions.top is not None and \
            h.match.state.decisions.top.kind != "hal_card":
        legal = RULES.legal_actions(h.match.state)
        h.ctx.submit(legal[0])
    h.draw()
    assert len(_ui(h).state.hand()) == 3 and _ui(h).state.hand_size() == 3


def test_the_tiles_keep_their_places_while_tiles_are_given() -> None:
    s = _at_contributions()
    m = Match(GAME, GAME.config(3, mode="intro"), 1, s)
    h = TableHarness(GAME, m, viewer=1, can_act=True)
    m.play(RULES.legal_actions(m.state)[-1])  # seat 0 gives nothing: seat 1's turn
    ui = _ui(h)
    h.draw()
    row = ui.model.tile_row()
    rects = dict(zip([n for n, _ in row], ui.lay.tile_rects(len(row)), strict=True))
    first, second = row[0][0], row[3][0]
    for tile in (first, second):
        assert h.play(Contribute(tile))
        h.draw()
        now = ui.model.tile_row()
        assert [n for n, _ in now] == [n for n, _ in row]  # the same row, in place
        assert dict(now)[tile] is True
        new = dict(zip([n for n, _ in now], ui.lay.tile_rects(len(now)), strict=True))
        assert new == rects
    # a given tile is not given twice: a click on it plays nothing
    before = len(m.log)
    h.click(rects[first].center)
    assert len(m.log) == before


def test_the_city_stays_still_while_it_fits_and_refits_when_it_does_not() -> None:
    # seat 0 urbanizes on token B's square (0, 2) with Red 4, then moves token B
    s = state(resolved=1, seats=[seat(card="U-B", tile="R4", resources=3, hand=["B1"]),
                                 seat(hand=["Y1", "R1", "B3"])])
    m = Match(GAME, GAME.config(2, mode="intro"), 1, s)
    h = TableHarness(GAME, m, viewer=0, can_act=False)
    ui = _ui(h)
    h.draw()
    still = ui.state.camera(ui.model.fitted(ui.lay)).copy()
    m.play(Commit("Y1"))  # the resolution: seat 0 builds on (0, 2); B goes north of it
    while RULES.current_player(m.state) == 0 and m.state.decisions.top is not None \
            and m.state.decisions.top.kind == "move_token":
        m.play(RULES.legal_actions(m.state)[0])
    h.ui.on_events(1, None, [])
    h.draw()
    cam = ui.state.camera(ui.model.fitted(ui.lay))
    assert cam.key() == still.key()  # the city grew but still fits: nothing moved
    for sq in ui.model.world_squares():
        assert ui.lay.city_fit.contains(square_rect(cam, ui.lay.city, sq))
    # a city that no longer fits the kept camera is fitted again
    wide = {(x, 0): ([t], 0, True) for x, t in ((2, "R5"), (3, "R6"), (4, "R7"), (5, "R8"),
                                                (6, "R9"), (7, "R10"), (8, "R11"))}
    tokens = {"A": [-1, 2], "B": [0, 2], "C": [1, 2], "D": [2, 1], "E": [9, 0],
              "F": [2, -1], "G": [1, -2], "H": [0, -2], "I": [-1, -2], "J": [-2, -1],
              "K": [-2, 0], "L": [-2, 1]}
    m.state = RULES.from_position(RULES.position(state(
        seats=[seat(hand=["B1"], resources=0), seat(hand=["Y1"])], buildings=wide,
        tokens=tokens)))
    m.touched()
    h.draw()
    cam = ui.state.camera(ui.model.fitted(ui.lay))
    assert cam.key() != still.key()
    for sq in ui.model.world_squares():
        assert ui.lay.city_fit.contains(square_rect(cam, ui.lay.city, sq))


def test_fit_fits_the_city_afresh() -> None:
    s = state(seats=[seat(hand=["B1"]), seat(hand=["Y1"])])
    m = Match(GAME, GAME.config(2, mode="intro"), 1, s)
    h = TableHarness(GAME, m, viewer=0, can_act=True)
    ui = _ui(h)
    h.draw()
    ui.state.base = ui.state.base.copy() if ui.state.base else None
    assert ui.state.base is not None
    ui.state.base.s *= 0.5  # a camera kept from a bigger city: it still shows everything
    h.draw()
    assert ui.state.camera(ui.model.fitted(ui.lay)).s == ui.state.base.s
    h.click(ui.lay.fit.center)
    h.draw()
    assert ui.state.camera(ui.model.fitted(ui.lay)).key() == ui.model.fitted(ui.lay).key()


