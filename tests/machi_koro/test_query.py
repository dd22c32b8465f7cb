"""The table's questions, answered by the rules (``rules/query``) and set up through the
position format: who rolls next (the Amusement Park's extra turn, nobody after the win), the
income forecast for that seat, the plain dice button, why a card cannot be built now, what
the market shows, whose turn it is and which dice lie on the table."""

from __future__ import annotations

import pytest

from game.games.machi_koro.rules import query
from game.games.machi_koro.rules.query import (
    build_refusal,
    dice_on_table,
    income_by_roll,
    income_forecast,
    market_display,
    next_roller,
    on_turn,
    plain_roll,
)

from .util import RULES, city, setup

PARK = ("train_station", "amusement_park")
WON = ("train_station", "shopping_mall", "amusement_park", "radio_tower")


def three(active: int = 0, landmarks: tuple[str, ...] = (), **extra):  # noqa: ANN003, ANN201
    """Three cities; the active one with ``landmarks`` (and 20 coins)."""
    cities = [city(3, start=True) for _ in range(3)]
    cities[active] = city(20, start=True, landmarks=landmarks, cafe=1)
    return setup(*cities, active=active, **extra)


def test_doubles_with_the_amusement_park_roll_again() -> None:
    for step in ("build", "trade", "tv_station"):
        extra = {"dice": [3, 3], "dice_count": 2}
        cards = {"tv_station": 1} if step == "tv_station" else {"business_center": 1}
        cities = [city(3, start=True) for _ in range(3)]
        cities[1] = city(20, start=True, landmarks=PARK, **cards)
        s = setup(*cities, active=1, step=step, **extra)
        assert s.park and next_roller(s) == 1, step  # the same seat takes another turn


@pytest.mark.parametrize("landmarks, dice", [
    (PARK, [3, 4]),                 # the park, but no doubles
    (("train_station",), [3, 3]),   # doubles, but no park
    ((), [5]),                      # one die
])
def test_otherwise_the_next_seat_rolls_after_the_roll(landmarks, dice) -> None:  # noqa: ANN001
    s = three(active=1, landmarks=landmarks, step="build", dice=dice, dice_count=len(dice))
    assert next_roller(s) == 2
    last = three(active=2, landmarks=landmarks, step="build", dice=dice, dice_count=len(dice))
    assert next_roller(last) == 0  # clockwise, round the table


def test_during_a_normal_turns_tv_trade_and_build_the_next_seat_rolls() -> None:
    cities = [city(3, start=True) for _ in range(3)]
    cities[0] = city(9, start=True, tv_station=1, business_center=1)
    for step in ("tv_station", "trade", "build"):
        s = setup(*cities, active=0, step=step, dice=[6])
        assert next_roller(s) == 1, step


def test_until_the_roll_is_final_the_active_seat_rolls() -> None:
    radio = ("train_station", "radio_tower")
    assert next_roller(three(active=2, step="roll")) == 2
    assert next_roller(three(active=1, landmarks=radio, step="choose_dice")) == 1
    assert next_roller(three(active=1, landmarks=radio, step="reroll", dice=[2, 5],
                             dice_count=2)) == 1


def test_nobody_rolls_after_the_game_is_won() -> None:
    s = setup(city(0, landmarks=WON), city(5, start=True), active=0, step="over", winner=0,
              dice=[3, 3], dice_count=2, park_active=True)
    assert next_roller(s) is None and income_forecast(s) is None


def test_the_forecast_is_the_next_rollers_income_by_roll() -> None:
    s = three(active=1, landmarks=PARK, step="build", dice=[2, 2], dice_count=2)
    assert income_forecast(s) == (1, income_by_roll(s, 1))
    s = three(active=1, landmarks=PARK, step="build", dice=[2, 3], dice_count=2)
    roller, table = income_forecast(s) or (None, [])
    assert roller == 2 and table == income_by_roll(s, 2)
    # seat 2 rolls a 3: seat 1's Cafe takes a coin from it, then its Bakery pays it one
    assert table[2] == [0, 1, 0]


def test_a_plain_roll_is_one_die_with_no_choice_before_it() -> None:
    assert plain_roll(three(step="roll"))
    station = three(landmarks=("train_station",), step="choose_dice")
    assert not plain_roll(station)  # the 1-or-2-dice choice is the button
    RULES.apply(station, RULES.legal_actions(station)[0])
    assert RULES.step_name(station) == "roll" and not plain_roll(station)
    radio = three(landmarks=("radio_tower",), step="reroll", dice=[2])
    RULES.apply(radio, RULES.legal_actions(radio)[1])  # roll again
    assert RULES.step_name(radio) == "roll" and not plain_roll(radio)
    assert not plain_roll(three(step="build", dice=[4]))


def test_why_a_card_cannot_be_built_now() -> None:
    s = setup(city(4, start=True, stadium=1), city(0, start=True), step="build", dice=[4])
    assert build_refusal(s, "stadium") == "machi_koro.illegal.purple_owned"
    assert build_refusal(s, "mine") == "machi_koro.illegal.cannot_afford"
    assert build_refusal(s, "train_station") is None
    assert build_refusal(s, "shopping_mall") == "machi_koro.illegal.cannot_afford"
    assert build_refusal(s, "ranch") is None  # it may: no refusal
    before = setup(city(4, start=True, stadium=1), city(0, start=True), step="roll")
    assert build_refusal(before, "mine") is None  # not its build step: a click means nothing
    # the coins a table shows (some still flying) may stand in for the seat's coins
    assert query.why_not_build(s, 0, "ranch", coins=0) == "machi_koro.illegal.cannot_afford"
    assert query.why_not_build(s, 0, "train_station", coins=4) is None


def test_the_market_shows_every_pile_or_each_rows_display_and_deck() -> None:
    s = setup(city(0, start=True), city(0, start=True, mine=6))
    assert market_display(s) == [("pile", k) for k in range(15)]  # sold out piles too
    hybrid = setup(city(0, start=True), city(0, start=True),
                   options={"market": "hybrid_5_5_2"})
    tiles = market_display(hybrid)
    assert [t for t in tiles if t[0] == "deck"] == [("deck", 0), ("deck", 1), ("deck", 2)]
    shown = [k for kind, k in tiles if kind == "pile"]
    assert all(hybrid.supply[k] for k in shown) and len(shown) == 12


def test_whose_turn_and_the_dice_on_the_table() -> None:
    s = three(active=2, landmarks=("train_station",), step="build", dice=[2, 5], dice_count=2)
    assert on_turn(s) == 2 and dice_on_table(s) == (2, 5)
    assert dice_on_table(three(step="roll")) == (0,)
    assert dice_on_table(three(landmarks=("train_station",), step="choose_dice")) == (0,)
    assert dice_on_table(three(landmarks=("train_station",), step="roll", dice_count=2)) == (0, 0)
    over = setup(city(0, landmarks=WON), city(5, start=True), step="over", winner=0, dice=[4])
    assert on_turn(over) is None and dice_on_table(over) == (4,)
