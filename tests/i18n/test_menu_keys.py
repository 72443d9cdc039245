"""Alt+letter keys of the menus stay unique in every language: a translated menu entry brings
its own letter, and two entries with one letter only cycle between them."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from arbiter_gui.i18n import install_language
from arbiter_gui.views.main_window import MainWindow

_MNEMONIC = re.compile(r"&([^&\s])")


def _letter(text: str) -> str | None:
    found = _MNEMONIC.search(text)
    return found.group(1).lower() if found else None


def _twice(texts: list[str]) -> dict[str, list[str]]:
    letters = Counter(letter for t in texts if (letter := _letter(t)))
    return {
        letter: [t for t in texts if _letter(t) == letter] for letter, n in letters.items() if n > 1
    }


def _clashes(window: MainWindow) -> dict[str, dict[str, list[str]]]:
    found: dict[str, dict[str, list[str]]] = {}
    bar = [a.text() for a in window.menuBar().actions()]
    if twice := _twice(bar):
        found["menu bar"] = twice

    def walk(menu: QMenu) -> None:
        menu.aboutToShow.emit()  # entries that name the round are set when the menu opens
        texts = [a.text() for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        if twice := _twice(texts):
            found[menu.title()] = twice
        for a in menu.actions():
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(sub)

    for a in window.menuBar().actions():
        sub = a.menu()
        if isinstance(sub, QMenu):
            walk(sub)
    return found


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es"])
def test_alt_letters_of_the_menus_are_unique(lang, qtbot):
    app = QCoreApplication.instance()
    assert app is not None
    installed = install_language(lang)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        assert (lang == "en") == (window.menuBar().actions()[0].text() == "&File")
        clashes = _clashes(window)
        assert clashes == {}, clashes
    finally:
        for translator in installed:
            app.removeTranslator(translator)
            translator.deleteLater()
        install_language("en")
