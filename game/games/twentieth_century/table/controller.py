"""Mouse and keys -> 20th Century actions: ``handle(event, model, state, layout) -> Reply``.
Legality always comes from the engine (``rules.query`` through the model); the controller
only remembers what the player picked so far, in the UI state it alone writes.

Every decision has a dialogue of buttons (:func:`buttons`, fixed places per decision so a
sequence of clicks stays put) and, in Maintenance and Income, targets on the region
(:func:`targets`: tiles, cities, bridge anchors, empty cells) that the view highlights. The
auction: pick a land in the display, set the bid with the stepper, open / raise / pass /
withdraw. Maintenance: pick a new tile in the tray, click a highlighted cell (R or the wheel
turns it), check the income change, Confirm. Pan the region with the right or middle button
or the arrows; zoom with the wheel (ctrl+wheel while a tile is held) or +/-; Home fits it
again (the kit's camera keys).

The functions that only read (``focus``, ``camera``, ``buttons``, ``targets``, ``point``...)
are what the view draws from, so a click lands where the view drew the thing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import Action
from game.ui.i18n import reason, t
from game.ui.table.camera import Camera
from game.ui.table.contract import IGNORED, USED, Point, Reply

from ..rules import actions as act
from ..rules import query as q
from ..rules.query import FIRST, Target
from ..rules.state import Tile
from . import words
from .art import turn
from .layout import PAN_STEP, Layout, cell_at, cell_rect, pan_bounds, screen
from .model import TCModel
from .state import UIState

EDGE_IN = 0.12
"""Edge anchors are drawn this far inside their tile, so neighbours' anchors differ."""


@dataclass
class Btn:
    """A button of the dialogue and what its click does (``do``): "submit" plays
    ``action``; "bid" sets the stepper to ``value``; "tech" picks ``pick``; "column" picks
    column ``value``; "mode" picks the use ``mode`` (None: cancels it); "rotate" turns the
    held tile by ``value``; "confirm" plays the tile put down; "back" steps back."""

    id: str
    rect: pygame.Rect
    label: str
    enabled: bool = True
    do: str = ""
    action: Action = None
    """The action a click submits (for ``clicks_for`` and the Hint)."""
    value: int = 0
    pick: str = ""
    mode: q.Mode | None = None
    selected: bool = False
    tip: str = ""
    style: str = ""
    """"", "accent", "danger" or "column" (drawn by the view with its effect)."""
    blocked: bool = False
    """A prevention column not in use at this table size."""


def anchor_uv(tile: Tile, index: int) -> tuple[float, float]:
    """Where a node of a placed tile lies in its cell (edge anchors pulled inside)."""
    u, v = turn(*tile.d.nodes[index].pos, tile.rot)
    if index < 4:
        u = min(max(u, EDGE_IN), 1 - EDGE_IN)
        v = min(max(v, EDGE_IN), 1 - EDGE_IN)
    return u, v


# --- bookkeeping ------------------------------------------------------------------------------

def reset(s: UIState) -> None:
    s.land = s.tech = s.held = s.first = None
    s.bid = s.column = None
    s.preview = None
    s.mode = None
    s.message = ""


def forget(s: UIState) -> None:
    """The match was replaced (load, undo): nothing picked, every camera fitted."""
    reset(s)
    s.key = None
    s.override = None
    s.cams.clear()


def sync(model: TCModel, s: UIState) -> None:
    """Forget picks that belonged to an earlier decision or another viewer."""
    o = s.override
    if o is not None and o[0] != model.viewer:
        s.override = None
    st = model.state
    top = st.stack.top
    stp = model.step()
    key = (stp, top.data if top is not None else None, model.viewer)
    if s.key != key:
        s.key = key
        reset(s)
        if stp.kind == q.ATTACH and model.acting():
            # the first new tile is in hand at once: one click less per tile
            s.held = next(iter(st.players[stp.seat].pending), None)


# --- whose region, which camera -----------------------------------------------------------------

def home_seat(model: TCModel) -> int:
    viewer = model.viewer
    if viewer is not None and 0 <= viewer < model.seats:
        return viewer
    seat = model.step().seat
    return seat if seat >= 0 else 0


