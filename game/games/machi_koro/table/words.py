"""Player-facing words of the Machi Koro table: names, log lines, captions and tooltips.
Everything goes through the catalog (``machi_koro.*`` keys)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine import Event
from game.engine.protocol import Text

from ..data import ESTABLISHMENTS, LANDMARKS
from ..rules.words import event_text

T = Callable[..., str]


def card_name(t: T, key: str) -> str:
    return t(f"machi_koro.card.{key}.name")


def landmark_name(t: T, key: str) -> str:
    return t(f"machi_koro.landmark.{key}.name")


def player_name(t: T, names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("machi_koro.ui.player", n=(seat or 0) + 1)


def rolls_text(rolls: tuple[int, ...]) -> str:
    """The roll totals a card answers to: "3" or "9-10"."""
    return str(rolls[0]) if len(rolls) == 1 else f"{rolls[0]}-{rolls[-1]}"


def render(t: T, names: Sequence[str], text: Text) -> str:
    """Translate an engine :class:`Text`: nested texts first, seats (``player`` and
    ``*_player`` fields) as the seats' names."""
    args: dict[str, Any] = {}
    for k, v in text.args.items():
        if isinstance(v, Text):
            args[k] = render(t, names, v)
        elif k == "player" or k.endswith("_player"):
            args[k] = player_name(t, names, v if isinstance(v, int) else None)
        else:
            args[k] = v
    return t(text.key, **args)


def describe(t: T, names: Sequence[str], event: Event) -> str:
    """The log line of one engine event (the rules' words, see ``rules.words``)."""
    return render(t, names, event_text(event))


def card_tooltip(t: T, kind: int, left: int | None, buildable: bool | None,
                 refusal: str | None = None) -> str:
    e = ESTABLISHMENTS[kind]
    lines = [f"{card_name(t, e.key)}  ({rolls_text(e.rolls)})",
             t(f"machi_koro.card.{e.key}.text"),
             t(f"machi_koro.colour.{e.colour}"),
             t("machi_koro.cost", cost=e.cost)
             + (f"  ·  {t('machi_koro.left', count=left)}" if left is not None else "")]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    elif refusal:
        lines.append(refusal)
    return "\n".join(lines)


def chip_tooltip(t: T, kind: int, count: int, owner: str) -> str:
    e = ESTABLISHMENTS[kind]
    return "\n".join([t("machi_koro.ui.tip.owned", name=card_name(t, e.key), count=count,
                        player=owner),
                      t(f"machi_koro.card.{e.key}.text"), t(f"machi_koro.colour.{e.colour}")])


def landmark_tooltip(t: T, m: int, built: bool, buildable: bool,
                     refusal: str | None = None) -> str:
    lm = LANDMARKS[m]
    state = t("machi_koro.landmark.built" if built else "machi_koro.landmark.unbuilt")
    lines = [f"{landmark_name(t, lm.key)} — {state}", t(f"machi_koro.landmark.{lm.key}.text"),
             t("machi_koro.cost", cost=lm.cost)]
    if buildable:
        lines.append(t("machi_koro.ui.tip.click_build"))
    elif refusal and not built:
        lines.append(refusal)
    return "\n".join(lines)
