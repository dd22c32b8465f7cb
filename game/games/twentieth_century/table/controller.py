"""Mouse and keys -> 20th Century actions. Legality always comes from the engine
(``rules.query``); the controller only remembers what the player picked so far.

Every decision has a dialogue of buttons (:meth:`Controller.buttons`, fixed places per
decision so a sequence of clicks stays put) and, in Maintenance and Income, targets on the
region (:meth:`Controller.targets`: tiles, cities, bridge anchors, empty cells) that the
view highlights. The auction: pick a land in the display, set the bid with the stepper,
open / raise / pass / withdraw. Maintenance: pick a new tile in the tray, click a
highlighted cell (R or the wheel turns it), check the income change, Confirm. Pan the
region with the right or middle button or the arrows; zoom with the wheel (ctrl+wheel while
a tile is held) or +/-; Home fits it again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.i18n import reason, t
from game.ui.table.camera import camera_key

from ..rules import actions as act
from ..rules import query as q
from .art import turn
from .layout import Camera, fit_camera
from .state import UIState

if TYPE_CHECKING:
    from .parts import TableParts

Target = tuple[Any, ...]
"""("land", tile) / ("tray", tile) / ("city", tile, city) / ("anchor", tile, name) /
("cell", x, y)."""
FIRST = "first"
"""A target's value when it is the first click of a two-click use."""
EDGE_IN = 0.12
"""Edge anchors are drawn this far inside their tile, so neighbours' anchors differ."""
PAID = ("Recycle", "EcoInvest", "QolInvest")


@dataclass
class Btn:
    id: str
    rect: pygame.Rect
    label: str
    enabled: bool = True
    on_click: Callable[[], None] | None = None
    action: Any = None
    """The action a click submits (for ``clicks_for``)."""
    selected: bool = False
    tip: str = ""
    style: str = "button"
    """"button", "accent", "danger" or "column" (drawn by the view with its effect)."""
    data: dict[str, Any] = field(default_factory=dict)


def anchor_uv(tile: Any, index: int) -> tuple[float, float]:
    """Where a node of a placed tile lies in its cell (edge anchors pulled inside)."""
    u, v = turn(*tile.d.nodes[index].pos, tile.rot)
    if index < 4:
        u = min(max(u, EDGE_IN), 1 - EDGE_IN)
        v = min(max(v, EDGE_IN), 1 - EDGE_IN)
    return u, v


