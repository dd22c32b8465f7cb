"""Setup (spec 3, 10.1)."""

from __future__ import annotations

import pytest

from game.engine import PlayerSpec
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.data import CH0, STARTING_TILES, TOKEN_SQUARES, character_start

from .helpers import RULES, play, solo_config

DECK_AFTER_DEAL = {2: 6, 3: 2, 4: 5, 5: 1}
RES = {2: 25, 3: 20, 4: 18, 5: 16}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_intro_setup_per_player_count(n: int) -> None:
    s = RULES.new_game(GAME.config(n, mode="intro"), 7)
    assert len(s.deck) == DECK_AFTER_DEAL[n]
    assert len(s.discard) == (7 if n <= 3 else 0)
    assert len(s.box) == (6 if n <= 3 else 0)
    assert len(s.supply) == (45 if n <= 3 else 51) - 2 * n  # every intro set holds 2 tiles
    assert all(len(h) == 4 for h in s.hands)
    assert s.new_hand == [2] * n
    for seat in range(n):
        chars = s.tableaux[seat]
        assert len(chars) == 3 and chars[0] >= CH0 and (chars[0] - CH0) % 3 == 0
        assert chars == [chars[0], chars[0] + 1, chars[0] + 2]  # one whole intro set
        assert s.screen_res[seat] == 4 and len(s.screen_tiles[seat]) == 2 and s.vp[seat] == 2
        assert s.general[seat] == RES[n] - 4
    assert len({s.tableaux[i][0] for i in range(n)}) == n
    assert sorted(st[0] for st in s.stacks.values()) == sorted(STARTING_TILES)
    assert set(s.stacks) == {(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)}
    assert all(o == -1 for o in s.owner.values()) and not s.pawns
    assert s.tokens == list(TOKEN_SQUARES)
    d = s.decisions.top
    assert d is not None and d.kind == "select" and d.seat == s.first and d.secret


def test_first_player_option_and_deal_order() -> None:
    s = RULES.new_game(GAME.config(3, mode="intro", first_player="seat2"), 3)
    assert s.first == 1 and RULES.current_player(s) == 1
    assert GAME.validate_config(GAME.config(2, first_player="seat4")) is not None
    firsts = {RULES.new_game(GAME.config(4, mode="intro"), seed).first for seed in range(30)}
    assert len(firsts) > 1


def test_standard_game_drafts_characters_in_secret() -> None:
    s = RULES.new_game(GAME.config(3, first_player="seat1"), 11)
    assert s.phase == "draft" and all(len(p) == 4 for p in s.packets)
    dealt = [list(p) for p in s.packets]
    kept: list[list[int]] = [[], [], []]
    groups = set()
    for pick in range(3):
        for seat in range(3):
            assert RULES.current_player(s) == seat
            groups.add(RULES.secret_group(s))
            action = RULES.legal_actions(s)[0]
            kept[seat].append(int(action.card[2:]) + CH0 - 1)
            assert RULES.reveals_information(s, action) == (seat == 2)
            events = play(s, action)
            assert all(e.visible_to == frozenset((seat,)) for e in events
                       if e.kind == "draft_pick")
            if pick < 2 and seat < 2:
                assert s.tableaux == [[], [], []]  # nothing revealed before the end
        if pick == 0:  # seat 1 now picks from what seat 0 was dealt
            assert sorted(s.packets[1] + [kept[0][0]]) == sorted(dealt[0])
    assert len(groups) == 3
    assert s.tableaux == kept
    for seat in range(3):
        res = sum(character_start(c)[0] for c in kept[seat])
        tiles = sum(character_start(c)[1] for c in kept[seat])
        vp = sum(character_start(c)[2] for c in kept[seat])
        assert (s.screen_res[seat], len(s.screen_tiles[seat]), s.vp[seat]) == (res, tiles, vp)
    assert s.phase == "select" and all(len(h) == 4 for h in s.hands)


@pytest.mark.parametrize("level", ["hal", "hal_expert"])
def test_solo_setup(level: str) -> None:
    s = RULES.new_game(solo_config(level), 5)
    assert s.hal == 1 and s.expert == (level == "hal_expert")
    assert s.screen_res[0] == 6 and len(s.screen_tiles[0]) == 6 and s.vp[0] == 6
    assert s.tableaux == [[], []] and s.new_hand == [0, 0]
    assert s.general == [19, 25]
    assert len(s.box) == 6 and len(s.supply) == 45 - 6
    # nobody is dealt cards; round 1 begins with your 3 cards and Hal's card to choose
    assert len(s.hands[0]) == 3 and s.hands[1] == [] and len(s.deck) == 14 - 3
    d = s.decisions.top
    assert d is not None and d.kind == "hal_card" and d.seat == 0 and s.first == 0


def test_solo_needs_hal_as_second_seat() -> None:
    assert GAME.validate_config(GAME.config(1)) is not None
    both = (PlayerSpec("A", "automa:hal"), PlayerSpec("B", "automa:hal"))
    assert GAME.validate_config(GAME.config(both)) is not None
    hal_first = GAME.config((PlayerSpec("H", "automa:hal"), PlayerSpec("You")))
    s = RULES.new_game(hal_first, 1)
    assert s.hal == 0 and s.first == 1 and RULES.current_player(s) == 1
