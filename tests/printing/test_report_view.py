"""The report on screen as an item view over a model (issue 26), and its window's worker."""

from __future__ import annotations

import threading

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QFont, QGuiApplication

import arbiter_gui.printing.view as view_module
from arbiter_gui.printing.view import ReportModel, ReportView
from arbiter_gui.printing.viewer import ReportDialog
from arbiter_gui.views.main_window import MainWindow
from engine.reports import Align, Column, Report, Table, pairings_by_board, standings_report

from .helpers import big, boards_of, small_open


def _cells(model: ReportModel, parent: QModelIndex | None = None) -> list[list[str]]:
    parent = parent if parent is not None else QModelIndex()
    return [
        [str(model.data(model.index(r, c, parent)) or "") for c in range(model.columnCount())]
        for r in range(model.rowCount(parent))
    ]


def test_one_table_is_a_flat_list_under_its_headers(qtbot):
    t = big()  # 150 players
    report = standings_report(t, t.rounds_in_file)
    table = report.tables[0]
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    model = view.model
    assert model is not None and model.flat
    assert model.rowCount() == len(table.rows) == 150
    assert not model.hasChildren(model.index(0, 0))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert tuple(headers) == table.headers
    assert _cells(model) == [list(row) for row in table.rows]  # every row, in the report's order
    # a table view (a tree view's first layout walks every row: issue 26), headers shown
    assert view.items is view.table and view.tree.isHidden()
    assert not view.table.horizontalHeader().isHidden()
    # numbers to the right, names to the left, as on paper
    for c, column in enumerate(table.columns):
        flag = model.data(model.index(0, c), Qt.ItemDataRole.TextAlignmentRole)
        assert isinstance(flag, Qt.AlignmentFlag)
        want = {Align.LEFT: Qt.AlignmentFlag.AlignLeft, Align.RIGHT: Qt.AlignmentFlag.AlignRight}
        if column.align in want:
            assert flag & want[column.align]


def test_columns_are_wide_enough_for_their_longest_text(qtbot):
    long_name = "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine"
    report = Report(
        "Standings",
        "Open",
        "after round 1",
        "",
        (Table((Column("Rk"), Column("Name")), (("1", "Li, Bo"), ("2", long_name))),),
    )
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    table = view.table
    metrics = table.fontMetrics()
    assert table.columnWidth(1) >= metrics.horizontalAdvance(long_name)
    assert table.columnWidth(0) < table.columnWidth(1)
    wide = table.columnWidth(1)
    tall = table.verticalHeader().defaultSectionSize()
    assert tall >= metrics.height()
    view.set_scale(1.5)  # large print: the text, the columns and the rows grow
    assert table.font().pointSizeF() > view.font().pointSizeF()
    assert table.columnWidth(1) > wide
    assert table.verticalHeader().defaultSectionSize() > tall


def test_several_tables_are_sections_with_their_own_header_row(qtbot):
    t = small_open()
    report = pairings_by_board(t, 2, boards_of(t, 2))
    assert len(report.tables) == 2  # the boards, then the byes and absent players
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    model = view.model
    assert model is not None and not model.flat
    assert view.items is view.tree and view.table.isHidden()
    assert view.tree.isHeaderHidden()  # each section has its own header row
    assert model.rowCount() == 2
    for section, table in enumerate(report.tables):
        top = model.index(section, 0)
        assert model.data(top) == table.caption
        assert view.tree.isFirstColumnSpanned(section, QModelIndex())
        assert view.tree.isExpanded(top)
        rows = _cells(model, top)
        assert rows[0][: len(table.columns)] == list(table.headers)
        font = model.data(model.index(0, 0, top), Qt.ItemDataRole.FontRole)
        assert isinstance(font, QFont) and font.bold()
        assert [r[: len(table.columns)] for r in rows[1:]] == [list(r) for r in table.rows]
        assert model.parent(model.index(1, 0, top)) == top
    assert not model.parent(model.index(0, 0)).isValid()


def test_a_very_long_report_of_many_tables_opens_its_first_section_only(qtbot, monkeypatch):
    monkeypatch.setattr(view_module, "UNFOLDED_ROWS", 3)
    t = small_open()
    report = pairings_by_board(t, 2, boards_of(t, 2))
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    model = view.model
    assert model is not None
    assert view.tree.isExpanded(model.index(0, 0))
    assert not view.tree.isExpanded(model.index(1, 0))


