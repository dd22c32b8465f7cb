"""Watching a hot-seat game for leaks: every string the window renders and every log line is
checked against the other seats' private values, and each frame a seat sees must not change
when the hidden parts of the position change (the game's ``hidden_variants``).

Each game's test package supplies ``private_texts(state, seat) -> set[str]`` (what only
``seat`` may read) and ``hidden_variants(state, seat) -> list[dict]`` (positions that look
the same to ``seat``), in ``tests.<package>.variants``.
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pygame

from game.app.scenes.table import TableScene
from game.app.table_log import EVERYONE
from game.engine import CHANCE, GameInfo, Match, PlayerSpec, Rng
from game.ui.table.harness import Recorder, record_text

PACKAGES = {"toy": "toygame"}
"""Test package of a game whose folder under tests/ is not named like its id."""


def variants_module(info: GameInfo) -> ModuleType:
    return importlib.import_module(f"tests.{PACKAGES.get(info.id, info.id)}.variants")


class Forbidden:
    """Texts one viewer must not read. A bare number counts only as a whole rendered string
    (a card face), since numbers fill every public label; anything else also counts inside a
    longer string, as a whole word or words."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.exact = {t for t in texts if t}
        words = sorted((t for t in self.exact if not t.strip().isdigit()), key=len, reverse=True)
        self.pattern = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in words)) \
            if words else None

    def hits(self, text: str) -> str | None:
        if text in self.exact:
            return text
        if self.pattern is not None:
            found = self.pattern.search(text)
            if found:
                return found.group(0)
        return None


def forbidden_for(mod: ModuleType, state: Any, viewer: int | None, seats: int) -> Forbidden:
    own = set(mod.private_texts(state, viewer)) if viewer is not None else set()
    others: set[str] = set()
    for seat in range(seats):
        if seat != viewer:
            others |= set(mod.private_texts(state, seat))
    return Forbidden(others - own)


@dataclass
class Watch:
    """What one watched game found."""

    leaks: list[str] = field(default_factory=list)
    """Another seat's private text in a frame or a log line."""
    differences: list[str] = field(default_factory=list)
    """A frame that changed with the hidden parts of the position."""
    frames: int = 0
    variants: int = 0
    actions: int = 0


def hot_seat_match(info: GameInfo, seed: int) -> Match:
    n = max(2, info.min_players)
    players = tuple(PlayerSpec(f"P{i + 1}", "human", info.seat_colour(None, i)) for i in range(n))
    return Match.new(info, info.config(players), seed)


def draw_strings(table: TableScene, surface: pygame.Surface, rec: Recorder) -> list[str]:
    """The strings the table renders in one draw (recorded by ``rec``)."""
    rec.take()
    table.draw(surface)
    return rec.take()


def compare_variants(table: TableScene, mod: ModuleType, viewer: int, surface: pygame.Surface,
                     watch: Watch, rec: Recorder) -> None:
    """The viewer's frame must read the same over every position that looks the same to it."""
    match = table.match
    real = match.state
    before = sorted(draw_strings(table, surface, rec))
    try:
        for position in mod.hidden_variants(real, viewer):
            match.state = match.rules.from_position(position)
            match.touched()
            after = sorted(draw_strings(table, surface, rec))
            watch.variants += 1
            if after != before:
                extra = sorted(set(after) ^ set(before))[:6]
                watch.differences.append(
                    f"{match.info.id}: seat {viewer}'s frame changed with hidden values: {extra}")
    finally:
        match.state = real
        match.touched()


def watch_game(app: Any, info: GameInfo, seed: int, steps: int = 40) -> Watch:
    """Play a hot-seat game with random legal moves through the table, checking as it goes
    (every string drawn is recorded, caches bypassed)."""
    with record_text() as rec:
        return _watch(app, info, seed, steps, rec)


def _watch(app: Any, info: GameInfo, seed: int, steps: int, rec: Recorder) -> Watch:
    mod = variants_module(info)
    match = hot_seat_match(info, seed)
    table = TableScene(app, match)
    app.stack.push(table)
    n = match.config.num_players
    rng = Rng(seed)
    picker = random.Random(seed)
    scratch = pygame.Surface(app.size)
    watch = Watch()
    logged: set[int] = set()
    # Log lines are checked when written, against the position of their time (a card drawn
    # in secret and played later is no secret any more), so the panel is left out of frames.
    table.log_list.visible = False

    def check(strings: list[str], viewer: int | None, where: str) -> None:
        bad = forbidden_for(mod, match.state, viewer, n)
        for text in strings:
            hit = bad.hits(text)
            if hit is not None:
                watch.leaks.append(f"{info.id} {where} for viewer {viewer}: {hit!r} in {text!r}")

    def check_log() -> None:
        for entry in table.table_log.entries:
            if id(entry) in logged:
                continue
            logged.add(id(entry))
            for viewer in [None, *range(n)]:
                lines = entry.lines.get(viewer, entry.lines.get(EVERYONE, []))
                check([text for text, _ in lines], viewer, "log")

    def frame() -> None:
        rec.take()
        app.frame(0.1)
        out = rec.take()
        top = app.stack.top
        viewer = table.ctx.viewer if top is table else None
        watch.frames += 1
        check(out, viewer, f"frame ({getattr(top, 'name', None)})")
        if top is table and table.log_lines != table.table_log.lines(viewer, table.log_upto):
            watch.leaks.append(f"{info.id}: the log panel shows another viewer's lines")

    for _ in range(steps):
        for _ in range(300):
            frame()
            top = app.stack.top
            if top is not None and top.name == "handoff":
                top.ready()
                continue
            if top is table and table.ui_holds_turn():
                table.end_held_turn()  # the last human ends their turn first
                continue
            if top is not table or match.is_over or table.ctx.can_act:
                break
            if match.current_player == CHANCE and table.ui_holds_chance():
                table.play_held_chance()
        check_log()
        if app.stack.top is not table or match.is_over or not table.ctx.can_act:
            break
        viewer = table.ctx.viewer
        assert viewer is not None and viewer == match.current_player
        if picker.random() < 0.5:
            compare_variants(table, mod, viewer, scratch, watch, rec)
        table.ctx.submit(match.rules.sample_action(match.state, rng))
        watch.actions += 1
    check_log()
    return watch

