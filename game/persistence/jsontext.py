"""Untrusted JSON text: a nesting pre-scan and a parser that refuses impossible numbers.

Both run in time linear in the input, whatever its shape (a save may hold up to 20 MB).

Numbers: JSON itself has no limits, so ``1e999`` would become ``inf``, ``NaN`` a float that
breaks every comparison, and a 5,000-digit integer a ``ValueError`` from Python. A save never
needs a number of 2**64 or more in size (positions hold 64-bit random-generator states, so
the tighter 2**53 of JavaScript readers would refuse real saves), so anything that big or not
finite is refused with the JSON path of the value.
"""

from __future__ import annotations

import itertools
import json
import math
import operator
import re
from typing import Any

MAX_NUMBER = 2**64 - 1
"""Largest magnitude of a number in a save (an unsigned 64-bit word: RNG states, seeds)."""

# A string is a quote, then runs of plain characters or backslash escapes, then a quote. Both
# repetitions are possessive, so a quote is never retried; a string left open at the end of the
# data (a cut file) swallows the rest in one go (the optional closing quote), so the scan cannot
# go quadratic on shapes like '"\"\"\"...'.
_STRING = re.compile(rb'"(?:[^"\\]++|\\.?)*+"?', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEPS = bytes.maketrans(b"[]{}", b"\x02\x00\x02\x00")


def nesting_exceeds(data: bytes, limit: int) -> bool:
    """True if arrays/objects in ``data`` nest deeper than ``limit`` (no recursion, no parse).

    Brackets inside strings do not count. On text that is not JSON the answer is only "safe":
    the parser will refuse such text anyway.
    """
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    brackets = _STRING.sub(b"", data).translate(None, _NOT_BRACKETS)
    if len(brackets) <= limit:
        return False
    # Openers weigh 2, closers 0: after i brackets the depth is (running sum - i). All in C.
    depths = map(operator.sub, itertools.accumulate(brackets.translate(_STEPS)), itertools.count(1))
    deepest: int = max(depths)
    return deepest > limit


class NumberError(ValueError):
    """A number a save cannot hold; ``path`` is where it is (``position.players.0.coins``).
    ``syntax`` is true for ``NaN``/``Infinity``, which are not JSON at all."""

    def __init__(self, path: str, problem: str, syntax: bool = False) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem
        self.syntax = syntax


class DuplicateKeyError(ValueError):
    """One JSON object names the same member twice: JSON readers disagree on which one
    counts (Python keeps the last), so a save holding one is refused, never half-read."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the member {_literal(key)!r} appears twice in one object")
        self.key = key


def unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook``: the object as a dict, refusing a repeated member name."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return obj


class _Bad:
    """Stands in for a refused number during the parse, so the path can be found after it."""

    __slots__ = ("problem", "syntax")

    def __init__(self, problem: str, syntax: bool) -> None:
        self.problem = problem
        self.syntax = syntax


def _literal(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:12]}... ({len(text)} characters)"


_DIGITS = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))


def has_long_digit_run(text: str) -> bool:
    """Any integer of 2**64 or more has 20 digits in a row: without such a run in the text the
    parser's own fast integer conversion is safe (a hook per integer doubles the parse time).
    Bytes operations only, so this costs little next to the parse (a regex costs as much)."""
    return text.encode("utf-8", "surrogatepass").translate(_DIGITS).find(b"0" * 20) >= 0


def decoder(check_ints: bool = True) -> tuple[list[_Bad], json.JSONDecoder]:
    """A decoder that marks refused numbers, and the list the marks collect in. Without
    ``check_ints`` integers are not looked at (see :func:`has_long_digit_run`)."""
    bad: list[_Bad] = []

    too_big = "is out of range (a save holds numbers below 2**64)"

    def refuse(problem: str, syntax: bool = False) -> _Bad:
        marker = _Bad(problem, syntax)
        bad.append(marker)
        return marker

    def parse_int(text: str) -> Any:
        # The length test comes first: Python refuses to convert over 4,300 digits at all.
        if len(text) > 21 or abs(value := int(text)) > MAX_NUMBER:
            return refuse(f"the number {_literal(text)} {too_big}")
        return value

    def parse_float(text: str) -> Any:
        value = float(text)
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            return refuse(f"the number {_literal(text)} {too_big}")
        return value

    def parse_constant(text: str) -> Any:
        return refuse(f"{text} is not allowed in JSON", syntax=True)

    return bad, json.JSONDecoder(parse_int=parse_int if check_ints else None,
                                 parse_float=parse_float, parse_constant=parse_constant,
                                 object_pairs_hook=unique_object)


def raise_if_bad(value: Any, bad: list[_Bad], root: str = "") -> None:
    """After a parse with :func:`decoder`: raise :class:`NumberError` for the first refused
    number in document order (found by an iterative walk, done only when there is one)."""
    if not bad:
        return
    stack: list[tuple[str, Any]] = [(root, value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, _Bad):
            raise NumberError(path or "document", item.problem, item.syntax)
        if isinstance(item, dict):
            stack.extend((f"{path}.{k}" if path else str(k), v) for k, v in reversed(item.items()))
        elif isinstance(item, list):
            stack.extend((f"{path}.{i}" if path else str(i), v)
                         for i, v in reversed(list(enumerate(item))))
    raise NumberError(root or "document", bad[0].problem, bad[0].syntax)  # a mark was made


def loads(text: str, root: str = "") -> Any:
    """``json.loads`` that raises :class:`NumberError` for a refused number (its path starts
    with ``root``) and :class:`DuplicateKeyError` for a member named twice in one object."""
    bad, dec = decoder(check_ints=has_long_digit_run(text))
    value = dec.decode(text)
    raise_if_bad(value, bad, root)
    return value
