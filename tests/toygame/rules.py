"""Rules of "Toy", the test-only game that exercises every part of the protocol.

Each round: a die is rolled (chance), every seat draws one card from a shuffled deck (chance,
hidden), then each seat in turn secretly picks a card from its hand (a secret simultaneous
step: ``secret_group`` names it, nobody sees a pending pick). When the last seat has picked, all
picks are revealed: every seat scores its card and the highest pick(s) also score the die.

Then each seat in turn may discard any number of cards from its hand, one at a time
(``Discard(card)`` micro-actions ended by ``Done()``, a subset choice on the pending-decision
stack); each discarded card scores 1. Discarding a card equal to one's own pick just revealed
interrupts that choice with a nested decision: the discarder names a seat (``Award(seat)``) that scores 2 gift points,
then goes on discarding. A seat without cards left is skipped. Two cards are dealt to each seat before the first round; the game ends
after ``rounds`` rounds. Everybody remembers every reveal and discard.

Position format (JSON)::

    {"game": "toy", "players": 3, "rounds": 4, "round": 0, "die": 5 | null,
     "deck": [7, 2, ...],          # top card first
     "hands": [[1, 4], ...], "picks": [null, 6, null],
     "to_draw": [0, 1, 2],         # seats still owed a card, in order
     "reveals": [[3, 6, 6], ...],  # the picks of each finished round
     "discards": [[2], [], [1]],   # each seat's discarded cards, in order
     "stack": [{"kind": "discard", "seat": 1, "data": {"count": 0}}, ...],  # bottom first
     "cards": [3, 6, 6], "bonus": [0, 5, 5], "gifts": [0, 2, 0],
     "rng": 123}

The stack holds the discard decisions still to come (one per seat, the next seat on top) and
at most one ``{"kind": "award", "seat": s}`` on top of seat ``s``'s discard decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine import (
    CHANCE,
    TERMINAL,
    Event,
    GameConfig,
    GameType,
    PositionError,
    Rng,
    Rules,
    Score,
    Text,
    Viewer,
    private,
)
from game.engine.actions import ActionCodec
from game.engine.decisions import DecisionStack, decision, subset_options
from game.engine.protocol import NOT_LEGAL

VALUES = range(1, 11)
COPIES = 4
DEAL = 2
MAX_ROUNDS = 8
GIFT = 2
"""Points an ``Award`` gives."""


@dataclass(frozen=True, slots=True)
class Roll:
    value: int


@dataclass(frozen=True, slots=True)
class Draw:
    card: int


@dataclass(frozen=True, slots=True)
class Pick:
    card: int


@dataclass(frozen=True, slots=True)
class Discard:
    card: int


@dataclass(frozen=True, slots=True)
class Done:
    pass


@dataclass(frozen=True, slots=True)
class Award:
    seat: int


ToyAction = Roll | Draw | Pick | Discard | Done | Award
CODEC = ActionCodec([Roll, Draw, Pick, Discard, Done, Award])


class ToyState:
    __slots__ = ("n", "rounds", "round", "die", "deck", "hands", "picks", "to_draw",
                 "reveals", "discards", "stack", "cards", "bonus", "gifts", "rng", "silent")

    def __init__(self, n: int, rounds: int, rng: Rng) -> None:
        self.n = n
        self.rounds = rounds
        self.round = 0
        self.die: int | None = None
        self.deck: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.picks: list[int | None] = [None] * n
        self.to_draw: list[int] = []
        self.reveals: list[list[int]] = []
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.stack = DecisionStack()
        self.cards = [0] * n
        self.bonus = [0] * n
        self.gifts = [0] * n
        self.rng = rng
        self.silent = False

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.n, c.rounds, c.round, c.die = self.n, self.rounds, self.round, self.die
        c.deck = self.deck[:]
        c.hands = [h[:] for h in self.hands]
        c.picks = self.picks[:]
        c.to_draw = self.to_draw[:]
        c.reveals = [r[:] for r in self.reveals]
        c.discards = [d[:] for d in self.discards]
        c.stack = self.stack.clone()
        c.cards = self.cards[:]
        c.bonus = self.bonus[:]
        c.gifts = self.gifts[:]
        c.rng = self.rng.clone()
        c.silent = self.silent
        return c


class ToyRules(Rules[ToyState, ToyAction]):
    game_id = "toy"
    game_type = GameType(perfect_information=False, explicit_chance=True,
                         secret_simultaneous=True, min_players=2, max_players=4)

    def new_game(self, config: GameConfig, seed: int) -> ToyState:
        s = ToyState(config.num_players, int(config.option("rounds", 4)), Rng(seed))
        s.deck = [v for v in VALUES for _ in range(COPIES)]
        s.rng.shuffle(s.deck)
        s.to_draw = [p for _ in range(DEAL) for p in range(s.n)]
        return s

    def current_player(self, s: ToyState) -> int:
        top = s.stack.top
        if top is not None:
            return top.seat
        if s.round >= s.rounds:
            return TERMINAL
        if s.to_draw or s.die is None:
            return CHANCE
        return s.picks.index(None)

    def legal_actions(self, s: ToyState) -> list[ToyAction]:
        top = s.stack.top
        if top is not None:
            if top.kind == "award":
                return [Award(p) for p in range(s.n)]
            items, done = subset_options(s.hands[top.seat], top.get("count", 0))
            out: list[ToyAction] = [Discard(v) for v in items]
            return out + [Done()] if done else out
        if self.current_player(s) < 0:
            return []
        return [Pick(v) for v in sorted(set(s.hands[s.picks.index(None)]))]

    def chance_outcomes(self, s: ToyState) -> list[tuple[ToyAction, float]]:
        if s.stack or s.round >= s.rounds:
            return []
        if s.to_draw:
            counts = Counter(s.deck)
            return [(Draw(v), counts[v] / len(s.deck)) for v in sorted(counts)]
        if s.die is None:
            return [(Roll(v), 1 / 6) for v in range(1, 7)]
        return []

    def sample_chance(self, s: ToyState, rng: Rng | None = None) -> ToyAction:
        if rng is None and s.to_draw and not s.stack and s.round < s.rounds:
            return Draw(s.deck[0])  # the deck was shuffled at setup: draw its top card
        return super().sample_chance(s, rng)  # peeks; Rules.apply advances the generator

    def explain_illegal(self, s: ToyState, action: Any) -> str | None:
        player = self.current_player(s)
        if player >= 0 and isinstance(action, Pick | Discard) and type(action.card) is int:
            top = s.stack.top
            if (top is None) != isinstance(action, Pick) or (top and top.kind != "discard"):
                return NOT_LEGAL  # the engine's catalog key: not a move now
            if action.card not in s.hands[player]:
                return NOT_LEGAL
            return None
        return super().explain_illegal(s, action)

    def secret_group(self, s: ToyState) -> Any:
        if s.stack or self.current_player(s) < 0:
            return None
        return ("pick", s.round)

    def reveals_information(self, s: ToyState, action: Any) -> bool:
        # The last secret pick reveals everybody's pick.
        return self.current_player(s) == CHANCE or (
            not s.stack and s.picks.count(None) == 1)

    def silence(self, s: ToyState) -> ToyState:
        s.silent = True
        return s

    def _apply(self, s: ToyState, action: ToyAction) -> list[Event]:
        events = self._step(s, action)
        return [] if s.silent else events

    def _step(self, s: ToyState, action: ToyAction) -> list[Event]:
        if isinstance(action, Draw):
            seat = s.to_draw.pop(0)
            s.deck.remove(action.card)
            s.hands[seat].append(action.card)
            s.hands[seat].sort()
            return [private("draw", seat, {"card": action.card}, public_kind="drew")]
        if isinstance(action, Roll):
            s.die = action.value
            s.to_draw = list(range(s.n))
            return [Event("roll", None, {"value": action.value})]
        if isinstance(action, Pick):
            seat = s.picks.index(None)
            s.hands[seat].remove(action.card)
            s.picks[seat] = action.card
            events = [private("pick", seat, {"card": action.card}, public_kind="picked")]
            if None not in s.picks:
                events.append(self._reveal(s))
            return events
        top = s.stack.top
        assert top is not None
        if isinstance(action, Award):
            s.stack.pop()
            s.gifts[action.seat] += GIFT
            event = Event("award", top.seat, {"to_player": action.seat})
        elif isinstance(action, Discard):
            s.hands[top.seat].remove(action.card)
            s.discards[top.seat].append(action.card)
            s.stack.replace_top(top.with_data(count=top.get("count", 0) + 1))
            if action.card == s.reveals[-1][top.seat]:
                s.stack.push(decision("award", top.seat))  # interrupts the discarding
            event = Event("discard", top.seat, {"card": action.card})
        else:  # Done
            s.stack.pop()
            event = Event("done", top.seat)
        _settle(s)
        return [event]

    def _reveal(self, s: ToyState) -> Event:
        picks: list[int] = s.picks  # type: ignore[assignment]
        top = max(picks)
        best = [p for p in range(s.n) if picks[p] == top]
        for p in range(s.n):
            s.cards[p] += picks[p]
        for p in best:
            s.bonus[p] += s.die or 0
        s.reveals.append(picks)
        s.picks = [None] * s.n
        s.round += 1
        for p in reversed(range(s.n)):  # seat 0 discards first: its decision is on top
            if s.hands[p]:
                s.stack.push(decision("discard", p, count=0))
        _settle(s)
        return Event("reveal", None, {"picks": list(picks), "bonus_to": best})

    # --- the end ---------------------------------------------------------------------------
    def scores(self, s: ToyState) -> list[Score]:
        return [Score(s.cards[p] + s.bonus[p] + len(s.discards[p]) + s.gifts[p],
                      {"cards": s.cards[p], "bonus": s.bonus[p],
                       "discards": len(s.discards[p]), "gifts": s.gifts[p]})
                for p in range(s.n)]

    def winners(self, s: ToyState) -> list[int]:
        if self.current_player(s) != TERMINAL:
            return []
        totals = [sc.total for sc in self.scores(s)]
        return [p for p in range(s.n) if totals[p] == max(totals)]

    def turn_count(self, s: ToyState) -> int:
        return s.round

    # --- information -------------------------------------------------------------------------
    def observation(self, s: ToyState, player: int) -> dict[str, Any]:
        return {
            "round": s.round, "rounds": s.rounds, "die": s.die, "deck_size": len(s.deck),
            "hand": list(s.hands[player]), "hand_sizes": [len(h) for h in s.hands],
            "picked": [p is not None for p in s.picks], "my_pick": s.picks[player],
            "to_draw": list(s.to_draw), "reveals": [list(r) for r in s.reveals],
            "discards": [list(d) for d in s.discards], "stack": s.stack.to_json(),
            "cards": list(s.cards), "bonus": list(s.bonus), "gifts": list(s.gifts),
        }

    def determinize(self, s: ToyState, player: int, rng: Rng) -> ToyState:
        d = s.clone()
        others = [p for p in range(s.n) if p != player]
        pool = d.deck + [c for p in others for c in d.hands[p]]
        pool += [c for p in others if (c := d.picks[p]) is not None]
        pool.sort()  # forget the real arrangement: the result depends on what `player` sees
        rng.shuffle(pool)
        self._deal_unseen(d, others, pool)
        d.rng = rng.fork()
        return d

    def redact(self, s: ToyState, viewer: Viewer) -> ToyState:
        d = s.clone()
        others = [p for p in range(s.n) if p != viewer]
        pool = d.deck + [c for p in others for c in d.hands[p]]
        pool += [c for p in others if (c := d.picks[p]) is not None]
        pool.sort(reverse=True)  # canonical: others get the lowest cards, the deck the rest
        self._deal_unseen(d, others, pool)
        d.rng = Rng(0)
        return d

    @staticmethod
    def _deal_unseen(d: ToyState, others: list[int], pool: list[int]) -> None:
        """Give ``others`` their pending picks and hands from the end of ``pool``; the rest
        is the deck."""
        for p in others:
            if d.picks[p] is not None:
                d.picks[p] = pool.pop()
            size = len(d.hands[p])
            d.hands[p] = sorted(pool[len(pool) - size:])
            del pool[len(pool) - size:]
        d.deck = pool

    def has_private_view(self, s: ToyState, player: int) -> bool:
        return True

    # --- words for a viewer ------------------------------------------------------------------
    def action_text(self, s: ToyState, action: ToyAction, viewer: Viewer) -> Text:
        seat = self.current_player(s)
        if isinstance(action, Done):
            return Text("toy.action.done", {"player": seat})
        if isinstance(action, Award):
            return Text("toy.action.award", {"player": seat, "to_player": action.seat})
        assert isinstance(action, Pick | Discard)
        kind = "pick" if isinstance(action, Pick) else "discard"
        return Text(f"toy.action.{kind}", {"player": seat, "card": action.card})

    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        if event.kind == "done":
            return None  # the next seat's turn says it
        own = event.player is not None and event.player == viewer
        if event.kind in ("pick", "draw") and own:
            return Text(f"toy.event.{event.kind}.own", dict(event.data))  # "You picked 7"
        return super().event_text(event, viewer)  # "Player 2 picked a card"

    # --- serialisation -----------------------------------------------------------------------
    def position(self, s: ToyState) -> dict[str, Any]:
        return {
            "game": "toy", "players": s.n, "rounds": s.rounds, "round": s.round, "die": s.die,
            "deck": list(s.deck), "hands": [list(h) for h in s.hands], "picks": list(s.picks),
            "to_draw": list(s.to_draw), "reveals": [list(r) for r in s.reveals],
            "discards": [list(d) for d in s.discards], "stack": s.stack.to_json(),
            "cards": list(s.cards), "bonus": list(s.bonus), "gifts": list(s.gifts),
            "rng": s.rng.to_json(),
        }

    def from_position(self, data: Mapping[str, Any]) -> ToyState:
        try:
            return _from_position(data)
        except PositionError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"bad toy position: {exc!r}") from None

    def action_to_json(self, action: ToyAction) -> Any:
        return CODEC.to_json(action)

    def action_from_json(self, data: Any) -> ToyAction:
        action: ToyAction = CODEC.from_json(data)
        return action


def _settle(s: ToyState) -> None:
    """A seat with no card left has nothing to decide: its discarding ends by itself (so
    no decision is forced); after the last one the die is put away."""
    while (top := s.stack.top) is not None and top.kind == "discard" and not s.hands[top.seat]:
        s.stack.pop()
    if not s.stack:
        s.die = None


def _ints(value: Any, name: str, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list) or any(
            type(v) is not int or not lo <= v <= hi for v in value):
        raise PositionError(f"{name} must be a list of whole numbers {lo}..{hi}")
    return list(value)


def _per_seat(value: Any, name: str, n: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise PositionError(f"{name} must have one entry per seat")
    return value


def _stack(data: Any, s: ToyState) -> DecisionStack:
    try:
        stack = DecisionStack.from_json(data)
    except ValueError as exc:
        raise PositionError(f"stack: {exc}") from None
    items = stack.items
    awards = [i for i, d in enumerate(items) if d.kind == "award"]
    discards = [d for d in items if d.kind == "discard"]
    if len(awards) + len(discards) != len(items):
        raise PositionError("stack: decisions are 'discard' or 'award'")
    if any(d.secret for d in items) or awards and (
            awards != [len(items) - 1] or len(items) < 2 or items[-2].seat != items[-1].seat
            or items[-1].data):
        raise PositionError("stack: an award sits on its discarder's decision, without data")
    seats = [d.seat for d in discards]
    if seats and (not 0 <= seats[-1] < s.n or seats != [
            p for p in reversed(range(s.n)) if p > seats[-1] and s.hands[p]] + seats[-1:]):
        raise PositionError("stack: one discard decision per seat with cards still to come, "
                            "the seat discarding now on top")
    empty = [p for p in seats if not s.hands[p]]
    if empty and (not awards or empty != [items[-1].seat]):
        raise PositionError("stack: a seat without cards has no discard decision")
    for d in discards:
        count = d.get("count")
        if set(d.data) != {"count"} or type(count) is not int or not 0 <= count <= len(
                s.discards[d.seat]):
            raise PositionError("stack: a discard decision counts the cards discarded so far")
        if d is not items[-1] and d is not items[-2 if awards else -1] and count:
            raise PositionError("stack: only the seat discarding now has discarded")
    return stack


def _check(s: ToyState, rnd: int) -> None:
    if any(p is not None for p in s.picks) and (s.die is None or s.to_draw):
        raise PositionError("picks are only made after the roll and the draws")
    if s.stack and (s.die is None or s.to_draw or any(p is not None for p in s.picks)
                    or rnd == 0):
        raise PositionError("discards follow a reveal, before the next roll")
    top = s.stack.top
    if top is not None and top.kind == "award" and (
            s.discards[top.seat][-1:] != [s.reveals[-1][top.seat]]):
        raise PositionError("an award follows the discard of a card equal to one's pick")
    if rnd == s.rounds and not s.stack and (
            s.die is not None or s.to_draw or any(p is not None for p in s.picks)):
        raise PositionError("a finished game has no roll, draw or pick pending")
    if s.to_draw and len(s.to_draw) > len(s.deck):
        raise PositionError("the deck cannot cover the draws owed")
    held = Counter(s.deck + [c for h in s.hands for c in h] + [p for p in s.picks if p]
                   + [c for r in s.reveals for c in r] + [c for d in s.discards for c in d])
    if any(count > COPIES for count in held.values()):
        raise PositionError(f"at most {COPIES} copies of each card exist")
    if s.die is not None and not s.to_draw and not s.stack and any(
            pick is None and not hand for pick, hand in zip(s.picks, s.hands, strict=True)):
        raise PositionError("a seat that must pick holds no card")


def _from_position(data: Mapping[str, Any]) -> ToyState:
    if not isinstance(data, Mapping) or data.get("game") != "toy":
        raise PositionError("not a toy position")
    n, rounds, rnd = data["players"], data["rounds"], data["round"]
    if type(n) is not int or not 2 <= n <= 4:
        raise PositionError("players must be 2..4")
    if type(rounds) is not int or not 1 <= rounds <= MAX_ROUNDS:
        raise PositionError(f"rounds must be 1..{MAX_ROUNDS}")
    if type(rnd) is not int or not 0 <= rnd <= rounds:
        raise PositionError("round out of range")
    s = ToyState(n, rounds, Rng.from_json(data["rng"]))
    s.round = rnd
    die = data["die"]
    if die is not None and (type(die) is not int or not 1 <= die <= 6):
        raise PositionError("die must be null or 1..6")
    s.die = die
    s.deck = _ints(data["deck"], "deck", 1, 10)
    s.hands = [sorted(_ints(h, "hand", 1, 10)) for h in _per_seat(data["hands"], "hands", n)]
    s.picks = [None if p is None else _ints([p], "picks", 1, 10)[0]
               for p in _per_seat(data["picks"], "picks", n)]
    s.to_draw = _ints(data["to_draw"], "to_draw", 0, n - 1)
    s.cards = _ints(_per_seat(data["cards"], "cards", n), "cards", 0, 10 * MAX_ROUNDS)
    s.bonus = _ints(_per_seat(data["bonus"], "bonus", n), "bonus", 0, 6 * MAX_ROUNDS)
    s.gifts = _ints(_per_seat(data["gifts"], "gifts", n), "gifts", 0, 10**6)
    if any(g % GIFT for g in s.gifts):
        raise PositionError(f"gifts come in steps of {GIFT}")
    s.discards = [_ints(d, "discards", 1, 10)
                  for d in _per_seat(data["discards"], "discards", n)]
    reveals = data["reveals"]
    if not isinstance(reveals, list) or len(reveals) != rnd:
        raise PositionError("reveals must list the picks of each finished round")
    s.reveals = [_ints(r, "reveals", 1, 10) for r in reveals]
    if any(len(r) != n for r in s.reveals):
        raise PositionError("each reveal needs one pick per seat")
    s.stack = _stack(data["stack"], s)
    _check(s, rnd)
    return s
