"""Numbers, decimals and times in the player's language and the computer's time zone."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest

from game.app.scenes.load import LoadScene
from game.persistence.saves import save_match
from game.ui import formats, i18n
from game.ui.widgets import chart

from .conftest import toy_match


def _zone(name: str) -> Iterator[None]:
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = before
        time.tzset()


@pytest.fixture
def prague() -> Iterator[None]:
    yield from _zone("Europe/Prague")


@pytest.fixture
def kathmandu() -> Iterator[None]:
    """UTC+05:45 all year: a local time never shares its minutes with UTC."""
    yield from _zone("Asia/Kathmandu")


@pytest.fixture
def lang() -> Iterator[object]:
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def test_a_save_at_14_21_in_prague_reads_14_21(prague) -> None:
    winter = datetime(2025, 1, 5, 13, 21, tzinfo=UTC)
    summer = datetime(2025, 7, 5, 12, 21, tzinfo=UTC)  # summer time: UTC+2
    assert formats.datetime_text(winter, "cs") == "5. 1. 2025 14:21:00"
    assert formats.datetime_text(summer, "cs") == "5. 7. 2025 14:21:00"
    assert formats.datetime_text(winter, "pl") == "5 sty 2025, 14:21:00"
    assert formats.datetime_text(winter, "en") == "Jan 5, 2025, 2:21:00\u202fPM"
    assert formats.datetime_text(datetime(2025, 1, 5, 13, 21), "cs") == "5. 1. 2025 14:21:00"


def test_dates_in_the_language_and_local_time(prague) -> None:
    assert formats.date_text(date(2025, 3, 9), "cs") == "9. 3. 2025"
    assert formats.date_text(date(2025, 3, 9), "pl") == "9 mar 2025"
    assert formats.date_text(date(2025, 3, 9), "en") == "Mar 9, 2025"
    # 23:30 UTC on the 9th is already the 10th in Prague
    assert formats.date_text(datetime(2025, 3, 9, 23, 30, tzinfo=UTC), "cs") == "10. 3. 2025"


def test_czech_and_polish_write_a_decimal_comma(lang) -> None:
    assert [formats.decimal(1.4, 1, code) for code in ("en", "cs", "pl")] == [
        "1.4", "1,4", "1,4"]
    assert formats.decimal(2, 2, "cs") == "2,00"
    assert formats.decimal(-0.5, 1, "pl") == "-0,5"
    assert formats.decimal(1234.5, 1, "en") == "1,234.5"
    assert formats.decimal(1234.5, 1, "cs") == "1\xa0234,5"
    assert formats.number(12000, "en") == "12,000"
    assert formats.number(12000, "pl") == "12\xa0000"
    assert formats.number(2.5, "cs") == "2,5"
    lang("cs")
    assert formats.decimal(0.5) == "0,5" and chart.number(2.5) == "2,5" and chart.number(3) == "3"
    lang("en")
    assert chart.number(2.5) == "2.5"


def test_the_load_screen_shows_the_local_time_of_a_save(app, toy, kathmandu, lang) -> None:
    lang("cs")
    path = save_match(toy_match(toy, ["human", "random"]))
    scene = app.stack.push(LoadScene(app))
    row = next(s for s in scene.list.items if s.path == path)
    local = row.saved_at.astimezone()
    assert local.utcoffset().total_seconds() == 5 * 3600 + 45 * 60
    assert local.strftime("%H:%M") != row.saved_at.astimezone(UTC).strftime("%H:%M")
    scene.list.select(scene.list.items.index(row))
    assert formats.datetime_text(row.saved_at) in scene.detail.text
    assert f" {local.hour}:{local:%M:%S}" in scene.detail.text  # Czech: 0:04:33, 14:21:00
    assert f"{local.day}. {local.month}. {local.year}" in scene.detail.text
