"""Imports only point down: the pure layers never import pygame, and a game folder never
imports another game folder. Checked on the source with ast (nothing is imported)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
GAMES = GAME / "games"


def _imports(path: Path, source: str | None = None) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) of every import in a file, relative ones resolved."""
    parts = path.relative_to(ROOT).parts
    package = parts[:-1]
    text = path.read_text(encoding="utf-8") if source is None else source
    for node in ast.walk(ast.parse(text, str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                mod = ".".join(base + ((node.module,) if node.module else ()))
            else:
                mod = node.module or ""
            yield node.lineno, mod
            for alias in node.names:  # "from game.games import akropolis"
                yield node.lineno, f"{mod}.{alias.name}"


def _pure_files() -> list[Path]:
    files = [p for d in ("engine", "ai", "persistence") for p in (GAME / d).rglob("*.py")]
    for game_dir in GAMES.iterdir():
        if not game_dir.is_dir():
            continue
        files += game_dir.glob("rules*.py")
        files += (p for rules in game_dir.glob("rules*") if rules.is_dir()
                  for p in rules.rglob("*.py"))
        files += [p for p in (game_dir / "data.py", game_dir / "ai.py") if p.exists()]
    return sorted(set(files))


def test_pure_layers_never_import_pygame() -> None:
    files = _pure_files()
    assert any(p.parent.name == "engine" for p in files)  # the walk found the engine
    bad = [f"{p.relative_to(ROOT)}:{line} imports {mod}" for p in files
           for line, mod in _imports(p) if mod == "pygame" or mod.startswith("pygame.")]
    assert not bad, "\n".join(bad)


def test_pure_layers_never_import_the_app() -> None:
    bad = [f"{p.relative_to(ROOT)}:{line} imports {mod}" for p in _pure_files()
           for line, mod in _imports(p) if mod == "game.app" or mod.startswith("game.app.")]
    assert not bad, "\n".join(bad)


def test_game_folders_never_import_each_other() -> None:
    names = {d.name for d in GAMES.iterdir() if d.is_dir() and not d.name.startswith("_")}
    bad = []
    for name in names:
        for path in (GAMES / name).rglob("*.py"):
            for line, mod in _imports(path):
                parts = mod.split(".")
                if parts[:2] == ["game", "games"] and len(parts) > 2 \
                        and parts[2] in names and parts[2] != name:
                    bad.append(f"{path.relative_to(ROOT)}:{line} imports {mod}")
    assert not bad, "\n".join(bad)


def test_the_import_scan_sees_relative_and_aliased_imports() -> None:
    # The checker itself must catch the forms a slip would take.
    probe = GAMES / "machi_koro" / "rules" / "probe.py"
    source = ("from ...akropolis import rules\nfrom .. import data\n"
              "import pygame.draw as d\nfrom pygame import Rect\n")
    mods = [m for _, m in _imports(probe, source)]
    assert "game.games.akropolis" in mods and "game.games.akropolis.rules" in mods
    assert "game.games.machi_koro.data" in mods
    assert "pygame.draw" in mods and "pygame" in mods
