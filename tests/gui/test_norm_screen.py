"""The norm screen, the norm-form fields and the K factors in the window (issue 22)."""

from __future__ import annotations

import pytest

from arbiter_gui.dialogs.norms import (
    NormFieldsDialog,
    NormScreenDialog,
    RatingSettingsDialog,
    check_html,
)
from arbiter_gui.printing.actions import build_report, open_norm_screen, open_rating_settings
from arbiter_gui.views.main_window import MainWindow
from engine.journal import ImportTrf, Journal
from engine.model import PlayerId
from engine.norms import ArbiterEntry, Exemption, NormStatus, Precondition
from engine.ratings import RatingKind
from tests.norms.test_worked_examples import EXAMPLE_A, EXAMPLE_B
from tests.ratings.builders import Opp, solo_event


def example_a():
    return solo_event(2380, EXAMPLE_A, federation="ESP", title="FM")


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    yield w
    w.close_session()


@pytest.fixture
def filed(window, tmp_path):
    """The window on a tournament file holding example A (so fields can be stored)."""
    journal = Journal.create(tmp_path / "a.swiss")
    journal.apply(ImportTrf(example_a()))
    window.set_journal(journal)
    return window


def _open(window, qtbot):
    dialog = open_norm_screen(window)
    assert isinstance(dialog, NormScreenDialog)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.computed is not None, timeout=10000)
    return dialog


def test_norm_screen_shows_verdicts_and_checks(window, qtbot):
    window.show_tournament(example_a())
    dialog = _open(window, qtbot)
    model = dialog.model
    texts = [model.index(0, c).data() for c in range(model.columnCount())]
    assert texts[:2] == ["1", "Subject, Sam"]
    assert texts[6:] == ["R5: 1 GM opponent short", "NORM", "–", "–"]
    assert "1 norm," in dialog.status.text() and "host federation ESP" in dialog.status.text()
    assert dialog.select(PlayerId(1), "IM")
    html = dialog.details.toHtml()
    assert (
        "IM norm" in dialog.details.toPlainText()
        and "Ra 2391, Rp 2516" in dialog.details.toPlainText()
    )
    assert "R8 performance Rp: 2516" in dialog.details.toPlainText() and "#1a7f37" in html
    assert dialog.it1_button.isEnabled()
    report = dialog.open_it1()
    assert report is not None
    qtbot.addWidget(report)
    assert report.report.title == "IT1 Certificate of Title Result"
    assert "reconstructed" in report.report.footer
    assert dialog.select(PlayerId(1), "GM")
    assert not dialog.it1_button.isEnabled()
    assert "✗" in dialog.details.toPlainText()
    # no tournament file: nothing to store the arbiter's fields in
    assert not dialog.fields_button.isEnabled() and not dialog.remark_button.isEnabled()
    for open_ in (dialog.open_it3, dialog.open_screen_report):
        shown = open_()
        assert shown is not None
        qtbot.addWidget(shown)


def test_norm_screen_forecast_cell(window, qtbot):
    pending = [*EXAMPLE_A[:8], Opp("?", 2195, "", "SUI")]
    window.show_tournament(solo_event(2380, pending, federation="ESP", title="FM"))
    dialog = _open(window, qtbot)
    assert dialog.select(PlayerId(1), "IM")
    index = dialog.view.currentIndex()
    assert index.data() == "draw R9"
    assert "a draw in round 9 gives an IM norm" in dialog.details.toPlainText()


