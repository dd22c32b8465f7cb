"""The layer below the app: translation, theme, fonts, layout, widgets, the scene base and the
game-UI contract. Game views and controllers import from here, never from ``game.app``."""
