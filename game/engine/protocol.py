"""The rules protocol every game implements (modelled on OpenSpiel's State API).

A game supplies one :class:`Rules` object. States are plain mutable objects owned by the game;
each has an ``rng`` attribute (:class:`~game.engine.rng.Rng`) and a hand-written ``clone()``.
Actions are small immutable values with a stable JSON form (see :mod:`game.engine.actions`).

Chance is explicit: where the game rolls dice or reveals a random card, ``current_player``
returns :data:`CHANCE`, ``chance_outcomes`` lists ``(action, probability)`` and the chosen
outcome is applied like any other action, so tests can say "the dice show 3".
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeAlias, TypeVar, final

from .rng import Rng

CHANCE = -1
"""``current_player`` value when the next step is a random outcome."""
TERMINAL = -2
"""``current_player`` value when the game is over."""

Action = Any
"""An immutable, hashable value with a JSON form given by the game's ``action_to_json``."""


GAME_OVER = "engine.illegal.game_over"
NOT_AN_OUTCOME = "engine.illegal.not_an_outcome"
NOT_LEGAL = "engine.illegal.not_legal"
NOT_A_CHANCE_NODE = "engine.illegal.not_a_chance_node"
"""The engine's own refusal reasons: catalog keys, like every game's (``<game>.illegal.*``)."""


class IllegalAction(Exception):
    """Raised by ``apply`` for an action that is not legal now; the state is left unchanged.
    ``reason`` is a catalog key the app translates (English only for developer tools)."""

    def __init__(self, reason: str, action: Action = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class PositionError(ValueError):
    """A position document that does not describe a valid state of the game."""


class State(Protocol):
    rng: Rng

    def clone(self) -> State: ...


Viewer = int | None
"""Who looks: a seat index, or ``None`` for the public (a spectator, the hand-off screen)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the game log, animations and tests.

    ``kind`` is a short name; :meth:`Rules.event_text` turns it into a :class:`Text` for a
    viewer (by default catalog key ``<game>.event.<kind>``). ``data`` holds only JSON-able
    values. ``visible_to`` says who may see the event: ``None`` for everyone, else the set of
    seats. The platform never shows an event to a viewer outside that set; ``redacted`` is what
    the others see instead ("Player 2 drew a card" for "Player 2 drew the Forest"), if anything.
    """

    kind: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None
    redacted: Event | None = None

    def visible(self, viewer: Viewer) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)

    def for_viewer(self, viewer: Viewer) -> Event | None:
        """The event as ``viewer`` may know it: itself, its redacted form, or nothing."""
        if self.visible(viewer):
            return self
        red = self.redacted
        return red.for_viewer(viewer) if red is not None else None


def private(kind: str, seat: int, data: Mapping[str, Any] | None = None,
            public_kind: str | None = None,
            public_data: Mapping[str, Any] | None = None) -> Event:
    """An event only ``seat`` sees; with ``public_kind`` the others see that event instead."""
    red = (Event(public_kind, seat, dict(public_data or {})) if public_kind is not None
           else None)
    return Event(kind, seat, dict(data or {}), frozenset((seat,)), red)


