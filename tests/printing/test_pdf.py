"""Reports rendered to PDF offscreen and read back with pdftotext (poppler-utils)."""

from __future__ import annotations

import re

import pytest

from arbiter_gui.printing.document import Paper, export_pdf
from engine.model import PlayerId
from engine.reports import (
    Report,
    crosstable_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    round_results,
    standings_report,
)

from .helpers import big, boards_of, pdf_info, pdf_pages, sample, small_open


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def _pdf(report: Report, tmp_path, paper: Paper = Paper.A4) -> list[str]:
    path = tmp_path / "report.pdf"
    pages = export_pdf(report, path, paper)
    text = pdf_pages(path)
    assert len(text) == pages
    return text


def _squash(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def _assert_in_order(text: str, needles: list[str]) -> None:
    pos = -1
    for needle in needles:
        found = text.find(needle, pos + 1)
        assert found > pos, f"{needle!r} missing or out of order"
        pos = found


def test_pairings_pdf_has_header_rows_in_board_order_and_unicode(tmp_path):
    t = sample()
    r = t.rounds_in_file
    rep = pairings_by_board(t, r, boards_of(t, r))
    pages = _pdf(rep, tmp_path)
    assert len(pages) == 1
    text = pages[0]
    first = text.splitlines()[0]
    assert "Brno Spring Open 2026" in first and "Round 3 of 7" in first and "26/04/13" in first
    assert "page 1/1" in text
    names = [row[3] for row in rep.tables[0].rows]
    _assert_in_order(text, names)
    for name in ("Kowalczyk, Łukasz", "Παπαδόπουλος, Γεώργιος", "Сергеев, Алексей", "Dvořák"):
        assert name in text
    line = next(ln for ln in text.splitlines() if "Nguyễn, Văn Minh" in ln)
    assert _squash(line).split()[:3] == ["1", "8", "FM"]  # board 1, No. 8, title


def test_byes_and_absences_are_printed_below_the_boards(tmp_path):
    t = small_open()
    text = _pdf(pairings_by_board(t, 1, boards_of(t, 1)), tmp_path)[0]
    _assert_in_order(text, ["Bd", "Pairing-allocated bye, byes and absent players"])
    _assert_in_order(
        text, ["Сергеев, Алексей", "pairing-allocated bye (U)", "Čech, Adam", "absent (Z)"]
    )


def test_results_pdf(tmp_path):
    t = small_open()
    text = _pdf(round_results(t, 1, boards_of(t, 1)), tmp_path)[0]
    line = next(ln for ln in text.splitlines() if "Παπαδόπουλος" in ln)
    assert "1F-0F" in line and "Rossi, Giulia" in line


def test_alphabetical_pdf_order(tmp_path):
    t = sample()
    r = t.rounds_in_file
    rep = pairings_alphabetical(t, r, boards_of(t, r))
    text = _pdf(rep, tmp_path)[0]
    _assert_in_order(text, [row[1] for row in rep.tables[0].rows])


def test_standings_pdf_tiebreak_values(tmp_path):
    t = sample()
    r = t.rounds_in_file
    rep = standings_report(t, r)
    text = _pdf(rep, tmp_path)[0]
    assert "BH/C1" in text and "Buchholz (C.07 8.1)" in text
    lines = text.splitlines()
    for row in rep.tables[0].rows:
        line = next(ln for ln in lines if row[3] in ln)
        # rank first, then the tie-breaks in their order at the end of the line
        assert _squash(line).strip().startswith(row[0] + " " + row[1])
        tbs = [v for v in row[7:] if v]
        assert _squash(line).strip().endswith(" ".join([row[6], *tbs]))
    _assert_in_order(text, [row[3] for row in rep.tables[0].rows])


def test_crosstable_pdf_is_landscape_with_round_cells(tmp_path):
    t = sample()
    r = t.rounds_in_file
    rep = crosstable_report(t, r)
    path = tmp_path / "x.pdf"
    export_pdf(rep, path)
    w, h = map(float, re.findall(r"[\d.]+", pdf_info(path)["Page size"])[:2])
    assert w > h  # landscape
    text = pdf_pages(path)[0]
    for row in rep.tables[0].rows[:5]:
        line = next(ln for ln in text.splitlines() if row[4] in ln)
        assert " ".join(row[7 : 7 + r]) in _squash(line)


def test_player_card_pdf(tmp_path):
    t = sample()
    r = t.rounds_in_file
    text = _pdf(player_card_report(t, PlayerId(1), r), tmp_path)[0]
    assert "Player card: GM Kowalczyk, Łukasz" in _squash(text)
    assert "FIDE ID 1126253" in text and "TPR (C.07 10.2)" in text
    _assert_in_order(text, ["Björnsson, Gunnar", "Silva, João", "Сергеев, Алексей"])


@pytest.mark.parametrize(("paper", "size"), [(Paper.A4, (595, 842)), (Paper.LETTER, (612, 792))])
def test_paper_sizes(tmp_path, paper, size):
    t = sample()
    path = tmp_path / "s.pdf"
    export_pdf(standings_report(t, 3), path, paper)
    w, h = (round(float(x)) for x in re.findall(r"[\d.]+", pdf_info(path)["Page size"])[:2])
    assert (w, h) == size


def test_long_lists_repeat_the_table_header_and_page_header_on_every_page(tmp_path):
    t = big()
    r = t.rounds_in_file
    rep = standings_report(t, r)
    pages = _pdf(rep, tmp_path)
    assert len(pages) >= 3
    seen: list[str] = []
    for n, page in enumerate(pages, start=1):
        lines = [ln for ln in page.splitlines() if ln.strip()]
        assert t.name in lines[0] and f"After round {r}" in lines[0]
        assert f"page {n}/{len(pages)}" in page
        header = next(ln for ln in lines if "Rk" in ln and "BH/C1" in ln)
        assert lines.index(header) <= 2  # the table header opens every page
        seen.extend(ln for ln in lines if re.match(r"\s*\d", ln) and "Player" in ln)
    assert len(seen) == len(t.players)  # no row lost or doubled at a page break
    _assert_in_order("\n".join(pages), [row[3] for row in rep.tables[0].rows])


def test_large_print_for_the_wall_takes_more_pages(tmp_path):
    t = big()
    r = t.rounds_in_file
    rep = pairings_alphabetical(t, r, boards_of(t, r))
    normal = export_pdf(rep, tmp_path / "n.pdf")
    large = export_pdf(rep, tmp_path / "l.pdf", scale=1.5)
    assert large > normal
    text = "\n".join(pdf_pages(tmp_path / "l.pdf"))
    _assert_in_order(text, [row[1] for row in rep.tables[0].rows])


def test_pdf_embeds_the_bundled_font(tmp_path):
    import subprocess

    from .helpers import need

    t = sample()
    path = tmp_path / "f.pdf"
    export_pdf(standings_report(t, 3), path)
    fonts = subprocess.run(
        [need("pdffonts"), str(path)], check=True, capture_output=True, text=True
    ).stdout
    rows = [ln.split() for ln in fonts.splitlines()[2:]]
    assert rows and all(r[0].startswith("DejaVuSans") for r in rows)
    assert all("yes" in r for r in rows)  # embedded


def test_printing_through_a_qprinter_to_pdf(tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from arbiter_gui.printing.document import page_layout, paint_report

    t = small_open()
    rep = crosstable_report(t, 2)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageLayout(page_layout(rep, Paper.LETTER))
    assert paint_report(rep, printer) == 1
    text = pdf_pages(tmp_path / "printed.pdf")[0]
    assert "Test Open" in text and "After round 2 of 5" in text and "Παπαδόπουλος" in text
    w, h = (
        round(float(x))
        for x in re.findall(r"[\d.]+", pdf_info(tmp_path / "printed.pdf")["Page size"])[:2]
    )
    assert (w, h) == (792, 612)  # Letter, landscape


def test_long_names_wrap_inside_the_page_and_a_long_event_name_is_shortened(tmp_path):
    import dataclasses

    t = small_open()
    long_name = "Papadopoulos-Konstantinidis, Georgios Alexandros Theodoros"
    players = tuple(dataclasses.replace(p, name=f"{long_name} {p.id}") for p in t.players)
    event = "International Open Championship of the Region 2026, Group A, Section Masters " * 2
    t = dataclasses.replace(t, players=players, name=event.strip())
    rep = pairings_by_board(t, 2, boards_of(t, 2))
    text = _pdf(rep, tmp_path)[0]
    head = text.splitlines()[0]
    assert "…" in head and "Round 2 of 5" in head and "2026/04/12" in head and "Pairings" in head
    # every board keeps its last column (Black's number) on the page
    rows = [ln.split() for ln in text.splitlines() if re.match(r"\s+\d+\s+\d+\s", ln)]
    assert [r[-1] for r in rows[:3]] == [row[11] for row in rep.tables[0].rows]
