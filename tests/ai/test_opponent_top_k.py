"""``opponent_top_k``: below the root, other seats only try their first k candidates."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.ai import make_player
from game.ai.hooks import load_hooks
from tests.ai import stubgame
from tests.ai.stubgame import STUB, NimRules, Take


class SpyRules(NimRules):
    """Records, for every move a player makes, whether it was that seat's largest card."""

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[tuple[int, bool]] = []

    def apply(self, state: Any, action: Any, *, check: bool = True) -> Any:
        mover = self.current_player(state)
        if isinstance(action, Take):
            top = max(a.card for a in self.legal_actions(state) if isinstance(a, Take))
            self.moves.append((mover, action.card == top))
        return super().apply(state, action, check=check)


def _search(top_k: int) -> list[tuple[int, bool]]:
    rules = SpyRules()
    info = dataclasses.replace(STUB, rules=rules)
    hooks = dataclasses.replace(
        load_hooks(STUB), evaluate=stubgame.evaluate,
        candidate_actions=lambda r, s, actions: sorted(actions, key=lambda a: -a.card),
        presets={"hard": {"opponent_top_k": top_k, "rollout_depth": 0}})
    state = rules.from_position({
        "n": 2, "pile": 20, "turn": 0, "boost": 0, "hands": [[1, 1, 2, 3], [1, 2, 3, 3]],
        "deck": [1] * 5 + [2] * 6 + [3] * 5, "played": [], "winner": None, "rng": 9})
    make_player("hard", info, 4, iterations=150, hooks=hooks).choose(state, 0)
    return rules.moves


def test_other_seats_play_only_their_first_candidate_below_the_root() -> None:
    moves = _search(1)
    theirs = [top for seat, top in moves if seat == 1]
    mine = [top for seat, top in moves if seat == 0]
    assert theirs and all(theirs)
    assert not all(mine)  # the searcher itself still tries every candidate


def test_off_by_default_every_candidate_is_tried() -> None:
    theirs = [top for seat, top in _search(0) if seat == 1]
    assert theirs and not all(theirs)
