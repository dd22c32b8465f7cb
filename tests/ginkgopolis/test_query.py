"""rules/query: every question the table asks, answered from positions written in the
documented format (docs/positions/ginkgopolis.md, through ``helpers.make``)."""

from __future__ import annotations

from game.games.ginkgopolis.data import CARD_BY_NAME, LETTERS, TOKEN_SQUARES
from game.games.ginkgopolis.rules import frames, query
from game.games.ginkgopolis.rules.state import GState

from .helpers import RULES, seat, state

D_SQUARE = (2, 1)


def draft() -> GState:
    """Standard game, second pick of the draft: seat 0 decides, each seat kept one
    Character (nothing dealt yet; 7 cards set aside at setup)."""
    return state(phase="draft", mode="standard",
                 discard=["U-F", "U-G", "U-H", "U-I", "U-J", "U-K", "U-L"],
                 seats=[seat(tableau=[], draft_packet=["CH19", "CH04", "CH14"],
                             draft_kept=["CH02"]),
                        seat(tableau=[], draft_packet=["CH01", "CH11", "CH26"],
                             draft_kept=["CH03"])],
                 decisions=[{"kind": "draft", "seat": 0, "data": {"pick": 1}, "secret": True}])


def token_move(other: str = "U-E") -> GState:
    """Seat 0 urbanized token D's square (2, 1) with R15 and chooses where D goes; seat 1
    resolves next. Still owed: R3's resource (west), CH02's Urbanize tile, the discard."""
    tokens: dict[str, list[int] | None] = {k: list(TOKEN_SQUARES[i]) for i, k in
                                           enumerate(LETTERS)}
    tokens["D"] = None
    return state(phase="resolve", active=0, buildings={D_SQUARE: (["R15"], 0, True)},
                 tokens=tokens, seats=[seat(card="U-D"), seat(card=other)],
                 queue=[["gain", 0, "r", 1], ["gain", 0, "t", 1], ["discard", 0]],
                 decisions=[{"kind": "move_token", "seat": 0,
                             "data": {"letter": 3, "x": 2, "y": 1}, "secret": False}])


def test_the_hand_row_is_the_packet_while_drafting_and_nothing_for_others() -> None:
    s = draft()
    assert query.cards_shown(s, 0) == ["CH04", "CH14", "CH19"]  # sorted
    assert query.cards_shown(s, None) == [] and query.cards_shown(s, 7) == []
    assert query.tableau_shown(s, 0) == [CARD_BY_NAME["CH02"]]  # kept so far, its secret
    s = state(seats=[seat(hand=["U-C", "R2"], tiles=["Y20", "B7"]), seat()])
    assert query.cards_shown(s, 0) == ["U-C", "R2"]  # the hand in its own order
    assert query.tiles_shown(s, 0) == ["B7", "Y20"] and query.tiles_shown(s, None) == []
    assert query.tableau_shown(s, 1) == [CARD_BY_NAME[c] for c in ("CH04", "CH05", "CH06")]


def test_hal_has_no_private_view() -> None:
    s = state(solo="hal", hal=1, seats=[seat(hand=["R2"]), seat(hand=[], card="U-A")],
              decisions=[{"kind": "select", "seat": 0, "data": {}, "secret": False}])
    assert query.cards_shown(s, 1) == [] and query.tiles_shown(s, 1) == []
    assert query.tableau_shown(s, 1) == []
    assert query.first_player(s) is None and query.new_hands(s, 0) is None
    assert query.hal(s) == (1, False) and query.hal(state(seats=[seat(hand=["R1"]), seat()])) is None
    assert query.own_seat(s, 1) is None and query.own_seat(s, 0) == 0
    assert query.screen(s, 1) is None
    counts = query.public_counts(s, 1)
    assert counts.hal and counts.resources == s.general[1] and counts.new_hand is None


