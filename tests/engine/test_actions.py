"""The JSON codec for actions written as frozen dataclasses."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from game.engine.actions import ActionCodec


@dataclass(frozen=True)
class Build:
    card: str


@dataclass(frozen=True)
class Place:
    tile: int
    cells: tuple[tuple[int, int], ...]
    rotate: bool = False


CODEC = ActionCodec([Build, Place])


def test_round_trip_keeps_nested_tuples_hashable_and_equal() -> None:
    action = Place(3, ((0, 1), (1, -1)), True)
    data = json.loads(json.dumps(CODEC.to_json(action)))
    assert data == {"type": "Place", "tile": 3, "cells": [[0, 1], [1, -1]], "rotate": True}
    back = CODEC.from_json(data)
    assert back == action and hash(back) == hash(action)


def test_missing_field_with_default_is_filled() -> None:
    assert CODEC.from_json({"type": "Place", "tile": 1, "cells": []}) == Place(1, ())


@pytest.mark.parametrize("data, message", [
    ([], "object with a 'type'"),
    ({"card": "x"}, "object with a 'type'"),
    ({"type": "Steal"}, "unknown action type"),
    ({"type": "Build", "card": "x", "extra": 1}, "unexpected fields"),
    ({"type": "Build"}, "bad Build action"),
    ({"type": "Build", "card": {"a": 1}}, "nested objects"),
])
def test_bad_data_raises_value_error(data, message) -> None:
    with pytest.raises(ValueError, match=message):
        CODEC.from_json(data)


def test_unknown_action_class_cannot_be_encoded() -> None:
    @dataclass(frozen=True)
    class Other:
        x: int

    with pytest.raises(ValueError):
        CODEC.to_json(Other(1))
    with pytest.raises(TypeError):
        ActionCodec([int])


@dataclass(frozen=True)
class _Typed:
    card: str
    count: int
    tile: str | None = None


def test_decoding_checks_the_annotated_field_types() -> None:
    codec = ActionCodec([_Typed])
    assert codec.from_json({"type": "_Typed", "card": "a", "count": 2}) == _Typed("a", 2)
    assert codec.from_json({"type": "_Typed", "card": "a", "count": 2, "tile": None}) == \
        _Typed("a", 2)
    for bad in ({"card": ["a"], "count": 2}, {"card": "a", "count": True},
                {"card": "a", "count": "2"}, {"card": "a", "count": 2, "tile": 5}):
        with pytest.raises(ValueError):
            codec.from_json({"type": "_Typed", **bad})
    assert codec.well_formed(_Typed("a", 2, "t"))
    assert not codec.well_formed(_Typed(["a"], 2))  # type: ignore[arg-type]
    assert not codec.well_formed(_Typed("a", True))
    assert not codec.well_formed(("a", 2))
