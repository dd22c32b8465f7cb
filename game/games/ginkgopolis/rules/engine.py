"""GinkgopolisRules: the Rules protocol for Ginkgopolis (spec /work/shared/rules/ginkgopolis.md).

No chance nodes: the tile supply and the deck are shuffled by the state's generator, and
their order is hidden (``observation`` leaves it out, ``determinize`` reshuffles what the
seat cannot see). Steps that draw or reveal are flagged by ``reveals_information``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.decisions import Decision
from game.engine.protocol import (
    GAME_OVER,
    TERMINAL,
    Event,
    GameConfig,
    GameType,
    Rules,
    Score,
    Text,
    Viewer,
)
from game.engine.rng import Rng

from ..data import CARD_BY_NAME, CARD_NAMES, CH0, TILE_BY_NAME, TILE_NAMES, URB0
from . import flow, geometry, information, invariants, position, resolution, scoring, words
from .actions import (
    Choose,
    Commit,
    Contribute,
    Done,
    DraftPick,
    GiveHal,
    MoveToken,
    NewHand,
    from_json,
    to_json,
)
from .state import GState

SOLO_LEVELS = ("hal", "hal_expert")
FIRST_CHOICES = ("random", "seat1", "seat2", "seat3", "seat4", "seat5")

_COMMIT = [[Commit(CARD_NAMES[c], None if t < 0 else TILE_NAMES[t]) for t in range(-1, 60)]
           for c in range(CH0)]
_PICK = {c: DraftPick(CARD_NAMES[c]) for c in range(CH0, CH0 + 27)}
_GIVE = [GiveHal(CARD_NAMES[c]) for c in range(CH0)]
_CONTRIB = [Contribute(TILE_NAMES[t]) for t in range(60)]
_NEW_HAND = NewHand()
_DONE = Done()
_CHOICES = [Choose("resource"), Choose("tile")]


_MOVES: dict[tuple[int, int], MoveToken] = {}


def _move(sq: tuple[int, int]) -> MoveToken:
    """One MoveToken per square (a frozen dataclass costs microseconds to build)."""
    a = _MOVES.get(sq)
    if a is None:
        a = _MOVES[sq] = MoveToken(sq[0], sq[1])
    return a


def _destinations(state: GState, d: Decision) -> tuple[list[tuple[int, int]], bool]:
    """The pending token move's destinations: found when the decision was pushed, or (a
    position read from outside) found again."""
    m = state.moves
    if m is not None and m[0] is d:
        return m[1], m[2]
    return geometry.token_destinations(state.stacks, state.tokens, d.data["letter"],
                                       (d.data["x"], d.data["y"]))


def parse_config(config: GameConfig) -> tuple[int, int, bool]:
    """(seats, Hal's seat or -1, expert); ValueError for a table Ginkgopolis cannot seat."""
    n = config.num_players
    automa = [i for i, p in enumerate(config.players) if p.automa_level is not None]
    if automa:
        level = config.players[automa[0]].automa_level
        if len(automa) > 1 or n != 2:
            raise ValueError("ginkgopolis: the solo game seats one player and Hal (2 seats)")
        if level not in SOLO_LEVELS:
            raise ValueError(f"ginkgopolis has no solo opponent {level!r}")
        return n, automa[0], level == "hal_expert"
    if n == 1:
        raise ValueError("ginkgopolis: a solo game needs Hal as the second seat "
                         "(kind automa:hal or automa:hal_expert)")
    if not 2 <= n <= 5:
        raise ValueError(f"ginkgopolis takes 2 to 5 players, not {n}")
    return n, -1, False


class GinkgopolisRules(Rules[GState, Any]):
    game_id = "ginkgopolis"
    game_type = GameType(perfect_information=False, explicit_chance=False,
                         secret_simultaneous=True, min_players=1, max_players=5,
                         solo_opponents=SOLO_LEVELS)

    # --- setup ---------------------------------------------------------------------------
    def validate_config(self, config: GameConfig) -> str | None:
        try:
            n, hal, _ = parse_config(config)
        except ValueError as exc:
            return str(exc)
        first = config.option("first_player", "random")
        if first != "random" and hal < 0 and int(first[4:]) > n:
            return "ginkgopolis.config.no_such_seat"  # a catalog key: the new-game screen
        return None

    def new_game(self, config: GameConfig, seed: int) -> GState:
        n, hal, expert = parse_config(config)
        s = GState(n, Rng(seed))
        s.hal = hal
        s.expert = expert
        standard = config.option("mode", "standard") == "standard"
        s.intro = not standard or hal >= 0  # solo has no Characters at all
        first_opt = config.option("first_player", "random")
        if hal >= 0:
            first = 1 - hal
        elif first_opt == "random":
            first = s.rng.randbelow(n)
        else:
            first = int(first_opt[4:]) - 1
            if first >= n:
                raise ValueError(f"ginkgopolis: there is no seat {first + 1}")
        flow.new_game(s, standard and hal < 0, first)
        return s

    # --- whose move and what is legal -------------------------------------------------------
    def current_player(self, state: GState) -> int:
        items = state.decisions.items
        return items[-1].seat if items else TERMINAL

    def legal_actions(self, state: GState) -> list[Any]:
        d = state.decisions.top
        if d is None:
            return []
        kind, seat = d.kind, d.seat
        if kind == "select":
            hand = sorted(set(state.hands[seat]))
            tiles = sorted(set(state.screen_tiles[seat]))
            out: list[Any] = [_NEW_HAND] if state.new_hand[seat] > 0 and state.hal < 0 else []
            for c in hand:
                row = _COMMIT[c]
                out.append(row[0])
                out.extend(row[t + 1] for t in tiles)
            return out
        if kind == "contribute":
            return [_CONTRIB[t] for t in sorted(set(state.screen_tiles[seat]))] + [_DONE]
        if kind == "move_token":
            return [_move(sq) for sq in _destinations(state, d)[0]]
        if kind == "exploit_choice":
            return _CHOICES.copy()
        if kind == "draft":
            return [_PICK[c] for c in sorted(state.packets[seat])]
        return [_GIVE[c] for c in sorted(set(state.hands[seat]))]  # hal_card

    def sample_action(self, state: GState, rng: Rng) -> Any:
        items = state.decisions.items
        if items:
            d = items[-1]
            kind = d.kind
            if kind == "select":
                # one generator word for the whole choice: 1 in 32 a New Hand, else a
                # uniform card and a uniform tile-or-none
                seat = d.seat
                x = rng.next64()
                if x & 31 == 0 and state.new_hand[seat] > 0 and state.hal < 0:
                    return _NEW_HAND
                x >>= 5
                hand = state.hands[seat]
                tiles = state.screen_tiles[seat]
                x, c = divmod(x, len(hand))
                k = x % (len(tiles) + 1)
                return _COMMIT[hand[c]][tiles[k - 1] + 1 if k else 0]
            if kind == "exploit_choice":
                return _CHOICES[rng.next64() & 1]
            if kind == "contribute":
                tiles = state.screen_tiles[d.seat]
                x = rng.next64()
                if tiles and x % 3 == 0:
                    return _CONTRIB[tiles[(x >> 8) % len(tiles)]]
                return _DONE
            # the rest pick as rng.choice(legal_actions) would, without listing them
            if kind == "move_token":
                dests = _destinations(state, d)[0]
                return _move(dests[rng.randbelow(len(dests))])
            if kind == "draft":
                packet = sorted(state.packets[d.seat])
                return _PICK[packet[rng.randbelow(len(packet))]]
        return rng.choice(self.legal_actions(state))

    def explain_illegal(self, state: GState, action: Any) -> str | None:
        d = state.decisions.top
        if d is None:
            return GAME_OVER
        if action in self.legal_actions(state):
            return None
        return f"ginkgopolis.illegal.{d.kind}"  # what the pending decision asks for

    # --- playing -----------------------------------------------------------------------------
    def secret_group(self, state: GState) -> Any:
        d = state.decisions.top
        if d is None or not d.secret:
            return None
        if d.kind == "draft":
            return ("draft", d.data["pick"])
        return (d.kind, state.round, state.exhaustions)

    def reveals_information(self, state: GState, action: Any) -> bool:
        d = state.decisions.top
        if d is None:
            return False
        t = type(action)
        if t is DraftPick:
            return d.seat == state.n - 1
        if t is Commit:
            return state.hal >= 0 or state.resolved == state.n - 1
        if t is Contribute or t is GiveHal:
            return False
        if t is Done:
            return len(state.decisions) == 1 or state.decisions.items[-2].kind != "contribute"
        return True  # New Hand draws; other steps go on with the resolution

    def silence(self, state: GState) -> GState:
        state.quiet = True
        return state

    def _apply(self, state: GState, action: Any) -> list[Event]:
        ev: list[Event] | None = None if state.quiet else []
        d = state.decisions.items[-1]
        t = type(action)
        if t is Commit:
            flow.commit(state, d.seat, CARD_BY_NAME[action.card],
                        -1 if action.tile is None else TILE_BY_NAME[action.tile], ev)
        elif t is Contribute:
            tile = TILE_BY_NAME[action.tile]
            state.screen_tiles[d.seat].remove(tile)
            state.contrib[d.seat].append(tile)
        elif t is Done:
            state.decisions.items.pop()
            if ev is not None:
                ev.append(Event("contributed", d.seat, {}))
            if not state.decisions.items:
                resolution.reveal_contributions(state, ev)
                flow.advance(state, ev)
        elif t is MoveToken:
            state.decisions.items.pop()
            letter = d.data["letter"]
            dest = (action.x, action.y)
            m = state.moves
            if m is not None and m[0] is d:
                rel = m[2]
            else:
                # a legal square outside the token's interval is a Reletter destination (4.4)
                tokens = state.tokens
                rel = not geometry.in_interval(geometry.key(dest),
                                               geometry.key(tokens[(letter - 1) % 12]),
                                               geometry.key(tokens[(letter + 1) % 12]))
            resolution.move_token(state, letter, dest, rel, (d.data["x"], d.data["y"]), ev)
            flow.advance(state, ev)
        elif t is Choose:
            state.decisions.items.pop()
            state.queue.insert(0, ("gain", d.seat, "r" if action.item == "resource" else "t", 1))
            flow.advance(state, ev)
        elif t is NewHand:
            flow.new_hand(state, d.seat, ev)
        elif t is DraftPick:
            flow.draft_pick(state, CARD_BY_NAME[action.card], ev)
        else:
            flow.give_hal(state, CARD_BY_NAME[action.card], ev)
        return ev if ev is not None else []

    # --- the end ------------------------------------------------------------------------------
    def scores(self, state: GState) -> list[Score]:
        return [Score(sum(b.values()), b) for b in scoring.detail(state)]

    def winners(self, state: GState) -> list[int]:
        if state.phase != "over":
            return []
        totals = scoring.totals(state)
        best = max(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def turn_count(self, state: GState) -> int:
        return state.turns

    # --- information ---------------------------------------------------------------------------
    def observation(self, state: GState, player: int) -> dict[str, Any]:
        return information.observation(state, player)

    def determinize(self, state: GState, player: int, rng: Rng) -> GState:
        return information.determinize(state, player, rng)

    def redact(self, state: GState, viewer: Viewer) -> GState:
        return information.redact(state, viewer)

    def has_private_view(self, state: GState, player: int) -> bool:
        return player != state.hal

    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        return words.event_text(event)

    def action_text(self, state: GState, action: Any, viewer: Viewer) -> Text:
        return words.action_text(state, self.current_player(state), action)

    # --- serialisation -----------------------------------------------------------------------
    def position(self, state: GState) -> dict[str, Any]:
        return position.to_position(state)

    def from_position(self, data: Mapping[str, Any]) -> GState:
        return position.from_position(data)

    def check_invariants(self, state: GState) -> None:
        invariants.check(state)

    def action_to_json(self, action: Any) -> Any:
        return to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return from_json(data)

    # --- helpers for the UI, AI and tests -------------------------------------------------------
    def urbanization_letter(self, card: str) -> str | None:
        c = CARD_BY_NAME.get(card, -1)
        return card[2] if URB0 <= c < CH0 else None

