"""20th Century (Vladimír Suchý, CGE 2010): 3-5 players. Rules:
/work/shared/rules/twentieth_century.md; engine in ``rules``, computer players' hooks in
``ai``, the table in ``table`` (on the shared kit ``game.ui.table``)."""

from game.engine.protocol import OptionSpec
from game.engine.registry import GameInfo

from .rules import TwentiethCenturyRules
from .rules.setup import FIRST_PLAYER

OPTIONS = (
    OptionSpec("first_game", "twentieth_century.option.first_game", "bool", False,
               help_key="twentieth_century.option.first_game.help"),
    OptionSpec("open_holdings", "twentieth_century.option.open_holdings", "bool", False,
               help_key="twentieth_century.option.open_holdings.help"),
    OptionSpec("first_player", "twentieth_century.option.first_player", "choice", "random",
               choices=FIRST_PLAYER,
               choice_keys=tuple(f"twentieth_century.option.first_player.{c}"
                                 for c in FIRST_PLAYER),
               help_key="twentieth_century.option.first_player.help"),
)

RULES_SECTIONS = ("goal", "components", "setup", "round", "auction", "withdraw", "prevention",
                  "catastrophe", "maintenance", "technologies", "institutions", "uses",
                  "bridges", "income", "cards", "round_six", "final", "table")
"""The rules reference's sections in reading order (texts: ``twentieth_century.rules.<id>.*``)."""

GAME = GameInfo(
    id="twentieth_century",
    name_key="twentieth_century.name",
    min_players=3,
    max_players=5,
    rules=TwentiethCenturyRules(),
    options=OPTIONS,
    ui="game.games.twentieth_century.table.ui:TwentiethCenturyUI",
    ai="game.games.twentieth_century.ai.hooks",
    hidden=False,
    rules_sections=RULES_SECTIONS,
    extra={"contract_games": 20, "contract_deep_games": 1},
)
