"""A tiny seeded generator that lives inside a game state.

SplitMix64 keeps its whole state in one integer, so cloning a game state copies one int
(``random.Random`` would copy 625 words). Quality is ample for dice and shuffles.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = seed & _MASK

    def next64(self) -> int:
        self.s = z = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def step(self) -> None:
        """Advance the state exactly as :meth:`next64` does, without computing its output
        (chance nodes move the generator on once per outcome applied)."""
        self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK

    def randbelow(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (multiply-shift; bias below 2**-40 for game sizes)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        return (self.next64() * n) >> 64

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in ``[a, b]``, both ends included."""
        return a + self.randbelow(b - a + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A new, independent generator seeded from this one (advances this one)."""
        return Rng(self.next64())

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    # JSON form: the single state word.
    def to_json(self) -> int:
        return self.s

    @classmethod
    def from_json(cls, value: int) -> Rng:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= _MASK:
            raise ValueError("rng state must be an integer in [0, 2**64)")
        return cls(value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.s == self.s

    def __repr__(self) -> str:
        return f"Rng({self.s:#x})"