@dataclass(frozen=True, slots=True)
class Text:
    """A message to translate: a catalog key and its fields. Fields named ``player`` (or
    ending in ``_player``) hold seat indices; the app puts the seat's name there."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GameType:
    """What kind of game this is, as data (OpenSpiel's ``GameType``).

    ``perfect_information``: nothing is hidden from any seat (dice to come do not count: they
    are chance). ``explicit_chance``: random steps are CHANCE nodes. ``secret_simultaneous``:
    some steps are picked by several seats in turn, each unseen by the others until revealed
    (:meth:`Rules.secret_group`). ``solo_opponents``: the official automa levels, if any.
    """

    perfect_information: bool
    explicit_chance: bool
    secret_simultaneous: bool
    min_players: int
    max_players: int
    solo_opponents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Score:
    """A seat's final or running score with its breakdown (category key -> points)."""

    total: int
    breakdown: Mapping[str, int] = field(default_factory=dict)
    tiebreak: tuple[Any, ...] = ()


AUTOMA_PREFIX = "automa:"
"""Seat kind ``automa:LEVEL``: an official solo opponent of level LEVEL."""


def automa_level(kind: str) -> str | None:
    """The solo-opponent level of seat kind ``kind`` (``"automa:LEVEL"``), else ``None``:
    the one place that reads that form."""
    return kind[len(AUTOMA_PREFIX):] if kind.startswith(AUTOMA_PREFIX) else None


def automa_kind(level: str) -> str:
    """The seat kind of solo opponent ``level``."""
    return AUTOMA_PREFIX + level


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """One seat at the table. ``kind``: human, random, easy, normal, hard or automa:LEVEL."""

    name: str
    kind: str = "human"
    colour: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def automa_level(self) -> str | None:
        """The level of an official solo opponent seat, else ``None``."""
        return automa_level(self.kind)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "colour": self.colour}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> PlayerSpec:
        return cls(str(d["name"]), str(d.get("kind", "human")), d.get("colour"))


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who sits at the table and which options are on. Engines read ``num_players``,
    ``options`` and seat kinds (an ``automa:LEVEL`` seat is an official solo opponent)."""

    players: tuple[PlayerSpec, ...]
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def num_players(self) -> int:
        return len(self.players)

    def option(self, key: str, default: Any = None) -> Any:
        return self.options.get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"players": [p.to_json() for p in self.players], "options": dict(self.options)}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> GameConfig:
        return cls(tuple(PlayerSpec.from_json(p) for p in d["players"]), dict(d.get("options", {})))

    @classmethod
    def simple(cls, n: int, kinds: Sequence[str] | None = None, **options: Any) -> GameConfig:
        kinds = list(kinds) if kinds else ["human"] * n
        return cls(tuple(PlayerSpec(f"P{i + 1}", kinds[i]) for i in range(n)), options)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option as data the new-game screen can show.

    ``kind`` is ``"bool"``, ``"choice"`` (``choices`` lists values) or ``"int"``
    (``minimum``..``maximum``). Labels are translation keys.
    """

    key: str
    label_key: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    choice_keys: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help_key: str | None = None


S = TypeVar("S", bound=State)
"""A game's state type."""
A = TypeVar("A")
"""A game's action type (decisions and chance outcomes)."""


