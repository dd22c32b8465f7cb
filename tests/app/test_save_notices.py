"""Failed saves are shown: each run of failing autosaves once, every manual save, the first
success after a failure; in one plain sentence without errno, file or temporary names; never
over a question the player must answer."""

from __future__ import annotations

import errno

import pygame

from game.app.scenes.table import TableScene
from game.persistence import saves
from game.ui.i18n import t
from game.ui.table.harness import record_text

from .conftest import toy_match

SAVED = t("app.toast.saved", game=t("toy.name"))
"""The notice of a manual save: the game's name, never a file name."""

FULL = t("app.toast.save_failed", reason=t("app.storage.full"))


def disk_full(monkeypatch) -> None:
    def write(path, data, **kw):
        raise OSError(errno.ENOSPC, "No space left on device", f"{path}.1234.tmp")
    monkeypatch.setattr(saves, "write_atomic", write)


def plain(text: str) -> bool:
    return not any(mark in text for mark in ("Errno", "28", ".tmp", ".json", "/", "\\"))


def test_every_failed_save_is_shown_and_a_later_success_says_so(app, driver, generic_toy,
                                                                monkeypatch) -> None:
    table = TableScene(app, toy_match(generic_toy, ["human", "random"]))
    app.stack.push(table)
    assert driver.wait_for_human(table)
    app.toasts.items.clear()
    with monkeypatch.context() as m:
        disk_full(m)
        table.ctx.submit(table.match.legal_actions()[0])  # autosave fails
        assert app.toasts.texts() == [FULL]
        assert driver.wait_for_human(table)  # more autosaves fail: no new notice
        assert app.toasts.texts() == [FULL]
        driver.key(pygame.K_s, pygame.KMOD_CTRL)  # but Ctrl+S always answers
        assert app.toasts.texts() == [FULL, FULL]
        assert all(plain(text) for text in app.toasts.texts())
    app.toasts.items.clear()
    table.ctx.submit(table.match.legal_actions()[0])  # the disk has room again
    assert app.toasts.texts() == [t("app.toast.save_works_again")]
    assert saves.load_match(table.save_path).match.actions_json() == table.match.actions_json()
    app.toasts.items.clear()
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert app.toasts.texts() == [SAVED]
    assert table.save_path.name not in app.toasts.texts()[0]


def test_notices_wait_while_the_leave_dialog_is_open(app, driver, generic_toy,
                                                     monkeypatch) -> None:
    table = TableScene(app, toy_match(generic_toy, ["human", "random"]))
    app.stack.push(table)
    assert driver.wait_for_human(table)
    app.toasts.items.clear()
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "dialog"
    with record_text() as rec:
        for _ in range(3):
            rec.take()
            driver.frames(100)  # longer than a notice lasts
            assert SAVED not in rec.take()
        assert app.toasts.texts() == [SAVED]  # held, not lost
        driver.click("cancel")  # the frame that closes the dialog draws the notice
        assert SAVED in rec.take()


def test_a_missing_data_folder_reads_as_one_sentence_in_settings(app, driver, tmp_path,
                                                                 monkeypatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(blocker / "home"))
    app.nav.to_menu()
    app.nav.go("settings")
    driver.click("save")
    texts = app.toasts.texts()
    assert texts == [t("app.toast.settings_not_saved", reason=t("app.storage.missing"))]
    assert all(plain(text) for text in texts)


def test_a_read_only_data_folder_reads_as_one_sentence(app, monkeypatch) -> None:
    from game.persistence import settings as settings_module

    def denied(path, data, **kw):
        raise PermissionError(errno.EACCES, "Permission denied", f"{path}.5678.tmp")
    monkeypatch.setattr(settings_module, "write_atomic", denied)
    app.toasts.items.clear()
    app.apply_settings(app.settings)
    assert app.toasts.texts() == [
        t("app.toast.settings_not_saved", reason=t("app.storage.read_only"))]
    assert "read-only" in app.toasts.texts()[0] and plain(app.toasts.texts()[0])
