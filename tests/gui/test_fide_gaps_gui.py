"""Issue 21's remaining pieces in the window, driven by keyboard with the real warning dialogs
answered by a script: the rating method dialog (Tournament menu), the half-point-bye mark in
the player form and the byes dialog, the encoded time control in the details form, and the
colour correction from a round page's context menu."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QMenu

from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.rating_method import (
    COLUMN_RATING,
    RatingMethodDialog,
    open_rating_method,
)
from arbiter_gui.models.boards import BoardColumn
from arbiter_gui.session import Session
from arbiter_gui.views.fide_extras import FideExtras
from arbiter_gui.views.main_window import MainWindow
from engine.journal import AddPlayer, Journal, Level, PlayerData
from engine.journal.fide_record import IntegrityKind, RatingMethod
from engine.journal.half_byes import barred
from engine.model import Colour, PlayerId, ResultCode

from .warning_script import Script, small_open_window

pytestmark = pytest.mark.warning_dialogs

P = PlayerId


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> Script:
    return Script(monkeypatch)


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    yield from small_open_window(qtbot, tmp_path)


@pytest.fixture
def fresh(qtbot, tmp_path: Path) -> Iterator[Session]:
    """Four players registered, nothing paired."""
    journal = Journal.create(tmp_path / "new.swiss")
    for name, rating in (("Alpha, A", 2000), ("Bravo, B", 0), ("Charlie, C", 1900)):
        journal.apply(AddPlayer(PlayerData(name, rating=rating, federation="NOR")))
    journal.apply(AddPlayer(PlayerData("Delta, D", rating=1950, federation="NOR")))
    s = Session(journal)
    yield s
    s.close()


def _active(qtbot, widget) -> None:
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)


def _type_in_cell(qtbot, view, row: int, column: int, text: str) -> None:
    """Go to the cell, F2, type, Enter: the keyboard way of the table."""
    _active(qtbot, view.window())
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, column))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not view, "F2 opened no editor"
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits in a later turn of the event loop; the numbers follow in a worker
    qtbot.waitUntil(lambda: view.model().data(view.model().index(row, column)) == text)
    qtbot.waitUntil(lambda: view.model().ready)


# ---- 1. the rating method dialog ---------------------------------------------------------------


def test_rating_method_from_the_tournament_menu_by_keyboard(qtbot, window, script) -> None:
    extras = window.findChild(FideExtras)
    assert extras is not None
    menu = window.findChild(QMenu, "tournament-menu")
    assert extras.rating_method_action in menu.actions()
    extras.rating_method_action.trigger()
    dialog = window.findChild(RatingMethodDialog)
    assert dialog is not None and dialog.isVisible()
    # the method: HBFN, chosen with the keyboard in the combo (its items explain each one)
    combo = dialog.method_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts[0] == "FIDE — FIDE rating only"
    assert "HBFN — the higher of FIDE and national rating" in texts
    combo.setFocus()
    for _ in range(texts.index("HBFN — the higher of FIDE and national rating")):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.method is RatingMethod.HBFN
    qtbot.waitUntil(lambda: dialog.model.ready)
    # player 7 (Rossi, unrated) gets a national rating of 2450: by HBFN he moves up
    _type_in_cell(qtbot, dialog.view, 6, COLUMN_RATING, "2450")
    _type_in_cell(qtbot, dialog.view, 6, COLUMN_RATING - 1, "ITA-1234")
    assert dialog.model.data(dialog.model.index(6, 6)) == "2450"  # tournament rating
    assert dialog.model.data(dialog.model.index(6, 7)) == "3"  # between 2468 and 2431
    assert dialog.preview_label.text().startswith("5 player(s) would change pairing number")
    # no federation yet: OK refuses and says so
    dialog.federation_edit.setFocus()
    qtbot.keyClick(dialog.federation_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.error_label.text() == (
        "Give the federation of the national ratings (three letters)."
    )
    qtbot.keyClicks(dialog.federation_edit, "ita")
    qtbot.keyClick(dialog.title_box, Qt.Key.Key_Space)
    # two rounds are paired: the method change is level 3 (numbers stay); OK by Return
    script.answers = [True]
    qtbot.keyClick(dialog.federation_edit, Qt.Key.Key_Return)
    assert [(d.level, d.warnings[0].title) for d in script.seen] == [
        (Level.CONFIRM, "Rating method after round 1")
    ]
    assert not dialog.isVisible()
    record = window.session.state.fide
    assert record.rating_method is RatingMethod.HBFN
    assert record.rating_federation == "ITA" and record.title_event
    (national,) = record.national
    assert (national.player, national.rating, national.number) == (7, 2450, "ITA-1234")
    assert national.source == "typed"
    assert window.session.tournament.player(P(7)).name == "Rossi, Giulia"  # not renumbered


def test_cancel_at_the_warning_changes_nothing(qtbot, window, script) -> None:
    dialog = open_rating_method(window.session, window)
    assert dialog is not None
    dialog.method_combo.setCurrentIndex(dialog.method_combo.findData(RatingMethod.NRO))
    version = window.session.journal.version
    script.answers = [False]
    dialog.accept()
    assert window.session.journal.version == version
    assert window.session.state.fide.rating_method is RatingMethod.FIDE


def test_before_round_1_the_players_are_renumbered(qtbot, fresh, script) -> None:
    dialog = RatingMethodDialog(fresh)
    qtbot.addWidget(dialog)
    assert dialog.renumber_box.isChecked()  # nothing paired: renumbering is set-up
    dialog.method_combo.setCurrentIndex(dialog.method_combo.findData(RatingMethod.NRO))
    dialog.federation_edit.setText("NOR")
    for row, rating in enumerate(("1800", "2100", "", "2050")):
        if rating:
            _type_in_cell(qtbot, dialog.view, row, COLUMN_RATING, rating)
    # NRO leaves Charlie (FIDE 1900, no national rating) unrated: a level 2 notice
    script.answers = [True]
    dialog.accept()
    (notice,) = script.seen
    assert notice.level is Level.ACKNOWLEDGE
    assert "1 player(s) with a FIDE rating have no national rating" in notice.warnings[0].message
    order = [p.name for p in sorted(fresh.tournament.players, key=lambda p: p.id)]
    assert order == ["Bravo, B", "Delta, D", "Alpha, A", "Charlie, C"]  # 2100, 2050, 1800, 0
    assert fresh.state.fide.national_of(P(1)).rating == 2100  # Bravo's, moved with him


def test_the_new_numbers_are_worked_out_in_the_background(qtbot, fresh) -> None:
    dialog = RatingMethodDialog(fresh)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.model.ready)
    model = dialog.model
    model.set_method(RatingMethod.NRO)
    # two edits in a row while the first order is being worked out: the numbers shown at the
    # end are those of both
    assert model.setData(model.index(2, COLUMN_RATING), "2600")  # Charlie
    assert model.setData(model.index(1, COLUMN_RATING), "2500")  # Bravo
    assert not model.ready
    assert dialog.preview_label.text() == "Working out the pairing numbers…"
    qtbot.waitUntil(lambda: model.ready)
    numbers = [model.data(model.index(row, 7)) for row in range(4)]
    assert numbers == ["3", "2", "1", "4"]  # Charlie 2600, Bravo 2500, Alpha and Delta 0 (NRO)
    assert dialog.preview_label.text() == "2 player(s) would change pairing number by this method."


def test_national_ratings_from_a_csv(qtbot, fresh, tmp_path: Path) -> None:
    csv = tmp_path / "nor.csv"
    csv.write_text(
        "Name;National ID;National rating\n"
        "Alpha, A;N1;1800\n"
        "Bravo, B;N2;2100\n"
        "Nobody, N;N9;1500\n"
        "Delta, D;N4;abc\n",
        encoding="utf-8",
    )
    dialog = RatingMethodDialog(fresh)
    qtbot.addWidget(dialog)
    op = dialog.import_csv(csv)
    assert op is not None
    qtbot.waitUntil(lambda: not op.running, timeout=10000)
    qtbot.waitUntil(lambda: dialog.model.ready)
    assert [(r.number, r.rating) for r in dialog.model.rows] == [
        ("N1", 1800),
        ("N2", 2100),
        ("", 0),
        ("", 0),
    ]
    assert dialog.error_label.text() == (
        "nor.csv: 2 player(s) found; 2 row(s) not taken: row 3: no player with name "
        "'Nobody, N'; row 4: national rating 'abc' is not 0-9999"
    )
    assert dialog.model.data(dialog.model.index(0, COLUMN_RATING), Qt.ItemDataRole.ToolTipRole)
    assert dialog.model.rows[0].source == "CSV nor.csv"


# ---- 3. the half-point-bye mark ----------------------------------------------------------------


def test_player_form_marks_and_the_byes_dialog_shows_and_refuses(qtbot, window) -> None:
    session = window.session
    form = PlayerDialog(session, P(3))
    qtbot.addWidget(form)
    form.show()
    assert not form.half_bye.check.isChecked() and not form.half_bye.reason_edit.isEnabled()
    form.half_bye.check.setFocus()
    qtbot.keyClick(form.half_bye.check, Qt.Key.Key_Space)
    assert form.half_bye.reason_edit.isEnabled()
    qtbot.keyClicks(form.half_bye.reason_edit, "invited player's contract")
    qtbot.keyClick(form.half_bye.reason_edit, Qt.Key.Key_Return)
    assert not form.isVisible()
    assert barred(session.state, P(3)) == "invited player's contract"
    # the form shows it the next time
    again = PlayerDialog(session, P(3))
    qtbot.addWidget(again)
    assert again.half_bye.check.isChecked()
    assert again.half_bye.reason_edit.text() == "invited player's contract"
    # the byes dialog: the mark beside him, and H refused with the journal's reason
    byes = ByesDialog(session, bye_limit=2)
    qtbot.addWidget(byes)
    byes.show()
    row = next(i for i, p in enumerate(session.tournament.players) if p.id == P(3))
    assert byes.model.data(byes.model.index(row, 2)) == "0/2 no H"
    assert byes.model.data(byes.model.index(row, 2), Qt.ItemDataRole.ToolTipRole) == (
        "Not allowed a half-point bye: invited player's contract"
    )
    byes.select(P(3), 4)
    byes.view.setFocus()
    qtbot.keyClick(byes.view, Qt.Key.Key_H)
    assert "is not allowed a half-point bye in this tournament" in byes.error_label.text()
    assert session.tournament.player(P(3)).entry(4).result is not ResultCode.HALF_BYE
    qtbot.keyClick(byes.view, Qt.Key.Key_Z)  # an absence is not touched by the mark
    assert session.tournament.player(P(3)).entry(4).result is ResultCode.ZERO_BYE
    # lifting the mark in the form
    again.show()
    qtbot.keyClick(again.half_bye.check, Qt.Key.Key_Space)
    again.accept()
    assert barred(session.state, P(3)) is None


# ---- 2. the encoded time control ---------------------------------------------------------------


def test_details_form_reads_the_free_text_into_222(qtbot, window, script) -> None:
    dialog = TournamentDetailsDialog(window.session)
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.time_control_code
    dialog.time_control_edit.setFocus()
    qtbot.keyClick(dialog.time_control_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.time_control_edit, "90' + 30'")
    field.read_button.setFocus()
    qtbot.keyClick(field.read_button, Qt.Key.Key_Space)  # Read from the free text
    assert field.edit.text() == ""
    assert field.words.text().startswith("Not read from the free text: a period of 30 min")
    qtbot.keyClick(dialog.time_control_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.time_control_edit, "90'/40 + 30' + 30\"/move")
    qtbot.keyClick(field.read_button, Qt.Key.Key_Space)
    assert field.edit.text() == "40/5400+30:1800+30"
    assert field.words.text() == (
        "40 moves in 90 min, then 30 min for the rest of the game; 30 s added per move"
    )
    # a code typed wrong: the words say what is wrong and OK keeps the form open
    qtbot.keyClicks(field.edit, "x")
    assert "is not M/S, M/S+I, S or S+I" in field.words.text()
    dialog.accept()
    assert dialog.isVisible()
    qtbot.keyClick(field.edit, Qt.Key.Key_Backspace)
    # the form also stores the default tie-breaks for the first time: a level 4 change
    script.answers = [True, True]
    dialog.accept()
    assert not dialog.isVisible()
    t = window.session.tournament
    assert t.time_control_code == "40/5400+30:1800+30"
    assert t.time_control == "90'/40 + 30' + 30\"/move"


# ---- 5. the colour correction ------------------------------------------------------------------


def _board_menu(window: MainWindow, r: int, board: int) -> QMenu:
    page = window.round_page(r)
    assert page is not None
    sel = page.table.selectionModel()
    sel.clearSelection()
    page.table.setCurrentIndex(page.model.index(board - 1, BoardColumn.WHITE))
    sel.select(
        page.model.index(board - 1, BoardColumn.WHITE), QItemSelectionModel.SelectionFlag.Select
    )
    return window.rounds._context_menu(page, page.table.rect().center())


def test_colour_correction_from_the_round_page(qtbot, window, script) -> None:
    extras = window.findChild(FideExtras)
    assert extras is not None
    asked: list[tuple[int, int, str, str]] = []

    def reason(r: int, board: int, white: str, black: str) -> str:
        asked.append((r, board, white, black))
        return "scoresheets: Black had White"

    extras.colour_correction.reason = reason
    rs = window.session.state.round(2)
    assert rs is not None
    b = rs.boards[0]
    menu = _board_menu(window, 2, 1)
    (action,) = [a for a in menu.actions() if a.objectName() == "correct-colours"]
    assert action.text() == "Played with colours &reversed on board 1…"
    # cancelled at the warning: nothing changes
    script.answers = [False]
    action.trigger()
    menu.close()
    assert window.session.tournament.player(b.white).entry(2).colour is Colour.WHITE
    # confirmed: the colours as played, the ### line, the page shows the new White
    script.answers = [True]
    menu = _board_menu(window, 2, 1)
    (action,) = [a for a in menu.actions() if a.objectName() == "correct-colours"]
    action.trigger()
    menu.close()
    assert [d.level for d in script.seen] == [Level.CONFIRM, Level.CONFIRM]
    assert asked[0][:2] == (2, 1)
    t = window.session.tournament
    assert t.player(b.white).entry(2).colour is Colour.BLACK
    assert t.player(b.black).entry(2).colour is Colour.WHITE
    (event,) = [e for e in window.session.state.fide.events if e.kind is IntegrityKind.CORRECTION]
    assert event.round_no == 2 and "played with the colours reversed" in event.text
    page = window.round_page(2)
    assert page.board_rows()[0].white.id == b.black
    # Edit > Undo takes it back
    window.undo()
    assert window.session.tournament.player(b.white).entry(2).colour is Colour.WHITE


def test_no_colour_correction_in_a_draft(qtbot, window) -> None:
    from engine.journal import SetPairing
    from engine.journal.manual import pairing_input
    from engine.pairing import PairingSystem, pair_round

    state = window.session.state
    pairing = pair_round(pairing_input(state, 3), 3, PairingSystem.DUTCH_2026)
    window.session.apply(SetPairing(3, pairing.boards, pairing.bye))
    menu = _board_menu(window, 3, 1)
    names = [a.objectName() for a in menu.actions()]
    menu.close()
    assert "correct-colours" not in names
