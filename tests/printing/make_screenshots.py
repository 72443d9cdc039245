"""Render every report of a corpus tournament to PDF and its first page to a small PNG.

    .venv/bin/python -m tests.printing.make_screenshots [TRF] [OUT_DIR]

Defaults: the 150-player corpus file (helpers.BIG) and docs/screenshots/reports/. Needs
pdftoppm (poppler-utils). Not a test: run it after a layout change and look at the pictures.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from arbiter_gui.printing.document import Paper, export_pdf
from engine.reports import (
    crosstable_report,
    pairings_alphabetical,
    pairings_by_board,
    player_card_report,
    round_results,
    standings_report,
)
from engine.trf import load_trf
from tests.printing.helpers import BIG, boards_of

ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str]) -> None:
    trf = Path(argv[0]) if argv else BIG
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots" / "reports"
    out.mkdir(parents=True, exist_ok=True)
    _app = QApplication.instance() or QApplication([])
    t = load_trf(trf)
    r = t.rounds_in_file
    b = boards_of(t, r)
    first = b[0][0]
    card_boards = {
        rr: n
        for rr in range(1, r + 1)
        for n, pair in enumerate(boards_of(t, rr), start=1)
        if first in pair
    }
    reports = {
        "pairings-by-board": pairings_by_board(t, r, b),
        "pairings-by-name": pairings_alphabetical(t, r, b),
        "results": round_results(t, r, b),
        "standings": standings_report(t, r),
        "crosstable": crosstable_report(t, r),
        "player-card": player_card_report(t, first, r, boards=card_boards),
    }
    with tempfile.TemporaryDirectory() as tmp:
        for name, report in reports.items():
            pdf = Path(tmp) / f"{name}.pdf"
            pages = export_pdf(report, pdf, Paper.A4)
            subprocess.run(
                [
                    "pdftoppm",
                    "-png",
                    "-r",
                    "72",
                    "-f",
                    "1",
                    "-l",
                    "1",
                    "-singlefile",
                    pdf,
                    out / name,
                ],
                check=True,
            )
            png = out / f"{name}.png"
            image = QImage(str(png)).convertToFormat(QImage.Format.Format_Grayscale8)
            image.save(str(png), None, 0)  # grey and fully compressed: small files in git
            print(f"{out / name}.png  ({pages} page{'s' if pages != 1 else ''})")


if __name__ == "__main__":
    main(sys.argv[1:])
