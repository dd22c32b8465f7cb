"""First-game callouts at the Akropolis table: the construction site, moving and turning the
tile, Confirm, and the score panel, as the turn gets to each. (The Hint shows its placement
on the board through the controller, waiting for Confirm.)"""

from __future__ import annotations

from game.ui.i18n import t
from game.ui.table.contract import Callout

from .layout import Layout
from .model import AkModel
from .state import UIState, preview_buttons


def callouts(model: AkModel, st: UIState, lay: Layout) -> list[Callout]:
    if not model.can_act:
        return []
    out: list[Callout] = []
    if st.selected is None:
        out.append(("site", t("akropolis.guide.site"), lay.site))
        seat = model.state.current
        if 0 <= seat < len(lay.panels):
            out.append(("score", t("akropolis.guide.score"), lay.panels[seat]))
    elif st.preview is None:
        out.append(("place", t("akropolis.guide.place"), lay.city))
    else:
        out.append(("confirm", t("akropolis.guide.confirm"),
                    preview_buttons(model, st, lay)["confirm"]))
    return out
