"""No import cycle inside a game folder (or the app, ui and engine layers): data flows one
way, so module A importing B never needs B to import A, not even lazily inside a function."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.test_navigation import cycles
from tests.test_layering import GAME, ROOT, _imports


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _graph(folder: Path) -> dict[str, set[str]]:
    """Module -> the modules of ``folder`` it imports (at any depth of the file)."""
    files = {p: _module(p) for p in folder.rglob("*.py")}
    known = set(files.values())
    graph: dict[str, set[str]] = {}
    for path, mod in files.items():
        targets = set()
        for _, name in _imports(path):
            while name and name not in known:  # "from .rules import X" names rules.X
                name = name.rpartition(".")[0]
            if name and name != mod and not mod.startswith(name + "."):
                targets.add(name)
        graph[mod] = targets
    return graph


FOLDERS = sorted(p for p in (GAME / "games").iterdir() if p.is_dir() and (p / "__init__.py").exists())
FOLDERS += [GAME / "app", GAME / "ui", GAME / "engine", GAME / "ai", GAME / "persistence"]


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.relative_to(GAME).as_posix())
def test_no_import_cycle_inside(folder: Path) -> None:
    found = cycles(_graph(folder))
    assert not found, "import cycles: " + "; ".join(" -> ".join(c) for c in found)


def test_the_cycle_finder_sees_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}})
    assert not cycles({"a": {"b"}, "b": {"c"}, "c": set()})
