"""The guided first game of 20th Century: one callout for each kind of decision as the player
reaches it (see ``GameUI.guide``). The Hint's move is shown as a selection waiting for the
player's click by the controller (``controller.show``)."""

from __future__ import annotations

from game.ui.i18n import t
from game.ui.table.contract import Callout

from ..rules import query as q
from .layout import Layout
from .model import TCModel


def callouts(model: TCModel, lay: Layout) -> list[Callout]:
    if not model.acting():
        return []
    kind = model.step().kind
    where = {q.OPEN: lay.lands, q.BUY: lay.lands, q.BID: lay.dialog, q.TECH: lay.techs,
             q.PREVENT: lay.scale, q.GARBAGE: lay.view, q.ATTACH: lay.view,
             q.CITIZENS: lay.view, q.USES: lay.dialog, q.RECYCLE: lay.view}.get(kind)
    if where is None:
        return []
    out = [(kind, t(f"twentieth_century.guide.{kind}"), where)]
    if kind in (q.OPEN, q.BID):
        out.append(("withdraw", t("twentieth_century.guide.withdraw"), lay.dialog))
    if kind == q.ATTACH:
        out.append(("income", t("twentieth_century.guide.income"), lay.side))
    return out