def focus(model: TCModel, s: UIState) -> int:
    """The acting seat while it works on its region, else the enlarged one, else home."""
    seat = model.region_seat()
    if seat is not None and model.acting():
        return seat
    o = s.override
    if o is not None and o[0] == model.viewer:
        return o[1]
    return home_seat(model)


def tray_tiles(model: TCModel, s: UIState) -> list[str]:
    """Tiles of the focused seat waiting beside the region."""
    return list(model.state.players[focus(model, s)].pending)


def camera(model: TCModel, s: UIState, lay: Layout, seat: int) -> Camera:
    return s.cams.get(seat, model.fitted(seat, lay.view))


def zoom(model: TCModel, s: UIState, lay: Layout, seat: int, steps: int,
         at: Point | None = None) -> None:
    s.cams.zoom(seat, model.fitted(seat, lay.view), lay.view, steps, lay.zoom, at,
                pan_bounds(model.region_box(seat)))


def pan(model: TCModel, s: UIState, lay: Layout, seat: int, dx: float, dy: float) -> None:
    s.cams.pan(seat, model.fitted(seat, lay.view), dx, dy, pan_bounds(model.region_box(seat)))


# --- what may be clicked --------------------------------------------------------------------------

def holding(model: TCModel, s: UIState) -> bool:
    return s.held is not None and model.step().kind == q.ATTACH and model.acting()


def preview_action(model: TCModel, s: UIState) -> act.Attach | None:
    if not holding(model, s) or s.preview is None or s.held is None:
        return None
    return act.Attach(s.held, s.preview[0], s.preview[1], s.rot)


def targets(model: TCModel, s: UIState) -> dict[Target, Action]:
    """Clickable things on the region and the tray, with the action (or FIRST) each click
    makes; only for the acting viewer."""
    return model.targets(s.mode, s.first, s.held, s.rot, s.preview is not None)


def lit(model: TCModel, s: UIState) -> frozenset[Target]:
    """Targets whose click is legal (or a sensible first click): the highlighted ones."""
    return model.lit(s.mode, s.first, s.held, s.rot, s.preview is not None)


