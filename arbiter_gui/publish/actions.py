"""The publishing entries of the Reports menu: Publish to folder, Publish again (F9), Live page
on the local network, Projector view. ``install_publish_actions(window)`` is the only hook.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.publish.publisher import Publisher

if TYPE_CHECKING:
    from arbiter_gui.publish.live import LivePageDialog
from engine.i18n import LANGUAGES
from engine.reports.text import event_name

PUBLISH_AGAIN_KEY = "F9"
"""One key after each round: the site goes to the folder and the live page again."""
PROJECTOR_KEY = "Ctrl+Alt+J"


def folder_name(window: QMainWindow) -> str:
    """A folder name for the event's site: its name, made safe for any file system."""
    t = getattr(window, "tournament", None)
    name = event_name(t) if t is not None else "tournament"
    safe = "".join(ch if ch.isalnum() or ch in " -_" else "-" for ch in name).strip(" -")
    return "-".join(safe.split()) or "tournament"


class FolderDialog(QDialog):
    """Where to write the site (a USB stick, a synced folder) and in which language."""

    def __init__(self, publisher: Publisher, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("publish-folder-dialog")
        self.setWindowTitle(self.tr("Publish to folder"))
        self.window_ = window
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The event's pages (published rounds, results, standings, crosstable, player "
                "cards) are written into this folder, to open in any browser or copy to a web "
                "site. Press F9 after each round to write them again."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        row = QHBoxLayout()
        self.path = QLineEdit(self)
        self.path.setObjectName("publish-folder")
        current = publisher.folder
        if current is None:
            base = getattr(window, "path", None)
            start = Path(base).parent if base else Path.home()
            current = start / f"{folder_name(window)}-site"
        self.path.setText(str(current))
        row.addWidget(self.path, 1)
        browse = QPushButton(self.tr("&Choose…"), self)
        browse.clicked.connect(self._browse)
        row.addWidget(browse)
        form.addRow(self.tr("&Folder:"), row)
        self.language = QComboBox(self)
        self.language.setObjectName("publish-language")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(publisher.language)))
        form.addRow(self.tr("&Language of the pages:"), self.language)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Publish"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        name = QFileDialog.getExistingDirectory(
            self, self.tr("Folder of the site"), self.path.text()
        )
        if name:
            self.path.setText(name)

    def chosen(self) -> tuple[Path, str]:
        return Path(self.path.text().strip()).expanduser(), str(self.language.currentData())


def publisher_of(window: QMainWindow) -> Publisher:
    """The window's publisher (made on first use)."""
    found = window.findChild(Publisher, "publisher")
    return found if isinstance(found, Publisher) else Publisher(window)


def publish_to_folder(window: QMainWindow) -> QDialog:
    """Ask for the folder and language, then publish."""
    publisher = publisher_of(window)
    dialog = FolderDialog(publisher, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def accepted() -> None:
        folder, language = dialog.chosen()
        if not str(folder).strip():
            return
        publisher.set_folder(folder)
        publisher.set_language(language)
        publisher.publish()

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog


def publish_again(window: QMainWindow) -> None:
    """F9: publish where the site went last; the first time, ask where."""
    publisher = publisher_of(window)
    if publisher.active:
        publisher.publish()
    else:
        publish_to_folder(window)


def open_live_page(window: QMainWindow) -> LivePageDialog:
    from arbiter_gui.publish.live import LivePageDialog

    existing = window.findChild(LivePageDialog, "live-page-dialog")
    if isinstance(existing, LivePageDialog):
        existing.show()
        existing.raise_()
        return existing
    dialog = LivePageDialog(publisher_of(window), window)
    dialog.show()
    return dialog


def open_projector(window: QMainWindow) -> QWidget | None:
    from arbiter_gui.publish.projector import open_projector as show

    return show(window)


def install_publish_actions(window: QMainWindow) -> dict[str, QAction]:
    """Add the publishing entries to the Reports menu (made if the window has none)."""
    menu = window.findChild(QMenu, "reports-menu")
    if not isinstance(menu, QMenu):
        menu = window.menuBar().addMenu(QCoreApplication.translate("Publish", "Re&ports"))
    publisher_of(window)
    menu.addSeparator()
    entries = (
        (
            "publish-folder",
            QCoreApplication.translate("Publish", "Publish to &folder…"),
            None,
            publish_to_folder,
        ),
        (
            "publish-again",
            QCoreApplication.translate("Publish", "Publish a&gain"),
            PUBLISH_AGAIN_KEY,
            publish_again,
        ),
        (
            "live-page",
            QCoreApplication.translate("Publish", "&Live page on the local network…"),
            None,
            open_live_page,
        ),
        (
            "projector",
            QCoreApplication.translate("Publish", "Pro&jector view…"),
            PROJECTOR_KEY,
            open_projector,
        ),
    )
    actions: dict[str, QAction] = {}
    for key, text, shortcut, fn in entries:
        action = QAction(text, window)
        action.setObjectName(f"report-{key}")
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(lambda _=False, f=fn: f(window))
        menu.addAction(action)
        actions[key] = action

    def refresh() -> None:
        # something to publish: an open tournament file, or a TRF with players on screen
        session = getattr(window, "session", None)
        t = getattr(window, "tournament", None)
        has = (session is not None and getattr(session, "is_open", False)) or bool(
            t is not None and t.players
        )
        for action in actions.values():
            action.setEnabled(has)

    menu.aboutToShow.connect(refresh)
    loaded = getattr(window, "tournament_loaded", None)
    if loaded is not None:  # keyboard shortcuts work without opening the menu
        loaded.connect(lambda _t: refresh())
    refresh()
    return actions
