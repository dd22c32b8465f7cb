"""Save files, settings and where they live. No pygame.

* :mod:`.paths` - the data folder (``CITY_BUILDERS_HOME`` or the platform's user data dir).
* :mod:`.atomic` - crash-safe writes with a ``.bak`` of the previous version, and the clean-up
  of what killed writes leave behind.
* :mod:`.model` - the save file format (one pydantic model, header first) and its digest.
* :mod:`.jsontext` - untrusted JSON: linear nesting scan, numbers refused with their path.
* :mod:`.header` - a save's header read from the start of the file (for fast lists).
* :mod:`.saves` - save, load (lenient), check (strict), list.
* :mod:`.errors` - one-line errors; an ``OSError`` as one sentence about the folder.
* :mod:`.settings` - the player's settings.
"""

from .errors import SaveError, StorageError, english, folder_problem
from .saves import (
    LoadResult,
    SaveSummary,
    check_file,
    clean_data_folder,
    delete_save,
    history_lost,
    latest_save,
    list_saves,
    load_match,
    save_match,
    start_state,
)
from .settings import Settings, load_settings, save_settings

__all__ = [
    "LoadResult", "SaveError", "SaveSummary", "Settings", "StorageError", "check_file",
    "clean_data_folder", "delete_save", "english", "folder_problem", "history_lost",
    "latest_save", "list_saves", "load_match", "load_settings", "save_match", "save_settings",
    "start_state",
]
