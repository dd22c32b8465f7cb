"""The toy game's own rules: chance nodes, the secret pick, reveal, scoring, positions."""

from __future__ import annotations

import copy

import pytest

from game.engine import CHANCE, TERMINAL, IllegalAction, PositionError, Rng
from game.engine.protocol import NOT_LEGAL
from tests.toygame import GAME, Award, Discard, Done, Draw, Pick, Roll

R = GAME.rules


def _position(**changes):
    base = {"game": "toy", "players": 3, "rounds": 2, "round": 0, "die": 4,
            "deck": [1, 2, 3, 4, 5, 6], "hands": [[2, 9], [5, 7], [1, 8]],
            "picks": [None, None, None], "to_draw": [], "reveals": [],
            "discards": [[], [], []], "stack": [],
            "cards": [0, 0, 0], "bonus": [0, 0, 0], "gifts": [0, 0, 0], "rng": 42}
    base.update(changes)
    return base


def test_setup_deals_two_cards_each_by_chance_then_rolls() -> None:
    s = R.new_game(GAME.config(3), seed=1)
    assert R.current_player(s) == CHANCE and R.legal_actions(s) == []
    outcomes = R.chance_outcomes(s)
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert dict(outcomes)[Draw(5)] == pytest.approx(4 / 40)
    for _ in range(6):
        R.apply(s, R.sample_chance(s))
    assert [len(h) for h in s.hands] == [2, 2, 2] and len(s.deck) == 34
    assert R.chance_outcomes(s) == [(Roll(v), pytest.approx(1 / 6)) for v in range(1, 7)]
    R.apply(s, Roll(3))
    assert s.die == 3 and R.current_player(s) == CHANCE  # each seat now draws one card


def test_a_draw_takes_the_named_card_and_the_sampled_draw_is_the_deck_top() -> None:
    s = R.from_position(_position(to_draw=[1], deck=[6, 3, 3]))
    assert R.sample_chance(s) == Draw(6)
    R.apply(s, Draw(3))
    assert s.hands[1] == [3, 5, 7] and s.deck == [6, 3]
    with pytest.raises(IllegalAction):
        R.apply(s, Draw(9))


def test_pending_pick_is_secret_until_everyone_has_chosen() -> None:
    s = R.from_position(_position())
    assert R.current_player(s) == 0
    assert R.legal_actions(s) == [Pick(2), Pick(9)]
    events = R.apply(s, Pick(9))
    assert [e.kind for e in events] == ["pick"] and events[0].data == {"card": 9}
    assert events[0].for_viewer(0) is events[0]
    assert events[0].for_viewer(1).kind == "picked" and events[0].for_viewer(1).data == {}
    assert events[0].for_viewer(None).kind == "picked"
    assert R.current_player(s) == 1
    seen_by_1 = R.observation(s, 1)
    assert seen_by_1["picked"] == [True, False, False] and seen_by_1["my_pick"] is None
    assert seen_by_1["hand_sizes"] == [1, 2, 2] and 9 not in seen_by_1["hand"]
    assert R.observation(s, 0)["my_pick"] == 9
    # Two states differing only in seat 0's pending pick look the same to seat 1.
    other = R.from_position(_position(hands=[[9], [5, 7], [1, 8]], picks=[2, None, None]))
    assert R.observation(other, 1) == seen_by_1
    assert not R.reveals_information(s, Pick(5))
    R.apply(s, Pick(7))
    assert R.reveals_information(s, Pick(8))  # the last pick reveals them all
    events = R.apply(s, Pick(8))
    reveal = events[-1]
    assert reveal.kind == "reveal" and reveal.data == {"picks": [9, 7, 8], "bonus_to": [0]}
    assert s.reveals == [[9, 7, 8]] and s.picks == [None, None, None] and s.round == 1
    assert R.current_player(s) == 0 and R.secret_group(s) is None  # discards are public


def test_highest_picks_share_the_die_and_scores_break_down() -> None:
    s = R.from_position(_position(hands=[[9], [9], [1]]))
    for card in (9, 9, 1):
        R.apply(s, Pick(card))
    scores = R.scores(s)
    assert [sc.total for sc in scores] == [13, 13, 1]
    assert scores[0].breakdown == {"cards": 9, "bonus": 4, "discards": 0, "gifts": 0}
    assert R.turn_count(s) == 1 and R.winners(s) == []


