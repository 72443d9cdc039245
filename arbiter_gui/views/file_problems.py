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

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QWidget

from engine.journal import DamagedFileError, FileBehindError, describe_backup

RESTORE_TEXT = "&Restore the newest backup"
OLDER_TEXT = "&Open this older state"


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
    return f"{n} change" if n == 1 else f"{n} changes"


def problem_text(path: Path, exc: FileBehindError | DamagedFileError) -> tuple[str, str]:
    """The message's headline and its explanation (what happened, what the buttons do)."""
    name = path.name
    if isinstance(exc, FileBehindError):
        when = _when(exc.saved_at)
        headline = f"“{name}” is missing its newest changes"
        body = (
            f"The file holds {_changes(exc.found)}, but {exc.saved} were saved in it"
            + (f" (the last on {when})" if when else "")
            + ". Most likely its companion file “"
            + f"{name}-wal”, where the newest changes wait before they are folded into the "
            "file, was deleted or not copied along with it.\n\n"
            "Nothing has been changed. If the file was copied from elsewhere, open the "
            "original (with its “-wal” file beside it) instead."
        )
    else:
        headline = f"“{name}” is damaged"
        where = f" at change {exc.entry}" if exc.entry is not None else ""
        body = (
            f"Its contents do not match their checksums{where}: the file was damaged on the "
            "disk, or changed by another program. It is left exactly as it is."
        )
    if exc.backup is not None:
        body += (
            f"\n\nThe newest good backup was made {describe_backup(exc.backup)}: "
            f"“{exc.backup.name}”. Restoring it keeps this file beside it, renamed."
        )
    else:
        body += "\n\nThere is no backup of it to go back to."
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
    box.setWindowTitle("Open tournament")
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
        restore_button = box.addButton(RESTORE_TEXT, QMessageBox.ButtonRole.AcceptRole)
        restore_button.setObjectName("restore-backup")
        actions[restore_button] = lambda: restore(backup)
        box.setDefaultButton(restore_button)
    if isinstance(exc, FileBehindError):
        older = box.addButton(OLDER_TEXT, QMessageBox.ButtonRole.DestructiveRole)
        older.setObjectName("open-older")
        older.setToolTip(
            "Go on from the state in the file: the missing changes are given up for good"
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
