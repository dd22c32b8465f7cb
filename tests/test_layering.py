"""Imports only point down: the engine, the AI, persistence and every game's rules/ and ai/
never import pygame, the ui layer or a table; tables never import the app or the CLI; a game
folder never imports another. Checked on the source with ast (nothing is imported), and once
in a fresh interpreter for what importing really pulls in."""

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


def _game_dirs() -> list[Path]:
    return sorted(d for d in GAMES.iterdir() if d.is_dir() and (d / "__init__.py").exists())


def _pure_files() -> list[Path]:
    """The engine, the AI, persistence and every game's rules/, ai/, data, stats and
    manifest: all of a game but its table."""
    files = [p for d in ("engine", "ai", "persistence") for p in (GAME / d).rglob("*.py")]
    for game_dir in _game_dirs():
        files += (p for p in game_dir.rglob("*.py") if "table" not in p.relative_to(game_dir).parts)
    return sorted(set(files))


def _table_files() -> list[Path]:
    return sorted(p for d in _game_dirs() for p in (d / "table").rglob("*.py"))


def test_pure_layers_never_import_pygame_the_ui_or_a_table() -> None:
    files = _pure_files()
    assert any(p.parent.name == "engine" for p in files)  # the walk found the engine
    assert any(p.parent.name == "rules" for p in files) and any(p.parent.name == "ai" for p in files)
    bad = [f"{p.relative_to(ROOT)}:{line} imports {mod}" for p in files
           for line, mod in _imports(p)
           if mod == "pygame" or mod.startswith(("pygame.", "game.ui", "game.app", "game.cli"))
           or (mod.startswith("game.games.") and ".table" in mod)]
    assert not bad, "\n".join(bad)


def test_every_game_folder_has_the_same_shape() -> None:
    """rules/, ai/ and table/ with the same role names in every game (a game may have more
    rules and ai modules of its own; a table's only extra modules are big view parts), an
    automa module where the game has a solo opponent, nothing loose beside them."""
    from game.engine import registry

    roles = {
        "rules": {"engine", "state", "actions", "position", "information", "words", "query"},
        "ai": {"hooks", "eval", "hints"},
        "table": {"ui", "model", "state", "controller", "layout", "view", "art", "words",
                  "anim", "guide"},
    }
    solo = {info.id for info in registry.all_games() if info.automa_levels}
    dirs = _game_dirs()
    assert {d.name for d in dirs} >= {"machi_koro", "akropolis", "ginkgopolis",
                                      "twentieth_century"}
    for game_dir in dirs:
        for top in ("__init__.py", "data.py", "stats.py"):
            assert (game_dir / top).is_file(), f"{game_dir.name} has no {top}"
        for package, names in roles.items():
            have = {p.stem for p in (game_dir / package).glob("*.py")} - {"__init__"}
            missing = sorted(names - have)
            assert not missing, f"{game_dir.name}/{package} lacks {missing}"
            if package == "table":
                extra = sorted(n for n in have - names if not n.startswith("view_"))
                assert not extra, f"{game_dir.name}/table: modules without a role: {extra}"
        if game_dir.name in solo:
            assert (game_dir / "rules" / "automa.py").is_file(), f"{game_dir.name}: no automa"
        loose = sorted(p.name for p in game_dir.glob("*.py")
                       if p.name not in ("__init__.py", "data.py", "stats.py"))
        assert not loose, f"{game_dir.name}: modules outside rules/, ai/ and table/: {loose}"


def test_tables_never_import_the_app_or_the_cli() -> None:
    bad = [f"{p.relative_to(ROOT)}:{line} imports {mod}" for p in _table_files()
           for line, mod in _imports(p) if mod.startswith(("game.app", "game.cli"))]
    assert not bad, "\n".join(bad)


def test_only_the_entry_and_the_cli_import_the_app_or_the_cli() -> None:
    """The app sits above every game and the ui layer; the CLI above the app."""
    bad = []
    for p in GAME.rglob("*.py"):
        rel = p.relative_to(GAME).parts
        if rel[0] in ("app", "cli") or rel == ("__main__.py",):
            continue
        bad += [f"{p.relative_to(ROOT)}:{line} imports {mod}" for line, mod in _imports(p)
                if mod.startswith(("game.app", "game.cli"))]
    assert not bad, "\n".join(bad)


def test_game_folders_never_import_each_other() -> None:
    names = {d.name for d in _game_dirs()}
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


# --- in a fresh interpreter: what importing really pulls in ----------------------------------

UI_CLI = {"smoke", "bench"}
"""Command-line tools that open pygame on purpose (smoke drives the window, bench times it)."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_view(path: Path) -> bool:
    rel = path.relative_to(GAME).parts
    if rel[0] in ("app", "ui"):
        return True
    if rel[0] == "cli" and path.stem in UI_CLI:
        return True
    return rel[0] == "games" and len(rel) >= 4 and rel[2] == "table"


def _non_view_modules() -> list[str]:
    return sorted(_module_name(p) for p in GAME.rglob("*.py") if not _is_view(p))


_PROBE = """
import importlib, importlib.abc, json, sys, traceback
names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
if not loaded:
    print(json.dumps([]))
    raise SystemExit(0)
# Who pulls it in: import again with pygame blocked and name each importer's chain.
for mod in [m for m in sys.modules if m == "pygame" or m.startswith("pygame.")
            or m == "game" or m.startswith("game.")]:
    del sys.modules[mod]
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path, target=None):
        if fullname == "pygame" or fullname.startswith("pygame."):
            raise ImportError("pygame is blocked")
        return None
sys.meta_path.insert(0, Block())
culprits = []
for name in names:
    try:
        importlib.import_module(name)
    except ImportError:
        tb = traceback.extract_tb(sys.exc_info()[2])
        chain = [f.filename[len(sys.argv[2]) + 1:] for f in tb
                 if f.filename.startswith(sys.argv[2] + "/game/")]
        culprits.append(name + " <- " + " <- ".join(dict.fromkeys(chain)))
print(json.dumps(culprits or ["pygame was imported, culprit not found"]))
"""


def test_non_view_modules_never_import_pygame_in_a_fresh_interpreter() -> None:
    import json
    import os
    import subprocess
    import sys

    names = _non_view_modules()
    assert "game.engine.match" in names and "game.cli.sim" in names
    assert not any(n.startswith(("game.app", "game.ui", "game.cli.smoke")) for n in names)
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(names), str(ROOT)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-2000:]
    culprits = json.loads(out.stdout.strip().splitlines()[-1])
    assert not culprits, "pygame imported by:\n" + "\n".join(culprits)


def test_the_view_split_names_view_modules_only() -> None:
    mk = GAMES / "machi_koro"
    assert _is_view(mk / "table" / "view.py") and _is_view(mk / "table" / "words.py")
    assert _is_view(GAME / "ui" / "fonts.py") and _is_view(GAME / "ui" / "table" / "camera.py")
    assert not _is_view(mk / "rules" / "engine.py") and not _is_view(mk / "ai" / "hints.py")
    assert not _is_view(GAME / "cli" / "sim.py") and _is_view(GAME / "cli" / "smoke.py")
