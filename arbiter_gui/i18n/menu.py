"""Help > Language: the language of the window and the printed reports from the next start."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from arbiter_gui.i18n import choose_language, chosen_language, current_language
from engine.i18n import LANGUAGES


def install_language_menu(window: QMainWindow, settings: QSettings | None = None) -> QMenu:
    """Add the Language submenu to the window's Help menu (made if there is none)."""
    help_menu = window.findChild(QMenu, "help-menu")
    if not isinstance(help_menu, QMenu):
        help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    menu = help_menu.addMenu(QCoreApplication.translate("Language", "&Language"))
    menu.setObjectName("language-menu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    chosen = chosen_language(settings)
    for code, name in LANGUAGES.items():  # each language in its own words, never translated
        action = QAction(name, menu)
        action.setObjectName(f"language-{code}")
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.triggered.connect(lambda _=False, c=code: _choose(window, c, settings))
        group.addAction(action)
        menu.addAction(action)
    return menu


def _choose(window: QMainWindow, code: str, settings: QSettings | None) -> None:
    choose_language(code, settings)
    if code == current_language():
        return
    box = QMessageBox(window)
    box.setObjectName("language-chosen")
    box.setWindowTitle(QCoreApplication.translate("Language", "Language"))
    box.setText(
        QCoreApplication.translate(
            "Language", "Swiss Arbiter will be in {0} from its next start."
        ).format(LANGUAGES[code])
    )
    box.open()
