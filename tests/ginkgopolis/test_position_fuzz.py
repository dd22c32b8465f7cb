"""Untrusted positions: one field changed anywhere in a real position either raises
PositionError or gives a state that round-trips and plays on without error."""

from __future__ import annotations

import copy
import json
from typing import Any

from game.engine import TERMINAL, PositionError, Rng

from .helpers import GAME, RULES, solo_config

JUNK: list[Any] = [None, -1, 0, 1, 2, "x", "R5", "U-A", "CH01", [], [0, 0], {}, True, 10**30]


def _leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _leaves(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _leaves(v, path + (i,))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = data
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return data


def _samples() -> list[dict[str, Any]]:
    out = []
    for config in (GAME.config(3), GAME.config(2, mode="intro"), solo_config("hal_expert")):
        s = RULES.new_game(config, 31)
        rng = Rng(31)
        step = 0
        while RULES.current_player(s) != TERMINAL:
            if step % 17 == 0:
                out.append(RULES.position(s))
            RULES.apply(s, RULES.sample_action(s, rng))
            step += 1
        out.append(RULES.position(s))
    return out


def test_one_changed_field_is_an_error_or_a_playable_state() -> None:
    rng = Rng(5)
    accepted = 0
    for base in _samples():
        paths = _leaves(base)
        for _ in range(40):
            data = copy.deepcopy(base)
            path = paths[rng.randbelow(len(paths))]
            data = _set(data, path, copy.deepcopy(JUNK[rng.randbelow(len(JUNK))]))
            try:
                s = RULES.from_position(data)
            except PositionError:
                continue
            accepted += 1
            again = RULES.position(s)
            assert RULES.position(RULES.from_position(json.loads(json.dumps(again)))) == again
            play = Rng(accepted)
            for _ in range(30):
                if RULES.current_player(s) == TERMINAL:
                    break
                action = RULES.sample_action(s, play)
                assert RULES.explain_illegal(s, action) is None
                RULES.apply(s, action)
    assert accepted > 0
