from __future__ import annotations

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.player import PlayerDialog
from engine.journal import AddPlayer, PlayerData
from engine.model import PlayerId


def _open(qtbot, session, pid=None):
    d = PlayerDialog(session, pid)
    qtbot.addWidget(d)
    d.show()
    return d


def _keys(qtbot, widget, *keys):
    widget.setFocus()
    for key in keys:
        if isinstance(key, str):
            qtbot.keyClicks(widget, key)
        else:
            qtbot.keyClick(widget, key)


def test_add_a_player_by_keyboard(qtbot, session):
    d = _open(qtbot, session)
    down = Qt.Key.Key_Down
    _keys(qtbot, d.name_edit, "Adams, Ann")
    _keys(qtbot, d.sex_combo, down, down)  # (blank), man, woman
    _keys(qtbot, d.title_combo, *[down] * 5)  # (none), GM, IM, WGM, FM, WIM
    _keys(qtbot, d.rating_edit, "2250")
    _keys(qtbot, d.federation_combo, "ENG")
    _keys(qtbot, d.fide_id_edit, "990000123")
    _keys(qtbot, d.birth_edit, "2001/07/15")
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.birth_edit, Qt.Key.Key_Return)
    (p,) = session.tournament.players
    assert (p.id, p.name, p.sex, p.title, p.rating) == (1, "Adams, Ann", "w", "WIM", 2250)
    assert (p.federation, p.fide_id, p.birth_date) == ("ENG", "990000123", "2001/07/15")


def test_tab_order_follows_the_form(qtbot, session):
    d = _open(qtbot, session)
    d.name_edit.setFocus()
    names = []
    for _ in range(7):
        w = d.focusWidget()
        names.append(w.objectName())
        qtbot.keyClick(w, Qt.Key.Key_Tab)
    assert names == ["name", "sex", "title", "rating", "federation", "fide-id", "birth"]


def test_inline_errors(qtbot, session):
    d = _open(qtbot, session)
    qtbot.keyClicks(d.rating_edit, "abc")
    d.federation_combo.setEditText("XYZ")
    qtbot.keyClicks(d.fide_id_edit, "12-34")
    qtbot.keyClicks(d.birth_edit, "1999/13/01")
    qtbot.keyClick(d.rating_edit, Qt.Key.Key_Return)
    assert d.isVisible()
    assert d.name_error.text() == "A player needs a name."
    assert "whole number" in d.rating_error.text()
    assert "not a FIDE federation code" in d.federation_error.text()
    assert "10 digits" in d.fide_id_error.text()
    assert "does not exist" in d.birth_error.text()
    assert session.tournament.players == ()
    d.rating_edit.setText("50")
    qtbot.keyClick(d.rating_edit, Qt.Key.Key_Return)
    assert "between 100 and 3500" in d.rating_error.text()


def test_year_only_birth_date_and_unrated(qtbot, session):
    d = _open(qtbot, session)
    qtbot.keyClicks(d.name_edit, "Bo")
    qtbot.keyClicks(d.birth_edit, "1988")
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.birth_edit, Qt.Key.Key_Return)
    (p,) = session.tournament.players
    assert (p.rating, p.birth_date, p.federation) == (0, "1988", "")


def test_duplicate_fide_id_is_the_journals_answer(qtbot, session):
    session.apply(AddPlayer(PlayerData("First, One", fide_id="123")))
    d = _open(qtbot, session)
    qtbot.keyClicks(d.name_edit, "Second, Two")
    qtbot.keyClicks(d.fide_id_edit, "123")
    qtbot.keyClick(d.fide_id_edit, Qt.Key.Key_Return)
    assert d.isVisible()
    assert "already registered for First, One" in d.error_label.text()


def test_edit_keeps_number_and_records_the_reason(qtbot, played):
    d = _open(qtbot, played, PlayerId(2))
    assert d.name_edit.text() == "Dvořák, Tomáš"
    assert d.title_combo.currentData() == "IM"
    d.rating_edit.setText("2470")
    qtbot.keyClicks(d.reason_edit, "list correction")
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.reason_edit, Qt.Key.Key_Return)
    assert played.tournament.player(PlayerId(2)).rating == 2470
    assert played.journal.history()[-1].reason == "list correction"


def test_same_name_and_birth_year_warns_once(qtbot, session):
    session.apply(AddPlayer(PlayerData("Smith, John", birth_date="1990")))
    d = _open(qtbot, session)
    qtbot.keyClicks(d.name_edit, "smith, john")
    qtbot.keyClicks(d.birth_edit, "1990/05/05")
    qtbot.keyClick(d.birth_edit, Qt.Key.Key_Return)
    assert "same name and birth year" in d.error_label.text()
    assert len(session.tournament.players) == 1
    with qtbot.waitSignal(d.accepted):
        qtbot.keyClick(d.birth_edit, Qt.Key.Key_Return)
    assert len(session.tournament.players) == 2
