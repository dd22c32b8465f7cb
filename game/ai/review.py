"""The computer's review of a finished game: for every decision of a seat, the win chance of
the move made and of the best move the computer finds, both judged from what that seat could
see then (never from hidden information). No pygame.

A decision is judged like the ``normal`` player decides, only wider: each candidate move (the
game's root candidates, and always the move made) is played in worlds sampled from the seat's
own view (``rules.determinize``, seeded by the seat's observation, so two states the seat
cannot tell apart give the same review), the chance that follows is averaged, and the game's
evaluation (``evaluate``: every seat's win chance, summing to 1) scores the result. The
``deep`` setting lets the ``hard`` player's search value the moves instead (several moves
ahead, the same honesty: its worlds are sampled from the seat's view).

A decision is a *mistake* when the move made loses at least :data:`FLAG` of win chance against
the best one; a move as good as the best one (within that margin) is never flagged. The review
is plain data (:meth:`Review.to_json`), so a save can keep it and open it again at once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.match import LogEntry, Match
from game.engine.protocol import CHANCE, TERMINAL, Action, AnyRules, Text
from game.engine.registry import GameInfo
from game.engine.rng import Rng
from game.engine.stats import round_counter

from .hooks import Hooks, load_hooks, terminal_values
from .player import observation_digest
from .presets import preset
from .simple import expected_value

FLAG = 0.03
"""Win chance a move must lose against the best one to be marked a mistake."""

SETTINGS: dict[str, dict[str, int]] = {
    "quick": {"worlds": 8, "chance_leaves": 32, "candidates": 24, "search": 0},
    "deep": {"worlds": 8, "chance_leaves": 32, "candidates": 24, "search": 600},
}
"""How hard the review looks: determinized worlds per decision, chance outcomes averaged
after a move, root candidates kept (the move made is always judged too); ``search`` > 0:
instead, the ``hard`` player's search of that many iterations values the moves (see
:func:`judge`)."""
SEARCH_PRIOR = 20
"""Visits of its one-ply value every move starts with in a deep review's search (at least;
a game's ``hard`` may use more), so a move the search barely tries still has a value."""
DEFAULT_SETTING = "quick"
TIE = 0.005
"""A best move less than this better than the move made counts as the same: the move made is
then the computer's choice too (estimates differ by noise at that size)."""
FORMAT = 3
"""Version of :meth:`Review.to_json` (a cached review of another version is recomputed)."""


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: ``step`` is its index in the game's log."""

    step: int
    seat: int
    turn: int
    """The round being played when it was taken, as the game counts rounds (its statistics'
    ``round_of``), else its turn count: the graph's x axis."""
    made: Action
    best: Action
    made_value: float
    best_value: float
    after: tuple[float, ...]
    """Every seat's win chance after the move made, as ``seat`` could judge it."""
    candidates: int

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.made_value)

    @property
    def mistake(self) -> bool:
        return self.made != self.best and self.loss >= FLAG


@dataclass
class Review:
    game_id: str
    setting: str
    length: int
    """Log entries of the game reviewed (a longer log means another game: review again)."""
    seats: tuple[int, ...]
    decisions: list[Decision]
    final: tuple[float, ...]
    """Every seat's share of the win at the end (1 for a sole winner): where the lines end."""
    complete: bool = True
    """False when it was cancelled part-way (then it is shown, never cached)."""

    def of(self, seat: int) -> list[Decision]:
        return [d for d in self.decisions if d.seat == seat]

    def marks(self, seat: int, n: int = 3) -> list[Decision]:
        """The ``n`` decisions of ``seat`` that cost the most (mistakes only), in game order."""
        worst = sorted((d for d in self.of(seat) if d.mistake), key=lambda d: -d.loss)[:n]
        return sorted(worst, key=lambda d: d.step)

    def series(self, seat: int) -> list[tuple[int, tuple[float, ...]]]:
        """The graph of ``seat``'s review: (round, every seat's win chance) after each of its
        decisions, then the end of the game (in the last round)."""
        points = [(d.turn, d.after) for d in self.of(seat)]
        last = points[-1][0] if points else 0
        return points + [(last, self.final)]

    # --- plain data ----------------------------------------------------------------------
    def to_json(self, rules: AnyRules) -> dict[str, Any]:
        return {
            "format": FORMAT, "game_id": self.game_id, "setting": self.setting,
            "length": self.length, "seats": list(self.seats), "final": list(self.final),
            "decisions": [
                {"step": d.step, "seat": d.seat, "turn": d.turn,
                 "made": rules.action_to_json(d.made), "best": rules.action_to_json(d.best),
                 "made_value": d.made_value, "best_value": d.best_value,
                 "after": list(d.after), "candidates": d.candidates}
                for d in self.decisions],
        }

    @classmethod
    def from_json(cls, rules: AnyRules, data: Any) -> Review:
        """Raises ``ValueError`` for anything that is not a review of this format."""
        try:
            if data["format"] != FORMAT:
                raise ValueError(f"review format {data['format']!r}")
            decisions = [
                Decision(int(d["step"]), int(d["seat"]), int(d["turn"]),
                         rules.action_from_json(d["made"]), rules.action_from_json(d["best"]),
                         float(d["made_value"]), float(d["best_value"]),
                         tuple(float(v) for v in d["after"]), int(d["candidates"]))
                for d in data["decisions"]]
            return cls(str(data["game_id"]), str(data["setting"]), int(data["length"]),
                       tuple(int(s) for s in data["seats"]), decisions,
                       tuple(float(v) for v in data["final"]))
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"not a review: {exc}") from None


