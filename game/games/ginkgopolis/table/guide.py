"""The guided first game of Ginkgopolis: one callout for each step of a selection turn as the
player reaches it (see ``GameUI.guide``), and the Hint's move shown as a selection waiting for
Confirm (``GameUI.show_hint``). Reads the controller's kind and selection only."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.i18n import t

from ..rules.actions import Commit, DraftPick, GiveHal


def callouts(ui: Any) -> list[tuple[str, str, pygame.Rect]]:
    ctl = ui.ctl
    lay = ui.lay
    kind = ctl.kind()
    s = ctl.state
    out: list[tuple[str, str, pygame.Rect]] = []
    if kind == "draft":
        out.append(("draft", t("ginkgopolis.guide.draft"), lay.hand))
    elif kind == "select":
        if s.card is None:
            out.append(("hand", t("ginkgopolis.guide.hand"), lay.hand))
            if ui.ctx.state.hal < 0:
                out.append(("new_hand", t("ginkgopolis.guide.new_hand"), lay.new_hand))
        else:
            out.append(("tile", t("ginkgopolis.guide.tile"), lay.screen))
            out.append(("preview", t("ginkgopolis.guide.preview"), lay.city))
            out.append(("confirm", t("ginkgopolis.guide.confirm"), lay.confirm))
    elif kind == "hal_card":
        out.append(("hal_card", t("ginkgopolis.guide.hal_card"), lay.hand))
    elif kind == "move_token":
        out.append(("token", t("ginkgopolis.guide.token"), lay.city))
    elif kind == "exploit_choice":
        out.append(("choice", t("ginkgopolis.guide.choice"), lay.choice_resource))
    elif kind == "contribute":
        out.append(("contribute", t("ginkgopolis.guide.contribute"), lay.screen))
    if kind is not None and ui.view.own_tableau():
        out.append(("tableau", t("ginkgopolis.guide.tableau"), lay.tableau))
    return out


def show(ui: Any, action: Any) -> bool:
    """Select the hinted card (and tile) so the city previews it; the player confirms."""
    ctl = ui.ctl
    ctl.notice_viewer()  # a selection belongs to the viewer it was made for
    if type(action) is Commit and ctl.kind() == "select":
        ctl.state.card, ctl.state.tile = action.card, action.tile
        return True
    if (type(action), ctl.kind()) in ((DraftPick, "draft"), (GiveHal, "hal_card")):
        ctl.state.card, ctl.state.tile = action.card, None
        return True
    return False
