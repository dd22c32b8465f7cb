"""One-way data flow at the Akropolis table: the controller writes the UI state, the query
answers from the redacted state per match version, the view only reads."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pygame
import pytest

from game.engine.rng import Rng
from game.games.akropolis.table import view, view_panels
from game.games.akropolis.table.state import UIState
from game.games.akropolis.table.ui import AkropolisUI

from .test_ui import RULES, Table, human_turn, match_at

UI_DIR = Path(__file__).resolve().parents[2] / "game" / "games" / "akropolis" / "table"


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


class Unreachable:
    """Stands in for the real state: any look at it fails the test."""

    def __getattr__(self, name: str):
        raise AssertionError(f"the table read the real state ({name})")


@pytest.mark.parametrize("kind", ["2p", "4p", "solo"])
def test_the_table_only_ever_sees_the_redacted_state(kind: str) -> None:
    m = match_at(kind, 21, 9)
    human_turn(m, Rng(21))
    action = RULES.legal_actions(m.state)[-1]
    viewer = m.current_player
    seen = m.seen_by(viewer)
    assert [t for s in seen.stacks for t in s] == sorted(t for s in m.state.stacks for t in s)
    real = m.state
    table = Table(m)  # the test's table scene looks at the match; the game UI may not
    m.seen_by = lambda v: seen  # what the table may know, and nothing more
    m.state = Unreachable()
    try:
        ui = AkropolisUI(table.ctx)
        ui.layout(table.ui.rect)
        table.ui = ui
        for name in ui.views():
            ui.set_view(name)
            ui.draw(table.surface)
        for seat in range(len(seen.cities)):
            table.move(ui.lay.panels[seat].center)
            ui.draw(table.surface)
        for pos in ui.clicks_for(action):
            table.click(pos)
        assert table.submitted == [action]
        assert ui.query.seen is seen
    finally:
        m.state = real
        del m.seen_by


def test_answers_are_cached_per_match_version_only() -> None:
    m = match_at("2p", 22, 4)
    table = Table(m)
    q = table.ui.query
    seat = m.current_player
    legal = q.legal(seat)
    assert q.legal(seat) is legal  # same version: the same answer
    assert legal == RULES.legal_placements(m.state, seat)
    # a change behind the match's back is not seen until the version moves
    RULES.apply(m.state, RULES.legal_actions(m.state)[0])
    assert q.legal(seat) is legal
    m.touched()
    assert q.legal(seat) == [] and q.legal(m.current_player) == \
        RULES.legal_placements(m.state, m.current_player)
    version = m.version
    m.play(RULES.legal_actions(m.state)[0])
    assert m.version == version + 1
    assert q.seen is m.seen_by(table.ctx.viewer)


def _snapshot(state: UIState) -> tuple:
    return (dataclasses.astuple(dataclasses.replace(state, cams={})),
            {s: c.key() for s, c in state.cams.items()})


def test_drawing_and_asking_never_write_the_ui_state() -> None:
    m = match_at("3p", 23, 12)
    table = Table(m)
    ui = table.ui
    action = RULES.legal_actions(m.state)[3]
    clicks = ui.clicks_for(action)
    for pos in clicks[:-1]:
        table.click(pos)
    table.key(pygame.K_PLUS)  # a camera of the player's own
    before = _snapshot(ui.ctl.state)
    for _ in range(3):
        ui.draw(table.surface)
        ui.focus()
        ui.preview_info()
        ui.ctl.ghost_at(ui.lay.city.center)
        ui.ctl.holding()
        ui.ctl.placing()
        ui.ctl.clicks_for(action)
    assert _snapshot(ui.ctl.state) == before
    assert ui.preview_info() == RULES.preview(m.state, action)


def test_hand_over_shows_the_new_viewer_its_own_city() -> None:
    m = match_at("3p", 24, 0)
    table = Table(m)
    ui = table.ui
    table.click(ui.lay.panels[2].center)
    assert ui.focus() == 2
    table.ctx.viewer = 1  # the next player sits down
    assert ui.focus() == 1
    ui.draw(table.surface)
    table.ctx.viewer = 0  # and back: the enlarged city was dropped at the hand-over
    assert ui.focus() == 0


def test_no_view_reaches_into_another_class() -> None:
    assert view_panels.PanelsView not in view.AkropolisView.__mro__
    for name in ("ui.py", "view.py", "view_panels.py", "view_kit.py", "controller.py",
                 "model.py"):
        source = (UI_DIR / name).read_text()
        assert "_memo_map" not in source and "hasattr(" not in source, name
        assert not re.search(r"ctx\.state\b", source), name
