"""TwentiethCenturyUI: the table's view and controller for 20th Century (the GameUI contract).

Data flows one way. The controller (``ctl``) turns input into a small :class:`UIState` and
submits actions through ``ctx.submit``; ``rules.query`` answers what may be done about the
state the viewer may see (``ctx.state``), cached per ``ctx.version``; the view only reads
both. Automatic steps (payments, garbage, marker moves, incomes, scoring) play as short
captions while ``busy()``, and the log words them through ``Rules.event_text``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import pygame

from game.engine import Action, Event
from game.ui import i18n
from game.ui.i18n import t
from game.ui.table.contract import GameUI, TableContext

from ..rules import query as q
from . import guide
from .controller import Controller
from .layout import Layout
from .view import TableView

T = TypeVar("T")
VIEWS = ["table", "region_zoomed"]
"""``table``: the fitted region; ``region_zoomed``: zoomed in and panned (``bench``)."""
SHOWN = frozenset(("win", "buy", "withdraw", "tech", "catastrophe", "garbage", "income", "clean",
                   "card", "final", "round", "game_over"))
"""Events of automatic steps the table plays as captions."""
CAPTION_TIME = 0.9
"""Seconds a caption stays at the normal AI speed (scaled by the setting)."""


@dataclass
class Caption:
    text: str
    seat: int | None
    kind: str
    left: float = CAPTION_TIME


class TwentiethCenturyUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._memo_key: Any = None
        self._memo: dict[str, dict[Any, Any]] = {}
        self.lay = Layout(self.rect, ctx.match.state.n)
        self.captions: deque[Caption] = deque()
        self.ctl = Controller(self)
        self.view = TableView(self)

    # --- cache per (version, viewer) ----------------------------------------------------
    def memo(self, name: str, arg: Any, fn: Callable[[], T]) -> T:
        key = (self.ctx.version, self.ctx.viewer, self.ctx.can_act)
        if key != self._memo_key:
            self._memo = {}
            self._memo_key = key
        table = self._memo.setdefault(name, {})
        if arg not in table:
            table[arg] = fn()
        return cast(T, table[arg])

    # --- views -----------------------------------------------------------------------------
    def views(self) -> list[str]:
        return list(VIEWS)

    def set_view(self, name: str) -> None:
        super().set_view(name)
        seat = self.focus()
        self.ctl.fit(seat)
        if name == "region_zoomed":
            self.ctl.zoom(seat, 3)
            self.ctl.pan(seat, self.lay.px(40), self.lay.px(20))

    def layout(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect and self.lay.rect == self.rect:
            return
        super().layout(rect)
        self.lay = Layout(self.rect, self.ctx.match.state.n)
        self.ctl.state.cams.clear()
        self._memo_key = None
        if self.view_name == "region_zoomed":
            self.set_view(self.view_name)

    # --- who is shown ----------------------------------------------------------------------
    def home_seat(self) -> int:
        viewer = self.ctx.viewer
        if viewer is not None and 0 <= viewer < self.ctx.state.n:
            return viewer
        seat = self.ctl.step().seat
        return seat if seat >= 0 else 0

    def focus(self) -> int:
        """The acting seat while it works on its region, else the enlarged one, else home."""
        stp = self.ctl.step()
        if self.ctl.acting() and stp.kind in (q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES, q.RECYCLE):
            return stp.seat
        o = self.ctl.state.override
        if o is not None and o[0] == self.ctx.viewer:
            return o[1]
        return self.home_seat()

    def fit_cells(self, seat: int) -> list[tuple[int, int]]:
        """Cells the fitted camera shows: the region, and a ring around it (where tiles
        go) while new tiles wait."""
        def make() -> list[tuple[int, int]]:
            p = self.ctx.state.players[seat]
            cells = list(p.cells)
            if not cells:
                return [(0, 0)]
            xs = [c[0] for c in cells]
            ys = [c[1] for c in cells]
            ring = 1 if p.pending else 0  # room for the tiles still to attach
            return [(min(xs) - ring, min(ys) - ring), (max(xs) + ring, max(ys) + ring)]
        return self.memo("fit_cells", seat, make)

    def tray_tiles(self) -> list[str]:
        """Tiles of the focused seat waiting beside the region."""
        return list(self.ctx.state.players[self.focus()].pending)

    # --- words -------------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        if seat is None or seat < 0:
            return ""
        names = self.ctx.names
        if seat < len(names) and names[seat]:
            return str(names[seat])
        return self.ctx.match.config.players[seat].name

    def holdings_visible(self, seat: int) -> bool:
        """Money and science in hand are shown to their owner, or to all with A-30."""
        st = self.ctx.state
        return bool(st.options.get("open_holdings", False)) or seat == self.ctx.viewer

    def holding_text(self, seat: int, which: str) -> str:
        p = self.ctx.state.players[seat]
        if not self.holdings_visible(seat):
            return "?"
        return str(p.money if which == "money" else p.science)

    def tech_name(self, tech: str | None) -> str:
        if tech is None:
            return ""
        key = f"twentieth_century.tech.{tech}"
        if i18n.has(key):
            return t(key)
        td = self.ctx.state.data.techs.get(tech)
        return td.name if td is not None else tech

    def catastrophe_name(self, cat: str | None) -> str:
        if cat is None:
            return ""
        key = f"twentieth_century.catastrophe.{cat}"
        if i18n.has(key):
            return t(key)
        return cat

    def card_name(self, card: str) -> str:
        key = f"twentieth_century.card.{card}"
        return t(key) if i18n.has(key) else card

    def part_text(self, tech: str) -> list[str]:
        """The parts of a technology in words."""
        d = self.ctx.state.data.techs[tech]
        out = []
        for p in d.parts:
            if p.kind == "institution" and d.tile is not None:
                comm = ("money", "science", "qol")[d.tile.commodity]
                out.append(t("twentieth_century.part.institution",
                             bonus=d.tile.bonus, what=t(f"twentieth_century.{comm}")))
            elif p.cost:
                cur = t("twentieth_century.money" if p.currency == "M" else "twentieth_century.science")
                out.append(t(f"twentieth_century.part.{p.kind}.paid", cost=p.cost, currency=cur,
                             qol=p.qol))
            else:
                out.append(t(f"twentieth_century.part.{p.kind}"))
        return out

    def eco_text(self, tech: str) -> str:
        d = self.ctx.state.data.techs[tech]
        bits = []
        if d.garbage:
            bits.append(t("twentieth_century.ui.eco_garbage", n=d.garbage))
        moved = d.pollution_right - d.pollution_left
        if moved < 0:
            bits.append(t("twentieth_century.ui.eco_left", n=-moved))
        elif moved > 0:
            bits.append(t("twentieth_century.ui.eco_right", n=moved))
        return ", ".join(bits) if bits else t("twentieth_century.ui.eco_none")

    def tech_tip(self, tech: str) -> str:
        return f"{self.tech_name(tech)}: {'; '.join(self.part_text(tech))} ({self.eco_text(tech)})"

    def mode_label(self, mode: str, key: Any) -> str:
        label = t(f"twentieth_century.mode.{mode}")
        if key is not None:
            label = f"{label}: {self.tech_name(key[0])}"
        return label

    def mode_tip(self, mode: str, key: Any) -> str:
        tip = t(f"twentieth_century.mode.{mode}.tip")
        if key is not None:
            part = self.ctx.state.data.techs[key[0]].parts[key[1]]
            cur = t("twentieth_century.money" if part.currency == "M" else "twentieth_century.science")
            tip += " " + t("twentieth_century.ui.costs", cost=part.cost, currency=cur)
        return tip

    def event_words(self, event: Event) -> str | None:
        text = self.ctx.rules.event_text(event, self.ctx.viewer)
        if text is None or not i18n.has(text.key):
            return None
        args = {k: self.seat_name(v) if (k == "player" or k.endswith("_player"))
                and isinstance(v, int) else i18n.words(v) for k, v in dict(text.args).items()}
        return t(text.key, **args)

    # --- the frame ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.ctl.notice_viewer()
        self.view.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        self.ctl.notice_viewer()
        return self.ctl.handle(event)

    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        self.ctl.sync()
        for e in events:
            if e.kind not in SHOWN:
                continue
            text = self.event_words(e)
            if text and self.caption_time() > 0:
                self.captions.append(Caption(text, e.player, e.kind, self.caption_time()))
        while len(self.captions) > 12:  # a long chain (round end) keeps its latest steps
            self.captions.popleft()

    def update(self, dt: float) -> None:
        # a long queue plays faster, so a round's end never drags
        left = dt * (1.0 + 0.5 * max(0, len(self.captions) - 2))
        while self.captions and left > 0:
            c = self.captions[0]
            if c.left <= left:
                left -= c.left
                self.captions.popleft()
            else:
                c.left -= left
                left = 0

    def caption_time(self) -> float:
        """A caption's time at the AI-speed setting (none at "instant")."""
        return CAPTION_TIME * self.ctx.ai_delay() / 0.8

    def busy(self) -> bool:
        return bool(self.captions)

    def on_state_replaced(self) -> None:
        self.captions.clear()
        self.ctl.forget_view()
        self._memo_key = None
        self.lay = Layout(self.rect, self.ctx.match.state.n)

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        return self.ctl.clicks_for(action)

    def guide(self) -> list[tuple[str, str, pygame.Rect]]:
        return guide.callouts(self)

    def show_hint(self, action: Action) -> bool:
        return guide.show(self, action)
