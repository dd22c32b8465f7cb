"""The app's screens: menu, new game, load, settings, rules help, table, hand-off, results."""
