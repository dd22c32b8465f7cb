"""The guided first game of 20th Century: one callout for each kind of decision as the player
reaches it (see ``GameUI.guide``), and the Hint's move shown as a selection waiting for the
player's click (``GameUI.show_hint``): the land and bid, the raise, the technology, the
prevention column and bid, the tile on its cell. Reads the controller only."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.i18n import t

from ..rules import actions as act
from ..rules import query as q


def callouts(ui: Any) -> list[tuple[str, str, pygame.Rect]]:
    ctl = ui.ctl
    if not ctl.acting():
        return []
    lay = ui.lay
    kind = ctl.step().kind
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


def show(ui: Any, action: Any) -> bool:
    ctl = ui.ctl
    ctl.notice_viewer()  # picks belong to the decision and viewer they were made for
    if not ctl.acting():
        return False
    s = ctl.state
    kind = type(action)
    if kind is act.Open:
        s.land, s.bid = action.land, action.bid
    elif kind is act.Buy:
        s.land = action.land
    elif kind is act.Raise:
        s.bid = action.bid
    elif kind is act.TakeTech:
        s.tech = action.tech
    elif kind is act.Prevent:
        s.column, s.bid = action.column, action.bid
    elif kind is act.Attach:
        s.held, s.preview, s.rot = action.tile, (action.x, action.y), action.rot
    else:
        return False
    return True
