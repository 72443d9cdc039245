"""Import pre-registrations from CSV: map the columns, see the players, import the good rows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel, check_date
from arbiter_gui.dialogs.late import CANCELLED, ask_late_entry_bye
from arbiter_gui.dialogs.table import TextTableModel, make_table
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import AddPlayer, PlayerData
from engine.model import ResultCode
from engine.ratinglist import CsvField, CsvPlayer, CsvTable, convert, guess_mapping

_PREVIEW = (
    QT_TRANSLATE_NOOP("CsvImportDialog", "Row"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Name"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "FIDE ID"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Rating"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Title"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Fed"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Sex"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Born"),
    QT_TRANSLATE_NOOP("CsvImportDialog", "Problems"),
)


def to_player_data(row: CsvPlayer) -> tuple[PlayerData | None, str]:
    """A converted row as :class:`PlayerData`, or None and why not."""
    if row.problems:
        return None, "; ".join(row.problems)
    v = row.values
    birth, error = check_date(
        v["birth_date"], QCoreApplication.translate("CsvImport", "birth date"), year_only=True
    )
    if error:
        return None, error
    data = PlayerData(
        name=v["name"],
        sex=v["sex"],
        title=v["title"],
        rating=int(v["rating"]) if v["rating"] else 0,
        federation=v["federation"],
        fide_id=v["fide_id"],
        birth_date=birth,
    )
    return data, ""


FIELD_WORDS = {
    CsvField.NAME: QT_TRANSLATE_NOOP("CsvImportDialog", "name"),
    CsvField.SURNAME: QT_TRANSLATE_NOOP("CsvImportDialog", "surname"),
    CsvField.GIVEN_NAME: QT_TRANSLATE_NOOP("CsvImportDialog", "given name"),
    CsvField.FIDE_ID: QT_TRANSLATE_NOOP("CsvImportDialog", "FIDE ID"),
    CsvField.RATING: QT_TRANSLATE_NOOP("CsvImportDialog", "rating"),
    CsvField.TITLE: QT_TRANSLATE_NOOP("CsvImportDialog", "title"),
    CsvField.FEDERATION: QT_TRANSLATE_NOOP("CsvImportDialog", "federation"),
    CsvField.SEX: QT_TRANSLATE_NOOP("CsvImportDialog", "sex"),
    CsvField.BIRTH: QT_TRANSLATE_NOOP("CsvImportDialog", "birth date"),
}
"""The CSV fields as the mapping names them (the engine's names, translated where shown)."""


class CsvImportDialog(QDialog):
    """Column mapping on top, a live preview below; OK adds every row without problems."""

    def __init__(self, session: Session, table: CsvTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("csv-import-dialog")
        self.setWindowTitle(self.tr("Import players from CSV"))
        self.session = session
        self.table = table
        self.imported: list[str] = []
        self.skipped: list[str] = []

        layout = QVBoxLayout(self)
        mapping_box = QGroupBox(self.tr("Columns"), self)
        grid = QGridLayout(mapping_box)
        self.combos: dict[CsvField, QComboBox] = {}
        guessed = guess_mapping(table.header)
        used = {"i"}  # &Import
        for n, fld in enumerate(CsvField):
            combo = QComboBox(mapping_box)
            combo.setObjectName(f"map-{fld.name.lower()}")
            combo.addItem(self.tr("(not in the file)"), -1)
            for i, name in enumerate(table.header):
                combo.addItem(f"{i + 1}: {name}", i)
            combo.setCurrentIndex(combo.findData(guessed.get(fld, -1)))
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            label = QLabel(_with_mnemonic(self.tr(FIELD_WORDS[fld]), used), mapping_box)
            label.setBuddy(combo)
            grid.addWidget(label, n // 3, (n % 3) * 2)
            grid.addWidget(combo, n // 3, (n % 3) * 2 + 1)
            self.combos[fld] = combo
        layout.addWidget(mapping_box)

        self.model = TextTableModel(
            tuple(self.tr(h) for h in _PREVIEW), numeric=(0, 2, 3), parent=self
        )
        self.view = make_table(self, "preview")
        self.view.setModel(self.model)
        layout.addWidget(self.view, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        layout.addWidget(self.summary)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = QPushButton(self.tr("&Import"), self)
        self.import_button.setObjectName("import")
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.refresh()
        self.resize(860, 520)

    def mapping(self) -> dict[CsvField, int]:
        return {f: int(c.currentData()) for f, c in self.combos.items() if c.currentData() >= 0}

    def rows(self) -> list[tuple[CsvPlayer, PlayerData | None, str]]:
        result = []
        for row in convert(self.table, self.mapping()):
            data, problem = to_player_data(row)
            result.append((row, data, problem))
        return result

    def refresh(self) -> None:
        rows, marked, tips = [], [], {}
        good = 0
        for i, (row, data, problem) in enumerate(self.rows()):
            v = row.values
            rows.append(
                (
                    str(row.row),
                    v["name"],
                    v["fide_id"],
                    v["rating"],
                    v["title"],
                    v["federation"],
                    v["sex"],
                    v["birth_date"],
                    problem,
                )
            )
            if data is None:
                marked.append(i)
                tips[i] = problem
            else:
                good += 1
        self.model.set_rows(rows, marked, tips)
        bad = len(rows) - good
        text = (
            self.tr("1 player to import") if good == 1 else self.tr("{0} players to import")
        ).format(good)
        if bad:
            text = (
                self.tr("{0}, 1 row with problems (greyed) will be skipped.")
                if bad == 1
                else self.tr("{0}, {1} rows with problems (greyed) will be skipped.")
            ).format(text, bad)
        else:
            text = self.tr("{0}.").format(text)
        self.summary.setText(text)
        self.import_button.setText(self.tr("&Import {0}").format(good))
        self.import_button.setEnabled(good > 0)

    def accept(self) -> None:
        self.imported, self.skipped = [], []
        late = ask_late_entry_bye(self.session, self.tr("Every player of this file"), self)
        if late == CANCELLED:
            return
        late_bye = late if isinstance(late, ResultCode) else None
        for row, data, problem in self.rows():
            if data is None:
                self.skipped.append(self.tr("row {0}: {1}").format(row.row, problem))
                continue
            try:
                self.session.apply(AddPlayer(data, late_bye))
            except EngineError as exc:
                self.skipped.append(self.tr("row {0}: {1}").format(row.row, exc))
            else:
                self.imported.append(data.name)
                late_bye = None  # the journal keeps the choice from the first one on
        if self.skipped and not self.imported:
            self.error_label.show_error(
                self.tr("Nothing imported: {0}").format("; ".join(self.skipped))
            )
            return
        super().accept()


def _with_mnemonic(text: str, used: set[str]) -> str:
    """``text`` capitalised with an Alt+letter no other field has (duplicates only cycle)."""
    text = text[:1].upper() + text[1:]
    for i, ch in enumerate(text):
        if ch.isalpha() and ch.lower() not in used:
            used.add(ch.lower())
            return f"{text[:i]}&{text[i:]}"
    return text


__all__ = ["CsvImportDialog", "to_player_data"]