def test_game_ends_after_the_rounds_with_shared_winners() -> None:
    s = R.from_position(_position(rounds=1, hands=[[2, 9], [9], [1]]))
    for card in (9, 9, 1):
        R.apply(s, Pick(card))
    assert R.current_player(s) == 0  # only seat 0 holds a card: it alone may discard
    assert R.winners(s) == []  # the discards of the last round are still to come
    R.apply(s, Done())
    assert R.current_player(s) == TERMINAL
    assert R.winners(s) == [0, 1]
    with pytest.raises(IllegalAction):
        R.apply(s, Roll(2))


def test_picking_a_card_not_held_is_refused_with_a_reason() -> None:
    s = R.from_position(_position())
    before = R.position(s)
    with pytest.raises(IllegalAction, match=NOT_LEGAL):
        R.apply(s, Pick(5))
    with pytest.raises(IllegalAction):
        R.apply(s, Roll(4))  # a chance outcome at a decision
    assert R.position(s) == before


def test_determinize_resamples_only_what_the_seat_cannot_see() -> None:
    s = R.from_position(_position(hands=[[9], [5, 7], [1, 8]], picks=[2, None, None]))
    hidden = set()
    for k in range(40):
        d = R.determinize(s, 1, Rng(k))
        assert d.hands[1] == [5, 7] and d.die == 4 and d.cards == s.cards
        assert R.observation(d, 1) == R.observation(s, 1)
        assert d.picks[0] is not None and d.picks[2] is None
        hidden.add((d.picks[0], tuple(d.hands[0]), tuple(d.hands[2]), tuple(d.deck)))
        assert d.rng != s.rng
    assert len(hidden) > 30  # the pending pick, other hands and the deck order all vary
    assert R.position(s) == R.position(R.from_position(R.position(s)))  # s untouched


def test_replaying_outcomes_leaves_the_same_generator_as_sampling_them() -> None:
    a = R.new_game(GAME.config(2), seed=9)
    b = R.new_game(GAME.config(2), seed=9)
    rng = Rng(1)
    while not R.is_over(a):
        action = R.sample_chance(a) if R.current_player(a) == CHANCE else R.sample_action(a, rng)
        R.apply(a, action)
        R.apply(b, action)
    assert R.position(a) == R.position(b)


@pytest.mark.parametrize("change", [
    {"players": 5}, {"rounds": 0}, {"round": 3}, {"die": 7}, {"deck": [11]},
    {"deck": "123"}, {"hands": [[1], [2]]}, {"picks": [1, None]}, {"to_draw": [3]},
    {"bonus": [0, 0]}, {"cards": [0]}, {"reveals": [[1, 2, 3]]}, {"round": 1, "reveals": [[1, 2]]},
    {"round": 1, "reveals": [[11, 1, 1]]}, {"rng": -1}, {"rng": "x"}, {"game": "chess"},
    {"deck": [1, 1, 1, 1], "hands": [[1], [5], [6]]},         # five copies of a 1
    {"deck": [1, 1], "round": 1, "reveals": [[1, 1, 1]]},      # five again, two played
    {"die": None, "picks": [2, None, None], "hands": [[9], [5], [1]]},  # pick before the roll
    {"hands": [[], [5], [6]]},                                 # seat 0 must pick, holds nothing
    {"round": 2, "die": 3, "reveals": [[1, 2, 3]] * 2},        # game over with a roll pending
    {"to_draw": [0, 1, 2], "deck": [1]},                       # deck cannot cover the draws
])
def test_bad_positions_are_refused(change) -> None:
    with pytest.raises(PositionError):
        R.from_position(_position(**change))
    bad = _position()
    del bad["deck"]
    with pytest.raises(PositionError):
        R.from_position(bad)


def test_clone_is_deep() -> None:
    s = R.from_position(_position())
    before = copy.deepcopy(R.position(s))
    c = s.clone()
    c.hands[0].append(3)
    c.deck.pop()
    c.rng.next64()
    c.cards[0] = 50
    assert R.position(s) == before