class Rules(ABC, Generic[S, A]):
    """One board game's rules. Stateless: every method takes the state it works on.

    Decisions inside decisions (a withdrawal that opens a technology choice, a draw that asks
    for contributions) live on a pending-decision stack in the state
    (:class:`game.engine.decisions.DecisionStack`): ``current_player`` and ``legal_actions``
    always describe the top decision, and a choice of a subset is a run of add-one / done
    micro-actions, never a listed power set.
    """

    game_id: str = ""
    game_type: GameType = GameType(perfect_information=False, explicit_chance=True,
                                   secret_simultaneous=False, min_players=1, max_players=8)
    """Each game overrides this with its own type."""

    # --- setup -------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: GameConfig, seed: int) -> S:
        """A fresh state. All randomness derives from ``seed`` via the state's ``rng``."""

    def validate_config(self, config: GameConfig) -> str | None:
        """A game-specific reason why ``config`` cannot start a game (the registry has
        already checked the player count and option types), or ``None``."""
        return None

    # --- whose move and what is legal ------------------------------------------------
    @abstractmethod
    def current_player(self, state: S) -> int:
        """Seat index to decide, :data:`CHANCE` or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal decision of the current player in a deterministic order
        (empty at chance nodes and at the end). A sequence the caller reads and never
        changes (``list(...)`` for a copy to change): usually a list; a game with huge
        branching may return a lazy sequence that builds an action only when it is read
        (Akropolis's ``PlaceList``), equal to the list it stands for."""

    def chance_outcomes(self, state: S) -> list[tuple[A, float]]:
        """At a chance node: every outcome with its probability (summing to 1)."""
        return []

    def sample_action(self, state: S, rng: Rng) -> A:
        """A random legal decision for random players, playouts and benchmarks. Games with
        huge branching override this to sample without enumerating every action."""
        return rng.choice(self.legal_actions(state))

    def explain_illegal(self, state: S, action: Any) -> str | None:
        """``None`` exactly when ``action`` is in ``legal_actions`` (or, at a chance node, is a
        possible outcome), else a reason. ``action`` is untrusted: any object, malformed ones
        included, gets a reason, never an exception. Games may override this with a cheaper or
        more precise check (the contract suite checks it agrees with ``legal_actions``);
        reasons are catalog keys (``<game>.illegal.<code>``) or short English for developers."""
        if self.current_player(state) == TERMINAL:
            return GAME_OVER
        if self.current_player(state) == CHANCE:
            if any(a == action for a, _ in self.chance_outcomes(state)):
                return None
            return NOT_AN_OUTCOME
        if action in self.legal_actions(state):
            return None
        return NOT_LEGAL

    # --- doing it ------------------------------------------------------------------------
    @final
    def apply(self, state: S, action: Any, *, check: bool = True) -> list[Event]:
        """Play ``action`` (mutating ``state``) and return what happened. With ``check``
        an illegal action raises :class:`IllegalAction` and leaves the state unchanged.
        Search code passes ``check=False`` for actions it took from ``legal_actions``."""
        if check:
            reason = self.explain_illegal(state, action)
            if reason is not None:
                raise IllegalAction(reason, action)
        if self.current_player(state) == CHANCE:
            # Sampling only peeks at the generator; applying an outcome moves it on, so a
            # replayed log of outcomes leaves the very same generator behind.
            state.rng.step()
        return self._apply(state, action)

    def silence(self, state: S) -> S:
        """Mark ``state`` (a playout or search copy) so that ``apply`` may skip building
        events and return ``[]``; clones keep the mark. Returns ``state``."""
        return state

    @abstractmethod
    def _apply(self, state: S, action: A) -> list[Event]:
        """Play a legal action or chance outcome (the generator was already advanced at a
        chance node). Games implement this; nobody overrides :meth:`apply`."""

    def sample_chance(self, state: S, rng: Rng | None = None) -> A:
        """Draw a chance outcome with ``rng``. Without one it peeks at a copy of the state's
        generator: sampling never changes the state (``apply`` advances the generator)."""
        outcomes = self.chance_outcomes(state)
        if not outcomes:
            raise IllegalAction(NOT_A_CHANCE_NODE)
        r = (rng or state.rng.clone()).random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if r < acc:
                return action
        return outcomes[-1][0]

    # --- the end ---------------------------------------------------------------------------
    def is_over(self, state: S) -> bool:
        return self.current_player(state) == TERMINAL

    @abstractmethod
    def scores(self, state: S) -> list[Score]:
        """Score of every seat with its breakdown (valid at any moment; final at the end)."""

    @abstractmethod
    def winners(self, state: S) -> list[int]:
        """Seats that won (several on a shared win); empty while the game runs."""

    @abstractmethod
    def turn_count(self, state: S) -> int:
        """Number of turns played so far, as the game counts turns."""

    # --- information -------------------------------------------------------------------------
    @abstractmethod
    def observation(self, state: S, player: int) -> dict[str, Any]:
        """Exactly what ``player`` may know, as JSON-able data."""

    @abstractmethod
    def determinize(self, state: S, player: int, rng: Rng) -> S:
        """A full state agreeing with ``observation(state, player)`` whose hidden parts
        (other hands, deck and stack order, the generator's future) are resampled."""

    def has_private_view(self, state: S, player: int) -> bool:
        """True when the view for ``player`` shows something the other seats may not see
        (a hand): the table then shows a hand-off screen between human seats."""
        return False

    def reveals_information(self, state: S, action: A) -> bool:
        """True when ``action`` (about to be applied to ``state``) draws or reveals something:
        undo never goes back past such a step. Chance outcomes always count."""
        return self.current_player(state) == CHANCE

    def secret_group(self, state: S) -> Any:
        """For a decision that is part of a secret simultaneous step: a hashable id shared by
        every decision of that step (each seat's pick stays unseen by the others until the
        step is revealed), else ``None``. The search takes the seats' decisions of one group
        in their own information sets (:mod:`game.ai.ismcts`)."""
        return None

    def redact(self, state: S, viewer: Viewer) -> S:
        """A full state of the game that shows ``viewer`` (``None``: the public) exactly what
        it may know and nothing else: every hidden value replaced by a canonical one that
        depends only on ``viewer``'s observation (sorted unseen cards, placeholder hands, a
        fixed generator). Views draw from this, never from the real state. Perfect-information
        games return a copy."""
        return state.clone()  # type: ignore[return-value]  # a state's clone is its type

    # --- words for a viewer ----------------------------------------------------------------
    def action_visible_to(self, state: S, action: A) -> frozenset[int] | None:
        """Who may know which action the current seat takes in ``state`` (``None``: everyone).
        Default: the actor alone inside a secret group, else everyone; chance outcomes are
        described by the events they cause, never by themselves."""
        seat = self.current_player(state)
        if seat < 0:
            return frozenset()
        return frozenset((seat,)) if self.secret_group(state) is not None else None

    def action_text(self, state: S, action: A, viewer: Viewer) -> Text:
        """The action the current seat takes in ``state`` (before it is applied), as
        ``viewer`` may know it ("You chose R7 with tile B12" / "Player 2 chose a card").
        The platform calls this only for viewers in :meth:`action_visible_to`; others get
        ``app.log.decided``. Default: ``<game>.action.<type>`` with the action's fields."""
        seat = self.current_player(state)
        name = type(action).__name__
        fields = getattr(action, "_asdict", None)
        args = dict(fields()) if fields else {
            k: getattr(action, k) for k in getattr(action, "__dataclass_fields__", {})}
        return Text(f"{self.game_id}.action.{name}", {"player": seat, **args})

    def event_text(self, event: Event, viewer: Viewer) -> Text | None:
        """The log line of ``event`` (already made visible to ``viewer`` by the platform),
        or ``None`` to leave it out. Default: ``<game>.event.<kind>`` with ``player`` and
        the event's data."""
        return Text(f"{self.game_id}.event.{event.kind}",
                    {"player": event.player, **dict(event.data)})

    # --- serialisation -----------------------------------------------------------------------
    @abstractmethod
    def position(self, state: S) -> dict[str, Any]:
        """The documented, human-writable JSON position of ``state`` (docs/positions/)."""

    @abstractmethod
    def from_position(self, data: Mapping[str, Any]) -> S:
        """Build a state from a position; raises :class:`PositionError` on bad input: every
        rule the position format states and every invariant of the game
        (:meth:`check_invariants`), so a position that loads is one the game could reach."""

    def check_invariants(self, state: S) -> None:
        """Raise :class:`PositionError` naming the field and the rule if ``state`` breaks an
        invariant of the game (components conserved, a connected city, a phase consistent
        with its step, a winner only at a real end...). ``from_position`` calls it on what it
        built, and the soak and contract tests after every step. Default: none known."""

    @abstractmethod
    def action_to_json(self, action: A) -> Any: ...

    @abstractmethod
    def action_from_json(self, data: Any) -> A:
        """Raises ``ValueError`` for data that is not an action of this game."""


AnyRules: TypeAlias = "Rules[Any, Any]"
"""The rules of some game, as game-agnostic code (the AI, the app) holds them."""
