"""Akropolis tables for the UI tests: matches at a given moment and the kit's headless
:class:`TableHarness` around them, with short names for what the table shows now (the big
view's seat, its camera, the Confirm popup)."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.engine.protocol import GameConfig, PlayerSpec
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.table import state as ui_state
from game.games.akropolis.table.ui import AkropolisUI
from game.ui.table.camera import Camera
from game.ui.table.harness import TableHarness

RULES = GAME.rules


def config(kind: str) -> GameConfig:
    if kind == "solo":
        return GAME.config((PlayerSpec("Ada"), PlayerSpec("Architect", "automa:metagenes")))
    return GAME.config(int(kind[0]))


def match_at(kind: str, seed: int, moves: int) -> Match:
    m = Match.new(GAME, config(kind), seed)
    rng = Rng(seed + 1000)
    for _ in range(moves):
        if m.is_over:
            break
        m.play(RULES.sample_action(m.state, rng))
    return m


def human_turn(m: Match, rng: Rng) -> None:
    """Play on until a seat with a city is to move (the solo Architect plays itself)."""
    while not m.is_over and m.state.is_architect(m.current_player):
        m.play(RULES.sample_action(m.state, rng))


def harness(m: Match, *, can_act: bool = True, apply: bool = False,
            size: tuple[int, int] = (1280, 720)) -> TableHarness:
    """The table as the seat to move sees it (seat 0 once the game is over); submitted
    actions are only recorded unless ``apply``."""
    return TableHarness(GAME, m, size=size, viewer=max(0, m.current_player), can_act=can_act,
                        apply=apply)


def ui(h: TableHarness) -> AkropolisUI:
    table = h.ui
    assert isinstance(table, AkropolisUI)
    return table


def focus(h: TableHarness) -> int:
    return ui_state.focus(ui(h).model, ui(h).state)


def camera(h: TableHarness, seat: int) -> Camera:
    t = ui(h)
    return ui_state.camera(t.model, t.state, t.lay, seat)


def fitted(h: TableHarness, seat: int) -> Camera:
    return ui(h).model.fitted(seat, ui(h).lay)


def buttons(h: TableHarness) -> dict[str, pygame.Rect]:
    """The Confirm popup of the preview waiting now."""
    t = ui(h)
    return ui_state.preview_buttons(t.model, t.state, t.lay)


def preview_info(h: TableHarness) -> tuple[dict[str, int], int] | None:
    return ui_state.preview_info(ui(h).model, ui(h).state)


def ghost_at(h: TableHarness, pos: tuple[int, int]) -> ui_state.Ghost | None:
    t = ui(h)
    return ui_state.ghost_at(t.model, t.state, t.lay, pos)


def placing(h: TableHarness) -> bool:
    return ui_state.placing(ui(h).model, ui(h).state)