# --- judging one decision ---------------------------------------------------------------------

def _rng(rules: AnyRules, state: Any, seat: int, setting: str) -> Rng:
    """Seeded by what the seat sees (and the setting) only: the honesty of the review."""
    salt = int.from_bytes(hashlib.blake2b(setting.encode(), digest_size=8).digest(), "little")
    return Rng(observation_digest(rules, state, seat) ^ salt ^ (seat + 1) * 0x9E3779B97F4A7C15)


def _hooks(info: GameInfo) -> Hooks:
    hooks = load_hooks(info)
    return hooks.with_params(preset("normal", hooks.presets, hooks.params))


def judge(info: GameInfo, state: Any, seat: int, made: Action,
          setting: str = DEFAULT_SETTING, hooks: Hooks | None = None,
          turn: int = 0, step: int = 0) -> Decision | None:
    """The review of ``seat`` playing ``made`` in ``state`` (not changed), or None when the
    seat had no choice. Depends only on what ``seat`` sees of ``state``."""
    rules = info.rules
    conf = SETTINGS[setting]
    if conf["search"]:
        searched = _searched(info, state, seat, made, conf["search"], turn, step)
        if searched is not None:
            return searched
    hooks = hooks if hooks is not None else _hooks(info)
    rng = _rng(rules, state, seat, setting)
    worlds = [rules.silence(rules.determinize(state, seat, rng.fork()))
              for _ in range(conf["worlds"])]
    actions = rules.legal_actions(worlds[0])
    if len(actions) <= 1:
        return None
    candidates = list(hooks.root_candidates(rules, worlds[0], actions))[:conf["candidates"]]
    if made not in candidates:
        candidates.append(made)
    seats = len(rules.scores(worlds[0]))
    chance = rng.fork()
    judged: list[tuple[float, list[float], Action]] = []
    for action in candidates:
        acc = [0.0] * seats
        done = 0
        arng = chance.clone()  # the same chance samples for every move: a fair comparison
        for world in worlds:
            if rules.explain_illegal(world, action) is not None:
                continue  # not possible in this sampled world (never the seat's own options)
            child = world.clone()
            rules.apply(child, action, check=False)
            for i, v in enumerate(expected_value(rules, hooks, child, seats, arng,
                                                 conf["chance_leaves"])):
                acc[i] += v
            done += 1
        if done:
            judged.append((acc[seat] / done, [v / done for v in acc], action))
    made_entry = next((j for j in judged if j[2] == made), None)
    if made_entry is None:
        return None
    best = max(judged, key=lambda j: j[0])
    if best[0] < made_entry[0] + TIE:
        best = made_entry  # as good as the best: the move made is the computer's choice
    # five decimals: what the plain-data form keeps, so a cached review is the same review
    return Decision(step, seat, turn, made, best[2], round(made_entry[0], 5), round(best[0], 5),
                    tuple(round(v, 5) for v in made_entry[1]), len(candidates))


