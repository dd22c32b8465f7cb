"""Help at the Akropolis table: the first game's callouts (the construction site, moving and
turning the tile, Confirm, and the score panel, as the turn gets to each) and the rules
reference's section for the moment (F1). (The Hint shows its placement on the board through
the controller, waiting for Confirm.)"""

from __future__ import annotations

from game.ui.i18n import t
from game.ui.table.contract import Callout

from .layout import Layout
from .model import AkModel
from .state import UIState, preview_buttons

SOLO_SECTION = "solo_opponents"
"""The rules reference's section on the solo opponents, which the app adds after the game's
own sections (``game.app.scenes.rules_help.SOLO``; the table may not import the app)."""


def help_topic(model: AkModel, st: UIState) -> str:
    """The section of ``GameInfo.rules_sections`` (or the solo one) for the moment: taking a
    tile, adding it to the city (held or waiting for Confirm), another seat's turn, the
    Illustrious Architect's, the final scoring."""
    mover = model.mover()
    if mover is None:
        return "scoring"
    if model.is_architect(mover):
        return SOLO_SECTION
    if not model.can_act:
        return "turn"
    if st.selected is not None:
        return "city"
    return "site"


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
