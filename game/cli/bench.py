"""``python -m game bench``: rules-engine, AI and drawing speed of every game.

    python -m game bench [--game G] [--json] [--seconds S] [--think-ms T]

Per game: ``random_games_per_s`` keyed by player count (``rules.sample_action`` and
``sample_chance`` straight on states: no Match, no validation: the sampling path),
``listing`` at two players where possible (the listing path: every decision lists
``legal_actions`` and picks one uniformly; ``games_per_s`` and ``legal_actions_us``, the mean
time of one listing), ``clone_per_s`` of mid-game
states, ``frame_ms`` (median time to draw each main view of the game's UI off-screen at
1280x720), ``ai_decision_ms`` (median and p95 per level) and ``review_s`` (the computer's
review of a whole game of ``normal`` players, seat 0 reviewed, at the default setting). Every measurement stops after
about ``--seconds`` (default 1; AI levels get up to three times that), so a full run takes
about a minute. Hidden games (the tests' toy game) only run when ``--game`` names them.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.engine import CHANCE, GameConfig, GameInfo, Match, PlayerSpec, Rng, registry

# Keep pygame's banner off stdout: --json must print one object only.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

MAX_STEPS = 200_000
FRAME_SIZE = (1280, 720)


def select_games(game_id: str | None) -> list[GameInfo]:
    """The games to bench: the one named (hidden or not), else every visible game."""
    if game_id:
        return [registry.get(game_id)]
    return registry.all_games()


def _configs(info: GameInfo) -> dict[int, GameConfig]:
    """All-human tables of every player count the game can start with default options."""
    out = {}
    for n in range(info.min_players, info.max_players + 1):
        config = info.config(n)
        if info.validate_config(config) is not None:
            continue
        try:
            info.rules.new_game(config, 0)
        except ValueError:  # e.g. a solo table that needs an automa seat
            continue
        out[n] = config
    return out


def random_playout(info: GameInfo, config: GameConfig, seed: int) -> tuple[Any, int]:
    """One random game on bare states; returns the final state and its number of steps."""
    rules = info.rules
    state = rules.silence(rules.new_game(config, seed))
    rng = Rng(seed ^ 0xBE7C)
    for step in range(MAX_STEPS):
        player = rules.current_player(state)
        if player == CHANCE:
            rules.apply(state, rules.sample_chance(state), check=False)
        elif player >= 0:
            rules.apply(state, rules.sample_action(state, rng), check=False)
        else:
            return state, step
    raise RuntimeError(f"{info.id}: random game {seed} has no end after {MAX_STEPS} steps")


def listing_per_s(info: GameInfo, config: GameConfig, budget: float) -> dict[str, float]:
    """Random games on the listing path: every decision lists ``legal_actions`` and picks
    one uniformly (what a search pays per node). ``games_per_s`` and the mean time of one
    ``legal_actions`` call in those games (``legal_actions_us``)."""
    rules = info.rules
    start = time.perf_counter()
    games = calls = 0
    listing = 0.0
    clock = time.perf_counter
    while True:
        state = rules.silence(rules.new_game(config, games))
        rng = Rng(games ^ 0xBE7C)
        for _ in range(MAX_STEPS):
            player = rules.current_player(state)
            if player == CHANCE:
                rules.apply(state, rules.sample_chance(state), check=False)
            elif player >= 0:
                t0 = clock()
                actions = rules.legal_actions(state)
                listing += clock() - t0
                calls += 1
                rules.apply(state, actions[rng.randbelow(len(actions))], check=False)
            else:
                break
        else:
            raise RuntimeError(f"{info.id}: random game {games} has no end")
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return {"games_per_s": round(games / elapsed, 1),
                    "legal_actions_us": round(1e6 * listing / max(1, calls), 2)}


def games_per_s(info: GameInfo, config: GameConfig, budget: float) -> float:
    start = time.perf_counter()
    games = 0
    while True:
        random_playout(info, config, games)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return games / elapsed


def mid_game_match(info: GameInfo, config: GameConfig, seed: int) -> Match:
    """A match halfway through a random game (its log intact, as in the window)."""
    _, length = random_playout(info, config, seed)
    match = Match.new(info, config, seed)
    rng = Rng(seed ^ 0xBE7C)
    rules = info.rules
    for _ in range(length // 2):
        if match.current_player == CHANCE:
            match.play(rules.sample_chance(match.state))
        else:
            match.play(rules.sample_action(match.state, rng))
    return match


def clone_per_s(info: GameInfo, config: GameConfig, budget: float) -> float:
    states = [mid_game_match(info, config, seed).state for seed in range(4)]
    start = time.perf_counter()
    clones = 0
    while True:
        for state in states:
            for _ in range(25):
                state.clone()
        clones += 100
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return clones / elapsed


def _timed(fn: Callable[[], Any], budget: float, max_runs: int) -> list[float]:
    """Milliseconds of each call of ``fn``, until ``budget`` seconds or ``max_runs``."""
    times: list[float] = []
    start = time.perf_counter()
    while len(times) < max_runs and (not times or time.perf_counter() - start < budget):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def frame_ms(info: GameInfo, config: GameConfig, budget: float) -> dict[str, float]:
    """Median draw time of each main view of the game's table at 1280x720, off-screen, for
    the seat to decide in the middle of a game (through the table harness, as the window
    draws it)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.table.harness import TableHarness

    opened = not pygame.display.get_init() or pygame.display.get_surface() is None
    try:
        match = mid_game_match(info, config, 1)
        seat = match.current_player if match.current_player >= 0 else 0
        harness = TableHarness(info, match, size=FRAME_SIZE, viewer=seat)
        out = {}
        views = harness.ui.views()
        for name in views:
            harness.ui.set_view(name)
            harness.draw()  # warm caches (fonts, pre-rendered pieces) before timing
            times = _timed(harness.draw, budget / len(views), 200)
            out[name] = round(statistics.median(times), 3)
        return out
    finally:
        if opened:
            pygame.display.quit()


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def ai_decision_ms(info: GameInfo, config: GameConfig, budget: float,
                   think_ms: int | None) -> dict[str, dict[str, float]]:
    """Median and p95 decision time per AI level on the decision states (two or more legal
    actions) of a random game."""
    from game.ai import LEVELS, make_player

    rules = info.rules
    # Decision states spread over one whole random game.
    states: list[tuple[Any, int]] = []
    state = rules.new_game(config, 2)
    rng = Rng(2)
    while not rules.is_over(state) and len(states) < MAX_STEPS:
        seat = rules.current_player(state)
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state), check=False)
        else:
            if len(rules.legal_actions(state)) > 1:  # a forced move is no decision to time
                states.append((state.clone(), seat))
            rules.apply(state, rules.sample_action(state, rng), check=False)
    out = {}
    for level in LEVELS:
        player = make_player(level, info, 7, think_ms if level == "hard" else None)
        pick = Rng(11)
        order = [states[pick.randbelow(len(states))] for _ in range(200)]
        it = iter(order)

        def decide(player: Any = player, it: Any = it) -> None:
            state, seat = next(it)
            player.choose(state, seat)

        times = _timed(decide, budget * 3, 200)
        out[level] = {"median": round(statistics.median(times), 3),
                      "p95": round(_percentile(times, 0.95), 3), "decisions": len(times)}
    return out


