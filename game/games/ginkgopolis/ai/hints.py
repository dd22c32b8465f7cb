"""Why the Hint's card (and tile) is good, in Ginkgopolis terms (see :mod:`game.ai.hint`):
what the selection would gain and pay now, from the engine's own preview (bonuses of the
tableau and the fallback of 5.4.4 included)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import AnyRules, Text

from ..rules import query
from ..rules.actions import Commit
from ..rules.state import GState


def _items(counts: dict[str, int]) -> Text:
    parts = [Text(f"ginkgopolis.ui.item.{k}", {"count": v}) for k, v in counts.items() if v]
    if not parts:
        return Text("ginkgopolis.ui.nothing")
    return Text(f"ginkgopolis.hint.items.{len(parts)}",
                {f"item{i}": p for i, p in enumerate(parts)})


def hint_reason(rules: AnyRules, state: GState, seat: int, action: Any) -> Text | None:
    if type(action) is not Commit or action.card.startswith("CH"):
        return None
    pv = query.preview(state, seat, action.card, action.tile)
    gains = _items(pv.gains)
    if pv.choice:
        gains = Text("ginkgopolis.hint.with_choice", {"items": gains}) if pv.gains else \
            Text("ginkgopolis.hint.choice")
    pays = {"resources": pv.pay_resources, "vp": pv.pay_vp}
    if pv.fallback:
        return Text("ginkgopolis.hint.fallback", {"gains": gains})
    if any(pays.values()):
        return Text(f"ginkgopolis.hint.{pv.kind}_pays", {"gains": gains, "pays": _items(pays)})
    return Text(f"ginkgopolis.hint.{pv.kind}", {"gains": gains})
