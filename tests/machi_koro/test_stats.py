"""Machi Koro's end-game statistics, counted from a game played move by move."""

from __future__ import annotations

from game.engine import Match, registry
from game.engine.stats import BarChart, LineChart, stats_for
from game.games.machi_koro.rules.actions import Build, BuildNothing, FirstPlayer, Roll, TvTarget

INFO = registry.get("machi_koro")


def played(actions: list[object], n: int = 2) -> Match:
    match = Match.new(INFO, INFO.config(n), 1)
    for action in actions:
        match.play(action)
    return match


def charts(match: Match) -> dict[str, object]:
    start = INFO.rules.new_game(match.config, match.seed)
    return {c.title.key: c for c in stats_for(INFO, start, match.log).charts}


def group_values(chart: BarChart, seat: int) -> dict[str, float]:
    return {g.key: v for g, v in zip(chart.groups, chart.values[seat], strict=True)}


# Both start with a Wheat Field, a Bakery and 3 coins. P1 rolls 1 (each Wheat Field pays 1)
# and builds a Cafe for 2; P2 rolls 3: pays P1's Cafe 1 coin, then its Bakery pays P2 1.
OPENING = [FirstPlayer(0), Roll((1,)), Build("cafe"), Roll((3,)), BuildNothing()]


def test_coins_and_landmarks_are_sampled_after_every_turn() -> None:
    c = charts(played(OPENING))
    coins = c["machi_koro.stats.coins"]
    assert isinstance(coins, LineChart)
    assert coins.series == [[3, 3, 2, 3], [3, 3, 4, 4]]
    assert c["machi_koro.stats.landmarks"].series == [[0, 0, 0, 0], [0, 0, 0, 0]]


def test_income_is_counted_per_card_kind_red_cards_included() -> None:
    income = charts(played(OPENING))["machi_koro.stats.income"]
    assert isinstance(income, BarChart)
    assert group_values(income, 0) == {"machi_koro.card.wheat_field.name": 1,
                                       "machi_koro.card.bakery.name": 0,
                                       "machi_koro.card.cafe.name": 1}
    assert group_values(income, 1) == {"machi_koro.card.wheat_field.name": 1,
                                       "machi_koro.card.bakery.name": 1,
                                       "machi_koro.card.cafe.name": 0}


def test_coins_paid_received_and_spent() -> None:
    flow = charts(played(OPENING))["machi_koro.stats.coins_flow"]
    keys = [f"machi_koro.stats.fact.{k}" for k in ("paid", "received", "stolen", "lost", "spent")]
    assert [g.key for g in flow.groups] == keys
    assert flow.values == [[0, 1, 0, 0, 2], [1, 0, 0, 0, 0]]


def test_the_city_by_colour_counts_establishments_and_landmarks() -> None:
    city = charts(played(OPENING))["machi_koro.stats.city"]
    assert city.values == [[1, 1, 1, 0, 0], [1, 1, 0, 0, 0]]


def test_a_tv_station_steals_from_the_chosen_player() -> None:
    rules = INFO.rules
    config = INFO.config(2, first_player=0)
    position = rules.position(rules.new_game(config, 1))
    position["turn"] = 5  # a few turns in: the coins moved and a TV Station was built
    position["cities"][0]["coins"] = 10
    position["cities"][1]["coins"] = 8
    position["cities"][0]["establishments"]["tv_station"] = 1
    position["market"]["tv_station"] = 3
    start = rules.from_position(position)
    match = Match(INFO, config, 1, start.clone())
    for action in [Roll((6,)), TvTarget(1), BuildNothing()]:
        match.play(action)
    c = {ch.title.key: ch for ch in stats_for(INFO, start, match.log).charts}
    flow = c["machi_koro.stats.coins_flow"]
    assert flow.values == [[0, 0, 5, 0, 0], [0, 0, 0, 5, 0]]
    assert group_values(c["machi_koro.stats.income"], 0)["machi_koro.card.tv_station.name"] == 5
