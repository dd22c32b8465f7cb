"""Saving and loading the real games at every kind of step, mid-turn included."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.engine import CHANCE, Match, Rng, registry
from game.persistence.saves import check_file, load_match, save_match


def _played(game_id: str, n: int, seed: int, steps: int) -> Iterator[Match]:
    """Snapshots of one random game after each step (the match itself is reused)."""
    info = registry.get(game_id)
    match = Match.new(info, info.config(n), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over:
            break
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(info.rules.sample_action(match.state, rng))
        yield match


@pytest.mark.parametrize(("game_id", "n"), [("machi_koro", 2), ("machi_koro", 4),
                                            ("akropolis", 2), ("akropolis", 3)])
def test_save_and_load_restore_every_step_exactly(game_id: str, n: int) -> None:
    rules = registry.get(game_id).rules
    seen_steps: set[str] = set()
    path = None
    for i, match in enumerate(_played(game_id, n, 11, 400)):
        if i % 7:
            continue
        path = save_match(match, path)
        loaded = load_match(path)
        assert not loaded.history_lost and loaded.message is None
        again = loaded.match
        assert rules.position(again.state) == rules.position(match.state)
        assert again.current_player == match.current_player
        assert again.legal_actions() == match.legal_actions()
        assert [e.action for e in again.log] == [e.action for e in match.log]
        assert check_file(path).moves == len(match.log)
        if hasattr(rules, "step_name"):
            seen_steps.add(rules.step_name(match.state))
    if game_id == "machi_koro":  # mid-turn: decisions after the roll, not only turn starts
        assert {"build", "roll"} <= seen_steps
