"""Selection, New Hand, passing, drawing, the deck rebuild and the end (spec 5.1, 5.2, 5.6,
5.7, 7; Amb-7, 17, 20, 30, 31, 32, 38)."""

from __future__ import annotations

from game.games.ginkgopolis.data import CARD_BY_NAME as C
from game.games.ginkgopolis.rules import cards
from game.games.ginkgopolis.rules.actions import Choose, Commit, NewHand

from .helpers import RULES, full_city, play, seat, state

U = [f"U-{k}" for k in "ABCDEFGHIJKL"]


def test_selection_is_secret_and_revealed_together() -> None:
    s = state(n=3, first=1, seats=[seat(hand=U[0:4]), seat(hand=U[4:8]), seat(hand=U[8:12])],
              deck=["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3"])
    assert RULES.current_player(s) == 1
    group = RULES.secret_group(s)
    assert group is not None
    a = Commit("U-E")
    assert not RULES.reveals_information(s, a)
    events = RULES.apply(s, a)
    [e] = [e for e in events if e.kind == "commit"]
    assert e.visible_to == frozenset((1,)) and e.redacted is not None
    assert RULES.action_visible_to(s, Commit("U-I")) == frozenset((2,))
    assert RULES.current_player(s) == 2 and RULES.secret_group(s) == group
    RULES.apply(s, Commit("U-I"))
    assert RULES.current_player(s) == 0
    assert RULES.reveals_information(s, Commit("U-A"))
    RULES.apply(s, Commit("U-A"))
    # resolution starts with the first player (seat 1)
    assert RULES.current_player(s) == 1 and s.active == 1
    assert [d.kind for d in s.decisions] == ["exploit_choice"]


def test_new_hand_discards_and_draws_and_may_be_used_twice() -> None:
    s = state(seats=[seat(hand=U[0:4]), seat(hand=U[4:8])],
              deck=["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3", "U-I", "U-J"],
              discard=["U-K", "U-L"])
    assert NewHand() in RULES.legal_actions(s) and RULES.reveals_information(s, NewHand())
    play(s, NewHand())
    assert s.discard == [C[u] for u in ["U-K", "U-L", *U[0:4]]] and s.new_hand[0] == 1
    assert s.hands[0] == [C[c] for c in ("R1", "R2", "R3", "B1")]  # drawn from the top
    assert RULES.current_player(s) == 0  # still seat 0's selection turn
    play(s, NewHand())
    assert s.new_hand[0] == 0 and NewHand() not in RULES.legal_actions(s)
    assert s.hands[0] == [C[c] for c in ("B2", "B3", "Y1", "Y2")]


def test_new_hand_rebuilds_the_deck_when_it_runs_out() -> None:
    s = state(seats=[seat(hand=U[0:4]), seat(hand=U[4:8])], deck=["R1", "R2"],
              discard=["R3", "B1", "B2", "B3", "Y1", "Y2", "Y3", "U-I", "U-J", "U-K", "U-L"])
    play(s, NewHand())
    assert len(s.hands[0]) == 4
    assert len(s.deck) + len(s.discard) == 2 + 11 + 4 - 4
    assert len(s.discard) == 7  # 2 players: 7 set aside at the rebuild


def test_rebuild_adds_pawned_cards_sets_seven_aside_and_clears_pawns() -> None:
    s = state(buildings={(2, 1): (["R15"], 0, True), (0, 1): (["R2", "B9"], 1, True)},
              tokens={"A": [-1, 2], "B": [0, 2], "C": [1, 2], "D": [3, 1], "E": [2, 0],
                      "F": [2, -1], "G": [1, -2], "H": [0, -2], "I": [-1, -2], "J": [-2, -1],
                      "K": [-2, 0], "L": [-2, 1]},
              seats=[seat(hand=U[0:4], tableau=["CH01", "CH02", "CH03"]),
                     seat(hand=U[4:8], tableau=["CH04", "CH05", "CH06", "R2"])],
              deck=[], discard=["R1", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3", "U-I", "U-J",
                                "U-K", "U-L"])
    cards.rebuild(s, None)
    assert not s.pawns
    assert len(s.deck) == 12 + 2 - 7 and len(s.discard) == 7
    assert {C["R15"], C["B9"]} <= set(s.deck + s.discard)


def test_rebuild_safeguard_keeps_one_card() -> None:
    # Amb-31: a 5-card pile in a 2-player game gives a 1-card deck, not an empty one.
    s = state(seats=[seat(hand=U[0:4]), seat(hand=U[4:8])])
    s.discard, s.deck = s.deck[:5], []
    cards.rebuild(s, None)
    assert len(s.deck) == 1 and len(s.discard) == 4
    s.discard, s.deck = [], []
    assert cards.draw(s, None) == -1  # nothing to draw: the draw is skipped


def test_four_players_set_nothing_aside() -> None:
    s = state(n=4, seats=[seat(hand=U[3 * i:3 * i + 3]) for i in range(4)], deck=[],
              discard=["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3"])
    cards.rebuild(s, None)
    assert len(s.deck) == 9 and s.discard == []


def test_passing_moves_unused_cards_clockwise_and_the_first_player_with_them() -> None:
    s = state(n=3, seats=[seat(hand=U[0:4]), seat(hand=U[4:8]), seat(hand=U[8:12])],
              deck=["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3"])
    start = s.round
    play(s, Commit("U-A"), Commit("U-E"), Commit("U-I"))
    for _ in range(3):
        play(s, Choose("resource"))
    assert s.first == 1 and s.round == start + 1
    # seat 1 got seat 0's unused cards, drew first (R1), then seat 2, then seat 0
    assert s.hands[1] == [C[c] for c in ("U-B", "U-C", "U-D", "R1")]
    assert s.hands[2] == [C[c] for c in ("U-F", "U-G", "U-H", "R2")]
    assert s.hands[0] == [C[c] for c in ("U-J", "U-K", "U-L", "R3")]
    assert RULES.current_player(s) == 1


def test_refill_draws_up_to_four() -> None:
    # Amb-38: a hand short of a card (a skipped draw) is made up at the next refill.
    s = state(seats=[seat(hand=U[0:4]), seat(hand=U[4:6])],
              deck=["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3"],
              discard=["U-G", "U-H", "U-I", "U-J", "U-K", "U-L"])
    play(s, Commit("U-A"), Commit("U-E"), Choose("tile"), Choose("tile"))
    # seat 1 (first now) receives U-B..U-D and draws 1; seat 0 receives U-F and draws 3
    assert s.hands[1] == [C[c] for c in ("U-B", "U-C", "U-D", "R1")]
    assert s.hands[0] == [C[c] for c in ("U-F", "R2", "R3", "B1")]


def test_all_resources_placed_ends_after_the_round_even_if_returned() -> None:
    # Amb-20: seat 0 places its last resource; seat 1 then builds on one of its buildings
    # (returning 3 of them), and the game still ends after the round.
    buildings, won = full_city(0)
    a = seat(card="U-B", tile="R18", resources=1, tableau=["CH01", "CH02", "CH03", *won])
    b = seat(hand=[buildings[(-1, 1)][0][2]], tiles=["R19"], resources=5)
    s = state(seats=[a, b], resolved=1, buildings=buildings)
    start = s.round
    assert s.placed(0) == 24 and s.general[0] == 0
    play(s, Commit(b["hand"][0], "R19"))
    assert s.owner[(-1, 1)] == 1 and s.placed(0) == 25 - 3
    assert s.end_triggered and s.phase == "over" and RULES.winners(s)
    assert s.round == start
