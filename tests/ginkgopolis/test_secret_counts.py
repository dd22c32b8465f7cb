"""Tiles given in secret at the first exhaustion (spec 2.2, 6.2): until the reveal, nothing
another viewer reads of the giving seat changes with each tile given, neither its
observation (counts in the redacted position) nor the table (its panel, the whole frame).
Positions written by hand (docs/positions/ginkgopolis.md), then played."""

from __future__ import annotations

from typing import Any

from game.engine import Match
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.data import TILE_NAMES
from game.games.ginkgopolis.rules import query
from game.games.ginkgopolis.rules.actions import Commit, Contribute, Done
from game.ui.table.harness import TableHarness, record_text

from .helpers import RULES, seat, state

TALL_BLUE = {(0, 0): (["B2", "B9", "B12"], 1, False)}
BOX = ["R13", "R14", "R15", "R16", "R17", "R18"]


def _exhausting() -> Any:
    """Three seats; seats 0 and 1 have committed, seat 2 chooses. Seat 0 (first) exploits
    the height-3 Blue 12 with one tile left in the supply: the first draw empties it and
    everybody is asked for tiles, seat 0 first."""
    used = {"B9", "B12", "Y19", "Y20", *BOX}
    rest = [f"{c}{k}" for c in "RBY" for k in range(4, 21) if f"{c}{k}" not in used]
    return state(n=3, seats=[seat(card="B12", tiles=["Y20"]),
                             seat(card="U-A", tiles=rest[:8],
                                  tableau=["CH04", "CH05", "CH06", "B2", "B9"]),
                             seat(hand=["U-L"], tiles=rest[8:])],
                 resolved=2, buildings=TALL_BLUE, supply=["Y19"], box=BOX, rng=7)


def _at_contributions() -> Any:
    s = _exhausting()
    RULES.apply(s, Commit("U-L"))
    assert [d.kind for d in s.decisions] == ["contribute"] * 3
    assert RULES.current_player(s) == 0 and len(s.screen_tiles[0]) == 2  # Y20 and Y19
    return s


def _public(obs: dict[str, Any], q: int) -> dict[str, Any]:
    return {k: obs["seats"][q][k] for k in ("tiles", "resources", "vp", "hand", "contribution")}


def test_other_viewers_observations_do_not_change_while_a_seat_gives_tiles() -> None:
    s = _at_contributions()
    before = {v: RULES.observation(s, v) for v in (1, 2)}
    redacted = {v: query.public_counts(RULES.redact(s, v), 0) for v in (None, 1, 2)}
    for tile in ("Y19", "Y20"):
        RULES.apply(s, Contribute(tile))
        for v in (1, 2):
            assert RULES.observation(s, v) == before[v]  # nothing at all changed for them
        for v in (None, 1, 2):
            assert query.public_counts(RULES.redact(s, v), 0) == redacted[v]
    assert query.public_counts(RULES.redact(s, 0), 0).tiles == 0  # the giver knows
    RULES.apply(s, Done())  # seat 1's turn to give: seat 0's count still as before
    for v in (1, 2):
        assert _public(RULES.observation(s, v), 0) == _public(before[v], 0)
    RULES.apply(s, Contribute(TILE_NAMES[s.screen_tiles[1][0]]))
    RULES.apply(s, Done())
    assert _public(RULES.observation(s, 2), 1) == _public(before[2], 1)
    # the reveal: now everybody sees the counts drop and the VP rise
    RULES.apply(s, Done())
    after = RULES.observation(s, 2)
    assert after["seats"][0]["vp"] == before[2]["seats"][0]["vp"] + 2
    assert after["seats"][1]["vp"] == before[2]["seats"][1]["vp"] + 1


def _strings(h: TableHarness, rec: Any) -> list[str]:
    rec.take()
    h.draw()
    return sorted(rec.take())


def test_the_table_of_other_viewers_does_not_change_while_a_seat_gives_tiles() -> None:
    """The frames of the public view and of seats 1 and 2 (panels, counts, their own
    area) are the same after each tile seat 0 gives; the panel counts of seat 0 stay as
    they were until the reveal."""
    s = _at_contributions()
    m = Match(GAME, GAME.config(3, mode="intro"), 1, s)
    tables = {v: TableHarness(GAME, m, viewer=v, can_act=False) for v in (None, 1, 2)}
    giver = TableHarness(GAME, m, viewer=0, can_act=True, apply=False)
    with record_text() as rec:
        frames = {v: _strings(h, rec) for v, h in tables.items()}
        panel = {v: [x for x in frames[v] if x.startswith("Cards 0 · Tiles 2")]
                 for v in tables}
        assert all(panel.values()), panel  # seat 0's public count: its 2 tiles
        mine = _strings(giver, rec)
        for tile in ("Y19", "Y20"):
            m.play(Contribute(tile))
            for v, h in tables.items():
                h.ui.on_events(0, None, [])  # the action leaves no event to show
                assert _strings(h, rec) == frames[v], (v, tile)
        # the giver's own view shows what it gave (its own secret), nobody else's does
        assert _strings(giver, rec) != mine
        m.play(Done())
        for v, h in tables.items():
            assert panel[v][0] in _strings(h, rec)
        m.play(Contribute(TILE_NAMES[m.state.screen_tiles[1][0]]))
        m.play(Done())
        m.play(Done())  # the reveal: seat 0's 2 tiles bring 2 VP, its panel says so
        for v, h in tables.items():
            assert panel[v][0] not in _strings(h, rec)
            assert any(x.startswith("Cards 0 · Tiles ") and "VP 2" in x
                       for x in _strings(h, rec))
