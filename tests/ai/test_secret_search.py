"""Secret simultaneous steps in the search: a later picker never sees an earlier pick.

"Secret pennies" (tests/ai/pennies.py) punishes the paranoid search: believing the seeker
sees its pick, the hider folds every time; the decoupled search knows heads and tails win
half the time against a seeker who cannot see them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.ai import make_player
from game.ai.ismcts import JOINT_KEY, SEAT_KEY, IsmctsPlayer, Node
from game.engine import CHANCE, Match
from tests.ai.pennies import FOLD, PENNIES, Coin
from tests.ai.stubgame import STUB
from tests.toygame import GAME as TOY
from tests.toygame import Pick

GAMES = 40
ITERATIONS = 200


def _hard(info: Any, seed: int, paranoid: bool = False) -> IsmctsPlayer:
    player = make_player("hard", info, seed, iterations=ITERATIONS)
    assert isinstance(player, IsmctsPlayer)
    player.params["paranoid_secrets"] = paranoid
    player.keep_tree = True
    return player


def _tournament(paranoid: bool) -> tuple[int, Counter[int]]:
    """Seeded games of the hard hider against a seeker that guesses the hider's most
    frequent pick so far (it remembers across games, never sees the pending pick)."""
    wins, seen, picks = 0, Counter[int](), Counter[int]()
    for game in range(GAMES):
        match = Match.new(PENNIES, PENNIES.config(2), game)
        hider = _hard(PENNIES, 1000 + game, paranoid)
        guess = Coin(max((0, 1), key=lambda side: seen[side]))
        while not match.is_over:
            if match.current_player == CHANCE:
                match.play_chance()
            elif match.current_player == 0:
                pick = hider.choose(match.state, 0)
                picks[pick.side] += 1
                match.play(pick)
            else:
                match.play(guess)
        seen.update(h for h, _ in match.state.picks)
        wins += PENNIES.rules.winners(match.state) == [0]
    return wins, picks


def test_the_decoupled_search_beats_the_paranoid_one_at_secret_pennies() -> None:
    honest_wins, honest_picks = _tournament(paranoid=False)
    paranoid_wins, paranoid_picks = _tournament(paranoid=True)
    assert paranoid_picks[FOLD] >= GAMES * 0.85  # "every pick is punished": it folds
    assert honest_picks[FOLD] <= GAMES * 0.25
    assert honest_wins >= paranoid_wins + GAMES // 5, (honest_wins, paranoid_wins)


def _keys(node: Node) -> set[Any]:
    return {k[0] if isinstance(k, tuple) and k and k[0] in (SEAT_KEY, JOINT_KEY) else "action"
            for k in node.children}


def test_later_pickers_decide_under_their_own_node_and_the_tree_goes_on_by_joint_picks() -> None:
    hider = _hard(PENNIES, 3)
    state = PENNIES.rules.new_game(PENNIES.config(2, rounds=2), 3)
    hider.choose(state, 0)
    root = hider.last_tree
    assert root is not None
    seeker = root.children[(SEAT_KEY, 1)]
    assert set(seeker.children) == {Coin(0), Coin(1)}  # its picks, whatever the hider's
    assert all(isinstance(k, Coin) or k[0] in (SEAT_KEY, JOINT_KEY) for k in root.children)
    joint = [k for k in root.children if isinstance(k, tuple) and k[0] is JOINT_KEY]
    assert joint and all(len(k[1]) == 2 for k in joint)  # (hider's pick, seeker's pick)
    for key in joint:  # the second round is a new step, anchored at the joint node
        assert _keys(root.children[key]) <= {"action", SEAT_KEY}
    for pick in (Coin(0), Coin(1)):  # the hider's own nodes never hold the seeker's picks
        assert not root.children[pick].children or _keys(root.children[pick]) == {"action"}


def test_the_paranoid_search_lets_the_later_picker_see_the_pick() -> None:
    hider = _hard(PENNIES, 3, paranoid=True)
    hider.choose(PENNIES.rules.new_game(PENNIES.config(2), 3), 0)
    root = hider.last_tree
    assert root is not None and (SEAT_KEY, 1) not in root.children
    assert set(root.children[Coin(0)].children) <= {Coin(0), Coin(1)}  # the seeker, below


def test_a_searcher_picking_after_others_is_the_anchor_of_the_later_seats() -> None:
    rules = TOY.rules
    state = rules.from_position({
        "game": "toy", "players": 3, "rounds": 2, "round": 0, "die": 4,
        "deck": [1, 2, 3, 4, 5, 6], "hands": [[9], [5, 7], [1, 8]],
        "picks": [2, None, None], "to_draw": [], "reveals": [], "discards": [[], [], []],
        "stack": [], "cards": [0, 0, 0], "bonus": [0, 0, 0], "gifts": [0, 0, 0], "rng": 42})
    player = _hard(TOY, 5)
    assert player.choose(state, 1) in (Pick(5), Pick(7))
    root = player.last_tree
    assert root is not None
    later = root.children[(SEAT_KEY, 2)]  # seat 2 decides without seeing seat 1's pick
    assert later.visits and later.children and all(isinstance(k, Pick) for k in later.children)
    for pick in (Pick(5), Pick(7)):  # nothing of seat 2 hangs under seat 1's own picks
        assert root.children[pick].children == {}
    assert (SEAT_KEY, 0) not in root.children  # seat 0 picked before the root


def test_games_without_secret_steps_never_ask_for_groups(monkeypatch) -> None:
    for info, asks in ((STUB, False), (TOY, True)):
        rules, calls = info.rules, []

        def counted(s: Any, inner: Any = rules.secret_group, calls: list[int] = calls) -> Any:
            calls.append(1)
            return inner(s)

        monkeypatch.setattr(rules, "secret_group", counted)
        state = rules.new_game(info.config(2), 1)
        while rules.current_player(state) == CHANCE:
            rules.apply(state, rules.sample_chance(state))
        make_player("hard", info, 1, iterations=50).choose(state, rules.current_player(state))
        assert bool(calls) == asks, info.id  # the toy has a secret step: there it asks
