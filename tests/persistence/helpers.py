"""Shared helpers: seeded toy matches and ways to rewrite a save file in tests."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.engine import CHANCE, GameInfo, Match, Rng
from game.persistence.model import digest


def play(info: GameInfo, seed: int = 7, steps: int | None = None, players: int = 2) -> Match:
    """A toy match played with seeded random decisions for ``steps`` steps (or to the end)."""
    match = Match.new(info, info.config(players), seed)
    rng = Rng(seed ^ 0xABC)
    while not match.is_over and (steps is None or len(match.log) < steps):
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(rng.choice(match.legal_actions()))
    return match


def read_doc(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def write_doc(path: Path, doc: Any, *, rehash: bool = False) -> None:
    """Write ``doc`` as the file (``rehash``: recompute the digest of its position first)."""
    if rehash:
        doc["digest"] = digest(doc["position"])
    path.write_text(json.dumps(doc), encoding="utf-8")


def snapshot(path: Path) -> tuple[bytes, int]:
    """Bytes and modification time: a failed read must leave both unchanged."""
    return path.read_bytes(), os.stat(path).st_mtime_ns


def first_pick_step(doc: dict[str, Any]) -> int:
    """1-based step of the first seat decision (a Pick) in a save's action log."""
    return next(i for i, a in enumerate(doc["actions"], start=1) if a["type"] == "Pick")
