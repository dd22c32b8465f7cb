"""Where the app keeps its data: saves and settings.

The data folder is ``platformdirs.user_data_dir("city-builders")`` unless the environment
variable ``CITY_BUILDERS_HOME`` points elsewhere (tests always set it, so no test ever touches
a real profile).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from game import APP_NAME

HOME_ENV = "CITY_BUILDERS_HOME"


def home() -> Path:
    """The data folder (not created here: reading must not leave folders behind)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """``<home>/saves``, created on demand."""
    folder = home() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    return home() / "settings.json"
