"""Spec §7 (O1-O16), §4.4-§4.5 and §8: resolution order and edge cases, worked examples."""

from __future__ import annotations

import pytest

from game.engine.protocol import GameConfig, IllegalAction
from game.games.machi_koro.rules import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Trade,
    TvTarget,
)

from .util import RULES, city, coins, kinds, play, roll, setup


def test_seed_example_1_partial_payment_counter_clockwise() -> None:
    """O2: A has 3 coins and rolls 3; B owns 3 Cafes, C owns 2 (seating A, B, C). C is first
    counter-clockwise and receives 2; B receives the single remaining coin; 2 owed are lost.
    Then A's starting Bakery pays A 1 (income comes after the payments)."""
    s = setup(city(3), city(0, cafe=3), city(0, cafe=2), active=0, step="roll")
    events = roll(s, 3)
    assert coins(s) == [1, 1, 2]
    pays = [dict(e.data) for e in kinds(events, "pay")]
    assert pays == [
        {"card": "cafe", "owner": 2, "copies": 2, "amount": 2, "owed": 2},
        {"card": "cafe", "owner": 1, "copies": 3, "amount": 1, "owed": 3},
    ]


def test_seed_example_2_no_coins_then_income() -> None:
    """O3: A (0 coins, 2 Bakeries) rolls 3 while B owns a Cafe: B gets nothing, A takes 2."""
    s = setup(city(0, bakery=1), city(0, cafe=1), step="roll")  # 2 Bakeries with the start
    events = roll(s, 3)
    assert coins(s) == [2, 0]
    assert [e.kind for e in events] == ["roll", "pay", "income"]
    assert dict(kinds(events, "pay")[0].data)["amount"] == 0
    assert dict(kinds(events, "pay")[0].data)["owed"] == 1


def test_o1_red_then_blue_green_then_purple_event_order() -> None:
    s = setup(city(1, landmarks=("train_station",), mine=1, stadium=1),
              city(4, family_restaurant=1, mine=1), step="roll", dice_count=2)
    events = roll(s, 4, 5)
    assert [e.kind for e in events] == ["roll", "pay", "income", "income"]
    assert coins(s) == [0 + 5, 4 + 1 + 5]


def test_o4_restaurant_paid_before_own_mine() -> None:
    s = setup(city(0, landmarks=("train_station",), mine=1), city(0, family_restaurant=1),
              step="roll", dice_count=2)
    roll(s, 4, 5)
    assert coins(s) == [5, 0]  # income can not pay restaurants (rule 4 of §4.3)


def test_o5_who_activates() -> None:
    s = setup(city(5, cafe=1, ranch=1), city(5, bakery=1, ranch=1, stadium=1), step="roll")
    roll(s, 2)
    assert coins(s) == [7, 6]  # both ranches and A's Bakery; B's bakeries do nothing
    s = setup(city(5, cafe=1), city(5, stadium=1), step="roll")
    roll(s, 3)
    assert coins(s) == [6, 5]  # A's own Cafe does nothing, A's Bakery pays
    s = setup(city(5), city(5, stadium=1, tv_station=1, business_center=1), step="roll")
    roll(s, 6)
    assert coins(s) == [5, 5] and RULES.step_name(s) == "build"


def test_o6_only_the_card_owners_mall_counts() -> None:
    s = setup(city(10, landmarks=("shopping_mall",)), city(0, cafe=1), step="roll")
    roll(s, 3)
    assert coins(s) == [9 + 2, 1]  # A pays 1; A's mall adds 1 to A's own Bakery only
    s = setup(city(10), city(0, landmarks=("shopping_mall",), cafe=1, family_restaurant=1),
              step="roll")
    roll(s, 3)
    assert coins(s) == [8 + 1, 2]


def test_o7_icons_counted_with_cards_gained_earlier() -> None:
    s = setup(city(0, landmarks=("train_station",), business_center=1, wheat_field=1,
                   furniture_factory=1), city(0, forest=2), step="roll", dice_count=1)
    roll(s, 6)
    play(s, Trade("wheat_field", 1, "forest"), BuildNothing())
    assert s.active == 1
    roll(s, 4)
    play(s, BuildNothing(), ChooseDice(2))
    events = roll(s, 4, 4)
    assert kinds(events, "income")[0].data["amount"] == 3  # one traded forest
    assert coins(s) == [3, 0]


def test_o7_factory_counts_traded_forest_next_turn() -> None:
    s = setup(city(0, landmarks=("train_station",), furniture_factory=1, forest=1),
              city(0), step="roll", dice_count=2)
    roll(s, 4, 4)
    assert coins(s) == [3, 0]


