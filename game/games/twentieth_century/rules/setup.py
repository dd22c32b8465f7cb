"""Setup (spec §4) and the Preparation phase of rounds 1-5 (§6)."""

from __future__ import annotations

from game.engine.protocol import Event, GameConfig
from game.engine.rng import Rng

from ..data import DEFAULT, ERAS, SCORING_CARDS, GameData
from .events import emit
from .state import Player, TCState, Tile

OPTION_DEFAULTS = {"first_game": False, "open_holdings": False, "first_player": "random"}
FIRST_PLAYER = ("random", "seat1", "seat2", "seat3", "seat4", "seat5")
"""Round 1's start player: drawn, or a chosen seat (§4.1 step 6)."""


def new_game(config: GameConfig, seed: int, data: GameData = DEFAULT) -> TCState:
    n = config.num_players
    if not 3 <= n <= 5:
        raise ValueError(f"20th Century takes 3 to 5 players, not {n}")
    rng = Rng(seed)
    st = TCState(data, n, rng)
    st.options = {k: config.option(k, v) for k, v in OPTION_DEFAULTS.items()}
    if not st.options["first_game"]:
        for rnd in (2, 4):
            cards = [c for c in data.scoring_cards if SCORING_CARDS.get(c) == rnd]
            st.cards.append(rng.choice(cards))
    for era in ERAS:
        lands = list(data.lands_by_era[era])
        rng.shuffle(lands)
        st.land_stacks[era] = lands
        techs = list(data.techs_by_era[era])
        rng.shuffle(techs)
        st.tech_stacks[era] = techs
    for era, count in (("I-II", 2), ("III-IV", 2), ("V", 1)):
        cards = list(data.cats_by_era[era])
        rng.shuffle(cards)
        st.cat_stack.extend(cards[:count])  # the rest goes back to the box unseen
    starts = list(data.lands_by_era["start"])
    if len(starts) < n:
        raise ValueError("not enough starting lands")
    rng.shuffle(starts)
    for seat in range(n):
        p = Player()
        t = Tile(data.tiles[starts[seat]])
        t.x, t.y = 0, 0
        # citizens on the producing cities; the recycling plant starts empty (§4.2)
        t.cit = [not t.d.nodes[c].recycling for c in t.d.cities]
        t.garbage = 1
        p.tiles[t.d.id] = t
        p.order.append(t.d.id)
        p.cells[(0, 0)] = t.d.id
        st.players.append(p)
    first = st.options["first_player"]
    if first == "random":
        st.start = rng.randbelow(n)
    elif first in FIRST_PLAYER and int(first[4:]) <= n:
        st.start = int(first[4:]) - 1
    else:
        raise ValueError(f"20th Century: no seat {first!r} at a table of {n}")
    prepare(st, [])
    return st


def prepare(st: TCState, ev: list[Event]) -> None:
    """Preparation of round ``st.round`` (1-5): fresh displays, the catastrophe, the marker."""
    d = st.data
    era = st.era
    if st.catastrophe is not None:
        st.cat_seen.append(st.catastrophe)
    st.catastrophe = st.cat_stack.pop(0) if st.cat_stack else None
    stack = st.land_stacks[era]
    k = min(d.lands_per_round[st.n], len(stack))
    st.lands = stack[:k]
    del stack[:k]
    stack = st.tech_stacks[era]
    k = min(d.techs_per_round[st.n], len(stack))
    st.techs = stack[:k]
    del stack[:k]
    st.marker = d.marker_start[st.n]
    st.phase = "auction"
    st.leader = st.start
    st.withdrawn = []
    st.last_out = -1
    st.lot = None
    st.high_bid = 0
    st.high_bidder = -1
    st.passed = []
    st.bidder = -1
    for p in st.players:
        p.won = 0
        p.column = 0
        p.bid = 0
    if not st.silent:
        emit(st, ev, "round", None, round=st.round, lands=list(st.lands), techs=list(st.techs),
             catastrophe=st.catastrophe)
