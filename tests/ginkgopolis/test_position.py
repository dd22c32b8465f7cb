"""The position format (docs/positions/ginkgopolis.md) and bad input."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from game.engine import TERMINAL, IllegalAction, PositionError, Rng
from game.games.ginkgopolis.rules.actions import Commit, MoveToken

from .helpers import GAME, RULES, make, seat, solo_config


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
