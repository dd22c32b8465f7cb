"""Ginkgopolis (Xavier Georges, Pearl Games 2012): 2-5 players or solo against Hal.
Rules: /work/shared/rules/ginkgopolis.md; engine in ``rules``; the table in ``ui``."""

from game.engine.protocol import OptionSpec
from game.engine.registry import GameInfo

from .rules import FIRST_CHOICES, SOLO_LEVELS, GinkgopolisRules

OPTIONS = (
    OptionSpec("mode", "ginkgopolis.option.mode", "choice", "standard",
               choices=("standard", "intro"),
               choice_keys=("ginkgopolis.option.mode.standard",
                            "ginkgopolis.option.mode.intro"),
               help_key="ginkgopolis.option.mode.help"),
    OptionSpec("first_player", "ginkgopolis.option.first_player", "choice", "random",
               choices=FIRST_CHOICES,
               choice_keys=tuple(f"ginkgopolis.option.first_player.{c}" for c in FIRST_CHOICES),
               help_key="ginkgopolis.option.first_player.help"),
)

RULES_SECTIONS = ("goal", "components", "setup", "draft", "round", "selection", "exploit",
                  "urbanize", "buildup", "cards", "deck", "supply", "end", "scoring", "solo")
"""The rules reference's sections in reading order (texts: ``ginkgopolis.rules.<id>.*``)."""

GAME = GameInfo(
    id="ginkgopolis",
    name_key="ginkgopolis.name",
    min_players=1,
    max_players=5,
    rules=GinkgopolisRules(),
    options=OPTIONS,
    ui="game.games.ginkgopolis.table.ui:GinkgopolisUI",
    ai="game.games.ginkgopolis.ai.hooks",
    automa_levels=SOLO_LEVELS,
    colours=(2, 4, 5, 7, 6),  # spec 0.3: never red, blue or yellow (the buildings' colours);
    # white last: its log lines would read like the table's own notes
    rules_sections=RULES_SECTIONS,
    extra={"contract_games": 40, "contract_deep_games": 2},
)
