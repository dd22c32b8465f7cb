"""Machi Koro (base game, 2-4 players)."""

from game.engine.registry import GameInfo

from .rules import OPTIONS, MachiKoroRules

RULES_SECTIONS = ("goal", "setup", "turn", "dice", "income", "establishments", "landmarks",
                  "build", "end", "variants", "controls")
"""The rules reference's sections in reading order (texts ``machi_koro.rules.<id>.*``)."""

RULES = MachiKoroRules()

GAME = GameInfo(
    id="machi_koro",
    name_key="machi_koro.name",
    min_players=2,
    max_players=4,
    rules=RULES,
    options=OPTIONS,
    ui="game.games.machi_koro.table.ui:MachiKoroUI",
    ai="game.games.machi_koro.ai.hooks",
    rules_sections=RULES_SECTIONS,
)
