"""Saving and loading the real games at every kind of step, mid-turn included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.engine import CHANCE, Match, Rng, registry
from game.games.ginkgopolis.rules.state import GState
from game.games.twentieth_century.rules.state import TCState
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


def _hidden_game_saves(game_id: str, n: int, seed: int, wanted: dict[str, Any],
                       steps: int = 3000) -> set[str]:
    """Save and load a seeded random game of a hiding game at every step that ``wanted``
    names (a predicate on the state per situation); each load must restore the state
    exactly and give every viewer the very observation it had."""
    rules = registry.get(game_id).rules
    seen: set[str] = set()
    path = None
    for match in _played(game_id, n, seed, steps):
        hits = [name for name, test in wanted.items()
                if name not in seen and test(match.state)]
        if not hits:
            continue
        seen.update(hits)
        path = save_match(match, path)
        again = load_match(path).match
        assert rules.position(again.state) == rules.position(match.state), hits
        assert again.legal_actions() == match.legal_actions()
        for viewer in [None, *range(n)]:
            assert rules.position(again.seen_by(viewer)) == \
                rules.position(match.seen_by(viewer)), (hits, viewer)
        if len(seen) == len(wanted):
            break
    return seen


def test_ginkgopolis_saves_mid_round_after_some_secret_picks() -> None:
    def some_picked(st: GState) -> bool:
        return st.phase == "select" and 0 < sum(c >= 0 for c in st.card) < st.n

    def resolving(st: GState) -> bool:
        return st.phase != "select"

    wanted = {"some secret picks": some_picked, "resolution": resolving}
    assert _hidden_game_saves("ginkgopolis", 3, 5, wanted) == set(wanted)


def test_twentieth_century_saves_mid_auction_and_mid_maintenance() -> None:
    def bidding(st: TCState) -> bool:
        return st.phase == "auction" and st.lot is not None

    def maintaining(st: TCState) -> bool:
        top = st.stack.top
        return top is not None and top.kind in ("attach", "uses")

    wanted = {"mid-auction": bidding, "mid-maintenance": maintaining}
    assert _hidden_game_saves("twentieth_century", 4, 5, wanted) == set(wanted)
