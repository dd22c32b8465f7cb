"""Rules of "Toy", the test-only game that exercises every part of the protocol.

Each round: a die is rolled (chance), every seat draws one card from a shuffled deck (chance,
hidden), then each seat in turn secretly picks a card from its hand (a simultaneous choice asked
one seat at a time; nobody sees a pending pick). When the last seat has picked, all picks are
revealed: every seat scores its card and the highest pick(s) also score the die. Two cards are
dealt to each seat before the first round; the game ends after ``rounds`` rounds. Everybody
remembers every reveal, so the observation lists them all.

Position format (JSON)::

    {"game": "toy", "players": 3, "rounds": 4, "round": 0, "die": 5 | null,
     "deck": [7, 2, ...],          # top card first
     "hands": [[1, 4], ...], "picks": [null, 6, null],
     "to_draw": [0, 1, 2],         # seats still owed a card, in order
     "reveals": [[3, 6, 6], ...],  # the picks of each finished round
     "cards": [3, 6, 6], "bonus": [0, 5, 5], "rng": 123}  # points from cards and from dice
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
    PositionError,
    Rng,
    Rules,
    Score,
)
from game.engine.actions import ActionCodec

VALUES = range(1, 11)
COPIES = 4
DEAL = 2
MAX_ROUNDS = 8


@dataclass(frozen=True, slots=True)
class Roll:
    value: int


@dataclass(frozen=True, slots=True)
class Draw:
    card: int


@dataclass(frozen=True, slots=True)
class Pick:
    card: int


CODEC = ActionCodec([Roll, Draw, Pick])


class ToyState:
    __slots__ = ("n", "rounds", "round", "die", "deck", "hands", "picks", "to_draw",
                 "reveals", "cards", "bonus", "rng")

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
        self.cards = [0] * n
        self.bonus = [0] * n
        self.rng = rng

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.n, c.rounds, c.round, c.die = self.n, self.rounds, self.round, self.die
        c.deck = self.deck[:]
        c.hands = [h[:] for h in self.hands]
        c.picks = self.picks[:]
        c.to_draw = self.to_draw[:]
        c.reveals = [r[:] for r in self.reveals]
        c.cards = self.cards[:]
        c.bonus = self.bonus[:]
        c.rng = self.rng.clone()
        return c


class ToyRules(Rules):
    game_id = "toy"

    def new_game(self, config: GameConfig, seed: int) -> ToyState:
        s = ToyState(config.num_players, int(config.option("rounds", 4)), Rng(seed))
        s.deck = [v for v in VALUES for _ in range(COPIES)]
        s.rng.shuffle(s.deck)
        s.to_draw = [p for _ in range(DEAL) for p in range(s.n)]
        return s

    def current_player(self, s: ToyState) -> int:
        if s.round >= s.rounds:
            return TERMINAL
        if s.to_draw or s.die is None:
            return CHANCE
        return s.picks.index(None)

    def legal_actions(self, s: ToyState) -> list[Pick]:
        if self.current_player(s) < 0:
            return []
        return [Pick(v) for v in sorted(set(s.hands[s.picks.index(None)]))]

    def chance_outcomes(self, s: ToyState) -> list[tuple[Any, float]]:
        if s.round >= s.rounds:
            return []
        if s.to_draw:
            counts = Counter(s.deck)
            return [(Draw(v), counts[v] / len(s.deck)) for v in sorted(counts)]
        if s.die is None:
            return [(Roll(v), 1 / 6) for v in range(1, 7)]
        return []

    def sample_chance(self, s: ToyState, rng: Rng | None = None) -> Any:
        if rng is None and s.to_draw and s.round < s.rounds:
            return Draw(s.deck[0])  # the deck was shuffled at setup: draw its top card
        return super().sample_chance(s, rng)  # peeks; Rules.apply advances the generator

    def explain_illegal(self, s: ToyState, action: Any) -> str | None:
        player = self.current_player(s)
        if player >= 0 and isinstance(action, Pick):
            if action.card not in s.hands[player]:
                return f"seat {player} holds no {action.card}"
            return None
        return super().explain_illegal(s, action)

    def reveals_information(self, s: ToyState, action: Any) -> bool:
        # The last secret pick reveals everybody's pick.
        return self.current_player(s) == CHANCE or s.picks.count(None) == 1

    def _apply(self, s: ToyState, action: Any) -> list[Event]:
        if isinstance(action, Draw):
            seat = s.to_draw.pop(0)
            s.deck.remove(action.card)
            s.hands[seat].append(action.card)
            s.hands[seat].sort()
            return [Event("draw", seat)]
        if isinstance(action, Roll):
            s.die = action.value
            s.to_draw = list(range(s.n))
            return [Event("roll", None, {"value": action.value})]
        seat = s.picks.index(None)
        s.hands[seat].remove(action.card)
        s.picks[seat] = action.card
        events = [Event("pick", seat)]
        if None not in s.picks:
            events.append(self._reveal(s))
        return events

    def _reveal(self, s: ToyState) -> Event:
        picks: list[int] = s.picks  # type: ignore[assignment]
        top = max(picks)
        best = [p for p in range(s.n) if picks[p] == top]
        for p in range(s.n):
            s.cards[p] += picks[p]
        for p in best:
            s.bonus[p] += s.die or 0
        s.reveals.append(picks)
        s.picks, s.die = [None] * s.n, None
        s.round += 1
        return Event("reveal", None, {"picks": list(picks), "bonus_to": best})

    # --- the end ---------------------------------------------------------------------------
    def scores(self, s: ToyState) -> list[Score]:
        return [Score(s.cards[p] + s.bonus[p], {"cards": s.cards[p], "bonus": s.bonus[p]})
                for p in range(s.n)]

    def winners(self, s: ToyState) -> list[int]:
        if s.round < s.rounds:
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
            "cards": list(s.cards), "bonus": list(s.bonus),
        }

    def determinize(self, s: ToyState, player: int, rng: Rng) -> ToyState:
        d = s.clone()
        others = [p for p in range(s.n) if p != player]
        pool = d.deck + [c for p in others for c in d.hands[p]]
        pool += [d.picks[p] for p in others if d.picks[p] is not None]
        pool.sort()  # forget the real arrangement: the result depends on what `player` sees
        rng.shuffle(pool)
        for p in others:
            if d.picks[p] is not None:
                d.picks[p] = pool.pop()
            size = len(d.hands[p])
            d.hands[p] = sorted(pool[len(pool) - size:])
            del pool[len(pool) - size:]
        d.deck = pool
        d.rng = rng.fork()
        return d

    def has_private_view(self, s: ToyState, player: int) -> bool:
        return True

    # --- serialisation -----------------------------------------------------------------------
    def position(self, s: ToyState) -> dict[str, Any]:
        return {
            "game": "toy", "players": s.n, "rounds": s.rounds, "round": s.round, "die": s.die,
            "deck": list(s.deck), "hands": [list(h) for h in s.hands], "picks": list(s.picks),
            "to_draw": list(s.to_draw), "reveals": [list(r) for r in s.reveals],
            "cards": list(s.cards), "bonus": list(s.bonus), "rng": s.rng.to_json(),
        }

    def from_position(self, data: Mapping[str, Any]) -> ToyState:
        try:
            return _from_position(data)
        except PositionError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"bad toy position: {exc!r}") from None

    def action_to_json(self, action: Any) -> Any:
        return CODEC.to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return CODEC.from_json(data)


def _ints(value: Any, name: str, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list) or any(
            type(v) is not int or not lo <= v <= hi for v in value):
        raise PositionError(f"{name} must be a list of whole numbers {lo}..{hi}")
    return list(value)


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
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise PositionError("hands must list one hand per seat")
    s.hands = [sorted(_ints(h, "hand", 1, 10)) for h in hands]
    picks = data["picks"]
    if not isinstance(picks, list) or len(picks) != n:
        raise PositionError("picks must have one entry per seat")
    s.picks = [None if p is None else _ints([p], "picks", 1, 10)[0] for p in picks]
    s.to_draw = _ints(data["to_draw"], "to_draw", 0, n - 1)
    s.cards = _ints(data["cards"], "cards", 0, 10 * MAX_ROUNDS)
    s.bonus = _ints(data["bonus"], "bonus", 0, 6 * MAX_ROUNDS)
    if len(s.cards) != n or len(s.bonus) != n:
        raise PositionError("cards and bonus need one entry per seat")
    reveals = data["reveals"]
    if not isinstance(reveals, list) or len(reveals) != rnd:
        raise PositionError("reveals must list the picks of each finished round")
    s.reveals = [_ints(r, "reveals", 1, 10) for r in reveals]
    if any(len(r) != n for r in s.reveals):
        raise PositionError("each reveal needs one pick per seat")
    if any(p is not None for p in s.picks) and (s.die is None or s.to_draw):
        raise PositionError("picks are only made after the roll and the draws")
    if rnd == rounds and (s.die is not None or s.to_draw or any(p is not None for p in s.picks)):
        raise PositionError("a finished game has no roll, draw or pick pending")
    if s.to_draw and len(s.to_draw) > len(s.deck):
        raise PositionError("the deck cannot cover the draws owed")
    held = Counter(s.deck + [c for h in s.hands for c in h] + [p for p in s.picks if p]
                   + [c for r in s.reveals for c in r])
    if any(count > COPIES for count in held.values()):
        raise PositionError(f"at most {COPIES} copies of each card exist")
    if s.die is not None and not s.to_draw and any(
            pick is None and not hand for pick, hand in zip(s.picks, s.hands, strict=True)):
        raise PositionError("a seat that must pick holds no card")
    return s
