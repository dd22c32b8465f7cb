"""Numbers a save cannot hold (not finite, or 2**64 and beyond) are refused in one line that
names the file and the field, by every reader, and are never written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cli import saves as cli
from game.persistence import saves
from game.persistence.jsontext import MAX_NUMBER, NumberError, loads
from game.persistence.saves import SaveError

from .helpers import play, read_doc, snapshot

MARK = "__number__"


@pytest.fixture
def good(toy, tmp_path: Path) -> Path:
    return saves.save_match(play(toy, seed=4, steps=20), tmp_path / "game.json")


def _put(path: Path, where: tuple[Any, ...], literal: str) -> None:
    """Write ``literal`` (raw JSON text, e.g. ``1e999``) at ``where`` in the save."""
    doc = read_doc(path)
    node: Any = doc
    for key in where[:-1]:
        if node.get(key) is None if isinstance(node, dict) else False:
            node[key] = {}
        node = node[key]
    node[where[-1]] = MARK
    path.write_text(json.dumps(doc, indent=1).replace(f'"{MARK}"', literal), encoding="utf-8")


BIG = str(10**30)
CASES = [
    (("position", "cards", 0), "1e999", "bad_number", "the number 1e999 is out of range"),
    (("position", "cards", 1), "NaN", "not_json", "NaN is not allowed in JSON"),
    (("actions", 0, "card"), "Infinity", "not_json", "Infinity is not allowed in JSON"),
    (("position", "bonus", 0), "-Infinity", "not_json", "-Infinity is not allowed in JSON"),
    (("position", "cards", 0), BIG, "bad_number", f"the number {BIG} is out of range"),
    (("position", "round"), str(10**40), "bad_number", "out of range"),
    (("position", "die"), "1e30", "bad_number", "the number 1e30 is out of range"),
    (("position", "deck", 3), "9" * 5000, "bad_number", "(5000 characters) is out of range"),
    (("start_position", "round"), BIG, "bad_number", "out of range"),
    (("seed",), str(2**64), "bad_number", "out of range"),
    (("moves",), "1e999", "bad_number", "out of range"),
    (("config", "options", "rounds"), "-" + BIG, "bad_number", "out of range"),
]
IDS = [".".join(map(str, c[0])) + "=" + c[1][:8] for c in CASES]


def _field(where: tuple[Any, ...]) -> str:
    return ".".join(map(str, where))


@pytest.mark.parametrize("reader", [saves.check_file, saves.load_match], ids=["check", "load"])
@pytest.mark.parametrize(("where", "literal", "code", "fragment"), CASES, ids=IDS)
def test_refused_with_file_and_field(good: Path, reader, where, literal: str, code: str,
                                     fragment: str) -> None:
    _put(good, where, literal)
    before = snapshot(good)
    with pytest.raises(SaveError) as info:
        reader(good)
    text = str(info.value)
    assert info.value.code == code, text
    assert text.startswith("game.json: ") and f"{_field(where)}: " in text, text
    assert fragment in text and "\n" not in text and "unexpected" not in text, text
    assert snapshot(good) == before


@pytest.mark.parametrize(("where", "literal", "code", "fragment"),
                         [c for c in CASES if c[0][0] in ("moves", "config")],
                         ids=[i for c, i in zip(CASES, IDS, strict=True) if c[0][0] in ("moves", "config")])
def test_listing_marks_a_bad_header_number(good: Path, where, literal: str, code: str,
                                           fragment: str) -> None:
    _put(good, where, literal)
    [entry] = saves.list_saves(good.parent)
    assert entry.error is not None and entry.error.startswith("game.json: ")
    assert f"{_field(where)}: " in entry.error and fragment in entry.error


def test_command_line_says_it_in_one_line(good: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _put(good, ("position", "cards", 0), "1e999")
    assert cli.main(["check", str(good)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err == ("game.json: not a valid save: position.cards.0: the number 1e999"
                                 " is out of range (a save holds numbers below 2**64)\n")


def test_largest_numbers_a_save_holds_are_kept(good: Path) -> None:
    """64-bit words (RNG states) and floats stay: the bound refuses only the impossible."""
    for literal in (str(MAX_NUMBER), str(-MAX_NUMBER), "0.5", "-1.5e10"):
        assert loads(f"[{literal}]") == [json.loads(literal)]
    for literal in (str(MAX_NUMBER + 1), str(-MAX_NUMBER - 1), "1.9e19"):
        with pytest.raises(NumberError) as info:
            loads('{"a": [1, {"b": ' + literal + "}]}")
        assert info.value.path == "a.1.b"


def test_first_bad_number_in_file_order_is_named() -> None:
    with pytest.raises(NumberError) as info:
        loads('{"x": [1, 2, {"y": 1e400}], "z": NaN}')
    assert info.value.path == "x.2.y" and not info.value.syntax
    with pytest.raises(NumberError) as info:
        loads("NaN")
    assert info.value.path == "document" and info.value.syntax


@pytest.mark.parametrize("value", [10**30, -(2**70), float(2**65)], ids=["int", "negative", "float"])
def test_saving_refuses_what_loading_would_refuse(toy, tmp_path: Path, value,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    match = play(toy, steps=3)
    monkeypatch.setattr(type(toy.rules), "position", lambda self, s: {"coins": [1, value]})
    with pytest.raises(SaveError) as info:
        saves.save_match(match, tmp_path / "x.json")
    assert info.value.code == "bad_number"
    assert str(info.value).startswith("x.json: cannot save this game: position.coins.1: the number")
    assert list(tmp_path.iterdir()) == []