def test_actions_have_a_json_form() -> None:
    for action in (Roll(3), Draw(10), Pick(1)):
        assert R.action_from_json(R.action_to_json(action)) == action
    assert R.action_to_json(Pick(4)) == {"type": "Pick", "card": 4}
    with pytest.raises(ValueError):
        R.action_from_json({"type": "Steal", "card": 1})


def test_everybody_remembers_every_reveal() -> None:
    s = R.from_position(_position(round=1, reveals=[[3, 8, 8]], cards=[3, 8, 8],
                                  bonus=[0, 4, 4]))
    assert [sc.total for sc in R.scores(s)] == [3, 12, 12]
    assert all(R.observation(s, p)["reveals"] == [[3, 8, 8]] for p in range(3))
    assert R.position(R.from_position(R.position(s))) == R.position(s)


def test_determinize_reads_only_what_the_seat_sees() -> None:
    # Two arrangements of the unseen cards the seat cannot tell apart give the same world.
    a = R.from_position(_position(hands=[[2, 9], [5, 7], [1, 8]], deck=[1, 2, 3, 4, 5, 6]))
    b = R.from_position(_position(hands=[[2, 9], [6, 4], [3, 1]], deck=[8, 7, 5, 2, 1, 5]))
    assert R.observation(a, 0) == R.observation(b, 0)
    assert R.position(R.determinize(a, 0, Rng(3))) == R.position(R.determinize(b, 0, Rng(3)))


def _discarding(**changes):
    """Round 1 just revealed (seat 0 picked a 3): every seat still to discard, seat 0 first."""
    base = _position(round=1, reveals=[[3, 8, 8]], cards=[3, 8, 8], bonus=[0, 4, 4],
                     hands=[[2, 3, 4], [5, 7], [1]],
                     stack=[{"kind": "discard", "seat": p, "data": {"count": 0}}
                            for p in (2, 1, 0)])
    base.update(changes)
    return base


def test_the_secret_pick_is_a_secret_group_and_only_the_picks() -> None:
    s = R.from_position(_position())
    assert R.secret_group(s) == ("pick", 0)
    R.apply(s, Pick(2))
    assert R.secret_group(s) == ("pick", 0)  # the same step for every seat
    assert R.action_visible_to(s, Pick(5)) == frozenset({1})
    assert R.secret_group(R.from_position(_discarding())) is None
    assert R.secret_group(R.from_position(_position(to_draw=[0]))) is None  # chance


def test_discarding_is_add_one_then_done_and_each_card_scores_one() -> None:
    s = R.from_position(_discarding())
    assert R.current_player(s) == 0
    assert R.legal_actions(s) == [Discard(2), Discard(3), Discard(4), Done()]
    R.apply(s, Discard(2))
    assert s.hands[0] == [3, 4] and s.discards[0] == [2]
    assert s.stack.top.get("count") == 1 and R.current_player(s) == 0
    with pytest.raises(IllegalAction, match=NOT_LEGAL):
        R.apply(s, Discard(2))
    with pytest.raises(IllegalAction):
        R.apply(s, Pick(4))  # no pick while discarding
    R.apply(s, Done())
    assert R.current_player(s) == 1 and s.die == 4
    assert R.scores(s)[0].breakdown["discards"] == 1 and R.scores(s)[0].total == 4
    R.apply(s, Done())
    R.apply(s, Discard(1))  # seat 2's last card: its discarding ends by itself
    assert R.current_player(s) == CHANCE and s.die is None and not s.stack
    assert R.chance_outcomes(s) == [(Roll(v), pytest.approx(1 / 6)) for v in range(1, 7)]


def test_discarding_ones_own_pick_value_interrupts_with_an_award_then_resumes() -> None:
    s = R.from_position(_discarding())
    R.apply(s, Discard(3))  # seat 0 just played a 3
    assert [d.kind for d in s.stack] == ["discard", "discard", "discard", "award"]
    assert R.current_player(s) == 0 and R.legal_actions(s) == [Award(0), Award(1), Award(2)]
    with pytest.raises(IllegalAction):
        R.apply(s, Discard(4))  # the award comes first
    events = R.apply(s, Award(2))
    assert events[0].data == {"to_player": 2} and s.gifts == [0, 0, 2]
    assert R.legal_actions(s) == [Discard(2), Discard(4), Done()]  # the discard goes on
    assert s.stack.top.get("count") == 1
    assert R.position(R.from_position(R.position(s))) == R.position(s)


