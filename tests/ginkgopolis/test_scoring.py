"""Final scoring (spec 8, 9.3; Amb-8, 18, 19, 28)."""

from __future__ import annotations

from game.games.ginkgopolis.data import CARD_BY_NAME as C
from game.games.ginkgopolis.rules import scoring

from .helpers import RULES, make, seat, state

TOKENS = {"A": [-1, 2], "B": [0, 2], "C": [1, 2], "D": [2, 1], "E": [2, 0], "F": [2, -1],
          "G": [1, -2], "H": [0, -3], "I": [-1, -2], "J": [-2, -1], "K": [-2, 0],
          "L": [-2, 1]}


def rulebook_example():  # type: ignore[no-untyped-def]
    """8.3: Franta (seat 0), Milena (seat 1), Nela (seat 2)."""
    buildings = {
        (-1, 0): (["B1", "B4", "B13"], 0, False),   # Franta 3
        (0, 0): (["B2", "B10"], 1, False),          # Milena 2, tallest 2, number 10
        (1, 0): (["B3", "B8"], 2, False),           # Nela 2, tallest 2, number 8
        (-1, -1): (["Y1", "Y5", "Y6"], 1, False),   # Milena 3 in the yellow district
        (0, -2): (["R20"], 0, False),               # isolated red 20
    }
    return state(n=3, buildings=buildings, tokens=TOKENS, phase="over",
                 seats=[seat(tableau=["CH01", "CH02", "CH03", "B1", "B4"]),
                        seat(tableau=["CH04", "CH05", "CH06", "B2", "Y1", "Y5"]),
                        seat(tableau=["CH07", "CH08", "CH09", "B3"])],
                 end_triggered=True)


def test_rulebook_district_example() -> None:
    s = rulebook_example()
    groups = {frozenset(g) for g in scoring.districts(s)}
    blue = frozenset({(-1, 0), (0, 0), (1, 0)})
    yellow = frozenset({(-1, -1), (0, -1), (1, -1)})
    red = frozenset({(-1, 1), (0, 1), (1, 1)})  # the unowned starting row: nobody scores
    assert groups == {blue, yellow, red}
    assert scoring.district_points(s, sorted(blue)) == {0: 7, 1: 2}
    assert scoring.district_points(s, sorted(yellow)) == {1: 6}
    assert scoring.district_points(s, sorted(red)) == {}
    assert [b["districts"] for b in scoring.breakdown(s)] == [7, 8, 0]


