"""Save files, settings and where they live. No pygame.

* :mod:`.paths` - the data folder (``CITY_BUILDERS_HOME`` or the platform's user data dir).
* :mod:`.atomic` - crash-safe writes with a ``.bak`` of the previous version.
* :mod:`.model` - the save file format (one pydantic model) and its digest.
* :mod:`.saves` - save, load (lenient), check (strict), list.
* :mod:`.settings` - the player's settings.
"""

from .saves import (
    LoadResult,
    SaveError,
    SaveSummary,
    check_file,
    delete_save,
    history_lost,
    latest_save,
    list_saves,
    load_match,
    save_match,
)
from .settings import Settings, load_settings, save_settings

__all__ = [
    "LoadResult", "SaveError", "SaveSummary", "Settings", "check_file", "delete_save",
    "history_lost", "latest_save",
    "list_saves", "load_match", "load_settings", "save_match", "save_settings",
]