def test_o8_tv_station_target_with_few_or_no_coins() -> None:
    s = setup(city(0, tv_station=1), city(3), city(0), step="roll")
    roll(s, 6)
    play(s, TvTarget(2))
    assert coins(s) == [0, 3, 0]
    s = setup(city(0, tv_station=1), city(3), city(0), step="roll")
    roll(s, 6)
    with pytest.raises(IllegalAction, match="illegal.step.tv_station"):
        play(s, BuildNothing())
    with pytest.raises(IllegalAction, match="illegal.not_yourself"):
        play(s, TvTarget(0))
    play(s, TvTarget(1))
    assert coins(s) == [3, 0, 0]


def test_o9_stadium_partial() -> None:
    s = setup(city(0, stadium=1), city(1), city(0), step="roll")
    roll(s, 6)
    assert coins(s) == [1, 0, 0]


def test_purple_fixed_order_stadium_tv_business_center() -> None:
    s = setup(city(0, stadium=1, tv_station=1, business_center=1, ranch=1),
              city(6, wheat_field=1), step="roll")
    events = roll(s, 6)
    assert kinds(events, "stadium") and RULES.step_name(s) == "tv_station"
    assert coins(s) == [2, 4]
    play(s, TvTarget(1))
    assert coins(s) == [6, 0] and RULES.step_name(s) == "trade"
    play(s, DeclineTrade())
    assert RULES.step_name(s) == "build"


def test_o10_business_center_rules() -> None:
    s = setup(city(0, business_center=1, stadium=1, landmarks=("shopping_mall",), bakery=1),
              city(0, tv_station=1, cafe=1), step="roll")
    roll(s, 6)
    legal = RULES.legal_actions(s)
    assert legal == [DeclineTrade()] + [Trade(g, 1, k) for g in ("wheat_field", "bakery")
                                        for k in ("wheat_field", "bakery", "cafe")]
    for bad, reason in [(Trade("stadium", 1, "cafe"), "illegal.trade_purple"),
                        (Trade("bakery", 1, "tv_station"), "illegal.trade_purple"),
                        (Trade("bakery", 0, "bakery"), "illegal.not_yourself"),
                        (Trade("mine", 1, "cafe"), "illegal.nothing_to_give")]:
        with pytest.raises(IllegalAction, match=reason):
            play(s, bad)
    # the traded cafe does not pay anything for this roll, and the trade is optional
    play(s, Trade("bakery", 1, "cafe"))
    assert coins(s) == [0, 0]


def test_o10_same_kind_swap_is_legal_and_changes_nothing() -> None:
    s = setup(city(0, business_center=1, wheat_field=1), city(0, wheat_field=1), step="roll")
    roll(s, 6)
    assert Trade("wheat_field", 1, "wheat_field") in RULES.legal_actions(s)
    play(s, Trade("wheat_field", 1, "wheat_field"))
    assert s.cards[0][0] == 2 and s.cards[1][0] == 2


def test_o11_rerolled_doubles_count_discarded_doubles_do_not() -> None:
    lms = ("train_station", "amusement_park", "radio_tower")
    s = setup(city(0, landmarks=lms), city(0), step="roll", dice_count=2)
    roll(s, 3, 3)
    play(s, Reroll())
    roll(s, 2, 5)
    play(s, BuildNothing())
    assert s.active == 1
    s = setup(city(0, landmarks=lms), city(0), step="roll", dice_count=2)
    roll(s, 2, 5)
    play(s, Reroll())
    roll(s, 4, 4)
    events = play(s, BuildNothing())
    assert kinds(events, "extra_turn") and s.active == 0


def test_o11_extra_turns_repeat() -> None:
    s = setup(city(0, landmarks=("train_station", "amusement_park")), city(0), step="roll",
              dice_count=2)
    for _ in range(3):
        roll(s, 5, 5)
        play(s, BuildNothing(), ChooseDice(2))
        assert s.active == 0
    roll(s, 5, 6)
    play(s, BuildNothing())
    assert s.active == 1


def test_o12_radio_tower_fresh_in_extra_turn_and_same_dice() -> None:
    lms = ("train_station", "amusement_park", "radio_tower")
    s = setup(city(0, landmarks=lms), city(0), step="roll", dice_count=2)
    roll(s, 1, 2)
    play(s, Reroll())
    with pytest.raises(IllegalAction, match="illegal.dice_count"):
        roll(s, 4)
    roll(s, 6, 6)
    assert RULES.step_name(s) == "build"
    play(s, BuildNothing(), ChooseDice(1))
    roll(s, 4)
    assert RULES.step_name(s) == "reroll"
    play(s, Reroll())
    assert RULES.chance_outcomes(s)[0][0].dice == (1,)


