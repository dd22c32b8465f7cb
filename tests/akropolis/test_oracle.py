"""The stack-reading solo planner used to measure the Callicrates target (never a player)."""

from __future__ import annotations

import json

from game.engine.match import Match
from game.engine.protocol import TERMINAL, PlayerSpec
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.ai.eval import seat_turns, turns_left
from game.games.akropolis.ai.hooks import ranked
from tools.akropolis.oracle import _to_player, lookahead_move, main, margin, solve

RULES = GAME.rules


def _solo_start(seed: int):
    specs = (PlayerSpec("Me"), PlayerSpec("Architect", "automa:callicrates"))
    return Match.new(GAME, GAME.config(specs), seed).state


def _greedy_until_last_turn(seed: int, turns: int = 1):
    """A solo game played greedily until the player has exactly ``turns`` turns left."""
    s = _solo_start(seed)
    while True:
        assert _to_player(RULES, s, 0) == 0
        if seat_turns(s, 0, turns_left(s)) == turns:
            return s
        RULES.apply(s, ranked(RULES, s, RULES.legal_actions(s), 10, 1)[0])


def test_last_turn_finds_the_best_move_of_all():
    s = _greedy_until_last_turn(3)
    brute = []
    for act in RULES.legal_actions(s):
        child = s.clone()
        RULES.apply(child, act)
        assert _to_player(RULES, child, 0) == TERMINAL
        brute.append(margin(RULES, child, 0))
    n = len(brute)
    line, final = solve(RULES, s, beam=n, width=n, per_slot=None)
    assert len(line) == 1
    assert margin(RULES, final, 0) == max(brute)
    assert RULES.current_player(final) == TERMINAL


def test_line_replays_to_the_final_state():
    start = _solo_start(5)
    line, final = solve(RULES, start, beam=2, width=2)
    assert len(line) == 18  # every turn of the player in a solo game
    s = start.clone()
    for act in line:
        _to_player(RULES, s, 0)
        assert act in RULES.legal_actions(s)
        RULES.apply(s, act)
    assert _to_player(RULES, s, 0) == TERMINAL
    assert RULES.position(s) == RULES.position(final)


def test_wider_search_on_a_late_position_never_does_worse_than_one_line():
    s = _greedy_until_last_turn(7)
    # one turn left: the widest search sees every move the narrow one sees
    _, narrow = solve(RULES, s, beam=1, width=1)
    _, wide = solve(RULES, s, beam=50, width=50)
    assert margin(RULES, wide, 0) >= margin(RULES, narrow, 0)


def test_command_line_summary(capsys):
    assert main(["--games", "1", "--seed", "2", "--beam", "2", "--width", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["summary"]["games"] == 1
    g = data["games"][0]
    assert data["summary"]["wins"] == int(g["won"])
    # the summary reports the very game the planner plays from seed 2, winner and all
    _, final = solve(RULES, _solo_start(2), beam=2, width=2)
    assert g["seed"] == 2
    assert g["scores"] == [s.total for s in RULES.scores(final)]
    assert g["won"] == (0 in RULES.winners(final))
    assert data["summary"]["mean"] == [float(v) for v in g["scores"]]


def test_honest_lookahead_ignores_the_stack_order():
    s = _greedy_until_last_turn(11, turns=4)
    assert len(s.stacks) >= 2
    other = s.clone()
    tiles = [t for stack in s.stacks for t in stack][::-1]  # same tiles, another order
    other.stacks = []
    for stack in s.stacks:
        other.stacks.append(tiles[:len(stack)])
        tiles = tiles[len(stack):]
    assert other.stacks != s.stacks
    a = lookahead_move(RULES, s, Rng(4), root=3, worlds=2, beam=2, width=2)
    b = lookahead_move(RULES, other, Rng(4), root=3, worlds=2, beam=2, width=2)
    assert a == b
    assert a in RULES.legal_actions(s)