def point(model: TCModel, s: UIState, lay: Layout, tg: Target,
          cam: Camera | None = None) -> Point | None:
    """The pixel where target ``tg`` is clicked."""
    if tg.kind == "tray":
        tray = tray_tiles(model, s)
        return lay.tray_slot(tray.index(tg.tile)).center if tg.tile in tray else None
    seat = focus(model, s)
    cam = cam if cam is not None else camera(model, s, lay, seat)
    view = lay.view
    if tg.kind == "cell":
        return cell_rect(cam, view, tg.x, tg.y).center
    tile = model.state.players[seat].tiles.get(tg.tile)
    if tile is None or tile.x is None or tile.y is None:
        return None
    if tg.kind == "land":
        r = cell_rect(cam, view, tile.x, tile.y)
        # the upper right corner: clear of the cities and anchors
        return (r.x + r.w * 7 // 8, r.y + r.h // 8)
    if tg.kind in ("city", "anchor"):
        i = tile.d.index.get(tg.node, -1)
        if tg.kind == "anchor":
            i = next((k for name, k in model.anchors(seat, tg.tile) if name == tg.node), -1)
        if i < 0:
            return None
        u, v = anchor_uv(tile, i)
        return screen(cam, view, tile.x + u, tile.y + v)
    return None


def hit(model: TCModel, s: UIState, lay: Layout, pos: Point) -> Target | None:
    """The target under ``pos``: nodes first (nearest within reach), then tiles, cells."""
    tgs = targets(model, s)
    if not tgs:
        return None
    if lay.tray.collidepoint(pos):
        tray = tray_tiles(model, s)
        for tg in tgs:
            if tg.kind == "tray" and tg.tile in tray \
                    and lay.tray_slot(tray.index(tg.tile)).collidepoint(pos):
                return tg
        return None
    if not lay.view.collidepoint(pos):
        return None
    seat = focus(model, s)
    cam = camera(model, s, lay, seat)
    reach = max(8.0, cam.s * 0.12)
    best, best_d = None, reach * reach
    for tg in tgs:
        if tg.kind in ("city", "anchor"):
            pt = point(model, s, lay, tg)
            if pt is None:
                continue
            d = (pt[0] - pos[0]) ** 2 + (pt[1] - pos[1]) ** 2
            if d < best_d:
                best, best_d = tg, d
    if best is not None:
        return best
    cx, cy = cell_at(cam, lay.view, pos)
    tid = model.state.players[seat].cells.get((cx, cy))
    if tid is not None and Target("land", tid) in tgs:
        return Target("land", tid)
    if Target("cell", x=cx, y=cy) in tgs:
        return Target("cell", x=cx, y=cy)
    return None


# --- the dialogue ------------------------------------------------------------------------------

def buttons(model: TCModel, s: UIState, lay: Layout) -> list[Btn]:
    if not model.acting():
        return []
    key = (s.picks(), tuple(lay.rect))
    return model.memo("buttons", key, lambda: _buttons(model, s, lay))


def bid_value(s: UIState, lo: int, hi: int) -> int:
    v = s.bid
    return lo if v is None else min(max(v, lo), hi)


QUICK = (("add2", 2), ("add5", 5))
"""The quick amounts: they add to the high bid (the minimum price before an opening bid,
the column's highest figure in the prevention auction), never to the stepper's value."""


def quick_base(model: TCModel, s: UIState) -> tuple[int, str] | None:
    """What the quick amounts add to now, and the word for it ("bid", "open", "prevent")."""
    kind = model.step().kind
    if kind == q.PREVENT:
        base = model.prevention_base(s.column) if s.column is not None else None
        return (base, "prevent") if base is not None else None
    base = model.bid_base()
    if base is None:
        return None
    return base, "bid" if kind == q.BID else "open"


def _stepper(model: TCModel, s: UIState, lay: Layout, lo: int, hi: int,
             out: list[Btn]) -> int:
    r = lay.stepper()
    v = bid_value(s, lo, hi)

    def to(x: int) -> int:
        return min(max(x, lo), hi)

    out.append(Btn("minus", r["minus"], "−", v > lo, "bid", value=to(v - 1)))
    out.append(Btn("plus", r["plus"], "+", v < hi, "bid", value=to(v + 1)))
    out.append(Btn("min", r["min"], t("twentieth_century.ui.bid_min"), v != lo, "bid", value=lo,
                   tip=t("twentieth_century.ui.bid_min.tip", n=lo)))
    based = quick_base(model, s)
    for name, add in QUICK:
        value = based[0] + add if based is not None else lo - 1
        tip = t(f"twentieth_century.ui.add.{based[1]}.tip", n=value, base=based[0], add=add) \
            if based is not None else ""
        out.append(Btn(name, r[name], f"+{add}", lo <= value <= hi, "bid", value=value,
                       tip=tip))
    out.append(Btn("max", r["max"], t("twentieth_century.ui.bid_max"), v != hi, "bid", value=hi,
                   tip=t("twentieth_century.ui.bid_max.tip", n=hi)))
    return v


def _play(bid: str, rect: pygame.Rect, label: str, model: TCModel, action: Action,
          style: str = "", tip: str = "") -> Btn:
    """A button that plays ``action`` (enabled while the engine allows it)."""
    return Btn(bid, rect, label, action is not None and model.is_legal(action),
               "submit" if action is not None else "", action, style=style, tip=tip)


def _buttons(model: TCModel, s: UIState, lay: Layout) -> list[Btn]:
    st = model.state
    kind = model.step().kind
    out: list[Btn] = []
    if kind in (q.OPEN, q.BUY, q.BID):
        rng = model.bid_range()
        if kind == q.OPEN and rng is not None:
            v = _stepper(model, s, lay, rng[0], rng[1], out)
            land = s.land
            out.append(_play("open", lay.dbutton(0, 2, 3), t("twentieth_century.ui.open", bid=v)
                             if land is not None else t("twentieth_century.ui.pick_land"),
                             model, act.Open(land, v) if land is not None else None, "accent"))
        elif kind == q.BUY:
            out.append(_play("buy", lay.dbutton(0, 2, 3),
                             t("twentieth_century.ui.buy", price=model.buy_price())
                             if s.land is not None else t("twentieth_century.ui.pick_land"),
                             model, act.Buy(s.land) if s.land is not None else None, "accent"))
        elif kind == q.BID:
            if rng is not None:
                v = _stepper(model, s, lay, rng[0], rng[1], out)
                out.append(_play("raise", lay.dbutton(0, 2, 3),
                                 t("twentieth_century.ui.raise", bid=v), model, act.Raise(v),
                                 "accent"))
            else:
                out.append(Btn("raise", lay.dbutton(0, 2, 3),
                               t("twentieth_century.ui.cannot_raise"), False))
            out.append(_play("pass", lay.dbutton(1, 0, 4), t("twentieth_century.ui.pass"), model,
                             act.Pass()))
        w = model.withdrawal()
        out.append(_play("withdraw", lay.dbutton(1, 1 if kind == q.BID else 0, 4),
                         t("twentieth_century.ui.withdraw"), model, act.Withdraw(), "danger",
                         words.withdraw_text(w) if w is not None else ""))
    elif kind == q.TECH:
        for i, tech in enumerate(st.techs[:6]):
            out.append(Btn("tech:" + tech, lay.dbutton(i // 3, i % 3, 3),
                           words.tech_name(model, tech), True, "tech", pick=tech,
                           selected=s.tech == tech, tip=words.tech_tip(model, tech)))
        out.append(_play("take", lay.dbutton(2, 0, 3, 2),
                         t("twentieth_century.ui.take", tech=words.tech_name(model, s.tech),
                           price=st.tech_price) if s.tech else t("twentieth_century.ui.pick_tech"),
                         model, act.TakeTech(s.tech) if s.tech is not None else None, "accent"))
        out.append(_play("no_tech", lay.dbutton(2, 2, 3), t("twentieth_century.ui.no_tech"), model,
                         act.NoTech()))
    elif kind == q.PREVENT:
        cols = model.prevention_columns()
        for c in range(1, 6):
            rng = model.prevention_range(c) if c in cols else None
            out.append(Btn(f"col:{c}", lay.dbutton(1, c - 1, 5), str(c), rng is not None,
                           "column", value=c, selected=s.column == c, style="column",
                           blocked=c not in cols))
        if s.column is not None:
            rng = model.prevention_range(s.column)
            if rng is not None:
                v = _stepper(model, s, lay, rng[0], rng[1], out)
                out.append(_play("prevent", lay.dbutton(0, 2, 3),
                                 t("twentieth_century.ui.prevent", column=s.column, bid=v), model,
                                 act.Prevent(s.column, v), "accent"))
    elif kind == q.ATTACH:
        held = holding(model, s)
        out.append(Btn("rot_ccw", lay.dbutton(0, 0, 6), "↺", held, "rotate", value=-1,
                       tip=t("twentieth_century.ui.rotate.tip")))
        out.append(Btn("rot_cw", lay.dbutton(0, 1, 6), "↻", held, "rotate", value=1,
                       tip=t("twentieth_century.ui.rotate.tip")))
        a = preview_action(model, s)
        out.append(Btn("confirm", lay.dbutton(0, 2, 6, 2), t("twentieth_century.ui.confirm"),
                       a is not None, "confirm", a, style="accent"))
        out.append(Btn("cancel", lay.dbutton(0, 4, 6, 2), t("twentieth_century.ui.cancel"),
                       held, "back"))
    elif kind == q.USES:
        for i, mode in enumerate(model.use_modes()[:10]):
            name, key = mode
            direct = not q.MODE_TARGETS.get(name, "")
            play: Action = (act.EcoInvest(*key) if name == "EcoInvest" else act.QolInvest(*key)) \
                if direct and key is not None else None
            # four a row (long labels wrap): rows 0 and 1, then beside Cancel and Done
            out.append(Btn(f"mode:{name}:{key}", lay.dbutton(i // 4, i % 4, 4),
                           words.mode_label(model, mode), True,
                           "submit" if play is not None else "mode", play, mode=mode,
                           selected=s.mode == mode, tip=words.mode_tip(model, mode)))
        out.append(Btn("cancel_mode", lay.dbutton(2, 2, 4), t("twentieth_century.ui.cancel"),
                       s.mode is not None, "mode"))
        out.append(_play("done", lay.dbutton(2, 3, 4), t("twentieth_century.ui.done"), model,
                         act.Done(), "accent"))
    elif kind == q.RECYCLE:
        out.append(_play("no_clean", lay.dbutton(2, 3, 4), t("twentieth_century.ui.no_clean"),
                         model, act.NoClean()))
    return out


def bid_bounds(model: TCModel, s: UIState) -> tuple[int, int] | None:
    """The stepper's range now: the prevention column's, else the auction's."""
    if model.step().kind == q.PREVENT:
        return model.prevention_range(s.column) if s.column is not None else None
    return model.bid_range()


# --- picks -------------------------------------------------------------------------------------

def _pick_column(s: UIState, c: int) -> None:
    if s.column != c:
        s.column = c
        s.bid = None


def _pick_mode(s: UIState, mode: q.Mode | None) -> None:
    s.mode = mode
    s.first = None
    s.message = ""


def rotate(s: UIState, k: int) -> None:
    s.rot = (s.rot + k) % 4


def back(s: UIState) -> None:
    if s.preview is not None:
        s.preview = None
    elif s.first is not None:
        s.first = None
    elif s.held is not None:
        s.held = None
    elif s.mode is not None:
        s.mode = None
    s.message = ""


def submit(model: TCModel, s: UIState, action: Action) -> Reply:
    """Play ``action``, or say why the engine refuses it."""
    if action is None:
        return USED
    why = model.explain(action)
    if why is not None:
        s.message = reason(why)
        return USED
    reset(s)
    return Reply(action=action)


def press(model: TCModel, s: UIState, b: Btn) -> Reply:
    """A click on button ``b``."""
    if not b.enabled:
        return USED
    if b.do == "submit":
        return submit(model, s, b.action)
    if b.do == "confirm":
        a = preview_action(model, s)
        return submit(model, s, a) if a is not None else USED
    if b.do == "bid":
        s.bid = b.value
    elif b.do == "tech":
        s.tech = b.pick
    elif b.do == "column":
        _pick_column(s, b.value)
    elif b.do == "mode":
        _pick_mode(s, b.mode)
    elif b.do == "rotate":
        rotate(s, b.value)
    elif b.do == "back":
        back(s)
    return USED


def activate(model: TCModel, s: UIState, tg: Target) -> Reply:
    """A click on target ``tg``."""
    a = targets(model, s).get(tg)
    if tg.kind == "tray" and model.step().kind == q.ATTACH:
        s.held = tg.tile
        s.preview = None
        s.pressed = tg.tile  # a drag from here puts the tile where the button is let go
        return USED
    if tg.kind == "cell" and isinstance(a, act.Attach):
        s.preview = (a.x, a.y)
        s.message = ""
        return USED
    if a == FIRST:
        s.first = (tg.tile, tg.node)
        s.message = ""
        return USED
    if a is None:
        s.message = t("twentieth_century.ui.no_bridge_here")
        s.first = None
        return USED
    why = model.explain(a)
    if why is not None:
        s.message = reason(why)
        s.first = None
        return USED
    return submit(model, s, a)


# --- input ---------------------------------------------------------------------------------------

def handle(event: pygame.event.Event, model: TCModel, s: UIState, lay: Layout) -> Reply:
    sync(model, s)
    et = event.type
    if et == pygame.MOUSEMOTION:
        pan_by = s.drag.motion(event.pos)
        if pan_by is not None:
            pan(model, s, lay, focus(model, s), *pan_by)
        s.mouse = event.pos
        return IGNORED
    if et == pygame.MOUSEBUTTONDOWN:
        s.mouse = event.pos
        if event.button == 1:
            return click(model, s, lay, event.pos)
        if event.button in (2, 3) and lay.view.collidepoint(event.pos):
            s.drag.start(event.pos, event.button)
            return USED
        return IGNORED
    if et == pygame.MOUSEBUTTONUP:
        if event.button == 1:
            pressed, s.pressed = s.pressed, None
            if pressed is not None and pressed == s.held and lay.view.collidepoint(event.pos):
                tg = hit(model, s, lay, event.pos)  # a tile dragged from the tray onto a cell
                if tg is not None and tg.kind == "cell":
                    return activate(model, s, tg)
            return IGNORED
        if event.button in (2, 3) and s.drag.active:
            moved = s.drag.end()
            if event.button == 3 and not moved:
                back(s)  # a right click that did not pan steps back
            return USED
        return IGNORED
    if et == pygame.MOUSEWHEEL:
        step = getattr(event, "y", 0)
        if not step:
            return IGNORED
        ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
        if holding(model, s) and not ctrl:
            rotate(s, 1 if step < 0 else -1)
            return USED
        if lay.view.collidepoint(s.mouse) or ctrl:
            zoom(model, s, lay, focus(model, s), 1 if step > 0 else -1, s.mouse)
            return USED
        return IGNORED
    if et == pygame.KEYDOWN:
        return key(event, model, s, lay)
    return IGNORED


def key(event: pygame.event.Event, model: TCModel, s: UIState, lay: Layout) -> Reply:
    k = event.key
    if k == pygame.K_r and holding(model, s):
        rotate(s, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        return USED
    seat = focus(model, s)
    if s.cams.key(seat, model.fitted(seat, lay.view), lay.view, k, lay.px(PAN_STEP), lay.zoom,
                  pan_bounds(model.region_box(seat))):
        return USED
    if k == pygame.K_BACKSPACE:
        back(s)
        return USED
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        a = preview_action(model, s)
        if a is not None:
            return submit(model, s, a)
    return IGNORED


def click(model: TCModel, s: UIState, lay: Layout, pos: Point) -> Reply:
    for b in buttons(model, s, lay):
        if b.rect.collidepoint(pos):
            return press(model, s, b)
    seat = focus(model, s)
    if lay.zoom_in.collidepoint(pos):
        zoom(model, s, lay, seat, 1)
        return USED
    if lay.zoom_out.collidepoint(pos):
        zoom(model, s, lay, seat, -1)
        return USED
    if lay.fit.collidepoint(pos):
        s.cams.fit(seat)
        return USED
    st = model.state
    kind = model.step().kind
    acting = model.acting()
    if lay.lands.collidepoint(pos):
        for i, land in enumerate(st.lands[:8]):
            if lay.land_card(i).collidepoint(pos) and kind in (q.OPEN, q.BUY) and acting:
                s.land = land
        return USED
    if lay.techs.collidepoint(pos):
        for i, tech in enumerate(st.techs[:6]):
            if lay.tech_card(i).collidepoint(pos) and kind == q.TECH and acting:
                s.tech = tech
        return USED
    if lay.scale.collidepoint(pos) and kind == q.PREVENT and acting:
        for c in model.prevention_columns():
            if lay.column(c).collidepoint(pos) and model.prevention_range(c) is not None:
                _pick_column(s, c)
        return USED
    for i, panel in enumerate(lay.panels):
        if panel.collidepoint(pos):
            if not holding(model, s):
                s.override = None if i == home_seat(model) else (model.viewer, i)
            return USED
    tg = hit(model, s, lay, pos)
    if tg is not None:
        return activate(model, s, tg)
    if lay.view.collidepoint(pos) and s.preview is not None:
        s.preview = None
        return USED
    return USED if lay.region.collidepoint(pos) else IGNORED


# --- the view mode, the Hint ---------------------------------------------------------------------

def set_view(name: str, model: TCModel, s: UIState, lay: Layout) -> None:
    """``table``: the region fitted; ``region_zoomed``: zoomed in and panned (``bench``)."""
    seat = focus(model, s)
    s.cams.fit(seat)
    if name == "region_zoomed":
        zoom(model, s, lay, seat, 3)
        pan(model, s, lay, seat, lay.px(40), lay.px(20))


def show(action: Action, model: TCModel, s: UIState) -> bool:
    """The Hint's ``action`` shown as a selection waiting for the player's click: the land
    and bid, the raise, the technology, the prevention column and bid, the tile on its
    cell."""
    sync(model, s)  # picks belong to the decision and viewer they were made for
    if not model.acting():
        return False
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


# --- automation ------------------------------------------------------------------------------------

def _stepper_clicks(lay: Layout, value: int, cur: int, lo: int, hi: int,
                    base: int | None) -> list[Point]:
    """Stepper clicks from ``cur`` to ``value``: the nearest of the current value, the
    lowest, base + 2 and base + 5 at or below it, then "+" clicks (``max`` at once)."""
    r = lay.stepper()
    if value == cur:
        return []
    if value == hi:
        return [r["max"].center]
    starts: list[tuple[int, list[Point]]] = [(lo, [r["min"].center])]
    if cur <= value:
        starts.append((cur, []))
    if base is not None:
        starts += [(base + add, [r[name].center]) for name, add in QUICK
                   if lo <= base + add <= min(value, hi)]
    at, clicks = max(starts, key=lambda x: (x[0], -len(x[1])))
    return clicks + [r["plus"].center] * (value - at)


def clicks_for(action: Action, model: TCModel, s: UIState, lay: Layout) -> list[Point] | None:
    """Window points that, clicked in order, make the table play ``action``."""
    if not model.acting() or model.explain(action) is not None:
        return None
    sync(model, s)
    st = model.state
    typ = type(action)
    kind = model.step().kind
    out: list[Point] = []

    def button(bid: str) -> Point:
        for b in buttons(model, s, lay):
            if b.id == bid:
                return b.rect.center
        raise KeyError(bid)

    if typ in (act.Open, act.Buy):
        if s.land != action.land:
            out.append(lay.land_card(st.lands.index(action.land)).center)
        if typ is act.Open:
            rng = model.bid_range()
            assert rng is not None
            out += _stepper_clicks(lay, action.bid, bid_value(s, *rng), *rng, model.bid_base())
        return out + [lay.dbutton(0, 2, 3).center]
    if typ is act.Raise:
        rng = model.bid_range()
        assert rng is not None
        return _stepper_clicks(lay, action.bid, bid_value(s, *rng), *rng, model.bid_base()) \
            + [lay.dbutton(0, 2, 3).center]
    if typ is act.Prevent:
        rng = model.prevention_range(action.column)
        assert rng is not None
        if s.column != action.column:
            out.append(lay.dbutton(1, action.column - 1, 5).center)
            cur = rng[0]  # a new column starts at its lowest bid
        else:
            cur = bid_value(s, *rng)
        return out + _stepper_clicks(lay, action.bid, cur, *rng,
                                     model.prevention_base(action.column)) \
            + [lay.dbutton(0, 2, 3).center]
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
        name, key_ = q.mode_of(action)
        return [button(f"mode:{name}:{key_}")]
    seat = model.step().seat
    tgs = model.action_targets(seat, action)
    if tgs is None or focus(model, s) != seat:
        return None

    def places(tgs: list[Target]) -> list[Point] | None:
        """Points of region targets with the player's camera, or after a click on Fit
        when one of them is out of sight (or under the zoom buttons)."""
        def ok(pt: Point | None, tg: Target) -> bool:
            if pt is None:
                return False
            if tg.kind == "tray":
                return True
            return lay.view.inflate(-4, -4).collidepoint(pt) and not any(
                r.collidepoint(pt) for r in (lay.zoom_in, lay.zoom_out, lay.fit))
        cams: tuple[tuple[Camera, list[Point]], ...] = (
            (camera(model, s, lay, seat), []), (model.fitted(seat, lay.view), [lay.fit.center]))
        for cam, pre in cams:
            pts = [point(model, s, lay, tg, cam) for tg in tgs]
            if all(ok(pt, tg) for pt, tg in zip(pts, tgs, strict=True)):
                return pre + [pt for pt in pts if pt is not None]
        return None

    if typ is act.Attach:
        pts = places(tgs)
        if pts is None:
            return None
        if not (s.held == action.tile and s.preview is None):
            if s.held == action.tile and s.preview is not None:
                out.append(button("cancel"))
            else:
                tray = point(model, s, lay, Target("tray", action.tile))
                if tray is None:
                    return None
                out.append(tray)
        out += [lay.dbutton(0, 1, 6).center] * ((action.rot - s.rot) % 4)
        return out + pts + [lay.dbutton(0, 2, 6, 2).center]
    if kind == q.USES:
        mode = q.mode_of(action)
        if s.mode != mode or s.first is not None:
            out.append(button(f"mode:{mode[0]}:{mode[1]}"))
    pts = places(tgs)
    return None if pts is None else out + pts
