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
from typing import Any, Protocol

from .rng import Rng

CHANCE = -1
"""``current_player`` value when the next step is a random outcome."""
TERMINAL = -2
"""``current_player`` value when the game is over."""

Action = Any
"""An immutable, hashable value with a JSON form given by the game's ``action_to_json``."""


class IllegalAction(Exception):
    """Raised by ``apply`` for an action that is not legal now; the state is left unchanged."""

    def __init__(self, reason: str, action: Action = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class PositionError(ValueError):
    """A position document that does not describe a valid state of the game."""


class State(Protocol):
    rng: Rng

    def clone(self) -> State: ...


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the game log, animations and tests.

    ``kind`` is a short name; the game's UI turns ``(kind, data)`` into translated text
    (catalog key ``<game>.event.<kind>``). ``data`` holds only JSON-able values.
    """

    kind: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Score:
    """A seat's final or running score with its breakdown (category key -> points)."""

    total: int
    breakdown: Mapping[str, int] = field(default_factory=dict)
    tiebreak: tuple = ()


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """One seat at the table. ``kind``: human, random, easy, normal, hard or automa:LEVEL."""

    name: str
    kind: str = "human"
    colour: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

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


class Rules(ABC):
    """One board game's rules. Stateless: every method takes the state it works on."""

    game_id: str = ""

    # --- setup -------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: GameConfig, seed: int) -> Any:
        """A fresh state. All randomness derives from ``seed`` via the state's ``rng``."""

    def validate_config(self, config: GameConfig) -> str | None:
        """A game-specific reason why ``config`` cannot start a game (the registry has
        already checked the player count and option types), or ``None``."""
        return None

    # --- whose move and what is legal ------------------------------------------------
    @abstractmethod
    def current_player(self, state: Any) -> int:
        """Seat index to decide, :data:`CHANCE` or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal decision of the current player in a deterministic order
        (empty at chance nodes and at the end)."""

    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        """At a chance node: every outcome with its probability (summing to 1)."""
        return []

    def sample_action(self, state: Any, rng: Rng) -> Action:
        """A random legal decision for random players, playouts and benchmarks. Games with
        huge branching override this to sample without enumerating every action."""
        return rng.choice(self.legal_actions(state))

    def explain_illegal(self, state: Any, action: Action) -> str | None:
        """``None`` if ``action`` is legal now, else a readable reason. Games may override
        this with a cheaper or more precise check; the default asks ``legal_actions``."""
        if self.current_player(state) == TERMINAL:
            return "the game is over"
        if self.current_player(state) == CHANCE:
            if any(a == action for a, _ in self.chance_outcomes(state)):
                return None
            return f"{action!r} is not a possible outcome here"
        if action in self.legal_actions(state):
            return None
        return f"{action!r} is not a legal action now"

    # --- doing it ------------------------------------------------------------------------
    def apply(self, state: Any, action: Action, *, check: bool = True) -> list[Event]:
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
            state.rng.next64()
        return self._apply(state, action)

    def silence(self, state: Any) -> Any:
        """Mark ``state`` (a playout or search copy) so that ``apply`` may skip building
        events and return ``[]``; clones keep the mark. Returns ``state``."""
        return state

    @abstractmethod
    def _apply(self, state: Any, action: Action) -> list[Event]:
        """Play a legal action or chance outcome."""

    def sample_chance(self, state: Any, rng: Rng | None = None) -> Action:
        """Draw a chance outcome with ``rng``. Without one it peeks at a copy of the state's
        generator: sampling never changes the state (``apply`` advances the generator)."""
        outcomes = self.chance_outcomes(state)
        if not outcomes:
            raise IllegalAction("not a chance node")
        r = (rng or state.rng.clone()).random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if r < acc:
                return action
        return outcomes[-1][0]

    # --- the end ---------------------------------------------------------------------------
    def is_over(self, state: Any) -> bool:
        return self.current_player(state) == TERMINAL

    @abstractmethod
    def scores(self, state: Any) -> list[Score]:
        """Score of every seat with its breakdown (valid at any moment; final at the end)."""

    @abstractmethod
    def winners(self, state: Any) -> list[int]:
        """Seats that won (several on a shared win); empty while the game runs."""

    @abstractmethod
    def turn_count(self, state: Any) -> int:
        """Number of turns played so far, as the game counts turns."""

    # --- information -------------------------------------------------------------------------
    @abstractmethod
    def observation(self, state: Any, player: int) -> dict[str, Any]:
        """Exactly what ``player`` may know, as JSON-able data."""

    @abstractmethod
    def determinize(self, state: Any, player: int, rng: Rng) -> Any:
        """A full state agreeing with ``observation(state, player)`` whose hidden parts
        (other hands, deck and stack order, the generator's future) are resampled."""

    def has_private_view(self, state: Any, player: int) -> bool:
        """True when the view for ``player`` shows something the other seats may not see
        (a hand): the table then shows a hand-off screen between human seats."""
        return False

    def reveals_information(self, state: Any, action: Action) -> bool:
        """True when ``action`` (about to be applied to ``state``) draws or reveals something:
        undo never goes back past such a step. Chance outcomes always count."""
        return self.current_player(state) == CHANCE

    # --- serialisation -----------------------------------------------------------------------
    @abstractmethod
    def position(self, state: Any) -> dict[str, Any]:
        """The documented, human-writable JSON position of ``state`` (docs/positions/)."""

    @abstractmethod
    def from_position(self, data: Mapping[str, Any]) -> Any:
        """Build a state from a position; raises :class:`PositionError` on bad input."""

    @abstractmethod
    def action_to_json(self, action: Action) -> Any: ...

    @abstractmethod
    def action_from_json(self, data: Any) -> Action:
        """Raises ``ValueError`` for data that is not an action of this game."""
