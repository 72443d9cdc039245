"""The window's catalogues (resources/i18n/swiss_arbiter_*.ts, Qt's TS format): up to date
with the code, finished, and covering every visible text of the main window."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from arbiter_gui.i18n import I18N_DIR, current_language, install_language, qm_path
from arbiter_gui.loading import create_journal, sample_path
from arbiter_gui.views.main_window import MainWindow
from engine.i18n import LANGUAGES, read_ts

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ["de", "fr", "es"]
_PLACEHOLDER = re.compile(r"\{\w+\}")


def sources(lang: str = "de") -> dict[tuple[str, str], str]:
    return read_ts(I18N_DIR / f"swiss_arbiter_{lang}.ts")


def pattern(source: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(source)
    return re.compile(".+?".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def test_catalogues_are_up_to_date_with_the_code():
    """noop.py, the .ts files and the compiled .qm are what `make i18n` makes of the code."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "i18n.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "to translate" not in result.stdout and "no translation" not in result.stdout


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_is_finished(lang):
    path = I18N_DIR / f"swiss_arbiter_{lang}.ts"
    raw = path.read_text(encoding="utf-8")
    assert 'type="unfinished"' not in raw and f'language="{lang}_' in raw
    messages = sources(lang)
    assert len(messages) > 200
    for (ctx, source), translation in messages.items():
        assert sorted(_PLACEHOLDER.findall(source)) == sorted(_PLACEHOLDER.findall(translation))
        assert source.count("&") <= 1 and translation.count("&") == source.count("&"), (
            ctx,
            source,
        )
    assert qm_path(lang).is_file()


def _texts_of(window: QMainWindow) -> set[str]:
    out: set[str] = {window.windowTitle(), window.statusBar().currentMessage()}

    def menu_texts(menu: QMenu) -> None:
        menu.aboutToShow.emit()
        out.add(menu.title())
        for a in menu.actions():
            sub = a.menu()
            if isinstance(sub, QMenu):
                menu_texts(sub)
            elif not a.isSeparator():
                out.update((a.text(), a.statusTip()))

    for a in window.menuBar().actions():
        sub = a.menu()
        if isinstance(sub, QMenu):
            menu_texts(sub)

    def shown(w: QWidget) -> bool:
        # the window's own widgets; a dialog or message box it opened is not the window
        parent: QWidget | None = w
        while parent is not None and parent is not window:
            if isinstance(parent, QDialog | QMessageBox):
                return False
            parent = parent.parentWidget()
        return w.isVisibleTo(window)

    for label in window.findChildren(QLabel):
        if shown(label):
            out.add(re.sub(r"<[^>]+>", "", label.text()))
    for button in window.findChildren(QAbstractButton):
        if shown(button):
            out.update((button.text(), button.toolTip()))
    for edit in window.findChildren(QLineEdit):
        if shown(edit):
            out.add(edit.placeholderText())
    for tabs in window.findChildren(QTabWidget):
        for i in range(tabs.count()):
            out.update((tabs.tabText(i), tabs.tabToolTip(i)))
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        header = getattr(view, "horizontalHeader", None)
        if model is None or header is None or not shown(view):
            continue
        for c in range(header().count()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                out.add(str(model.headerData(c, Qt.Orientation.Horizontal, role) or ""))
        # the cells: players' data, and the words among them (a bye's description, tooltips)
        for row in range(min(model.rowCount(), 60)):
            for c in range(model.columnCount()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(model.index(row, c), role)
                    if isinstance(value, str):
                        out.add(value)
    for box in window.findChildren(QGroupBox):
        if shown(box):
            out.add(box.title())
    return {t for t in out if t and t.strip()}


def visible_texts(qtbot, tmp_path) -> tuple[set[str], MainWindow]:
    path = tmp_path / "brno.swiss"
    create_journal(path, sample_path()).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    op = window.open_path(path)
    with qtbot.waitSignal(op.finished, timeout=20000):
        pass
    texts: set[str] = set()
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        texts |= _texts_of(window)
    window.close_session()
    return texts, window


def _data(text: str, window: MainWindow) -> bool:
    """Texts that are the tournament's data, not the program's words."""
    t = window.tournament
    if re.fullmatch(r"[\d\s.,:/–\-½()#&]*", text):
        return True
    if text in LANGUAGES.values():  # Help > Language: each language in its own words
        return True
    if re.fullmatch(r"[A-Z]{2,4}|[\dFHUZu½\s()+\-–]+", text):  # titles, federations, results
        return True
    names = [p.name for p in t.players] + [t.name, t.city, "brno.swiss"]
    return any(name and name in text for name in names)


def _details_parts(text: str) -> list[str]:
    return text.split("  ·  ")


def test_every_visible_text_of_the_main_window_is_in_the_catalogues(qtbot, tmp_path):
    texts, window = visible_texts(qtbot, tmp_path)
    patterns = [pattern(source) for (_ctx, source) in sources()]
    details = window.details_label.text()
    missing = []
    for text in sorted(texts):
        if text == details:
            # place, dates, "7 rounds, 3 paired", "chief arbiter ...": the words are checked
            parts = [
                p
                for p in _details_parts(text)
                if re.search(r"[a-z]{3,}", p) and not _data(p, window)
            ]
            missing += [p for p in parts if not any(pt.match(p) for pt in patterns)]
            continue
        if _data(text, window):
            continue
        if not any(pt.match(text) for pt in patterns):
            missing.append(text)
    assert missing == [], "\n".join(missing)
    assert len(texts) > 100  # menus, tabs, headers, buttons: the whole window was read


@pytest.fixture
def german():
    app = QCoreApplication.instance()
    assert app is not None
    installed = install_language("de")
    assert current_language() == "de" and installed
    yield
    for translator in installed:
        app.removeTranslator(translator)
    app.setProperty("swiss-arbiter-language", "en")


def test_the_german_window_shows_no_english_left(german, qtbot, tmp_path):
    texts, window = visible_texts(qtbot, tmp_path)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:3] == ["&Datei", "&Bearbeiten", "&Turnier"]
    messages = sources("de")
    left = []
    for (ctx, source), translation in messages.items():
        literal = _PLACEHOLDER.sub("", source)
        if translation == source or len(re.findall(r"[A-Za-z]", literal)) < 4:
            continue  # the same word in both languages ("Name"), or a code
        pt = pattern(source)
        left += [(ctx, source, t) for t in texts if pt.match(t) and not _data(t, window)]
    assert left == []
