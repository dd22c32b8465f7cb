"""Damage and craft save files of every game and count what the readers accept, refuse in one
line, or crash on: the probe behind issue 28's "no invalid save accepted, no traceback".

    python -m tools.mutate_saves [--game G] [--per-game N] [--seed S]

Real saves (mid-game and finished) of every game are written to a temporary folder, then
copied with one mutation each: a truncation, flipped bytes, a member's value swapped for
another type, a huge or non-finite number, deep nesting, a huge string, a wrong game id, an
illegal or reordered action, a future format version, a member named twice, a time written as
a number. Each copy goes through ``check_file`` (strict) and ``load_match`` (lenient); a
reader's answer is counted as accepted, refused (``SaveError``) or crashed (anything else,
always a bug). The accepted kinds are printed per mutation kind for a person to judge (some
mutations make another valid save: a later time, another app version). Not shipped.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from game.engine import CHANCE, Match, Rng, registry
from game.persistence import saves

KINDS = ("truncate", "flip", "type", "huge_number", "nan", "deep", "huge_string", "game_id",
         "illegal_action", "reorder", "future", "duplicate", "time_number", "drop_action")


def real_saves(game_id: str, folder: Path) -> list[Path]:
    info = registry.get(game_id)
    out = []
    for players in sorted({max(2, info.min_players), info.max_players}):
        for seed, steps in ((3, 25), (4, 10_000)):
            match = Match.new(info, info.config(players), seed)
            rng = Rng(seed)
            while not match.is_over and len(match.log) < steps:
                if match.current_player == CHANCE:
                    match.play_chance()
                else:
                    match.play(info.rules.sample_action(match.state, rng))
            out.append(saves.save_match(match, folder / f"{game_id}-{players}-{seed}.json"))
    return out


def mutate(data: bytes, kind: str, rng: random.Random) -> bytes:
    if kind == "truncate":
        return data[: rng.randrange(len(data))]
    if kind == "flip":
        b = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    doc: dict[str, Any] = json.loads(data)
    if kind == "type":
        key = rng.choice(list(doc))
        doc[key] = rng.choice([None, True, 1, -5, 2.5, "x", [], {}, [1], {"a": 1}])
    elif kind == "huge_number":
        key = rng.choice(["seed", "moves", "format_version"])
        doc[key] = rng.choice([10**20, -(10**25), 10**400])
    elif kind == "nan":
        return data.replace(b'"seed": ', b'"seed": NaN, "x": ', 1)
    elif kind == "deep":
        doc["position"]["deep"] = json.loads("[" * 80 + "]" * 80)
    elif kind == "huge_string":
        doc["app_version"] = "x" * rng.choice([100, 10**5])
    elif kind == "game_id":
        doc["game_id"] = rng.choice(["nope", "Machi Koro", "", "machi_koro",
                                     "twentieth_century", "toy"])
    elif kind == "illegal_action" and doc["actions"]:
        i = rng.randrange(len(doc["actions"]))
        doc["actions"][i] = doc["actions"][rng.randrange(len(doc["actions"]))]
    elif kind == "reorder" and len(doc["actions"]) > 1:
        i, j = rng.sample(range(len(doc["actions"])), 2)
        doc["actions"][i], doc["actions"][j] = doc["actions"][j], doc["actions"][i]
    elif kind == "drop_action" and doc["actions"]:
        del doc["actions"][rng.randrange(len(doc["actions"]))]
        doc["moves"] -= 1
    elif kind == "future":
        doc["format_version"] = rng.choice([2, 99])
    elif kind == "time_number":
        doc[rng.choice(["created_at", "saved_at"])] = rng.choice([0, 1764857000, 1.5e9])
    elif kind == "duplicate":
        text = data.decode()
        key = rng.choice(["format", "game_id", "moves", "seed"])
        value = json.dumps(doc[key] if key != "game_id" else "toy")
        return ("{" + json.dumps(key) + ": " + value + ", " + text[1:]).encode()
    return json.dumps(doc).encode()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mutate_saves",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--per-game", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = args.game or [g.id for g in registry.all_games()]
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for game_id in games:
            originals = real_saves(game_id, folder)
            counts: Counter[str] = Counter()
            accepted: Counter[str] = Counter()
            for n in range(args.per_game):
                source = rng.choice(originals)
                kind = rng.choice(KINDS)
                target = folder / f"m{n}.json"
                target.write_bytes(mutate(source.read_bytes(), kind, rng))
                for name, reader in (("check", saves.check_file), ("load", saves.load_match)):
                    try:
                        reader(target)
                    except saves.SaveError as exc:
                        counts[f"{name} refused"] += 1
                        assert "\n" not in str(exc)
                    except Exception as exc:  # noqa: BLE001 - the probe reports, never stops
                        counts[f"{name} crashed"] += 1
                        print(f"{game_id}: {name} CRASH on {kind}: {type(exc).__name__}: {exc}",
                              file=sys.stderr)
                    else:
                        counts[f"{name} accepted"] += 1
                        accepted[f"{name}:{kind}"] += 1
                target.unlink()
            print(f"{game_id}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
            print("  accepted by kind: " + ", ".join(f"{k} {v}"
                                                     for k, v in sorted(accepted.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
