"""Issue 8: the pairing settings in the file, the late-entry question, withdrawals in the export."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.dialogs.actions import SetupActions
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.dialogs.late import needs_late_entry_choice
from arbiter_gui.dialogs.order import InitialOrderDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.settings import SYSTEM_NAMES
from arbiter_gui.session import Session
from arbiter_gui.views.main_window import MainWindow
from engine.journal import (
    AddPlayer,
    EventSettings,
    ImportTrf,
    Journal,
    PlayerData,
    RecordWithdrawal,
)
from engine.model import Colour, PlayerId, ResultCode
from engine.pairing.api import PairingSystem
from engine.trf import load_trf

from ..builders import small_open
from .conftest import answer_modal


def _details(qtbot, session, **kw) -> TournamentDetailsDialog:
    d = TournamentDetailsDialog(session, **kw)
    qtbot.addWidget(d)
    d.show()
    return d


def test_burstein_is_offered_and_stored(qtbot, session):
    assert PairingSystem.BURSTEIN in SYSTEM_NAMES
    assert PairingSystem.BURSTEIN_LEGACY in SYSTEM_NAMES
    d = _details(qtbot, session)
    qtbot.keyClicks(d.name_edit, "Burstein Open")
    d.system_combo.setFocus()
    i = d.system_combo.findData(PairingSystem.BURSTEIN)
    while d.system_combo.currentIndex() != i:  # by keyboard: Down through the list
        qtbot.keyClick(d.system_combo, Qt.Key.Key_Down)
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert session.state.settings.system == "burstein"
    assert session.tournament.pairing_system == "FIDE_BURSTEIN"
    again = _details(qtbot, session)
    assert again.system_combo.currentData() is PairingSystem.BURSTEIN


def test_every_setting_survives_reopen_and_one_undo_takes_the_form_back(qtbot, tmp_path):
    path = tmp_path / "settings.swiss"
    session = Session(Journal.create(path))
    try:
        d = _details(qtbot, session, lot=lambda: Colour.BLACK)
        qtbot.keyClicks(d.name_edit, "Autumn Open")
        d.rounds_spin.selectAll()
        qtbot.keyClicks(d.rounds_spin, "9")
        d.acceleration_combo.setCurrentIndex(1)  # Baku
        d.colour_combo.setCurrentIndex(3)  # drawn by lot
        d.tiebreak_edit.setText("BH/C1,BH,SB")
        d.bye_limit_spin.setValue(2)
        d.late_entry_combo.setCurrentIndex(2)  # half-point byes
        spin = d.point_spins["pab"]
        spin.selectAll()
        qtbot.keyClicks(spin, "0.5")
        with qtbot.waitSignal(d.accepted):
            qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
        stored = session.state
        assert stored.settings == EventSettings(
            system=d.settings.system.value,
            baku=True,
            tiebreaks="BH/C1,BH,SB",
            bye_limit=2,
            colour_by_lot=True,
            late_entry_bye=ResultCode.HALF_BYE,
        )
        assert stored.tournament.initial_colour is Colour.BLACK
        assert stored.tournament.point_system.pab == 0.5
    finally:
        session.close()
    session = Session(Journal.open(path))
    try:
        assert session.state == stored
        d = _details(qtbot, session)
        assert d.late_entry_combo.currentData() is ResultCode.HALF_BYE
        assert d.colour_combo.currentIndex() == 3
        assert "Black" in d.colour_combo.currentText()  # the lot is shown, not drawn again
        assert d.bye_limit_spin.value() == 2
        assert d.tiebreak_edit.text() == "BH/C1,BH,SB"
        assert d.acceleration_combo.currentIndex() == 1
        d.reject()
        session.undo()  # one undo: details and settings together
        assert session.state.settings == EventSettings()
        assert session.tournament.name == ""
    finally:
        session.close()


def test_the_late_entry_question_is_asked_once(qtbot, played):
    assert needs_late_entry_choice(played.state)
    form = PlayerDialog(played)
    qtbot.addWidget(form)
    form.show()
    qtbot.keyClicks(form.name_edit, "Late, Larry")
    answer_modal(Qt.Key.Key_H)  # the box's "Half-point byes" mnemonic
    with qtbot.waitSignal(form.accepted):
        qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)
    larry = played.tournament.players[-1]
    assert [e.result for e in larry.rounds] == [ResultCode.HALF_BYE] * 2
    assert played.state.settings.late_entry_bye is ResultCode.HALF_BYE
    assert not needs_late_entry_choice(played.state)
    # the second late entrant: no question, the same byes
    second = PlayerDialog(played)
    qtbot.addWidget(second)
    second.show()
    qtbot.keyClicks(second.name_edit, "Later, Lena")
    with qtbot.waitSignal(second.accepted):
        qtbot.keyClick(second.name_edit, Qt.Key.Key_Return)
    assert played.tournament.players[-1].entry(2).result is ResultCode.HALF_BYE
    # the details dialog shows the choice and no longer lets it change
    d = _details(qtbot, played)
    assert d.late_entry_combo.currentData() is ResultCode.HALF_BYE
    assert not d.late_entry_combo.isEnabled()


def test_escape_on_the_question_registers_nobody(qtbot, played):
    form = PlayerDialog(played)
    qtbot.addWidget(form)
    form.show()
    qtbot.keyClicks(form.name_edit, "Late, Larry")
    answer_modal(Qt.Key.Key_Escape)
    qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)
    assert len(played.tournament.players) == 7
    assert form.isVisible()


def test_the_question_names_the_missed_rounds(qtbot, played):
    from arbiter_gui.dialogs.late import late_entry_question

    box = late_entry_question(played.state, "Late, Larry", None)
    qtbot.addWidget(box)
    assert "missed rounds 1-2" in box.text()
    assert "C.04.2 C.2" in box.informativeText()
    assert box.defaultButton().text() == "&Zero-point byes"
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.Cancel)


def test_lots_are_recorded_and_a_later_sort_keeps_them(qtbot, session):
    for name in ("Cole, C", "Abel, A", "Bond, B"):
        session.apply(AddPlayer(PlayerData(name, rating=2000)))
    d = InitialOrderDialog(session, shuffle=lambda players: players.reverse())
    qtbot.addWidget(d)
    d.show()
    assert d.sort()
    assert [p.name for p in session.tournament.players] == ["Abel, A", "Bond, B", "Cole, C"]
    assert d.draw_lots()
    assert [p.name for p in session.tournament.players] == ["Cole, C", "Bond, B", "Abel, A"]
    assert session.state.settings.ties_by_lot
    assert d.sort()  # e.g. after a rating correction: the lots stay
    assert [p.name for p in session.tournament.players] == ["Cole, C", "Bond, B", "Abel, A"]
    session.undo()
    session.undo()
    assert not session.state.settings.ties_by_lot


def test_export_shows_a_withdrawal_before_the_round_is_paired(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    journal = Journal.create(tmp_path / "open.swiss")
    journal.apply(ImportTrf(small_open()))
    journal.apply(RecordWithdrawal(PlayerId(4), 3))
    w.set_journal(journal)
    try:
        setup = w.findChild(SetupActions)
        assert setup is not None
        # the file for a pairing checker announces it for the round to pair (trf.md §7.2)
        target = tmp_path / "checker.trf"
        assert setup.export_trf(target, engine_lines=True) == target
        line = next(x for x in target.read_text().splitlines() if x.startswith("001    4"))
        assert line[111:119] == "0000 - Z"  # round 3, columns 112-119
        back = load_trf(target)
        assert back.next_round() == 3
        assert back.player(PlayerId(4)).entry(3).result is ResultCode.ZERO_BYE
        # the FIDE report ends with the last round played (issue 19: a rating officer rejects
        # a block for a round nobody has played)
        report = tmp_path / "report.trf"
        assert setup.export_trf(report) == report
        line = next(x for x in report.read_text().splitlines() if x.startswith("001    4"))
        assert len(line.rstrip()) == 109  # rounds 1 and 2 only
        assert load_trf(report).player(PlayerId(4)).rounds[2:] == ()
    finally:
        w.close_session()


def test_random_lot_uses_only_equal_players(qtbot, session):
    for name, rating in (("A, A", 2100), ("B, B", 2000), ("C, C", 2000), ("D, D", 1900)):
        session.apply(AddPlayer(PlayerData(name, rating=rating)))
    d = InitialOrderDialog(session, shuffle=random.Random(3).shuffle)
    qtbot.addWidget(d)
    d.show()
    assert d.draw_lots()
    names = [p.name for p in session.tournament.players]
    assert names[0] == "A, A" and names[3] == "D, D"


def test_the_export_view_keeps_a_player_with_a_later_bye_in_the_next_pairing(played):
    from engine.journal import RequestBye, trf_tournament
    from engine.pairing.common.history import is_absent

    played.apply(RequestBye(PlayerId(3), 5, ResultCode.HALF_BYE))
    assert not is_absent(trf_tournament(played.state).player(PlayerId(3)), 3)


def test_a_bye_for_a_later_round_does_not_drop_the_player_from_the_gui_pairing(played):
    from arbiter_gui.rounds.logic import pairing_input
    from engine.journal import RequestBye
    from engine.pairing.common.history import is_absent

    played.apply(RequestBye(PlayerId(3), 5, ResultCode.HALF_BYE))
    assert not is_absent(pairing_input(played.state, 3).player(PlayerId(3)), 3)
    # read as a TRF, the same blank entry is an announced absence (TRF(x) convention)
    assert is_absent(pairing_input(played.tournament, 3).player(PlayerId(3)), 3)


def test_a_csv_import_after_round_one_asks_once_for_the_whole_file(qtbot, played):
    from arbiter_gui.dialogs.csvimport import CsvImportDialog
    from engine.ratinglist import read_csv

    from .test_actions import DATA

    dialog = CsvImportDialog(played, read_csv(DATA / "registrations.csv"))
    qtbot.addWidget(dialog)
    dialog.show()
    answer_modal(Qt.Key.Key_H)
    dialog.accept()
    added = played.tournament.players[7:]
    assert len(added) == len(dialog.imported) > 1
    assert all(p.entry(1).result is ResultCode.HALF_BYE for p in added)
    assert all(played.state.joined_round(p.id) == 3 for p in added)
