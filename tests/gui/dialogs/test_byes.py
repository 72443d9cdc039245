from __future__ import annotations

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.byes import ByesDialog, late_from, round_summary
from engine.journal import AddPlayer, PlayerData
from engine.model import PlayerId, ResultCode


def _dialog(qtbot, session, **kw):
    d = ByesDialog(session, **kw)
    qtbot.addWidget(d)
    d.show()
    d.view.setFocus()
    return d


def _entry(session, pid, r):
    return session.tournament.player(PlayerId(pid)).entry(r)


def test_history_and_future_rounds_are_shown(qtbot, played):
    d = _dialog(qtbot, played)
    assert d.model.columnCount() == 3 + 5  # No., Name, Byes + five rounds
    assert d.model.data(d.model.index(3, 3)) == "PAB"  # player 4, round 1
    assert d.model.data(d.model.index(6, 4)) == "H"  # player 7, round 2
    assert d.model.data(d.model.index(6, 2)) == "1/1"  # one bye of one allowed
    assert d.model.headerData(3, Qt.Orientation.Horizontal) == "R1 ✓"


def test_keys_request_take_back_withdraw_and_undo(qtbot, played):
    d = _dialog(qtbot, played, bye_limit=2)
    d.select(PlayerId(1), 4)
    qtbot.keyClick(d.view, Qt.Key.Key_H)
    assert _entry(played, 1, 4).result is ResultCode.HALF_BYE
    assert "Round 4: not paired yet; 1 half-point bye" in d.round_label.text()
    d.select(PlayerId(1), 3)
    qtbot.keyClick(d.view, Qt.Key.Key_Z)
    assert _entry(played, 1, 3).result is ResultCode.ZERO_BYE
    qtbot.keyClick(d.view, Qt.Key.Key_Delete)
    assert _entry(played, 1, 3).result is ResultCode.NOT_PAIRED
    d.select(PlayerId(2), 4)
    qtbot.keyClick(d.view, Qt.Key.Key_W)
    assert played.tournament.player(PlayerId(2)).withdrawn_from == 4
    assert d.model.data(d.model.index(1, 3 + 4)) == "W"  # round 5 too
    qtbot.keyClick(d.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert played.tournament.player(PlayerId(2)).withdrawn_from is None
    assert _entry(played, 1, 4).result is ResultCode.HALF_BYE  # the earlier change stays


def test_bye_limit_and_the_journals_refusals(qtbot, played):
    d = _dialog(qtbot, played, bye_limit=1)
    d.select(PlayerId(7), 4)  # already had a half-point bye in round 2
    qtbot.keyClick(d.view, Qt.Key.Key_F)
    assert "the limit is 1 per player" in d.error_label.text()
    assert _entry(played, 7, 4).result is ResultCode.NOT_PAIRED
    qtbot.keyClick(d.view, Qt.Key.Key_Z)  # an absence is not a bye: allowed
    assert _entry(played, 7, 4).result is ResultCode.ZERO_BYE
    d.select(PlayerId(1), 2)  # a paired round
    qtbot.keyClick(d.view, Qt.Key.Key_H)
    assert "already paired" in d.error_label.text()


def test_late_entry_is_marked(qtbot, played):
    played.apply(AddPlayer(PlayerData("Late, Larry")))
    d = _dialog(qtbot, played)
    larry = played.tournament.players[-1]
    assert late_from(larry, played.state) == 3
    assert d.model.data(d.model.index(7, 3)) == "late Z"  # C.04.2 C.2 default: no points
    assert d.model.data(d.model.index(7, 4)) == "late Z"
    assert d.model.data(d.model.index(7, 5)) == ""  # round 3: to be paired
    assert round_summary(played.state, 2).endswith("1 late entry")
    assert "late entry, from round 3" in d.model.data(
        d.model.index(7, 1), Qt.ItemDataRole.ToolTipRole
    )
    assert round_summary(played.state, 1).startswith("paired")


def test_cancel_withdrawal_button(qtbot, played):
    d = _dialog(qtbot, played)
    d.select(PlayerId(5), 3)
    assert d.withdraw()
    assert d.cancel_withdrawal()
    assert played.tournament.player(PlayerId(5)).withdrawn_from is None
