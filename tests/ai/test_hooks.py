"""Loading a game's AI hooks, the fallbacks, and the presets."""

from __future__ import annotations

import dataclasses
import sys
import types

import pytest

from game.ai import hooks as hooks_mod
from game.ai.hooks import FALLBACK, load_hooks, score_evaluate, terminal_values
from game.ai.presets import PRESETS, preset
from tests.ai import stubgame
from tests.ai.stubgame import BARE, STUB, NimRules
from tests.toygame import GAME as TOY

RULES = NimRules()


def _state(**changes):
    base = {"n": 3, "pile": 6, "turn": 0, "boost": 0,
            "hands": [[1, 1, 2, 3], [2, 2, 3, 3], [1, 1, 1, 2]],
            "deck": [1] * 3 + [2] * 4 + [3] * 5, "played": [], "winner": None, "rng": 9}
    return RULES.from_position(base | changes)


def test_a_games_module_supplies_its_hooks() -> None:
    hooks = load_hooks(STUB)
    assert hooks.evaluate is stubgame.evaluate and hooks.native_evaluate
    assert hooks.rollout_action is None and hooks.candidate_actions is None
    toy = load_hooks(TOY)
    assert toy.rollout_action is not None and toy.native_evaluate


def test_no_hooks_module_means_the_score_fallback() -> None:
    assert load_hooks(BARE) is FALLBACK
    assert not FALLBACK.native_evaluate and FALLBACK.evaluate is score_evaluate


def test_a_missing_module_falls_back_but_a_broken_one_raises(monkeypatch) -> None:
    missing = dataclasses.replace(STUB, ai="tests.ai.no_such_hooks_module")
    assert load_hooks(missing) is FALLBACK
    def import_module(name: str):  # the module exists but one of its imports does not
        raise ModuleNotFoundError("No module named 'numpyy'", name="numpyy")

    monkeypatch.setattr(hooks_mod, "importlib", types.SimpleNamespace(import_module=import_module))
    monkeypatch.setattr(hooks_mod, "_cache", {})
    with pytest.raises(ModuleNotFoundError, match="numpyy"):
        load_hooks(dataclasses.replace(STUB, ai="tests.ai.some_hooks"))


def test_optional_hooks_and_presets_are_read(monkeypatch) -> None:
    module = types.ModuleType("tests.ai._fake_hooks")
    module.evaluate = stubgame.evaluate
    module.candidate_actions = lambda rules, state, actions: actions[:1]
    module.PRESETS = {"normal": {"worlds": 3}}
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(hooks_mod, "_cache", {})
    hooks = load_hooks(dataclasses.replace(STUB, ai=module.__name__))
    assert hooks.presets == {"normal": {"worlds": 3}}
    assert hooks.candidates(RULES, _state(), ["a", "b"]) == ["a"]
    assert hooks.candidates(RULES, _state(), ["only"]) == ["only"]
    assert preset("normal", hooks.presets)["worlds"] == 3
    assert PRESETS["normal"]["worlds"] == 1  # the defaults are not changed


def test_score_fallback_looks_like_win_chances() -> None:
    # Hidden Nim scores everyone 0 until the end: even split.
    assert score_evaluate(RULES, _state()) == pytest.approx([1 / 3] * 3)
    over = _state(pile=0, winner=2)
    assert score_evaluate(RULES, over) == [0.0, 0.0, 1.0]


def test_score_fallback_favours_the_leader_in_a_scored_game() -> None:
    rules = TOY.rules
    state = rules.new_game(TOY.config(3), 1)
    state.cards = [20, 10, 10]
    values = score_evaluate(rules, state)
    assert sum(values) == pytest.approx(1.0)
    assert values[0] > values[1] == pytest.approx(values[2])
    assert all(0.0 <= v <= 1.0 for v in values)


def test_terminal_values_share_the_win() -> None:
    class Two(NimRules):
        def winners(self, s):
            return [0, 2]

    assert terminal_values(Two(), _state(), 3) == [0.5, 0.0, 0.5]
    assert terminal_values(RULES, _state(), 4) == [0.25] * 4  # nobody won


def test_unknown_preset_level_is_an_error() -> None:
    with pytest.raises(KeyError):
        preset("godlike")


def test_a_games_own_keys_reach_its_hooks_through_the_running_players_params(
        monkeypatch) -> None:
    from game.ai import make_player

    seen: list[int] = []

    def candidate_actions(rules, state, actions, params=None):
        seen.append(params["keep"])
        return actions[:params["keep"]]

    module = types.ModuleType("tests.ai._param_hooks")
    module.evaluate = stubgame.evaluate
    module.candidate_actions = candidate_actions
    module.PARAMS = {"keep": 1}
    module.PRESETS = {"normal": {"keep": 2}, "hard": {"by_players": {3: {"keep": 3}}}}
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(hooks_mod, "_cache", {})
    info = dataclasses.replace(STUB, ai=module.__name__)
    hooks = load_hooks(info)
    assert hooks.takes_params == {"candidate_actions"} and hooks.params == {"keep": 1}
    assert hooks.with_params({"keep": 2}).candidates(RULES, _state(), ["a", "b", "c"]) == \
        ["a", "b"]
    assert preset("easy", hooks.presets, hooks.params)["keep"] == 1  # the default
    assert preset("normal", hooks.presets, hooks.params)["keep"] == 2
    make_player("normal", info, 1).choose(_state(), 0)
    assert seen and set(seen) == {2}
    seen.clear()
    make_player("hard", info, 1, iterations=30).choose(_state(), 0)  # 3 seats
    assert seen and set(seen) == {3}
    seen.clear()
    two = _state(n=2, hands=[[1, 1, 2, 3], [2, 2, 3, 3]], deck=[1] * 6 + [2] * 5 + [3] * 5)
    make_player("hard", info, 1, iterations=30).choose(two, 0)
    assert seen and set(seen) == {1}


def test_a_games_own_key_may_not_shadow_a_platform_key() -> None:
    with pytest.raises(ValueError, match="exploration"):
        preset("hard", None, {"exploration": 9})
