"""Every dialog's Alt+letter shortcuts are unique: an ambiguous one only cycles the focus."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.csvimport import CsvImportDialog
from arbiter_gui.dialogs.details import TournamentDetailsDialog
from arbiter_gui.dialogs.late import late_entry_question
from arbiter_gui.dialogs.norms import NormFieldsDialog, NormScreenDialog, RatingSettingsDialog
from arbiter_gui.dialogs.order import InitialOrderDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.ratinglist import RatingListDialog
from arbiter_gui.dialogs.registration import RegistrationDialog
from engine.ratinglist import read_csv

from .test_actions import DATA

_MNEMONIC = re.compile(r"&([^&\s])")


def _mnemonics(widget) -> Counter[str]:
    texts = [w.text() for w in widget.findChildren(QAbstractButton)]
    texts += [w.text() for w in widget.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.title() for w in widget.findChildren(QGroupBox)]
    return Counter(m.group(1).lower() for t in texts for m in _MNEMONIC.finditer(t))


@pytest.mark.parametrize(
    "make",
    [
        lambda s: TournamentDetailsDialog(s),
        lambda s: PlayerDialog(s),
        lambda s: PlayerDialog(s, s.tournament.players[0].id),
        lambda s: RegistrationDialog(s),
        lambda s: RatingListDialog(s),
        lambda s: CsvImportDialog(s, read_csv(DATA / "registrations.csv")),
        lambda s: InitialOrderDialog(s),
        lambda s: ByesDialog(s),
        lambda s: late_entry_question(s.state, "Late, Larry", None),
        lambda s: NormScreenDialog(None, lambda: s.tournament, lambda: s),
        lambda s: NormFieldsDialog(s),
        lambda s: RatingSettingsDialog(s),
    ],
    ids=[
        "details",
        "add",
        "edit",
        "players",
        "list",
        "csv",
        "order",
        "byes",
        "late",
        "norms",
        "norm-fields",
        "k-factors",
    ],
)
def test_alt_letters_are_unique(qtbot, played, make):
    dialog = make(played)
    qtbot.addWidget(dialog)
    twice = {letter: n for letter, n in _mnemonics(dialog).items() if n > 1}
    assert not twice, f"Alt+letter used more than once: {twice}"
