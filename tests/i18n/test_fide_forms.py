"""FIDE's own forms stay in English whatever the program's language: the IT1 certificate and
the IT3 tournament report go to FIDE as they are; the norm screen (for the arbiter) is
translated like every other report."""

from __future__ import annotations

from arbiter_gui.dialogs.norms import NormScreenDialog
from arbiter_gui.printing.actions import open_norm_screen
from arbiter_gui.views.main_window import MainWindow
from engine.model import PlayerId
from engine.reports import it1_report, it3_report
from tests.norms.test_worked_examples import EXAMPLE_A
from tests.ratings.builders import solo_event


def test_it1_and_it3_stay_in_english_the_norm_screen_is_translated(german, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    t = solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")
    window.show_tournament(t)
    dialog = open_norm_screen(window)
    assert isinstance(dialog, NormScreenDialog)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.computed is not None, timeout=10000)
    result = dialog.computed
    assert result is not None
    assert dialog.select(PlayerId(1), "IM")
    it1 = dialog.open_it1()
    it3 = dialog.open_it3()
    screen = dialog.open_screen_report()
    assert it1 is not None and it3 is not None and screen is not None
    for shown in (it1, it3, screen):
        qtbot.addWidget(shown)
    verdict = next(v for v in result.verdicts if v.title.value == "IM" and int(v.player) == 1)
    ctx = dialog.computed.context if dialog.computed else result.context
    assert it1.shown.title == it1_report(result.tournament, verdict, ctx).title
    assert it1.shown.title == "IT1 Certificate of Title Result"
    assert it1.shown.tables == it1_report(result.tournament, verdict, ctx).tables
    assert it3.shown.tables == it3_report(result.tournament, result.verdicts, ctx).tables
    # the check could fail: the same window translates the norm screen's headers
    headers = [c.header for table in screen.shown.tables for c in table.columns]
    assert "Name" in headers or "Titel" in headers or any("Elo" in h for h in headers)
    assert screen.shown.title != "Norm screen"
