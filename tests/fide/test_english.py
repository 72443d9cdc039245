"""§4 row "English, warnings": every message in English by default (checklist Q1-15).

The program installs no translator unless the arbiter asks for a language (``--lang``, or
Help > Language), and the texts it shows (string literals of the GUI and of
the engine's messages) are English: letters outside ASCII appear only in the symbols the rules
and the TRF use (½, dashes, arrows, bullets) and in the names of the sample data.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

from arbiter_gui.app import build_parser
from arbiter_gui.i18n import (
    LANGUAGE_KEY,
    choose_language,
    chosen_language,
    current_language,
    install_language,
    install_start_language,
    report_catalogue,
)
from arbiter_gui.views.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = re.compile(r"[\x00-\x7f½–—−…·▸⚠⛔✓✗→←↑↓×•’“”‘§≤≥±\ud800-\udfff]")
"""ASCII, and the symbols the texts use (½ of the rules, dashes, arrows, marks, §); the lone
surrogates are a regular expression's range in the journal's codec, not text."""


SAMPLE_DATA = {"arbiter_gui/selftest.py"}
"""Files whose non-ASCII literals are sample names (the self-test folds "Østergaard" to check the
bundled transliteration tables), not texts shown to the arbiter."""


def _literals(path: Path) -> list[tuple[int, str]]:
    """String literals the program can show: docstrings (with their doctest names) left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


@pytest.fixture
def no_language_kept(tmp_path):
    """Settings of a first start: no language chosen under Help > Language."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    assert QSettings().value(LANGUAGE_KEY) is None
    yield


def _new_translators(app: QCoreApplication, before: list[QTranslator]) -> list[QTranslator]:
    return [t for t in app.findChildren(QTranslator) if t not in before]


def test_no_translator_is_installed(no_language_kept, qtbot) -> None:
    """Started as the arbiter starts it (no --lang, no language kept), the program installs
    no translator: the window, the warnings and the reports are in English. The translations
    issue 25 ships (German, French, Spanish) come only when asked for."""
    app = QCoreApplication.instance()
    assert app is not None
    args = build_parser().parse_args([])
    assert args.lang is None
    before = app.findChildren(QTranslator)
    installed = install_start_language(args.lang)
    assert installed == [] and _new_translators(app, before) == []
    assert current_language() == "en"
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert report_catalogue().language == "en" and not report_catalogue().messages
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:3] == ["&File", "&Edit", "&Tournament"], menus


def test_only_a_chosen_language_installs_a_translator(no_language_kept, qapp) -> None:
    """The check above could fail: with German kept under Help > Language, a translator is
    installed; a language the program does not ship is English again."""
    app = QCoreApplication.instance()
    assert app is not None
    settings = QSettings()
    settings.setValue(LANGUAGE_KEY, "xx")
    assert chosen_language(settings) == "en"
    assert install_start_language(None, settings) == []
    choose_language("de", settings)
    before = app.findChildren(QTranslator)
    installed = install_start_language(None, settings)
    try:
        assert installed and _new_translators(app, before) == installed
        assert current_language() == "de"
        assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"
    finally:
        for translator in installed:
            app.removeTranslator(translator)
            translator.deleteLater()
        install_language("en")
    assert current_language() == "en"
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_the_texts_are_english() -> None:
    checked = 0
    foreign = []
    files = [*(ROOT / "arbiter_gui").rglob("*.py"), *(ROOT / "engine" / "journal").rglob("*.py")]
    for path in files:
        if path.relative_to(ROOT).as_posix() in SAMPLE_DATA:
            continue
        for line, text in _literals(path):
            checked += 1
            odd = sorted({ch for ch in text if not ALLOWED.match(ch)})
            if odd:
                foreign.append(f"{path.relative_to(ROOT)}:{line}: {''.join(odd)} in {text[:50]!r}")
    assert checked > 1000
    assert foreign == [], "\n".join(foreign)
