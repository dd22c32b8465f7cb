"""Component data (spec 1, 9)."""

from __future__ import annotations

from collections import Counter

from game.games.ginkgopolis import data as d


def test_components_count() -> None:
    assert len(d.TILE_NAMES) == 60 and len(set(d.TILE_NAMES)) == 60
    assert Counter(t[0] for t in d.TILE_NAMES) == {"R": 20, "B": 20, "Y": 20}
    assert len(d.CARD_NAMES) == 60 + 12 + 27
    assert len(d.STARTING_DECK) == 21 and len(d.STARTING_TILES) == 9


def test_building_card_bonuses_follow_table_9_2() -> None:
    name = d.CARD_BY_NAME
    assert [d.CARD_TRIGGER[name[f"R{k}"]] for k in range(1, 10)] == [0, 1, 2] * 3
    assert d.CARD_BONUS[name["R4"]] == ("r",)
    assert d.CARD_BONUS[name["B5"]] == ("t",)
    assert d.CARD_BONUS[name["Y6"]] == ("v",)
    assert d.CARD_BONUS[name["R7"]] == ("r", "v")
    assert d.CARD_BONUS[name["B8"]] == ("t", "v")
    assert d.CARD_BONUS[name["Y9"]] == ("v", "v")
    assert all(d.CARD_TRIGGER[name[f"B{k}"]] == -1 for k in range(10, 21))


def test_end_game_kinds_follow_table_9_3() -> None:
    name = d.CARD_BY_NAME
    assert d.end_kind(name["R10"]) == d.end_kind(name["R13"]) == "res_on_red"
    assert d.end_kind(name["R11"]) == "res_on_yellow"
    assert d.end_kind(name["B11"]) == "res_on_red" and d.end_kind(name["Y12"]) == "res_on_blue"
    assert d.end_kind(name["Y19"]) == "cards_yellow" and d.end_kind(name["B20"]) == "nine"
    assert d.end_kind(name["B15"]) == "high" and d.end_kind(name["R17"]) == "cards_urbanize"
    assert d.end_kind(name["R9"]) is None and d.end_kind(name["U-A"]) is None
    for c in range(3):  # each colour: own colour twice, the others once
        kinds = Counter(d.end_kind(d.tile_id(c, k)) for k in range(10, 21))
        assert kinds[f"res_on_{d.COLOURS[c]}"] == 2
        assert kinds[f"cards_{d.COLOURS[c]}"] == 1


def test_characters_follow_9_4() -> None:
    assert len(d.CHARACTERS) == 27
    pairs = Counter((c, trig) for _, c, trig, _ in d.CHARACTERS)
    assert set(pairs.values()) == {3} and len(pairs) == 9
    for s in range(9):
        members = d.CHARACTERS[3 * s:3 * s + 3]
        assert {m[1] for m in members} == {0, 1, 2}
        assert {m[2] for m in members} == {0, 1, 2}
        totals = [sum(m[3][i] for m in members) for i in range(3)]
        assert totals == [4, 2, 2]  # 4 resources, 2 tiles, 2 VP (the rulebook's set 2)
    name = d.CARD_BY_NAME
    assert d.character_start(name["CH04"]) == (2, 1, 0)
    assert d.character_start(name["CH05"]) == (2, 0, 1)
    assert d.character_start(name["CH06"]) == (0, 1, 1)
    assert d.character_start(name["CH19"]) == (2, 0, 0)
    assert d.CARD_BONUS[name["CH02"]] == ("t",) and d.CARD_TRIGGER[name["CH02"]] == d.URBANIZE
