"""A solo planner that sees the stack order: a measuring stick, never a player.

The Illustrious Architect follows a fixed rule and Akropolis has no dice, so once the order of
the stacks is known a solo game is a one-player puzzle. :func:`solve` runs a beam search over
the player's own moves to the end of the game (each state keeps the ``width`` best candidates
by :func:`.ai.ranked`, the ``beam`` best children by the estimate survive a
layer) and returns the line with the best final margin. It reads the hidden stacks on purpose,
so it is only reachable from this module's command line, which measures how much of the
Callicrates target any planner built on our evaluation could reach::

    python -m tools.akropolis.oracle --games 30 --seed 1 --beam 1000 --width 12

With ``--worlds W`` the same search plays honestly instead (:func:`lookahead_move`): each
decision runs it from each of the ``--root`` best moves on ``W`` stack orders sampled from the
player's view, and plays the move with the best mean final margin (seconds per decision).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.engine.match import Match
from game.engine.protocol import TERMINAL, PlayerSpec, Rules, automa_kind
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.ai.eval import estimates
from game.games.akropolis.ai.hooks import ranked
from game.games.akropolis.rules.state import AkState


def _to_player(rules: Rules, state: AkState, seat: int) -> int:
    """Play the Architect's forced turns until ``seat`` moves or the game ends."""
    while True:
        p = rules.current_player(state)
        if p == TERMINAL or p == seat:
            return p
        rules.apply(state, rules.legal_actions(state)[0], check=False)


def margin(rules: Rules, state: AkState, seat: int) -> int:
    """Final total of ``seat`` minus the best other total."""
    sc = rules.scores(state)
    return sc[seat].total - max(s.total for i, s in enumerate(sc) if i != seat)


def solve(rules: Rules, state: AkState, beam: int, width: int, per_slot: int | None = 10
          ) -> tuple[list[Any], AkState]:
    """(the player's moves, the final state) of the best line found from ``state``, a solo
    position whose stacks are taken as the truth. ``per_slot`` None ranks every placement."""
    seat = 1 - state.architect
    layer: list[tuple[AkState, tuple[Any, ...]]] = [(state.clone(), ())]
    finals: list[tuple[AkState, tuple[Any, ...]]] = []
    while layer:
        children = []
        for s, line in layer:
            if _to_player(rules, s, seat) == TERMINAL:
                finals.append((s, line))
                continue
            for act in ranked(rules, s, rules.legal_actions(s), per_slot, width):
                child = s.clone()
                rules.apply(child, act, check=False)
                est = estimates(child)
                children.append((est[seat] - est[1 - seat], len(children), child, line + (act,)))
        children.sort(key=lambda c: (-c[0], c[1]))
        layer = [(child, line) for _, _, child, line in children[:beam]]
    best, line = max(finals, key=lambda f: margin(rules, f[0], seat))
    return list(line), best


def lookahead_move(rules: Rules, state: AkState, rng: Rng, root: int, worlds: int, beam: int,
                   width: int) -> Any:
    """The player's move by :func:`solve` on ``worlds`` determinized stack orders (what the
    player may know), each of the ``root`` best-ranked moves scored by its mean margin."""
    seat = state.current
    moves = ranked(rules, state, rules.legal_actions(state), None, root)
    if len(moves) == 1:
        return moves[0]
    total = [0] * len(moves)
    for _ in range(worlds):
        world = rules.determinize(state, seat, rng.fork())
        for i, act in enumerate(moves):
            child = world.clone()
            rules.apply(child, act, check=False)
            total[i] += margin(rules, solve(rules, child, beam, width)[1], seat)
    return moves[max(range(len(moves)), key=lambda i: (total[i], -i))]


def _play_honestly(rules: Rules, state: AkState, seed: int, args: argparse.Namespace
                   ) -> AkState:
    s = state.clone()
    rng = Rng(seed * 7 + 3)
    seat = 1 - s.architect
    while _to_player(rules, s, seat) != TERMINAL:
        rules.apply(s, lookahead_move(rules, s, rng, args.root, args.worlds, args.beam,
                                      args.width))
    return s


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.akropolis.oracle",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1, help="first game seed (then +1, +2, ...)")
    ap.add_argument("--beam", type=int, default=200)
    ap.add_argument("--width", type=int, default=8)
    ap.add_argument("--level", default="callicrates",
                    choices=("hippodamos", "metagenes", "callicrates"))
    ap.add_argument("--worlds", type=int, default=0,
                    help="play honestly: sampled stack orders per decision (0: read them)")
    ap.add_argument("--root", type=int, default=5, help="moves compared per decision")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rules = GAME.rules
    specs = (PlayerSpec("Oracle"), PlayerSpec("Architect", automa_kind(args.level)))
    games = []
    for seed in range(args.seed, args.seed + args.games):
        t0 = time.monotonic()
        start = Match.new(GAME, GAME.config(specs), seed).state
        if args.worlds:
            final = _play_honestly(rules, start, seed, args)
        else:
            _, final = solve(rules, start, args.beam, args.width)
        sc = rules.scores(final)
        games.append({"seed": seed, "scores": [sc[0].total, sc[1].total],
                      "won": 0 in rules.winners(final),
                      "seconds": round(time.monotonic() - t0, 1)})
        if not args.json:
            g = games[-1]
            print(f"seed {seed}: {g['scores'][0]} - {g['scores'][1]} "
                  f"{'won' if g['won'] else 'lost'} ({g['seconds']} s)", flush=True)
    n = len(games)
    summary = {"games": n, "beam": args.beam, "width": args.width, "level": args.level,
               "worlds": args.worlds, "root": args.root if args.worlds else None,
               "wins": sum(g["won"] for g in games),
               "mean": [round(sum(g["scores"][i] for g in games) / max(1, n), 1)
                        for i in (0, 1)]}
    if args.json:
        print(json.dumps({"summary": summary, "games": games}, indent=2))
    else:
        print(f"won {summary['wins']}/{n}, mean {summary['mean'][0]} - {summary['mean'][1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
