"""Reading a save's header (its first members, see :data:`model.HEADER_KEYS`) from the start
of the file only, so a save list never parses whole files.

:func:`header_members` works on the first :data:`HEAD_BYTES` of a file. It returns the header
members, or raises :class:`NoHeader` saying whether the bytes are surely not a save
(``definite``) or merely did not reach the end of the header (a file written before the header
came first, or a header too big). Refused numbers raise :class:`jsontext.NumberError`.
Everything here is linear in the bytes read. Files this app writes have the whole header on
their first line (one short parse); others are read member by member.
"""

from __future__ import annotations

import json
import re
from typing import Any

from . import jsontext
from .model import HEADER_KEYS

HEAD_BYTES = 64 * 1024
"""How much of each file a listing reads (a header is well under 1 kB)."""

_WS = re.compile(r"[ \t\n\r]*")
_WANTED = frozenset(HEADER_KEYS)


class NoHeader(Exception):
    def __init__(self, reason: str, *, definite: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.definite = definite


def json_problem(exc: json.JSONDecodeError, text: str) -> str:
    """A parse error as shown to people, saying when the file looks cut short (a file cut inside
    a string fails at the string's start, not at the end)."""
    cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
    hint = "; the file looks cut short" if cut else ""
    # json says "Unterminated string starting at" and leaves the place to the caller.
    msg = exc.msg.removesuffix(" at")
    return f"not JSON ({msg} at line {exc.lineno}, column {exc.colno}{hint})"


def _decode(data: bytes, complete: bool) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if not complete and exc.start >= len(data) - 3:  # a character cut by the read
            return data[: exc.start].decode("utf-8-sig")
        raise NoHeader("not JSON: the file is not UTF-8 text", definite=True) from None


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not abs(value) <= jsontext.MAX_NUMBER:  # "not <=" is also true for NaN
        raise ValueError(text)
    return value


_PLAIN = json.JSONDecoder(parse_constant=_no_constant, parse_float=_finite_float,
                          object_pairs_hook=jsontext.unique_object)


def _first_line(data: bytes, max_depth: int) -> dict[str, Any] | None:
    """The header as this app writes it: all of it on line 1, which ends in a comma. ``None``
    for anything else, or anything doubtful (too deep, a refused number): the member-by-member
    reader then says why. Only C-speed checks here: a list does this for every file."""
    end = data.find(b"\n")
    line = data[:end].rstrip() if end > 0 else b""
    if not line.endswith(b",") or jsontext.nesting_exceeds(line, max_depth):
        return None
    try:
        text = line[:-1].decode("utf-8-sig") + "}"
        if jsontext.has_long_digit_run(text):
            return None
        found = _PLAIN.decode(text)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, NaN, 1e999
        return None
    return found if isinstance(found, dict) and _WANTED <= found.keys() else None


def _too_deep(value: Any, limit: int) -> bool:
    """Whether a parsed value nests deeper than ``limit`` below the document (iterative)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))
    return False


def header_members(data: bytes, complete: bool, max_depth: int) -> dict[str, Any]:
    """The header members of the top-level object at the start of ``data`` (``complete``: the
    bytes are the whole file). Members after the header are not looked at. Like the whole
    file, the header may not nest deeper than ``max_depth``."""
    quick = _first_line(data, max_depth)
    if quick is not None:
        return quick
    found = _members(data, complete)
    if _too_deep(found, max_depth):
        raise NoHeader(f"too deeply nested (more than {max_depth} levels)", definite=True)
    return found


def _members(data: bytes, complete: bool) -> dict[str, Any]:
    text = _decode(data, complete)
    bad, decoder = jsontext.decoder()
    found: dict[str, Any] = {}

    def at(i: int) -> int:
        m = _WS.match(text, i)
        return m.end() if m else i

    def fail(exc: json.JSONDecodeError) -> NoHeader:
        # Where the read stopped, the bytes were fine so far: the header is just not in them.
        reached_end = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        if not complete and reached_end:
            return NoHeader("the header does not fit in the start of the file", definite=False)
        return NoHeader(json_problem(exc, text), definite=True)

    i = at(0)
    if not text.startswith("{", i):
        if i >= len(text) and not complete:
            raise NoHeader("the file starts with a lot of blank space", definite=False)
        raise NoHeader("not a City Builders save (it does not start with a JSON object)",
                       definite=True)
    i = at(i + 1)
    if text.startswith("}", i):
        return found
    try:
        while True:
            if not text.startswith('"', i):
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes",
                                           text, i)
            key, i = decoder.raw_decode(text, i)
            i = at(i)
            if not text.startswith(":", i):
                raise json.JSONDecodeError("Expecting ':' delimiter", text, i)
            value, i = decoder.raw_decode(text, at(i + 1))
            jsontext.raise_if_bad(value, bad, key)
            if key in found:
                raise jsontext.DuplicateKeyError(key)
            found[key] = value
            if _WANTED <= found.keys():
                return found
            i = at(i)
            if text.startswith("}", i):
                return found
            if not text.startswith(",", i):
                raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
            i = at(i + 1)
    except json.JSONDecodeError as exc:
        raise fail(exc) from None
    except RecursionError:
        raise NoHeader("too deeply nested", definite=True) from None
