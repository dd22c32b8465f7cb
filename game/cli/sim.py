"""``python -m game sim``: whole games between computer players, without a window.

    python -m game sim --game G --players P1,P2,.. --games N --seed S [--think-ms T] [--json]

Player kinds: ``random``, ``easy``, ``normal``, ``hard``, a game's ``automa:LEVEL`` and its
own extra kinds (e.g. Akropolis's ``pyramid``). Seats
rotate between games (game ``g`` seats listed player ``(seat + g) % n``), so over any ``n``
consecutive games every listed player sits in every seat once. Game ``g`` uses seed ``S + g``;
chance is sampled from the game's own generator as in the window. Exit status: 0, 1 if any
game raised (each one's traceback summary goes to stderr), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import CHANCE, Match, PlayerSpec
from game.engine.registry import GameInfo, get

MAX_STEPS = 200_000


def _player_factory(notes: list[str]) -> Any:
    """``make(kind, info, seed, think_ms)``: game.ai's players (a fallback to random is noted)."""
    from game.ai import make_player

    def make(kind: str, info: GameInfo, seed: int, think_ms: int | None) -> Any:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            player = make_player(kind, info, seed, think_ms)
        for w in caught:  # e.g. "easy falls back to random": say so once
            text = str(w.message)
            if text not in notes:
                notes.append(text)
        return player

    return make


@dataclass
class SimResult:
    game: str
    players: list[str]
    games: int = 0
    errors: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    score_sums: dict[str, float] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        done = self.games - self.errors
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "errors": self.errors,
            "wins": {p: round(self.wins[p], 3) for p in self.players},
            "win_rate": {p: round(self.wins[p] / done, 4) if done else 0.0
                         for p in self.players},
            "mean_score": {p: round(self.score_sums[p] / done, 3) if done else 0.0
                           for p in self.players},
            "mean_turns": round(sum(self.turns) / len(self.turns), 3) if self.turns else 0.0,
            "seconds": round(self.seconds, 3),
        }


def labels_for(kinds: Sequence[str]) -> list[str]:
    """Unique labels for the listed players: the kind, with ``#2``.. for repeats."""
    seen: dict[str, int] = {}
    out = []
    for kind in kinds:
        seen[kind] = seen.get(kind, 0) + 1
        out.append(kind if seen[kind] == 1 else f"{kind}#{seen[kind]}")
    return out


def seating(n: int, game_index: int) -> list[int]:
    """Listed-player index at each seat for game ``game_index`` (a rotation)."""
    return [(seat + game_index) % n for seat in range(n)]


def play_one(info: GameInfo, kinds: Sequence[str], seed: int, think_ms: int | None,
             make: Any) -> Match:
    """One whole game; seat ``i`` is played by kind ``kinds[i]``."""
    specs = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    match = Match.new(info, info.config(specs), seed)
    players = [make(k, info, seed * 1009 + 17 * i + 1, think_ms) for i, k in enumerate(kinds)]
    rules = info.rules
    limit = int(info.extra.get("contract_max_steps", MAX_STEPS))
    for _ in range(limit):
        seat = rules.current_player(match.state)
        if match.is_over:
            return match
        if seat == CHANCE:
            match.play(rules.sample_chance(match.state))
        else:
            match.play(players[seat].choose(match.state, seat))
    raise RuntimeError(f"{info.id}: no end after {limit} steps")


def simulate(info: GameInfo, kinds: Sequence[str], games: int, seed: int,
             think_ms: int | None = None, *, notes: list[str] | None = None,
             err: Any = None) -> SimResult:
    notes = notes if notes is not None else []
    err = err or sys.stderr
    make = _player_factory(notes)
    labels = labels_for(kinds)
    n = len(kinds)
    result = SimResult(info.id, labels, games, wins=dict.fromkeys(labels, 0.0),
                       score_sums=dict.fromkeys(labels, 0.0))
    start = time.perf_counter()
    for g in range(games):
        order = seating(n, g)
        try:
            match = play_one(info, [kinds[i] for i in order], seed + g, think_ms, make)
            winners = info.rules.winners(match.state)
            scores = info.rules.scores(match.state)
            turns = info.rules.turn_count(match.state)
        except Exception as exc:
            result.errors += 1
            summary = "".join(traceback.format_exception(exc, limit=-4)).rstrip()
            print(f"game {g + 1} (seed {seed + g}) raised:\n{summary}", file=err)
            continue
        for seat in winners:
            result.wins[labels[order[seat]]] += 1 / len(winners)
        for seat, score in enumerate(scores):
            result.score_sums[labels[order[seat]]] += score.total
        result.turns.append(turns)
    result.seconds = time.perf_counter() - start
    return result


def format_table(data: dict[str, Any]) -> str:
    rows = [["player", "wins", "win rate", "mean score"]]
    for p in data["players"]:
        rows.append([p, f"{data['wins'][p]:g}", f"{100 * data['win_rate'][p]:.1f}%",
                     f"{data['mean_score'][p]:.2f}"])
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = [f"{data['game']}: {data['games']} games, {data['errors']} errors, "
             f"{data['seconds']:.2f} s, mean turns {data['mean_turns']:.2f}"]
    lines += ["  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(r, widths, strict=True))) for r in rows]
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game sim",
                                description="Play whole games between computer players.")
    p.add_argument("--game", required=True, help="game id, e.g. machi_koro")
    p.add_argument("--players", required=True,
                   help="comma-separated kinds: random, easy, normal, hard, automa:LEVEL "
                        "or a game's own (e.g. akropolis: pyramid)")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    p.add_argument("--think-ms", type=int, default=None, help="time budget of 'hard' per move")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        info = get(args.game)
    except KeyError as exc:
        print(f"sim: {exc.args[0]}", file=sys.stderr)
        return 2
    kinds = [k.strip() for k in args.players.split(",") if k.strip()]
    if args.games < 1:
        print("sim: --games must be at least 1", file=sys.stderr)
        return 2
    specs = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    reason = info.validate_config(info.config(specs))
    if reason:
        print(f"sim: {reason}", file=sys.stderr)
        return 2
    notes: list[str] = []
    make = _player_factory(notes)
    for kind in dict.fromkeys(kinds):  # refuse unknown kinds before playing
        try:
            make(kind, info, 0, args.think_ms)
        except ValueError as exc:
            print(f"sim: {exc}", file=sys.stderr)
            return 2
    if args.games % len(kinds):
        notes.append(f"{args.games} games do not split evenly over {len(kinds)} seats; "
                     "seats are only balanced over multiples of the player count")
    result = simulate(info, kinds, args.games, args.seed, args.think_ms, notes=notes)
    for note in notes:
        print(f"sim: note: {note}", file=sys.stderr)
    data = result.to_json()
    print(json.dumps(data) if args.json else format_table(data))
    return 1 if result.errors else 0
