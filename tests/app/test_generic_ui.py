"""The generic fallback UI: every legal action is a button, pages when they do not fit, and
clicks_for leads through the pages to the action."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.app.generic_ui import GenericUI
from game.app.scenes.table import TableScene
from game.engine import GameConfig, GameInfo, Match, PlayerSpec, Rng, Rules, Score


@dataclass
class CountState:
    rng: Rng
    played: list[int] = field(default_factory=list)

    def clone(self) -> CountState:
        return CountState(self.rng.clone(), list(self.played))


class ManyActions(Rules):
    """One seat, 150 legal numbers per turn, three turns."""

    game_id = "many"

    def new_game(self, config, seed):
        return CountState(Rng(seed))

    def current_player(self, s):
        return -2 if len(s.played) >= 3 else 0

    def legal_actions(self, s):
        return [] if len(s.played) >= 3 else list(range(150))

    def _apply(self, s, action):
        s.played.append(action)
        return []

    def scores(self, s):
        return [Score(sum(s.played), {"sum": sum(s.played)})]

    def winners(self, s):
        return [0] if len(s.played) >= 3 else []

    def turn_count(self, s):
        return len(s.played)

    def observation(self, s, player):
        return {"played": list(s.played)}

    def determinize(self, s, player, rng):
        return s.clone()

    def position(self, s):
        return {"played": list(s.played), "rng": s.rng.to_json()}

    def from_position(self, data):
        return CountState(Rng.from_json(data["rng"]), list(data["played"]))

    def action_to_json(self, action):
        return action

    def action_from_json(self, data):
        if not isinstance(data, int):
            raise ValueError("not a number")
        return data


MANY = GameInfo("many", "many.name", 1, 1, ManyActions(), hidden=True)


def test_generic_ui_pages_and_clicks_reach_every_action(app, driver) -> None:
    match = Match.new(MANY, GameConfig((PlayerSpec("Solo"),)), 1)
    table = TableScene(app, match)
    app.stack.push(table)
    driver.frames(2)
    ui = table.ui
    assert isinstance(ui, GenericUI) and table.ctx.can_act
    visible = [a for _, a in ui._visible()]
    assert 0 < len(visible) < 150  # it pages
    clicks = ui.clicks_for(149)
    assert len(clicks) > 1  # through the "More" button first
    for pos in clicks:
        driver.click_at(pos)
    assert match.log[-1].action == 149
    assert ui.clicks_for(5) == [ui._visible()[5][0].center]  # back on the first page
    for pos in ui.clicks_for(5):
        driver.click_at(pos)
    assert [e.action for e in match.log] == [149, 5]
    assert ui.clicks_for(1000) is None
