from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test gets its own data folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(folder))
    return folder