def test_copy_puts_the_selected_rows_on_the_clipboard(qtbot):
    t = small_open()
    report = standings_report(t, 2)
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    view.show()
    model = view.model
    assert model is not None
    selection = view.table.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    selection.select(model.index(2, 0), flags)
    selection.select(model.index(0, 0), flags)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    rows = report.tables[0].rows
    want = "\n".join("\t".join(rows[i]).rstrip("\t") for i in (0, 2))
    assert QGuiApplication.clipboard().text() == want


def test_view_text_has_heading_rows_and_notes(qtbot):
    t = small_open()
    report = standings_report(t, 2)
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(report)
    text = view.text()
    assert report.title in text
    assert all(row[1] in text or row[2] in text for row in report.tables[0].rows)
    for note in report.notes:
        assert note in view.notes.text()


def test_report_window_waits_for_its_report(qtbot):
    dialog = ReportDialog(None, title="Standings after round 2")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Standings after round 2"
    assert dialog.waiting.isVisible() and not dialog.view.isVisible()
    assert not dialog.pdf_button.isEnabled() and not dialog.csv_button.isEnabled()
    report = standings_report(small_open(), 2)
    with qtbot.waitSignal(dialog.ready):
        dialog.set_report(report)
    assert not dialog.waiting.isVisible() and dialog.view.isVisible()
    assert dialog.pdf_button.isEnabled() and dialog.csv_button.isEnabled()
    assert dialog.copy_csv() == report.to_csv()


def test_the_standings_are_computed_in_a_worker(qtbot, monkeypatch):
    """The window opens before the tie-breaks are computed and stays usable meanwhile."""
    import arbiter_gui.printing.actions as actions

    release = threading.Event()
    threads: list[threading.Thread] = []
    real = actions.standings_report

    def slow(*args, **kwargs):
        threads.append(threading.current_thread())
        assert release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(actions, "standings_report", slow)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show_tournament(small_open())
    dialog = actions.open_report(w, "standings")
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: bool(threads))  # the job started, on another thread
    assert threads[0] is not threading.main_thread()
    assert dialog.report is None and dialog.waiting.isVisible()
    release.set()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10000)
    assert dialog.view.isVisible()
    assert dialog.shown.title == "Standings"


def test_the_model_keeps_qts_rules_for_indexes_flat_and_in_sections(qtbot):
    """Its own bounds checks (not hasIndex, a call into Qt per row: issue 26) answer as Qt's
    model tester expects, and an index outside the tables is invalid."""
    from PySide6.QtTest import QAbstractItemModelTester

    fatal = QAbstractItemModelTester.FailureReportingMode.Fatal
    t = small_open()
    for report in (
        standings_report(t, t.rounds_in_file),
        pairings_by_board(t, 2, boards_of(t, 2)),
    ):
        model = ReportModel(report)
        QAbstractItemModelTester(model, fatal)  # walks every index; aborts on a broken rule
        top_rows = model.rowCount()
        columns = model.columnCount()
        for row, column in ((-1, 0), (0, -1), (top_rows, 0), (0, columns)):
            assert not model.index(row, column).isValid()
        if model.flat:
            assert top_rows == len(report.tables[0].rows)
            assert not model.index(0, 0, model.index(0, 0)).isValid()
        else:
            for section, table in enumerate(report.tables):
                top = model.index(section, 0)
                assert model.rowCount(top) == 1 + len(table.rows)
                assert not model.index(1 + len(table.rows), 0, top).isValid()
                assert model.index(len(table.rows), columns - 1, top).isValid()
                assert model.rowCount(model.index(section, 1)) == 0  # only column 0 has rows


def test_a_report_of_sections_after_a_flat_one_copies_from_its_sections(qtbot):
    """The view switches between its table and its tree; Ctrl+C copies from the one shown."""
    t = small_open()
    view = ReportView()
    qtbot.addWidget(view)
    view.show()
    view.show_report(standings_report(t, 2))
    report = pairings_by_board(t, 2, boards_of(t, 2))
    view.show_report(report)
    assert view.items is view.tree and view.tree.isVisible() and not view.table.isVisible()
    assert view.table.model() is None
    model = view.model
    assert model is not None
    top = model.index(0, 0)
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    view.tree.selectionModel().select(model.index(1, 0, top), flags)  # the first board
    view.tree.setFocus()
    qtbot.keyClick(view.tree, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    first = report.tables[0].rows[0]
    assert QGuiApplication.clipboard().text() == "\t".join(first).rstrip("\t")
