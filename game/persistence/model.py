"""The save file format: one JSON document, validated by one pydantic model.

Example (``format_version`` 1)::

    {
      "format": "city-builders-save",
      "format_version": 1,
      "app_version": "0.1.0",
      "game_id": "machi_koro",
      "saved_at": "2026-11-29T14:20:00+00:00",
      "created_at": "2026-11-29T14:00:00+00:00",
      "finished": false,
      "moves": 37,
      "config": {"players": [{"name": "Ann", "kind": "human", "colour": 0}, ...],
                 "options": {"variant": "base"}},
      "seed": 12345,
      "digest": "<sha256 hex of the canonical JSON of position>",
      "start_position": null,
      "actions": [{"type": "Roll", "dice": 1}, ...],
      "position": {...}
    }

The members up to ``config`` are the *header* (:data:`HEADER_KEYS`): written first and alone
on the first line, so a save list reads one short line of each file (:class:`SaveHeader`).
Files written before this layout (same format version: any member order is valid) are still
read; listing them parses members until the header is complete.

The game is a pure function of (config, seed, actions), so ``actions`` (chance outcomes
included) are the truth; ``position`` is the state they lead to, kept so that a save survives
an engine whose replay no longer accepts old moves. ``start_position`` is normally null; it is
set only after such a fallback, and then the actions replay from it instead of from the seed.
``moves`` is the number of logged actions (chance outcomes included).
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    field_validator,
    model_validator,
)

from game.engine.protocol import automa_level

from . import jsontext

FORMAT_NAME = "city-builders-save"
FORMAT_VERSION = 1
"""Bump when a reader of the old version could not read the new one correctly."""

PLAYER_KINDS = ("human", "random", "easy", "normal", "hard")
"""Seat kinds besides ``automa:LEVEL`` (the level is checked against the game's list)."""

MAX_PLAYERS = 16
MAX_ACTIONS = 200_000
MAX_NAME = 64


def canonical_json(value: Any) -> bytes:
    """Sorted keys, compact separators, UTF-8: the bytes the digest is taken of."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def normalize(value: Any, where: str = "") -> Any:
    """``value`` as it reads back from JSON (tuples become lists, keys strings). Raises
    ``ValueError`` for what a save cannot hold (a :class:`NumberError` names the path from
    ``where``), so nothing is written that loading would refuse."""
    return jsontext.loads(json.dumps(value, allow_nan=False), where)


def digest(position: Any) -> str:
    return hashlib.sha256(canonical_json(position)).hexdigest()


def utc_now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PlayerModel(_Strict):
    name: Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME)]
    kind: StrictStr = "human"
    colour: Annotated[StrictInt, Field(ge=0, le=0xFFFFFF)] | None = None

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        if not v.isprintable():
            raise ValueError("a player name must not contain control characters")
        return v

    @field_validator("kind")
    @classmethod
    def _known_kind(cls, v: str) -> str:
        if v in PLAYER_KINDS or (automa_level(v) and len(v) <= 40):
            return v
        raise ValueError(f"unknown player kind {v[:40]!r}")


class ConfigModel(_Strict):
    players: Annotated[list[PlayerModel], Field(min_length=1, max_length=MAX_PLAYERS)]
    options: dict[StrictStr, Any] = Field(default_factory=dict)


GameId = Annotated[StrictStr, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9_]+$")]


def _iso_text(value: Any) -> Any:
    """A time in a save is ISO 8601 text (or a datetime, when the app builds a save); a number
    (which pydantic would read as seconds since 1970) or anything else is refused."""
    if isinstance(value, datetime):
        return value
    if not isinstance(value, str):
        raise ValueError("must be a date and time written as text (ISO 8601)")
    if len(value) > 40:
        raise ValueError("is too long for a date and time")
    return value


Timestamp = Annotated[AwareDatetime, BeforeValidator(_iso_text)]
Moves = Annotated[StrictInt, Field(ge=0, le=MAX_ACTIONS)]

HEADER_KEYS = ("format", "format_version", "app_version", "game_id", "saved_at", "created_at",
               "finished", "moves", "config")
"""The members a save list needs, in the order they open the file."""


class SaveHeader(BaseModel):
    """The start of a save: what a list shows. Checked like the same fields of :class:`SaveFile`."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    format: Literal["city-builders-save"]
    format_version: Annotated[StrictInt, Field(ge=1)]
    app_version: Annotated[StrictStr, Field(max_length=64)]
    game_id: GameId
    saved_at: Timestamp
    created_at: Timestamp
    finished: StrictBool
    moves: Moves
    config: ConfigModel


class SaveFile(SaveHeader):
    """A whole save file: the header, then the game. Unknown keys are ignored (a same-version
    writer may add notes)."""

    seed: StrictInt
    digest: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{64}$")]
    start_position: dict[StrictStr, Any] | None = None
    actions: Annotated[list[Any], Field(max_length=MAX_ACTIONS)]
    position: dict[StrictStr, Any]
    review: dict[StrictStr, Any] | None = None
    """The computer's review of the finished game (``game.ai.review``), kept so it opens at
    once the second time; written only when there is one, and ignored by a reader that does
    not know it (format version 1 ignores unknown members)."""

    @model_validator(mode="after")
    def _moves_counted(self) -> SaveFile:
        if self.moves != len(self.actions):
            raise ValueError(f"moves is {self.moves} but the log holds {len(self.actions)} actions")
        return self

    def to_bytes(self) -> bytes:
        """The file's bytes, UTF-8 with a newline at the end: the header members on the first
        line (compact, so a list reads one short line), then the rest indented for people who
        read saves. Strings never hold a raw newline in JSON, so line 1 ends the header."""
        data = self.model_dump(mode="json")
        if data.get("review") is None:
            data.pop("review", None)  # saves without a review stay as they always were
        head = json.dumps({k: data.pop(k) for k in HEADER_KEYS}, ensure_ascii=False,
                          allow_nan=False)
        rest = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False)
        return f"{head[:-1]},\n{rest[2:]}\n".encode()
