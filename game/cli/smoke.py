"""``python -m game smoke [--shots DIR]``: drive the real app off-screen through every scene.

Menu -> settings -> new game (+ rules help) -> table for every registered game (computer seats
and one human who plays by simulated mouse clicks through the game's own controller) -> save
(Ctrl+S) -> load screen -> load the save back (same position) -> hand-off between two humans ->
a finished game's final board, its results and its replay -> quit. A screenshot of each scene
goes to ``--shots DIR``.
Exits 0, or 1 with one line saying what failed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.engine import CHANCE

FRAME = 1 / 60
WAIT_FRAME = 1 / 20
"""Game time per frame while waiting for computers and animations: the smoke run checks the
flow, not the pace, so animations finish in a few frames."""


class SmokeFailure(Exception):
    pass


class Driver:
    """Runs the app frame by frame and clicks its real widgets."""

    def __init__(self, app: Any, shots: Path | None, log: Any = print) -> None:
        self.app = app
        self.shots = shots
        self.count = 0
        self.log = log
        self.shot_files: list[Path] = []

    # --- frames and input ---------------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(FRAME)

    def until(self, cond: Any, what: str, seconds: float = 20.0, frames: int = 20_000) -> None:
        """Run frames until ``cond()``; fail after ``frames`` frames, or with computer seats
        thinking on threads (the packaged program's run) after ``seconds`` of wall time."""
        end = None if getattr(self.app, "stepped_ai", False) else time.monotonic() + seconds
        for _ in range(frames):
            if cond():
                return
            self.app.frame(WAIT_FRAME)
            if end is not None:
                if time.monotonic() > end:
                    break
                time.sleep(0)  # let a thinking worker thread have the interpreter
        if not cond():
            raise SmokeFailure(f"timed out waiting for {what}")

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def expect(self, name: str) -> Any:
        top = self.top
        if top is None or top.name != name:
            raise SmokeFailure(f"expected the {name} screen, found {getattr(top, 'name', None)}")
        return top

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        import pygame

        from game.ui.table.harness import click_events

        for event in click_events(pos, button):
            pygame.event.post(event)
        self.frames(1)

    def click(self, widget_id: str) -> None:
        top = self.top
        widget = top.find(widget_id) if top else None
        if widget is None:
            raise SmokeFailure(f"no {widget_id!r} on the {getattr(top, 'name', None)} screen")
        if not widget.enabled:
            raise SmokeFailure(f"{widget_id!r} is disabled on the {top.name} screen")
        self.click_at(widget.rect.center)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        import pygame

        from game.ui.table.harness import key_events

        for event in key_events(key, mod, unicode):
            pygame.event.post(event)
        self.frames(1)

    def shot(self, label: str) -> None:
        import pygame

        self.frames(2)
        for text in self.app.toasts.texts():
            self.log(f"smoke: notice on {label}: {text}")
        self.app.toasts.items.clear()  # screenshots show the scene, not passing notices
        self.frames(1)
        if self.shots is None:
            return
        self.count += 1
        path = self.shots / f"{self.count:02d}_{label}.png"
        pygame.image.save(self.app.screen, str(path))
        self.shot_files.append(path)

    # --- the table -----------------------------------------------------------------------
    def wait_for_human(self, table: Any, seconds: float = 30.0) -> bool:
        """Frames until a human may act (True: a decision, a dice button or an End-turn
        button) or the game ends (False)."""
        def ready() -> bool:
            top = self.top
            if top is not table:
                return top is not None and top.name in ("handoff", "results")
            return (table.ctx.can_act or table.match.is_over or self.held_chance(table)
                    or table.ui_holds_turn())
        self.until(ready, "a human's turn", seconds)
        return self.top is table and (table.ctx.can_act or self.held_chance(table)
                                      or table.ui_holds_turn())

    @staticmethod
    def held_chance(table: Any) -> bool:
        return bool(table.match.current_player == CHANCE and table.ui_holds_chance())

    def human_move(self, table: Any, pick: int) -> str:
        """Play one legal action of the seat on turn by clicking where its UI says.
        Returns "click" or "submit" (when the UI cannot show any legal action)."""
        match = table.match
        if table.ui_holds_turn():  # a finished turn: the human ends it by clicking End turn
            clicks = table.ui.end_turn_clicks() or []
            for pos in clicks:
                self.click_at((int(pos[0]), int(pos[1])))
            if table.ui_holds_turn():
                raise SmokeFailure(f"clicking {clicks} did not end the turn in {match.info.id}")
            return "click"
        if self.held_chance(table):  # a dice button: the human rolls by clicking it
            before = len(match.log)
            clicks = table.ui.chance_clicks() or []
            for pos in clicks:
                self.click_at((int(pos[0]), int(pos[1])))
            if len(match.log) <= before or match.log[before].player != CHANCE:
                raise SmokeFailure(f"clicking {clicks} did not roll in {match.info.id}")
            return "click"
        seat = match.current_player
        actions = match.legal_actions()
        order = actions[pick % len(actions):] + actions[: pick % len(actions)]
        before = len(match.log)
        for action in order:
            clicks = table.ui.clicks_for(action)
            if not clicks:
                continue
            for pos in clicks:
                self.click_at((int(pos[0]), int(pos[1])))
            if len(match.log) <= before or match.log[before].action != action \
                    or match.log[before].player != seat:
                raise SmokeFailure(f"clicking {clicks} did not play {action!r} in {match.info.id}")
            return "click"
        table.ctx.submit(order[0])
        if len(match.log) <= before:
            raise SmokeFailure(f"ctx.submit did not play {order[0]!r} in {match.info.id}")
        return "submit"


def _configure_seats(scene: Any, kinds: list[str]) -> None:
    """Set the new-game screen's seats through its own widgets."""
    scene.count_stepper.set_value(len(kinds), notify=True)
    for i, kind in enumerate(kinds):
        scene.seat_widgets[i][1].set_value(kind, notify=True)
    if scene.error:
        raise SmokeFailure(f"new game refused: {scene.error}")


def _same_position(a: Any, b: Any, what: str) -> None:
    pa, pb = a.rules.position(a.state), b.rules.position(b.state)
    if pa != pb:
        raise SmokeFailure(f"{what}: position differs after load ({a.info.id})")


def check_texts() -> None:
    """Every language's compiled catalogs are found (a packaged program bundles them) and say
    how they count, and Babel writes the languages' numbers and times."""
    from datetime import UTC, datetime

    from game.ui import formats, i18n

    for lang in i18n.LANGUAGES:
        entries = i18n.catalog(lang)
        if not isinstance(entries.get("app.title"), str) or len(entries) < 100:
            raise SmokeFailure(f"the {lang} texts are missing (no locale/{lang}.mo found)")
        if lang != "en" and entries["app.title"] == i18n.catalog("en")["app.title"]:
            raise SmokeFailure(f"the {lang} texts are English")
        if i18n.nplurals(lang) < 2:
            raise SmokeFailure(f"the {lang} catalogs have no Plural-Forms")
        formats.datetime_text(datetime.now(UTC), lang)
    if formats.decimal(1.5, 1, "cs") != "1,5":
        raise SmokeFailure("Babel does not write a Czech decimal comma")


def run_smoke(shots: Path | None, games: list[Any], moves: int = 4, log: Any = print,
              language: str = "en", size: tuple[int, int] = (1280, 720),
              stepped: bool = False) -> Driver:
    """The walk; ``stepped``: computer seats decide within a frame (tests), else on their
    threads as in the window."""
    import pygame

    from game.app.main import App
    from game.app.scenes.handoff import HandoffScene
    from game.app.scenes.menu import MenuScene
    from game.persistence.saves import load_match
    from game.persistence.settings import Settings

    check_texts()
    settings = Settings.model_validate({"ai_speed": "instant", "think_ms": 50,
                                        "language": language})
    app = App(settings, size=size, fullscreen=False, stepped_ai=stepped)
    d = Driver(app, shots, log)
    app.stack.push(MenuScene(app))
    d.shot("menu")

    d.click("settings")
    d.expect("settings")
    d.shot("settings")
    d.click("back")
    d.expect("menu")

    if not games:
        log("smoke: no games registered; only the menus were checked")
    handoff_done = results_done = load_done = False
    for gi, info in enumerate(games):
        d.expect("menu")
        d.click("new_game")
        scene = d.expect("new_game")
        scene.games = list(games)  # hidden test games are offered when asked for
        scene.select_game(info)
        _configure_seats(scene, ["human"] + ["easy"] * (max(2, info.min_players) - 1))
        if gi == 0:
            d.shot(f"new_game_{info.id}")
            d.click("rules")
            d.expect("rules")
            d.shot(f"rules_{info.id}")
            d.key(pygame.K_ESCAPE)
            d.expect("new_game")
        d.click("start")
        table = d.expect("table")
        if table.ui_fallback:
            log(f"smoke: {info.id}: generic table ({table.ui_fallback})")
        ways: set[str] = set()
        played = 0
        for m in range(moves):
            if not d.wait_for_human(table):
                break
            ways.add(d.human_move(table, pick=m * 7 + gi))
            played += 1
            d.frames(2)
            if m == 0:
                d.shot(f"table_{info.id}")
        if "submit" in ways:
            log(f"smoke: {info.id}: UI showed no clickable legal action; used ctx.submit")
        log(f"smoke: {info.id}: {played} human moves ({'/'.join(sorted(ways)) or 'none'}), "
            f"{len(table.match.log)} log entries")
        if d.top is not table:
            d.expect("results")
            d.click("menu")
            continue
        d.key(pygame.K_s, pygame.KMOD_CTRL)
        path = table.save_path
        if path is None or not Path(path).is_file():
            raise SmokeFailure(f"{info.id}: Ctrl+S wrote no save file")
        loaded = load_match(path).match
        _same_position(table.match, loaded, "save file")
        position = table.match.rules.position(table.match.state)
        d.click("load")
        d.expect("load")
        if not load_done:
            d.shot("load")
            d.click("delete")
            d.expect("dialog")
            d.shot("delete_dialog")
            d.key(pygame.K_ESCAPE)
            d.expect("load")
            load_done = True
        load_scene = d.top
        paths = [Path(s.path) for s in load_scene.list.items]
        if Path(path) not in paths:
            raise SmokeFailure(f"{info.id}: the save is not in the load list")
        load_scene.list.select(paths.index(Path(path)))
        d.click("load")
        table2 = d.expect("table")
        # The loaded table may already have rolled or moved in the frame that opened it.
        saved_length = len(loaded.log)
        if table2.match.actions_json()[:saved_length] != loaded.actions_json() or \
                table2.match.rules.position(table2.match.truncated(saved_length).state) != position:
            raise SmokeFailure(f"{info.id}: position differs after loading from the load screen")
        d.frames(2)

        if not results_done:
            # Fast-forward to the end with random moves, then let the table show the results.
            match = table2.match
            table2.stop_thinking()
            for _ in range(20000):
                if match.is_over:
                    break
                if match.current_player < 0:
                    match.play_chance()
                else:
                    match.play(match.rules.sample_action(match.state, table2.fallback_rng))
            if not match.is_over:
                raise SmokeFailure(f"{info.id}: random play did not finish the game")
            table2.ui.on_state_replaced()
            table2.autosave()
            # The final board stays until the player asks for the results.
            d.until(lambda t=table2: t.buttons["results"].visible, "the Results button")
            d.click("results")
            d.until(lambda: d.top is not None and d.top.name == "results", "the results screen")
            d.shot(f"results_{info.id}")
            d.click("review")  # the computer's review: on its thread in the packaged run
            d.until(lambda: d.top is not None and d.top.name == "review"
                    and d.top.job is None, "the review")
            d.shot(f"review_{info.id}")
            d.click("back")
            d.expect("results")
            d.click("replay")
            replay = d.expect("replay")
            d.click("step_back")
            if replay.step != replay.timeline.length - 1:
                raise SmokeFailure(f"{info.id}: the replay did not step back one move")
            d.shot(f"replay_{info.id}")
            d.click("back")
            d.expect("results")
            d.click("menu")
            results_done = True
        else:
            d.click("menu")
            d.expect("dialog")
            d.key(pygame.K_RETURN)
        d.expect("menu")

        if not handoff_done:
            d.click("new_game")
            scene = d.expect("new_game")
            scene.games = list(games)
            scene.select_game(info)
            _configure_seats(scene, ["human", "human"] + ["easy"] * (info.min_players - 2))
            d.click("start")
            if d.top is not None and d.top.name == "handoff":
                # A game whose first decision is private hands off before its first view.
                d.shot(f"handoff_{info.id}")
                d.click("ready")
                handoff_done = True
            table = d.expect("table")
            for m in range(12):  # a game with private views hands off within a round
                if d.top is not table or not d.wait_for_human(table):
                    break
                d.human_move(table, pick=m)
                d.frames(2)
            if d.top is not None and d.top.name == "handoff":
                if not handoff_done:
                    d.shot(f"handoff_{info.id}")
                d.click("ready")
                d.expect("table")
                handoff_done = True
            d.click("menu")
            d.expect("dialog")
            d.key(pygame.K_RETURN)
            d.expect("menu")

    if not handoff_done:
        # No game here hides anything between humans: show the screen itself for the record.
        log("smoke: no game showed a private view between two humans; hand-off screen "
            "shown directly")
        app.stack.push(HandoffScene(app, 0, "Player 2", app.theme.player_colour(1), lambda: None))
        d.shot("handoff")
        d.click("ready")
    d.expect("menu")
    d.shot("menu_continue")
    d.click("quit")
    if app.running:
        raise SmokeFailure("Quit did not stop the app")
    while app.stack.scenes:
        app.stack.pop()
    return d


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game smoke", description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="folder for one PNG screenshot per scene")
    parser.add_argument("--game", action="append", default=[],
                        help="only this game id (repeatable; hidden test games allowed)")
    parser.add_argument("--moves", type=int, default=4, help="human moves per game")
    parser.add_argument("--lang", default="en", help="the language of the app (en, cs, pl)")
    parser.add_argument("--stepped", action="store_true",
                        help="computer seats decide within a frame, not on their threads "
                             "(deterministic: the test suite's way)")
    args = parser.parse_args(argv or [])
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    temp_home = None
    if "CITY_BUILDERS_HOME" not in os.environ:
        temp_home = tempfile.mkdtemp(prefix="city-builders-smoke-")
        os.environ["CITY_BUILDERS_HOME"] = temp_home
    started = time.monotonic()
    try:
        from game.engine import registry

        if args.game:
            games = [registry.get(g) for g in args.game]
        else:
            games = registry.all_games()
        if args.shots:
            args.shots.mkdir(parents=True, exist_ok=True)
        driver = run_smoke(args.shots, games, moves=args.moves, language=args.lang,
                           stepped=args.stepped)
    except SmokeFailure as exc:
        print(f"smoke: FAILED: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - one clear line, then the details
        import traceback

        traceback.print_exc()
        print(f"smoke: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        import pygame

        from game.ui import fonts

        pygame.quit()
        fonts.clear()
        if temp_home:
            shutil.rmtree(temp_home, ignore_errors=True)
    shots = f", {len(driver.shot_files)} screenshots in {args.shots}" if args.shots else ""
    print(f"smoke: OK ({len(games)} games, {time.monotonic() - started:.1f} s{shots})")
    return 0