def review_s(info: GameInfo, config: GameConfig) -> dict[str, float]:
    """Seconds the computer's review (default setting) takes for a whole game of ``normal``
    players at ``config``'s table, seat 0 reviewed as the human, and the decisions it judged."""
    from game.ai import make_player
    from game.ai.arena import play_out
    from game.ai.review import review_match

    seats = tuple(PlayerSpec(p.name, "human" if i == 0 else "normal")
                  for i, p in enumerate(config.players))
    match = Match.new(info, GameConfig(seats, config.options), 1)
    start = match.state.clone()
    play_out(match, [make_player("normal", info, i + 1) for i in range(len(seats))])
    began = time.perf_counter()
    review = review_match(match, start)
    return {"seconds": round(time.perf_counter() - began, 2), "decisions": len(review.decisions),
            "players": len(seats)}


def _ui_present(path: str) -> bool:
    """False while the game's UI module is not written yet (the game may name it early)."""
    module = path.partition(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def _measure(result: dict[str, Any], key: str, fn: Callable[[], Any]) -> None:
    """Store ``fn()`` under ``key``; a failure becomes a note (and exit status 1)."""
    try:
        result[key] = fn()
    except Exception as exc:
        result["failed"] = True
        result["notes"].append(f"{key} failed: {type(exc).__name__}: {exc}")


def bench_game(info: GameInfo, budget: float, think_ms: int | None) -> dict[str, Any]:
    configs = _configs(info)
    result: dict[str, Any] = {"name_key": info.name_key, "notes": []}
    _measure(result, "random_games_per_s", lambda: {
        str(n): round(games_per_s(info, c, budget), 1) for n, c in configs.items()})
    typical = configs[min(configs, key=lambda n: abs(n - 2))]  # two players where possible
    _measure(result, "listing", lambda: {str(typical.num_players):
                                         listing_per_s(info, typical, budget)})
    _measure(result, "clone_per_s", lambda: round(clone_per_s(info, typical, budget), 1))
    if info.ui and _ui_present(info.ui):
        _measure(result, "frame_ms", lambda: frame_ms(info, typical, budget))
    else:
        result["notes"].append("no UI yet: frame_ms skipped")
    try:
        import game.ai  # noqa: F401
    except ImportError:
        result["notes"].append("game.ai not available: ai_decision_ms skipped")
    else:
        ai_config = GameConfig(tuple(PlayerSpec(p.name, "random") for p in typical.players),
                               typical.options)
        _measure(result, "ai_decision_ms",
                 lambda: ai_decision_ms(info, ai_config, budget, think_ms))
        _measure(result, "review_s", lambda: review_s(info, typical))
    return result


def format_text(data: dict[str, Any]) -> str:
    lines = []
    for game_id, r in data["games"].items():
        lines.append(f"{game_id}")
        rates = ", ".join(f"{n}p {v:g}" for n, v in r.get("random_games_per_s", {}).items())
        lines.append(f"  random games/s   {rates}")
        for n, v in r.get("listing", {}).items():
            lines.append(f"  listing path     {n}p {v['games_per_s']:g} games/s, "
                         f"legal_actions {v['legal_actions_us']:g} us")
        if "clone_per_s" in r:
            lines.append(f"  clones/s         {r['clone_per_s']:g}")
        for view, ms in r.get("frame_ms", {}).items():
            lines.append(f"  frame {view:<10} {ms:.2f} ms")
        for level, v in r.get("ai_decision_ms", {}).items():
            lines.append(f"  AI {level:<13} median {v['median']:.2f} ms, p95 {v['p95']:.2f} ms"
                         f" ({v['decisions']} decisions)")
        if "review_s" in r:
            v = r["review_s"]
            lines.append(f"  review           {v['seconds']:g} s for a whole {v['players']}-player "
                         f"game ({v['decisions']} decisions)")
        lines += [f"  note: {n}" for n in r["notes"]]
    lines.append(f"total {data['seconds']:.1f} s")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game bench",
                                description="Speed of rules engines, AI and drawing.")
    p.add_argument("--game", help="only this game (hidden games need this)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seconds", type=float, default=1.0,
                   help="time budget of each measurement (default 1)")
    p.add_argument("--think-ms", type=int, default=None,
                   help="time budget of the 'hard' AI (default: its preset)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        games = select_games(args.game)
    except KeyError as exc:
        print(f"bench: {exc.args[0]}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    data: dict[str, Any] = {"games": {}}
    for info in games:
        data["games"][info.id] = result = bench_game(info, args.seconds, args.think_ms)
        if args.json:
            for note in result["notes"]:
                print(f"bench: {info.id}: {note}", file=sys.stderr)
    data["seconds"] = round(time.perf_counter() - start, 2)
    print(json.dumps(data) if args.json else format_text(data))
    return 1 if any(r.get("failed") for r in data["games"].values()) else 0
