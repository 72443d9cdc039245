"""The Reports menu and the report window, headless (pytest-qt)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu

from arbiter_gui.printing.actions import build_report, current_round, open_report
from arbiter_gui.printing.document import Paper
from arbiter_gui.printing.viewer import ReportDialog, suggested_name
from arbiter_gui.views.main_window import MainWindow
from engine.reports import standings_report

from .helpers import pdf_pages, sample, small_open


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show_tournament(sample(), Path("sample_open.trf"))
    return w


def _menu(window) -> QMenu:
    menu = window.findChild(QMenu, "reports-menu")
    assert menu is not None
    return menu


def test_reports_menu_lists_every_report_for_the_current_round(window):
    menu = _menu(window)
    menu.aboutToShow.emit()
    texts = [a.text() for a in menu.actions()]
    assert texts == [
        "&Pairings of round 3 by board",
        "Pairings of round 3 by &name (wall list)",
        "&Results of round 3",
        "&Standings after round 3",
        "&Crosstable after round 3",
        "Player car&d after round 3…",
        "Rating c&hanges after round 3",
        "Rating change of a pla&yer after round 3…",
        "",  # separator
        "N&orm screen (GM, IM, WGM, WIM; IT1, IT3)…",
        "Rating type and &K factors…",
        "",  # separator
        "Publish to &folder…",  # issue 25 (arbiter_gui.publish)
        "Publish a&gain",
        "&Live page on the local network…",
        "Pro&jector view…",
    ]
    reports = [a for a in menu.actions() if not a.isSeparator()]
    k_factors = next(a for a in reports if a.objectName() == "rating-settings")
    assert all(a.isEnabled() for a in reports if a is not k_factors)
    assert not k_factors.isEnabled()  # K factors are kept in a tournament file, not a TRF


def test_menu_disabled_without_rounds(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    menu = _menu(w)
    menu.aboutToShow.emit()
    assert not any(a.isEnabled() for a in menu.actions() if not a.isSeparator())
    assert build_report(w, "standings") is None


def test_current_round_follows_the_tab_on_screen(window):
    t = window.tournament
    for i in range(window.tabs.count()):
        page = window.tabs.widget(i)
        r = getattr(page, "round_no", None)
        name = page.objectName()
        if r == 2 or name in ("round-2", "round-page-2"):
            window.tabs.setCurrentIndex(i)
            assert current_round(window, t) == 2
            break
    else:
        pytest.skip("no round-2 tab in this window layout")
    report = build_report(window, "results")
    assert report is not None and report.round_label == "Round 2 of 7"


def test_menu_action_opens_a_report_window(window, qtbot):
    action = window.findChild(QAction, "report-standings")
    assert action is not None
    action.trigger()
    dialogs = [d for d in window.findChildren(ReportDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    _wait(qtbot, dialog)
    assert dialog.shown.title == "Standings"
    assert "Kowalczyk, Łukasz" in dialog.view.text()
    dialog.close()


def _wait(qtbot, dialog):
    """The report is computed in a worker: wait until it is on screen."""
    qtbot.waitUntil(lambda: dialog.report is not None and dialog.view.isVisible(), timeout=10000)


def test_report_window_exports_and_copies(window, qtbot, tmp_path):
    dialog = open_report(window, "pairings")
    assert dialog is not None
    qtbot.addWidget(dialog)
    _wait(qtbot, dialog)
    csv_text = dialog.copy_csv()
    assert QGuiApplication.clipboard().text() == csv_text
    assert csv_text.startswith("Bd,No.,Title,White")
    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData(Paper.LETTER))
    pdf = tmp_path / "p.pdf"
    dialog.export_pdf(pdf)
    assert "Nguyễn, Văn Minh" in pdf_pages(pdf)[0]
    html = tmp_path / "p.html"
    dialog.export_html(html)
    assert "Сергеев, Алексей" in html.read_text(encoding="utf-8")
    assert suggested_name(dialog.shown) == "pairings-round-3-of-7"


def test_print_preview_paints_pages(window, qtbot):
    dialog = ReportDialog(standings_report(small_open(), 2), window)
    qtbot.addWidget(dialog)
    painted = []
    preview = dialog.preview()
    preview.paintRequested.connect(lambda printer: painted.append(printer))
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    widget = preview.findChild(QPrintPreviewWidget)
    assert widget is not None
    widget.updatePreview()
    assert painted and widget.pageCount() == 1
    preview.close()


def test_player_card_asks_for_a_player(window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("4  Сергеев, Алексей", True))
    report = build_report(window, "card")
    assert report is not None and "Сергеев, Алексей" in report.title
    assert report.tables[0].rows[0][1]  # board numbers come from the round boards
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("", False))
    assert build_report(window, "card") is None


def test_reports_use_the_open_file_published_boards_and_tiebreak_order(qtbot, tmp_path):
    from dataclasses import replace

    from arbiter_gui.loading import create_journal, sample_path
    from arbiter_gui.printing.actions import published_order, tiebreak_order
    from engine.journal import SetPairingSettings
    from engine.standings import DEFAULT_SWISS_ORDER, format_tiebreaks, parse_tiebreaks

    w = MainWindow()
    qtbot.addWidget(w)
    w.set_journal(create_journal(tmp_path / "t.swiss", sample_path()))
    try:
        order = published_order(w, 3)
        report = build_report(w, "pairings", 3)
        assert report is not None
        assert order  # the journal knows the boards as published: the sheet follows them
        assert [(int(a), int(b)) for a, b in order] == [
            (int(row[1]), int(row[11])) for row in report.tables[0].rows
        ]
        r1 = build_report(w, "pairings", 1)
        assert r1 is not None
        assert [(row[1], row[11]) for row in r1.tables[0].rows][:2] == [("1", "14"), ("15", "2")]
        assert tiebreak_order(w) == DEFAULT_SWISS_ORDER
        chosen = parse_tiebreaks("SB,BH")
        session = w.session
        assert session is not None
        state = session.state
        stored = replace(state.settings, tiebreaks=format_tiebreaks(chosen, with_points=False))
        session.apply(SetPairingSettings(stored, state.tournament.point_system))
        assert tiebreak_order(w) == chosen  # read from the journal, as the dialog stores it
        standings = build_report(w, "standings", 3)
        assert standings is not None and standings.tables[0].headers[7:] == (
            "SB",
            "BH",
            "Perf",
            "±Rtg",
        )
    finally:
        w.close_session()


def test_wall_list_can_leave_out_players_without_a_board(qtbot):
    from arbiter_gui.printing.actions import open_report

    w = MainWindow()
    qtbot.addWidget(w)
    w.show_tournament(small_open())
    dialog = open_report(w, "alphabetical", 2)
    assert dialog is not None and dialog.option_box is not None
    qtbot.addWidget(dialog)
    _wait(qtbot, dialog)
    assert len(dialog.shown.tables[0].rows) == 8
    assert "Čech, Adam" in dialog.view.text()
    with qtbot.waitSignal(dialog.ready, timeout=10000):  # rebuilt in a worker
        dialog.option_box.setChecked(False)
    assert len(dialog.shown.tables[0].rows) == 6
    assert "Čech, Adam" not in dialog.view.text()
    assert "Čech" not in dialog.copy_csv()
    # the standings' option (issue 22): the performance and rating-change columns
    standings = open_report(w, "standings")
    assert standings is not None and standings.option_box is not None
    qtbot.addWidget(standings)
    _wait(qtbot, standings)
    assert standings.shown.tables[0].headers[-2:] == ("Perf", "±Rtg")
    with qtbot.waitSignal(standings.ready, timeout=10000):
        standings.option_box.setChecked(False)
    assert "Perf" not in standings.shown.tables[0].headers
    crosstable = open_report(w, "crosstable")
    assert crosstable is not None and crosstable.option_box is None
    qtbot.addWidget(crosstable)
    _wait(qtbot, crosstable)
