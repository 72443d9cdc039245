"""Regenerate the dialog screenshots.

    .venv/bin/python docs/screenshots/dialogs/make_screenshots.py

Runs headless (offscreen); every dialog is filled with the test tournament or invented data.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from arbiter_gui.dialogs.byes import ByesDialog  # noqa: E402
from arbiter_gui.dialogs.csvimport import CsvImportDialog  # noqa: E402
from arbiter_gui.dialogs.details import TournamentDetailsDialog  # noqa: E402
from arbiter_gui.dialogs.order import InitialOrderDialog  # noqa: E402
from arbiter_gui.dialogs.player import PlayerDialog  # noqa: E402
from arbiter_gui.dialogs.ratinglist import RatingListDialog  # noqa: E402
from arbiter_gui.dialogs.registration import RegistrationDialog  # noqa: E402
from arbiter_gui.session import Session  # noqa: E402
from engine.journal import (  # noqa: E402
    AddPlayer,
    ImportTrf,
    Journal,
    PlayerData,
    RecordWithdrawal,
    RequestBye,
)
from engine.model import PlayerId, ResultCode  # noqa: E402
from engine.ratinglist import RatingListIndex, read_csv  # noqa: E402
from tests.gui.builders import small_open  # noqa: E402

OUT = Path(__file__).resolve().parent
DATA = ROOT / "tests" / "data" / "ratinglist"


def shot(app: QApplication, dialog: QDialog, name: str) -> None:
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(OUT / f"{name}.png"))
    dialog.close()


def main() -> None:
    app = QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        journal = Journal.create(Path(tmp) / "t.swiss")
        session = Session(journal)
        session.apply(ImportTrf(small_open()))
        session.apply(AddPlayer(PlayerData("Late, Larry", "m", "", 1980, "NED")))
        session.apply(RequestBye(PlayerId(3), 3, ResultCode.HALF_BYE))
        session.apply(RequestBye(PlayerId(6), 4, ResultCode.ZERO_BYE))
        session.apply(RecordWithdrawal(PlayerId(5), 4))

        details = TournamentDetailsDialog(session)
        details.city_edit.setText("Utrecht")
        details.start_edit.setText("2026/05/01")
        details.end_edit.setText("2026/05/03")
        details.chief_edit.setText("IA Arbiter, Anna")
        shot(app, details, "tournament-details")

        errors = PlayerDialog(session)
        errors.rating_edit.setText("20O0")
        errors.federation_combo.setEditText("XYZ")
        errors.birth_edit.setText("1999/02/30")
        errors.accept()
        shot(app, errors, "player-errors")

        shot(app, PlayerDialog(session, PlayerId(2)), "player-edit")
        registration = RegistrationDialog(
            session, on_import_list=lambda: None, on_import_csv=lambda: None
        )
        shot(app, registration, "players")

        rating = RatingListDialog(session)
        rating.set_index(
            RatingListIndex.build(DATA / "standard_rating_list.txt"), "standard_rating_list.txt"
        )
        rating.search_edit.setText("an")
        rating.search_now()
        session.apply(
            AddPlayer(PlayerData("Zedkova, Alena", "w", "WIM", 2350, "CZE", "990000011", "1996"))
        )
        compare = rating.compare()
        assert compare is not None
        shot(app, compare, "fide-list-compare")
        session.undo()
        shot(app, rating, "fide-list-search")

        shot(app, CsvImportDialog(session, read_csv(DATA / "registrations.csv")), "csv-import")
        shot(app, InitialOrderDialog(session), "initial-order")
        byes = ByesDialog(session, bye_limit=1)
        byes.select(PlayerId(3), 3)
        shot(app, byes, "byes")
        session.close()


if __name__ == "__main__":
    main()
