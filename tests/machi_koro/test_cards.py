"""Every establishment's and landmark's effect (spec §3)."""

from __future__ import annotations

import pytest

from game.games.machi_koro.data import (
    ESTABLISHMENTS,
    FOREST,
    KIND_BY_KEY,
    LANDMARKS,
    MINE,
    RANCH,
    kinds_with_icon,
)
from game.games.machi_koro.rules import (
    Build,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Trade,
    TvTarget,
)
from game.games.machi_koro.rules.state import BUILD as BUILD_STEP

from .util import RULES, city, coins, kinds, play, roll, setup

TS = ("train_station",)


def test_card_table_matches_spec() -> None:
    table = {e.key: (e.colour, e.icon, e.rolls, e.cost, e.supply) for e in ESTABLISHMENTS}
    assert table == {
        "wheat_field": ("blue", "wheat", (1,), 1, 6),
        "ranch": ("blue", "cow", (2,), 1, 6),
        "bakery": ("green", "bread", (2, 3), 1, 6),
        "cafe": ("red", "cup", (3,), 2, 6),
        "convenience_store": ("green", "bread", (4,), 2, 6),
        "forest": ("blue", "gear", (5,), 3, 6),
        "stadium": ("purple", "tower", (6,), 6, 4),
        "tv_station": ("purple", "tower", (6,), 7, 4),
        "business_center": ("purple", "tower", (6,), 8, 4),
        "cheese_factory": ("green", "factory", (7,), 5, 6),
        "furniture_factory": ("green", "factory", (8,), 3, 6),
        "mine": ("blue", "gear", (9,), 6, 6),
        "family_restaurant": ("red", "cup", (9, 10), 3, 6),
        "apple_orchard": ("blue", "wheat", (10,), 3, 6),
        "fruit_veg_market": ("green", "fruit", (11, 12), 2, 6),
    }
    assert [(m.key, m.cost) for m in LANDMARKS] == [
        ("train_station", 4), ("shopping_mall", 10), ("amusement_park", 16), ("radio_tower", 22)]
    assert sum(e.supply for e in ESTABLISHMENTS) == 84


# (card, dice, copies, gain on the owner's own turn, gain on an opponent's turn)
BLUE_CASES = [
    ("wheat_field", (1,), 1, 1),
    ("ranch", (2,), 1, 1),
    ("forest", (5,), 1, 1),
    ("mine", (4, 5), 5, 5),
    ("apple_orchard", (4, 6), 3, 3),
]


@pytest.mark.parametrize("card,dice,own,other", BLUE_CASES)
def test_blue_pays_on_every_turn(card: str, dice: tuple[int, ...], own: int, other: int) -> None:
    s = setup(city(0, landmarks=TS, **{card: 2}), city(0, landmarks=TS), active=0,
              step="roll", dice_count=len(dice))
    copies = s.cards[0][KIND_BY_KEY[card]]  # the starting Wheat Field pays too
    events = roll(s, *dice)
    (ev,) = [e for e in kinds(events, "income") if e.data["card"] == card and e.player == 0]
    assert dict(ev.data) == {"card": card, "copies": copies, "amount": copies * own}
    s = setup(city(0, landmarks=TS), city(0, landmarks=TS, **{card: 1}), active=0, step="roll",
              dice_count=len(dice))
    copies = s.cards[1][KIND_BY_KEY[card]]
    events = roll(s, *dice)
    (ev,) = [e for e in kinds(events, "income") if e.data["card"] == card and e.player == 1]
    assert ev.data["amount"] == copies * other and coins(s)[1] == copies * other


def test_blue_does_not_pay_on_other_numbers() -> None:
    s = setup(city(0, wheat_field=1, ranch=1, forest=1), city(0), step="roll")
    roll(s, 4)
    assert coins(s) == [0, 0]


@pytest.mark.parametrize("card,dice,gain", [
    ("bakery", (2,), 1), ("bakery", (3,), 1), ("convenience_store", (4,), 3)])
def test_green_pays_only_on_own_turn(card: str, dice: tuple[int, ...], gain: int) -> None:
    s = setup(city(0, **{card: 3}), city(0, **{card: 1}), step="roll")
    copies = s.cards[0][KIND_BY_KEY[card]]  # the starting Bakery included
    roll(s, *dice)
    assert coins(s) == [copies * gain, 0]