def test_fields_are_kept_in_the_file_and_the_screen_follows(filed, qtbot):
    session = filed.session
    dialog = _open(filed, qtbot)
    fields = dialog.edit_fields()
    assert isinstance(fields, NormFieldsDialog)  # deleted when closed: not given to qtbot
    fields.organiser.setText("Club de Ajedrez")
    fields.chief_id.setText("22232540")
    fields.exemption.setCurrentIndex(fields.exemption.findData(Exemption.NATIONAL_CHAMPIONSHIP))
    fields.conditions[Precondition.ARBITER].setChecked(True)
    fields.add_arbiter(ArbiterEntry("Ann", "12"))
    fields.accept()
    stored = session.state.norm_fields
    assert stored.organiser == "Club de Ajedrez" and stored.chief_arbiter_fide_id == "22232540"
    assert stored.exemption is Exemption.NATIONAL_CHAMPIONSHIP
    assert stored.preconditions == (Precondition.ARBITER,)
    assert [a.name for a in stored.arbiters] == ["Ann"]
    qtbot.waitUntil(lambda: "a 1.4.3a event" in dialog.status.text(), timeout=10000)
    session.undo()
    assert session.state.norm_fields.organiser == ""


def test_a_bad_fide_id_is_refused_and_the_dialog_stays(filed, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(
        "arbiter_gui.dialogs.norms.report_error", lambda *a, **k: shown.append(a[1])
    )
    fields = NormFieldsDialog(filed.session, filed)
    qtbot.addWidget(fields)
    fields.chief_id.setText("12a")
    fields.accept()
    assert shown and "is not a number" in str(shown[0])
    assert filed.session.state.norm_fields.chief_arbiter_fide_id == ""


def test_rating_settings_dialog(filed, qtbot):
    dialog = open_rating_settings(filed)
    assert isinstance(dialog, RatingSettingsDialog)
    qtbot.addWidget(dialog)
    computed, typed = dialog.table.item(0, 5), dialog.table.item(0, RatingSettingsDialog.K_COLUMN)
    assert computed is not None and typed is not None
    assert computed.text() == "20"  # computed: 2380, born 1990
    typed.setText("x")
    dialog.accept()
    assert "not a whole number" in dialog.error.text()
    typed.setText("40")
    dialog.kind.setCurrentIndex(dialog.kind.findData(RatingKind.RAPID))
    dialog.accept()
    ratings = filed.session.state.ratings
    assert ratings.kind is RatingKind.RAPID and ratings.typed_k(PlayerId(1)) == 40
    report = build_report(filed, "ratings")
    assert report is not None
    row = next(r for r in report.tables[0].rows if r[0] == "1")
    assert row[3] == "40"


def test_rapid_event_gives_no_norms_on_screen(filed, qtbot):
    from engine.journal import SetRatingSettings
    from engine.ratings import RatingSettings

    filed.session.apply(SetRatingSettings(RatingSettings(RatingKind.RAPID)))
    dialog = _open(filed, qtbot)
    assert "rapid event: no norms" in dialog.status.text()
    assert dialog.select(PlayerId(1), "IM")
    v = dialog.current_verdict()
    assert v is not None and v.status is NormStatus.NOT_ELIGIBLE


def test_remark_typed_for_a_certificate(filed, qtbot, monkeypatch):
    dialog = _open(filed, qtbot)
    assert dialog.select(PlayerId(1), "IM")
    monkeypatch.setattr(
        "arbiter_gui.dialogs.norms.QInputDialog.getText", lambda *a, **k: ("PGN attached", True)
    )
    dialog.edit_remark()
    assert filed.session.state.norm_fields.remark(PlayerId(1), "IM") == "PGN attached"
    qtbot.waitUntil(lambda: dialog.computed is not None and dialog.select(PlayerId(1), "IM"))
    report = dialog.open_it1()
    assert report is not None
    qtbot.addWidget(report)
    assert ("PGN attached",) in report.report.tables[4].rows


def test_check_html_marks_waived_checks():
    from engine.norms import NormFields, NormTitle, norm_context, player_verdict

    t = solo_event(2500, EXAMPLE_B, federation="ESP", title="IM")
    ctx = norm_context(t, fields=NormFields(exemption=Exemption.ZONAL))
    html = check_html(player_verdict(t, PlayerId(1), NormTitle.GM, ctx))
    assert "waived" in html and "1.4.3c" in html


def test_standings_and_card_show_rating_columns(window):
    window.show_tournament(example_a())
    standings = build_report(window, "standings")
    assert standings is not None and standings.tables[0].headers[-2:] == ("Perf", "±Rtg")
