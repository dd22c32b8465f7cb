"""The guided first game of Ginkgopolis: one callout for each step of a decision as the
player reaches it (see ``GameUI.guide``). The Hint's move shown on the board is the
controller's (``controller.show``)."""

from __future__ import annotations

from game.ui.i18n import t
from game.ui.table.contract import Callout

from .layout import Layout
from .model import GinkgoModel
from .state import UIState


def callouts(model: GinkgoModel, state: UIState, lay: Layout) -> list[Callout]:
    kind = model.kind()
    out: list[Callout] = []
    if kind == "draft":
        out.append(("draft", t("ginkgopolis.guide.draft"), lay.hand))
    elif kind == "select":
        if state.card is None:
            out.append(("hand", t("ginkgopolis.guide.hand"), lay.hand))
            if model.offers_new_hand():
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
    if kind is not None and model.has_tableau():
        out.append(("tableau", t("ginkgopolis.guide.tableau"), lay.tableau))
    if kind is not None and any(d.leader is not None for d in
                                model.district_leaders(model.city())):
        out.append(("district", t("ginkgopolis.guide.district"), lay.city))
    return out
