"""Guard against a Qt binding that leaks references to None (PySide6 6.12.0 on Python 3.11).

Every void Qt call took one reference from ``None``; a long session then aborted the process
with "Fatal Python error: none_dealloc". pyproject pins a version without the bug; this test
fails if a release with it comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_none_alive(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(1000):
        label.setText("x")
    assert before - sys.getrefcount(None) < 50
