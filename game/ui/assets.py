"""Where bundled files live, in a source checkout and inside the PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    return root().joinpath("assets", *parts)
