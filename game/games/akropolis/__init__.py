"""Akropolis (Jules Messaud, Gigamic 2022): 2-4 players or solo against the Illustrious
Architect. Rules: /work/shared/rules/akropolis.md; engine in ``rules``."""

from game.engine.protocol import OptionSpec
from game.engine.registry import GameInfo

from .rules import AkropolisRules

OPTIONS = (
    OptionSpec("long_game", "akropolis.option.long_game", "bool", False,
               help_key="akropolis.option.long_game.help"),
    OptionSpec("first_player", "akropolis.option.first_player", "choice", "seat1",
               choices=("seat1", "random"),
               choice_keys=("akropolis.option.first_player.seat1",
                            "akropolis.option.first_player.random"),
               help_key="akropolis.option.first_player.help"),
    OptionSpec("variant_houses", "akropolis.option.variant_houses", "bool", False,
               help_key="akropolis.option.variant_houses.help"),
    OptionSpec("variant_markets", "akropolis.option.variant_markets", "bool", False,
               help_key="akropolis.option.variant_markets.help"),
    OptionSpec("variant_barracks", "akropolis.option.variant_barracks", "bool", False,
               help_key="akropolis.option.variant_barracks.help"),
    OptionSpec("variant_temples", "akropolis.option.variant_temples", "bool", False,
               help_key="akropolis.option.variant_temples.help"),
    OptionSpec("variant_gardens", "akropolis.option.variant_gardens", "bool", False,
               help_key="akropolis.option.variant_gardens.help"),
)

GAME = GameInfo(
    id="akropolis",
    name_key="akropolis.name",
    min_players=1,
    max_players=4,
    rules=AkropolisRules(),
    options=OPTIONS,
    ui="game.games.akropolis.table.ui:AkropolisUI",
    ai="game.games.akropolis.ai.hooks",
    automa_levels=("hippodamos", "metagenes", "callicrates"),
    rules_sections=("goal", "tiles", "setup", "turn", "site", "city", "round", "scoring",
                    "houses", "markets", "barracks", "temples", "gardens", "table"),
)
