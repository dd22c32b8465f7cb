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

from ..data import TILE_KINDS, stack_layout, tile_name, tile_set
from . import actions as act
from . import placement, position, scoring
from . import words as texts
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
REDACTED_RNG = 0
"""The generator of every redacted state: the real one's future is nobody's to see."""


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
        return min(state.stones[state.current], len(state.site) - 1)

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
            if slot:
                state.stones[p] -= slot
                if state.architect >= 0:
                    state.stones[state.architect] += slot
            city = state.cities[p]
            assert city is not None, "only the Illustrious Architect has no city"
            level, quarries = city.place(tile, TILE_KINDS[tile],
                                         city.g.index(action.q, action.r), action.rot)
            if loud:
                events.append(Event("take", p, {
                    "slot": slot, "tile": tile_name(tile), "cost": slot,
                    "to": "architect" if state.architect >= 0 and slot else "reserve"}))
                events.append(Event("place", p, {"tile": tile_name(tile), "q": action.q,
                                                 "r": action.r, "rot": action.rot,
                                                 "level": level}))
            if quarries:
                state.stones[p] += quarries
                if loud:
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
                    events.append(Event("chief", state.chief, {}))
            else:
                state.finished = True
                if loud:
                    sc = self.scores(state)
                    events.append(Event("game_over", None, {
                        "winners": self._winners(sc),
                        "totals": [s.total for s in sc]}))
        state.current = (p + 1) % n
        return events

    # --- the end -------------------------------------------------------------------------
    def seat_points(self, state: AkState, seat: int) -> dict[str, int]:
        city = state.cities[seat]
        if city is None:
            return scoring.architect_points(state.architect_tiles, state.solo or "hippodamos",
                                            state.stones[seat], state.variants)
        return scoring.city_points(city, state.stones[seat], state.variants)

    def scores(self, state: AkState) -> list[Score]:
        out = []
        for seat in range(state.n):
            pts = self.seat_points(state, seat)
            # the Architect wins a tie of totals and stones (spec 10.4)
            extra = (1 if state.cities[seat] is None else 0,) if state.solo else ()
            out.append(Score(sum(pts.values()), pts, (state.stones[seat],) + extra))
        return out

    def winners(self, state: AkState) -> list[int]:
        if not state.finished:
            return []
        return self._winners(self.scores(state))

    @staticmethod
    def _winners(sc: list[Score]) -> list[int]:
        best = max((s.total, s.tiebreak) for s in sc)
        return [i for i, s in enumerate(sc) if (s.total, s.tiebreak) == best]

    def turn_count(self, state: AkState) -> int:
        return state.turn

    # --- information -----------------------------------------------------------------------
    def redact(self, state: AkState, viewer: Viewer) -> AkState:
        """The same for every viewer: the unseen tiles dealt in sorted order into stacks of
        the real sizes, and a fixed generator."""
        st = state.clone()
        pool = sorted(t for s in state.stacks for t in s)
        st.stacks = []
        i = 0
        for s in state.stacks:
            st.stacks.append(pool[i:i + len(s)])
            i += len(s)
        st.rng = Rng(REDACTED_RNG)
        return st

    def observation(self, state: AkState, player: int) -> dict[str, Any]:
        data = position.to_position(state)
        data.pop("rng", None)
        stacks = data.pop("stacks")
        data["stack_sizes"] = [len(s) for s in stacks]
        data["unseen_tiles"] = sorted(t for s in stacks for t in s)
        data["viewer"] = player
        return data

    def determinize(self, state: AkState, player: int, rng: Rng) -> AkState:
        st = state.clone()
        pool = [t for s in state.stacks for t in s]
        pool.sort()  # start from what the seat knows (the unseen set), never the real order
        rng.shuffle(pool)
        stacks = []
        i = 0
        for s in state.stacks:
            stacks.append(pool[i:i + len(s)])
            i += len(s)
        st.stacks = stacks
        st.rng = rng.fork()
        return st

    # --- serialisation -------------------------------------------------------------------------
    def position(self, state: AkState) -> dict[str, Any]:
        return position.to_position(state)

    def from_position(self, data: Mapping[str, Any]) -> AkState:
        return position.from_position(data)

    def action_to_json(self, action: AkAction) -> Any:
        return act.to_json(action)

    def action_from_json(self, data: Any) -> AkAction:
        return act.from_json(data)

    # --- words for a viewer (everything is public: see texts.py) ------------------------------
    def action_text(self, state: AkState, action: AkAction, viewer: Viewer) -> Text:
        return texts.action_text(state, action)

    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        return texts.event_text(event)

    # --- helpers for the UI and the AI ---------------------------------------------------------
    def legal_placements(self, state: AkState, seat: int | None = None) -> list[tuple[int, int, int]]:
        """Every legal ``(q, r, rot)`` in ``seat``'s city (default: the mover); the same for
        every tile of the site."""
        seat = state.current if seat is None else seat
        city = state.cities[seat]
        return [] if city is None else list(placement.placements(city))

    def placement_level(self, state: AkState, q: int, r: int, rot: int,
                        seat: int | None = None) -> tuple[int, str | None]:
        """(level, None) if a tile may go there in ``seat``'s city, else (0, reason): for the
        ghost that follows the mouse."""
        city = state.cities[state.current if seat is None else seat]
        if city is None:
            return 0, ILLEGAL + "no_city"
        return placement.level_of(city, q, r, rot)

    def affordable_slots(self, state: AkState) -> list[int]:
        if state.finished:
            return []
        return list(range(self.max_slot(state) + 1))

    def preview(self, state: AkState, action: Place) -> tuple[dict[str, int], int]:
        """What a legal ``Place`` would change for the mover: points per breakdown key
        (stones included, net of the price) and stones gained from covered quarries."""
        p = state.current
        before = self.seat_points(state, p)
        after_state = state.clone()
        after_state.quiet = False  # the stones gained are read from the events
        events = self._apply(after_state, action)
        after = self.seat_points(after_state, p)
        gained = sum(e.data["gained"] for e in events if e.kind == "stones")
        return {k: after.get(k, 0) - before.get(k, 0) for k in after}, gained

    def score_details(self, state: AkState, seat: int) -> dict[str, dict[str, int]]:
        """Per colour ``{"value", "stars", "points"}`` for the score panel's tooltips."""
        city = state.cities[seat]
        if city is None:
            values, stars, _ = scoring.architect_values(
                state.architect_tiles, state.solo or "hippodamos", state.variants)
        else:
            values, stars = scoring.city_values(city, state.variants)
        return {key: {"value": values[c], "stars": stars[c], "points": values[c] * stars[c]}
                for c, key in enumerate(scoring.COLOUR_KEYS)}

    def architect_choice(self, state: AkState) -> int:
        """Slot the Architect would take now (for a UI hint)."""
        return architect_slot(state.site, state.stones[state.architect])

