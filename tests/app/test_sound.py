"""Sound effects: the project's own synthesised files, silent under the dummy driver, and
played by the tables at the right moments."""

from __future__ import annotations

import wave

import pygame

from game.app.scenes.table import TableScene
from game.engine import GameConfig, Match, PlayerSpec, registry
from game.ui import sound_synth
from game.ui.assets import asset_path
from game.ui.sound import NAMES, Sounds


def test_the_committed_sounds_are_exactly_what_the_synthesiser_makes(tmp_path) -> None:
    made = {p.name: p.read_bytes() for p in sound_synth.write(tmp_path)}
    assert sorted(made) == sorted(f"{n}.wav" for n in NAMES)
    for name, data in made.items():
        assert asset_path("sounds", name).read_bytes() == data, name
        with wave.open(str(asset_path("sounds", name))) as w:
            seconds = w.getnframes() / w.getframerate()
            assert w.getnchannels() == 1 and 0.1 < seconds < 1.0  # short effects
    licence = asset_path("sounds", "LICENSE").read_text()
    assert "CC0" in licence and "sound_synth.py" in licence


def test_the_dummy_driver_stays_silent_and_nothing_fails(monkeypatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sounds = Sounds(80)
    assert not sounds.ready and not pygame.mixer.get_init()
    sounds.play("dice")  # recorded, not heard
    assert sounds.played == ["dice"]


def test_forced_open_loads_every_effect_at_the_volume(monkeypatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sounds = Sounds(50, force=True)
    try:
        assert sounds.ready and sorted(sounds.sounds) == sorted(NAMES)
        assert abs(sounds.sounds["coins"].get_volume() - 0.5) < 0.01
        sounds.play("coins")
        sounds.set_volume(0)
        sounds.play("turn")  # silent at zero, still no error
    finally:
        sounds.close()
    assert not pygame.mixer.get_init()


def first_roll(info, players, seed: int) -> int:
    m = Match.new(info, GameConfig(players), seed)
    while m.current_player < 0 and not m.state.dice:
        m.play_chance()
    return sum(m.state.dice)


def test_the_tables_play_dice_coins_tile_and_turn(app) -> None:
    mk = registry.get("machi_koro")
    players = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "human", 1))
    # A game whose first roll pays (a 1, 2 or 3: every starting city earns then).
    seed = next(seed for seed in range(1, 100) if first_roll(mk, players, seed) <= 3)
    table = TableScene(app, Match.new(mk, GameConfig(players), seed))
    app.stack.push(table)
    app.frame(1 / 60, [])
    assert app.sounds.played == ["turn"]  # Ann's turn starts with her dice button
    table.play_held_chance()
    for _ in range(100):
        app.frame(0.05, [])
    assert app.sounds.played[1] == "dice"
    assert "coins" in app.sounds.played[2:]
    app.stack.pop()
    ak = registry.get("akropolis")
    table = TableScene(app, Match.new(ak, GameConfig(players), 3))
    app.stack.push(table)
    app.frame(1 / 60, [])
    table.submit(ak.rules.legal_actions(table.match.state)[0])
    app.frame(1 / 60, [])
    assert sorted(app.sounds.played[-2:]) == ["tile", "turn"]  # and Bob's turn (hot seat)
