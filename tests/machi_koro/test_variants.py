"""Market modes (spec §6.2-§6.5) and the beginners' limit (§6.1)."""

from __future__ import annotations

import pytest

from game.engine.protocol import GameConfig, IllegalAction
from game.games.machi_koro.data import (
    CAFE,
    HIGH_KINDS,
    LOW_KINDS,
    MINE,
    PURPLE_KINDS,
    RANCH,
    STADIUM,
    TV_STATION,
    WHEAT_FIELD,
    total_copies,
)
from game.games.machi_koro.rules import Build, Trade

from .util import GAME, RULES, city, kinds, new, play, roll, setup

TEN = {"wheat_field": 1, "ranch": 2, "bakery": 1, "cafe": 1, "forest": 1, "stadium": 1,
       "mine": 1, "apple_orchard": 1, "cheese_factory": 1, "fruit_veg_market": 1}


def shown(state, kinds_=range(15)) -> int:
    return sum(1 for k in kinds_ if state.supply[k])


def conserved(state) -> bool:
    return all(
        sum(c[k] for c in state.cards) + state.supply[k] + state.removed[k]
        + sum(d.count(k) for d in state.decks) == total_copies(k, state.n) for k in range(15))


def test_standard_market_has_all_84_cards() -> None:
    s = new(2)
    assert s.supply == [6] * 6 + [4] * 3 + [6] * 6 and s.decks == []


@pytest.mark.parametrize("market", ["limited_10", "harbor"])
@pytest.mark.parametrize("seed", range(5))
def test_limited_setup_shows_ten_kinds(market: str, seed: int) -> None:
    s = new(3, seed, market=market)
    assert shown(s) == 10
    assert len(s.decks) == 1 and sum(s.supply) + len(s.decks[0]) == 84
    assert conserved(s)


def test_limited_refill_after_a_pile_empties() -> None:
    s = setup(city(10), city(0), step="build", dice=[4], options={"market": "limited_10"}, market=TEN,
              deck_top=[["ranch", "mine", "tv_station", "cafe"]])
    assert RULES.reveals_information(s, Build("mine"))
    assert not RULES.reveals_information(s, Build("ranch"))
    events = play(s, Build("mine"))
    reveals = [e.data["card"] for e in kinds(events, "reveal")]
    assert reveals == ["ranch", "mine"]  # a ranch stacks; the mine makes 10 kinds again
    assert s.supply[RANCH] == 3 and s.supply[MINE] == 1 and s.supply[TV_STATION] == 0 and shown(s) == 10
    assert s.decks[0][-2:] == [CAFE, TV_STATION]  # tv_station, then cafe stay hidden on top
    assert events.index(kinds(events, "reveal")[0]) < events.index(kinds(events, "turn")[0])
    assert conserved(s)


def test_limited_no_refill_while_ten_kinds_remain() -> None:
    s = setup(city(10), city(0), step="build", dice=[4], options={"market": "limited_10"}, market=TEN)
    deck = list(s.decks[0])
    events = play(s, Build("ranch"))
    assert not kinds(events, "reveal") and s.decks[0] == deck and shown(s) == 10


def test_limited_only_displayed_cards_can_be_bought() -> None:
    s = setup(city(10), city(0), step="build", dice=[4], options={"market": "limited_10"}, market=TEN)
    with pytest.raises(IllegalAction, match="illegal.sold_out"):
        play(s, Build("convenience_store"))


def test_limited_empty_deck_leaves_fewer_kinds() -> None:
    s = setup(city(10), city(0), step="build", dice=[4], options={"market": "limited_10"}, market=TEN)
    s.decks[0].clear()
    assert not RULES.reveals_information(s, Build("mine"))
    events = play(s, Build("mine"))
    assert not kinds(events, "reveal") and shown(s) == 9


def test_limited_keeps_dead_purple_pile_by_default() -> None:
    s = setup(city(10, stadium=1), city(10), step="build", dice=[4], active=1,
              options={"market": "limited_10"}, market=TEN | {"stadium": 2})
    events = play(s, Build("stadium"))
    assert s.supply[STADIUM] == 1 and not kinds(events, "market_removed")


def test_harbor_removes_purple_pile_nobody_can_buy() -> None:
    s = setup(city(10, stadium=1), city(10), step="build", dice=[4], active=1,
              options={"market": "harbor"}, market=TEN | {"stadium": 2},
              deck_top=[["tv_station"]])
    assert RULES.reveals_information(s, Build("stadium"))
    events = play(s, Build("stadium"))
    (gone,) = kinds(events, "market_removed")
    assert dict(gone.data) == {"card": "stadium", "count": 1}
    assert s.supply[STADIUM] == 0 and s.removed[STADIUM] == 1
    assert [e.data["card"] for e in kinds(events, "reveal")] == ["tv_station"]
    assert shown(s) == 10 and conserved(s)


