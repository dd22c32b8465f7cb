"""The Machi Koro modules that draw nothing load without pygame (a fresh interpreter)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE = ("game.games.machi_koro", "game.games.machi_koro.rules", "game.games.machi_koro.data",
        "game.games.machi_koro.ai.hooks", "game.games.machi_koro.table.words", "game.games.machi_koro.table.anim")


def test_non_view_modules_do_not_load_pygame() -> None:
    code = ("import sys\n" + "".join(f"import {m}\n" for m in PURE)
            + "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
    assert out.stdout.strip() == "False"
