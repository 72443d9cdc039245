from __future__ import annotations

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.order import InitialOrderDialog
from engine.journal import AddPlayer, PlayerData


def _add(session, *players):
    for name, rating, title in players:
        session.apply(AddPlayer(PlayerData(name, rating=rating, title=title)))


def _names(session):
    return [p.name for p in session.tournament.players]


def _dialog(qtbot, session, **kw):
    d = InitialOrderDialog(session, **kw)
    qtbot.addWidget(d)
    d.show()
    return d


def test_sort_is_one_action_before_round_one_and_undoable(qtbot, session):
    _add(session, ("Cole", 2100, ""), ("Adams", 2300, "FM"), ("Bell", 2300, "IM"), ("Dean", 0, ""))
    d = _dialog(qtbot, session)
    assert "Before round 1" in d.state_label.text()
    assert "2 players differ" in d.state_label.text()
    assert d.model.row(0)[:2] == ("1", "3")  # Cole is No. 1, C.04.2 says 3
    d.sort_button.setFocus()
    qtbot.keyClick(d.sort_button, Qt.Key.Key_Space)
    assert _names(session) == ["Bell", "Adams", "Cole", "Dean"]
    assert "differ" not in d.state_label.text()
    session.undo()
    assert _names(session) == ["Cole", "Adams", "Bell", "Dean"]


def test_equal_players_by_lot_and_by_hand(qtbot, session):
    _add(session, ("Ames", 2000, ""), ("Zorn", 2000, ""), ("Top", 2400, ""), ("Mid", 2000, "CM"))
    d = _dialog(qtbot, session, shuffle=lambda group: group.reverse())
    d.draw_lots()
    # 2000 CM is a group of its own; the untitled 2000s are reversed by the "lot"
    assert _names(session) == ["Top", "Mid", "Zorn", "Ames"]
    d.view.setFocus()
    d.view.selectRow(2)
    qtbot.keyClick(d.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert _names(session) == ["Top", "Mid", "Ames", "Zorn"]
    d.view.selectRow(1)
    qtbot.keyClick(d.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert "equal rating and title" in d.error_label.text()
    assert _names(session) == ["Top", "Mid", "Ames", "Zorn"]


def test_lock_by_the_arbiter(qtbot, session):
    _add(session, ("B", 1, ""), ("A", 2, ""))
    d = _dialog(qtbot, session)
    d.lock_box.setFocus()
    qtbot.keyClick(d.lock_box, Qt.Key.Key_Space)
    assert d.locked and not d.sort_button.isEnabled()
    assert not d.sort()
    assert _names(session) == ["B", "A"]


def test_after_round_one_the_state_says_until_when(qtbot, played):
    d = _dialog(qtbot, played)
    assert "2 rounds paired" in d.state_label.text()
    assert "until round 4" in d.state_label.text()
