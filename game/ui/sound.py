"""Short sound effects (dice, coins, tile placement, turn start) at the player's volume.

The mixer is opened only when the volume is above zero and an audio driver is meant to be
heard: never under ``SDL_AUDIODRIVER=dummy`` (tests, smoke, headless runs), and a machine
without a sound device simply stays silent. Playing never raises.
"""

from __future__ import annotations

import logging
import os
from typing import Any

import pygame

from .assets import asset_path

log = logging.getLogger(__name__)

NAMES = ("dice", "coins", "tile", "turn")
VOLUMES = (0, 25, 50, 75, 100)
"""Steps offered in the settings (per cent)."""


def audible() -> bool:
    """False where nothing can be heard on purpose (the dummy audio driver)."""
    return os.environ.get("SDL_AUDIODRIVER", "").lower() not in ("dummy", "disk")


class Sounds:
    def __init__(self, volume: int = 0, *, force: bool = False) -> None:
        """``force``: open the mixer even under the dummy driver (tests of this class)."""
        self.volume = 0
        self.sounds: dict[str, Any] = {}
        self.ready = False
        self.force = force
        self.played: list[str] = []
        """Names played, newest last (tests; capped)."""
        self.set_volume(volume)

    def _open(self) -> bool:
        if self.ready:
            return True
        if not (self.force or audible()):
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for name in NAMES:
                self.sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, OSError, FileNotFoundError) as exc:
            log.info("no sound: %s", exc)
            self.sounds.clear()
            return False
        self.ready = True
        return True

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        if self.volume and self._open():
            for sound in self.sounds.values():
                sound.set_volume(self.volume / 100)

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-20]
        if not self.volume or not self.ready:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error:  # a device that went away mid-game
            log.info("sound %s not played", name)

    def close(self) -> None:
        if self.ready and pygame.mixer.get_init():
            pygame.mixer.quit()
        self.ready = False
        self.sounds.clear()