def test_the_decision_is_the_viewers_only_when_it_takes_it() -> None:
    s = draft()
    d = query.decision_for(s, 0)
    assert d is not None and d.kind == "draft"
    assert query.decision_for(s, 1) is None and query.decision_for(s, None) is None


def test_token_targets_are_the_legal_squares_for_the_deciding_seat_only() -> None:
    s = token_move()
    legal = {(a.x, a.y) for a in RULES.legal_actions(s)}
    assert set(query.token_targets(s, 0)) == legal and len(legal) >= 2
    assert query.token_targets(s, 1) == [] and query.token_targets(s, None) == []
    shown = query.world_squares(s, 0)
    assert set(s.stacks) <= set(shown) and legal <= set(shown)
    assert all(t in shown for t in s.tokens if t is not None)
    assert not legal & set(query.world_squares(s, 1))


def test_hal_target_is_the_building_or_the_token_his_card_names() -> None:
    s = state(seats=[seat(hand=["R1"]), seat()])
    assert query.hal_target(s, "R2") == (0, 1) and query.hal_target(s, "U-A") == (-1, 2)


def test_a_card_is_public_where_every_seat_may_see_it() -> None:
    s = state(resolved=1, phase="select",
              seats=[seat(hand=["U-C", "R2"], card="U-D"), seat(hand=["U-F"])],
              discard=["U-A"], decisions=[{"kind": "select", "seat": 1, "data": {},
                                           "secret": True}])
    assert query.card_public(s, 0, "U-A") and query.card_public(s, None, "U-A")  # the pile
    assert query.card_public(s, 1, "CH04")  # a tableau
    assert query.card_public(s, 1, "R2")  # its building's top in the city
    assert query.card_public(s, 0, "U-C") and not query.card_public(s, 1, "U-C")  # a hand
    assert query.card_public(s, 0, "U-D") and not query.card_public(s, 1, "U-D")  # own pick
    assert not query.card_public(s, None, "U-F")
    # once the resolution has revealed seat 0's action, its card is public
    r = token_move(other="U-E")
    assert query.card_public(r, 1, "U-D") and not query.card_public(r, 0, "U-E")


def test_district_leaders_follow_the_district_scoring() -> None:
    # seat 0 owns two floors of red at (-1, 1) and (0, 1) next to each other; (1, 1) nobody's
    s = state(buildings={(-1, 1): (["R1", "R7"], 0, False), (0, 1): (["R2", "R8"], 1, False),
                         (1, 1): (["R3", "R9", "R10"], 0, False)},
              seats=[seat(hand=["B1"], tableau=["CH01", "CH02", "CH03", "R1", "R3", "R9"]),
                     seat(tableau=["CH04", "CH05", "CH06", "R2"])])
    marks = {tuple(sorted(d.squares)): d for d in query.district_leaders(frames.city(s))}
    red = marks[((-1, 1), (0, 1), (1, 1))]
    assert (red.leader, red.lead, red.total) == (0, 5, 7)  # 5 resources against 2
    assert (red.colour, red.number) == (0, 1)  # "Red district 1", as the results say
    start = state(seats=[seat(hand=["B1"]), seat()])
    unowned = [d.leader for d in query.district_leaders(frames.city(start))]
    assert unowned and all(lead is None for lead in unowned)


def test_seat_status_first_player_and_new_hands() -> None:
    s = state(n=3, first=1, resolved=1, seats=[seat(), seat(card="R2", hand=["R1"]),
                                               seat(new_hand=0, hand=["B1"])],
              decisions=[{"kind": "select", "seat": 2, "data": {}, "secret": True}])
    assert query.seat_status(s, 1) == ("chosen", 0)
    assert query.seat_status(s, 2) is None and query.seat_status(s, 0) is None
    assert query.first_player(s) == 1
    assert query.new_hands(s, 0) == 2 and query.new_hands(s, 2) == 0
    assert query.seat_status(draft(), 1) == ("kept", 1)
    assert query.seat_status(token_move(), 0) == ("acting", 0)
    assert query.seat_status(token_move(), 1) is None


