"""The table's sound effects, synthesised with the standard library (no recordings).

``python -m game.ui.sound_synth`` writes ``assets/sounds/<name>.wav``; the files are the
project's own work (CC0, see ``assets/sounds/LICENSE``). The output is deterministic (fixed
noise seed), so a test checks that the committed files are exactly what this makes.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
"""Samples per second: plenty for short effects, small files."""


def _envelope(t: float, attack: float, decay: float) -> float:
    """A quick rise, then an exponential fall with time constant ``decay``."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def dice() -> list[float]:
    """Dice on a table: a handful of short wooden clicks, irregularly spaced, dying away."""
    rng = random.Random(6)
    length = 0.42
    out = [0.0] * int(RATE * length)
    t0 = 0.0
    for hit in range(6):
        t0 += 0.035 + rng.random() * 0.06
        loud = 0.9 * (0.72 ** hit)
        pitch = 900 + rng.random() * 700
        start = int(t0 * RATE)
        for i in range(int(0.03 * RATE)):
            if start + i >= len(out):
                break
            t = i / RATE
            body = math.sin(2 * math.pi * pitch * t) * 0.6 + (rng.random() * 2 - 1) * 0.4
            out[start + i] += loud * body * _envelope(t, 0.0008, 0.006)
    return out


def coins() -> list[float]:
    """Two coins landing: bright metallic partials, the second a little later and softer."""
    length = 0.5
    out = [0.0] * int(RATE * length)
    partials = ((2093.0, 1.0), (3136.0, 0.55), (4699.0, 0.3), (6272.0, 0.15))
    for delay, loud, detune in ((0.0, 0.55, 1.0), (0.09, 0.4, 1.06)):
        start = int(delay * RATE)
        for i in range(len(out) - start):
            t = i / RATE
            s = sum(a * math.sin(2 * math.pi * f * detune * t) for f, a in partials)
            out[start + i] += loud * s / 2.0 * _envelope(t, 0.002, 0.09)
    return out


def tile() -> list[float]:
    """A cardboard tile set down: a low soft thud with a little paper noise."""
    rng = random.Random(3)
    length = 0.18
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        thud = math.sin(2 * math.pi * (170 - 260 * t) * t) * _envelope(t, 0.003, 0.035)
        rustle = (rng.random() * 2 - 1) * _envelope(t, 0.001, 0.012) * 0.35
        out.append(0.9 * thud + rustle)
    return out


def turn() -> list[float]:
    """Your turn: a soft two-note chime (E5, then A5)."""
    length = 0.6
    out = [0.0] * int(RATE * length)
    for delay, freq in ((0.0, 659.25), (0.12, 880.0)):
        start = int(delay * RATE)
        for i in range(len(out) - start):
            t = i / RATE
            s = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(2 * math.pi * 2 * freq * t)
            out[start + i] += 0.32 * s * _envelope(t, 0.01, 0.16)
    return out


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "dice": dice, "coins": coins, "tile": tile, "turn": turn}


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit mono PCM frames, clipped to full scale."""
    return b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples)


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make in EFFECTS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(wav_bytes(make()))
        paths.append(path)
    return paths


if __name__ == "__main__":
    from .assets import asset_path

    target = Path(sys.argv[1]) if len(sys.argv) > 1 else asset_path("sounds")
    for p in write(target):
        print(p)
