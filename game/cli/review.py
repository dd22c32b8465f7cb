"""``python -m game review FILE [--seat N] [--json] [--deep] [--lang L]``: the computer's
review of a saved game, headless.

Prints one row per decision of the reviewed seat (default: every human seat): the move made,
the computer's best move, the win chance after each (as the seat could judge it then) and the
loss, with the three costliest mistakes of each seat marked ``*``; ``--json`` prints the same as
one JSON object (with the moves in words and the reason for the best one). A bad file or option
exits 1 with one line on stderr; the file is never written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game review",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="a save file")
    parser.add_argument("--seat", type=int, action="append",
                        help="a seat to review, from 0 (repeat for more; default: the humans)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--deep", action="store_true", help="look harder (slower)")
    parser.add_argument("--lang", default="en", help="the language of the moves (en, cs, pl)")
    args = parser.parse_args(argv or [])

    from game.ai.review import explain, review_match, states_at
    from game.app.table_log import TableLog
    from game.engine.protocol import Text
    from game.persistence.saves import display_name, start_state

    from .saved_game import open_saved

    def fail(text: str) -> int:
        print(f"review: {text}", file=sys.stderr)
        return 1

    match = open_saved(args.file, args.lang)
    if isinstance(match, str):
        return fail(match)
    n = match.config.num_players
    for seat in args.seat or []:
        if not 0 <= seat < n:
            return fail(f"--seat {seat} is not a seat of this game (0..{n - 1})")
    start = start_state(match)
    review = review_match(match, start, seats=args.seat, setting="deep" if args.deep else "quick")
    names = [p.name for p in match.config.players]
    log = TableLog(match.rules, names, lambda seat: None)

    def say(text: Text | None) -> str | None:
        words = log.translate(text) if text is not None else None
        return words.rstrip(".") if words else words

    marked = {d.step for seat in review.seats for d in review.marks(seat)}
    states = states_at(match, start, [d.step for d in review.decisions])
    rows: list[dict[str, Any]] = []
    for d in review.decisions:
        words = explain(match.info, states[d.step], d)
        rows.append({"step": d.step, "seat": d.seat, "player": names[d.seat], "turn": d.turn,
                     "made": say(words.made), "best": say(words.best), "why": say(words.why),
                     "made_win": round(d.made_value, 3), "best_win": round(d.best_value, 3),
                     "loss": round(d.loss, 3), "mistake": d.mistake, "marked": d.step in marked})
    if args.json:
        print(json.dumps({"file": display_name(args.file), "game": match.info.id,
                          "setting": review.setting, "seats": list(review.seats),
                          "final": [round(v, 3) for v in review.final], "decisions": rows},
                         ensure_ascii=False, indent=1))
        return 0
    print(f"{display_name(args.file)}: {match.info.id}, {len(rows)} decisions reviewed "
          f"({review.setting}); win chance after the move, as the player could judge it then")
    print(f"{'move':>5} {'player':<12} {'made':<38} {'best':<38} {'made%':>6} {'best%':>6} "
          f"{'loss':>5}")
    for r in rows:
        mark = "*" if r["marked"] else " "
        print(f"{r['step'] + 1:>5} {r['player'][:12]:<12} {(r['made'] or '')[:38]:<38} "
              f"{(r['best'] if r['best'] != r['made'] else '=')[:38]:<38} "
              f"{100 * r['made_win']:>5.1f}% {100 * r['best_win']:>5.1f}% "
              f"{100 * r['loss']:>4.1f}{mark}")
    final = ", ".join(f"{names[i]} {100 * v:.0f}%" for i, v in enumerate(review.final))
    print(f"end of the game: {final}")
    return 0
