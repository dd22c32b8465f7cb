"""Machi Koro's end-game statistics, counted from a game played move by move."""

from __future__ import annotations

from game.engine import CHANCE, Match, Rng, registry
from game.engine.stats import BarChart, LineChart, stats_for
from game.games.machi_koro.rules.actions import (
    Build,
    BuildNothing,
    ChooseDice,
    FirstPlayer,
    Roll,
    TvTarget,
)

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
    """Point 0 is the start, point t the cities after the t-th player's turn: the draw of the
    first player is no turn of its own (it used to add a second starting point)."""
    c = charts(played(OPENING))
    coins = c["machi_koro.stats.coins"]
    assert isinstance(coins, LineChart)
    assert coins.series == [[3, 2, 3], [3, 4, 4]]
    assert c["machi_koro.stats.landmarks"].series == [[0, 0, 0], [0, 0, 0]]
    for key in ("machi_koro.stats.coins", "machi_koro.stats.landmarks"):
        chart = c[key]
        assert isinstance(chart, LineChart) and chart.x_label.key == "machi_koro.stats.turns"


def test_a_whole_game_has_one_point_per_turn_and_ends_with_the_winning_turn() -> None:
    rules = INFO.rules
    match = Match.new(INFO, INFO.config(3), 7)
    rng = Rng(7)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(rules.sample_action(match.state, rng))
    c = charts(match)
    turns = rules.turn_count(match.state)  # the winning turn's number
    for key, final in (("machi_koro.stats.coins", list(match.state.coins)),
                       ("machi_koro.stats.landmarks",
                        [bin(m).count("1") for m in match.state.landmarks])):
        series = c[key].series
        assert all(len(line) == turns + 1 for line in series)
        assert [line[-1] for line in series] == final
    assert c["machi_koro.stats.landmarks"].series[match.state.winner][-1] == 4


def test_an_extra_turn_is_a_turn_of_its_own() -> None:
    rules = INFO.rules
    config = INFO.config(2, first_player=0)
    position = rules.position(rules.new_game(config, 1))
    position["cities"][0]["landmarks"] = ["train_station", "amusement_park"]
    position["cities"][0]["coins"] = 20
    position["step"] = "choose_dice"
    position["turn"] = 5  # a few turns in: the landmarks were built
    start = rules.from_position(position)
    match = Match(INFO, config, 1, start.clone())
    for action in [ChooseDice(2), Roll((2, 2)), BuildNothing(),  # doubles: another turn
                   ChooseDice(2), Roll((1, 2)), BuildNothing(), Roll((5,)), BuildNothing()]:
        match.play(action)
    c = {ch.title.key: ch for ch in stats_for(INFO, start, match.log).charts}
    assert all(len(line) == 4 for line in c["machi_koro.stats.coins"].series)


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
