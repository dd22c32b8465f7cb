"""Income, recycling, scoring cards, final scoring and the winner (spec §10-§12,
A-25..A-28, A-35)."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.twentieth_century.rules import income
from game.games.twentieth_century.rules.actions import Clean, Done, NoClean

from .custom import DEFS
from .helpers import RULES, build, play, pos, start, tile


def test_final_ranking_examples() -> None:
    # 4 players: money green 17, blue 17, red 12, yellow 7
    assert income.ranking([17, 17, 12, 7], (8, 5, 3, 0)) == [6, 6, 3, 0]
    # science yellow 12, red 9, blue 9, green 9
    assert income.ranking([12, 9, 9, 9], (8, 5, 3, 0)) == [8, 2, 2, 2]
    assert income.ranking([5, 5, 5, 5], (8, 5, 3, 0)) == [4, 4, 4, 4]
    assert income.ranking([0, 0, 4], (8, 5, 0)) == [0, 0, 8]
    assert income.ranking([3, 3, 0, 0, 0], (8, 5, 3, 1, 0)) == [6, 6, 0, 0, 0]


def _income_position(rnd: int, seat0: list[dict[str, Any]], **seat: Any) -> dict[str, Any]:
    """Seat 0 in its Income recycling choice of round ``rnd`` (plant c3 of the start)."""
    p = pos(3)
    p["definitions"] = DEFS
    p["round"] = rnd
    p["phase"] = "income"
    p["display"] = {"lands": [], "technologies": []}
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["seats"][0]["region"] = seat0
    p["seats"][0].update(seat)
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "recycle", "seat": 0,
                       "data": {"plant": 0, "land": "S-1", "city": "c3"}}]
    if rnd == 6:
        p["catastrophe"] = None
        p["stacks"]["catastrophes"] = []
    return p


def test_recycling_choice_lists_eligible_lands_with_garbage() -> None:
    st = build(_income_position(1, [start(citizens=("c1", "c2", "c3"), garbage=2),
                                    tile("X-A2", 1, 0, garbage=1), tile("X-A3", 1, 1,
                                                                       garbage=1)]))
    assert RULES.legal_actions(st) == [Clean("S-1"), Clean("X-A2"), NoClean()]
    play(st, Clean("X-A2"))
    assert st.players[0].tiles["X-A2"].garbage == 0


def test_final_scoring_land_pollution_and_rankings() -> None:
    seat0 = [start(citizens=("c1", "c2", "c3"), garbage=0), tile("X-A2", 1, 0, garbage=1),
             tile("X-A3", 1, 1, garbage=3)]
    p = _income_position(6, seat0, pollution=3, money=20, science=0, qol=10,
                         points={"income": 10})
    p["seats"][1].update(money=20, science=5)
    p["seats"][2].update(money=1, science=5)
    st = build(p)
    play(st, NoClean())  # seat 0's plant rests; the others have no plant at work
    assert st.final and RULES.is_over(st)
    s0 = RULES.scores(st)[0]
    # lands: clean start 4 (clean section), 1 cube 0, 3 cubes -10; pollution +3 -> 4
    assert s0.breakdown["lands"] == 4 + 0 - 10 and s0.breakdown["pollution"] == 4
    assert s0.breakdown["money_rank"] == 6 and s0.breakdown["science_rank"] == 0
    # round 6: QoL income only (start land produces none), no money or science
    assert st.players[0].money == 20 and s0.breakdown["income"] == 10
    assert s0.total == 10 - 6 + 4 + 6 == sum(s0.breakdown.values())


def test_winner_tie_break_is_fewer_garbage() -> None:
    p = _income_position(6, [start(citizens=("c1", "c2", "c3"), garbage=1)])
    for i, seat in enumerate(p["seats"]):
        seat.update(money=10, science=10, qol=0, points={})
        seat["region"][0]["garbage"] = 1 if i else 1
    p["seats"][2]["region"][0]["garbage"] = 0
    st = build(p)
    play(st, NoClean())
    totals = [s.total for s in RULES.scores(st)]
    # seat 2's clean start scores 3, the others 0 -> seat 2 wins outright
    assert totals[2] == totals[0] + 3 and RULES.winners(st) == [2]
    assert income.winners(st) == [2]


@pytest.mark.parametrize(("card", "expected"), [
    ("SC2-ECON", 3 + 2), ("SC2-DOUBLE", 7), ("SC2-CLEAN", 6),
    ("SC4-RECYCLE", 2 + 3), ("SC4-ENVIRONMENT", 2 + 0), ("SC4-LANDSCAPE", 3 * 1 - 2 + 2)])
def test_scoring_cards(card: str, expected: int) -> None:
    seat0 = [start(citizens=("c1", "c2", "c3"), garbage=0), tile("X-A2", 1, 0, garbage=2)]
    rnd = 2 if card.startswith("SC2") else 4
    p = _income_position(rnd, seat0, pollution=2, qol=7, points={"income": 7})
    p["scoring_cards"] = [card, "SC4-RECYCLE" if rnd == 2 else "SC2-ECON"]
    st = build(p)
    # seat 0's region: start with all three cities (3 M, 2 S, plant), X-A2 (2 cubes, empty)
    play(st, Clean("X-A2"))
    pts = st.players[0].points["card"]
    if card == "SC2-DOUBLE":
        assert pts == 7 + 0  # QoL so far (income added before the card: none here)
    elif card == "SC4-LANDSCAPE":
        # clean lands: start only (X-A2 still has 1); value 3 at +2; 1 cube; science 2
        assert pts == 1 * 3 - 1 + 2
    else:
        assert pts == expected


def test_income_adds_trackers_and_round_six_pays_qol_only() -> None:
    p = pos(3)
    p["round"] = 5
    p["phase"] = "maintenance"
    p["display"] = {"lands": [], "technologies": []}
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    p["seats"][0]["technologies"] = [{"tech": "T1-07", "used": [False]}]  # Population
    p["seats"][0]["region"] = [start(citizens=("c1", "c2"))]
    st = build(p)
    play(st, Done())
    assert st.round == 6 and [q.money for q in st.players] == [13, 13, 13]
    assert [q.science for q in st.players] == [12, 12, 12]


def test_income_example_of_10_1() -> None:
    """Trackers 12 money, 7 science, 8 QoL; the empty recycling plant removes nothing."""
    defs = {"lands": [*DEFS["lands"], {"id": "X-RICH", "era": "I-II", "template": "A",
                                       "cities": {"c1": {"M": 9, "S": 5, "Q": 8}}}],
            "layout_templates": DEFS["layout_templates"]}
    p = pos(3)
    p["definitions"] = defs
    p["phase"] = "maintenance"
    p["display"] = {"lands": [], "technologies": []}
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}]
    p["seats"][0]["region"] = [start(garbage=1), tile("X-RICH", 1, 0, citizens=("c1",))]
    p["seats"][0]["technologies"] = [{"tech": "T1-07", "used": [False]}]
    st = build(p)
    from game.games.twentieth_century.rules import network as net
    assert net.production(st.players[0]) == (12, 7, 8)
    ev = play(st, Done())
    inc = [e for e in ev if e.kind == "income" and e.player == 0]
    assert inc[0].data == {"money": 12, "science": 7, "qol": 8}
    assert st.players[0].money == 22 and st.players[0].science == 17
    assert st.players[0].qol == 8 and st.players[0].tiles["S-1"].garbage == 1
    assert not [e for e in ev if e.kind == "clean"]
