"""Help menu windows: the manual (docs/manual.md, rendered) and the keyboard shortcuts."""

from __future__ import annotations

import html
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.i18n import QT_TRANSLATE_NOOP

MANUAL = "manual.md"


def docs_folder() -> Path:
    """``docs/`` of the source tree, or of the frozen bundle (packaging/swiss_arbiter.spec)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "docs"
    return Path(__file__).resolve().parents[2] / "docs"


def _browser_dialog(parent: QWidget, name: str, title: str) -> tuple[QDialog, QTextBrowser]:
    dialog = QDialog(parent)
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    dialog.resize(780, 640)
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser(dialog)
    browser.setObjectName(f"{name}-text")
    browser.setOpenExternalLinks(True)
    layout.addWidget(browser, 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return dialog, browser


def manual_dialog(parent: QWidget) -> QDialog:
    """The manual as formatted text (Markdown rendered by Qt)."""
    dialog, browser = _browser_dialog(
        parent, "manual", QCoreApplication.translate("Help", "Swiss Arbiter — manual")
    )
    path = docs_folder() / MANUAL
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        text = f"# The manual is missing\n\n{path}: {exc.strerror or exc}"
    browser.setSearchPaths([str(path.parent)])
    browser.setMarkdown(text)
    return dialog


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str, str]]:
    """(menu, command, shortcut) for every menu command that has a shortcut, in menu order."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{path} > {_plain(sub.title())}")
                continue
            if action.isSeparator() or action.shortcut().isEmpty():
                continue
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            rows.append((path, _plain(action.text()), keys))

    for top in bar.actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(menu.title()))
    return rows


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


ENTRY_KEYS = (
    (
        QT_TRANSLATE_NOOP("Help", "Results"),
        QT_TRANSLATE_NOOP("Help", "the board number, then Enter or Tab"),
        QT_TRANSLATE_NOOP("Help", "Board field"),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Results"),
        "1-0 · 0-1 · ½-½",
        QT_TRANSLATE_NOOP("Help", "1 · 0 · = or 5"),
    ),
    (QT_TRANSLATE_NOOP("Help", "Results"), "1F-0F · 0F-1F · 0F-0F", "+ · - · *"),
    (
        QT_TRANSLATE_NOOP("Help", "Results"),
        QT_TRANSLATE_NOOP("Help", "clear a result"),
        QT_TRANSLATE_NOOP("Help", "Del"),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Results"),
        QT_TRANSLATE_NOOP("Help", "previous / next board"),
        QT_TRANSLATE_NOOP("Help", "Up / Down"),
    ),
)
"""Keys of the results entry (not menu commands), translated where shown."""


def shortcuts_dialog(parent: QWidget, bar: QMenuBar) -> QDialog:
    """A table of the shortcuts, made from the menus themselves (it cannot go out of date)."""
    dialog, browser = _browser_dialog(
        parent, "shortcuts", QCoreApplication.translate("Help", "Keyboard shortcuts")
    )

    def tr(text: str) -> str:
        return QCoreApplication.translate("Help", text)

    rows = [*menu_shortcuts(bar), *((tr(m), tr(c), tr(k)) for m, c, k in ENTRY_KEYS)]
    body = "".join(
        f"<tr><td>{html.escape(m)}</td><td>{html.escape(c)}</td><td><b>{html.escape(k)}</b></td>"
        "</tr>"
        for m, c, k in rows
    )
    title = html.escape(QCoreApplication.translate("Help", "Keyboard shortcuts"))
    menu = html.escape(QCoreApplication.translate("Help", "Menu"))
    command = html.escape(QCoreApplication.translate("Help", "Command"))
    keys = html.escape(QCoreApplication.translate("Help", "Keys"))
    note = html.escape(
        QCoreApplication.translate(
            "Help",
            "Alt and the underlined letter opens a menu; every dialog has its own Alt keys.",
        )
    )
    browser.setHtml(
        f"<h2>{title}</h2>"
        '<table cellspacing="0" cellpadding="3" width="100%">'
        f"<tr><th align=left>{menu}</th><th align=left>{command}</th>"
        f"<th align=left>{keys}</th></tr>"
        f"{body}</table>"
        f"<p>{note}</p>"
    )
    return dialog


__all__ = ["docs_folder", "manual_dialog", "menu_shortcuts", "shortcuts_dialog"]