def test_harbor_removes_a_dead_purple_card_revealed_later() -> None:
    market = {k: v for k, v in TEN.items() if k != "stadium"} | {"convenience_store": 1}
    s = setup(city(10, stadium=1), city(10, stadium=1), step="build", dice=[4],
              options={"market": "harbor"}, market=market,
              deck_top=[["stadium", "tv_station"]])
    events = play(s, Build("mine"))  # empties a pile: the refill reveals a dead Stadium
    assert [e.kind for e in events if e.kind in ("reveal", "market_removed")] == [
        "reveal", "market_removed", "reveal"]
    assert s.supply[STADIUM] == 0 and s.supply[TV_STATION] == 1 and conserved(s)


@pytest.mark.parametrize("seed", range(5))
def test_hybrid_setup_five_five_two(seed: int) -> None:
    s = new(4, seed, market="hybrid_5_5_2")
    assert shown(s, LOW_KINDS) == 5 and shown(s, HIGH_KINDS) == 5
    assert shown(s, PURPLE_KINDS) == 2
    assert [len(d) + sum(s.supply[k] for k in ks) for d, ks in
            zip(s.decks, (LOW_KINDS, HIGH_KINDS, PURPLE_KINDS), strict=True)] == [36, 36, 12]
    assert conserved(s)


def test_hybrid_refills_only_the_emptied_row() -> None:
    market = {"wheat_field": 1, "ranch": 1, "bakery": 1, "cafe": 1, "forest": 1,
              "mine": 1, "cheese_factory": 1, "furniture_factory": 1, "apple_orchard": 1,
              "fruit_veg_market": 1, "stadium": 1, "tv_station": 1}
    s = setup(city(10), city(0), step="build", dice=[4], options={"market": "hybrid_5_5_2"},
              market=market, deck_top=[["convenience_store"], ["family_restaurant"], []])
    events = play(s, Build("cafe"))
    assert [e.data["card"] for e in kinds(events, "reveal")] == ["convenience_store"]
    assert [e.data["row"] for e in kinds(events, "reveal")] == [0]


def test_hybrid_decks_must_hold_their_row() -> None:
    from game.engine.protocol import PositionError
    with pytest.raises(PositionError, match="belongs to another row"):
        RULES.from_position({"cities": [city(0), city(0)], "options": {"market": "hybrid_5_5_2"},
                             "market": {}, "decks": [["mine"], [], []]})


def test_beginner_limit_blocks_building_not_trading() -> None:
    s = setup(city(10, wheat_field=1, business_center=1), city(0, wheat_field=1),
              step="build", dice=[4], options={"beginner_limit": 2})
    assert Build("wheat_field") not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction, match="illegal.beginner_limit"):
        play(s, Build("wheat_field"))
    assert Build("ranch") in RULES.legal_actions(s)
    s2 = setup(city(10, wheat_field=1, ranch=1, business_center=1), city(0, wheat_field=1),
               step="roll", options={"beginner_limit": 2})
    roll(s2, 6)
    play(s2, Trade("ranch", 1, "wheat_field"))
    assert s2.cards[0][WHEAT_FIELD] == 3  # exchanges may exceed the limit (§6.1)


def test_beginner_limit_option_values() -> None:
    for bad in (1, 5, "yes", True):
        with pytest.raises(ValueError):
            RULES.new_game(GameConfig.simple(2, beginner_limit=bad), 1)
    assert GAME.validate_config(GAME.config(2, beginner_limit=3)) is None
    assert new(2, beginner_limit=4).limit == 4 and new(2).limit == 0


def test_market_option_values() -> None:
    with pytest.raises(ValueError, match="market"):
        RULES.new_game(GameConfig.simple(2, market="huge"), 1)
    assert GAME.validate_config(GAME.config(2, market="huge")) is not None


def test_deck_top_without_market_is_dealt_first() -> None:
    s = setup(city(3), city(3), options={"market": "limited_10"},
              deck_top=[["mine", "mine", "cafe"]])
    assert s.supply[MINE] == 2 and s.supply[CAFE] >= 1 and shown(s) == 10 and conserved(s)
    with pytest.raises(Exception, match="deck_top"):
        setup(city(3), city(3), options={"market": "limited_10"}, deck_top=[["castle"]])


def test_validate_config_rejects_a_first_seat_beyond_the_table() -> None:
    assert GAME.validate_config(GAME.config(2, first_player=3)) is not None
    assert GAME.validate_config(GAME.config(4, first_player=3)) is None
