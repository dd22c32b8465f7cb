"""Issue 28 for Machi Koro: a position that loads is one the game could reach
(``rules/invariants.py``, checked by ``from_position`` and after every soak step), every
refusal names the field and the rule, and a state is a function of its position (the
rebuilt state is the same object graph, list orders included)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine.protocol import CHANCE, GameConfig, PositionError
from game.engine.rng import Rng
from game.games.machi_koro.ai import hooks as ai
from game.games.machi_koro.data import MARKET_MODES
from tests.contract.structure import first_difference, structure

from .util import RULES, city, setup

TABLES = [(n, market, limit) for n in (2, 3, 4) for market in MARKET_MODES
          for limit in ("off", 3)]


@pytest.mark.parametrize("n,market,limit", TABLES)
def test_a_state_rebuilt_from_its_position_is_the_same_object_graph(n: int, market: str,
                                                                     limit: Any) -> None:
    """At every step of two seeded games per table (one random, one with the playout policy,
    which builds landmarks, re-rolls and trades), the state rebuilt from its position has
    the same structure, field by field."""
    for seed, policy in ((n, False), (n + 10, True)):
        s = RULES.new_game(GameConfig.simple(n, market=market, beginner_limit=limit), seed)
        rng = Rng(seed)
        steps = 0
        while True:
            rebuilt = RULES.from_position(json.loads(json.dumps(RULES.position(s))))
            a, b = structure(s), structure(rebuilt)
            assert a == b, f"step {steps}: {first_difference(a, b)}"
            if RULES.is_over(s):
                break
            if RULES.current_player(s) == CHANCE:
                action = RULES.sample_chance(s, rng)
            elif policy:
                action = ai.rollout_action(RULES, s, rng)
            else:
                action = RULES.sample_action(s, rng)
            RULES.apply(s, action)
            steps += 1


def _pos(**changes: Any) -> dict[str, Any]:
    """A valid 2-player position (seat 0 builds after a roll of 4, a few turns in)."""
    data: dict[str, Any] = {
        "game": "machi_koro", "players": 2, "step": "build", "active": 0, "turn": 9,
        "dice": [4], "cities": [city(5, mine=1, landmarks=("train_station",)), city(2)]}
    data.update(changes)
    return data


def test_the_helper_position_is_valid() -> None:
    RULES.check_invariants(RULES.from_position(_pos()))


@pytest.mark.parametrize("changes,match", [
    # a step after the roll needs the roll (the reviewer's 26 cases)
    ({"dice": []}, "dice: step 'build' comes after a roll"),
    ({"step": "tv_station", "dice": []}, "dice: step 'tv_station'"),
    ({"step": "over", "winner": 0, "dice": []}, "winner"),
    # steps before the roll have no dice
    ({"step": "roll"}, "dice: step 'roll' comes before"),
    ({"step": "choose_dice", "dice": [], "dice_count": 1}, None),
    # a winner only at a real end, and a real end has one (the reviewer's case)
    ({"step": "over", "winner": 0}, "winner: the winner and only the winner has all four"),
    ({"step": "over"}, "winner: step 'over' names the winner"),
    ({"winner": 0}, "winner: only in step 'over'"),
    ({"cities": [city(5, landmarks=("train_station", "shopping_mall", "amusement_park",
                                     "radio_tower")), city(2)]}, "has won"),
    ({"cities": [city(5), city(2, landmarks=("train_station", "shopping_mall",
                                            "amusement_park", "radio_tower"))],
      "step": "over", "winner": 1}, "the active player \\(0\\)"),
    # the turn counter: one construction per turn; 0 only before the first player is drawn
    ({"turn": 1}, "turn: 2 constructions need at least 3 turns"),
    ({"turn": 0}, "turn: 0 only in step 'first_player'"),
    ({"step": "first_player", "dice": [], "turn": 0}, "step 'first_player'"),
    # dice: the Train Station, the count, the order
    ({"dice": [2, 3], "cities": [city(5, mine=1), city(2)]}, "dice_count: two dice need"),
    ({"dice": [2, 3], "dice_count": 1}, "dice: 2 dice, but dice_count is 1"),
    ({"dice": [4, 2]}, "sorted"),
    # the Radio Tower, the TV Station, the Business Center
    ({"rerolled": True}, "rerolled: a re-roll needs the active player's Radio Tower"),
    ({"step": "reroll"}, "step 'reroll' needs a Radio Tower"),
    ({"step": "tv_station", "dice": [6]}, "step 'tv_station' needs the active player's TV"),
    ({"step": "trade", "dice": [6]}, "step 'trade' needs the active player's Business"),
    ({"step": "tv_station", "cities": [city(5, tv_station=1), city(2)]},
     "step 'tv_station' needs a roll of 6"),
    # the Amusement Park flag
    ({"park_active": True}, "park_active: after the roll"),
    ({"step": "roll", "dice": [], "park_active": True}, "park_active: before the roll"),
    # cities: purple at most once, never fewer than the starting cards
    ({"cities": [city(5, stadium=2), city(2)]}, "stadium: 2 owned"),
    ({"cities": [city(5, start=False, mine=1), city(2)]}, "fewer than the 2 starting"),
    ({"cities": [city(5, start=False, mine=1, ranch=1), city(2, wheat_field=1)]},
     "cities\\[0\\].establishments.wheat_field: missing the starting card"),
    # every card accounted for; the standard market never loses a card
    ({"market": {"mine": 5}}, "market.wheat_field: .* hold 2 copies, the game has 8"),
    ({"removed": {"mine": 1}}, "removed.mine: only the harbor market"),
    # the start of the game
    ({"step": "roll", "dice": [], "turn": 1, "cities": [city(5), city(3)]},
     "cities\\[0\\].coins: 5 at turn 1 before the first roll"),
    ({"step": "first_player", "dice": [], "turn": 0, "cities": [city(3), city(3)],
      "active": 1}, "step 'first_player': before the first player is drawn"),
])
def test_unreachable_positions_are_refused_naming_the_field(changes: dict[str, Any],
                                                             match: str | None) -> None:
    data = _pos(**changes)
    if match is None:  # the control: a near miss that is valid
        data["cities"][0]["landmarks"] = ["train_station"]
        RULES.check_invariants(RULES.from_position(data))
        return
    with pytest.raises(PositionError, match=match) as info:
        RULES.from_position(data)
    assert "\n" not in str(info.value)


def test_harbor_removes_a_purple_pile_only_when_every_player_owns_the_kind() -> None:
    data = RULES.position(RULES.new_game(GameConfig.simple(2, market="harbor",
                                                           first_player=0), 3))
    data["turn"] = 20
    RULES.from_position(data)
    if data["market"].get("stadium", 0) > 1:
        data["market"]["stadium"] -= 1
    else:
        data["decks"][0].remove("stadium")
    data["removed"] = {"stadium": 1}
    with pytest.raises(PositionError, match="removed.stadium: a purple pile leaves the game "
                                            "only when every player owns one"):
        RULES.from_position(data)
    data["options"]["market"] = "limited_10"
    with pytest.raises(PositionError, match="removed.stadium: only the harbor market"):
        RULES.from_position(data)


def test_a_deck_market_display_never_shows_more_kinds_than_its_target() -> None:
    data = RULES.position(RULES.new_game(GameConfig.simple(2), 1))
    data.update(options={"market": "limited_10"}, step="roll", turn=1)
    with pytest.raises(PositionError, match="market: row 0 shows 15 kinds; a refill stops"):
        RULES.from_position(data)


def test_the_default_turn_is_the_lowest_the_position_allows() -> None:
    assert setup(city(3), city(3), step="roll").turn == 1
    assert setup(city(3), city(4), step="roll").turn == 2  # coins moved: a roll was made
    assert setup(city(3, mine=2, landmarks=("train_station",)), city(3), step="roll").turn == 4
    assert setup(city(3, mine=2), city(3), step="build", dice=[4]).turn == 3
    won = ("train_station", "shopping_mall", "amusement_park", "radio_tower")
    assert setup(city(3, landmarks=won), city(3), step="over", winner=0, dice=[4]).turn == 4


def test_explicit_null_is_not_an_omitted_member() -> None:
    for key in ("step", "turn", "active", "dice", "dice_count", "rerolled", "park_active"):
        with pytest.raises(PositionError, match=key.split("_")[0]):
            RULES.from_position(_pos(**{key: None}))


def test_turn_one_holds_only_what_the_first_roll_paid() -> None:
    assert setup(city(4), city(4), step="build", dice=[1], turn=1).coins == [4, 4]
    assert setup(city(4), city(3), step="build", dice=[3], turn=1).coins == [4, 3]
    for coins, dice in (((4, 4), [3]), ((3, 3), [1]), ((5, 3), [2])):
        with pytest.raises(PositionError, match="coins: .* in turn 1 after a roll of"):
            setup(city(coins[0]), city(coins[1]), step="build", dice=dice, turn=1)


def test_the_beginner_limit_is_exceeded_only_by_a_trade() -> None:
    with pytest.raises(PositionError, match="cafe: 3 owned, above the beginner limit of 2"):
        setup(city(3, cafe=3), city(3), step="build", dice=[4], options={"beginner_limit": 2})
    setup(city(3, cafe=3), city(3, business_center=1), step="build", dice=[4],
          options={"beginner_limit": 2})
