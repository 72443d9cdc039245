from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from arbiter_gui.dialogs import actions as actions_module
from arbiter_gui.dialogs.actions import SHORTCUTS, SetupActions
from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.views.main_window import MainWindow
from engine.journal import ImportTrf, Journal
from engine.model import ResultCode
from engine.trf import load_trf

from ..builders import small_open
from .conftest import answer_modal

DATA = Path(__file__).resolve().parents[2] / "data" / "ratinglist"


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    journal = Journal.create(tmp_path / "open.swiss")
    journal.apply(ImportTrf(small_open()))
    w.set_journal(journal)
    w.show()
    yield w
    w.close_session()


def _setup(w) -> SetupActions:
    setup = w.findChild(SetupActions)
    assert setup is not None
    return setup


def test_menu_and_unique_shortcuts(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Tournament" in titles
    shortcuts = [
        a.shortcut().toString() for a in window.findChildren(QAction) if not a.shortcut().isEmpty()
    ]
    assert len(shortcuts) == len(set(shortcuts)), shortcuts
    assert set(SHORTCUTS.values()) <= set(shortcuts)


def test_shortcut_opens_details_and_settings_are_kept_for_the_session(window, qtbot):
    setup = _setup(window)
    setup.actions["details"].trigger()
    dialog = window.findChild(TournamentDetailsDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.bye_limit_spin.setValue(2)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    settings = setup.settings(window.session)
    assert settings is not None and settings.bye_limit == 2
    byes = setup.open_byes()
    assert isinstance(byes, ByesDialog) and byes.bye_limit == 2
    again = setup.open_details()
    assert again is not None and again.bye_limit_spin.value() == 2


def test_settings_are_stored_in_the_tournament_file(window, qtbot):
    setup = _setup(window)
    dialog = setup.open_details()
    assert dialog is not None
    dialog.bye_limit_spin.setValue(3)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    stored = window.session.state.settings
    assert stored.bye_limit == 3
    current = setup.settings(window.session)
    assert current is not None and stored.system == current.system.value
    window.session.undo()
    assert window.session.state.settings.bye_limit is None
    # the journal is the only source (issue 24): the undone limit is not kept aside anywhere
    after = setup.settings(window.session)
    assert after is None or after.bye_limit != 3
    details = setup.open_details()
    assert details is not None and details.bye_limit_spin.value() != 3


def test_export_trf_round_trips(window, tmp_path):
    target = tmp_path / "report.trf"
    assert _setup(window).export_trf(target) == target
    back = load_trf(target)
    assert [p.name for p in back.players] == [p.name for p in window.session.tournament.players]
    assert back.rounds_in_file == 2
    text = target.read_bytes()
    assert b"\r\n" in text and b"XXR" not in text  # the FIDE report: no engine lines
    message = window.statusBar().currentMessage()
    assert "Exported" in message and "partial file: 2 of 5 rounds complete" in message
    checker = tmp_path / "checker.trf"
    _setup(window).export_trf(checker, engine_lines=True)
    assert b"XXR 5" in checker.read_bytes()


def test_export_asks_for_a_file(window, tmp_path, monkeypatch):
    target = tmp_path / "asked.trf"
    monkeypatch.setattr(
        actions_module.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    _setup(window).actions["export_trf"].trigger()
    assert target.exists()


def test_rating_list_is_indexed_once_then_reused(window, qtbot, tmp_path, monkeypatch):
    cache = tmp_path / "cache" / "list.sqlite"
    monkeypatch.setattr(actions_module, "rating_list_cache", lambda _p: cache)
    setup = _setup(window)
    first = setup.open_rating_list(DATA / "players_list_foa.txt")
    assert first is not None
    qtbot.waitUntil(lambda: first.index is not None, timeout=10000)
    first.accept()
    second = setup.open_rating_list(DATA / "players_list_foa.txt")
    assert second is not None
    assert second.index is not None  # from the cache, no background read
    qtbot.keyClicks(second.search_edit, "kowalik")
    # two rounds are published: a late entry; the tournament has not chosen yet -> asked
    answer_modal(Qt.Key.Key_H, text="")  # Alt-less mnemonic H: half-point byes
    qtbot.keyClick(second.search_edit, Qt.Key.Key_Return)
    assert window.session.tournament.players[-1].name == "Kowalik, Jan"
    assert window.session.tournament.players[-1].entry(2).result is ResultCode.HALF_BYE
    assert window.session.state.settings.late_entry_bye is ResultCode.HALF_BYE
    second.accept()


def test_csv_and_other_dialogs_open(window, qtbot):
    setup = _setup(window)
    csv = setup.import_csv(DATA / "registrations.csv")
    assert csv is not None and csv.model.rowCount() == 4
    csv.reject()
    for opener in (setup.open_players, setup.add_player, setup.open_order, setup.open_byes):
        dialog = opener()
        assert dialog is not None and dialog.isVisible()
        dialog.reject()


def test_without_a_session_the_arbiter_is_told(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    assert _setup(w).open_details() is None
