from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.details import TournamentDetailsDialog
from engine.model import Colour
from engine.pairing.api import PairingSystem


def _open(qtbot, session, **kw):
    d = TournamentDetailsDialog(session, **kw)
    qtbot.addWidget(d)
    d.show()
    return d


def test_keyboard_fills_the_header_and_enter_saves(qtbot, session):
    d = _open(qtbot, session, lot=lambda: Colour.BLACK)
    qtbot.keyClicks(d.name_edit, "Spring Open")
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(d.city_edit, "Utrecht")
    d.federation_combo.setFocus()
    qtbot.keyClicks(d.federation_combo, "NED")
    qtbot.keyClicks(d.start_edit, "2026/05/01")
    qtbot.keyClicks(d.end_edit, "2026-05-03")
    d.rounds_spin.selectAll()
    qtbot.keyClicks(d.rounds_spin, "7")
    qtbot.keyClicks(d.round_dates_edit, "2026/05/01 2026/05/02")
    qtbot.keyClicks(d.time_control_edit, "90'+30\"")
    qtbot.keyClicks(d.chief_edit, "IA Arbiter, Anna")
    qtbot.keyClicks(d.deputies_edit, "FA One; NA Two")
    d.colour_combo.setCurrentIndex(3)  # drawn by lot
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    t = session.tournament
    assert (t.name, t.city, t.federation) == ("Spring Open", "Utrecht", "NED")
    assert (t.start_date, t.end_date, t.rounds_total) == ("2026/05/01", "2026/05/03", 7)
    assert t.round_dates == ("2026/05/01", "2026/05/02")
    assert t.chief_arbiter == "IA Arbiter, Anna"
    assert t.deputy_arbiters == ("FA One", "NA Two")
    assert t.time_control == "90'+30\""
    assert t.initial_colour is Colour.BLACK  # the lot, recorded
    assert d.settings.system is PairingSystem.DUTCH_2026
    assert d.settings.colour_by_lot


def test_start_before_february_2026_defaults_to_dutch_2017(qtbot, session):
    d = _open(qtbot, session)
    qtbot.keyClicks(d.start_edit, "2026/01/20")
    assert d.system_combo.currentData() is PairingSystem.DUTCH_2017
    d.start_edit.clear()
    qtbot.keyClicks(d.start_edit, "2026/02/01")
    assert d.system_combo.currentData() is PairingSystem.DUTCH_2026


def test_a_chosen_system_is_not_overridden_by_the_date(qtbot, session):
    d = _open(qtbot, session)
    d.system_combo.setFocus()
    qtbot.keyClick(d.system_combo, Qt.Key.Key_Down)  # 2017
    d.system_combo.activated.emit(d.system_combo.currentIndex())
    qtbot.keyClicks(d.start_edit, "2026/06/01")
    assert d.system_combo.currentData() is PairingSystem.DUTCH_2017


def test_errors_are_shown_inline_and_nothing_is_saved(qtbot, session):
    d = _open(qtbot, session)
    qtbot.keyClicks(d.start_edit, "2026/02/30")
    qtbot.keyClicks(d.end_edit, "soon")
    d.tiebreak_edit.setText("BH,XYZ")
    qtbot.keyClick(d.start_edit, Qt.Key.Key_Return)
    assert d.isVisible()
    assert not d.name_error.isHidden()
    assert "does not exist" in d.dates_error.text()
    assert "YYYY/MM/DD" in d.dates_error.text()
    assert not d.tiebreak_error.isHidden()
    assert session.tournament.name == ""


def test_the_journal_refuses_fewer_rounds_than_paired(qtbot, played):
    d = _open(qtbot, played)
    d.rounds_spin.setValue(1)
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert d.isVisible()
    assert "already paired" in d.error_label.text()


def test_points_tiebreaks_and_baku_premise(qtbot, session):
    d = _open(qtbot, session)
    assert d.tiebreak_edit.text() == "BH/C1,BH,SB,DE,WON,BPG"
    d.tiebreak_preset.setCurrentIndex(1)
    d.tiebreak_preset.activated.emit(1)
    assert d.tiebreak_edit.text() != "BH/C1,BH,SB,DE,WON,BPG"
    d.rounds_spin.setValue(7)
    d.acceleration_combo.setCurrentIndex(1)
    assert "nine rounds" in d.baku_error.text()
    d.rounds_spin.setValue(9)
    assert d.baku_error.isHidden()
    spin = d.point_spins["pab"]
    spin.selectAll()
    qtbot.keyClicks(spin, "0.5")
    qtbot.keyClicks(d.name_edit, "Rapid")
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Enter)
    assert d.settings.points.pab == Fraction(1, 2)
    assert d.settings.baku
    assert session.tournament.rounds_total == 9


def test_edit_shows_the_current_details_and_undo_restores(qtbot, played):
    d = _open(qtbot, played)
    assert d.name_edit.text() == "Test Open"
    d.name_edit.clear()
    qtbot.keyClicks(d.name_edit, "Renamed")
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert played.tournament.name == "Renamed"
    played.undo()
    assert played.tournament.name == "Test Open"


def test_tab_reaches_every_field_in_order(qtbot, session):
    d = _open(qtbot, session)
    d.name_edit.setFocus()
    seen = []
    for _ in range(40):
        w = d.focusWidget()
        seen.append(w.objectName())
        qtbot.keyClick(w, Qt.Key.Key_Tab)
    for name in (
        "name",
        "city",
        "start",
        "end",
        "rounds",
        "chief-arbiter",
        "system",
        "tiebreaks",
        "bye-limit",
        "points-win",
    ):
        assert name in seen
