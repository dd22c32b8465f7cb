"""AkropolisRules: the Rules protocol for Akropolis (spec sections 4-6, 8, 10).

No chance nodes: the stacks are shuffled and dealt by the state's generator at setup (their
content and order are hidden: ``observation`` leaves them out and ``determinize`` redeals
the unseen tiles). Revealing a stack happens inside the move that leaves one tile on the
site; ``reveals_information`` flags that move so undo never crosses it.

The stack order is hidden from every seat alike, so every view (``redact``) is the same and
no log line may name a tile before its stack is revealed. Refusals are catalog keys
(``akropolis.illegal.<code>``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.protocol import (
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

from ..data import stack_layout, tile_name, tile_set
from . import actions as act
from . import information, invariants, placement, position, query, words
from .actions import AkAction, ArchitectTake, Place
from .automa import LEVELS, architect_slot
from .city import City
from .movelist import PlaceList
from .state import AkState

OPTION_VARIANTS = {"variant_houses": "house", "variant_markets": "market",
                   "variant_barracks": "barracks", "variant_temples": "temple",
                   "variant_gardens": "garden"}
ILLEGAL = "akropolis.illegal."
_new = tuple.__new__


def parse_config(config: GameConfig) -> tuple[int, str | None, int]:
    """(seats, solo level or None, Architect seat or -1); raises ValueError for a table
    Akropolis cannot seat."""
    n = config.num_players
    automa = [i for i, p in enumerate(config.players) if p.automa_level]
    if automa:
        if len(automa) > 1:
            raise ValueError("akropolis: only one Illustrious Architect can play")
        if n != 2:
            raise ValueError("akropolis: the solo game seats one player and the "
                             "Illustrious Architect (2 seats)")
        level = config.players[automa[0]].kind[7:]
        if level not in LEVELS:
            raise ValueError(f"akropolis has no solo opponent {level!r}")
        return n, level, automa[0]
    if n == 1:
        raise ValueError("akropolis: a solo game needs the Illustrious Architect as seat 2 "
                         "(kind automa:hippodamos, automa:metagenes or automa:callicrates)")
    if not 2 <= n <= 4:
        raise ValueError(f"akropolis takes 2 to 4 players, not {n}")
    return n, None, -1


class AkropolisRules(Rules[AkState, AkAction]):
    game_id = "akropolis"
    game_type = GameType(perfect_information=False, explicit_chance=False,
                         secret_simultaneous=False, min_players=1, max_players=4,
                         solo_opponents=LEVELS)
    """The stack order is hidden from everyone; the shuffle happens at setup, so there are no
    chance nodes. One player means the solo game: a 2-seat table whose other seat is an
    ``automa:LEVEL`` Illustrious Architect."""

    # --- setup -------------------------------------------------------------------------
    def validate_config(self, config: GameConfig) -> str | None:
        """The solo table: one player plus the Illustrious Architect as an ``automa`` seat."""
        try:
            parse_config(config)
        except ValueError as exc:
            return str(exc)
        return None

    def new_game(self, config: GameConfig, seed: int) -> AkState:
        n, solo, architect = parse_config(config)
        long_game = bool(config.option("long_game", False)) and n < 4
        variants = frozenset(colour for key, colour in OPTION_VARIANTS.items()
                             if config.option(key, False))
        rng = Rng(seed)
        st = AkState(n, solo, long_game, variants, rng)
        st.architect = architect
        tiles = tile_set(n, long_game)
        rng.shuffle(tiles)
        count, size = stack_layout(n, long_game)
        st.stacks = [tiles[i * size:(i + 1) * size] for i in range(count)]
        st.site = tiles[count * size:]
        if len(st.site) == 1:  # 3-player longer game: reveal the first stack at once
            st.site.extend(st.stacks.pop(0))
        chief = 1 - architect if solo else 0  # the player always starts a solo game
        if solo is None and config.option("first_player", "seat1") == "random":
            chief = rng.randbelow(n)
        st.chief = st.current = chief
        for j in range(n):
            st.stones[(chief + j) % n] = j + 1
        st.cities = [None if st.is_architect(i) else City.starting() for i in range(n)]
        return st

    # --- whose move, what is legal -----------------------------------------------------
    def current_player(self, state: AkState) -> int:
        return TERMINAL if state.finished else state.current

    def max_slot(self, state: AkState) -> int:
        return query.max_slot(state)

    def _city(self, state: AkState, seat: int) -> City:
        city = state.cities[seat]
        assert city is not None, "only the Illustrious Architect has no city"
        return city

    def legal_actions(self, state: AkState) -> Sequence[AkAction]:
        """A lazy :class:`~.movelist.PlaceList` for a city (a turn offers hundreds to
        thousands of placements; it makes a ``Place`` only when one is asked for)."""
        if state.finished:
            return []
        p = state.current
        if p == state.architect:
            return [ArchitectTake(architect_slot(state.site, state.stones[p]))]
        top = min(state.stones[p], len(state.site) - 1)
        return PlaceList(placement.moves(self._city(state, p)), top + 1)

    def sample_action(self, state: AkState, rng: Rng) -> AkAction:
        p = state.current
        if p == state.architect:
            return ArchitectTake(architect_slot(state.site, state.stones[p]))
        moves = placement.moves(self._city(state, p))
        slot = rng.randbelow(min(state.stones[p], len(state.site) - 1) + 1)
        a, k = moves.nth(rng.randbelow(moves.total))
        g = moves.g
        r, q = divmod(a, g.W)
        return _new(Place, (slot, q - g.R, r - g.R, k))  # one tuple: no table to build

    def explain_illegal(self, state: AkState, action: Any) -> str | None:
        """``None`` or a catalog key ``akropolis.illegal.<code>``; any object is welcome."""
        if state.finished:
            return ILLEGAL + "over"
        p = state.current
        if p == state.architect:
            forced = ArchitectTake(architect_slot(state.site, state.stones[p]))
            if type(action) is ArchitectTake and type(action.site) is int and action == forced:
                return None
            return ILLEGAL + "architect"
        if type(action) is not Place:
            return ILLEGAL + "not_a_move"
        # exactly int: a bool or an int subclass could compare equal yet print differently
        if not all(type(v) is int for v in action):
            return ILLEGAL + "malformed"
        slot = action.site
        if not 0 <= slot < len(state.site):
            return ILLEGAL + "no_tile"
        if slot > state.stones[p]:
            return ILLEGAL + "cost"
        if not 0 <= action.rot < 6:
            return ILLEGAL + "rotation"
        return placement.refusal(self._city(state, p), action.q, action.r, action.rot)

    # --- playing -------------------------------------------------------------------------
    def reveals_information(self, state: AkState, action: AkAction) -> bool:
        return not state.finished and len(state.site) == 2 and bool(state.stacks)

    def silence(self, state: AkState) -> AkState:
        state.quiet = True
        return state

    def _apply(self, state: AkState, action: AkAction) -> list[Event]:
        p = state.current
        slot = action[0]
        tile = state.site.pop(slot)
        loud = not state.quiet  # a search copy builds no events (see silence)
        events: list[Event] = []
        if isinstance(action, ArchitectTake):
            state.stones[p] -= slot
            state.architect_tiles.append(tile)
            if loud:
                events.append(Event("architect_take", p, {
                    "slot": slot, "tile": tile_name(tile), "cost": slot}))
        else:
            level, quarries = placement.build(state, p, tile, action)
            if loud:
                events.append(Event("take", p, {
                    "slot": slot, "tile": tile_name(tile), "cost": slot,
                    "to": "architect" if state.architect >= 0 and slot else "reserve"}))
                events.append(Event("place", p, {"tile": tile_name(tile), "q": action.q,
                                                 "r": action.r, "rot": action.rot,
                                                 "level": level}))
                if quarries:
                    events.append(Event("stones", p, {"gained": quarries}))
        state.turn += 1
        n = state.n
        if len(state.site) == 1:
            if state.stacks:
                revealed = state.stacks.pop(0)
                state.site.extend(revealed)
                # clockwise = the next player (in a regular round they are the same seat)
                state.chief = (p + 1) % n
                if loud:
                    events.append(Event("reveal", None, {
                        "tiles": [tile_name(t) for t in revealed],
                        "stacks_left": len(state.stacks)}))
                    events.append(Event("chief", state.chief, words.architect_mark(
                        state, state.chief)))
            else:
                state.finished = True
                if loud:
                    sc = query.scores(state)
                    over: dict[str, Any] = {"winners": query.best(sc),
                                            "totals": [s.total for s in sc]}
                    if state.architect >= 0:
                        over["architect"] = state.architect
                    events.append(Event("game_over", None, over))
        state.current = (p + 1) % n
        return events

    # --- the end -------------------------------------------------------------------------
    def seat_points(self, state: AkState, seat: int) -> dict[str, int]:
        return query.seat_points(state, seat)

    def scores(self, state: AkState) -> list[Score]:
        return query.scores(state)

    def winners(self, state: AkState) -> list[int]:
        return query.winners(state)

    def turn_count(self, state: AkState) -> int:
        return state.turn

    # --- information (see information.py) ----------------------------------------------------
    def redact(self, state: AkState, viewer: Viewer) -> AkState:
        return information.redact(state, viewer)

    def observation(self, state: AkState, player: int) -> dict[str, Any]:
        return information.observation(state, player)

    def determinize(self, state: AkState, player: int, rng: Rng) -> AkState:
        return information.determinize(state, player, rng)

    # --- serialisation -------------------------------------------------------------------------
    def position(self, state: AkState) -> dict[str, Any]:
        return position.to_position(state)

    def from_position(self, data: Mapping[str, Any]) -> AkState:
        return position.from_position(data)

    def check_invariants(self, state: AkState) -> None:
        """Every invariant of a reachable state (see :mod:`.invariants`)."""
        invariants.check(state)

    def action_to_json(self, action: AkAction) -> Any:
        return act.to_json(action)

    def action_from_json(self, data: Any) -> AkAction:
        return act.from_json(data)

    # --- words for a viewer (everything is public: see words.py) ------------------------------
    def action_text(self, state: AkState, action: AkAction, viewer: Viewer) -> Text:
        return words.action_text(state, action)

    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        return words.event_text(event)

    # --- the table's questions, answered in query.py (tests and the Hint ask them here) ------
    def legal_placements(self, state: AkState,
                         seat: int | None = None) -> list[tuple[int, int, int]]:
        """Every legal ``(q, r, rot)`` in ``seat``'s city (default: the mover)."""
        return query.legal_placements(state, seat)

    def placement_level(self, state: AkState, q: int, r: int, rot: int,
                        seat: int | None = None) -> tuple[int, str | None]:
        return query.placement_level(state, q, r, rot, seat)

    def affordable_slots(self, state: AkState) -> list[int]:
        return query.affordable_slots(state)

    def preview(self, state: AkState, action: Place) -> tuple[dict[str, int], int]:
        """Points per breakdown key and stones gained if the mover played ``action``."""
        return query.preview(state, action)

    def score_details(self, state: AkState, seat: int) -> dict[str, dict[str, int]]:
        return query.score_details(state, seat)

    def architect_choice(self, state: AkState) -> int:
        return query.architect_choice(state)
