"""The animation queue: the engine's events become steps played one after another (dice
tumbling, coins flying between cities, a floating caption, a banner). The table waits while
the queue is not empty (``GameUI.busy``).

Coins shown on the table lag the state by the steps still queued, so a counter changes when
its coins land, not before the dice have stopped. After every change the cards that may be
built pulse for :data:`PULSE_TIME`, then glow steadily, so a table waiting for a human is not
redrawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine import Event
from game.ui.i18n import t
from game.ui.table.steps import Step, StepQueue

from ..data import KIND_BY_KEY, LANDMARK_BY_KEY
from . import words
from .layout import Target
from .model import MKModel

DICE_TIME = 0.7
COINS_TIME = 0.6
FLASH_TIME = 0.6
BANNER_TIME = 1.3
PULSE_TIME = 3.0
BANK = -1
"""Where coins come from or go to when it is not a seat."""


@dataclass
class MKStep(Step):
    kind: str = "flash"
    """"dice", "coins", "flash" or "banner"."""
    dice: tuple[int, ...] = ()
    """A roll: the dice that land."""
    src: int = BANK
    dst: int = BANK
    """Coins: the seat they leave and the seat they reach (BANK: the bank)."""
    amount: int = 0
    target: Target | None = None
    """The card or landmark the step is about (lit while it plays)."""
    fly: tuple[int, int] | None = None
    """A bought card (kind, seat) travelling from its pile to its city."""
    deltas: dict[int, int] = field(default_factory=dict)
    """Coins each seat gains when the step ends (shown counters lag by these)."""


class Animations(StepQueue[MKStep]):
    def __init__(self) -> None:
        super().__init__(hurry_after=3, hurry=0.25)  # a four-player income phase
        self.calm = 0.0
        """Seconds since the position last changed and the queue emptied."""
        self._calm_version = -1
        self._started: MKStep | None = None

    def tick(self, dt: float, version: int) -> str | None:
        """Play ``dt`` seconds; the sound of a step that starts now ("dice", "coins"), if any."""
        self.update(dt)
        if self.busy() or version != self._calm_version:
            self._calm_version = version
            self.calm = 0.0
        else:
            self.calm += dt
        head = self.head
        if head is self._started:
            return None
        self._started = head
        if head is not None and head.kind == "dice":
            return "dice"
        if head is not None and head.kind == "coins" and head.amount > 0:
            return "coins"
        return None

    def pulse(self) -> float:
        """1 just after a change, fading to 0 over PULSE_TIME."""
        return max(0.0, 1.0 - self.calm / PULSE_TIME)

    def animating(self) -> bool:
        return self.busy() or self.calm < PULSE_TIME

    def pending(self, seat: int) -> int:
        """Coins ``seat`` will still gain from queued steps (negative: still to lose)."""
        return sum(s.deltas.get(seat, 0) for s in self.queue)

    def dice(self) -> MKStep | None:
        head = self.head
        return head if head is not None and head.kind == "dice" else None


def _int(value: object) -> int:
    return value if isinstance(value, int) else 0


def _coins(src: int, dst: int, amount: int, caption: str, target: Target) -> MKStep:
    deltas = {s: v for s, v in ((src, -amount), (dst, amount)) if s != BANK and v}
    return MKStep(COINS_TIME if amount > 0 else FLASH_TIME, caption, kind="coins", src=src,
                  dst=dst, amount=amount, target=target, deltas=deltas)


def steps_for(events: Sequence[Event], model: MKModel) -> list[MKStep]:
    """The steps that show ``events`` (as the viewer may know them)."""
    name, who = model.seat_name, model.who
    # English captions say "you" for the viewer; Czech and Polish put the seat's name after
    # a noun ("hráči Anna"), so they are given it too (``payer_nom``, ``target_nom``).
    out: list[MKStep] = []
    for ev in events:
        d = ev.data
        kind = ev.kind
        p = ev.player if ev.player is not None else BANK
        card = str(d.get("card", ""))
        if kind == "roll":
            dice = d.get("dice", ())
            out.append(MKStep(DICE_TIME, kind="dice", dice=tuple(_int(x) for x in dice)))
        elif kind == "pay":
            owner, amount = _int(d.get("owner")), _int(d.get("amount", 0))
            cap = t("machi_koro.ui.float.pay", card=words.card_name(card), owner=name(owner),
                    amount=amount, payer=who(p), payer_nom=name(p))
            out.append(_coins(p, owner, amount, cap,
                              Target("chip", owner, KIND_BY_KEY.get(card, 0))))
        elif kind == "income":
            amount = _int(d.get("amount", 0))
            cap = t("machi_koro.ui.float.income", card=words.card_name(card), player=name(p),
                    amount=amount)
            out.append(_coins(BANK, p, amount, cap, Target("chip", p, KIND_BY_KEY.get(card, 0))))
        elif kind in ("stadium", "tv_station"):
            src = _int(d.get("from") if kind == "stadium" else d.get("target"))
            amount = _int(d.get("amount", 0))
            cap = t(f"machi_koro.ui.float.{kind}", player=name(p), amount=amount,
                    target=who(src), target_nom=name(src))
            out.append(_coins(src, p, amount, cap, Target("chip", p, KIND_BY_KEY.get(kind, 0))))
        elif kind == "build":
            cost = _int(d.get("cost", 0))
            k = KIND_BY_KEY.get(card, 0)
            cap = t("machi_koro.ui.float.build", player=name(p), card=words.card_name(card),
                    cost=cost)
            step = _coins(p, BANK, cost, cap, Target("chip", p, k))
            step.fly = (k, p)  # the card travels to its city
            out.append(step)
        elif kind == "build_landmark":
            cost = _int(d.get("cost", 0))
            key = str(d.get("landmark", ""))
            cap = t("machi_koro.ui.float.build_landmark", player=name(p),
                    card=words.landmark_name(key), cost=cost)
            out.append(_coins(p, BANK, cost, cap,
                              Target("landmark", p, LANDMARK_BY_KEY.get(key, 0))))
        elif kind == "trade":
            take = KIND_BY_KEY.get(str(d.get("take", "")), 0)
            out.append(MKStep(FLASH_TIME * 2, words.describe(ev, name),
                              target=Target("chip", p, take)))
        elif kind == "reveal":
            out.append(MKStep(FLASH_TIME * 0.6, words.describe(ev, name),
                              target=Target("pile", KIND_BY_KEY.get(card, 0))))
        elif kind == "market_removed":
            out.append(MKStep(FLASH_TIME * 1.5, words.describe(ev, name)))
        elif kind == "extra_turn":
            out.append(MKStep(BANNER_TIME, t("machi_koro.ui.banner.extra_turn", player=name(p)),
                              kind="banner"))
        elif kind == "win":
            out.append(MKStep(BANNER_TIME * 1.5, t("machi_koro.ui.banner.win", player=name(p)),
                              kind="banner"))
    return out
