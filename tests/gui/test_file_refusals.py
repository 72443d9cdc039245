"""The window's answer to files it cannot use: a clear message, never a hang or a traceback."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.views.main_window import MainWindow


def _message(w, qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.findChildren(QMessageBox)), timeout=10000)
    return next(b for b in w.findChildren(QMessageBox) if b.isVisible())


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_session()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
@pytest.mark.parametrize("how", ["open TRF", "open tournament", "import TRF"])
@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_special_file_is_refused_with_a_message(window, qtbot, tmp_path, how, kind):
    suffix = ".swiss" if how == "open tournament" else ".trf"
    target = tmp_path / f"input{suffix}"
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    if how == "import TRF":
        window.create_tournament(tmp_path / "new.swiss", target)
    else:
        window.open_path(target)
    box = _message(window, qtbot)
    text = box.text()
    assert "not a regular file" in text, text
    assert "Traceback" not in text + box.detailedText()
    assert window.session is None
    assert not (tmp_path / "new.swiss").exists()
    box.close()
