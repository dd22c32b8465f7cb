"""City geometry (spec 4): orthogonal neighbours, the clockwise key of a square, token order
and the token move after an Urbanize (4.4), including the Reletter fallback.

The key is exact: within one quadrant the tangent is a ratio of small integers and IEEE
division is correctly rounded, so equal ratios give equal floats and different ones keep
their order (the integer form of 4.3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

Square = tuple[int, int]
Key = tuple[int, float, int]

DIRS: tuple[Square, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""North, east, south, west: the engine order of adjacent exploitation (5.4.2)."""
SIDES = ("north", "east", "south", "west")
"""The names of ``DIRS``, for words like "north of Red 5"."""

_keys: dict[Square, Key] = {}


def key(sq: Square) -> Key:
    """Clockwise key (quadrant, tangent, squared distance) of 4.3; north is 0."""
    k = _keys.get(sq)
    if k is None:
        x, y = sq
        if x >= 0 and y > 0:
            k = (0, x / y, x * x + y * y)
        elif x > 0 and y <= 0:
            k = (1, -y / x, x * x + y * y)
        elif x <= 0 and y < 0:
            k = (2, x / y, x * x + y * y)
        elif x < 0 and y >= 0:
            k = (3, y / -x, x * x + y * y)
        else:
            raise ValueError("the origin has no clockwise key")
        _keys[sq] = k
    return k


def neighbours(sq: Square) -> list[Square]:
    x, y = sq
    return [(x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)]


def beside(stacks: Mapping[Square, object], sq: Square,
           prefer: Square | None = None) -> tuple[Square, int] | None:
    """A building orthogonally next to ``sq`` and the side of it ``sq`` lies on (an index
    into ``DIRS``), to name a token's square in words: ``prefer`` when it is one of them
    (the building the token was lifted from), else the first going north, east, south,
    west. None when no building is next to ``sq``."""
    x, y = sq
    if prefer is not None and prefer in stacks:
        d = (x - prefer[0], y - prefer[1])
        if d in DIRS:
            return prefer, DIRS.index(d)
    for i, (dx, dy) in enumerate(DIRS):
        b = (x - dx, y - dy)
        if b in stacks:
            return b, i
    return None


def in_interval(k: Key, lo: Key, hi: Key) -> bool:
    """Strictly inside the clockwise interval (lo, hi), wrapping past north."""
    if lo < hi:
        return lo < k < hi
    return k > lo or k < hi


def valid_order(tokens: Sequence[Square | None]) -> bool:
    """Listing the 12 tokens by key gives a rotation of A..L (4.3)."""
    order = sorted(range(12), key=lambda i: key(tokens[i]))  # type: ignore[arg-type]
    start = order[0]
    return all(order[i] == (start + i) % 12 for i in range(12))


def perimeter(stacks: Mapping[Square, object]) -> set[Square]:
    """Squares without a building next to at least one building."""
    out: set[Square] = set()
    for x, y in stacks:
        for sq in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
            if sq not in stacks:
                out.add(sq)
    return out


def _free(sq: Square, stacks: Mapping[Square, object], taken: Iterable[Square | None]) -> bool:
    return sq not in stacks and sq not in taken


def reletter(tokens: Sequence[Square | None], letter: int, dest: Square) -> list[Square]:
    """Token squares after Reletter with ``letter`` put on ``dest`` (4.4 step 4): the
    rotation of A..L over the squares sorted by key that keeps most tokens in place; a tie
    goes to the rotation with A on the smallest key it can have."""
    current = list(tokens)
    current[letter] = dest
    squares = sorted(current, key=key)  # type: ignore[arg-type]
    best_r, best_stay = 0, -1
    for r in range(12):
        # square i gets letter (i + r) % 12, i.e. A sits on square (12 - r) % 12
        stay = sum(1 for i in range(12) if current[(i + r) % 12] == squares[i])
        a_index = (12 - r) % 12
        if stay > best_stay or (stay == best_stay and a_index < (12 - best_r) % 12):
            best_r, best_stay = r, stay
    out: list[Square] = [dest] * 12
    for i in range(12):
        out[(i + best_r) % 12] = squares[i]  # type: ignore[assignment]
    return out


def moved_by_reletter(tokens: Sequence[Square | None], letter: int, dest: Square) -> int:
    after = reletter(tokens, letter, dest)
    return sum(1 for i in range(12) if i != letter and after[i] != tokens[i])


def token_destinations(stacks: Mapping[Square, object], tokens: Sequence[Square | None],
                       letter: int, p: Square) -> tuple[list[Square], bool]:
    """Legal squares for token ``letter`` lifted from ``p`` (now a building), and whether
    Reletter applies to them (4.4 steps 1-3). Sorted by key for a stable order."""
    lo = key(tokens[(letter - 1) % 12])  # type: ignore[arg-type]
    hi = key(tokens[(letter + 1) % 12])  # type: ignore[arg-type]
    wraps = not lo < hi
    x, y = p
    # the common case, inlined (every Urbanize asks): a free neighbour inside the interval
    near: list[tuple[Key, Square]] = []
    for sq in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
        if sq not in stacks and sq not in tokens:
            k = _keys.get(sq) or key(sq)
            if (k > lo or k < hi) if wraps else lo < k < hi:
                near.append((k, sq))
    if near:
        if len(near) == 1:
            return [near[0][1]], False
        near.sort()  # keys of different squares differ: the squares never compare
        return [sq for _, sq in near], False
    taken = set(tokens)
    free = [sq for sq in perimeter(stacks) if sq not in taken]
    legal = [sq for sq in free if in_interval(key(sq), lo, hi)]
    if legal:
        return sorted(legal, key=key), False
    counts = {sq: moved_by_reletter(tokens, letter, sq) for sq in free}
    least = min(counts.values())
    return sorted((sq for sq, c in counts.items() if c == least), key=key), True
