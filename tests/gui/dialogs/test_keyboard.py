"""Every dialog is Tab-navigable: Tab visits every enabled, focusable control."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.csvimport import CsvImportDialog
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.dialogs.order import InitialOrderDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.ratinglist import RatingListDialog
from arbiter_gui.dialogs.registration import RegistrationDialog
from engine.ratinglist import RatingListIndex, RatingType, read_csv

DATA = Path(__file__).resolve().parents[2] / "data" / "ratinglist"


def _rating_list(session):
    d = RatingListDialog(session)
    d.set_index(RatingListIndex.build(DATA / "players_list_foa.txt"))
    return d


def _compare(session):
    from arbiter_gui.dialogs.compare import CompareDialog

    index = RatingListIndex.build(DATA / "players_list_foa.txt")
    return CompareDialog(session, index, RatingType.STANDARD)


FACTORIES = {
    "details": lambda s: TournamentDetailsDialog(s),
    "player": lambda s: PlayerDialog(s),
    "registration": lambda s: RegistrationDialog(
        s, on_import_list=lambda: None, on_import_csv=lambda: None
    ),
    "rating-list": _rating_list,
    "csv": lambda s: CsvImportDialog(s, read_csv(DATA / "registrations.csv")),
    "order": lambda s: InitialOrderDialog(s),
    "byes": lambda s: ByesDialog(s),
    "compare": _compare,
}


def _focusable(dialog) -> set[QWidget]:
    result = set()
    for w in dialog.findChildren(QWidget):
        if not (w.isVisible() and w.isEnabled()):
            continue
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus != Qt.FocusPolicy.TabFocus:
            continue
        if isinstance(w.parentWidget(), QComboBox):  # an editable combo's line edit
            continue
        if w.focusProxy() is not None:
            continue
        result.add(w)
    return result


def _owner(w: QWidget) -> QWidget:
    parent = w.parentWidget()
    return parent if isinstance(parent, QComboBox) else w


@pytest.mark.parametrize("name", list(FACTORIES))
def test_tab_visits_every_control(qtbot, played, name):
    dialog = FACTORIES[name](played)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    wanted = _focusable(dialog)
    first = next(iter(wanted))
    first.setFocus()
    seen = set()
    for _ in range(3 * len(wanted) + 5):
        w = dialog.focusWidget()
        if w is None:
            break
        seen.add(_owner(w))
        qtbot.keyClick(w, Qt.Key.Key_Tab)
    missing = sorted(f"{type(w).__name__}:{w.objectName()}" for w in wanted - seen)
    assert not missing
    index = getattr(dialog, "index", None)
    if index is not None:
        index.close()
