"""Where file dialogs start: the folder of the file at hand, else the user's documents folder.

Never the program's own folder (the current directory of a program started from its install
folder or a desktop shortcut): an arbiter's files do not belong there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    """The user's documents folder (made if the system names one that is missing), else home."""
    name = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if name:
        folder = Path(name)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder
    return Path.home()


def start_folder(near: Path | None = None) -> str:
    """The folder a file dialog opens in: ``near`` (a folder, or a file's folder) when it
    exists, else :func:`documents_folder`."""
    if near is not None:
        folder = near if near.is_dir() else near.parent
        if folder.is_dir():
            return str(folder)
    return str(documents_folder())


def start_path(name: str, near: Path | None = None) -> str:
    """A file name suggested in :func:`start_folder`."""
    return str(Path(start_folder(near)) / name)
