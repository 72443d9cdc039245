"""The set-up and round dialogs in every shipped language: each one's visible texts are
translated (no English sentence of the catalogue left) and its Alt+letter keys stay unique."""

from __future__ import annotations

import dataclasses
import re
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QWidget,
)

from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.csvimport import CsvImportDialog
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.dialogs.late import late_entry_question
from arbiter_gui.dialogs.norms import NormFieldsDialog, NormScreenDialog, RatingSettingsDialog
from arbiter_gui.dialogs.order import InitialOrderDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.rating_method import RatingMethodDialog
from arbiter_gui.dialogs.ratinglist import RatingListDialog
from arbiter_gui.dialogs.registration import RegistrationDialog
from arbiter_gui.i18n import I18N_DIR, install_language
from arbiter_gui.publish.actions import FolderDialog, publisher_of
from arbiter_gui.publish.live import LivePageDialog
from arbiter_gui.roundrobin.lots import DrawLotsDialog
from arbiter_gui.rounds.why_not_dialog import WhyNotDialog
from arbiter_gui.session import Session
from arbiter_gui.views.main_window import MainWindow
from engine.i18n import load_catalogue, read_ts
from engine.journal import (
    AddPlayer,
    ImportTrf,
    Journal,
    PlayerData,
    SetPairingSettings,
    SetTournamentDetails,
    TournamentDetails,
)
from engine.ratinglist import read_csv
from tests.gui.builders import small_open

DATA = Path(__file__).resolve().parents[1] / "data" / "ratinglist"
_NO_BUTTON = QDialogButtonBox.StandardButton.NoButton
_MNEMONIC = re.compile(r"&([^&\s])")
_PLACEHOLDER = re.compile(r"\{\w+\}")

DIALOGS = {
    "details": lambda s: TournamentDetailsDialog(s),
    "add": lambda s: PlayerDialog(s),
    "edit": lambda s: PlayerDialog(s, s.tournament.players[0].id),
    "players": lambda s: RegistrationDialog(s),
    "list": lambda s: RatingListDialog(s),
    "csv": lambda s: CsvImportDialog(s, read_csv(DATA / "registrations.csv")),
    "order": lambda s: InitialOrderDialog(s),
    "byes": lambda s: ByesDialog(s),
    "late": lambda s: late_entry_question(s.state, "Late, Larry", None),
    "norms": lambda s: NormScreenDialog(None, lambda: s.tournament, lambda: s),
    "norm-fields": lambda s: NormFieldsDialog(s),
    "k-factors": lambda s: RatingSettingsDialog(s),
    "why-not": lambda s: WhyNotDialog(s.tournament.players, 2, 2, lambda *_: None, None),
    "draw-lots": lambda s: DrawLotsDialog(_round_robin()),
    "rating-method": lambda s: RatingMethodDialog(s),
    "live-page": lambda s: LivePageDialog(publisher_of(_window())),
    "publish-folder": lambda s: FolderDialog(publisher_of(_window()), _window()),
}

_WINDOWS: list[MainWindow] = []
_SESSIONS: list[Session] = []


def _round_robin() -> Session:
    """Six players of a single round-robin, lots not drawn yet."""
    journal = Journal.create(Path(tempfile.mkdtemp()) / "rr.swiss")
    journal.apply(SetTournamentDetails(TournamentDetails(name="Round-robin", rounds_total=5)))
    for k in range(6):
        journal.apply(AddPlayer(PlayerData(f"Player{k}, Rr", rating=2000 - k)))
    state = journal.state
    settings = dataclasses.replace(state.settings, system="roundrobin", cycles=1)
    journal.apply(SetPairingSettings(settings, state.tournament.point_system))
    session = Session(journal)
    _SESSIONS.append(session)
    return session


def _window() -> MainWindow:
    """One main window for the publishing dialogs (closed after each test)."""
    if not _WINDOWS:
        _WINDOWS.append(MainWindow())
    return _WINDOWS[0]


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    while _WINDOWS:
        _WINDOWS.pop().deleteLater()
    while _SESSIONS:
        _SESSIONS.pop().close()


@pytest.fixture
def played(tmp_path, qtbot):
    """The 7-player tournament with two published rounds."""
    s = Session(Journal.create(tmp_path / "t.swiss"))
    s.apply(ImportTrf(small_open()))
    yield s
    s.close()


