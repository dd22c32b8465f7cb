"""Numbers, decimals, dates and times as the player's language writes them (Babel, CLDR).

``decimal(1.5, 1)`` is "1.5" in English and "1,5" in Czech and Polish; ``number(12000)`` is
"12,000" / "12 000"; ``datetime_text`` shows a moment in the computer's local time zone (a
save stored at 13:21 UTC reads 14:21 in Prague in winter) in the language's medium format.
The language is the one :mod:`game.ui.i18n` speaks unless ``lang`` is given.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from babel.dates import format_date, format_datetime
from babel.numbers import format_decimal

from game.ui import i18n

LOCALES = {"en": "en", "cs": "cs_CZ", "pl": "pl_PL"}
"""The Babel locale of each language of the app."""


def locale(lang: str | None = None) -> str:
    code = lang or i18n.language()
    return LOCALES.get(code, "en")


def decimal(x: float, digits: int = 1, lang: str | None = None) -> str:
    """``x`` with exactly ``digits`` decimals and the language's decimal mark and grouping."""
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return str(format_decimal(x, format=pattern, locale=locale(lang)))


def number(n: float, lang: str | None = None) -> str:
    """A number as the language writes it: grouping, and decimals only if it has some."""
    return str(format_decimal(n, locale=locale(lang)))


def local_time(dt: datetime) -> datetime:
    """``dt`` in the computer's local time zone (a naive time is taken as UTC)."""
    return (dt if dt.tzinfo is not None else dt.replace(tzinfo=UTC)).astimezone()


def datetime_text(dt: datetime, lang: str | None = None) -> str:
    """A moment in local time, the language's medium date and time ("5. 1. 2025 14:21:00")."""
    local = local_time(dt)
    text = str(format_datetime(local, format="medium", tzinfo=local.tzinfo, locale=locale(lang)))
    return _pseudo_if_asked(text, lang)


def _pseudo_if_asked(text: str, lang: str | None) -> str:
    """In the pseudo test language, a date's words (month names, AM/PM) as its look-alikes."""
    return i18n.pseudo(text) if (lang or i18n.language()) == i18n.PSEUDO else text


def date_text(day: date | datetime, lang: str | None = None) -> str:
    """A day in the language's medium format; a moment is taken in local time first."""
    if isinstance(day, datetime):
        day = local_time(day).date()
    return _pseudo_if_asked(str(format_date(day, format="medium", locale=locale(lang))), lang)
