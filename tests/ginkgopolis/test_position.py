"""The position format (docs/positions/ginkgopolis.md) and bad input."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from game.engine import TERMINAL, IllegalAction, PositionError, Rng
from game.games.ginkgopolis.rules.actions import Commit, MoveToken

from .helpers import GAME, INTRO, RULES, make, seat, solo_config


def test_positions_round_trip_through_json_along_games() -> None:
    for config in (GAME.config(3), GAME.config(5, mode="intro"), solo_config("hal_expert")):
        s = RULES.new_game(config, 21)
        rng = Rng(3)
        while RULES.current_player(s) != TERMINAL:
            p = RULES.position(s)
            again = RULES.from_position(json.loads(json.dumps(p)))
            assert RULES.position(again) == p
            assert RULES.legal_actions(again) == RULES.legal_actions(s)
            RULES.apply(s, RULES.sample_action(s, rng))


def test_a_paused_position_resumes_exactly() -> None:
    """A save taken during a token choice (a lifted token, queued gains) plays on alike."""
    s = RULES.from_position(make(seats=[seat(card="U-D", tile="R15", resources=1),
                                        seat(hand=["U-L"])], resolved=1))
    RULES.apply(s, Commit("U-L"))
    p = RULES.position(s)
    assert p["tokens"]["D"] is None and p["decisions"][0]["kind"] == "move_token"
    assert p["queue"] and p["queue"][0][0] == "gain"
    t = RULES.from_position(json.loads(json.dumps(p)))
    RULES.apply(s, MoveToken(3, 1))
    RULES.apply(t, MoveToken(3, 1))
    assert RULES.position(s) == RULES.position(t)


def _err(p: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as info:
        RULES.from_position(p)
    return str(info.value)


@pytest.mark.parametrize(("edit", "field"), [
    (lambda p: p.update(players=6), "players"),
    (lambda p: p.update(phase="lunch"), "phase"),
    (lambda p: p["seats"][0].update(vp=-1), "seats[0].vp"),
    (lambda p: p["seats"][0].update(hand=["R1", "R1", "R1", "R1", "R1"]), "seats[0].hand"),
    (lambda p: p["seats"][1].update(tiles=["Q9"]), "seats[1].tiles"),
    (lambda p: p["tokens"].update(A=[5, 5]), "tokens.A"),
    (lambda p: p["tokens"].update(A=[1, 2], C=[-1, 2]), "tokens"),
    (lambda p: p["city"][0].update(owner=7), "city[0].owner"),
    (lambda p: p["general_supply"].__setitem__(0, 3), "general_supply"),
    (lambda p: p["supply"].append("R1"), "tiles"),
    (lambda p: p["deck"].pop(), "cards"),
    (lambda p: p.update(queue=[["fly", 1]]), "queue[0]"),
    (lambda p: p.update(decisions=[{"kind": "select", "seat": 1, "data": {}}]), "decisions"),
    (lambda p: p.update(rng="x"), "rng"),
    (lambda p: p.pop("box"), "box"),
    (lambda p: p["seats"][0].update(tableau=["CH01", "CH02", "U-A"]), "seats[0].tableau"),
])
def test_bad_positions_name_the_field(edit: Any, field: str) -> None:
    p = make(seats=[seat(hand=["U-A", "U-B"]), seat(hand=["U-C"])])
    RULES.from_position(copy.deepcopy(p))
    bad = copy.deepcopy(p)
    edit(bad)
    assert field in _err(bad)


def test_malformed_actions_are_illegal_and_change_nothing() -> None:
    s = RULES.new_game(GAME.config(2, mode="intro"), 1)
    before = RULES.position(s)
    for bad in (None, "Commit", Commit("U-A", "R99"), Commit(5, None), MoveToken(0, 0),  # type: ignore[arg-type]
                Commit("CH01"), object()):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
        assert RULES.position(s) == before
    for data in ({"type": "Commit"}, {"type": "Commit", "card": 3}, {"type": "Nope"}, [],
                 {"type": "MoveToken", "x": True, "y": 0},
                 {"type": "Done", "extra": 1}):
        with pytest.raises(ValueError):
            RULES.action_from_json(data)


# --- issue 28: every member known, every invariant of the game -----------------------------------
@pytest.mark.parametrize(("edit", "field"), [
    (lambda p: p.update(extra=1), "extra: not a member"),
    (lambda p: p["seats"][1].update(coins=3), "seats[1].coins: not a member"),
    (lambda p: p["city"][4].update(height=1), "city[4].height: not a member"),
    (lambda p: p["tokens"].update(M=[9, 9]), "tokens.M: not a member"),
    (lambda p: p["decisions"][0].update(why="x"), "decisions[0].why: not a member"),
    (lambda p: p["decisions"][0]["data"].update(pick=0), "decisions[0].data.pick: not a member"),
    (lambda p: p.pop("turns"), "turns is missing"),
    (lambda p: p["seats"][0].pop("vp"), "seats[0].vp is missing"),
    (lambda p: p["decisions"][0].pop("data"), "decisions[0].data is missing"),
    (lambda p: p["decisions"][0].update(secret=False), "decisions[0].secret"),
    (lambda p: p.update(turns=3), "turns"),
    (lambda p: p["seats"][0].update(vp=True), "seats[0].vp"),
    (lambda p: p["city"][0].update(x=-1.0), "city[0].x"),
])
def test_unknown_missing_and_mistyped_members_are_refused(edit: Any, field: str) -> None:
    p = make(seats=[seat(hand=["U-A", "U-B"]), seat(hand=["U-C"])])
    RULES.from_position(copy.deepcopy(p))
    edit(p)
    assert field in _err(p)


def test_the_reserve_is_optional_and_the_city_box_and_packets_are_sets() -> None:
    s = RULES.new_game(GAME.config(3), 4)  # standard: the draft is on
    p = RULES.position(s)
    assert p["phase"] == "draft"
    q = copy.deepcopy(p)
    del q["reserve"]
    q["city"].reverse()
    q["box"].reverse()
    for st in q["seats"]:
        st["draft_packet"].reverse()
    assert RULES.position(RULES.from_position(q)) == p


def _city_err(**kw: Any) -> str:
    return _err(make(seats=[seat(hand=["U-A"]), seat(hand=["U-B"])], **kw))


def test_a_city_that_is_not_connected_is_refused() -> None:
    tokens = {k: list(sq) for k, sq in zip("ABCDEFGHIJKL", (
        (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1), (1, -2), (0, -2), (-1, -2),
        (-2, -1), (-2, 0), (-2, 1)), strict=True)}
    assert "connected" in _city_err(buildings={(5, 5): (["R9"], 0, False)}, tokens=tokens)


def test_the_city_tokens_and_cards_keep_the_rules() -> None:
    assert "city(-1, 1).owner" in _city_err(owners={(-1, 1): 0})  # a one-tile start is nobody's
    # a covered tile's card was won by the Build-Up that covered it
    assert "covered tile" in _err(make(buildings={(-1, 1): (["R1", "R7", "R8"], 0, False)},
                                       seats=[seat(hand=["U-A"], tableau=[*INTRO[0], "R1"]),
                                              seat(hand=["U-B"])]))
    lifted = {k: list(sq) for k, sq in zip("ABCDEFGHIJKL", (
        (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1), (1, -2), (0, -2), (-1, -2),
        (-2, -1), (-2, 0), (-2, 1)), strict=True)}
    lifted["A"] = None
    assert "lifted" in _city_err(tokens=lifted)


def test_the_intro_game_deals_whole_intro_sets() -> None:
    err = _err(make(seats=[seat(hand=["U-A"], tableau=["CH01", "CH08", "CH09"]),
                           seat(hand=["U-B"])]))
    assert "intro set" in err
    make_standard = make(seats=[seat(hand=["U-A"], tableau=["CH01", "CH08", "CH09"]),
                                seat(hand=["U-B"])], mode="standard")
    RULES.from_position(make_standard)  # a draft can keep any three


def test_before_the_first_action_every_seat_holds_its_starting_items() -> None:
    p = make(round=1, seats=[seat(hand=["U-A"], tiles=["R10", "B10"], resources=4, vp=2),
                             seat(hand=["U-B"], tiles=["R11", "B11"], resources=4, vp=2)])
    RULES.from_position(copy.deepcopy(p))  # intro sets 1 and 2: 4 resources, 2 tiles, 2 VP
    p["seats"][1]["vp"] = 3
    p["general_supply"] = [21, 21]
    assert "starting items" in _err(p)


def test_the_queue_is_what_the_action_still_owes() -> None:
    tokens = {k: list(sq) for k, sq in zip("ABCDEFGHIJKL", (
        (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1), (1, -2), (0, -2), (-1, -2),
        (-2, -1), (-2, 0), (-2, 1)), strict=True)}
    tokens["D"] = None
    owed = [["gain", 0, "r", 1], ["gain", 0, "t", 1], ["discard", 0]]

    def moving(queue: list[list[Any]]) -> dict[str, Any]:
        return make(phase="resolve", active=0, buildings={(2, 1): (["R15"], 0, True)},
                    tokens=tokens, seats=[seat(card="U-D"), seat(card="U-E")], queue=queue,
                    decisions=[{"kind": "move_token", "seat": 0,
                                "data": {"letter": 3, "x": 2, "y": 1}}])

    RULES.from_position(moving(owed))
    for queue in (owed[1:], owed[:1] + owed[2:], [["gain", 0, "r", 2], *owed[1:]],
                  [["move", 3, 2, 1, 0], *owed]):
        assert "queue" in _err(moving(queue))
