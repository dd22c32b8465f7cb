"""The Machi Koro table: :class:`MachiKoroUI` composes the layout, the view, the controller
and the animation queue behind the :class:`~game.ui.gameui.GameUI` contract."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import CHANCE, Action, Event
from game.ui.table.contract import GameUI, TableContext

from ..data import ESTABLISHMENTS, KIND_BY_KEY, LANDMARK_BY_KEY, LANDMARKS, TRAIN_STATION
from ..rules.query import income_by_roll
from ..rules.state import BUILD, DICE, FIRST, OVER, REROLL, ROLL, TRADE, TV
from . import words as texts
from .anim import BANNER_TIME, COINS_TIME, DICE_TIME, FLASH_TIME, Animations, Step
from .controller import ROLL_BUTTON, Controller, is_click
from .layout import Layout, compute
from .view import View

PULSE_TIME = 3.0
ROLL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class MachiKoroUI(GameUI):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.anim = Animations()
        self.controller = Controller(self)
        self.view = View(self)
        self.mouse: tuple[int, int] = (-1, -1)
        self._bottom = ctx.viewer if ctx.viewer is not None else self._first_human()
        self._lay: Layout | None = None
        self._lay_key: Any = None
        self.show_income = False
        """The income-by-roll table is open over the market."""
        self._sounded: Step | None = None
        self._income: tuple[Any, tuple[int, list[list[int]]]] | None = None
        self.calm = 0.0
        """Seconds since the position last changed: buildable cards pulse for PULSE_TIME,
        then glow steadily, so a table waiting for a human is not redrawn."""
        self._calm_version = -1

    # --- who sits where ------------------------------------------------------------------------
    def _first_human(self) -> int:
        players = self.ctx.match.config.players
        return next((i for i, p in enumerate(players) if p.is_human), 0)

    def bottom(self) -> int:
        """The city shown at the bottom: the viewer, else the last one shown (no jumping)."""
        viewer = self.ctx.viewer
        if viewer is not None and 0 <= viewer < self.ctx.state.n:
            self._bottom = viewer
        if not 0 <= self._bottom < self.ctx.state.n:
            self._bottom = 0
        return self._bottom

    def signature(self) -> int:
        """What the layout and legal caches key on: the match's version (one cache key for
        every game's table)."""
        return self.ctx.version

    @property
    def lay(self) -> Layout:
        """The layout for the current rect, position and viewer (rebuilt when one changes)."""
        bottom = self.bottom()
        buttons = len(self.controller.buttons())
        key = (tuple(self.rect), self.signature(), bottom, buttons, self.ctx.theme.scale)
        if self._lay is None or key != self._lay_key:
            self._lay = compute(self.rect, self.ctx.state, bottom, buttons)
            self._lay_key = key
        return self._lay

    # --- frame ---------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._lay = None

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.view.draw(surface)
        if tip and self.rect.collidepoint(self.mouse):
            self.ctx.show_tooltip(tip, self.mouse)

    def hover(self) -> tuple[Any, Any]:
        if not self.rect.collidepoint(self.mouse):
            return None, None
        return self.controller.hit(self.lay, self.mouse)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_i and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.show_income = not self.show_income
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.show_income:
            self.show_income = False
            return True
        if (event.type == pygame.KEYDOWN and event.key in ROLL_KEYS and self.holds_chance()
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.ctx.play_chance()  # Enter or Space rolls, like the dice button
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if is_click(event):
            self.mouse = event.pos
            if not self.rect.collidepoint(event.pos):
                return False
            if self.lay.income_button.collidepoint(event.pos):
                self.show_income = not self.show_income
                return True
            if self.show_income:  # a click anywhere closes the table first
                self.show_income = False
                return True
            if self.holds_chance():
                target, result = self.controller.hit(self.lay, event.pos)
                if result == ROLL_BUTTON:
                    self.ctx.play_chance()
                return True
            if not self.ctx.can_act:
                return False
            action = self.controller.click(self.lay, event.pos)
            if action is not None:
                self.controller.give = None
                self.ctx.submit(action)
            else:
                self.say_refusal(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
            self.controller.give = None  # right click: drop a half-made exchange
            return self.rect.collidepoint(event.pos)
        return False

    def income_table(self) -> tuple[int, list[list[int]]]:
        """The seat about to roll (the active player until its roll is final, then the next
        one) and what each total would pay every seat now: the rules' forecast of the state
        the viewer sees, cached per version."""
        state = self.ctx.state
        key = (self.ctx.version, self.ctx.viewer)
        if self._income is None or self._income[0] != key:
            rolling = state.phase in (FIRST, ROLL, DICE, REROLL)
            roller = state.active if rolling else (state.active + 1) % state.n
            self._income = (key, (roller, income_by_roll(state, roller)))
        return self._income[1]

    def guide(self) -> list[tuple[str, str, pygame.Rect]]:
        """First game: the dice button, then your city, the lit market cards, the income
        table and the landmarks, as the turn gets to each."""
        t = self.ctx.t
        lay = self.lay
        state = self.ctx.state
        out: list[tuple[str, str, pygame.Rect]] = []
        if self.holds_chance() and lay.buttons:
            out.append(("roll", t("machi_koro.guide.roll"), lay.buttons[0]))
        me = lay.cities.get(self.bottom())
        if state.phase == BUILD and self.ctx.can_act and me is not None:
            out.append(("city", t("machi_koro.guide.city"), me.header))
            out.append(("build", t("machi_koro.guide.build"), lay.market))
            out.append(("income", t("machi_koro.guide.income"), lay.income_button))
            if me.landmarks:
                out.append(("landmarks", t("machi_koro.guide.landmarks"),
                            me.landmarks[0].unionall(me.landmarks)))
        return out

    def say_refusal(self, pos: tuple[int, int]) -> None:
        """A click on a card that cannot be built now says why (the rules' reason)."""
        target, _ = self.controller.hit(self.lay, pos)
        code = self.controller.refusal(target) if target is not None else None
        if code is None or target is None:
            return
        t = self.ctx.t
        if target[0] == "pile":
            name = texts.card_name(t, ESTABLISHMENTS[target[1]].key)
        else:
            name = texts.landmark_name(t, LANDMARKS[target[2]].key)
        self.ctx.notify(t("machi_koro.ui.refused", card=name, reason=t(code)), "warning")

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        head = self.anim.head
        if head is not self._sounded:  # a step starts: its sound with it
            self._sounded = head
            if head is not None and head.kind == "dice":
                self.ctx.sound("dice")
            elif head is not None and head.kind == "coins" and head.data.get("amount", 0) > 0:
                self.ctx.sound("coins")
        if self.ctx.version != self._calm_version or self.anim.busy():
            self._calm_version = self.ctx.version
            self.calm = 0.0
        else:
            self.calm += dt

    def pulse_strength(self) -> float:
        """1 just after a change, fading to 0 over PULSE_TIME."""
        return max(0.0, 1.0 - self.calm / PULSE_TIME)

    def animating(self) -> bool:
        return self.anim.busy() or self.calm < PULSE_TIME

    def busy(self) -> bool:
        return self.anim.busy()

    def holds_chance(self) -> bool:
        """A human's turn that starts with a roll waits for the dice button (with the Train
        Station the 1-or-2-dice choice is the button, and a re-roll is its own decision)."""
        s = self.ctx.state
        return (s.phase == ROLL and not s.dice and not s.rerolled
                and not s.landmarks[s.active] >> TRAIN_STATION & 1
                and self.ctx.is_human(s.active))

    def chance_clicks(self) -> list[tuple[int, int]] | None:
        if not self.holds_chance():
            return None
        lay = self.lay
        return [lay.buttons[0].center] if lay.buttons else None

    def on_state_replaced(self) -> None:
        self.anim.clear()
        self.controller.reset()
        self._lay = None

    # --- words ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        return texts.describe(self.ctx.t, self.ctx.names, event)

    def name(self, seat: int | None) -> str:
        return texts.player_name(self.ctx.t, self.ctx.names, seat)

    def who(self, seat: int | None) -> str:
        """A name, or "you" for the viewer (captions speak to the one watching)."""
        if seat is not None and seat == self.ctx.viewer:
            return self.ctx.t("machi_koro.ui.you")
        return self.name(seat)

    def banner_text(self) -> str | None:
        """During the roll the table knows no seat: say whose roll it is and how to roll."""
        state = self.ctx.state
        if state.phase != ROLL or self.ctx.match.current_player != CHANCE:
            return None
        name = self.name(state.active)
        if self.holds_chance():
            return self.ctx.t("machi_koro.ui.banner.roll", player=name)
        return self.ctx.t("machi_koro.ui.prompt.rolling", player=name)

    def prompt(self) -> str:
        t = self.ctx.t
        state = self.ctx.state
        ph = state.phase
        name = self.name(state.active)
        if ph == OVER:
            return t("machi_koro.ui.prompt.over", player=self.name(state.winner))
        if ph == FIRST:
            return t("machi_koro.step.first_player")
        if self.holds_chance():
            return t("machi_koro.ui.prompt.roll", player=name)
        if ph == ROLL or self.anim.dice() is not None:
            return t("machi_koro.ui.prompt.rolling", player=name)
        if not self.ctx.can_act:
            return t("machi_koro.ui.prompt.waiting", player=name)
        if ph == DICE:
            return t("machi_koro.ui.prompt.dice")
        if ph == REROLL:
            return t("machi_koro.ui.prompt.reroll", total=sum(state.dice))
        if ph == TV:
            return t("machi_koro.ui.prompt.tv")
        if ph == TRADE:
            give = self.controller.give
            if give is None:
                return t("machi_koro.ui.prompt.trade_give")
            return t("machi_koro.ui.prompt.trade_take", card=texts.card_name(t, give))
        if ph == BUILD:
            coins = state.coins[state.active]
            if len(self.controller.legal()) <= 1:
                return t("machi_koro.ui.prompt.build_none", coins=coins)
            return t("machi_koro.ui.prompt.build", coins=coins)
        return ""

    # --- engine events -> animations -------------------------------------------------------
    def on_events(self, actor: int, action: Action, events: list[Event]) -> None:
        t = self.ctx.t
        for ev in events:
            d = ev.data
            kind = ev.kind
            p = ev.player
            if kind == "roll":
                self.anim.add(Step("dice", DICE_TIME, {"dice": list(d.get("dice", ()))}))
            elif kind == "pay":
                owner, amount = d.get("owner"), d.get("amount", 0)
                cap = t("machi_koro.ui.float.pay", card=texts.card_name(t, d.get("card", "")),
                        owner=self.name(owner), amount=amount, payer=self.who(p))
                self._coins(("seat", p), ("seat", owner), amount, cap, {p: -amount, owner: amount},
                            ("chip", owner, KIND_BY_KEY.get(d.get("card"), 0)))
            elif kind == "income":
                amount = d.get("amount", 0)
                cap = t("machi_koro.ui.float.income", card=texts.card_name(t, d.get("card", "")),
                        player=self.name(p), amount=amount)
                self._coins(("bank",), ("seat", p), amount, cap, {p: amount},
                            ("chip", p, KIND_BY_KEY.get(d.get("card"), 0)))
            elif kind in ("stadium", "tv_station"):
                src = d.get("from") if kind == "stadium" else d.get("target")
                amount = d.get("amount", 0)
                cap = t(f"machi_koro.ui.float.{kind}", player=self.name(p), amount=amount,
                        target=self.who(src))
                self._coins(("seat", src), ("seat", p), amount, cap, {src: -amount, p: amount},
                            ("chip", p, KIND_BY_KEY.get(kind, 0)))
            elif kind == "build":
                cost = d.get("cost", 0)
                cap = t("machi_koro.ui.float.build", player=self.name(p),
                        card=texts.card_name(t, d.get("card", "")), cost=cost)
                k = KIND_BY_KEY.get(d.get("card"), 0)
                self._coins(("seat", p), ("bank",), cost, cap, {p: -cost}, ("chip", p, k))
                self.anim.queue[-1].data["fly"] = (k, p)  # the card travels to its city
            elif kind == "build_landmark":
                cost = d.get("cost", 0)
                cap = t("machi_koro.ui.float.build", player=self.name(p),
                        card=texts.landmark_name(t, d.get("landmark", "")), cost=cost)
                self._coins(("seat", p), ("bank",), cost, cap, {p: -cost},
                            ("landmark", p, LANDMARK_BY_KEY.get(d.get("landmark"), 0)))
            elif kind == "trade":
                cap = texts.describe(t, self.ctx.names, ev)
                self.anim.add(Step("flash", FLASH_TIME * 2, {"caption": cap, "at": None,
                                                             "target": ("chip", p, KIND_BY_KEY.get(d.get("take"), 0))}))
            elif kind == "reveal":
                self.anim.add(Step("flash", FLASH_TIME * 0.6, {
                    "caption": texts.describe(t, self.ctx.names, ev), "at": None,
                    "target": ("pile", KIND_BY_KEY.get(d.get("card"), 0))}))
            elif kind == "market_removed":
                self.anim.add(Step("flash", FLASH_TIME * 1.5, {
                    "caption": texts.describe(t, self.ctx.names, ev), "at": None}))
            elif kind == "extra_turn":
                self.anim.add(Step("banner", BANNER_TIME, {
                    "caption": t("machi_koro.ui.banner.extra_turn", player=self.name(p))}))
            elif kind == "win":
                self.anim.add(Step("banner", BANNER_TIME * 1.5, {
                    "caption": t("machi_koro.ui.banner.win", player=self.name(p))}))

    def _coins(self, src: tuple, dst: tuple, amount: int, caption: str, deltas: dict,
               target: tuple) -> None:
        deltas = {s: v for s, v in deltas.items() if isinstance(s, int) and v}
        duration = COINS_TIME if amount > 0 else FLASH_TIME
        self.anim.add(Step("coins", duration, {"src": src, "dst": dst, "amount": amount,
                                               "caption": caption, "target": target}, deltas))

    # --- automation ----------------------------------------------------------------------------
    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        if not self.ctx.can_act:
            return None
        return self.controller.clicks_for(self.lay, action)
