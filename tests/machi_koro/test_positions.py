"""Position format round trips, hidden information, action JSON, replay through Match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine.match import Match
from game.engine.protocol import GameConfig, PositionError
from game.engine.rng import Rng
from game.games.machi_koro.rules import FirstPlayer, Roll

from .util import GAME, RULES, city, new, setup

ROOT = Path(__file__).resolve().parents[2]
MODES = ["standard", "limited_10", "harbor", "hybrid_5_5_2"]


def random_states(n: int, market: str, seed: int, stop_every: int = 7):
    """States met along a random game, every few steps."""
    s = RULES.new_game(GameConfig.simple(n, market=market), seed)
    rng = Rng(seed)
    step = 0
    while not RULES.is_over(s):
        if step % stop_every == 0:
            yield s.clone()
        if RULES.current_player(s) == -1:
            a = RULES.sample_chance(s, rng)
        else:
            a = RULES.sample_action(s, rng)
        RULES.apply(s, a)
        step += 1
    yield s


@pytest.mark.parametrize("market", MODES)
def test_position_round_trip_and_same_future(market: str) -> None:
    for s in random_states(3, market, 11):
        data = RULES.position(s)
        json.dumps(data)
        t = RULES.from_position(json.loads(json.dumps(data)))
        assert RULES.position(t) == data
        assert RULES.legal_actions(t) == RULES.legal_actions(s)
        if not RULES.is_over(s):  # the same action leads to the same position
            a = RULES.sample_chance(s) if RULES.current_player(s) == -1 else \
                RULES.sample_action(s, Rng(3))
            t.rng = s.rng.clone()
            RULES.apply(s, a)
            RULES.apply(t, a)
            assert RULES.position(t) == RULES.position(s)


def test_minimal_position_defaults() -> None:
    s = RULES.from_position({"cities": [{}, {}]})
    assert s.coins == [3, 3] and s.cards[0][0] == 1 and s.cards[0][2] == 1
    assert s.supply == [6] * 6 + [4] * 3 + [6] * 6
    assert RULES.step_name(s) == "roll" and s.active == 0


@pytest.mark.parametrize("bad,match", [
    ({"cities": [{}]}, "between 2 and 4"),
    ({"cities": "x"}, "cities"),
    ({"cities": [{}, {}], "game": "akropolis"}, "not a Machi Koro"),
    ({"cities": [{"coins": -1}, {}]}, "coins"),
    ({"cities": [{"establishments": {"castle": 1}}, {}]}, "unknown establishment"),
    ({"cities": [{"establishments": {"stadium": 2}}, {}]}, "one of each purple"),
    ({"cities": [{"landmarks": ["moon_base"]}, {}]}, "unknown landmark"),
    ({"cities": [{"establishments": {"mine": 7}}, {}]}, "too many mine"),
    ({"cities": [{}, {}], "step": "dance"}, "unknown step"),
    ({"cities": [{}, {}], "step": "choose_dice"}, "Train Station"),
    ({"cities": [{}, {}], "step": "tv_station", "dice": [6]}, "TV Station"),
    ({"cities": [{}, {}], "step": "build", "dice": [7]}, "a die"),
    ({"cities": [{}, {}], "dice_count": 2}, "Train Station"),
    ({"cities": [{}, {}], "step": "over", "winner": 0}, "four landmarks"),
    ({"cities": [{}, {}], "options": {"market": "big"}}, "market mode"),
    ({"cities": [{}, {}], "market": {"mine": 9}}, "copies"),
    ({"cities": [{}, {}], "rng": -5}, "rng"),
])
def test_bad_positions_are_rejected_with_a_reason(bad: dict, match: str) -> None:
    with pytest.raises(PositionError, match=match):
        RULES.from_position(bad)


def test_example_positions_load() -> None:
    files = sorted((ROOT / "saves" / "positions" / "machi_koro").glob("*.json"))
    assert len(files) >= 5
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        s = RULES.from_position(data["position"] if "position" in data else data)
        assert RULES.position(RULES.from_position(RULES.position(s))) == RULES.position(s)


def test_example_seed_payment_position_plays_as_the_spec_says() -> None:
    data = json.loads((ROOT / "saves/positions/machi_koro/seed_example_cafes.json").read_text())
    s = RULES.from_position(data["position"])
    events = RULES.apply(s, Roll((3,)))
    assert [(e.data["owner"], e.data["amount"], e.data["owed"]) for e in events
            if e.kind == "pay"] == [(2, 2, 2), (1, 1, 3)]
    assert s.coins == [1, 1, 2]  # A pays all 3, then A's own starting Bakery pays 1


@pytest.mark.parametrize("market", ["limited_10", "hybrid_5_5_2"])
def test_observation_hides_deck_order_and_determinize_reshuffles(market: str) -> None:
    s = new(3, 5, market=market)
    obs = RULES.observation(s, 1)
    text = json.dumps(obs)
    assert "decks" not in obs and obs["deck_sizes"] == [len(d) for d in s.decks]
    other = s.clone()
    for d in other.decks:
        d.reverse()
    assert json.dumps(RULES.observation(other, 1)) == text
    changed = False
    for seed in range(5):
        d = RULES.determinize(s, 1, Rng(seed))
        assert json.dumps(RULES.observation(d, 1)) == text
        assert [sorted(x) for x in d.decks] == [sorted(x) for x in s.decks]
        changed |= d.decks != s.decks
        assert d.rng != s.rng
    assert changed
    assert RULES.position(s) == RULES.position(new(3, 5, market=market))  # not mutated


def test_standard_observation_is_the_whole_public_state() -> None:
    s = new(2, 3)
    obs = RULES.observation(s, 0)
    assert obs["cities"][1]["coins"] == 3 and obs["market"]["mine"] == 6
    assert "rng" not in obs and not RULES.has_private_view(s, 0)


def test_actions_json_round_trip() -> None:
    seen = set()
    for s in random_states(4, "standard", 2, stop_every=1):
        if RULES.current_player(s) == -1:
            actions = [a for a, _ in RULES.chance_outcomes(s)]
        else:
            actions = RULES.legal_actions(s)
        for a in actions:
            j = json.loads(json.dumps(RULES.action_to_json(a)))
            assert RULES.action_from_json(j) == a
            seen.add(j["type"])
    assert {"Roll", "Build", "BuildNothing"} <= seen
    for bad in ({"type": "Build", "card": "castle"}, {"type": "Nope"},
                {"type": "BuildLandmark", "landmark": "moon"}, [1]):
        with pytest.raises(ValueError):
            RULES.action_from_json(bad)


def test_first_player_random_is_a_chance_node() -> None:
    s = RULES.new_game(GAME.config(3), 4)
    assert RULES.current_player(s) == -1 and RULES.step_name(s) == "first_player"
    assert [a for a, _ in RULES.chance_outcomes(s)] == [FirstPlayer(i) for i in range(3)]
    RULES.apply(s, FirstPlayer(2))
    assert s.active == 2 and RULES.current_player(s) == 2 or RULES.current_player(s) == -1
    assert s.active == 2 and s.turn == 1
    s = RULES.new_game(GAME.config(3, first_player=1), 4)
    assert s.active == 1 and RULES.step_name(s) == "roll"
    with pytest.raises(ValueError):
        RULES.new_game(GAME.config(2, first_player=3), 4)


def test_match_replay_reproduces_the_game() -> None:
    m = Match.new(GAME, GAME.config(2, market="limited_10"), 9)
    rng = Rng(1)
    while not m.is_over and len(m.log) < 400:
        if m.current_player == -1:
            m.play_chance()
        else:
            m.play(RULES.sample_action(m.state, rng))
    again = Match.replay(GAME, m.config, m.seed, m.actions_json())
    assert RULES.position(again.state) == RULES.position(m.state)
    assert any(e.barrier for e in m.log)


def test_reveals_information_only_on_chance_and_refills() -> None:
    s = setup(city(5), city(0), step="build", dice=[4])
    from game.games.machi_koro.rules import Build, BuildNothing
    assert not RULES.reveals_information(s, Build("ranch"))
    assert not RULES.reveals_information(s, BuildNothing())
    s = setup(city(5), city(0), step="roll")
    assert RULES.reveals_information(s, Roll((1,)))


def _full(market: str = "limited_10", seed: int = 4) -> dict:
    """A complete position (as ``position`` writes it) from a few random steps."""
    states = random_states(3, market, seed, stop_every=1)
    return RULES.position([next(states) for _ in range(6)][-1])


@pytest.mark.parametrize("change,field", [
    (lambda d: d["cities"][0].update(landmarks=[["train_station"]]), "cities\\[0\\].landmarks"),
    (lambda d: d["cities"][0].update(landmarks=["train_station", "train_station"]), "twice"),
    (lambda d: d["cities"][1]["establishments"].update({"mine": []}), "mine"),
    (lambda d: d.update(rerolled="no"), "rerolled"),
    (lambda d: d.update(park_active=1), "park_active"),
    (lambda d: d["cities"][0].update(coins=10**30), "cities\\[0\\].coins"),
    (lambda d: d.update(turn=10**30), "turn"),
    (lambda d: d.update(step=["roll"]), "step"),
    (lambda d: d.update(colour="red"), "colour"),
    (lambda d: d["cities"][0].update(name="Eva"), "name"),
    (lambda d: d["options"].update(beginner_limit=[2]), "beginner_limit"),
    (lambda d: d["options"].update(market=["harbor"]), "market"),
    (lambda d: d.update(deck_top=[["mine"]]), "deck_top"),
    (lambda d: d["decks"][0].append({"card": "mine"}), "decks\\[0\\]"),
])
def test_malformed_values_are_refused_naming_the_field(change: Any, field: str) -> None:
    data = _full()
    change(data)
    with pytest.raises(PositionError, match=field):
        RULES.from_position(data)


def test_a_deck_market_must_be_refilled_and_harbor_has_no_dead_purple_pile() -> None:
    data = _full("limited_10")
    shown = [k for k, c in data["market"].items() if c]
    gone = shown[0]  # one pile fewer on display, its cards back in the deck
    data["decks"][0] = [gone] * data["market"].pop(gone) + data["decks"][0]
    with pytest.raises(PositionError, match="refilled"):
        RULES.from_position(data)
    cities = [city(0, start=True, stadium=1), city(0, start=True, stadium=1)]
    with pytest.raises(PositionError, match="market.stadium"):
        setup(*cities, step="build", dice=[4], options={"market": "harbor"},
              market={"stadium": 2, "wheat_field": 1, "ranch": 1, "bakery": 1, "cafe": 1,
                      "forest": 1, "mine": 1, "apple_orchard": 1, "cheese_factory": 1,
                      "fruit_veg_market": 1, "convenience_store": 1})


def test_bounds_are_inclusive() -> None:
    from game.games.machi_koro.rules.position import MAX_COINS, MAX_TURN
    data = _full("standard")
    data["cities"][0]["coins"] = MAX_COINS
    data["turn"] = MAX_TURN
    assert RULES.position(RULES.from_position(data)) == data
    for key, value in (("coins", MAX_COINS + 1), ("turn", MAX_TURN + 1)):
        bad = json.loads(json.dumps(data))
        if key == "coins":
            bad["cities"][0]["coins"] = value
        else:
            bad["turn"] = value
        with pytest.raises(PositionError, match=key):
            RULES.from_position(bad)


def test_malformed_actions_are_refused_and_change_nothing() -> None:
    from game.engine.protocol import IllegalAction
    from game.games.machi_koro.rules import Build, BuildLandmark, ChooseDice, Trade, TvTarget
    s = setup(city(30, start=True, business_center=1, tv_station=1), city(3, start=True),
              step="build", dice=[4])
    before = RULES.position(s)
    for bad in (Build(["bakery"]), Build({"k": 1}), BuildLandmark(["radio_tower"]),  # type: ignore[arg-type]
                Trade(["bakery"], 1, "bakery"), Trade("bakery", [1], "bakery"),  # type: ignore[arg-type]
                TvTarget(None), ChooseDice(2.0), Roll([3]), Roll(None)):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, bad)
        assert info.value.reason.startswith("machi_koro.illegal.")
        assert RULES.position(s) == before
