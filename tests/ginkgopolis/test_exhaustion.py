"""Running out of tiles (spec 6.2, 7; Amb-5, 6, 13, 35)."""

from __future__ import annotations

from game.games.ginkgopolis.rules.actions import Choose, Commit, Contribute, Done

from .helpers import RULES, play, seat, state

TALL_BLUE = {(0, 0): (["B2", "B9", "B12"], 1, False)}
WON = ["CH04", "CH05", "CH06", "B2", "B9"]


def _setup():  # type: ignore[no-untyped-def]
    """Seat 0 exploits a height-3 blue building with one tile left in the supply; seat 1
    commits R20 on its card (so it cannot give it) and holds R19 and the other tiles."""
    extra = [f"{c}{k}" for c in "RBY" for k in range(4, 21)]
    used = {"B9", "B12", "Y20", "Y19", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20"}
    rest = [t for t in extra if t not in used]
    a = seat(card="B12", tiles=["Y20"])
    b = seat(hand=["U-L"], tiles=["R19", "R20", *rest], tableau=WON)
    return state(seats=[a, b], resolved=1, buildings=TALL_BLUE, supply=["Y19"],
                 box=["R13", "R14", "R15", "R16", "R17", "R18"], rng=99)


def test_first_exhaustion_pauses_the_action_and_asks_everyone() -> None:
    s = _setup()
    RULES.apply(s, Commit("U-L", "R20"))
    # the first tile (the last of the supply) was drawn; 2 more draws are owed
    assert s.exhaustions == 1 and not s.supply
    assert [d.kind for d in s.decisions] == ["contribute", "contribute"]
    assert RULES.current_player(s) == 0 and RULES.secret_group(s) is not None
    assert s.queue[0] == ("gain", 0, "t", 2)
    # the just drawn tile can be given; the committed R20 of seat 1 cannot
    assert sorted(a.tile for a in RULES.legal_actions(s) if isinstance(a, Contribute)) == \
        ["Y19", "Y20"]
    assert not RULES.reveals_information(s, Contribute("Y19"))
    play(s, Contribute("Y19"), Contribute("Y20"))
    assert not RULES.reveals_information(s, Done())
    play(s, Done())
    assert RULES.current_player(s) == 1
    assert Contribute("R20") not in RULES.legal_actions(s)
    assert RULES.reveals_information(s, Done())
    events = play(s, Contribute("R19"), Done())
    # the reveal says who gave how many (1 VP a tile), in turn order, no tile named
    told = [(e.player, e.data) for e in events if e.kind == "contribution"]
    assert told == [(0, {"count": 2}), (1, {"count": 1})]
    # 1 VP per tile; the new supply had 3 tiles, 2 of them went to seat 0's owed draws
    assert s.vp[0] == 2 + 0 and s.vp[1] == 1
    assert len(s.supply) == 1 and len(s.screen_tiles[0]) == 2
    assert not s.end_triggered and s.exhaustions == 1
    # seat 0's Exploit bonuses came after the draws (CH01: a resource); then seat 1 chooses
    assert s.screen_res[0] == 1 and RULES.legal_actions(s) == [Choose("resource"),
                                                               Choose("tile")]


def test_no_contribution_is_the_second_exhaustion_at_once() -> None:
    s = _setup()
    play(s, Commit("U-L", "R20"), Done(), Done())
    assert s.exhaustions == 2 and s.end_triggered and not s.supply
    assert len(s.screen_tiles[0]) == 2  # Y20 + Y19; the 2 other draws are lost
    play(s, Choose("tile"))  # seat 1 has no resource: an Exploit; the tile is lost
    assert s.phase == "over"


def test_second_exhaustion_ends_the_game_after_the_round() -> None:
    s = _setup()
    play(s, Commit("U-L", "R20"), Done(), Contribute("R19"), Done())
    # seat 0 draws R19 at once: the supply is empty a second time
    assert s.exhaustions == 2 and s.end_triggered
    assert s.vp[1] == 1 and 18 in s.screen_tiles[0]
    play(s, Choose("resource"))
    assert s.phase == "over" and RULES.winners(s)