@pytest.mark.parametrize("card,dice,icon_cards,per_icon", [
    ("cheese_factory", (3, 4), {"ranch": 3}, 3),
    ("furniture_factory", (4, 4), {"forest": 1, "mine": 2}, 3),
    ("fruit_veg_market", (5, 6), {"wheat_field": 2, "apple_orchard": 1}, 2),
    ("fruit_veg_market", (6, 6), {"wheat_field": 1}, 2),
])
def test_factories_pay_per_icon(card: str, dice: tuple[int, int], icon_cards: dict[str, int],
                                per_icon: int) -> None:
    s = setup(city(0, landmarks=TS, **{card: 2}, **icon_cards), city(0), step="roll",
              dice_count=2)
    icon = ESTABLISHMENTS[KIND_BY_KEY[card]].per_icon
    n_icons = sum(s.cards[0][k] for k in kinds_with_icon(icon or ""))  # starting cards too
    events = roll(s, *dice)
    factory = [e for e in kinds(events, "income") if e.data["card"] == card]
    assert factory[0].data["amount"] == 2 * per_icon * n_icons
    # Opponents' factories never pay.
    s = setup(city(0, landmarks=TS), city(0, **{card: 1}, **icon_cards), step="roll",
              dice_count=2)
    events = roll(s, *dice)
    assert not [e for e in kinds(events, "income") if e.data["card"] == card]


def test_factory_without_icons_pays_nothing() -> None:
    s = setup(city(0, landmarks=TS, cheese_factory=1), city(0), step="roll", dice_count=2)
    roll(s, 3, 4)
    assert coins(s) == [0, 0]


@pytest.mark.parametrize("card,dice,amount", [
    ("cafe", (3,), 1), ("family_restaurant", (4, 5), 2), ("family_restaurant", (4, 6), 2)])
def test_red_takes_from_the_roller(card: str, dice: tuple[int, ...], amount: int) -> None:
    s = setup(city(10, landmarks=TS), city(0, **{card: 2}), step="roll", dice_count=len(dice))
    events = roll(s, *dice)
    own = 1 if sum(dice) == 3 else 0  # the roller's starting Bakery, after paying
    assert coins(s) == [10 - 2 * amount + own, 2 * amount]
    (pay,) = kinds(events, "pay")
    assert pay.player == 0
    assert dict(pay.data) == {"card": card, "owner": 1, "copies": 2, "amount": 2 * amount,
                              "owed": 2 * amount}


def test_red_never_pays_on_owners_turn() -> None:
    s = setup(city(5, cafe=2), city(5), step="roll")
    roll(s, 3)
    assert coins(s) == [6, 5]  # only the roller's starting Bakery pays


def test_stadium_takes_two_from_each_opponent() -> None:
    s = setup(city(0, stadium=1), city(5), city(1), city(2), step="roll")
    events = roll(s, 6)
    assert coins(s) == [5, 3, 0, 0]
    # counter-clockwise from the roller: seat 3, 2, 1
    assert [(e.data["from"], e.data["amount"]) for e in kinds(events, "stadium")] == [
        (3, 2), (2, 1), (1, 2)]
    assert s.phase == BUILD_STEP  # no decision needed


def test_stadium_only_on_own_turn() -> None:
    s = setup(city(5), city(5, stadium=1), step="roll")
    roll(s, 6)
    assert coins(s) == [5, 5]


def test_tv_station_takes_five_from_the_chosen_opponent() -> None:
    s = setup(city(0, tv_station=1), city(9), city(9), step="roll")
    roll(s, 6)
    assert RULES.step_name(s) == "tv_station"
    assert RULES.legal_actions(s) == [TvTarget(1), TvTarget(2)]
    events = play(s, TvTarget(1))
    assert coins(s) == [5, 4, 9]
    assert dict(kinds(events, "tv_station")[0].data) == {"card": "tv_station", "target": 1,
                                                          "amount": 5}
    assert RULES.step_name(s) == "build"


def test_business_center_exchanges_one_card() -> None:
    s = setup(city(0, business_center=1, wheat_field=1, ranch=1),
              city(0, mine=1, stadium=1, bakery=1), step="roll")
    roll(s, 6)
    assert RULES.step_name(s) == "trade"
    legal = RULES.legal_actions(s)
    assert legal[0] == DeclineTrade()
    assert set(legal[1:]) == {Trade(g, 1, k) for g in ("wheat_field", "bakery", "ranch")
                              for k in ("wheat_field", "bakery", "mine")}
    events = play(s, Trade("ranch", 1, "mine"))
    assert s.cards[0][RANCH] == 0 and s.cards[0][MINE] == 1
    assert s.cards[1][RANCH] == 1 and s.cards[1][MINE] == 0
    assert dict(kinds(events, "trade")[0].data) == {"give": "ranch", "target": 1, "take": "mine"}
    assert RULES.step_name(s) == "build"


