"""Difficulty presets: every tunable number of the computer players lives here.

A game's hooks module may define ``PRESETS = {"hard": {"rollout_depth": 20}, ...}``; its entries
override these per level (see :func:`preset`), so tuning one game never touches the others.
Its own tuning numbers (how many moves its filters keep, ...) are keys too: the module's
``PARAMS`` dict adds them with their defaults to every level, ``PRESETS`` (and ``by_players``)
may override them like any key, and its hooks read them from their ``params`` keyword (the
running player's parameters, see :mod:`game.ai.hooks`), never from module globals.
"""

from __future__ import annotations

from typing import Any

DEFAULT_THINK_MS = 900
"""Default time budget of `hard` (ms): a decision stays under a second, setup included."""

PRESETS: dict[str, dict[str, Any]] = {
    "random": {},
    # Greedy players: one ply with the game's evaluation.
    #   blunder: chance of playing a uniformly random candidate instead of thinking
    #   noise:   uniform noise added to each action's value (0..noise) before taking the best
    #   worlds:  determinized worlds each action is scored in (>1 averages over hidden parts)
    #   chance_leaves: outcomes enumerated (or sampled) when chance follows the action
    "easy": {"blunder": 0.25, "noise": 0.2, "worlds": 1, "chance_leaves": 16},
    "normal": {"blunder": 0.0, "noise": 0.0, "worlds": 1, "chance_leaves": 64},
    # ISMCTS:
    #   think_ms:      time budget per decision (None with iterations = iteration budget only)
    #   iterations:    iteration cap (None = until think_ms runs out)
    #   exploration:   UCT constant c in  mean + c * sqrt(ln(availability) / visits)
    #   rollout_depth: playout decisions before cutting off with evaluate (None = to the end;
    #                  forced to None for a game without an evaluate hook)
    #   max_playout_steps: hard cap on playout steps (decisions and chance) for any game
    #   chance_branch_max: chance nodes with at most this many outcomes become tree edges
    #                  (closed loop); larger ones, and all of them when 0, are open loop
    #   final_mean_share: 0 = play the most-visited root move; x > 0 = the best mean among
    #                  the root moves visited at least x times as often as the most-visited
    #   prior_visits:  0 = off; k > 0 = before searching, every root move is scored one ply
    #                  deep like `normal` does (chance that follows averaged over up to
    #                  prior_leaves outcomes) and starts with k visits of that value, so the
    #                  search refines the greedy choice instead of starting from nothing
    #   prior_leaves:  chance outcomes the prior averages over (as `chance_leaves`)
    #   opponent_top_k: 0 = off; k > 0 = below the root, a seat other than the searcher
    #                  considers only the first k of its candidate moves (for games whose
    #                  candidate_actions lists the best first): a narrow opponent model
    #                  lets the search reach the searcher's own next decisions
    #   paranoid_secrets: False = inside a secret simultaneous step (rules.secret_group)
    #                  each seat decides in its own information set, unseen picks stay
    #                  unseen; True = later pickers see earlier picks (the searcher then
    #                  thinks every pick is punished; kept for tests and comparison)
    #   secret_mix:    inside a secret step, the share of tree decisions taken uniformly at
    #                  random instead of by UCT (keeps seats that cannot see each other from
    #                  moving in lock-step)
    #   by_players:    {player count: overrides of these keys} for that many seats, e.g.
    #                  {4: {"exploration": 0.4}}; resolved when the player decides (the
    #                  state's seat count is known then). Empty = the same at every count.
    #                  It may not hold think_ms (the time budget is the user's setting);
    #                  make_player(iterations=...) wins over an iterations entry.
    "hard": {
        "think_ms": DEFAULT_THINK_MS,
        "iterations": None,
        # Low exploration and cut-off at the leaf: evaluate-hook values of sibling moves
        # differ by a few hundredths, and random playouts mostly add noise (tuning notes in
        # the report / docs/ai.md: depth 10, c 0.7 lost 11-29 to normal on Machi Koro and
        # Akropolis at 200 ms; depth 0, c 0.2 won 33-27 at 100 ms).
        "exploration": 0.2,
        "rollout_depth": 0,
        "max_playout_steps": 2000,
        "chance_branch_max": 0,
        "final_mean_share": 0.0,
        "prior_visits": 0,
        "opponent_top_k": 0,
        "prior_leaves": 64,
        "paranoid_secrets": False,
        "secret_mix": 0.2,
        "by_players": {},
    },
}

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


PLATFORM_KEYS = frozenset(key for entry in PRESETS.values() for key in entry)
"""Every key of some level above (a game's own keys may not reuse one)."""

NOT_PER_PLAYERS = frozenset({"by_players", "think_ms"})
"""Keys a ``by_players`` entry may not set (nesting; the user's time budget)."""


def preset(level: str, overrides: dict[str, dict[str, Any]] | None = None,
           game_params: dict[str, Any] | None = None) -> dict[str, Any]:
    """The parameters of ``level`` with a game's own keys (``game_params``, its hooks'
    ``PARAMS``) added and its overrides applied (a fresh dict; its ``by_players`` entries
    are fresh too, so a player may edit them)."""
    params = dict(PRESETS[level])
    if game_params:
        clash = set(game_params) & PLATFORM_KEYS
        if clash:
            raise ValueError(f"game AI keys shadow platform preset keys: {sorted(clash)}")
        params.update(game_params)
    if overrides and level in overrides:
        unknown = set(overrides[level]) - set(params)
        if unknown:
            raise ValueError(f"unknown AI preset keys for {level!r}: {sorted(unknown)}")
        params.update(overrides[level])
    if "by_players" in params:
        by_players = {}
        for count, entry in params["by_players"].items():
            bad = set(entry) - (set(params) - NOT_PER_PLAYERS)
            if bad:
                raise ValueError(f"AI preset {level!r}: by_players[{count}] may not set "
                                 f"{sorted(bad)}")
            by_players[int(count)] = dict(entry)
        params["by_players"] = by_players
    return params


def for_players(params: dict[str, Any], players: int) -> dict[str, Any]:
    """``params`` as they apply with ``players`` seats: its ``by_players[players]`` entry
    (if any) laid over the rest. Returns ``params`` itself when there is no entry."""
    entry = params.get("by_players", {}).get(players)
    return params if not entry else {**params, **entry}
