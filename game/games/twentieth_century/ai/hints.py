"""Why the Hint's move is good, in 20th Century terms (see :mod:`game.ai.hint`): what a
withdrawal pays and what technology it may buy, and for a Maintenance step the change of the
region's money, science and QoL income it brings (the rules run on a copy)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..rules import query
from ..rules.actions import Withdraw


def hint_reason(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    if type(action) is Withdraw:
        w = query.withdrawal(state)
        if w is None:
            return None
        key = "twentieth_century.hint.withdraw_tech" if w.can_buy else \
            "twentieth_century.hint.withdraw"
        return Text(key, {"subsidy": w.subsidy, "price": w.price})
    if state.phase != "maintenance":
        return None
    change = query.income_change(state, seat, action)
    if change is None or not any(change):
        return None
    return Text("twentieth_century.hint.income", {
        "money": f"{change[0]:+d}", "science": f"{change[1]:+d}", "qol": f"{change[2]:+d}"})
