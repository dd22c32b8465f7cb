"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling et al. 2012).

One tree per decision, rooted at the acting seat's information set. Each iteration:

1. samples a world with ``rules.determinize(state, seat, rng)`` — the only view of the real
   state the search gets;
2. descends the tree, choosing at every decision node with UCT among the actions legal in
   *this* world (restricted by the game's ``candidate_actions`` hook), using the mover's own
   entry of the per-seat reward vectors and *availability* counts (how often an action was
   legal when its parent was visited) in place of the parent's visit count;
3. expands one untried action, plays out with ``rollout_action`` (fallback
   ``sample_action``) for ``rollout_depth`` decisions and then scores with ``evaluate``
   (to the end for games without an evaluation), and
4. adds the reward vector (one value per seat) to every node on the path.

Chance nodes are sampled inside the world with the search's generator. By default they are
*open loop*: the tree does not branch on them, so a node's statistics average over the
outcomes (this also keeps outcomes the searcher could not see — an opponent's draw — from
splitting its own later decisions). ``chance_branch_max > 0`` makes chance nodes with at most
that many outcomes tree edges (closed loop), useful for public dice.

Secret simultaneous steps (``rules.secret_group(world)`` not ``None``): a seat that picks
later must not see an earlier pick, so the tree does not branch on the picks one after the
other. At the node where a group starts (the *anchor*), each seat's decisions in the group hang
under ``anchor.children[(SEAT_KEY, seat)]``, conditioned only on the history before the step
and on that seat's own earlier micro-actions in it (decoupled selection); when the group
ends, the tree goes on under ``anchor.children[(JOINT_KEY, picks)]``, keyed by the joint picks.
When the searcher's own decision is part of a group, the root is the anchor and the
searcher's picks hang directly under the root. ``paranoid_secrets`` (a preset flag, for tests
and comparison) turns this off: later pickers then see earlier picks, so the searcher believes
every pick is punished. Games whose ``game_type`` has no secret steps pay nothing for this.

The answer is the most-visited root action (ties: higher mean, then the earlier action), or
with ``final_mean_share`` the best mean among the well-visited ones. ``prior_visits`` seeds
every root action with the one-ply value the greedy player would give it. Presets may differ
by player count (``by_players``, see :mod:`game.ai.presets`). ``opponent_top_k`` narrows the
other seats below the root to their first candidates (a greedy opponent model).
Hot path: ``clone`` (inside determinize) and ``apply(check=False)``; no deepcopy.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from game.engine.protocol import CHANCE, TERMINAL, Action
from game.engine.registry import GameInfo
from game.engine.rng import Rng

from .hooks import Hooks, terminal_values
from .player import Player
from .presets import for_players
from .simple import expected_value


class Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self, seats: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = [0.0] * seats


_CHANCE_KEY = object()
"""Prefix of a chance edge's key, so an outcome never collides with an action."""
SEAT_KEY = object()
"""Prefix of the key of a seat's information-set node below a secret step's anchor."""
JOINT_KEY = object()
"""Prefix of the key of the node that follows a secret step, keyed by the joint picks."""


class _Group:
    """A secret step being descended: its id, the anchor node, each seat's current node and
    the picks so far (in order)."""

    __slots__ = ("gid", "anchor", "seat_node", "picks")

    def __init__(self, gid: Any, anchor: Node) -> None:
        self.gid = gid
        self.anchor = anchor
        self.seat_node: dict[int, Node] = {}
        self.picks: list[Action] = []


