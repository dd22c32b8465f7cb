"""The test-only game "toy": chance (a die, a shuffled deck), hidden hands, one secret
simultaneous choice and a subset choice with a nested decision on the decision stack.
Registered by ``tests/conftest.py``; never shown in the app."""

from game.engine import GameInfo, OptionSpec

from .rules import MAX_ROUNDS, Award, Discard, Done, Draw, Pick, Roll, ToyRules, ToyState

GAME = GameInfo(
    id="toy",
    name_key="toy.name",
    min_players=2,
    max_players=4,
    rules=ToyRules(),
    options=(OptionSpec("rounds", "toy.option.rounds", "int", 4, minimum=1, maximum=MAX_ROUNDS),),
    ui="tests.toygame.ui:ToyUI",
    ai="tests.toygame.ai",
    hidden=True,
    extra={"contract_games": 200},
)

__all__ = ["GAME", "Award", "Discard", "Done", "Draw", "Pick", "Roll", "ToyRules", "ToyState"]
