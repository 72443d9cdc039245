"""Issue 19, "Wrong data": traps an arbiter falls into at the venue, each reproduced first.

1. a result lands on the board the arbiter sees, however the Board field was left;
2. a draft paired before a correction cannot be published as if nothing had changed;
3. the explanation panel never shows another tournament's trace;
4. "Explain" never explains a pairing that was never made;
5. exporting a 2026 explanation does not crash (engine fix on another branch).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_gui.rounds.pages import ResultKeyEdit
from engine.journal import GameResult, ImportTrf, Journal, SetResult
from engine.model import ResultCode


def pair_now(qtbot, window, r=None):
    with qtbot.waitSignal(window.rounds.pairing_finished, timeout=30000) as done:
        window.rounds.pair(r)
    assert done.args[1] == "applied"


def finish_round(window, r, result=GameResult.DRAW):
    rs = window.session.state.round(r)
    for b in rs.boards:
        window.session.apply(SetResult(r, b.white, result))


def board_result(window, r: int, board: int) -> ResultCode:
    """White's result code on ``board`` of round ``r`` as the journal holds it."""
    rs = window.session.state.round(r)
    white = rs.boards[board - 1].white
    return window.session.tournament.players[white - 1].entry(r).result


def type_into_focus(qtbot, text: str) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClicks(widget, text)


def click_board_field_type_and_tab(qtbot, entry, number: str) -> None:
    """What an arbiter does with the mouse: click into Board, type, Tab out."""
    qtbot.mouseClick(entry.board_edit, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is entry.board_edit
    qtbot.keyClicks(entry.board_edit, number)
    qtbot.keyClick(entry.board_edit, Qt.Key.Key_Tab)


# ---- 1. a result lands on the board the arbiter sees ---------------------------------------


def test_board_typed_then_tab_gets_the_result(qtbot, open_window):
    window = open_window
    pair_now(qtbot, window)
    window.rounds.publish(1)
    page = window.round_page(1)
    window.tabs.setCurrentWidget(page)
    entry = page.entry
    # Board 5, Enter, 1: board 5 gets 1-0, the cursor moves on to board 6
    qtbot.mouseClick(entry.board_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(entry.board_edit, "5")
    qtbot.keyClick(entry.board_edit, Qt.Key.Key_Return)
    type_into_focus(qtbot, "1")
    assert board_result(window, 1, 5) is ResultCode.WIN
    assert entry.board == 6 and entry.board_edit.text() == "6"
    # click the Board field, type 9, Tab, 0: board 9 gets 0-1, board 6 is untouched
    click_board_field_type_and_tab(qtbot, entry, "9")
    assert entry.board_edit.text() == "9"  # the click selected the old number: typing replaced it
    assert entry.board == 9
    assert isinstance(QApplication.focusWidget(), ResultKeyEdit)
    type_into_focus(qtbot, "0")
    assert board_result(window, 1, 9) is ResultCode.LOSS
    assert board_result(window, 1, 6) is ResultCode.NOT_PAIRED
    assert entry.board == 10 and entry.board_edit.text() == "10"


def test_board_field_always_names_the_target(qtbot, open_window):
    """Typing a number that is no board leaves no board chosen: a key says so, changes nothing."""
    window = open_window
    pair_now(qtbot, window)
    window.rounds.publish(1)
    page = window.round_page(1)
    window.tabs.setCurrentWidget(page)
    entry = page.entry
    assert entry.board == 1
    click_board_field_type_and_tab(qtbot, entry, "77")  # 20 boards
    assert entry.board is None
    with qtbot.waitSignal(window.rounds.message, timeout=2000) as said:
        type_into_focus(qtbot, "1")
    assert "board" in said.args[0].lower() and "1 to 20" in said.args[0]
    assert all(board_result(window, 1, n) is ResultCode.NOT_PAIRED for n in range(1, 21))
    assert QApplication.focusWidget() is entry.board_edit


def test_correction_goes_to_the_board_typed(qtbot, open_window):
    window = open_window
    pair_now(qtbot, window)
    window.rounds.publish(1)
    finish_round(window, 1, GameResult.DRAW)
    pair_now(qtbot, window)
    window.rounds.publish(2)
    page = window.round_page(1)
    window.tabs.setCurrentWidget(page)
    entry = page.entry
    # board 3 was selected before (the previously selected board must not get the correction)
    entry.set_board(3)
    qtbot.keyClicks(entry.reason_edit, "scoresheet says 0-1")
    click_board_field_type_and_tab(qtbot, entry, "9")
    type_into_focus(qtbot, "0")
    assert board_result(window, 1, 9) is ResultCode.LOSS
    assert board_result(window, 1, 3) is ResultCode.DRAW


def test_after_a_trf_import_a_result_key_goes_somewhere_visible(qtbot, window, tmp_path):
    """An imported event: the Board field names a board, or the key says what to do."""
    from ..builders import small_open

    journal = Journal.create(tmp_path / "imported.swiss")
    journal.apply(ImportTrf(small_open()))
    window.set_journal(journal)
    session = window.session
    # round 2 of the imported file: clear one result, as if it was not yet known
    rs = session.state.round(2)
    session.apply(SetResult(2, rs.boards[1].white, GameResult.NONE, "not yet known"))
    page = window.round_page(2)
    window.tabs.setCurrentWidget(page)
    entry = page.entry
    assert entry.board_edit.text() == "2" and entry.board == 2  # the board without a result
    entry.key_edit.setFocus()
    type_into_focus(qtbot, "=")
    assert board_result(window, 2, 2) is ResultCode.DRAW
    # round 1 is complete: no board is chosen, a key says so
    page1 = window.round_page(1)
    window.tabs.setCurrentWidget(page1)
    assert page1.entry.board_edit.text() == ""
    page1.entry.key_edit.setFocus()
    with qtbot.waitSignal(window.rounds.message, timeout=2000) as said:
        type_into_focus(qtbot, "1")
    assert "board" in said.args[0].lower()
    assert QApplication.focusWidget() is page1.entry.board_edit