class IsmctsPlayer(Player):
    kind = "hard"

    def __init__(self, info: GameInfo, seed: int, params: dict[str, Any],
                 hooks: Hooks | None = None) -> None:
        super().__init__(info, seed, hooks)
        self.params = dict(params)
        self.params["by_players"] = {n: dict(e) for n, e in params.get("by_players", {}).items()}
        if not self.hooks.native_evaluate:
            self.params["rollout_depth"] = None  # no evaluation worth cutting off to
            for entry in self.params.get("by_players", {}).values():
                entry.pop("rollout_depth", None)
        self.active = self.params
        """The parameters of the running decision (``params`` with its player count's
        ``by_players`` entry applied)."""
        self._seat = 0
        """The seat deciding now (``opponent_top_k`` narrows every other seat's moves)."""
        self._secret = False
        """The running decision's game has secret steps and ``paranoid_secrets`` is off."""
        self._hooks = self.hooks
        """``hooks`` bound to the running decision's parameters (see Hooks.with_params)."""
        self.keep_tree = False
        """Tests: keep the last decision's tree in ``last_tree``."""
        self.last_tree: Node | None = None

    def _choose(self, state: Any, seat: int) -> Action:
        root, actions, rng = self.search(state, seat)
        if root is None:
            return actions[0]
        return self.pick(root, actions, seat, rng)

    def pick(self, root: Node, actions: Sequence[Action], seat: int, rng: Rng) -> Action:
        """The root action this player plays after :meth:`search`."""
        return self._best(root, actions, seat, rng, self.active.get("final_mean_share", 0.0))

    def search(self, state: Any, seat: int, extra: Sequence[Action] = ()
               ) -> tuple[Node | None, list[Action], Rng]:
        """Search ``seat``'s decision: the root node (``None`` when only one action is a
        candidate), its actions (the game's root candidates plus the legal ones of
        ``extra``: the review judges the move made even where the search would skip it)
        and the search's generator (it breaks a tie when nothing was visited)."""
        rules = self.rules
        start = time.perf_counter()
        rng = self.decision_rng(state, seat)
        self._seat = seat
        first = self.world(state, seat, rng.fork())
        seats = len(rules.scores(first))
        self.active = p = for_players(self.params, seats)
        self._hooks = hooks = self.hooks.with_params(p)
        legal = rules.legal_actions(first)
        actions = list(hooks.root_candidates(rules, first, legal))
        actions += [a for a in extra if a not in actions and a in legal]
        if len(actions) == 1:
            self.last_stats = {"iterations": 0, "ms": 0.0}
            return None, actions, rng
        self._secret = rules.game_type.secret_simultaneous and not p.get("paranoid_secrets")
        root = Node(seats)
        if p.get("prior_visits"):
            self._seed_prior(root, first, actions, seats, rng)
        think_ms, cap = p["think_ms"], p["iterations"]
        deadline = start + think_ms / 1000.0 if think_ms is not None else None
        if deadline is None and cap is None:
            raise ValueError("ISMCTS needs a time or an iteration budget")
        iterations = 0
        while not self._cancel.is_set():
            if cap is not None and iterations >= cap:
                break
            if deadline is not None and iterations and time.perf_counter() >= deadline:
                break
            world = first if iterations == 0 else self.world(state, seat, rng.fork())
            self._iterate(root, world, seats, rng, actions)
            iterations += 1
        self.last_stats = {"iterations": iterations,
                           "ms": (time.perf_counter() - start) * 1000.0}
        if self.keep_tree:
            self.last_tree = root
        return root, actions, rng

    def _seed_prior(self, root: Node, world: Any, actions: Sequence[Action], seats: int,
                    rng: Any) -> None:
        """Give every root action ``prior_visits`` visits of its one-ply value (the greedy
        player's score: the action applied, the chance that follows averaged)."""
        rules, hooks, p = self.rules, self._hooks, self.active
        k = p["prior_visits"]
        for action in actions:
            child = world.clone()
            rules.apply(child, action, check=False)
            value = expected_value(rules, hooks, child, seats, rng, p["prior_leaves"])
            node = root.children[action] = Node(seats)
            node.visits = node.avail = k
            node.reward = [k * v for v in value]

    @staticmethod
    def _best(root: Node, actions: Sequence[Action], seat: int, rng: Any,
              mean_share: float = 0.0) -> Action:
        """The most-visited root action (ties: higher mean, then legal-action order); with
        ``mean_share`` > 0 the best mean among those visited at least ``mean_share`` times
        as often as the most-visited one (a robust pick when values differ by little)."""
        visited = [(a, root.children[a]) for a in actions
                   if a in root.children and root.children[a].visits]
        if not visited:
            return rng.choice(actions)
        floor = mean_share * max(ch.visits for _, ch in visited) if mean_share > 0 else 0.0
        best: Action = None
        best_key: tuple[float, float] | None = None
        for action, child in visited:  # legal-action order breaks exact ties deterministically
            mean = child.reward[seat] / child.visits
            key: tuple[float, float]
            if mean_share > 0:
                if child.visits < floor:
                    continue
                key = (mean, child.visits)
            else:
                key = (child.visits, mean)
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best

    def _iterate(self, root: Node, world: Any, seats: int, rng: Any,
                 root_actions: Sequence[Action]) -> None:
        rules, hooks, p = self.rules, self._hooks, self.active
        c = p["exploration"]
        branch_max = p["chance_branch_max"]
        secret = self._secret
        node, path = root, [root]
        group: _Group | None = None
        if secret and rules.current_player(world) >= 0:
            gid = rules.secret_group(world)
            if gid is not None:  # the searcher picks inside a step: the root is its anchor
                group = _Group(gid, root)
                group.seat_node[self._seat] = root
        expanded = False
        while not expanded:
            mover = rules.current_player(world)
            if mover == TERMINAL:
                break
            if secret:
                gid = rules.secret_group(world) if mover >= 0 else None
                if group is not None and gid != group.gid and mover >= 0:
                    node = self._after_group(group, seats)  # the step is over: joint node
                    path.append(node)
                    group = None
                if gid is not None and group is None:
                    group = _Group(gid, node)
            if mover == CHANCE:
                outcome = rules.sample_chance(world, rng)
                if (group is None and branch_max
                        and len(rules.chance_outcomes(world)) <= branch_max):
                    key = (_CHANCE_KEY, outcome)
                    child = node.children.get(key)
                    if child is None:
                        child = node.children[key] = Node(seats)
                    node = child
                    path.append(node)
                rules.apply(world, outcome, check=False)
                continue
            at = node
            if group is not None:  # the mover's own information set inside the step
                own = group.seat_node.get(mover)
                if own is None:
                    key = (SEAT_KEY, mover)
                    own = group.anchor.children.get(key)
                    if own is None:
                        own = group.anchor.children[key] = Node(seats)
                    path.append(own)
                at = own
            if at is root:  # the searcher's own options are the same in every world
                actions = root_actions
            else:
                actions = hooks.candidates(rules, world, rules.legal_actions(world))
                narrow = p["opponent_top_k"]
                if narrow and mover != self._seat:
                    actions = actions[:narrow]
            children = at.children
            untried = []
            for action in actions:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.avail += 1
            if untried:
                action = untried[rng.randbelow(len(untried))] if len(untried) > 1 else untried[0]
                child = children[action] = Node(seats)
                child.avail = 1
                expanded = True
            elif group is None:
                best_score = -math.inf
                action = actions[0]
                for a in actions:
                    ch = children[a]
                    score = (ch.reward[mover] / ch.visits
                             + c * math.sqrt(math.log(ch.avail) / ch.visits))
                    if score > best_score:
                        best_score, action = score, a
                child = children[action]
            else:
                action = self._secret_pick(children, actions, mover, c, p["secret_mix"], rng)
                child = children[action]
            rules.apply(world, action, check=False)
            if group is not None:
                group.seat_node[mover] = child
                group.picks.append(action)
            else:
                node = child
            path.append(child)
        reward = self._playout(world, seats, rng)
        for nd in path:
            nd.visits += 1
            r = nd.reward
            for i in range(seats):
                r[i] += reward[i]

    @staticmethod
    def _secret_pick(children: dict[Any, Node], actions: Sequence[Action], mover: int, c: float,
                     mix: float, rng: Any) -> Action:
        """Selection inside a secret step: UCT mixed with a uniform pick (share ``mix``),
        ties broken at random. Plain UCT is deterministic, so two seats that cannot see each
        other can still fall into lock-step (both alternating between equally good picks)
        and the later one would seem to read the earlier pick; the mixing keeps their
        choices independent, as simultaneous moves are."""
        if mix and rng.random() < mix:
            return actions[rng.randbelow(len(actions))]
        best_score, best = -math.inf, [actions[0]]
        for a in actions:
            ch = children[a]
            score = ch.reward[mover] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
            if score > best_score + 1e-12:
                best_score, best = score, [a]
            elif score >= best_score - 1e-12:
                best.append(a)
        return best[0] if len(best) == 1 else best[rng.randbelow(len(best))]

    @staticmethod
    def _after_group(group: _Group, seats: int) -> Node:
        """The node after a secret step: below its anchor, keyed by the joint picks."""
        key = (JOINT_KEY, tuple(group.picks))
        node = group.anchor.children.get(key)
        if node is None:
            node = group.anchor.children[key] = Node(seats)
        return node

    def _playout(self, world: Any, seats: int, rng: Any) -> list[float]:
        rules, hooks, p = self.rules, self._hooks, self.active
        depth = p["rollout_depth"]
        policy = hooks.rollout_action
        decisions = steps = 0
        cap = p["max_playout_steps"]
        while True:
            mover = rules.current_player(world)
            if mover == TERMINAL:
                return terminal_values(rules, world, seats)
            if (depth is not None and decisions >= depth) or steps >= cap:
                return list(hooks.evaluate(rules, world))
            if mover == CHANCE:
                action = rules.sample_chance(world, rng)
            else:
                action = (policy(rules, world, rng) if policy is not None
                          else rules.sample_action(world, rng))
                decisions += 1
            rules.apply(world, action, check=False)
            steps += 1
