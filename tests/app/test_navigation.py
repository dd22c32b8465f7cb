"""Screens are reached by name through ``app.nav``: the scenes import no other scene, so they
cannot form an import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SCENES = Path(__file__).resolve().parents[2] / "game" / "app" / "scenes"
PACKAGE = "game.app.scenes"


def scene_imports(path: Path, source: str | None = None) -> set[str]:
    """The scene modules ``path`` imports (relative and absolute forms, at any depth)."""
    tree = ast.parse(source if source is not None else path.read_text(encoding="utf-8"))
    names = {p.stem for p in SCENES.glob("*.py") if p.stem != "__init__"}
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 1:
                base = PACKAGE + (f".{node.module}" if node.module else "")
            elif node.level == 0:
                base = node.module or ""
            else:  # from ..x: outside the scenes package, unless it names it again
                base = "game.app" + (f".{node.module}" if node.module else "")
            mods = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for mod in mods:
            if mod.startswith(PACKAGE + "."):
                name = mod[len(PACKAGE) + 1:].split(".")[0]
                if name in names:
                    found.add(name)
    return found - {path.stem}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append(trail[trail.index(nxt):] + [nxt] if nxt in trail else [node, nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return found


def test_no_import_cycle_between_scenes() -> None:
    graph = {p.stem: scene_imports(p) for p in SCENES.glob("*.py") if p.stem != "__init__"}
    assert {"menu", "load", "new_game", "table", "results"} <= set(graph)
    assert not cycles(graph), cycles(graph)
    # Stronger: successors are routes, so no scene names another at all.
    assert not {k: v for k, v in graph.items() if v}


def test_the_scan_sees_the_forms_an_import_takes() -> None:
    probe = SCENES / "menu.py"
    source = ("from .table import TableScene\nfrom . import load\n"
              "import game.app.scenes.results\nfrom game.app.scenes import settings\n")
    assert scene_imports(probe, source) == {"table", "load", "results", "settings"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) and not cycles({"a": {"b"}, "b": set()})


def test_routes_open_every_screen_by_name(app, toy) -> None:
    menu = app.nav.to_menu()
    assert menu.name == "menu" and list(app.stack.scenes) == [menu]
    rules = app.nav.go("rules", info=toy)
    assert app.stack.top is rules and rules.name == "rules"
    new = app.nav.to_menu_then("new_game")
    assert [s.name for s in app.stack.scenes] == ["menu", "new_game"] and app.stack.top is new
    app.nav.replace("settings")
    assert [s.name for s in app.stack.scenes] == ["menu", "settings"]
    with pytest.raises(KeyError, match="no screen named 'nowhere'"):
        app.nav.go("nowhere")
    assert [s.name for s in app.stack.scenes] == ["menu", "settings"]
