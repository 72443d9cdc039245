"""File menu additions: Open Recent, Save As, the window title naming the file, and the report
of a TRF import (what could not be taken over).

``install_file_menu(window)`` puts "Open &Recent" and "Save &As…" into the window's File menu
(before Quit) and keeps the title as "tournament — file — Swiss Arbiter". The recent list lives
in QSettings (the user's, not the tournament file's: it is about this computer).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from arbiter_gui.errors import report_error
from arbiter_gui.loading import TOURNAMENT_SUFFIX
from engine.errors import EngineError
from engine.journal import ImportTrf

if TYPE_CHECKING:
    from arbiter_gui.views.main_window import MainWindow

RECENT_KEY = "recent-files"
RECENT_MAX = 8
APP_TITLE = "Swiss Arbiter"


def recent_files(settings: QSettings) -> list[Path]:
    """The recent files, newest first (only those that still exist)."""
    value = settings.value(RECENT_KEY, [])
    names = [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []
    return [Path(str(n)) for n in names if str(n) and Path(str(n)).exists()]


def remember(settings: QSettings, path: Path) -> list[Path]:
    """Put ``path`` first in the recent list; returns the new list."""
    path = path.resolve()
    paths = [path, *(p for p in recent_files(settings) if p.resolve() != path)][:RECENT_MAX]
    settings.setValue(RECENT_KEY, [str(p) for p in paths])
    return paths


class FileMenu(QObject):
    """Owns the Recent submenu and the Save As action of one main window."""

    def __init__(self, window: MainWindow, settings: QSettings | None = None) -> None:
        super().__init__(window)
        self.setObjectName("file-menu-extras")
        self.window = window
        self._reported: set[Path] = set()
        self.import_report_box: QMessageBox | None = None
        self.settings = settings or QSettings()
        menu = _file_menu(window)
        quit_action = next(
            a
            for a in menu.actions()
            if a.objectName() == "quit-action" or a.text().replace("&", "") == "Quit"
        )
        self.recent_menu = QMenu(self.tr("Open &Recent"), menu)
        self.recent_menu.setObjectName("recent-menu")
        self.save_as_action = QAction(self.tr("Save &As…"), window)
        self.save_as_action.setObjectName("save-as")
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.setStatusTip(
            self.tr("Copy the tournament file under a new name, go on there")
        )
        self.save_as_action.triggered.connect(lambda _checked=False: self.save_as())
        menu.insertMenu(quit_action, self.recent_menu)
        menu.insertAction(quit_action, self.save_as_action)
        menu.insertSeparator(quit_action)
        window.tournament_loaded.connect(lambda _t: self._loaded())
        self._fill_recent()

    def _loaded(self) -> None:
        path = self.window.path
        name = self.window.tournament.name or (
            path.stem if path else self.tr("Untitled tournament")
        )
        # the title names the tournament and the file (two files of one event can be open)
        parts = [name, path.name] if path is not None else [name]
        self.window.setWindowTitle(" — ".join([*parts, APP_TITLE]))
        self.save_as_action.setEnabled(self.window.session is not None)
        if path is not None and path.exists() and self.window.session is not None:
            remember(self.settings, path)
            self._fill_recent()
            self._show_import_report()

    def _show_import_report(self) -> QMessageBox | None:
        """Right after File > Import TRF: what could not be taken over (once per file)."""
        session = self.window.session
        if session is None:
            return None
        journal = session.journal
        command = journal.undo_command
        if not isinstance(command, ImportTrf) or journal.version != 1 or not command.report:
            return None
        if session.path in self._reported:
            return None
        self._reported.add(session.path)
        box = QMessageBox(self.window)
        box.setObjectName("import-report")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("TRF imported"))
        problems = len(command.report) - 1  # the last line is the general note
        box.setText(
            self.tr("{0}: {1} players, {2} rounds taken over. ").format(
                command.source, len(journal.tournament.players), journal.state.rounds_paired
            )
            + (
                self.tr("{0} remark(s) from the file (Show Details).").format(problems)
                if problems
                else ""
            )
        )
        box.setInformativeText(self.tr(command.report[-1]))  # IMPORT_NOTE, translated
        if problems:
            box.setDetailedText("\n".join(command.report[:-1]))
        box.open()  # not modal: the arbiter reads it beside the window
        self.import_report_box = box
        return box

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = recent_files(self.settings)
        for n, path in enumerate(paths, start=1):
            action = self.recent_menu.addAction(f"&{n} {path.name}  ({path.parent})")
            action.setData(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.window.open_path(p))
        self.recent_menu.setEnabled(bool(paths))

    def save_as(self, target: Path | None = None) -> Path | None:
        """Copy the open tournament file to ``target`` (asked for when None) and go on there."""
        session = self.window.session
        if session is None or not session.is_open:
            return None
        if target is None:
            name, _ = QFileDialog.getSaveFileName(
                self.window,
                self.tr("Save the tournament as"),
                str(session.path.with_name(session.path.stem + " copy" + TOURNAMENT_SUFFIX)),
                self.tr("Swiss Arbiter tournaments (*{0})").format(TOURNAMENT_SUFFIX),
            )
            if not name:
                return None
            target = Path(name)
            if not target.suffix:
                target = target.with_suffix(TOURNAMENT_SUFFIX)
        try:
            session.journal.save_copy(target)
        except EngineError as exc:
            report_error(self.window, exc, title=self.tr("Save As"))
            return None
        self.window.open_path(target)  # the copy is the file worked on from now on
        return target


def _file_menu(window: MainWindow) -> QMenu:
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and (
            menu.objectName() == "file-menu" or action.text().replace("&", "") == "File"
        ):
            return menu
    raise LookupError("the window has no File menu")


def install_file_menu(window: MainWindow) -> FileMenu:
    """Add Open Recent and Save As to ``window``'s File menu; the title names the file."""
    return FileMenu(window)


__all__ = ["FileMenu", "install_file_menu", "recent_files", "remember"]
