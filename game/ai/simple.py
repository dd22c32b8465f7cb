"""Players that do not search: random, greedy (easy / normal) and the automa follower."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import CHANCE, TERMINAL, Action, AnyRules, automa_kind
from game.engine.registry import GameInfo
from game.engine.rng import Rng

from .hooks import Hooks, terminal_values
from .player import Player


class RandomPlayer(Player):
    """Uniform over legal actions (through the game's ``sample_action``), seeded."""

    kind = "random"

    def _choose(self, state: Any, seat: int) -> Action:
        rng = self.decision_rng(state, seat)
        world = self.world(state, seat, rng.fork())
        return self.rules.sample_action(world, rng)


class AutomaPlayer(Player):
    """An official solo opponent: the engine's ``legal_actions`` for its seat is its forced
    choice, so it takes the first one. It follows printed rules, so it reads the state
    directly (read-only) instead of a determinized world."""

    def __init__(self, info: GameInfo, seed: int, level: str, hooks: Hooks | None = None) -> None:
        super().__init__(info, seed, hooks)
        self.level = level
        self.kind = automa_kind(level)

    def _choose(self, state: Any, seat: int) -> Action:
        return self.rules.legal_actions(state)[0]


def state_value(rules: AnyRules, hooks: Hooks, state: Any, seats: int) -> list[float]:
    if rules.current_player(state) == TERMINAL:
        return terminal_values(rules, state, seats)
    return hooks.evaluate(rules, state)


def expected_value(rules: AnyRules, hooks: Hooks, state: Any, seats: int, rng: Rng,
                   leaves: int) -> list[float]:
    """Value of ``state``, averaged over the chance outcomes that come next (recursively,
    while the product of outcome counts stays within ``leaves``; beyond it outcomes are
    sampled). ``state`` may be consumed."""
    if rules.current_player(state) != CHANCE:
        return state_value(rules, hooks, state, seats)
    outcomes = rules.chance_outcomes(state)
    acc = [0.0] * seats
    if len(outcomes) <= leaves:
        sub = max(1, leaves // len(outcomes))
        for outcome, p in outcomes:
            child = state.clone()
            rules.apply(child, outcome, check=False)
            for i, v in enumerate(expected_value(rules, hooks, child, seats, rng, sub)):
                acc[i] += p * v
        return acc
    samples = max(1, min(leaves, 8))
    for _ in range(samples):
        child = state.clone()
        rules.apply(child, rules.sample_chance(child, rng), check=False)
        for i, v in enumerate(expected_value(rules, hooks, child, seats, rng, 1)):
            acc[i] += v / samples
    return acc


class GreedyPlayer(Player):
    """One ply: play each candidate in determinized worlds and keep the best evaluation for
    the acting seat, averaging over chance that immediately follows. ``easy`` adds noise
    and occasional random moves so a new player can win."""

    def __init__(self, info: GameInfo, seed: int, kind: str, params: dict[str, Any],
                 hooks: Hooks | None = None) -> None:
        super().__init__(info, seed, hooks)
        self.kind = kind
        self.params = params

    def _choose(self, state: Any, seat: int) -> Action:
        rules, p = self.rules, self.params
        hooks = self.hooks.with_params(p)
        rng = self.decision_rng(state, seat)
        worlds = [self.world(state, seat, rng.fork()) for _ in range(max(1, p["worlds"]))]
        actions = rules.legal_actions(worlds[0])
        if len(actions) == 1:
            return actions[0]
        candidates = hooks.root_candidates(rules, worlds[0], actions)
        if p["blunder"] and rng.random() < p["blunder"]:
            return rng.choice(candidates)
        seats = len(rules.scores(worlds[0]))
        scored: list[tuple[float, Action]] = []
        for action in candidates:
            total, done = 0.0, 0
            for world in worlds:
                if self.cancelled:
                    break
                child = world.clone()
                rules.apply(child, action, check=False)
                total += expected_value(rules, hooks, child, seats, rng, p["chance_leaves"])[seat]
                done += 1
            if not done:
                break
            value = total / done
            if p["noise"]:
                value += p["noise"] * rng.random()
            scored.append((value, action))
        if not scored:  # cancelled before the first evaluation
            return rng.choice(candidates)
        best = max(v for v, _ in scored)
        ties = [a for v, a in scored if v >= best - 1e-9]
        self.last_stats = {"candidates": len(candidates), "scored": len(scored)}
        return ties[0] if len(ties) == 1 else rng.choice(ties)
