"""A window on a tournament file (the sample, 3 rounds published) and settings of its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from arbiter_gui.loading import create_journal, sample_path
from arbiter_gui.views.main_window import MainWindow


@pytest.fixture(autouse=True)
def own_settings(tmp_path):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    yield
    QSettings().clear()


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "brno.swiss"
    create_journal(path, sample_path()).close()
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    op = w.open_path(path)
    with qtbot.waitSignal(op.finished, timeout=20000):
        pass
    assert w.session is not None and w.session.state.rounds_published == 3
    from PySide6.QtWidgets import QMessageBox

    for box in w.findChildren(QMessageBox, "import-report"):  # what the import took over
        box.close()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    yield w
    from arbiter_gui.publish.actions import publisher_of

    publisher_of(w).stop_server()
    publisher_of(w).wait()
    w.close_session()
