"""File menu: Open Recent, Save As (the real file dialog, typed into), a title naming the file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from arbiter_gui.views.file_menu import FileMenu, recent_files
from arbiter_gui.views.main_window import MainWindow
from engine.journal import ImportTrf, Journal

from ..builders import small_open
from .conftest import answer_modal


@pytest.fixture
def window(qtbot, tmp_path):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    # the widget file dialog (no desktop's native one) can be typed into, as an arbiter would
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    w = MainWindow()
    qtbot.addWidget(w)
    path = tmp_path / "Club Open.swiss"
    journal = Journal.create(path)
    journal.apply(ImportTrf(small_open()))
    w.set_journal(journal)
    w.show()
    yield w
    w.close_session()


def _extras(w) -> FileMenu:
    extras = w.findChild(FileMenu)
    assert extras is not None
    return extras


def test_the_title_names_tournament_and_file(window):
    assert window.windowTitle() == "Test Open — Club Open.swiss — Swiss Arbiter"


def test_save_as_by_keyboard_copies_and_goes_on_in_the_copy(window, qtbot, tmp_path):
    target = tmp_path / "Club Open final"
    answer_modal(text=str(target))  # typed into the dialog's file name field, then Enter
    extras = _extras(window)
    extras.save_as_action.trigger()
    qtbot.waitUntil(lambda: window.path == target.with_suffix(".swiss"), timeout=5000)
    assert window.session is not None
    assert window.session.tournament.name == "Test Open"
    assert window.windowTitle() == "Test Open — Club Open final.swiss — Swiss Arbiter"
    # both files are in the recent list, the copy first; the menu reopens the original
    recent = recent_files(extras.settings)
    assert [p.name for p in recent[:2]] == ["Club Open final.swiss", "Club Open.swiss"]
    actions = extras.recent_menu.actions()
    assert actions[1].text().startswith("&2 Club Open.swiss")
    actions[1].trigger()
    qtbot.waitUntil(lambda: window.path == tmp_path / "Club Open.swiss", timeout=5000)


def test_save_as_refuses_an_existing_file(window, qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(
        "arbiter_gui.views.file_menu.report_error", lambda _w, exc, **_k: shown.append(str(exc))
    )
    existing = tmp_path / "taken.swiss"
    existing.write_bytes(b"x")
    assert _extras(window).save_as(existing) is None
    assert "exists already" in shown[0]
    assert existing.read_bytes() == b"x"


def test_the_file_dialogs_are_the_widget_ones(window):
    # what makes them drivable by keyboard in tests and under Xvfb (no native dialog)
    assert QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    assert QFileDialog is not None


def test_a_file_from_a_newer_version_is_a_message_and_stays_untouched(qtbot, tmp_path):
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    path = tmp_path / "future.swiss"
    with Journal.create(path) as j:
        j.apply(ImportTrf(small_open()))
    con = sqlite3.connect(path)
    with con:
        con.execute("PRAGMA user_version = 99")
    con.close()
    before = path.read_bytes()
    w = MainWindow()
    qtbot.addWidget(w)
    w.open_path(path)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.findChildren(QMessageBox)), timeout=5000)
    box = next(b for b in w.findChildren(QMessageBox) if b.isVisible())
    assert "newer Swiss Arbiter" in box.text()
    assert "Traceback" not in box.text() + box.detailedText()
    assert w.session is None
    box.close()
    assert path.read_bytes() == before


def test_a_trf_import_reports_what_was_not_taken_over(window, qtbot, tmp_path):
    from engine.trf import dump_trf

    trf = tmp_path / "elsewhere.trf"
    lines = dump_trf(small_open()).splitlines()
    # another program's file: player 1's points column says 9.0 (the results give less)
    lines = [ln[:80] + " 9.0" + ln[84:] if ln.startswith("001    1") else ln for ln in lines]
    trf.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = tmp_path / "continued.swiss"
    window.create_tournament(target, trf)
    qtbot.waitUntil(lambda: window.path == target, timeout=5000)
    box = _extras(window).import_report_box
    assert box is not None and box.isVisible()
    assert "elsewhere.trf: 7 players, 2 rounds taken over" in box.text()
    assert "9.0" in box.detailedText() or "points" in box.detailedText()
    assert "no withdrawals" in box.informativeText()
    command = window.session.journal.undo_command
    assert isinstance(command, ImportTrf) and command.report == (
        *box.detailedText().splitlines(),
        box.informativeText(),
    )
    box.close()