class Controller:
    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self.state = UIState()

    # --- bookkeeping ---------------------------------------------------------------------
    @property
    def st(self) -> Any:
        return self.ui.ctx.state

    def step(self) -> q.Step:
        return self.ui.memo("step", None, lambda: q.step(self.st))

    def acting(self) -> bool:
        """The viewer may act on the decision on top."""
        ctx = self.ui.ctx
        s = self.step()
        return ctx.can_act and s.seat >= 0 and s.seat == ctx.viewer

    def sync(self) -> None:
        """Forget picks that belonged to an earlier decision."""
        s = self.state
        top = self.st.stack.top
        key = (self.step(), top.data if top is not None else None, self.ui.ctx.viewer)
        if s.key != key:
            s.key = key
            self.reset()
            if key[0].kind == q.ATTACH and self.acting():
                # the first new tile is in hand at once: one click less per tile
                s.held = next(iter(self.st.players[key[0].seat].pending), None)

    def reset(self) -> None:
        s = self.state
        s.land = s.tech = s.held = s.first = None
        s.bid = s.column = None
        s.preview = None
        s.mode = None
        s.message = ""

    def forget_view(self) -> None:
        self.reset()
        self.state.key = None
        self.state.override = None
        self.state.cams.clear()

    def notice_viewer(self) -> None:
        o = self.state.override
        if o is not None and o[0] != self.ui.ctx.viewer:
            self.state.override = None
        self.sync()

    # --- cameras ---------------------------------------------------------------------------
    def fitted(self, seat: int) -> Camera:
        lay = self.ui.lay
        key = (seat, tuple(lay.view))
        return self.ui.memo("fitted", key, lambda: fit_camera(lay.view, self.ui.fit_cells(seat)))

    def camera(self, seat: int) -> Camera:
        cam = self.state.cams.get(seat)
        return cam if cam is not None else self.fitted(seat)

    def _manual(self, seat: int) -> Camera:
        cam = self.state.cams.get(seat)
        if cam is None:
            cam = self.state.cams[seat] = self.fitted(seat).copy()
        return cam

    def zoom(self, seat: int, steps: int, at: tuple[int, int] | None = None) -> None:
        view = self.ui.lay.view
        cam = self._manual(seat)
        at = at if at is not None and view.collidepoint(at) else view.center
        wx, wy = cam.to_cell(view, *at)
        lo, hi = self.ui.lay.px(24), self.ui.lay.px(260)
        cam.s = min(hi, max(lo, cam.s * (1.25 ** steps)))
        cam.cx = wx - (at[0] - view.centerx) / cam.s
        cam.cy = wy - (at[1] - view.centery) / cam.s

    def pan(self, seat: int, dx: float, dy: float) -> None:
        cam = self._manual(seat)
        cam.cx -= dx / cam.s
        cam.cy -= dy / cam.s
        cells = self.ui.fit_cells(seat)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        cam.cx = min(max(cam.cx, min(xs) - 1), max(xs) + 2)
        cam.cy = min(max(cam.cy, min(ys) - 1), max(ys) + 2)

    def fit(self, seat: int) -> None:
        self.state.cams.pop(seat, None)

    # --- what may be clicked ----------------------------------------------------------------
    def holding(self) -> bool:
        return self.state.held is not None and self.step().kind == q.ATTACH and self.acting()

    def targets(self) -> dict[Target, Any]:
        """Clickable things on the region and the tray, with the action (or FIRST) each
        click makes; only for the acting viewer."""
        if not self.acting():
            return {}
        s = self.state
        key = ("targets", s.mode, s.first, s.held, s.preview, s.rot)
        return self.ui.memo("targets", key, self._targets)

    def _targets(self) -> dict[Target, Any]:
        st = self.st
        s = self.state
        stp = self.step()
        seat = stp.seat
        p = st.players[seat]
        out: dict[Target, Any] = {}
        kind = stp.kind
        if kind == q.GARBAGE:
            for land in q.garbage_targets(st, seat):
                out[("tray" if land in p.pending else "land", land)] = act.PlaceGarbage(land)
        elif kind == q.ATTACH:
            for tid in p.pending:
                out[("tray", tid)] = FIRST
            if s.held is not None and s.preview is None:
                for a in q.legal(st):
                    if a.tile == s.held and a.rot == s.rot:
                        out[("cell", a.x, a.y)] = a
        elif kind == q.CITIZENS:
            for a in q.legal(st):
                out[("city", a.land, a.city)] = a
        elif kind == q.RECYCLE:
            for a in q.legal(st):
                if type(a) is act.Clean:
                    out[("land", a.land)] = a
        elif kind == q.USES and s.mode is not None:
            mode, key = s.mode
            acts = q.mode_actions(st, mode, key)
            if mode in ("Populate",):
                for a in acts:
                    out[("city", a.land, a.city)] = a
            elif mode in ("SortWaste", "Recycle"):
                for a in acts:
                    out[("land", a.land)] = a
            elif mode == "Transport":
                if s.first is None:
                    for a in acts:
                        out[("land", a.land)] = FIRST
                else:
                    for a in acts:
                        if a.land == s.first[0]:
                            out[("land", a.to_land)] = a
            elif mode == "Locomotive":
                if s.first is None:
                    for a in acts:
                        out[("city", a.land, a.city)] = FIRST
                else:
                    for a in acts:
                        if (a.land, a.city) == s.first:
                            out[("city", a.to_land, a.to_city)] = a
            elif mode == "Bridge":
                for tid in p.order:
                    if not p.tiles[tid].d.is_land:
                        continue
                    for name, _ in q.anchors(st, seat, tid):
                        if s.first is None:
                            out[("anchor", tid, name)] = FIRST
                        elif s.first != (tid, name):
                            out[("anchor", tid, name)] = q.bridge_action(st, seat, s.first,
                                                                         (tid, name))
        return out

    def legal_targets(self) -> set[Target]:
        """Targets whose click is legal (or a sensible first click): the highlighted ones."""
        def make() -> set[Target]:
            out = set()
            st = self.st
            s = self.state
            legal = set(q.legal(st)) if s.mode is not None and s.mode[0] == "Bridge" else set()
            firsts: set[Target] = set()
            if s.mode is not None and s.mode[0] == "Bridge" and s.first is None:
                for a in legal:
                    if type(a) is act.Bridge:
                        firsts.add(("anchor", a.land, a.a))
                        firsts.add(("anchor", a.land, a.b))
                    elif type(a) is act.BridgePair:
                        firsts.add(("anchor", a.land, a.a))
                        firsts.add(("anchor", a.land_b, a.b))
            for tg, a in self.targets().items():
                if tg[0] != "anchor":
                    out.add(tg)
                elif a == FIRST:
                    if tg in firsts:
                        out.add(tg)
                elif a is not None and a in legal:
                    out.add(tg)
            return out
        s = self.state
        return self.ui.memo("legal_targets", (s.mode, s.first, s.held, s.preview, s.rot), make)

    def point(self, tg: Target, cam: Camera | None = None) -> tuple[int, int] | None:
        """The pixel where target ``tg`` is clicked."""
        ui = self.ui
        lay = ui.lay
        st = self.st
        if tg[0] == "tray":
            i = ui.tray_tiles().index(tg[1]) if tg[1] in ui.tray_tiles() else -1
            return lay.tray_slot(i).center if i >= 0 else None
        seat = ui.focus()
        cam = cam if cam is not None else self.camera(seat)
        view = lay.view
        if tg[0] == "cell":
            return cam.cell_rect(view, tg[1], tg[2]).center
        p = st.players[seat]
        tile = p.tiles.get(tg[1])
        if tile is None or tile.x is None or tile.y is None:
            return None
        if tg[0] == "land":
            r = cam.cell_rect(view, tile.x, tile.y)
            # the upper right corner: clear of the cities and anchors
            return (r.x + r.w * 7 // 8, r.y + r.h // 8)
        if tg[0] in ("city", "anchor"):
            i = tile.d.index.get(tg[2], -1)
            if tg[0] == "anchor":
                i = next((k for name, k in q.anchors(st, seat, tg[1]) if name == tg[2]), -1)
            if i < 0:
                return None
            u, v = anchor_uv(tile, i)
            x0, y0 = cam.to_screen(view, tile.x + u, tile.y + v)
            return (x0, y0)
        return None

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """The target under ``pos``: nodes first (nearest within reach), then tiles, cells."""
        tgs = self.targets()
        if not tgs:
            return None
        lay = self.ui.lay
        if lay.tray.collidepoint(pos):
            for tg in tgs:
                if tg[0] == "tray":
                    pt = self.point(tg)
                    if pt is not None and lay.tray_slot(self.ui.tray_tiles().index(tg[1])).collidepoint(pos):
                        return tg
            return None
        if not lay.view.collidepoint(pos):
            return None
        seat = self.ui.focus()
        cam = self.camera(seat)
        reach = max(8.0, cam.s * 0.12)
        best, best_d = None, reach * reach
        for tg in tgs:
            if tg[0] in ("city", "anchor"):
                pt = self.point(tg)
                if pt is None:
                    continue
                d = (pt[0] - pos[0]) ** 2 + (pt[1] - pos[1]) ** 2
                if d < best_d:
                    best, best_d = tg, d
        if best is not None:
            return best
        x, y = cam.to_cell(lay.view, *pos)
        cx, cy = int(x // 1), int(y // 1)
        p = self.st.players[seat]
        tid = p.cells.get((cx, cy))
        if tid is not None and ("land", tid) in tgs:
            return ("land", tid)
        if ("cell", cx, cy) in tgs:
            return ("cell", cx, cy)
        return None

    # --- the dialogue -----------------------------------------------------------------------
    def buttons(self) -> list[Btn]:
        if not self.acting():
            return []
        s = self.state
        key = (s.land, s.bid, s.tech, s.column, s.held, s.rot, s.preview, s.mode, s.first)
        return self.ui.memo("buttons", key, self._buttons)

    def bid_value(self, lo: int, hi: int) -> int:
        v = self.state.bid
        return lo if v is None else min(max(v, lo), hi)

    def _stepper(self, lo: int, hi: int, out: list[Btn]) -> int:
        lay = self.ui.lay
        r = lay.stepper()
        v = self.bid_value(lo, hi)

        def setter(x: int) -> Callable[[], None]:
            return lambda: self._set_bid(min(max(x, lo), hi))

        out.append(Btn("minus", r["minus"], "−", v > lo, setter(v - 1)))
        out.append(Btn("plus", r["plus"], "+", v < hi, setter(v + 1)))
        out.append(Btn("min", r["min"], t("twentieth_century.ui.bid_min"), v != lo, setter(lo),
                       tip=t("twentieth_century.ui.bid_min.tip", n=lo)))
        out.append(Btn("add2", r["add2"], "+2", v + 2 <= hi, setter(v + 2)))
        out.append(Btn("add5", r["add5"], "+5", v + 5 <= hi, setter(v + 5)))
        out.append(Btn("max", r["max"], t("twentieth_century.ui.bid_max"), v != hi, setter(hi),
                       tip=t("twentieth_century.ui.bid_max.tip", n=hi)))
        return v

    def _set_bid(self, v: int) -> None:
        self.state.bid = v

    def _buttons(self) -> list[Btn]:
        ui = self.ui
        lay = ui.lay
        st = self.st
        s = self.state
        stp = self.step()
        kind = stp.kind
        out: list[Btn] = []
        if kind in (q.OPEN, q.BUY, q.BID):
            rng = q.bid_range(st)
            if kind == q.OPEN and rng is not None:
                v = self._stepper(rng[0], rng[1], out)
                land = s.land
                a = act.Open(land, v) if land is not None else None
                out.append(Btn("open", lay.dbutton(0, 2, 3), t("twentieth_century.ui.open", bid=v)
                               if land is not None else t("twentieth_century.ui.pick_land"),
                               land is not None, (lambda: self.submit(a)) if a else None, a,
                               style="accent"))
            elif kind == q.BUY:
                legal = [a for a in q.legal(st) if type(a) is act.Buy]
                a = act.Buy(s.land) if s.land is not None else None
                out.append(Btn("buy", lay.dbutton(0, 2, 3),
                               t("twentieth_century.ui.buy", price=st.min_price)
                               if a is not None else t("twentieth_century.ui.pick_land"),
                               a in legal, (lambda: self.submit(a)) if a else None, a,
                               style="accent"))
            elif kind == q.BID:
                if rng is not None:
                    v = self._stepper(rng[0], rng[1], out)
                    a = act.Raise(v)
                    out.append(Btn("raise", lay.dbutton(0, 2, 3),
                                   t("twentieth_century.ui.raise", bid=v), True,
                                   lambda: self.submit(a), a, style="accent"))
                else:
                    out.append(Btn("raise", lay.dbutton(0, 2, 3), t("twentieth_century.ui.cannot_raise"),
                                   False))
                out.append(Btn("pass", lay.dbutton(1, 0, 4), t("twentieth_century.ui.pass"), True,
                               lambda: self.submit(act.Pass()), act.Pass()))
            w = q.withdrawal(st)
            tip = ""
            if w is not None:
                tip = self.withdraw_text(w)
            out.append(Btn("withdraw", lay.dbutton(1, 1 if kind == q.BID else 0, 4),
                           t("twentieth_century.ui.withdraw"),
                           True, lambda: self.submit(act.Withdraw()), act.Withdraw(), tip=tip,
                           style="danger"))
        elif kind == q.TECH:
            for i, tech in enumerate(st.techs[:6]):
                out.append(Btn("tech:" + tech, lay.dbutton(i // 3, i % 3, 3), ui.tech_name(tech),
                               True, lambda x=tech: self._pick_tech(x), selected=s.tech == tech,
                               tip=ui.tech_tip(tech)))
            legal = q.legal(st)
            a = act.TakeTech(s.tech) if s.tech is not None else None
            out.append(Btn("take", lay.dbutton(2, 0, 3, 2),
                           t("twentieth_century.ui.take", tech=ui.tech_name(s.tech),
                             price=st.tech_price) if s.tech else t("twentieth_century.ui.pick_tech"),
                           a in legal, (lambda: self.submit(a)) if a else None, a, style="accent"))
            out.append(Btn("no_tech", lay.dbutton(2, 2, 3), t("twentieth_century.ui.no_tech"), True,
                           lambda: self.submit(act.NoTech()), act.NoTech()))
        elif kind == q.PREVENT:
            cols = q.prevention_columns(st)
            for c in range(1, 6):
                rng = q.prevention_range(st, c) if c in cols else None
                out.append(Btn(f"col:{c}", lay.dbutton(1, c - 1, 5), str(c), rng is not None,
                               lambda c=c: self._pick_column(c), selected=s.column == c,
                               style="column", data={"column": c, "blocked": c not in cols}))
            if s.column is not None:
                rng = q.prevention_range(st, s.column)
                if rng is not None:
                    v = self._stepper(rng[0], rng[1], out)
                    a = act.Prevent(s.column, v)
                    out.append(Btn("prevent", lay.dbutton(0, 2, 3),
                                   t("twentieth_century.ui.prevent", column=s.column, bid=v),
                                   True, lambda: self.submit(a), a, style="accent"))
        elif kind == q.ATTACH:
            held = self.holding()
            out.append(Btn("rot_ccw", lay.dbutton(0, 0, 6), "↺", held, lambda: self.rotate(-1),
                           tip=t("twentieth_century.ui.rotate.tip")))
            out.append(Btn("rot_cw", lay.dbutton(0, 1, 6), "↻", held, lambda: self.rotate(1),
                           tip=t("twentieth_century.ui.rotate.tip")))
            a = self.preview_action()
            out.append(Btn("confirm", lay.dbutton(0, 2, 6, 2), t("twentieth_century.ui.confirm"),
                           a is not None, lambda: self.confirm(), a, style="accent"))
            out.append(Btn("cancel", lay.dbutton(0, 4, 6, 2), t("twentieth_century.ui.cancel"),
                           held, lambda: self.back()))
        elif kind == q.USES:
            for i, (mode, key) in enumerate(q.use_modes(st)[:10]):
                label = ui.mode_label(mode, key)
                direct = mode in ("EcoInvest", "QolInvest")
                a = act.EcoInvest(*key) if mode == "EcoInvest" else \
                    act.QolInvest(*key) if mode == "QolInvest" else None
                out.append(Btn(f"mode:{mode}:{key}", lay.dbutton(i // 5, i % 5, 5), label, True,
                               (lambda a=a: self.submit(a)) if direct else
                               (lambda m=(mode, key): self._pick_mode(m)),
                               a, selected=s.mode == (mode, key),
                               tip=ui.mode_tip(mode, key)))
            out.append(Btn("cancel_mode", lay.dbutton(2, 2, 4), t("twentieth_century.ui.cancel"),
                           s.mode is not None, lambda: self._pick_mode(None)))
            out.append(Btn("done", lay.dbutton(2, 3, 4), t("twentieth_century.ui.done"), True,
                           lambda: self.submit(act.Done()), act.Done(), style="accent"))
        elif kind == q.RECYCLE:
            out.append(Btn("no_clean", lay.dbutton(2, 3, 4), t("twentieth_century.ui.no_clean"), True,
                           lambda: self.submit(act.NoClean()), act.NoClean()))
        return out

    def withdraw_text(self, w: q.Withdrawal) -> str:
        if w.can_buy:
            return t("twentieth_century.ui.withdraw_gives", subsidy=w.subsidy, price=w.price)
        return t("twentieth_century.ui.withdraw_gives_no_tech", subsidy=w.subsidy, price=w.price)

    # --- picks ---------------------------------------------------------------------------------
    def _pick_tech(self, tech: str) -> None:
        self.state.tech = tech

    def _pick_column(self, c: int) -> None:
        if self.state.column != c:
            self.state.column = c
            self.state.bid = None

    def _pick_mode(self, mode: tuple[str, Any] | None) -> None:
        s = self.state
        s.mode = mode
        s.first = None
        s.message = ""

    def pick_land(self, land: str) -> None:
        s = self.state
        if self.step().kind in (q.OPEN, q.BUY) and self.acting() and land in self.st.lands:
            s.land = land

    def pick_board_tech(self, tech: str) -> None:
        if self.step().kind == q.TECH and self.acting() and tech in self.st.techs:
            self.state.tech = tech

    def rotate(self, k: int) -> None:
        self.state.rot = (self.state.rot + k) % 4

    def preview_action(self) -> act.Attach | None:
        s = self.state
        if not self.holding() or s.preview is None or s.held is None:
            return None
        return act.Attach(s.held, s.preview[0], s.preview[1], s.rot)

    def confirm(self) -> None:
        a = self.preview_action()
        if a is not None:
            self.submit(a)

    def back(self) -> None:
        s = self.state
        if s.preview is not None:
            s.preview = None
        elif s.first is not None:
            s.first = None
        elif s.held is not None:
            s.held = None
        elif s.mode is not None:
            s.mode = None
        s.message = ""

    def submit(self, action: Any) -> None:
        if action is None:
            return
        why = q.explain(self.st, action)
        if why is not None:
            self.state.message = reason(why)
            return
        self.reset()
        self.ui.ctx.submit(action)

    def activate(self, tg: Target) -> None:
        """A click on target ``tg``."""
        s = self.state
        a = self.targets().get(tg)
        if tg[0] == "tray" and self.step().kind == q.ATTACH:
            s.held = tg[1]
            s.preview = None
            s.pressed = tg[1]  # a drag from here puts the tile where the button is let go
            return
        if tg[0] == "cell" and isinstance(a, act.Attach):
            s.preview = (a.x, a.y)
            s.message = ""
            return
        if a == FIRST:
            s.first = (tg[1], tg[2] if len(tg) > 2 else "")
            s.message = ""
            return
        if a is None:
            s.message = t("twentieth_century.ui.no_bridge_here")
            s.first = None
            return
        why = q.explain(self.st, a)
        if why is not None:
            s.message = reason(why)
            s.first = None
            return
        self.submit(a)

    # --- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        s = self.state
        et = event.type
        lay = self.ui.lay
        if et == pygame.MOUSEMOTION:
            pos = event.pos
            if s.drag is not None:
                self.pan(self.ui.focus(), pos[0] - s.drag[0], pos[1] - s.drag[1])
                s.dragged += abs(pos[0] - s.drag[0]) + abs(pos[1] - s.drag[1])
                s.drag = pos
            s.mouse = pos
            return False
        if et == pygame.MOUSEBUTTONDOWN:
            s.mouse = event.pos
            if event.button == 1:
                return self.click(event.pos)
            if event.button in (2, 3) and lay.view.collidepoint(event.pos):
                s.drag = event.pos
                s.dragged = 0
                return True
            return False
        if et == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                pressed, s.pressed = s.pressed, None
                if pressed is not None and pressed == s.held and lay.view.collidepoint(event.pos):
                    tg = self.hit(event.pos)  # a tile dragged from the tray onto a cell
                    if tg is not None and tg[0] == "cell":
                        self.activate(tg)
                        return True
                return False
            if event.button in (2, 3) and s.drag is not None:
                s.drag = None
                if event.button == 3 and s.dragged < 4:
                    self.back()  # a right click that did not pan steps back
                return True
            return False
        if et == pygame.MOUSEWHEEL:
            step = getattr(event, "y", 0)
            if not step:
                return False
            ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
            if self.holding() and not ctrl:
                self.rotate(1 if step < 0 else -1)
                return True
            if lay.view.collidepoint(s.mouse) or ctrl:
                self.zoom(self.ui.focus(), 1 if step > 0 else -1, s.mouse)
                return True
            return False
        if et == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        k = event.key
        seat = self.ui.focus()
        step = self.ui.lay.px(60)
        if k == pygame.K_r and self.holding():
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        move = camera_key(k, step)
        if move is not None:
            kind, args = move
            if kind == "pan":
                self.pan(seat, *args)
            elif kind == "zoom":
                self.zoom(seat, int(args[0]))
            else:
                self.fit(seat)
            return True
        if k == pygame.K_BACKSPACE:
            self.back()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.preview_action() is not None:
            self.confirm()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        ui = self.ui
        lay = ui.lay
        s = self.state
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                if b.enabled and b.on_click is not None:
                    b.on_click()
                return True
        if lay.zoom_in.collidepoint(pos):
            self.zoom(ui.focus(), 1)
            return True
        if lay.zoom_out.collidepoint(pos):
            self.zoom(ui.focus(), -1)
            return True
        if lay.fit.collidepoint(pos):
            self.fit(ui.focus())
            return True
        st = self.st
        if lay.lands.collidepoint(pos):
            for i, land in enumerate(st.lands[:8]):
                if lay.land_card(i).collidepoint(pos):
                    self.pick_land(land)
            return True
        if lay.techs.collidepoint(pos):
            for i, tech in enumerate(st.techs[:6]):
                if lay.tech_card(i).collidepoint(pos):
                    self.pick_board_tech(tech)
            return True
        if lay.scale.collidepoint(pos) and self.step().kind == q.PREVENT and self.acting():
            for c in q.prevention_columns(st):
                if lay.column(c).collidepoint(pos) and q.prevention_range(st, c) is not None:
                    self._pick_column(c)
            return True
        for seat, panel in enumerate(lay.panels):
            if panel.collidepoint(pos):
                if not self.holding():
                    home = ui.home_seat()
                    s.override = None if seat == home else (ui.ctx.viewer, seat)
                return True
        tg = self.hit(pos)
        if tg is not None:
            self.activate(tg)
            return True
        if lay.view.collidepoint(pos) and s.preview is not None:
            s.preview = None
            return True
        return lay.region.collidepoint(pos)

    # --- automation --------------------------------------------------------------------------
    def clicks_for(self, action: Any) -> list[tuple[int, int]] | None:
        if not self.acting() or q.explain(self.st, action) is not None:
            return None
        self.sync()
        ui = self.ui
        lay = ui.lay
        st = self.st
        s = self.state
        typ = type(action)
        kind = self.step().kind
        out: list[tuple[int, int]] = []

        def button(bid: str) -> tuple[int, int]:
            for b in self.buttons():
                if b.id == bid:
                    return b.rect.center
            raise KeyError(bid)

        def stepper(value: int, lo: int, hi: int) -> list[tuple[int, int]]:
            r = lay.stepper()
            cur = self.bid_value(lo, hi)
            if value == cur:
                return []
            if value == hi:
                return [r["max"].center]
            if value == lo:
                return [r["min"].center]
            clicks = []
            if value < cur:
                clicks.append(r["min"].center)
                cur = lo
            while value - cur >= 5:
                clicks.append(r["add5"].center)
                cur += 5
            while value - cur >= 2:
                clicks.append(r["add2"].center)
                cur += 2
            clicks += [r["plus"].center] * (value - cur)
            return clicks

        if typ in (act.Open, act.Buy):
            if s.land != action.land:
                out.append(lay.land_card(st.lands.index(action.land)).center)
            if typ is act.Buy:
                return out + [lay.dbutton(0, 2, 3).center]
            rng = q.bid_range(st)
            assert rng is not None
            out += stepper(action.bid, *rng)
            return out + [lay.dbutton(0, 2, 3).center]
        if typ is act.Raise:
            rng = q.bid_range(st)
            assert rng is not None
            return stepper(action.bid, *rng) + [lay.dbutton(0, 2, 3).center]
        if typ is act.Prevent:
            if s.column != action.column:
                out.append(lay.dbutton(1, action.column - 1, 5).center)
                s_bid = None
            else:
                s_bid = s.bid
            rng = q.prevention_range(st, action.column)
            assert rng is not None
            saved = s.bid
            s.bid = s_bid
            try:
                out += stepper(action.bid, *rng)
            finally:
                s.bid = saved
            return out + [lay.dbutton(0, 2, 3).center]
        if typ is act.TakeTech:
            if s.tech != action.tech:
                i = st.techs.index(action.tech)
                out.append(lay.dbutton(i // 3, i % 3, 3).center)
            return out + [lay.dbutton(2, 0, 3, 2).center]
        if typ in (act.Pass, act.Withdraw, act.NoTech, act.NoClean, act.Done):
            name = {act.Pass: "pass", act.Withdraw: "withdraw", act.NoTech: "no_tech",
                    act.NoClean: "no_clean", act.Done: "done"}[typ]
            return [button(name)]
        if typ in (act.EcoInvest, act.QolInvest):
            return [button(f"mode:{typ.__name__}:{(action.tech, action.part)}")]
        seat = self.step().seat

        def places(tgs: list[Target]) -> list[tuple[int, int]] | None:
            """Points of region targets with the player's camera, or after a click on Fit
            when one of them is out of sight (or under the zoom buttons)."""
            def ok(pt: tuple[int, int] | None) -> bool:
                return pt is not None and lay.view.inflate(-4, -4).collidepoint(pt) and not any(
                    r.collidepoint(pt) for r in (lay.zoom_in, lay.zoom_out, lay.fit))
            for cam, pre in ((self.camera(seat), []), (self.fitted(seat), [lay.fit.center])):
                pts = [self.point(tg) if tg[0] == "tray" else self.point(tg, cam) for tg in tgs]
                if all(ok(pt) or (tg[0] == "tray" and pt is not None) for pt, tg in zip(pts, tgs, strict=True)):
                    return pre + [pt for pt in pts if pt is not None]
            return None

        if ui.focus() != seat:
            return None
        if typ is act.Attach:
            pts = places([("cell", action.x, action.y)])
            if pts is None:
                return None
            if not (s.held == action.tile and s.preview is None):
                if s.held == action.tile and s.preview is not None:
                    out.append(button("cancel"))
                else:
                    tray = self.point(("tray", action.tile))
                    if tray is None:
                        return None
                    out.append(tray)
            turns = (action.rot - s.rot) % 4
            out += [lay.dbutton(0, 1, 6).center] * turns
            return out + pts + [lay.dbutton(0, 2, 6, 2).center]
        if kind == q.USES:
            mode = "Bridge" if typ is act.BridgePair else typ.__name__
            key = (action.tech, action.part) if mode in PAID else None
            if s.mode != (mode, key) or s.first is not None:
                out.append(button(f"mode:{mode}:{key}"))
            tgs: list[Target]
            if typ is act.Populate:
                tgs = [("city", action.land, action.city)]
            elif typ in (act.SortWaste, act.Recycle):
                tgs = [("land", action.land)]
            elif typ is act.Transport:
                tgs = [("land", action.land), ("land", action.to_land)]
            elif typ is act.Locomotive:
                tgs = [("city", action.land, action.city), ("city", action.to_land, action.to_city)]
            elif typ is act.Bridge:
                tgs = [("anchor", action.land, action.a), ("anchor", action.land, action.b)]
            elif typ is act.BridgePair:
                tgs = [("anchor", action.land, action.a), ("anchor", action.land_b, action.b)]
            else:
                return None
        elif typ is act.PlaceGarbage:
            p = st.players[seat]
            tgs = [("tray" if action.land in p.pending else "land", action.land)]
        elif typ is act.PlaceCitizen:
            tgs = [("city", action.land, action.city)]
        elif typ is act.Clean:
            tgs = [("land", action.land)]
        else:
            return None
        pts = places(tgs)
        return None if pts is None else out + pts
