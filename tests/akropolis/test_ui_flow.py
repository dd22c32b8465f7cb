"""One-way data flow at the Akropolis table: events go to the controller with the model, the
UI state and the layout; only the controller writes the UI state; the model answers from the
redacted state, cached per match version; the view only reads and hands back the tooltip;
no part but ``ui.py`` knows the table's context or the GameUI."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pygame
import pytest

from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.table import controller, view, view_panels
from game.games.akropolis.table import state as ui_state
from game.games.akropolis.table.state import UIState
from game.ui.table.harness import TableHarness

from .tables import RULES, focus, harness, human_turn, match_at, preview_info, ui

UI_DIR = Path(__file__).resolve().parents[2] / "game" / "games" / "akropolis" / "table"
PARTS = ("controller", "guide", "layout", "state", "view", "view_city", "view_panels", "art",
         "anim", "words")
"""Every part of the table but ``ui`` (which composes them) and ``model`` (which asks)."""


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
    m.seen_by = lambda v: seen  # what the table may know, and nothing more
    m.state = Unreachable()
    try:
        h = TableHarness(GAME, m, viewer=viewer, can_act=True, apply=False)
        for name in h.ui.views():
            h.ui.set_view(name)
            h.draw()
        for seat in range(len(seen.cities)):
            h.move(ui(h).lay.panels[seat].center)
        for pos in h.ui.clicks_for(action):
            h.click(pos)
        assert h.submitted == [action]
        assert ui(h).model.state is seen
    finally:
        m.state = real
        del m.seen_by


def test_answers_are_cached_per_match_version_only() -> None:
    m = match_at("2p", 22, 4)
    h = harness(m)
    model = ui(h).model
    seat = m.current_player
    legal = model.legal_spots(seat)
    misses = model.misses
    assert model.legal_spots(seat) is legal and model.misses == misses  # asked twice: free
    assert legal == RULES.legal_placements(m.state, seat)
    # a change behind the match's back is not seen until the version moves
    RULES.apply(m.state, RULES.legal_actions(m.state)[0])
    assert model.legal_spots(seat) is legal
    m.touched()
    assert model.legal_spots(seat) == [] and model.legal_spots(m.current_player) == \
        RULES.legal_placements(m.state, m.current_player)
    version = m.version
    m.play(RULES.legal_actions(m.state)[0])
    assert m.version == version + 1
    assert model.state is m.seen_by(h.ctx.viewer)


def _snapshot(state: UIState) -> tuple:
    return dataclasses.astuple(state)


def test_drawing_and_asking_never_write_the_ui_state() -> None:
    m = match_at("3p", 23, 12)
    h = harness(m)
    t = ui(h)
    action = RULES.legal_actions(m.state)[3]
    clicks = h.ui.clicks_for(action)
    for pos in clicks[:-1]:
        h.click(pos)
    h.key(pygame.K_PLUS)  # a camera of the player's own
    before = _snapshot(t.state)
    for _ in range(3):
        h.draw()
        h.ui.guide()
        focus(h)
        preview_info(h)
        ui_state.ghost_at(t.model, t.state, t.lay, t.lay.city.center)
        ui_state.holding(t.model, t.state)
        ui_state.placing(t.model, t.state)
        ui_state.preview_buttons(t.model, t.state, t.lay)
        h.ui.clicks_for(action)
    assert _snapshot(t.state) == before
    assert preview_info(h) == RULES.preview(m.state, action)


def test_hand_over_shows_the_new_viewer_its_own_city() -> None:
    m = match_at("3p", 24, 0)
    h = harness(m)
    h.click(ui(h).lay.panels[2].center)
    assert focus(h) == 2
    h.look(1)  # the next player sits down
    assert focus(h) == 1
    h.frame()
    h.look(0)  # and back: the enlarged city was dropped at the hand-over
    assert focus(h) == 0


def test_the_controller_answers_a_reply_and_the_ui_carries_it_out() -> None:
    m = match_at("2p", 25, 4)
    h = harness(m)
    t = ui(h)
    action = RULES.legal_actions(m.state)[2]
    clicks = h.ui.clicks_for(action)
    for pos in clicks[:-1]:
        h.click(pos)
    confirm = clicks[-1]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=confirm, button=1)
    reply = controller.handle(down, t.model, t.state, t.lay)
    assert reply.consumed and reply.action == action and h.submitted == []  # not played yet
    assert t.state.selected is None and t.state.preview is None
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    assert controller.handle(motion, t.model, t.state, t.lay).action is None


def _source(name: str) -> str:
    return (UI_DIR / f"{name}.py").read_text()


def test_no_part_holds_the_table_or_its_context() -> None:
    assert view_panels.draw_panels.__module__ != view.AkView.__module__
    assert not (UI_DIR / "parts.py").exists() and not (UI_DIR / "view_kit.py").exists()
    for name in (*PARTS, "ui", "model"):
        source = _source(name)
        assert "_memo_map" not in source and "hasattr(" not in source, name
        assert not re.search(r"ctx\.state\b", source), name
        assert not re.search(r"\bAny\b", source), name
    for name in PARTS:
        source = _source(name)
        assert not re.search(r"\bctx\b", source), f"{name} reaches the table's context"
        assert not re.search(r"\b(GameUI|AkropolisUI|TableContext)\b", source), name
        imported = {node.module for node in ast.walk(ast.parse(source))
                    if isinstance(node, ast.ImportFrom) and node.module}
        assert "ui" not in imported, f"{name} imports the table"
        if name not in ("controller", "guide"):  # a Reply, a Callout: nothing else of it
            assert "game.ui.table.contract" not in imported, name
        # the model is the one reader of the match and the rules
        assert not re.search(r"\w\.(match|rules)\b", source), name


def test_only_the_controller_writes_the_ui_state() -> None:
    """Writers of ``st.<field>`` or ``state.<field>`` (the UI state's name in the parts) are
    found in the controller only."""
    fields = {f.name for f in dataclasses.fields(UIState)}
    for name in PARTS:
        if name == "controller":
            continue
        for node in ast.walk(ast.parse(_source(name))):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AugAssign | ast.AnnAssign) else []
            for target in targets:
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                        and target.value.id in ("st", "state") and target.attr in fields:
                    raise AssertionError(f"{name} writes the UI state ({target.attr})")
        for call in ("st.cams.", "st.drag."):
            writes = re.findall(re.escape(call) + r"(zoom|pan|fit|clear|start|move|end)\(",
                                _source(name))
            assert not writes, f"{name} moves a camera or a drag"