def test_o13_one_build_per_turn_nothing_allowed_copies_and_purple_limit() -> None:
    s = setup(city(30, wheat_field=3, stadium=1), city(0), step="build", dice=[4])
    legal = RULES.legal_actions(s)
    assert BuildNothing() in legal and Build("wheat_field") in legal
    assert Build("stadium") not in legal and Build("tv_station") in legal
    with pytest.raises(IllegalAction, match="illegal.purple_owned"):
        play(s, Build("stadium"))
    play(s, Build("wheat_field"))
    assert s.active == 1 and s.cards[0][0] == 5
    with pytest.raises(IllegalAction, match="illegal.must_roll"):
        play(s, Build("mine"))


def test_c2_no_credit_and_c5_empty_pile() -> None:
    s = setup(city(2), city(0, mine=5, cafe=6), step="build", dice=[4])  # 1 Mine left
    with pytest.raises(IllegalAction, match="illegal.cannot_afford"):
        play(s, Build("mine"))
    with pytest.raises(IllegalAction, match="illegal.sold_out"):
        play(s, Build("cafe"))
    with pytest.raises(IllegalAction, match="illegal.cannot_afford"):
        play(s, BuildLandmark("train_station"))
    assert set(RULES.legal_actions(s)) == {BuildNothing(), Build("ranch"), Build("wheat_field"),
                                           Build("bakery"), Build("convenience_store"),
                                           Build("fruit_veg_market")}
    assert s.supply[11] == 1 and s.supply[3] == 0


def test_o14_fourth_landmark_wins_at_once_even_with_doubles() -> None:
    s = setup(city(22, landmarks=("train_station", "shopping_mall", "amusement_park")),
              city(0), step="roll", dice_count=2)
    roll(s, 3, 3)
    events = play(s, BuildLandmark("radio_tower"))
    assert [e.kind for e in events] == ["build_landmark", "win"]
    assert RULES.is_over(s) and RULES.winners(s) == [0]
    assert RULES.legal_actions(s) == [] and RULES.current_player(s) == -2
    assert RULES.scores(s)[0].total == 4
    with pytest.raises(IllegalAction, match="illegal.over"):
        play(s, BuildNothing())


def test_c7_amusement_park_built_this_turn_gives_no_extra_turn() -> None:
    s = setup(city(16, landmarks=("train_station",)), city(0), step="roll", dice_count=2)
    roll(s, 2, 2)
    play(s, BuildLandmark("amusement_park"))
    assert s.active == 1


def test_c7_train_station_usable_from_next_turn() -> None:
    s = setup(city(4), city(0), step="roll")
    roll(s, 5)
    play(s, BuildLandmark("train_station"))
    roll(s, 5)
    play(s, BuildNothing())
    assert RULES.step_name(s) == "choose_dice"


def test_r1_two_dice_need_train_station() -> None:
    s = setup(city(0), city(0), step="roll")
    assert RULES.explain_illegal(s, ChooseDice(2)) is not None
    s = setup(city(0, landmarks=("train_station",)), city(0), step="choose_dice")
    assert RULES.explain_illegal(s, KeepRoll()) is not None
    assert RULES.explain_illegal(s, ChooseDice(1)) is None


def test_two_dice_probabilities_and_order() -> None:
    s = setup(city(0, landmarks=("train_station",)), city(0), step="roll", dice_count=2)
    out = RULES.chance_outcomes(s)
    assert sum(p for _, p in out) == pytest.approx(1)
    prob = {a.dice: p for a, p in out}
    assert prob[(3, 3)] == pytest.approx(1 / 36) and prob[(3, 4)] == pytest.approx(2 / 36)
    assert RULES.explain_illegal(s, type(out[0][0])((4, 3))) is None
    roll(s, 4, 3)
    assert s.dice == (3, 4)


def test_turn_passes_clockwise() -> None:
    s = setup(city(3), city(3), city(3), active=2, step="roll")  # turn 1: nothing happened
    assert s.turn == 1
    roll(s, 5)
    play(s, BuildNothing())
    assert s.active == 0 and s.turn == 2


def test_illegal_actions_explain_themselves_and_leave_the_state_alone() -> None:
    from game.games.machi_koro.rules import FirstPlayer, Roll
    s = setup(city(3), city(3), step="roll")
    before = RULES.position(s)
    cases = [
        (BuildNothing(), "illegal.must_roll"),
        (Roll((7,)), "illegal.die_value"),
        (Roll((1, 2)), "illegal.dice_count"),
        (FirstPlayer(0), "illegal.must_roll"),
        ("bakery", "illegal.not_an_action"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            RULES.apply(s, action)
    assert RULES.position(s) == before
    s = RULES.new_game(GameConfig.simple(2), 1)
    for bad in (FirstPlayer(2), FirstPlayer("0"), Roll((3,))):
        assert RULES.explain_illegal(s, bad) is not None
    s = setup(city(3, landmarks=("train_station",)), city(3), step="choose_dice")
    for bad in (ChooseDice(3), ChooseDice("2"), Build("bakery"), TvTarget(1)):
        assert RULES.explain_illegal(s, bad) is not None
