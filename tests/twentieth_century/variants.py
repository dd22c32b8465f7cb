"""Hand-made hidden-information variants of 20th Century states (never via determinize).

``hidden_variants(state, seat)`` returns positions that ``seat`` cannot tell from
``state``: every face-down stack reversed, the catastrophe cards to come swapped for other
unseen cards of their era, and another generator state. Money and science in hand are not
hidden (A-30: every change is public, so they are known exactly; ``open_holdings`` only sets
what the table displays), so no variant changes them. ``private_texts(state, seat)`` is
empty: no seat holds anything the others cannot know. That the table still does not
display other seats' holdings without ``open_holdings`` is ``test_ui``'s to show.
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
    return out


def private_texts(state: TCState, seat: int) -> set[str]:
    return set()
