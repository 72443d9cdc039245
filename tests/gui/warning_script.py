"""What the tests that answer the real warning dialogs share: the script of answers and the
main window on the small open (two rounds played, five in all)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QDialog

from arbiter_gui.dialogs.warnings import WarningDialog
from arbiter_gui.views.main_window import MainWindow
from engine.journal import ImportTrf, Journal

from .builders import small_open


class Script:
    """Answers the warning dialogs in order: True accepts, False cancels; records each one."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answers: list[bool] = []
        self.seen: list[WarningDialog] = []
        monkeypatch.setattr(WarningDialog, "exec", lambda dialog: self._exec(dialog))

    def _exec(self, dialog: WarningDialog) -> int:
        self.seen.append(dialog)
        assert dialog.findChildren(QCheckBox) == []  # nothing offers to stop asking
        assert self.answers, f"an unexpected dialog: {dialog.windowTitle()}"
        ok = self.answers.pop(0)
        return int(QDialog.DialogCode.Accepted if ok else QDialog.DialogCode.Rejected)


def small_open_window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window on the small open, shown; closed afterwards (a fixture's body)."""
    w = MainWindow()
    qtbot.addWidget(w)
    journal = Journal.create(tmp_path / "open.swiss")
    journal.apply(ImportTrf(small_open()))  # two rounds played, five in all
    w.set_journal(journal)
    w.show()
    yield w
    w.close_session()
