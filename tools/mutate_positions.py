"""Mutate real positions of every game and count what ``from_position`` accepts, refuses and
crashes on: the probe behind issue 28's "no invalid position accepted".

    python -m tools.mutate_positions [--game G] [--per-game N] [--seed S] [--dump DIR]

Positions come from seeded random games of every table the game can start (several points of
each game). Each mutation changes one place of the document: a member deleted, an unknown
member added, a value replaced by junk or by a neighbouring number, a list's items removed,
doubled or swapped, two values exchanged. An accepted mutation must be a position the game
could reach; the tool checks what it can without knowing the game (it round-trips, keeps the
game's invariants, and plays on for a few random steps) and, with ``--dump``, writes every
accepted mutation (with what was changed) for a person to judge. A crash (any exception but
``PositionError``) is always a bug. Not shipped: research for the strict-inputs issue.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.engine import CHANCE, GameConfig, GameInfo, PositionError, Rng, registry

JUNK: tuple[Any, ...] = (None, True, False, -1, 0, 1, 2, 99, 10**20, -(10**20), 0.5, "x", "",
                         [], {}, [None], [0], {"a": 1})
KINDS = ("delete", "extra", "junk", "nudge", "drop_item", "double_item", "swap_items",
         "exchange")


def configs(info: GameInfo) -> Iterator[GameConfig]:
    for n in range(info.min_players, info.max_players + 1):
        config = info.config(n)
        if info.validate_config(config) is None:
            try:
                info.rules.new_game(config, 0)
            except ValueError:
                continue
            yield config
    for level in info.automa_levels:
        from game.engine import PlayerSpec, automa_kind

        config = info.config((PlayerSpec("Solo"), PlayerSpec("Automa", automa_kind(level))))
        if info.validate_config(config) is None:
            yield config


def sample_positions(info: GameInfo, seeds: int = 3) -> list[dict[str, Any]]:
    rules, out = info.rules, []
    for config in configs(info):
        for seed in range(seeds):
            state = rules.new_game(config, 100 + seed)
            rng = Rng(seed)
            step = 0
            while not rules.is_over(state) and step < 3000:
                if step in (0, 5, 20, 60, 150, 400):
                    out.append(rules.position(state))
                if rules.current_player(state) == CHANCE:
                    rules.apply(state, rules.sample_chance(state, rng), check=False)
                else:
                    rules.apply(state, rules.sample_action(state, rng), check=False)
                step += 1
            out.append(rules.position(state))
    return out


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append((*prefix, k))
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append((*prefix, i))
            out += paths(v, (*prefix, i))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def mutate(doc: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], str] | None:
    """One mutation of a copy of ``doc`` and its description, or None if it did not apply."""
    bad = copy.deepcopy(doc)
    places = paths(bad)
    if not places:
        return None
    path = rng.choice(places)
    parent, key = _get(bad, path[:-1]), path[-1]
    kind = rng.choice(KINDS)
    where = ".".join(map(str, path))
    value = parent[key]
    if kind == "delete":
        del parent[key]
    elif kind == "extra":
        target = value if isinstance(value, dict) else parent if isinstance(parent, dict) else None
        if target is None:
            return None
        target["unknown_member"] = rng.choice(JUNK)
    elif kind == "junk":
        parent[key] = rng.choice(JUNK)
    elif kind == "nudge":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        parent[key] = value + rng.choice((-2, -1, 1, 2))
    elif kind in ("drop_item", "double_item", "swap_items"):
        if not isinstance(value, list) or not value:
            return None
        i = rng.randrange(len(value))
        if kind == "drop_item":
            del value[i]
        elif kind == "double_item":
            value.insert(i, copy.deepcopy(value[i]))
        else:
            if len(value) < 2:
                return None
            j = rng.randrange(len(value))
            value[i], value[j] = value[j], value[i]
    else:
        other = rng.choice(places)
        if other[:len(path)] == path or path[:len(other)] == other:
            return None
        oparent, okey = _get(bad, other[:-1]), other[-1]
        parent[key], oparent[okey] = oparent[okey], parent[key]
        where += " <-> " + ".".join(map(str, other))
    if bad == doc:
        return None
    return bad, f"{kind} {where}"


def judge(info: GameInfo, state: Any, rng: random.Random) -> str | None:
    """What is wrong with an accepted position that a game-blind check can see, or None."""
    rules = info.rules
    try:
        rules.check_invariants(state)
        again = rules.position(state)
        if rules.position(rules.from_position(json.loads(json.dumps(again)))) != again:
            return "does not round-trip"
        for _ in range(30):
            if rules.is_over(state):
                break
            player = rules.current_player(state)
            if player == CHANCE:
                rules.apply(state, rules.sample_chance(state, Rng(rng.randrange(2**32))))
            else:
                legal = rules.legal_actions(state)
                if not legal:
                    return "a seat to move with no legal move"
                rules.apply(state, legal[rng.randrange(len(legal))])
            rules.check_invariants(state)
    except PositionError as exc:
        return f"accepted, then broke an invariant in play: {exc}"
    except Exception as exc:  # noqa: BLE001 - the probe reports, never stops
        return f"accepted, then {type(exc).__name__}: {exc}"
    return None


def run(info: GameInfo, per_game: int, seed: int, dump: Path | None) -> Counter[str]:
    rng = random.Random(seed)
    docs = sample_positions(info)
    counts: Counter[str] = Counter()
    made = 0
    while made < per_game:
        found = mutate(rng.choice(docs), rng)
        if found is None:
            continue
        bad, what = found
        made += 1
        try:
            state = info.rules.from_position(bad)
        except PositionError:
            counts["refused"] += 1
            continue
        except Exception as exc:  # noqa: BLE001
            counts["crashed"] += 1
            print(f"{info.id}: CRASH on {what}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        problem = judge(info, state, rng)
        counts["accepted, broken in play" if problem else "accepted"] += 1
        if problem:
            print(f"{info.id}: {what}: {problem}", file=sys.stderr)
        if dump is not None:
            folder = dump / info.id
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{made:05d}.json").write_text(json.dumps(
                {"mutation": what, "problem": problem, "position": bad}, indent=1))
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mutate_positions",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--per-game", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dump", type=Path)
    args = parser.parse_args(argv)
    games = [registry.get(g) for g in args.game] or registry.all_games()
    for info in games:
        counts = run(info, args.per_game, args.seed, args.dump)
        print(f"{info.id}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