def test_events_and_texts_say_you_to_the_picker_and_a_card_to_the_others() -> None:
    s = R.from_position(_position())
    pick = R.apply(s, Pick(9))[0]
    own = R.event_text(pick.for_viewer(0), 0)
    other = R.event_text(pick.for_viewer(1), 1)
    assert own is not None and own.key == "toy.event.pick.own" and own.args == {"card": 9}
    assert other is not None and other.key == "toy.event.picked" and other.args == {"player": 0}
    assert "9" not in repr(other) and "9" not in repr(pick.for_viewer(None))
    text = R.action_text(s, Pick(7), 1)
    assert text.key == "toy.action.pick" and text.args == {"player": 1, "card": 7}
    draw = R.apply(R.from_position(_position(to_draw=[1], deck=[6])), Draw(6))[0]
    assert draw.for_viewer(1).data == {"card": 6} and draw.for_viewer(2).kind == "drew"


def test_redact_keeps_the_viewers_view_and_hides_the_rest_canonically() -> None:
    a = R.from_position(_position(hands=[[9], [5, 7], [1, 8]], picks=[2, None, None]))
    b = R.from_position(_position(hands=[[1], [5, 7], [2, 9]], picks=[8, None, None],
                                  deck=[6, 5, 4, 3, 2, 1]))  # the unseen cards rearranged
    assert R.observation(a, 1) == R.observation(b, 1)
    ra, rb = R.redact(a, 1), R.redact(b, 1)
    assert R.position(ra) == R.position(rb)
    assert ra.hands[1] == [5, 7] and R.observation(ra, 1) == R.observation(a, 1)
    assert ra.rng == Rng(0) and R.position(a) != R.position(ra)
    assert R.position(R.redact(a, None)) == R.position(R.redact(b, None))
    assert R.redact(a, None).hands[1] != [5, 7] or R.redact(a, None).deck != a.deck


@pytest.mark.parametrize("change", [
    {"stack": [{"kind": "discard", "seat": 0, "data": {"count": 0}}]},  # seat 2 comes last
    {"stack": [{"kind": "award", "seat": 2}]},
    {"stack": [{"kind": "discard", "seat": 2, "data": {"count": 0}},
               {"kind": "award", "seat": 2}]},          # no discard of its pick's value
    {"stack": [{"kind": "discard", "seat": 2, "data": {"count": 3}}]},  # more than discarded
    {"stack": [{"kind": "steal", "seat": 2, "data": {}}]},
    {"stack": "x"}, {"gifts": [1, 0, 0]}, {"discards": [[11], [], []]},
    {"round": 0, "reveals": []},                        # discards before any reveal
])
def test_bad_stacks_are_refused(change) -> None:
    with pytest.raises(PositionError):
        R.from_position(_discarding(**change))


def test_hand_written_variants_look_the_same_and_differ_in_hidden_parts() -> None:
    from tests.toygame.variants import hidden_variants, private_texts

    s = R.from_position(_position(hands=[[9], [5, 7], [1, 8]], picks=[2, None, None]))
    variants = hidden_variants(s, 1)
    assert len(variants) >= 4  # other hands, the pending pick, the deck, the generator, all
    changed = set()
    for pos in variants:
        v = R.from_position(pos)
        assert R.observation(v, 1) == R.observation(s, 1)
        assert pos["hands"][1] == [5, 7]
        changed |= {k for k in pos if pos[k] != R.position(s)[k]}
    assert changed == {"hands", "picks", "deck", "rng"}
    assert private_texts(s, 1) == {"5", "7"}
    assert private_texts(s, 0) == {"9", "2"}  # the pending pick too
    assert "4" not in private_texts(R.from_position(_position(hands=[[4], [5], [6]])), 0)  # die
