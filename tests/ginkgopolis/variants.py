"""Hand-made hidden variants of a Ginkgopolis situation, for information tests.

``hidden_variants(state, seat)`` edits the position BY HAND (never with ``determinize``):
other seats' hands swapped with deck cards, the deck and the tile supply permuted, tiles
behind other screens exchanged with supply tiles, pending (unrevealed) picks changed, the
generator changed. Every variant is a valid position that ``seat`` cannot tell from the
real one. ``private_texts(state, seat)`` are the names only ``seat`` may see (its hand, its
tiles, its pending pick): no other seat's observation may contain them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine import Text
from game.games.ginkgopolis.rules.state import GState
from game.games.ginkgopolis.rules.words import card_text
from game.ui import i18n

from .helpers import RULES


def _hidden_commit(p: dict[str, Any], q: int) -> bool:
    n = p["players"]
    if p["seats"][q]["card"] is None or q == p["hal"]:
        return False
    if p["phase"] == "select":
        return True
    return p["phase"] == "resolve" and (q - p["first_player"]) % n > p["resolved"]


def hidden_variants(state: GState, seat: int) -> list[dict[str, Any]]:
    base = RULES.position(state)
    n = base["players"]
    others = [q for q in range(n) if q != seat and q != base["hal"]]
    out: list[dict[str, Any]] = []

    def variant() -> dict[str, Any]:
        return RULES.position(state)

    # the generator
    v = variant()
    v["rng"] = (v["rng"] + 1) % 2**64
    out.append(v)
    # the deck order and the supply order
    if len(base["deck"]) > 1:
        v = variant()
        v["deck"] = v["deck"][::-1]
        out.append(v)
    if len(base["supply"]) > 1:
        v = variant()
        v["supply"] = v["supply"][1:] + v["supply"][:1]
        out.append(v)
    for q in others:
        sq = base["seats"][q]
        # a hand card swapped with the deck's top card
        if sq["hand"] and base["deck"]:
            v = variant()
            v["seats"][q]["hand"][0], v["deck"][0] = v["deck"][0], v["seats"][q]["hand"][0]
            out.append(v)
        # a tile behind the screen swapped with a supply tile, or with a boxed tile
        if sq["tiles"] and base["supply"]:
            v = variant()
            v["seats"][q]["tiles"][0], v["supply"][-1] = v["supply"][-1], \
                v["seats"][q]["tiles"][0]
            out.append(v)
        if sq["tiles"] and base["box"]:
            v = variant()
            v["seats"][q]["tiles"][0], v["box"][0] = v["box"][0], v["seats"][q]["tiles"][0]
            v["box"].sort()
            out.append(v)
        # an unrevealed pick changed: another card, the tile taken back or put on
        if _hidden_commit(base, q):
            if base["deck"]:
                v = variant()
                v["seats"][q]["card"], v["deck"][0] = v["deck"][0], v["seats"][q]["card"]
                out.append(v)
            v = variant()
            s2 = v["seats"][q]
            if s2["tile"] is not None:
                s2["tiles"].append(s2["tile"])
                s2["tile"] = None
                out.append(v)
            elif s2["tiles"]:
                s2["tile"] = s2["tiles"].pop()
                out.append(v)
        # a pending contribution moved back behind the screen
        if sq["contribution"]:
            v = variant()
            v["seats"][q]["tiles"] += v["seats"][q]["contribution"]
            v["seats"][q]["contribution"] = []
            out.append(v)
        # draft: another seat's kept card swapped with a boxed Character
        if base["phase"] == "draft" and (sq["draft_kept"] or sq["draft_packet"]):
            used = {c for s3 in base["seats"] for c in s3["draft_kept"] + s3["draft_packet"]}
            boxed = [f"CH{i:02d}" for i in range(1, 28) if f"CH{i:02d}" not in used]
            v = variant()
            key = "draft_kept" if sq["draft_kept"] else "draft_packet"
            v["seats"][q][key][0] = boxed[0]
            if key == "draft_packet":
                v["seats"][q][key].sort()
            out.append(v)
    for v in out:
        v.pop("reserve", None)
        RULES.from_position(v)  # every variant is a valid position
    base.pop("reserve", None)
    return [v for v in out if v != base]


def private_texts(state: GState, seat: int) -> set[str]:
    """Card and tile names that only ``seat`` may know now."""
    p = RULES.position(state)
    mine = p["seats"][seat]
    public: set[str] = set(p["discard"])
    for s in p["seats"]:
        public.update(s["tableau"])
    for b in p["city"]:
        public.update(b["tiles"])
    names = set(mine["hand"]) | set(mine["tiles"]) | set(mine["contribution"])
    names |= set(mine["draft_kept"]) | set(mine["draft_packet"])
    if _hidden_commit(p, seat):
        names.add(mine["card"])
        if mine["tile"]:
            names.add(mine["tile"])
    others = set()
    for q, s in enumerate(p["seats"]):
        if q != seat:
            others |= set(s["hand"]) | set(s["tiles"]) | set(s["draft_kept"]) | \
                set(s["draft_packet"])
    ids = {x for x in names if x and x not in public and x not in others}
    return ids | {_english(x) for x in ids if not x.startswith("CH")}


def _english(name: str) -> str:
    """A card or tile id as the log and captions word it in English ("Red 5",
    "Urbanization F"); a Character's words (its role) are shared by nine cards."""
    text = card_text(name)
    args = {k: _EN[v.key] if isinstance(v, Text) else v for k, v in text.args.items()}
    return str(_EN[text.key].format(**args))


_EN = i18n.read_domain(Path(__file__).parents[2] / "game/games/ginkgopolis/locale", "en")
