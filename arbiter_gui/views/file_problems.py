"""The message shown when a tournament file cannot be opened as it is: behind what was saved in
it (a lost ``-wal``) or damaged. It says what happened and offers the way back: the newest good
backup (the file itself is kept, renamed), or, for a file that is behind, going on from it.

The engine decides (:class:`~engine.journal.FileBehindError`,
:class:`~engine.journal.DamagedFileError`); this module only words it and calls back.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QWidget

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.journal import DamagedFileError, FileBehindError, describe_backup

RESTORE_TEXT = QT_TRANSLATE_NOOP("FileProblems", "&Restore the newest backup")
OLDER_TEXT = QT_TRANSLATE_NOOP("FileProblems", "&Open this older state")


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileProblems", text)


def _when(iso: str) -> str:
    """``2026-11-27T14:02:11+00:00`` as local time for the arbiter: ``27 Nov 2026, 15:02``."""
    try:
        moment = _dt.datetime.fromisoformat(iso)
    except ValueError:
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%d %b %Y, %H:%M")


def _changes(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("FileProblems", "1 change")
    return QCoreApplication.translate("FileProblems", "{0} changes").format(n)


def problem_text(path: Path, exc: FileBehindError | DamagedFileError) -> tuple[str, str]:
    """The message's headline and its explanation (what happened, what the buttons do)."""
    name = path.name
    if isinstance(exc, FileBehindError):
        when = _when(exc.saved_at)
        headline = QCoreApplication.translate(
            "FileProblems", "“{0}” is missing its newest changes"
        ).format(name)
        body = (
            QCoreApplication.translate(
                "FileProblems", "The file holds {0}, but {1} were saved in it"
            ).format(_changes(exc.found), exc.saved)
            + (
                QCoreApplication.translate("FileProblems", " (the last on {0})").format(when)
                if when
                else ""
            )
            + QCoreApplication.translate(
                "FileProblems",
                ". Most likely its companion file “{0}-wal”, where the newest changes wait "
                "before they are folded into the file, was deleted or not copied along with it.",
            ).format(name)
            + "\n\n"
            + QCoreApplication.translate(
                "FileProblems",
                "Nothing has been changed. If the file was copied from elsewhere, open the "
                "original (with its “-wal” file beside it) instead.",
            )
        )
    else:
        headline = QCoreApplication.translate("FileProblems", "“{0}” is damaged").format(name)
        where = (
            QCoreApplication.translate("FileProblems", " at change {0}").format(exc.entry)
            if exc.entry is not None
            else ""
        )
        body = QCoreApplication.translate(
            "FileProblems",
            "Its contents do not match their checksums{0}: the file was damaged on the disk, "
            "or changed by another program. It is left exactly as it is.",
        ).format(where)
    if exc.backup is not None:
        body += "\n\n" + QCoreApplication.translate(
            "FileProblems",
            "The newest good backup was made {0}: “{1}”. Restoring it keeps this file beside "
            "it, renamed.",
        ).format(describe_backup(exc.backup), exc.backup.name)
    else:
        body += "\n\n" + QCoreApplication.translate(
            "FileProblems", "There is no backup of it to go back to."
        )
    return headline, body


def show_file_problem(
    parent: QWidget,
    path: Path,
    exc: FileBehindError | DamagedFileError,
    *,
    restore: Callable[[Path], object],
    open_older: Callable[[], object],
) -> QMessageBox:
    """Show the message (window-modal, not blocking); the buttons call ``restore(backup)`` or
    ``open_older()``."""
    box = QMessageBox(parent)
    box.setObjectName("file-problem")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("FileProblems", "Open tournament"))
    headline, body = problem_text(path, exc)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(headline)
    font = box.font()
    font.setBold(True)
    label = box.findChild(QLabel, "qt_msgbox_label")  # the headline, bold as in a native box
    if label is not None:
        label.setFont(font)
    box.setInformativeText(body)
    box.setDetailedText(str(exc))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    actions: dict[QAbstractButton, Callable[[], object]] = {}
    backup = exc.backup
    if backup is not None:
        restore_button = box.addButton(_tr(RESTORE_TEXT), QMessageBox.ButtonRole.AcceptRole)
        restore_button.setObjectName("restore-backup")
        actions[restore_button] = lambda: restore(backup)
        box.setDefaultButton(restore_button)
    if isinstance(exc, FileBehindError):
        older = box.addButton(_tr(OLDER_TEXT), QMessageBox.ButtonRole.DestructiveRole)
        older.setObjectName("open-older")
        older.setToolTip(
            QCoreApplication.translate(
                "FileProblems",
                "Go on from the state in the file: the missing changes are given up for good",
            )
        )
        actions[older] = open_older
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    if backup is None:
        box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def clicked(button: QAbstractButton) -> None:
        action = actions.get(button)
        if action is not None:
            action()

    box.buttonClicked.connect(clicked)
    box.open()
    return box


__all__ = ["OLDER_TEXT", "RESTORE_TEXT", "problem_text", "show_file_problem"]
