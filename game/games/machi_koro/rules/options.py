"""Game options (spec §2.2 step 3, §6) as OptionSpecs and their parsing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import OptionSpec

from ..data import MARKET_MODES

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("first_player", "machi_koro.option.first_player", "choice", "random",
               choices=("random", 0, 1, 2, 3),
               choice_keys=("machi_koro.option.first_player.random",
                            "machi_koro.option.first_player.seat1",
                            "machi_koro.option.first_player.seat2",
                            "machi_koro.option.first_player.seat3",
                            "machi_koro.option.first_player.seat4"),
               help_key="machi_koro.option.first_player.help"),
    OptionSpec("market", "machi_koro.option.market", "choice", "standard",
               choices=MARKET_MODES,
               choice_keys=tuple(f"machi_koro.option.market.{m}" for m in MARKET_MODES),
               help_key="machi_koro.option.market.help"),
    OptionSpec("beginner_limit", "machi_koro.option.beginner_limit", "choice", "off",
               choices=("off", 2, 3, 4),
               choice_keys=("machi_koro.option.beginner_limit.off",
                            "machi_koro.option.beginner_limit.2",
                            "machi_koro.option.beginner_limit.3",
                            "machi_koro.option.beginner_limit.4"),
               help_key="machi_koro.option.beginner_limit.help"),
)


BAD_PLAYERS = "machi_koro.config.players"
BAD_MARKET = "machi_koro.config.market"
BAD_LIMIT = "machi_koro.config.beginner_limit"
BAD_FIRST = "machi_koro.config.first_player"
CONFIG_REASONS = (BAD_PLAYERS, BAD_MARKET, BAD_LIMIT, BAD_FIRST)
"""Why a configuration cannot start a game: catalog keys (``locale/messages.pot``)."""


def parse_options(options: Mapping[str, Any], n: int) -> tuple[str, int, int | None]:
    """(market mode, beginner limit or 0, first seat or None for random); a ValueError whose
    message is a reason code (``CONFIG_REASONS``) if bad."""
    if not 2 <= n <= 4:
        raise ValueError(BAD_PLAYERS)
    market = options.get("market", "standard")
    if not isinstance(market, str) or market not in MARKET_MODES:
        raise ValueError(BAD_MARKET)
    limit = options.get("beginner_limit", "off")
    if limit in ("off", None, 0, False):
        limit = 0
    elif isinstance(limit, bool) or limit not in (2, 3, 4):
        raise ValueError(BAD_LIMIT)
    first = options.get("first_player", "random")
    if first == "random":
        seat = None
    elif isinstance(first, int) and not isinstance(first, bool) and 0 <= first < n:
        seat = first
    else:
        raise ValueError(BAD_FIRST)
    return market, limit, seat
