"""Hand-made hidden-information variants of 20th Century states (never via determinize).

``hidden_variants(state, seat)`` returns positions that ``seat`` cannot tell from
``state``: every face-down stack reversed, the catastrophe cards to come swapped for other
unseen cards of their era, other seats' money and science changed when holdings are hidden,
and another generator state. ``private_texts(state, seat)`` lists the texts only ``seat``
may read: its own money and science in hand while holdings are hidden.
"""

from __future__ import annotations

import copy
from typing import Any

from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules.information import unseen_catastrophes
from game.games.twentieth_century.rules.state import TCState

RULES = GAME.rules


def _other_catastrophes(st: TCState) -> list[str]:
    """The stack with each era's cards replaced by the era's unseen cards in another order."""
    out: list[str] = []
    for era in ("I-II", "III-IV", "V"):
        mine = [c for c in st.cat_stack if st.data.catastrophes[c].era == era]
        if not mine:
            continue
        pool = unseen_catastrophes(st, era)
        rest = [c for c in pool if c not in mine]
        out.extend((rest + mine)[:len(mine)] if rest else mine[::-1])
    return out


def hidden_variants(state: TCState, seat: int) -> list[dict[str, Any]]:
    base = RULES.position(state)
    out = []
    v = copy.deepcopy(base)
    for key in ("lands", "technologies"):
        for era, ids in v["stacks"][key].items():
            v["stacks"][key][era] = ids[::-1]
    out.append(v)
    v = copy.deepcopy(base)
    v["stacks"]["catastrophes"] = _other_catastrophes(state)
    out.append(v)
    v = copy.deepcopy(base)
    v["rng"] = (base["rng"] * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    out.append(v)
    if not state.options.get("open_holdings", False):
        v = copy.deepcopy(base)
        for i, s in enumerate(v["seats"]):
            if i == seat:
                continue
            p = state.players[i]
            # more in hand never makes a visible commitment impossible
            s["money"] = p.money + 7 + i
            s["science"] = p.science + 3 + i
        out.append(v)
    return out


def private_texts(state: TCState, seat: int) -> set[str]:
    if state.options.get("open_holdings", False):
        return set()
    p = state.players[seat]
    return {f"money:{p.money}", f"science:{p.science}"}