def test_district_tie_goes_to_the_taller_building_first() -> None:
    # Milena 2 on one building of height 2, Nela 2 on two buildings of height 1 (higher
    # numbers): the taller building wins before the numbers are compared.
    buildings = {(-1, 0): (["B1", "B4", "B5"], 0, False), (0, 0): (["B2", "B6"], 1, False),
                 (1, 0): (["B3"], None, False), (2, 0): (["B20"], 2, False),
                 (2, 1): (["B19"], 2, False)}
    toks = dict(TOKENS, D=[3, 1], E=[3, 0], H=[0, -2])
    s = state(n=3, buildings=buildings, tokens=toks, phase="over", end_triggered=True,
              seats=[seat(tableau=["CH01", "CH02", "CH03", "B1", "B4"]),
                     seat(tableau=["CH04", "CH05", "CH06", "B2"]), seat()])
    [blue] = [g for g in scoring.districts(s) if s.stacks[g[0]][-1] // 20 == 1]
    assert scoring.district_points(s, blue) == {0: 7, 1: 2}


def test_end_game_cards() -> None:
    buildings = {
        (-1, 1): (["R1", "R10", "R13", "R4"], 0, False),
        (0, 1): (["R2", "R14", "R15", "R5"], 0, False),
        (1, 1): (["R3", "R16", "R17", "R6"], 0, False),
        (-1, 0): (["B1", "R19", "R20", "B4"], 0, False),
        (1, 0): (["B3", "B5"], 0, False),
    }
    won = ["R1", "R10", "R13", "R2", "R14", "R15", "R3", "R16", "R17", "B1", "R19", "R20", "B3"]
    s = state(buildings=buildings, phase="over", end_triggered=True,
              seats=[seat(tableau=["CH01", "CH02", "CH03", *won]), seat()])
    pts = {name: scoring.end_card_points(s, 0, C[name]) for name in won}
    assert pts["R10"] == pts["R13"] == 12       # resources on red buildings (3 x 4)
    assert pts["R14"] == 1                      # the height-2 building
    assert pts["R15"] == 12                     # 4 buildings of height 3+
    assert pts["R16"] == 6                      # CH01, R1, B1 (10-20 never count)
    assert pts["R17"] == 4                      # CH02 and R2
    assert pts["R19"] == 2 * 12                 # red cards, R19 itself included (Amb-8)
    assert pts["R20"] == 9
    assert all(pts[c] == 0 for c in ("R1", "R2", "R3", "B1", "B3"))
    total = scoring.breakdown(s)[0]
    assert total["cards"] == 12 + 12 + 1 + 12 + 6 + 4 + 24 + 9
    assert total["new_hand"] == 4  # 2 unused New Hand tokens, 2 VP each


def test_scores_sum_and_ties_are_shared() -> None:
    s = state(phase="over", end_triggered=True, seats=[seat(vp=5), seat(vp=5)])
    sc = RULES.scores(s)
    assert [x.total for x in sc] == [9, 9] and sc[0].breakdown["vp"] == 5
    assert RULES.winners(s) == [0, 1]
    s = state(phase="over", end_triggered=True, seats=[seat(vp=5, new_hand=1), seat(vp=5)])
    assert RULES.winners(s) == [1]


def test_position_of_the_example_round_trips() -> None:
    s = rulebook_example()
    p = RULES.position(s)
    assert RULES.position(RULES.from_position(p)) == p
    assert make(n=3)["players"] == 3


def test_the_results_breakdown_names_each_district_and_end_card_kind() -> None:
    """Score.breakdown (the results table's rows): VP tokens, each kind of end-game card
    held (cards of a kind summed), New Hand tokens, and each district some seat scores,
    numbered per colour in reading order; every seat has the same rows, summing to its
    total."""
    s = rulebook_example()
    sc = RULES.scores(s)
    keys = ["vp", "new_hand", "district_blue_1", "district_yellow_1"]
    assert [list(x.breakdown) for x in sc] == [keys] * 3
    assert [x.breakdown["district_blue_1"] for x in sc] == [7, 2, 0]
    assert [x.breakdown["district_yellow_1"] for x in sc] == [0, 6, 0]
    assert all(sum(x.breakdown.values()) == x.total for x in sc)
    # the unowned red starting row is a district too (red 1): nobody scores it, no row
    assert [(c, k, len(g)) for c, k, g in scoring.numbered(s)] == [
        (0, 1, 3), (1, 1, 3), (2, 1, 3)]
    # end-game cards: one row per kind, the two "resources on red" cards together
    buildings = {(-1, 1): (["R1", "R10", "R13", "R4"], 0, False),
                 (0, 1): (["R2", "R20", "R5"], 1, False)}
    s = state(buildings=buildings, phase="over", end_triggered=True,
              seats=[seat(tableau=["CH01", "CH02", "CH03", "R1", "R10", "R13"]),
                     seat(tableau=["CH04", "CH05", "CH06", "R2", "R20"])])
    sc = RULES.scores(s)
    assert list(sc[0].breakdown) == ["vp", "end_res_on_red", "end_nine", "new_hand",
                                     "district_red_1"]
    assert sc[0].breakdown["end_res_on_red"] == 8 and sc[1].breakdown["end_res_on_red"] == 0
    assert sc[1].breakdown["end_nine"] == 9
    assert all(sum(x.breakdown.values()) == x.total for x in sc)
    assert [x.total for x in sc] == [sum(b.values()) for b in scoring.breakdown(s)]


def test_the_final_scoring_is_told_per_card_district_and_seat_in_every_language() -> None:
    from game.ui import i18n

    s = rulebook_example()
    ev = scoring.final_events(s)
    districts = [(e.player, e.data["colour"], e.data["place"], e.data["points"])
                 for e in ev if e.kind == "final_district"]
    assert districts == [(0, "blue", "first", 7), (1, "blue", "second", 2),
                         (1, "yellow", "alone", 6)]
    totals = [(e.player, e.data["points"]) for e in ev if e.kind == "final_total"]
    assert totals == [(q, x.total) for q, x in enumerate(RULES.scores(s))]
    assert [e.data["count"] for e in ev if e.kind == "final_new_hand"] == [2, 2, 2]
    s2 = state(buildings={(0, 1): (["R2", "R20", "R5"], 1, False)}, phase="over",
               end_triggered=True, seats=[seat(), seat(tableau=["CH04", "CH05", "CH06",
                                                                  "R2", "R20"])])
    cards = [e for e in scoring.final_events(s2) if e.kind == "final_card"]
    assert [(e.player, e.data["card"], e.data["points"]) for e in cards] == [(1, "R20", 9)]
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for e in ev + cards:
                text = RULES.event_text(e, None)
                assert text is not None and i18n.has(text.key), text
                line = i18n.t(text.key, **{k: "Ann" if k == "player" else i18n.words(v)
                                           for k, v in text.args.items()})
                assert "{" not in line and "ginkgopolis." not in line and "Ann" in line, line
    finally:
        i18n.set_language("en")
