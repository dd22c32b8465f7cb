"""Moving between screens by name, so scenes need not import one another.

``main.py`` registers every scene's constructor under a route name; a scene asks
``app.nav.go("table", match=m)`` instead of importing the table. The scenes then import
nothing of each other and cannot form an import cycle (tests/app/test_navigation.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.scene import Scene

Factory = Callable[..., Scene]


class Navigator:
    def __init__(self, app: Any, routes: dict[str, Factory] | None = None) -> None:
        self.app = app
        self.routes: dict[str, Factory] = dict(routes or {})

    def add(self, name: str, factory: Factory) -> None:
        self.routes[name] = factory

    def make(self, name: str, **kwargs: Any) -> Scene:
        try:
            factory = self.routes[name]
        except KeyError:
            raise KeyError(f"no screen named {name!r}") from None
        return factory(self.app, **kwargs)

    def go(self, name: str, **kwargs: Any) -> Scene:
        """Open a screen above the current one."""
        scene = self.make(name, **kwargs)
        self.app.stack.push(scene)
        return scene

    def replace(self, name: str, **kwargs: Any) -> Scene:
        """Open a screen in place of the current one."""
        scene = self.make(name, **kwargs)
        self.app.stack.replace(scene)
        return scene

    def to_menu(self) -> Scene:
        """Leave every screen and start over at the main menu."""
        scene = self.make("menu")
        self.app.stack.reset(scene)
        return scene

    def to_menu_then(self, name: str, **kwargs: Any) -> Scene:
        """The main menu with one screen above it (Back from there returns to the menu).
        The screen is made first, so a failing constructor leaves the stack as it was."""
        scene = self.make(name, **kwargs)
        self.to_menu()
        self.app.stack.push(scene)
        return scene
