"""Hidden information (spec 2.2, 5.1, 6.2; Amb-30, 35): observation, determinize and redact
against hand-made hidden variants, and private events."""

from __future__ import annotations

import json

from game.engine import TERMINAL, Rng
from game.games.ginkgopolis.rules.actions import Commit

from .helpers import GAME, RULES, solo_config
from .variants import hidden_variants, private_texts


def _positions_along_a_game(config, seed: int, every: int = 3):  # type: ignore[no-untyped-def]
    s = RULES.new_game(config, seed)
    rng = Rng(seed)
    step = 0
    while RULES.current_player(s) != TERMINAL:
        if step % every == 0:
            yield s.clone()
        RULES.apply(s, RULES.sample_action(s, rng))
        step += 1


CONFIGS = [GAME.config(3), GAME.config(4, mode="intro"), solo_config("hal_expert")]


def test_hidden_variants_look_the_same_and_determinize_the_same() -> None:
    checked = 0
    for config in CONFIGS:
        for s in _positions_along_a_game(config, 4, every=8):
            for seat in range(s.n):
                if seat == s.hal:
                    continue
                obs = RULES.observation(s, seat)
                det = RULES.position(RULES.determinize(s, seat, Rng(9)))
                red = RULES.position(RULES.redact(s, seat))
                for v in hidden_variants(s, seat):
                    other = RULES.from_position(v)
                    assert RULES.observation(other, seat) == obs
                    assert RULES.position(RULES.determinize(other, seat, Rng(9))) == det
                    assert RULES.position(RULES.redact(other, seat)) == red
                    checked += 1
    assert checked > 200


def test_no_observation_or_public_event_shows_another_seats_secrets() -> None:
    for config in CONFIGS:
        s = RULES.new_game(config, 8)
        rng = Rng(8)
        while RULES.current_player(s) != TERMINAL:
            for seat in range(s.n):
                secret = private_texts(s, seat)
                for other in range(s.n):
                    if other == seat:
                        continue
                    obs = RULES.observation(s, other)
                    # where the unseen items are is what stays hidden; the reserve stacks
                    # are public cards that may share a name with a hidden tile
                    for key in ("unseen_cards", "unseen_tiles", "unseen_characters",
                                "reserve"):
                        del obs[key]
                    text = json.dumps(obs)
                    assert not any(f'"{x}"' in text for x in secret), (seat, other, secret)
            action = RULES.sample_action(s, rng)
            actor = RULES.current_player(s)
            for e in RULES.apply(s, action):
                for viewer in range(s.n):
                    seen = e.for_viewer(viewer)
                    if seen is not None and viewer != actor and e.visible_to is not None:
                        assert viewer in e.visible_to or seen is e.redacted


def test_commit_is_private_and_its_text_too() -> None:
    s = RULES.new_game(GAME.config(2, mode="intro", first_player="seat1"), 2)
    hand = sorted(s.hands[0])
    action = RULES.legal_actions(s)[1]
    assert isinstance(action, Commit)
    assert RULES.action_visible_to(s, action) == frozenset((0,))
    text = RULES.action_text(s, action, 0)
    assert text.key.startswith("ginkgopolis.action.Commit") and text.args["player"] == 0
    events = RULES.apply(s, action)
    [e] = [e for e in events if e.kind == "commit"]
    assert e.for_viewer(1) is not None and e.for_viewer(1).kind == "commit_hidden"  # type: ignore[union-attr]
    assert "card" not in e.for_viewer(1).data  # type: ignore[union-attr]
    assert hand


def test_redact_is_canonical_for_the_public() -> None:
    s = RULES.new_game(GAME.config(3, mode="intro"), 6)
    pub = RULES.position(RULES.redact(s, None))
    t = RULES.new_game(GAME.config(3, mode="intro"), 6)
    t.hands[0], t.hands[1] = t.hands[1], t.hands[0]
    assert RULES.position(RULES.redact(t, None)) == pub
    assert RULES.has_private_view(s, 0)
