"""HTML export: well-formed XHTML, self-contained, every cell present and escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from arbiter_gui.printing.document import export_html
from arbiter_gui.printing.html import report_html
from engine.model import PlayerId
from engine.reports import (
    Column,
    Report,
    Table,
    crosstable_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    round_results,
    standings_report,
)

from .helpers import boards_of, small_open

NS = "{http://www.w3.org/1999/xhtml}"


def _reports() -> list[Report]:
    t = small_open()
    return [
        pairings_by_board(t, 2, boards_of(t, 2)),
        pairings_alphabetical(t, 2, boards_of(t, 2)),
        round_results(t, 1, boards_of(t, 1)),
        standings_report(t, 2),
        crosstable_report(t, 2),
        player_card_report(t, PlayerId(3), 2),
    ]


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self.links: list[str] = []
        self._in = False

    def handle_starttag(self, tag, attrs):
        self._in = tag in ("td", "th")
        if self._in:
            self.cells.append("")
        self.links += [v or "" for k, v in attrs if k in ("src", "href")]

    def handle_endtag(self, tag):
        self._in = False if tag in ("td", "th") else self._in

    def handle_data(self, data):
        if self._in:
            self.cells[-1] += data


@pytest.mark.parametrize("report", _reports(), ids=lambda r: r.title.split(":")[0])
def test_export_is_well_formed_self_contained_xhtml(tmp_path, report):
    path = tmp_path / "r.html"
    export_html(report, path)
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{NS}html"
    assert root.find(f"{NS}head/{NS}style") is not None  # CSS inlined
    tables = root.findall(f".//{NS}table")
    assert len(tables) == len(report.tables)
    for element, table in zip(tables, report.tables, strict=True):
        head = [th.text or "" for th in element.findall(f"{NS}thead/{NS}tr/{NS}th")]
        assert head == list(table.headers)
        rows = [
            [td.text or "" for td in tr.findall(f"{NS}td")]
            for tr in element.findall(f"{NS}tbody/{NS}tr")
        ]
        assert rows == [list(r) for r in table.rows]
    parser = _Cells()
    parser.feed(text)
    assert not parser.links  # nothing to fetch: one file
    assert report.event in text and report.round_label in text


def test_text_is_escaped():
    report = Report(
        "A <b> & 'quoted' \"title\"",
        "Open <2026>",
        "Round 1",
        "",
        (Table((Column("Name"),), (("<script>alert(1)</script> & Ł",),)),),
    )
    text = report_html(report)
    root = ET.fromstring(text)
    assert "<script>" not in text
    cell = root.find(f".//{NS}td")
    assert cell is not None and cell.text == "<script>alert(1)</script> & Ł"


def test_empty_table_still_valid():
    report = Report("Empty", "Open", "Round 1", "", (Table((Column("Name"),), ()),))
    ET.fromstring(report_html(report))
