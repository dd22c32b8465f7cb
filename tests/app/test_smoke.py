"""The smoke command, in-process, over the toy game (hidden games may be named)."""

from __future__ import annotations

from game.cli import smoke


def test_smoke_walks_every_scene_and_writes_screenshots(home, tmp_path, capsys) -> None:
    shots = tmp_path / "shots"
    assert smoke.main(["--shots", str(shots), "--game", "toy", "--stepped"]) == 0
    names = sorted(p.name for p in shots.glob("*.png"))
    for scene in ("menu", "settings", "new_game_toy", "rules_toy", "table_toy", "load",
                  "delete_dialog", "results_toy", "review_toy", "replay_toy", "handoff_toy"):
        assert any(scene in n for n in names), scene
    out = capsys.readouterr().out
    assert "smoke: OK" in out and "(click)" in out


def test_smoke_reports_a_failure_in_one_line(home, capsys, monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise smoke.SmokeFailure("the table never showed")

    monkeypatch.setattr(smoke, "run_smoke", broken)
    assert smoke.main(["--game", "toy", "--stepped"]) == 1
    assert "smoke: FAILED: the table never showed" in capsys.readouterr().err


def test_smoke_walks_every_registered_game_as_ci_does(home, capsys) -> None:
    """The packaged run walks every game (CI's smoke); a game whose first view is private
    hands off right after Start, and the walk must pass through that screen."""
    assert smoke.main(["--stepped"]) == 0
    out = capsys.readouterr().out
    from game.engine import registry

    for info in registry.all_games():
        assert f"smoke: {info.id}:" in out, info.id
    assert "smoke: OK" in out
