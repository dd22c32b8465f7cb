"""Hidden information (spec 2.2): what a seat may know, canonical redaction and
determinization.

Hidden from a seat: the other seats' hands, their committed card and tile until revealed
(5.3: each is revealed when its action starts), the identity of the tiles behind other
screens and of their pending contributions, the draft packets and kept Characters of the
others, the order of the deck and of the tile supply, and the 6 tiles in the box. Counts are
public: the resources behind a screen follow from the public general supply, and every
change of a seat's VP or tile count is announced (the draws, the revealed costs, the
revealed contributions), so a seat with perfect recall knows them. Before a reveal, a seat's
tile count includes its committed tile and its contribution, so neither is given away.

``redact`` deals the unseen cards, tiles and Characters back in sorted order; ``observation``
is the position of that redaction (without the generator), so two states look the same to a
seat exactly when their redactions are equal. ``determinize`` deals the same unseen sets in a
random order, starting from the sorted list, so it depends only on what the seat sees.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Viewer
from game.engine.rng import Rng

from ..data import CARD_NAMES, CH0, TILE_NAMES
from .position import to_position
from .shuffle import shuffle
from .state import GState


def _hidden_commit(s: GState, q: int) -> bool:
    if s.card[q] < 0 or q == s.hal:
        return False
    if s.phase == "select":
        return True
    return s.phase == "resolve" and (q - s.first) % s.n > s.resolved


def _deal(s: GState, viewer: Viewer, rng: Rng | None) -> GState:
    d = s.clone()
    n = s.n
    others = [q for q in range(n) if q != viewer and q != s.hal]
    hidden = [q for q in others if _hidden_commit(s, q)]
    # cards: other hands, unrevealed committed cards, the deck
    cards = list(s.deck)
    for q in others:
        cards.extend(s.hands[q])
    for q in hidden:
        cards.append(s.card[q])
    # tiles: other screens, unrevealed committed tiles, contributions, supply, box
    tiles = s.supply + s.box
    counts = {}
    for q in others:
        k = len(s.screen_tiles[q]) + len(s.contrib[q])
        tiles.extend(s.screen_tiles[q])
        tiles.extend(s.contrib[q])
        if q in hidden and s.tile[q] >= 0:
            tiles.append(s.tile[q])
            k += 1
        counts[q] = k
    # Characters still in the draft
    chars: list[int] = []
    if s.phase == "draft":
        mine = set() if viewer is None else set(s.packets[viewer] + s.kept[viewer])
        chars = [c for c in range(CH0, CH0 + 27) if c not in mine]
    cards.sort()
    tiles.sort()
    if rng is not None:
        shuffle(rng, cards)
        shuffle(rng, tiles)
        shuffle(rng, chars)
    for q in others:
        k = len(s.hands[q])
        d.hands[q] = cards[len(cards) - k:]
        del cards[len(cards) - k:]
    for q in hidden:
        d.card[q] = cards.pop()
    d.deck = cards
    for q in others:
        k = counts[q]
        d.contrib[q] = []
        d.tile[q] = -1
        if q in hidden and k and rng is not None and rng.randbelow(2) == 0:
            d.tile[q] = tiles.pop()
            k -= 1
        d.screen_tiles[q] = tiles[len(tiles) - k:]
        del tiles[len(tiles) - k:]
        if rng is None:
            d.screen_tiles[q].sort()
    d.box = sorted(tiles[:len(s.box)])
    d.supply = tiles[len(s.box):]
    if s.phase == "draft":
        for q in range(n):
            if q == viewer:
                continue
            k, m = len(s.kept[q]), len(s.packets[q])
            d.kept[q] = chars[:k]
            d.packets[q] = sorted(chars[k:k + m])
            del chars[:k + m]
            if rng is None:
                d.kept[q].sort()
    if rng is None:
        for q in others:
            d.hands[q].sort()
    d.rng = Rng(0) if rng is None else rng.fork()
    return d


def redact(s: GState, viewer: Viewer) -> GState:
    return _deal(s, viewer, None)


def observation(s: GState, player: int) -> dict[str, Any]:
    """The redacted position with the placeholders taken out: other seats' hidden items
    become counts, and the unseen cards, tiles and Characters one sorted list each."""
    r = redact(s, player)
    data = to_position(r)
    del data["rng"]
    data["viewer"] = player
    unseen_cards = list(r.deck)
    unseen_tiles = r.supply + r.box
    unseen_chars: list[int] = []
    for q, seat in enumerate(data["seats"]):
        if q == player or q == s.hal:
            continue
        unseen_cards += r.hands[q]
        unseen_tiles += r.screen_tiles[q]
        seat["hand"] = len(r.hands[q])
        seat["tiles"] = len(r.screen_tiles[q])
        if _hidden_commit(s, q):
            unseen_cards.append(r.card[q])
            seat["card"] = "hidden"
        seat["contribution"] = 0
        unseen_chars += r.packets[q] + r.kept[q]
        seat["draft_packet"] = len(r.packets[q])
        seat["draft_kept"] = len(r.kept[q])
    data["deck"] = len(r.deck)
    data["supply"] = len(r.supply)
    data["box"] = len(r.box)
    data["unseen_cards"] = [CARD_NAMES[c] for c in sorted(unseen_cards)]
    data["unseen_tiles"] = [TILE_NAMES[t] for t in sorted(unseen_tiles)]
    data["unseen_characters"] = [CARD_NAMES[c] for c in sorted(unseen_chars)]
    return data


def determinize(s: GState, player: int, rng: Rng) -> GState:
    return _deal(s, player, rng)
