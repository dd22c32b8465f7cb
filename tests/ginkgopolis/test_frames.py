"""The city step by step (``rules.frames``): carried forward from the city before an action by
the events a viewer may see, the frames start at the previous state's city, end at the new
state's, and every city-changing event shows exactly its own change."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import TERMINAL, Rng
from game.games.ginkgopolis.data import LETTERS, TILE_BY_NAME
from game.games.ginkgopolis.rules.actions import Commit
from game.games.ginkgopolis.rules.frames import City, city, frames

from .helpers import GAME, RULES, seat, solo_config, state
from .test_geometry import RELETTER_CITY, RELETTER_TOKENS

CONFIGS = {
    "2": lambda: GAME.config(2, mode="intro"), "3": lambda: GAME.config(3),
    "4": lambda: GAME.config(4, mode="intro"), "5": lambda: GAME.config(5),
    "solo": lambda: solo_config("hal"), "solo_expert": lambda: solo_config("hal_expert"),
}


def _sound(c: City) -> None:
    """A city a player could see: tokens on distinct free squares (one may be lifted)."""
    placed = [t for t in c.tokens if t is not None]
    assert len(placed) == len(set(placed)) >= 11
    assert not any(t in c.stacks for t in placed)
    assert set(c.owner) == set(c.stacks) and c.pawns <= set(c.stacks)


def _each_event_shows_its_change(fr: list[City], events: list) -> None:
    for k, e in enumerate(events):
        was, now = fr[k], fr[k + 1]
        if e.kind == "urbanize":
            sq, letter = (e.data["x"], e.data["y"]), LETTERS.index(e.data["token"])
            assert sq not in was.stacks and was.tokens[letter] == sq
            assert now.stacks[sq] == (TILE_BY_NAME[e.data["tile"]],)
            assert now.owner[sq] == e.player and sq in now.pawns and now.tokens[letter] is None
        elif e.kind == "build_up":
            sq = (e.data["x"], e.data["y"])
            assert now.stacks[sq] == was.stacks[sq] + (TILE_BY_NAME[e.data["tile"]],)
            assert len(now.stacks[sq]) == e.data["height"] and now.owner[sq] == e.player
        elif e.kind == "token":
            assert now.tokens[LETTERS.index(e.data["token"])] == (e.data["x"], e.data["y"])
        elif e.kind == "rebuild":
            assert not now.pawns
        else:
            assert now is was  # nothing else changes the city
        _sound(now)


@pytest.mark.parametrize("kind", list(CONFIGS))
def test_frames_run_from_the_city_before_to_the_city_after_every_action(kind: str) -> None:
    seen_kinds: Counter[str] = Counter()
    for seed in range(40):
        s = RULES.new_game(CONFIGS[kind](), seed)
        rng = Rng(seed)
        step = 0
        while RULES.current_player(s) != TERMINAL:
            viewer = step % s.n if step % 3 else None  # every seat, and the public
            step += 1
            real_before = city(s)
            before = city(RULES.redact(s, viewer))  # what the viewer's table holds
            events = RULES.apply(s, RULES.sample_action(s, rng), check=False)
            seen = [v for v in (e.for_viewer(viewer) for e in events) if v is not None]
            fr = frames(before, seen)
            assert len(fr) == len(seen) + 1
            assert fr[0] == real_before
            assert fr[-1] == city(s), (kind, seed, step)
            _each_event_shows_its_change(fr, seen)
            seen_kinds.update(e.kind for e in seen)
    assert seen_kinds["urbanize"] and seen_kinds["build_up"] and seen_kinds["token"]
    assert seen_kinds["rebuild"]


def test_a_reletter_is_one_move_and_ends_where_the_tokens_stand() -> None:
    # the situation of test_geometry: G lifted from (1, -2) takes H's square, H steps on
    stacks = {sq: ([t], 0, False) for sq, t in zip(
        [sq for sq in RELETTER_CITY if not (-1 <= sq[0] <= 1 and -1 <= sq[1] <= 1)],
        [f"{c}{k}" for c in "RBY" for k in range(4, 21)], strict=False)}
    del stacks[(1, -2)]
    toks = {k: list(sq) if sq else None for k, sq in zip(LETTERS, RELETTER_TOKENS, strict=True)}
    toks["G"] = [1, -2]
    spare = [t for t in (f"{c}{k}" for c in "RBY" for k in range(4, 21))
             if t not in {v[0][0] for v in stacks.values()}]
    s = state(buildings=stacks, tokens=toks, resolved=1, general=[0, 25],
              seats=[seat(card="U-G", tile=spare[0], resources=25 - len(stacks)),
                     seat(hand=["U-L"])])
    before = city(s)
    events = RULES.apply(s, Commit("U-L"))
    moves = [(e.data["token"], (e.data["x"], e.data["y"])) for e in events if e.kind == "token"]
    # each event says where the token now stands: G on H's old square, H on the chosen one
    assert moves == [("G", (1, -3)), ("H", (0, -4))]
    fr = frames(before, events)
    at = [k + 1 for k, e in enumerate(events) if e.kind == "token"]
    assert fr[at[0]] is fr[at[1]]  # the whole Reletter at once: never two tokens on a square
    assert fr[at[0]].tokens[6] == (1, -3) and fr[at[0]].tokens[7] == (0, -4)
    assert fr[at[0] - 1].tokens[6] is None and fr[at[0] - 1].tokens[7] == (1, -3)
    assert fr[-1] == city(s)


def test_cities_compare_by_value_and_copies_are_independent() -> None:
    s = state(seats=[seat(hand=["R2"]), seat()])
    a, b = city(s), city(s)
    assert a == b and a is not b
    c = a.copy()
    c.tokens[0] = None
    c.pawns.add((0, 0))
    c.stacks[(0, 0)] += (5,)
    assert a == b and c != a
    assert a.tokens[0] is not None and not a.pawns and len(a.stacks[(0, 0)]) == 1