def _searched(info: GameInfo, state: Any, seat: int, made: Action, iterations: int,
              turn: int, step: int) -> Decision | None:
    """The deep review of a decision: the ``hard`` player's search from ``seat``'s view
    (its worlds and generator come from what the seat sees: honest as the player is), for
    ``iterations`` iterations, the move made always among the root moves and every root
    move starting from its one-ply value. The best move is the one the search would play,
    each move's win chance its mean reward there. None when the search has nothing to
    compare (then the one-ply judgement answers)."""
    from .ismcts import IsmctsPlayer

    hooks = load_hooks(info)
    params = preset("hard", hooks.presets, hooks.params)
    params.update(think_ms=None, iterations=iterations,
                  prior_visits=max(params.get("prior_visits") or 0, SEARCH_PRIOR))
    for entry in params["by_players"].values():  # the same search at every player count
        entry["iterations"] = iterations
        entry["prior_visits"] = max(entry.get("prior_visits") or 0, SEARCH_PRIOR)
    player = IsmctsPlayer(info, 0, params, hooks)
    root, actions, rng = player.search(state, seat, extra=(made,))
    made_node = root.children.get(made) if root is not None else None
    if root is None or made_node is None or not made_node.visits:
        return None
    best = player.pick(root, actions, seat, rng)
    best_node = root.children[best]

    def mean(node: Any) -> float:
        return float(node.reward[seat] / node.visits)

    if mean(best_node) < mean(made_node) + TIE:
        best, best_node = made, made_node  # as good as the search's choice
    after = tuple(round(v / made_node.visits, 5) for v in made_node.reward)
    return Decision(step, seat, turn, made, best, round(mean(made_node), 5),
                    round(mean(best_node), 5), after, len(actions))


# --- a whole game --------------------------------------------------------------------------------

Progress = Callable[[int, int], None]


def decisions_of(entries: Sequence[LogEntry], seats: Sequence[int]) -> int:
    """How many log entries a review of ``seats`` will judge (the progress bar's total)."""
    return sum(1 for e in entries if e.player in seats)


def review_match(match: Match, start: Any, seats: Sequence[int] | None = None,
                 setting: str = DEFAULT_SETTING, progress: Progress | None = None,
                 cancelled: Callable[[], bool] | None = None) -> Review:
    """Review every decision of ``seats`` (default: the human seats, else all) in ``match``,
    replayed from ``start`` (not changed). ``progress(done, total)`` after each decision;
    ``cancelled()`` stops it early (the review is then marked incomplete)."""
    info, rules = match.info, match.rules
    players = match.config.players
    if seats is None:
        humans = tuple(i for i, p in enumerate(players) if p.is_human)
        seats = humans or tuple(range(len(players)))
    seats = tuple(seats)
    hooks = _hooks(info)
    counter = round_counter(info) or rules.turn_count
    total = decisions_of(match.log, seats)
    state = start.clone()
    out: list[Decision] = []
    done = 0
    complete = True
    for step, entry in enumerate(match.log):
        if entry.player in seats and entry.player != CHANCE:
            if cancelled is not None and cancelled():
                complete = False
                break
            d = judge(info, state, entry.player, entry.action, setting, hooks,
                      counter(state), step)
            if d is not None:
                out.append(d)
            done += 1
            if progress is not None:
                progress(done, total)
        rules.apply(state, entry.action, check=False)
    n = len(players)
    final = (tuple(terminal_values(rules, state, n)) if rules.current_player(state) == TERMINAL
             else tuple(hooks.evaluate(rules, state)))
    return Review(info.id, setting, len(match.log), seats, out, final, complete)


def cache_key(match: Match) -> str:
    """What a cached review must match: the game, its seed and every action."""
    text = json.dumps([match.info.id, match.seed, match.actions_json()], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


# --- in words ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Explained:
    """A decision in words: "you did ``made``, the computer would have done ``best``,
    because ``why``" (``why`` None when the game gives no reason)."""

    made: Text
    best: Text
    why: Text | None


def explain(info: GameInfo, state: Any, d: Decision) -> Explained:
    """``d`` in words, from what its seat saw of ``state`` (the state before the decision)."""
    from .hint import move_reason, move_words

    seen = info.rules.redact(state, d.seat)
    # both as the hint words a move (Akropolis: "put it where shown": the replay opened at the
    # decision shows the better one on the board, and one step on the one played)
    return Explained(move_words(info, seen, d.seat, d.made), move_words(info, seen, d.seat, d.best),
                     move_reason(info, seen, d.seat, d.best))


def states_at(match: Match, start: Any, steps: Sequence[int]) -> dict[int, Any]:
    """The states before each log entry in ``steps`` (clones), replayed from ``start``."""
    wanted = set(steps)
    out: dict[int, Any] = {}
    state = start.clone()
    rules = match.rules
    for step, entry in enumerate(match.log):
        if step in wanted:
            out[step] = state.clone()
        if len(out) == len(wanted):
            break
        rules.apply(state, entry.action, check=False)
    return out
