""""Secret pennies": a tiny game with one secret simultaneous step per round, for the search.

Each of ``rounds`` rounds, the hider (seat 0) secretly picks heads (0), tails (1) or folds
(2), then the seeker (seat 1) secretly picks heads or tails; both picks are revealed together.
Heads or tails: a match scores 1 for the seeker, a miss 1 for the hider. A fold leaves it to
chance: the hider scores with probability 1/4, else the seeker does. The higher total wins.

Against a seeker who cannot see the pick, heads or tails wins half the time, folding a
quarter. A searcher that lets the seeker see the hider's pick concludes that heads and tails
are always punished, and so folds every time: predictable, and worse.

Position format: ``{"rounds": 1, "picks": [[0, 1], ...], "pending": [null, null],
"luck": null, "rng": 1}``: the revealed picks of each finished round (hider first; after a
fold the seeker's pick is replaced by the chance outcome, 1 for the hider), this round's
pending picks, and whether chance is to settle a fold.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.actions import ActionCodec
from game.engine.protocol import (
    CHANCE,
    TERMINAL,
    Event,
    GameConfig,
    GameType,
    OptionSpec,
    Rules,
    Score,
)
from game.engine.registry import GameInfo
from game.engine.rng import Rng

FOLD = 2
FOLD_WINS = 0.25
"""The hider's chance of scoring after a fold."""


@dataclass(frozen=True, slots=True)
class Coin:
    side: int


@dataclass(frozen=True, slots=True)
class Luck:
    hider_scores: bool


CODEC = ActionCodec([Coin, Luck])


class PenniesState:
    __slots__ = ("rounds", "picks", "pending", "luck", "rng")

    def __init__(self, rounds: int, rng: Rng) -> None:
        self.rounds = rounds
        self.picks: list[tuple[int, int]] = []
        self.pending: list[int | None] = [None, None]
        self.luck = False
        self.rng = rng

    def clone(self) -> PenniesState:
        c = PenniesState.__new__(PenniesState)
        c.rounds, c.picks, c.pending = self.rounds, self.picks[:], self.pending[:]
        c.luck = self.luck
        c.rng = self.rng.clone()
        return c


class PenniesRules(Rules[PenniesState, Coin | Luck]):
    game_id = "pennies"
    game_type = GameType(perfect_information=False, explicit_chance=True,
                         secret_simultaneous=True, min_players=2, max_players=2)

    def new_game(self, config: GameConfig, seed: int) -> PenniesState:
        return PenniesState(int(config.option("rounds", 1)), Rng(seed))

    def current_player(self, s: PenniesState) -> int:
        if len(s.picks) >= s.rounds:
            return TERMINAL
        return CHANCE if s.luck else s.pending.index(None)

    def legal_actions(self, s: PenniesState) -> list[Coin | Luck]:
        seat = self.current_player(s)
        if seat < 0:
            return []
        return [Coin(0), Coin(1), Coin(FOLD)] if seat == 0 else [Coin(0), Coin(1)]

    def chance_outcomes(self, s: PenniesState) -> list[tuple[Coin | Luck, float]]:
        if self.current_player(s) != CHANCE:
            return []
        return [(Luck(True), FOLD_WINS), (Luck(False), 1 - FOLD_WINS)]

    def secret_group(self, s: PenniesState) -> Any:
        return None if self.current_player(s) < 0 else len(s.picks)

    def _apply(self, s: PenniesState, action: Coin | Luck) -> list[Event]:
        if isinstance(action, Luck):
            # After a fold the record shows a miss (the hider scores) or a match.
            s.picks.append((FOLD, 1 if action.hider_scores else FOLD))
            s.pending, s.luck = [None, None], False
            return []
        s.pending[s.pending.index(None)] = action.side
        if None not in s.pending:
            hider, seeker = s.pending
            assert hider is not None and seeker is not None
            if hider == FOLD:
                s.luck = True
            else:
                s.picks.append((hider, seeker))
                s.pending = [None, None]
        return []

    def scores(self, s: PenniesState) -> list[Score]:
        seeker = sum(h == k for h, k in s.picks)
        return [Score(len(s.picks) - seeker, {"misses": len(s.picks) - seeker}),
                Score(seeker, {"matches": seeker})]

    def winners(self, s: PenniesState) -> list[int]:
        if self.current_player(s) != TERMINAL:
            return []
        totals = [sc.total for sc in self.scores(s)]
        return [p for p in (0, 1) if totals[p] == max(totals)]

    def turn_count(self, s: PenniesState) -> int:
        return len(s.picks)

    def observation(self, s: PenniesState, player: int) -> dict[str, Any]:
        return {"rounds": s.rounds, "picks": [list(p) for p in s.picks], "luck": s.luck,
                "picked": [p is not None for p in s.pending], "mine": s.pending[player],
                "revealed": list(s.pending) if s.luck else None}

    def determinize(self, s: PenniesState, player: int, rng: Rng) -> PenniesState:
        d = s.clone()
        other = 1 - player
        if d.pending[other] is not None and not d.luck:
            d.pending[other] = rng.randbelow(3 if other == 0 else 2)
        d.rng = rng.fork()
        return d

    def position(self, s: PenniesState) -> dict[str, Any]:
        return {"rounds": s.rounds, "picks": [list(p) for p in s.picks],
                "pending": list(s.pending), "luck": s.luck, "rng": s.rng.to_json()}

    def from_position(self, data: Mapping[str, Any]) -> PenniesState:
        s = PenniesState(int(data["rounds"]), Rng.from_json(data["rng"]))
        s.picks = [(int(h), int(k)) for h, k in data["picks"]]
        s.pending = list(data["pending"])
        s.luck = bool(data["luck"])
        return s

    def action_to_json(self, action: Coin | Luck) -> Any:
        return CODEC.to_json(action)

    def action_from_json(self, data: Any) -> Coin | Luck:
        action: Coin | Luck = CODEC.from_json(data)
        return action


PENNIES = GameInfo(id="pennies", name_key="pennies.name", min_players=2, max_players=2,
                   rules=PenniesRules(), hidden=True,
                   options=(OptionSpec("rounds", "pennies.rounds", "int", 1, minimum=1,
                                       maximum=9),))