@pytest.fixture(params=["de", "fr", "es"])
def language(request):
    app = QCoreApplication.instance()
    assert app is not None
    installed = install_language(request.param)
    yield request.param
    for translator in installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    install_language("en")


def _texts(dialog: QWidget) -> set[str]:
    out = {dialog.windowTitle()}
    for w in dialog.findChildren(QLabel):
        out.add(re.sub(r"<[^>]+>", "", w.text()))
    for b in dialog.findChildren(QAbstractButton):
        out.update((b.text(), b.toolTip()))
    for g in dialog.findChildren(QGroupBox):
        out.add(g.title())
    for e in dialog.findChildren(QLineEdit):
        out.update((e.placeholderText(), e.toolTip()))
    for c in dialog.findChildren(QComboBox):
        out.update(c.itemText(i) for i in range(c.count()))
    for v in dialog.findChildren(QAbstractItemView):
        model = v.model()
        if model is None:
            continue
        for col in range(model.columnCount()):
            out.add(str(model.headerData(col, Qt.Orientation.Horizontal) or ""))
    for t in dialog.findChildren(QTableWidget):
        for col in range(t.columnCount()):
            item = t.horizontalHeaderItem(col)
            out.add(item.text() if item is not None else "")
    return {t for t in out if t and t.strip()}


def _own_texts(dialog: QWidget) -> set[str]:
    """The dialog's own words: titles, labels, buttons, group boxes, hints and headers (not
    the data it lists: names, federations, presets)."""
    out = {dialog.windowTitle()}
    for w in dialog.findChildren(QLabel):
        if not w.pixmap() or w.text():
            out.add(re.sub(r"<[^>]+>", "", w.text()))
    for b in dialog.findChildren(QAbstractButton):
        box = b.parentWidget()
        if isinstance(box, QDialogButtonBox) and box.standardButton(b) is not _NO_BUTTON:
            continue  # OK, Cancel, Close: Qt's own words, from Qt's catalogue
        out.update((b.text(), b.toolTip()))
    for g in dialog.findChildren(QGroupBox):
        out.add(g.title())
    for e in dialog.findChildren(QLineEdit):
        out.add(e.placeholderText())
    for v in dialog.findChildren(QAbstractItemView):
        model = v.model()
        if model is not None:
            out.update(
                str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount())
            )
    return {t.strip() for t in out if t and t.strip()}


def _pattern(source: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(source)
    return re.compile(".+?".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def _mnemonics(dialog: QWidget) -> Counter[str]:
    texts = [w.text() for w in dialog.findChildren(QAbstractButton)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.title() for w in dialog.findChildren(QGroupBox)]
    return Counter(m.group(1).lower() for t in texts for m in _MNEMONIC.finditer(t))


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_the_dialog_speaks_the_language_and_keeps_its_alt_keys(language, name, played, qtbot):
    dialog = DIALOGS[name](played)
    qtbot.addWidget(dialog)
    texts = _texts(dialog)
    assert texts
    messages = read_ts(I18N_DIR / f"swiss_arbiter_{language}.ts")
    left = []
    for (_ctx, source), translation in messages.items():
        literal = _PLACEHOLDER.sub("", source)
        if translation == source or len(re.findall(r"[A-Za-z]{2,}", literal)) < 2:
            continue  # the same in both languages, a code, or a single word ("Name", "{0} absent")
        pt = _pattern(source)
        left += [t for t in texts if pt.match(t)]
    assert left == [], left
    # and the other way round: every label, button, title and header is a catalogue's words
    # (the forms' words of the norm dialogs come from the report catalogue, the same words)
    words = [*messages.values(), *load_catalogue(language).messages.values()]
    translations = [  # a field name may be capitalised where it labels a field
        re.compile(_pattern(w.replace("&", "")).pattern, re.DOTALL | re.IGNORECASE) for w in words
    ]
    t = played.tournament
    unknown = [
        text
        for text in _own_texts(dialog)
        if not any(pt.match(text.replace("&", "")) for pt in translations)
        and not re.fullmatch(r"[\d\s./:–\-½()#&]*|[A-Z0-9]{1,4}|R\d+( ✓)?|K|C\.\d\d(\.\d)?", text)
        and not any(name in text for name in [*(p.name for p in t.players), t.name, "Larry"])
    ]
    assert unknown == [], unknown
    twice = {letter: n for letter, n in _mnemonics(dialog).items() if n > 1}
    assert not twice, f"Alt+letter used more than once in {language}: {twice}"