def test_train_station_lets_the_owner_choose_dice() -> None:
    s = setup(city(0, landmarks=TS), city(0), step="choose_dice")
    assert RULES.legal_actions(s) == [ChooseDice(1), ChooseDice(2)]
    play(s, ChooseDice(2))
    assert RULES.current_player(s) == -1
    assert len(RULES.chance_outcomes(s)) == 21
    roll(s, 3, 4)
    assert s.dice == (3, 4)


def test_without_train_station_one_die_and_no_choice() -> None:
    s = setup(city(1), city(1), step="roll")
    out = RULES.chance_outcomes(s)
    assert [a.dice for a, _ in out] == [(d,) for d in range(1, 7)]
    assert all(p == pytest.approx(1 / 6) for _, p in out)
    with pytest.raises(Exception, match="illegal.dice_count"):
        roll(s, 3, 4)


@pytest.mark.parametrize("card,dice,base", [
    ("bakery", (2,), 1), ("convenience_store", (4,), 3)])
def test_shopping_mall_adds_one_to_shops(card: str, dice: tuple[int, ...], base: int) -> None:
    s = setup(city(0, landmarks=("shopping_mall",), **{card: 2}), city(0), step="roll")
    copies = s.cards[0][KIND_BY_KEY[card]]
    roll(s, *dice)
    assert coins(s) == [copies * (base + 1), 0]


def test_shopping_mall_adds_one_to_cups_of_its_owner() -> None:
    s = setup(city(10), city(0, landmarks=("shopping_mall",), cafe=2), step="roll")
    roll(s, 3)
    assert coins(s) == [7, 4]  # pays 2 x 2, then the starting Bakery gives 1


def test_shopping_mall_does_not_touch_blue_or_factories() -> None:
    s = setup(city(0, landmarks=("shopping_mall", "train_station"), ranch=2, cheese_factory=1),
              city(0), step="roll", dice_count=2)
    roll(s, 1, 1)
    assert coins(s) == [2 + 2, 0]  # 2 Ranches without the bonus, the starting Bakery with it
    roll_state = setup(city(0, landmarks=("shopping_mall", "train_station"), ranch=2,
                            cheese_factory=1), city(0), step="roll", dice_count=2)
    roll(roll_state, 3, 4)
    assert coins(roll_state) == [6, 0]


def test_radio_tower_reroll() -> None:
    s = setup(city(0, landmarks=("radio_tower",), wheat_field=1, bakery=1), city(0),
              step="roll")
    events = roll(s, 5)
    assert RULES.step_name(s) == "reroll"
    assert RULES.legal_actions(s) == [KeepRoll(), Reroll()]
    assert not kinds(events, "income")
    play(s, Reroll())
    assert RULES.current_player(s) == -1
    events = roll(s, 1)
    assert kinds(events, "roll")[0].data["reroll"] is True
    assert coins(s) == [2, 1]  # only the last roll counts: every Wheat Field pays
    assert RULES.step_name(s) == "build"  # no second re-roll


def test_radio_tower_keep_resolves_the_first_roll() -> None:
    s = setup(city(0, landmarks=("radio_tower",), bakery=1), city(0), step="roll")
    roll(s, 2)
    events = play(s, KeepRoll())
    assert coins(s) == [2, 0] and kinds(events, "income")


def test_amusement_park_extra_turn_on_doubles() -> None:
    s = setup(city(0, landmarks=("train_station", "amusement_park")), city(0),
              step="roll", dice_count=2)
    roll(s, 2, 2)
    turn = s.turn
    events = play(s, BuildNothing())
    assert [e.kind for e in events] == ["build_nothing", "extra_turn", "turn"]
    assert s.active == 0 and RULES.step_name(s) == "choose_dice"
    assert kinds(events, "turn")[0].data == {"turn": turn + 1, "extra": True}
    play(s, ChooseDice(2))
    roll(s, 3, 4)
    play(s, BuildNothing())
    assert s.active == 1


def test_amusement_park_no_extra_turn_without_doubles_or_park() -> None:
    s = setup(city(0, landmarks=("train_station",)), city(0), step="roll", dice_count=2)
    roll(s, 2, 2)
    play(s, BuildNothing())
    assert s.active == 1


def test_building_costs_coins_and_takes_from_the_supply() -> None:
    s = setup(city(5), city(0), step="build", dice=[4])
    before = s.supply[FOREST]
    events = play(s, Build("forest"))
    assert s.coins[0] == 2 and s.cards[0][FOREST] == 1 and s.supply[FOREST] == before - 1
    assert dict(kinds(events, "build")[0].data) == {"card": "forest", "cost": 3}
