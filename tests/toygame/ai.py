"""AI hooks of the toy game (see game.ai): a cheap evaluation and playout policy."""

from __future__ import annotations

from typing import Any

from game.engine import Rng, Rules


def evaluate(rules: Rules, state: Any) -> list[float]:
    """Share of the points so far, plus held cards at half value (a rough win chance)."""
    worth = [sc.total + sum(state.hands[p]) / 2 + 1 for p, sc in enumerate(rules.scores(state))]
    total = sum(worth)
    return [w / total for w in worth]


def rollout_action(rules: Rules, state: Any, rng: Rng) -> Any:
    return rules.sample_action(state, rng)
