"""Training the learned Akropolis evaluation (``ai_learned``): self-play data and the fit.

Not used at play time; the fit needs numpy (the ``train`` extra). Commands::

    python -m tools.akropolis.train selfplay --games 2000 --seed 1 --out DATA.jsonl.gz
    python -m tools.akropolis.train fit DATA.jsonl.gz [MORE.jsonl.gz ...] --out W.json
    python -m tools.akropolis.train fit SOLO.jsonl.gz --keep weights.json --out W.json
    python -m tools.akropolis.train check DATA.jsonl.gz --weights W.json
    python -m tools.akropolis.train duel --weights W.json --players normal,normal_hand

``selfplay`` plays whole games between computer players (a fixed mix of tables, see
:data:`MIX`) and writes one JSON line per game: the seats' kinds, the final scores and the
documented position (docs/positions/akropolis.md) before every turn. ``fit`` reads the
positions back, extracts :mod:`.ai_features` for every city seat and fits, per number of
turns the seat has left, a ridge regression of what the seat still gains (final score minus
its score now, or minus the hand-made estimate: ``--base``) on them. ``check`` reports the
error of the learned and the hand-made estimate on a data file (held-out games); ``duel``
runs ``sim`` with the learned estimate read from another weights file.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.protocol import PlayerSpec
from game.engine.registry import get

MIX: tuple[tuple[str, ...], ...] = (
    ("normal", "normal"),
    ("normal", "normal"),
    ("normal", "normal"),
    ("normal", "normal"),
    ("normal", "normal"),
    ("normal", "normal"),
    ("normal", "easy"),
    ("normal", "pyramid"),
    ("normal", "normal", "normal"),
    ("normal", "normal", "normal", "normal"),
    ("normal", "automa:callicrates"),
    ("normal", "automa:metagenes"),
    ("normal", "automa:callicrates"),
    ("normal", "automa:hippodamos"),
)
"""The tables of ``selfplay``, game ``g`` playing ``MIX[g % len(MIX)]`` (seats rotated
every game, like ``sim``): mostly two ``normal`` seats, some games against weaker or
scripted seats (positions the search must judge but self-play would not reach), the larger
tables and the three Architects."""


def play_positions(kinds: Sequence[str], seed: int, make: Any) -> tuple[list[dict[str, Any]],
                                                                        list[int]]:
    """One game: the position before every decision and the final totals."""
    info = get("akropolis")
    rules = info.rules
    specs = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    match = Match.new(info, info.config(specs), seed)
    players = [make(k, info, seed * 1009 + 17 * i + 1) for i, k in enumerate(kinds)]
    positions = []
    while not match.is_over:
        seat = match.current_player
        positions.append(rules.position(match.state))
        match.play(players[seat].choose(match.state, seat))
    return positions, [s.total for s in rules.scores(match.state)]


EXPLORE_MIX: tuple[tuple[str, ...], ...] = (
    ("explore", "explore"),
    ("explore", "normal"),
    ("explore", "explore"),
    ("explore", "explore", "explore"),
    ("explore", "explore", "explore", "explore"),
    ("explore", "automa:callicrates"),
    ("explore", "automa:metagenes"),
)
"""The exploring tables: ``explore`` plays a uniformly chosen one of ``normal``'s candidate
moves (its ranking's best few) a fifth of the time, so the data holds the outcomes of moves
``normal`` would not make (a regression on its own moves alone cannot tell them apart)."""

EXPLORE_BLUNDER = 0.2


def make_seat(kind: str, info: Any, seed: int, evaluation: str | None) -> Any:
    """A seat of ``selfplay``: ``explore`` (see :data:`EXPLORE_MIX`) or any ``sim`` kind;
    ``evaluation`` (``"hand"``/``"learned"``, None: the default) for ``normal`` and
    ``explore``."""
    from game.ai import make_player
    from game.ai.hooks import load_hooks
    from game.ai.presets import preset
    from game.ai.simple import GreedyPlayer

    if kind not in ("explore", "normal"):
        return make_player(kind, info, seed)
    hooks = load_hooks(info)
    params = preset("normal", hooks.presets, hooks.params)
    if evaluation is not None:
        params["evaluation"] = evaluation
    if kind == "explore":
        params["blunder"] = EXPLORE_BLUNDER
    return GreedyPlayer(info, seed, "normal", params, hooks)


def selfplay(games: int, seed: int, out: str, mix: Sequence[Sequence[str]] = MIX,
             evaluation: str | None = None, log: Any = sys.stderr) -> None:
    def make(kind: str, info: Any, s: int) -> Any:
        return make_seat(kind, info, s, evaluation)

    start = time.perf_counter()
    with gzip.open(out, "at", encoding="utf-8") as f:
        for g in range(games):
            table = list(mix[(seed + g) % len(mix)])
            r = (seed + g) // len(mix) % len(table)
            kinds = table[r:] + table[:r]
            positions, final = play_positions(kinds, seed + g, make)
            f.write(json.dumps({"seed": seed + g, "kinds": kinds, "final": final,
                                "positions": positions}, separators=(",", ":")) + "\n")
            f.flush()
            if (g + 1) % 50 == 0:
                print(f"{g + 1} games, {time.perf_counter() - start:.0f} s", file=log,
                      flush=True)


def read_games(paths: Iterable[str]) -> Iterator[dict[str, Any]]:
    for path in paths:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            try:
                for line in f:
                    if line.strip():
                        try:
                            yield json.loads(line)
                        except json.JSONDecodeError:  # a line cut by a running writer
                            continue
            except EOFError:  # a file still being written
                continue


def game_rows(game: dict[str, Any], base: str = "hand"
              ) -> Iterator[tuple[str, int, list[float], float]]:
    """(table, turns left, features, target) of every city seat in every position of a
    recorded game (seats with no turn left are final and skipped). The target is the final
    score minus the ``base``: the hand-made estimate ("hand") or the points now ("now")."""
    from game.games.akropolis.ai.eval import context, seat_estimate, seat_turns
    from game.games.akropolis.ai.features import all_points_now, seat_features
    from game.games.akropolis.ai.learned import table_key
    from game.games.akropolis.rules.position import from_position

    final = game["final"]
    for pos in game["positions"]:
        state = from_position(pos)
        ctx = context(state)
        hand = [seat_estimate(state, seat, ctx) for seat in range(state.n)]
        now = all_points_now(state)
        key = table_key(state)
        for seat in range(state.n):
            if state.cities[seat] is None:
                continue
            t = seat_turns(state, seat, ctx[0])
            if t:
                ref = hand[seat] if base == "hand" else now[seat]
                yield key, t, seat_features(state, seat, ctx, hand, now), final[seat] - ref


def ridge(x: Any, y: Any, lam: float, one: int) -> Any:
    """Weights ``w`` minimising ``|x w - y|^2 + lam * n * |w|^2`` over the standardised
    columns of ``x``, returned for the raw columns; column ``one`` (all ones) takes the
    intercept, unpenalised, and the other constant columns get 0."""
    import numpy as np

    n = len(y)
    mu = x.mean(axis=0)
    sd = x.std(axis=0)
    const = sd < 1e-9
    sd = np.where(const, 1.0, sd)
    z = (x - mu) / sd
    z[:, const] = 0.0
    y0 = y.mean()
    a = z.T @ z + lam * n * np.eye(x.shape[1])
    ws = np.linalg.solve(a, z.T @ (y - y0))
    w = ws / sd
    w[const] = 0.0
    w[one] = y0 - float(mu @ w)
    return w


def load_rows(paths: Sequence[str], base: str = "hand") -> dict[str, dict[int, tuple[list[list[float]],
                                                                  list[float], list[int]]]]:
    """table -> t -> (features, targets, game numbers)."""
    data: dict[str, dict[int, tuple[list[list[float]], list[float], list[int]]]] = {}
    for g, game in enumerate(read_games(paths)):
        for key, t, f, y in game_rows(game, base):
            xs, ys, gs = data.setdefault(key, {}).setdefault(t, ([], [], []))
            xs.append(f)
            ys.append(y)
            gs.append(g)
    return data


HELD_OUT = 5
"""Every fifth game is held out to choose the ridge strength."""


def pooled(arr: dict[int, Any], t: int, spread: int, part: str | None) -> tuple[Any, Any]:
    """The rows of turns ``t - spread .. t + spread``: all (``part`` None), those of the games
    used for fitting ("train") or those held out ("test")."""
    import numpy as np

    xs, ys = [], []
    for u in range(t - spread, t + spread + 1):
        if u not in arr:
            continue
        x, y, g = arr[u]
        if part is None:
            m = np.ones(len(y), bool)
        else:
            m = (g % HELD_OUT != HELD_OUT - 1) == (part == "train")
        xs.append(x[m])
        ys.append(y[m])
    return np.concatenate(xs), np.concatenate(ys)


def fit(paths: Sequence[str], out: str, lams: Sequence[float] = (1e-3, 1e-2, 0.1, 1.0),
        spread: int = 1, base: str = "hand", joint: bool = False, each: bool = False,
        keep: str | None = None, log: Any = sys.stderr) -> dict[str, Any]:
    """Fit every table's weights per turns left (rows of ``t - spread .. t + spread`` pooled,
    so neighbouring turns smooth each other), choosing the ridge strength per table on
    every fifth game held out, then refitting on all of them; writes the weights file
    (``each``: also one file per ridge strength, ``OUT.lam<strength>.json``, to compare them
    in play). ``keep``: a weights file whose tables the data does not hold are copied (to
    refit one table, e.g. solo on solo games, and keep the others)."""
    import numpy as np

    from game.games.akropolis.ai.features import NAMES

    kept: dict[str, Any] = {"tables": {}, "meta": {}}
    if keep is not None:
        with open(keep, encoding="utf-8") as f:
            kept = json.load(f)
        if tuple(kept["features"]) != NAMES or kept.get("base", "now") != base:
            raise SystemExit(f"{keep}: other features or another base; it cannot be kept")
    data = load_rows(paths, base)
    tables_of = {key: [key] for key in data}
    if joint:  # one fit for every table (its indicator features tell them apart)
        pool: dict[int, tuple[list[list[float]], list[float], list[int]]] = {}
        for by_t in data.values():
            for t, (xs, ys, gs) in by_t.items():
                px, py, pg = pool.setdefault(t, ([], [], []))
                px += xs
                py += ys
                pg += gs
        tables_of = {"all": sorted(data)}
        data = {"all": pool}
    one = NAMES.index("one")
    by_lam: dict[float, dict[str, dict[str, list[float]]]] = {}
    chosen: dict[str, dict[str, list[float]]] = {}
    report: dict[str, Any] = {}
    for key, by_t in sorted(data.items()):
        arr = {t: (np.array(xs, float), np.array(ys, float), np.array(gs))
               for t, (xs, ys, gs) in by_t.items()}

        best = None
        for lam in lams:
            err = cnt = 0.0
            for t in arr:
                xt, yt = pooled(arr, t, spread, "train")
                x, y, g = arr[t]
                m = g % HELD_OUT == HELD_OUT - 1
                if len(yt) < 2 * len(NAMES) or not m.any():
                    continue
                w = ridge(xt, yt, lam, one)
                err += float(((x[m] @ w - y[m]) ** 2).sum())
                cnt += int(m.sum())
            rmse = (err / max(cnt, 1)) ** 0.5
            print(f"{key}: lambda {lam:g}: held-out rmse {rmse:.2f} ({int(cnt)} rows)",
                  file=log, flush=True)
            if best is None or rmse < best[0]:
                best = (rmse, lam)
        assert best is not None
        for lam in lams if each else (best[1],):
            rows = {}
            for t in sorted(arr):
                x, y = pooled(arr, t, spread, None)
                if len(y) < 2 * len(NAMES):
                    continue
                rows[str(t)] = [round(float(v), 6) for v in ridge(x, y, lam, one)]
            if not rows:  # too few games to fit any turn: nothing to write or replace
                continue
            for table in tables_of[key]:
                by_lam.setdefault(lam, {})[table] = rows
                if lam == best[1]:
                    chosen[table] = rows
        report[key] = {"rows": int(sum(len(a[1]) for a in arr.values())), "lambda": best[1],
                       "held_out_rmse": round(best[0], 3)}
    meta = {"data": [str(p) for p in paths], "fit": report, "spread": spread, "joint": joint}
    if keep is not None:
        meta["kept"] = {"from": keep, "tables": sorted(set(kept["tables"]) - set(chosen)),
                        "meta": kept.get("meta", {})}
        chosen = {k: v for k, v in kept["tables"].items() if k not in chosen} | chosen
        by_lam = {lam: {k: v for k, v in kept["tables"].items() if k not in tables} | tables
                  for lam, tables in by_lam.items()}
    outputs = [(out, chosen, None)]
    if each:
        outputs += [(out.removesuffix(".json") + f".lam{lam:g}.json", tables, lam)
                    for lam, tables in by_lam.items()]
    for path, tables, lam in outputs:
        result = {"features": list(NAMES), "base": base, "tables": tables,
                  "meta": meta | ({} if lam is None else {"lambda": lam})}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(result, f, separators=(",", ":"))
            f.write("\n")
    result = {"features": list(NAMES), "base": base, "tables": chosen, "meta": meta}
    return result


def check(paths: Sequence[str], weights: str | None, log: Any = sys.stdout) -> dict[str, Any]:
    """Root-mean-square error of the final totals predicted by the learned and by the
    hand-made estimate, per table, over every city seat of every position in ``paths``."""
    from game.games.akropolis.ai.eval import context, seat_estimate, seat_turns
    from game.games.akropolis.ai.learned import estimates_in, load, model, table_key
    from game.games.akropolis.rules.position import from_position

    m = load(Path(weights)) if weights else model()
    acc: dict[str, list[float]] = {}
    for game in read_games(paths):
        final = game["final"]
        for pos in game["positions"]:
            state = from_position(pos)
            ctx = context(state)
            learned = estimates_in(state, ctx, m)
            for seat in range(state.n):
                if state.cities[seat] is None or not seat_turns(state, seat, ctx[0]):
                    continue
                hand = seat_estimate(state, seat, ctx)
                a = acc.setdefault(table_key(state), [0.0, 0.0, 0.0])
                a[0] += (learned[seat] - final[seat]) ** 2
                a[1] += (hand - final[seat]) ** 2
                a[2] += 1
    out = {k: {"rows": int(c), "learned_rmse": round((sl / c) ** 0.5, 2),
               "hand_rmse": round((sh / c) ** 0.5, 2)} for k, (sl, sh, c) in acc.items()}
    print(json.dumps(out), file=log)
    return out


def duel(weights: str, players: Sequence[str], games: int, seed: int) -> dict[str, Any]:
    """``sim``'s tournament with the learned estimate read from ``weights`` instead of the
    shipped file (to compare fits before shipping one)."""
    from game.cli.sim import simulate
    from game.games.akropolis.ai import learned as ai_learned

    ai_learned._MODEL[:] = [ai_learned.load(Path(weights))]
    return simulate(get("akropolis"), players, games, seed).to_json()


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.akropolis.train")
    sub = p.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("selfplay", help="play games, write positions and final scores")
    sp.add_argument("--games", type=int, required=True)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--out", required=True)
    sp.add_argument("--players", default=None,
                    help="one table for every game (comma-separated kinds) instead of the mix")
    sp.add_argument("--explore", action="store_true", help="the exploring mix")
    sp.add_argument("--evaluation", choices=("hand", "learned"), default=None,
                    help="the estimate of normal and explore seats (default: the preset's)")
    fp = sub.add_parser("fit", help="fit the weights on recorded games")
    fp.add_argument("data", nargs="+")
    fp.add_argument("--out", required=True)
    fp.add_argument("--spread", type=int, default=1)
    fp.add_argument("--base", choices=("hand", "now"), default="hand",
                    help="regress the final score minus the hand-made estimate (default) or "
                         "minus the points now")
    fp.add_argument("--joint", action="store_true",
                    help="one fit for every table instead of one per table")
    fp.add_argument("--each", action="store_true",
                    help="also write one weights file per ridge strength")
    fp.add_argument("--keep", default=None, metavar="WEIGHTS",
                    help="copy the tables the data does not hold from this weights file")
    fp.add_argument("--lambdas", default="0.001,0.01,0.1,1",
                    help="ridge strengths to choose from (comma-separated)")
    cp = sub.add_parser("check", help="prediction error of learned and hand-made estimates")
    cp.add_argument("data", nargs="+")
    cp.add_argument("--weights", default=None)
    dp = sub.add_parser("duel", help="sim with the learned estimate from another file")
    dp.add_argument("--weights", required=True)
    dp.add_argument("--players", required=True)
    dp.add_argument("--games", type=int, default=20)
    dp.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if args.cmd == "selfplay":
        mix = EXPLORE_MIX if args.explore else MIX
        if args.players is not None:
            mix = (tuple(args.players.split(",")),)
        selfplay(args.games, args.seed, args.out, mix, args.evaluation)
    elif args.cmd == "fit":
        fit(args.data, args.out, [float(x) for x in args.lambdas.split(",")],
            spread=args.spread, base=args.base, joint=args.joint, each=args.each,
            keep=args.keep)
    elif args.cmd == "duel":
        print(json.dumps(duel(args.weights, args.players.split(","), args.games, args.seed)))
    else:
        check(args.data, args.weights)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