def test_the_pick_shown_is_the_viewers_own_while_the_others_choose() -> None:
    s = state(resolved=1, seats=[seat(card="R2", tile="B7"), seat(hand=["B1"])],
              decisions=[{"kind": "select", "seat": 1, "data": {}, "secret": True}])
    assert query.pick_shown(s, 0) == ("R2", "B7")
    assert query.pick_shown(s, 1) is None and query.pick_shown(s, None) is None
    assert query.pick_shown(token_move(), 0) is None  # resolving: no longer a secret pick


def test_tableau_rows_group_by_trigger_characters_first() -> None:
    rows = query.tableau_rows([CARD_BY_NAME[c] for c in ("R2", "CH01", "CH02", "CH03")])
    assert len(rows) == 4 and rows[0][0] == "CH01" and all(rows[:3])
    assert sum(len(r) for r in rows) == 4
    end = [c for c in ("R10", "B15", "Y20") if c in CARD_BY_NAME]
    assert all(c in query.tableau_rows([CARD_BY_NAME[c] for c in end])[3] for c in end)


def test_the_screen_and_the_public_counts() -> None:
    s = state(resolved=1, seats=[seat(card="R2", tile="B7", tiles=["Y20"], resources=4, vp=9,
                                      hand=["U-C"]),
                                 seat(hand=["U-F", "U-G"], new_hand=1)],
              decisions=[{"kind": "select", "seat": 1, "data": {}, "secret": True}])
    mine = query.screen(s, 0)
    assert mine == query.Screen(False, 4, 9, 0) and query.screen(s, None) is None
    assert query.screen(draft(), 0) == query.Screen(True, 0, 0, 0)
    assert query.public_counts(s, 1) == query.Counts(False, 2, 0, 0, 0, 1)
    # what seat 1 knows of seat 0: its committed tile still counts among its tiles
    seen = RULES.redact(s, 1)
    assert query.public_counts(seen, 0).tiles == 2 and query.public_counts(s, 0).tiles == 1
    assert query.deciding_seat(s) == 1
    over = state(phase="over", end_triggered=True, seats=[seat(), seat()])
    assert query.deciding_seat(over) is None


def test_payable_is_what_the_resolution_pays() -> None:
    # R8 on R2 is a height-2 building of seat 1: a red tile costs 3 resources, another colour
    # 4; building under its number costs VP (R5 costs 3 VP)
    def s_(res: int, vp: int = 0) -> GState:
        return state(buildings={(0, 1): (["R2", "R8"], 1, False)},
                     seats=[seat(resources=res, vp=vp, tiles=["R5", "R10", "B10"],
                                 hand=["R8", "U-A"]),
                            seat(hand=["U-D"], tableau=["CH04", "CH05", "CH06", "R2"])])
    assert query.payable(s_(0), 0, "R8", None) and query.payable(s_(0), 0, "U-A", None)
    assert not query.payable(s_(0), 0, "U-A", "R10") and query.payable(s_(1), 0, "U-A", "R10")
    assert not query.payable(s_(2), 0, "R8", "R10") and query.payable(s_(3), 0, "R8", "R10")
    assert not query.payable(s_(3), 0, "R8", "B10") and query.payable(s_(4), 0, "R8", "B10")
    assert not query.payable(s_(3, vp=2), 0, "R8", "R5")
    assert query.payable(s_(3, vp=3), 0, "R8", "R5")
    # the rules agree: an unpayable tile falls back to Exploit (5.4.4)
    for res, vp, card, tile in ((2, 0, "R8", "R10"), (3, 0, "R8", "R10"), (0, 0, "U-A", "R10"),
                                (3, 0, "R8", "B10"), (3, 2, "R8", "R5"), (3, 3, "R8", "R5")):
        assert query.preview(s_(res, vp), 0, card, tile).fallback == (
            not query.payable(s_(res, vp), 0, card, tile))
