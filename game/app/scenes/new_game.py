"""New game: pick a game, seats (human or computer level, name, colour), options, seed."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from game.engine import GameConfig, GameInfo, Match, OptionSpec, PlayerSpec, registry
from game.engine.protocol import automa_kind, automa_level
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.theme import COLOUR_NAMES
from game.ui.widgets import Button, Choice, Label, Stepper, TextInput, Toggle, Widget
from game.ui.widgets.label import draw_text

from ..players import kind_label

MAX_SEATS = 6
PALETTE = tuple(range(len(COLOUR_NAMES)))
"""Every seat colour of the app's palette (a game may allow fewer: ``GameInfo.colours``)."""
COMPUTER_LEVELS = ("random", "easy", "normal", "hard")


def option_value_label(spec: OptionSpec, value: Any) -> str:
    if spec.choice_keys and value in spec.choices:
        return t(spec.choice_keys[spec.choices.index(value)])
    return str(value)


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app: Any, games: list[GameInfo] | None = None) -> None:
        super().__init__(app)
        self.games = games if games is not None else registry.all_games()
        self.info: GameInfo | None = self.games[0] if self.games else None
        self.seats: list[dict[str, Any]] = [
            {"name": t("app.new.default_name", n=i + 1),
             "kind": "human" if i == 0 else "normal", "colour": i}
            for i in range(MAX_SEATS)
        ]
        self.count = 2
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.error: str | None = None
        self.remembered: dict[str, Any] = dict(getattr(app.settings, "new_game", {}) or {})
        self.restore_seats()
        last = next((g for g in self.games if g.id == self.remembered.get("game")), self.info)
        count = self.remembered.get("count")
        if type(count) is int:
            self.count = count  # select_game brings it into the game's range
        self.select_game(last)

    # --- the last game, remembered in the settings --------------------------------------------
    def restore_seats(self) -> None:
        """Names, kinds and colours of the last game (each checked; a bad one is skipped)."""
        seats = self.remembered.get("seats")
        if not isinstance(seats, list):
            return
        colours: set[int] = set()
        for i, saved in enumerate(seats[:MAX_SEATS]):
            if not isinstance(saved, dict):
                continue
            seat = self.seats[i]
            name, kind, colour = saved.get("name"), saved.get("kind"), saved.get("colour")
            if isinstance(name, str) and name.strip() and len(name) <= 24:
                seat["name"] = name
            if isinstance(kind, str):
                seat["kind"] = kind  # fit_seats replaces a kind this game does not offer
            if type(colour) is int and colour in PALETTE and colour not in colours:
                seat["colour"] = colour
            colours.add(seat["colour"])
        if len({s["colour"] for s in self.seats}) < MAX_SEATS:  # keep colours unique
            free = [c for c in PALETTE if c not in colours]
            seen: set[int] = set()
            for seat in self.seats:
                if seat["colour"] in seen:
                    seat["colour"] = free.pop(0)
                seen.add(seat["colour"])

    def remembered_options(self, info: GameInfo) -> dict[str, Any]:
        """The game's defaults with the last values that are still valid for it."""
        options = info.default_options()
        saved = (self.remembered.get("options") or {}).get(info.id)
        if not isinstance(saved, dict):
            return options
        for spec in info.options:
            value = saved.get(spec.key)
            if spec.kind == "bool" and type(value) is bool:
                options[spec.key] = value
            elif spec.kind == "int" and type(value) is int and (
                    spec.minimum is None or value >= spec.minimum) and (
                    spec.maximum is None or value <= spec.maximum):
                options[spec.key] = value
            elif spec.kind not in ("bool", "int") and value in spec.choices:
                options[spec.key] = value
        return options

    def remember(self) -> None:
        options = dict(self.remembered.get("options") or {})
        if self.info is not None:
            options[self.info.id] = dict(self.options)
        self.remembered = {
            "game": self.info.id if self.info else None, "count": self.count,
            "seats": [{"name": s["name"], "kind": s["kind"], "colour": s["colour"]}
                      for s in self.seats],
            "options": options}
        remember = getattr(self.app, "remember", None)
        if remember is not None:
            remember(new_game=self.remembered)

    # --- state -------------------------------------------------------------------------
    def select_game(self, info: GameInfo | None) -> None:
        self.info = info
        if info is not None:
            self.count = min(max(self.count, info.min_players), info.max_players)
            self.options = self.remembered_options(info)
        self.fit_colours()
        self.rebuild()

    def colours(self) -> tuple[int, ...]:
        """The colours the chosen game lets its seats take, in its default order."""
        return self.info.colours if self.info is not None and self.info.colours else PALETTE

    def fit_colours(self) -> None:
        """Every seat in a colour the game allows, all different: a seat keeps its colour
        where it may, the others take the game's free ones in order."""
        allowed = self.colours()
        playing = self.info.max_players if self.info is not None else MAX_SEATS
        taken: set[int] = set()
        for i, seat in enumerate(self.seats):
            # rows the game never shows take what is left, after the rows it may show
            if i < playing and seat["colour"] in allowed and seat["colour"] not in taken:
                taken.add(seat["colour"])
            else:
                seat["colour"] = None
        free = [c for c in allowed if c not in taken] + \
            [c for c in PALETTE if c not in allowed and c not in taken]
        for seat in self.seats:
            if seat["colour"] is None:
                seat["colour"] = free.pop(0)

    def kinds(self, row: int = 0) -> list[str]:
        """Who may sit in a row: in a solo game the second row is the official solo
        opponent; otherwise people and computer levels."""
        if self.solo() and row == 1 and self.info is not None:
            return [automa_kind(lv) for lv in self.info.automa_levels]
        return ["human", *COMPUTER_LEVELS]

    def solo(self) -> bool:
        """One player against the game's official solo opponent (seated as a second seat)."""
        return self.info is not None and self.count == 1 and bool(self.info.automa_levels)

    def rows(self) -> int:
        return 2 if self.solo() else self.count

    def config(self) -> GameConfig:
        players = tuple(PlayerSpec(s["name"].strip(), s["kind"], s["colour"])
                        for s in self.seats[: self.rows()])
        return GameConfig(players, dict(self.options))

    def fit_seats(self) -> None:
        """Give every shown row a kind it may have (the solo row gets the first level), and
        every name the app chose the name that fits its kind."""
        for i in range(self.rows()):
            kinds = self.kinds(i)
            seat = self.seats[i]
            if seat["kind"] not in kinds:
                seat["kind"] = kinds[0] if self.solo() and i == 1 else "normal"
            elif not self.solo() and automa_level(seat["kind"]) is not None:
                seat["kind"] = "normal"
        for i in range(MAX_SEATS):
            self.name_for_kind(i)

    def automatic_names(self) -> set[str]:
        """Names the app gives (a player's default name, each game's solo opponents'): a seat
        named so takes the name of its kind when the kind changes; a typed name stays."""
        names = {t("app.new.default_name", n=k + 1) for k in range(MAX_SEATS)}
        names.add(t("app.new.solo_opponent"))
        for info in self.games:
            for key in (f"{info.id}.automa.name",
                        *(f"{info.id}.automa.{lv}.seat" for lv in info.automa_levels)):
                if i18n.has(key):
                    names.add(t(key))
        return names

    def kind_name(self, i: int, kind: str) -> str:
        """The name the app gives seat ``i`` of ``kind``: a solo opponent by its level
        ("Hal, expert"), anybody else "Player N"."""
        level = automa_level(kind)
        if level is not None and self.info is not None:
            for key in (f"{self.info.id}.automa.{level}.seat", f"{self.info.id}.automa.name"):
                if i18n.has(key):
                    return t(key)
            return t("app.new.solo_opponent")
        return t("app.new.default_name", n=i + 1)

    def name_for_kind(self, i: int) -> None:
        seat = self.seats[i]
        if seat["name"].strip() in self.automatic_names():
            seat["name"] = self.kind_name(i, seat["kind"])

    def validate(self) -> str | None:
        if self.info is None:
            return t("app.new.err_no_games")
        config = self.config()
        names = [p.name for p in config.players]
        if any(not n for n in names):
            return t("app.new.err_name")
        if len(set(n.casefold() for n in names)) < len(names):
            return t("app.new.err_same_name")
        if len({p.colour for p in config.players}) < len(names):
            return t("app.new.err_colour")
        if self.seed_text and not self.seed_text.isdigit():
            return t("app.new.err_seed")
        reason = self.info.validate_config(config)
        if reason:
            # games answer with catalog keys; the registry's own range checks (values no widget
            # here can produce) stay as they are
            return t("app.new.err_config", reason=t(reason) if i18n.has(reason) else reason)
        return None

    def changed(self) -> None:
        self.error = self.validate()
        self.start_button.enabled = self.error is None
        self.error_label.text = self.error or ""

    # --- widgets -----------------------------------------------------------------------
    def rebuild(self) -> None:
        th = self.theme
        self.game_buttons = []
        for info in self.games:
            b = Button(th, t(info.name_key), partial(self.select_game, info),
                       id=f"game:{info.id}", size=18)
            b.selected = info is self.info
            self.game_buttons.append(b)
        lo, hi = (self.info.min_players, self.info.max_players) if self.info else (1, MAX_SEATS)
        self.count_stepper = Stepper(th, lo, min(hi, MAX_SEATS), self.count, self.set_count,
                                     id="count")
        self.fit_seats()
        self.seat_widgets: list[tuple[TextInput, Choice, Choice]] = []
        for i in range(self.rows()):
            seat = self.seats[i]
            name = TextInput(th, seat["name"], max_len=24, id=f"name:{i}",
                             on_change=partial(self.set_seat, i, "name"))
            kind = Choice(th, self.kinds(i), seat["kind"],
                          partial(self.set_seat, i, "kind"), id=f"kind:{i}",
                          label=lambda k: kind_label(k, self.info),
                          tooltip=self.kind_help(seat["kind"]))
            colour = Choice(th, list(self.colours()), seat["colour"],
                            partial(self.set_colour, i), id=f"colour:{i}",
                            label=lambda c: t(self.theme.colour_name(c)))
            self.seat_widgets.append((name, kind, colour))
        self.option_widgets: list[tuple[Label, Widget]] = []
        for spec in self.info.options if self.info else ():
            value = self.options.get(spec.key, spec.default)
            label_text = t(spec.label_key)
            tip = t(spec.help_key) if spec.help_key else ""
            if len(label_text) > 22:  # the label may be cut: the tooltip has it whole
                tip = f"{label_text}. {tip}" if tip else label_text
            setter = self.option_setter(spec.key)
            widget: Widget
            if spec.kind == "bool":
                widget = Toggle(th, bool(value), setter, id=f"opt:{spec.key}", tooltip=tip)
            elif spec.kind == "int":
                widget = Stepper(th, spec.minimum if spec.minimum is not None else 0,
                                 spec.maximum if spec.maximum is not None else 10, value, setter,
                                 id=f"opt:{spec.key}", tooltip=tip)
            else:
                widget = Choice(th, spec.choices, value, setter, id=f"opt:{spec.key}",
                                tooltip=tip, label=partial(option_value_label, spec))
            self.option_widgets.append((Label(th, label_text, size=16, wrap=False), widget))
        self.seed_input = TextInput(th, self.seed_text, max_len=18, id="seed",
                                    allowed=str.isdigit, placeholder=t("app.new.seed_random"),
                                    on_change=self.set_seed, on_enter=self.start)
        self.error_label = Label(th, "", size=16, colour=th.bad, id="error")
        self.back_button = Button(th, t("app.back"), self.back, id="back")
        self.rules_button = Button(th, t("app.new.rules"), self.show_rules, id="rules",
                                   enabled=self.info is not None)
        self.start_button = Button(th, t("app.new.start"), self.start, id="start", size=20,
                                   colour=th.good)
        self.widgets = [*self.game_buttons, self.count_stepper]
        for row in self.seat_widgets:
            self.widgets += list(row)
        for label, widget in self.option_widgets:
            self.widgets += [label, widget]
        self.widgets += [self.seed_input, self.error_label, self.back_button, self.rules_button,
                         self.start_button]
        self.layout(self.size)
        self.changed()

    def set_count(self, n: int) -> None:
        self.count = n
        self.rebuild()

    def set_seat(self, i: int, key: str, value: Any) -> None:
        self.seats[i][key] = value
        if key == "kind" and i < len(self.seat_widgets):
            self.seat_widgets[i][1].tooltip = self.kind_help(value)
            self.name_for_kind(i)  # a solo opponent's name follows its level
            name = self.seat_widgets[i][0]
            if name.text != self.seats[i]["name"]:
                name.text = self.seats[i]["name"]
        self.changed()

    def kind_help(self, kind: str) -> str:
        """What a seat kind means: a computer level, or the game's solo opponent level."""
        level = automa_level(kind)
        if level is not None and self.info is not None:
            key = f"{self.info.id}.automa.{level}.help"
            return t(key) if i18n.has(key) else ""
        key = f"app.kind.{kind}.help"
        return t(key) if i18n.has(key) else ""

    def set_colour(self, i: int, colour: int) -> None:
        # Colours stay unique: the seat that had this colour takes the old one.
        old = self.seats[i]["colour"]
        for j in range(self.rows()):
            if j != i and self.seats[j]["colour"] == colour:
                self.seats[j]["colour"] = old
                self.seat_widgets[j][2].set_value(old)
        self.seats[i]["colour"] = colour
        self.changed()

    def stacked(self, label: Label, widget: Widget, width: int) -> bool:
        """An option whose name or longest value does not fit beside the other goes on two
        lines: the name, then the value across the column's whole width."""
        px = self.theme.px
        if fonts.get(px(label.size), label.bold).size(label.text)[0] > px(372 - width):
            return True
        if not isinstance(widget, Choice):
            return False
        font = fonts.get(px(widget.size))
        room = px(width) - 2 * min(px(36), px(width) // 4)
        return any(font.size(widget.label(v))[0] > room for v in widget.values)

    def option_setter(self, key: str) -> Any:
        return lambda value: self.set_option(key, value)

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.changed()

    def set_seed(self, text: str) -> None:
        self.seed_text = text
        self.changed()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if not hasattr(self, "start_button"):
            return
        f = self.frame()
        for i, b in enumerate(self.game_buttons):
            b.rect = f.rect(40, 110 + i * 52, 360, 44)
        row_h = 44 if len(self.option_widgets) <= 6 else 34
        y = 372.0
        for label, widget in self.option_widgets:
            w = 96 if isinstance(widget, Toggle) else 236
            if self.stacked(label, widget, w):
                label.rect = f.rect(40, y, 380, 24)
                wide = 96 if isinstance(widget, Toggle) else 380
                widget.rect = f.rect(420 - wide, y + 24, wide, row_h - 8)
                y += row_h + 24
                continue
            label.rect = f.rect(40, y + (row_h - 8) / 2 - 11, 372 - w, 24)
            widget.rect = f.rect(420 - w, y, w, row_h - 8)
            y += row_h
        self.count_stepper.rect = f.rect(600, 72, 150, 38)
        for i, (name, kind, colour) in enumerate(self.seat_widgets):
            y = 160 + i * 48
            name.rect = f.rect(480, y, 212, 38)
            kind.rect = f.rect(702, y, 322, 38)
            colour.rect = f.rect(1068, y, 168, 38)
        seed_y = self.seed_y()
        self.seed_input.rect = f.rect(600, seed_y - 8, 260, 38)
        self.error_label.rect = f.rect(450, seed_y + 50, 790, 600 - seed_y)
        self.back_button.rect = f.rect(40, 650, 180, 48)
        self.rules_button.rect = f.rect(780, 650, 200, 48)
        self.start_button.rect = f.rect(1000, 650, 240, 48)

    def seed_y(self) -> int:
        return 160 + len(self.seat_widgets) * 48 + 28

    # --- actions -----------------------------------------------------------------------
    def show_rules(self) -> None:
        if self.info is None:
            return
        self.app.nav.go("rules", info=self.info)

    def start(self) -> None:
        self.changed()
        if self.error is not None or self.info is None:
            return
        seed = int(self.seed_text) if self.seed_text else random.randrange(1, 2**31)
        try:
            match = Match.new(self.info, self.config(), seed)
        except Exception as exc:  # noqa: BLE001 - an engine bug must not close the window
            self.app.toast(t("app.toast.start_failed", error=str(exc)), "error")
            return
        self.remember()
        self.app.nav.replace("table", match=match)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return super().on_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        head = fonts.get(th.px(34), True)
        sub = fonts.get(th.px(18), True)
        small = fonts.get(th.px(15))
        draw_text(surface, t("app.new.title"), head, th.text, f.point(40, 18))
        draw_text(surface, t("app.new.game"), sub, th.accent, f.point(40, 80))
        if not self.games:
            draw_text(surface, t("app.new.err_no_games"), small, th.text_dim, f.point(40, 116))
        if self.option_widgets:
            draw_text(surface, t("app.new.options"), sub, th.accent, f.point(40, 340))
        draw_text(surface, t("app.new.players"), sub, th.accent, f.point(450, 80))
        for x, key in ((480, "name"), (702, "player"), (1068, "colour")):
            draw_text(surface, t(f"app.new.col_{key}"), small, th.text_dim, f.point(x, 132))
        for i in range(len(self.seat_widgets)):
            y = 160 + i * 48
            draw_text(surface, f"{i + 1}.", sub, th.text_dim, f.point(450, y + 8))
            swatch = f.rect(1034, y + 5, 28, 28)
            pygame.draw.rect(surface, th.player_colour(self.seats[i]["colour"]), swatch,
                             border_radius=th.px(5))
        draw_text(surface, t("app.new.seed"), sub, th.accent, f.point(450, self.seed_y()))
        if self.info is not None:
            key = "app.new.range_solo" if self.info.automa_levels else "app.new.range"
            note = textkit.cut(t(key, n=self.info.max_players, lo=self.info.min_players,
                                 hi=self.info.max_players),
                            small, th.px(470))
            draw_text(surface, note, small, th.text_dim, f.point(766, 82))
        self.draw_widgets(surface)
