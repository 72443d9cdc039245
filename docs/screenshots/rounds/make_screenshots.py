"""Regenerate the round screenshots: pairing list, explanation, results entry, pre-pairing checks.

    .venv/bin/python docs/screenshots/rounds/make_screenshots.py

Runs headless (offscreen) on the bundled sample tournament (rounds 1-3 played); round 4 is
paired by the engine in the window's worker, as the arbiter would.
"""

from __future__ import annotations

import ctypes
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent

# PySide6 6.12.0 takes a reference from None on every void call (see tests/gui/rounds/conftest.py)
ctypes.c_ssize_t.from_address(id(None)).value += 10**9

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from arbiter_gui.loading import create_journal, sample_path  # noqa: E402
from arbiter_gui.views.main_window import MainWindow  # noqa: E402
from engine.journal import GameResult, RequestBye  # noqa: E402
from engine.model import PlayerId, ResultCode  # noqa: E402


def settle(ms: int = 50) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shot(widget: QWidget, name: str) -> None:
    settle()
    # a palette of 256 colours keeps the files small; a flat UI loses nothing visible
    image = (
        widget.grab()
        .toImage()
        .convertToFormat(
            QImage.Format.Format_Indexed8,
            Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither,
        )
    )
    image.save(str(OUT / name), "PNG", 0)
    print(OUT / name)  # noqa: T201 - a script: says what it wrote


def main() -> None:
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1280, 720)
    window.show()
    folder = Path(tempfile.mkdtemp())
    window.set_journal(create_journal(folder / "sample.swiss", sample_path()))
    session = window.session
    assert session is not None
    session.apply(RequestBye(PlayerId(9), 4, ResultCode.HALF_BYE))
    session.apply(RequestBye(PlayerId(21), 4, ResultCode.ZERO_BYE))
    page = window.next_round_page()
    assert page is not None
    window.tabs.setCurrentWidget(page)
    shot(window, "pre-pairing-checks.png")

    loop = QEventLoop()
    window.rounds.pairing_finished.connect(lambda *_: loop.quit())
    window.rounds.pair(4)
    loop.exec()
    round4 = window.round_page(4)
    assert round4 is not None
    round4.table.setCurrentIndex(round4.model.index(2, 3))
    shot(window, "pairing-list.png")
    sizes = round4.splitter.sizes()
    round4.splitter.setSizes([300, sum(sizes) - 300])  # the tree wide, for its own picture
    shot(round4.explanation, "explanation.png")
    round4.splitter.setSizes(sizes)

    window.rounds.publish(4)
    window.focus_results(4)
    keys = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW]
    for n, result in enumerate(keys, start=1):
        window.rounds.enter_result(4, n, result)
    round4.table.setFocus(Qt.FocusReason.OtherFocusReason)
    round4.entry.key_edit.setFocus()
    shot(window, "results-entry.png")
    window.close_session()
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()
