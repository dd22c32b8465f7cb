"""Matches: playing with validation, replay from JSON, and the undo rules."""

from __future__ import annotations

import pytest

from game.engine import CHANCE, IllegalAction, Match, ReplayError
from tests.toygame import GAME as TOY
from tests.toygame import Discard, Done, Draw, Pick, Roll

R = TOY.rules


def _to_first_pick(players: int = 3, seed: int = 4) -> Match:
    """A match at the first secret pick (all deals, the roll and the draws played)."""
    match = Match.new(TOY, TOY.config(players), seed)
    while match.current_player == CHANCE:
        match.play_chance()
    return match


def _pick(match: Match) -> Pick:
    return R.legal_actions(match.state)[0]


def test_new_refuses_a_bad_config() -> None:
    with pytest.raises(ValueError, match="toy takes 2 to 4 players, not 5"):
        Match.new(TOY, TOY.config(5), 1)


def test_play_logs_every_step_and_marks_chance_and_reveals_as_barriers() -> None:
    match = _to_first_pick()
    assert len(match.log) == 3 * 2 + 1 + 3
    assert all(e.player == CHANCE and e.barrier for e in match.log)
    match.play(_pick(match))
    match.play(_pick(match))
    assert [e.barrier for e in match.log[-2:]] == [False, False]
    match.play(_pick(match))  # the last pick reveals all picks
    assert match.log[-1].barrier and match.log[-1].player == 2


def test_play_rejects_illegal_actions_without_logging() -> None:
    match = _to_first_pick()
    before, length = R.position(match.state), len(match.log)
    for bad in (Pick(99), Roll(3), Draw(1), "junk"):
        with pytest.raises(IllegalAction):
            match.play(bad)
    assert R.position(match.state) == before and len(match.log) == length


def test_replay_rebuilds_the_same_position() -> None:
    match = _to_first_pick()
    match.play(_pick(match))
    again = Match.replay(TOY, match.config, match.seed, match.actions_json())
    assert R.position(again.state) == R.position(match.state)
    assert [e.action for e in again.log] == [e.action for e in match.log]


def test_replay_error_names_the_step() -> None:
    match = _to_first_pick()
    actions = match.actions_json()
    bad = actions[:4] + [{"type": "Pick", "card": 3}] + actions[5:]
    with pytest.raises(ReplayError) as err:
        Match.replay(TOY, match.config, match.seed, bad)
    assert err.value.step == 5 and "step 5" in str(err.value)
    with pytest.raises(ReplayError) as err:
        Match.replay(TOY, match.config, match.seed, actions[:2] + [{"type": "Cheat"}])
    assert err.value.step == 3 and "not an action of toy" in err.value.reason
    with pytest.raises(ReplayError) as err:
        Match.replay(TOY, match.config, match.seed, actions + [{"type": "Roll", "value": 2}])
    assert err.value.step == len(actions) + 1


def test_truncated_replays_a_prefix() -> None:
    match = _to_first_pick()
    short = match.truncated(6)
    assert len(short.log) == 6 and short.current_player == CHANCE
    assert R.position(short.state)["die"] is None


def test_a_human_takes_back_their_own_decision() -> None:
    match = _to_first_pick()
    before = R.position(match.state)
    match.play(_pick(match))
    assert match.undo_length(0, [0, 1, 2]) == len(match.log) - 1
    assert match.undo(0, [0, 1, 2])
    assert R.position(match.state) == before and match.current_player == 0


def test_undo_never_goes_past_a_chance_outcome() -> None:
    match = _to_first_pick()
    assert match.undo_length(0, [0, 1, 2]) is None
    before = R.position(match.state)
    assert not match.undo(0, [0, 1, 2])
    assert R.position(match.state) == before


def test_undo_never_goes_past_another_humans_decision() -> None:
    match = _to_first_pick()
    match.play(_pick(match))
    match.play(_pick(match))
    assert match.undo_length(0, [0, 1, 2]) is None
    assert match.undo_length(1, [0, 1, 2]) == len(match.log) - 1


def test_computer_decisions_in_between_are_undone_with_it() -> None:
    match = _to_first_pick()
    before = R.position(match.state)
    match.play(_pick(match))  # seat 0, human
    match.play(_pick(match))  # seat 1, computer
    assert match.current_player == 2
    assert match.undo_length(0, [0, 2]) == len(match.log) - 2
    assert match.undo(0, [0, 2])
    assert R.position(match.state) == before and match.current_player == 0


def test_undo_never_goes_past_a_reveal() -> None:
    match = _to_first_pick()
    for _ in range(3):
        match.play(_pick(match))
    assert match.current_player == 0 and match.state.stack  # the discards after the reveal
    assert match.undo_length(2, [0, 1, 2]) is None
    assert match.undo_length(2, [2]) is None


def _to_discards(players: int = 3, seed: int = 4) -> Match:
    """A match just after the first reveal: seat 0 is to discard."""
    match = _to_first_pick(players, seed)
    for _ in range(players):
        match.play(_pick(match))
    return match


def test_undo_takes_back_micro_actions_one_at_a_time_down_to_the_reveal() -> None:
    match = _to_discards()
    start = R.position(match.state)
    hand = list(match.state.hands[0])
    match.play(Discard(hand[0]))
    one = R.position(match.state)
    match.play(Discard(hand[1]))
    version = match.version
    assert match.undo(0, [0, 1, 2])  # the second discard only
    assert R.position(match.state) == one and match.version > version
    assert match.undo(0, [0, 1, 2])  # then the first
    assert R.position(match.state) == start
    assert not match.undo(0, [0, 1, 2])  # the reveal (the last pick) is a barrier
    assert R.position(match.state) == start


def test_undo_of_micro_actions_stops_at_another_humans_decision() -> None:
    match = _to_discards()
    match.play(Discard(match.state.hands[0][0]))
    match.play(Done())  # seat 0 is finished; seat 1 (human) decides
    match.play(Done())
    assert match.current_player == 2
    assert match.undo_length(0, [0, 1, 2]) is None  # never past seat 1's step
    assert match.undo_length(1, [0, 1, 2]) == len(match.log) - 1
    # With seat 1 a computer, seat 0 takes back its Done (and seat 1's step with it)...
    before_done = match.truncated(len(match.log) - 2)
    assert match.undo(0, [0, 2])
    assert R.position(match.state) == R.position(before_done.state)
    assert match.current_player == 0 and match.state.stack.top.get("count") == 1
    # ...then its discard, one at a time.
    assert match.undo(0, [0, 2]) and match.state.stack.top.get("count") == 0


def test_undo_walks_back_over_a_nested_decision_step_by_step() -> None:
    match = _to_discards(seed=5)
    played = match.state.reveals[-1][0]
    assert played in match.state.hands[0]  # seed 5: seat 0 holds another card like its pick
    match.play(Discard(played))
    assert match.state.stack.top.kind == "award"
    match.play(R.legal_actions(match.state)[1])
    assert match.state.stack.top.kind == "discard"
    assert match.undo(0, [0, 1, 2]) and match.state.stack.top.kind == "award"
    assert match.undo(0, [0, 1, 2]) and match.state.stack.top.get("count") == 0
    assert not match.undo(0, [0, 1, 2])  # nothing of seat 0's left in this log
