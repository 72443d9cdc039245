"""Tournament > Rating method and national ratings: TRF-2026 ``172`` and the ``NRS`` lines.

The arbiter chooses how the starting rank follows FIDE and national ratings (FIDE, NRO,
FIDON, NIDOF, HBFN, LBFN, OTHER, each explained in one line), the federation of the national
ratings, and types each player's national ID and rating in a table (arrows move, typing or F2
edits, Enter keeps), or imports them from a CSV file (read in the background). The table shows
each player's tournament rating under the chosen method and the pairing number it would give.
OK applies one :class:`~engine.journal.SetRatingMethod` (the warnings of the FIDE-mode levels
through the session's dialogs) and, when asked and still allowed, renumbers by the new order.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.table import make_table, stretch_column
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.ops import QueryOp
from arbiter_gui.paths import start_folder
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import SetInitialOrder, SetRatingMethod, State
from engine.journal.fide import national_index, regenerated_order, tournament_rating
from engine.journal.fide_record import RatingMethod
from engine.journal.national import METHOD_WORDS, NationalImport, national_from_csv, ratings_for
from engine.journal.rules import RENUMBER_LOCKED_FROM
from engine.model import PlayerId
from engine.ratinglist import read_csv

_Index = QModelIndex | QPersistentModelIndex

# ---- every text the arbiter reads, in one place (shown through tr()) --------------
TITLE = QT_TRANSLATE_NOOP("RatingMethod", "Rating method and national ratings")
MENU_TEXT = QT_TRANSLATE_NOOP("RatingMethod", "Rating &method and national ratings…")
MENU_TIP = QT_TRANSLATE_NOOP(
    "RatingMethod", "TRF-2026 172: how FIDE and national ratings order the players"
)
INTRO = QT_TRANSLATE_NOOP(
    "RatingMethod",
    "The tournament rating orders the pairing numbers (C.04.2 B.2). Type national IDs and "
    "ratings in the table (arrows move, type or F2 to edit, Enter keeps), or import a CSV "
    "with the columns No. (or FIDE ID, or Name), National ID and National rating.",
)
LABEL_METHOD = QT_TRANSLATE_NOOP("RatingMethod", "Rating &method")
LABEL_FEDERATION = QT_TRANSLATE_NOOP("RatingMethod", "Rating &federation")
FEDERATION_HINT = QT_TRANSLATE_NOOP("RatingMethod", "three letters, e.g. NOR")
LABEL_TITLE_EVENT = QT_TRANSLATE_NOOP(
    "RatingMethod", "&Title event (norms possible: TRF records 182, 192, 202, 250, 260 required)"
)
LABEL_RENUMBER = QT_TRANSLATE_NOOP(
    "RatingMethod", "&Renumber the players by the tournament rating now"
)
RENUMBER_LOCKED = QT_TRANSLATE_NOOP(
    "RatingMethod", "Pairing numbers are frozen: round {round} is paired"
)
BUTTON_IMPORT = QT_TRANSLATE_NOOP("RatingMethod", "&Import CSV…")
IMPORT_TITLE = QT_TRANSLATE_NOOP("RatingMethod", "National ratings from a CSV file")
IMPORT_FILTER = QT_TRANSLATE_NOOP("RatingMethod", "CSV files (*.csv *.txt);;All files (*)")
READING = QT_TRANSLATE_NOOP("RatingMethod", "Reading {name}…")
IMPORTED = QT_TRANSLATE_NOOP("RatingMethod", "{name}: {found} player(s) found")
IMPORT_PROBLEMS = QT_TRANSLATE_NOOP("RatingMethod", "; {count} row(s) not taken: {shown}")
HEADERS = (
    QT_TRANSLATE_NOOP("RatingMethod", "No."),
    QT_TRANSLATE_NOOP("RatingMethod", "Name"),
    QT_TRANSLATE_NOOP("RatingMethod", "Fed."),
    QT_TRANSLATE_NOOP("RatingMethod", "FIDE rating"),
    QT_TRANSLATE_NOOP("RatingMethod", "National ID"),
    QT_TRANSLATE_NOOP("RatingMethod", "National rating"),
    QT_TRANSLATE_NOOP("RatingMethod", "Tournament rating"),
    QT_TRANSLATE_NOOP("RatingMethod", "New No."),
)
NEEDS_FEDERATION = QT_TRANSLATE_NOOP(
    "RatingMethod", "Give the federation of the national ratings (three letters)."
)
BAD_FEDERATION = QT_TRANSLATE_NOOP("RatingMethod", "A federation is three letters, not {text!r}.")
BAD_RATING = QT_TRANSLATE_NOOP(
    "RatingMethod", "A national rating is a whole number from 0 to 9999 (blank: none)."
)
MOVES = QT_TRANSLATE_NOOP(
    "RatingMethod", "{moved} player(s) would change pairing number by this method."
)
NO_MOVES = QT_TRANSLATE_NOOP("RatingMethod", "The pairing numbers already follow this method.")
WORKING = QT_TRANSLATE_NOOP("RatingMethod", "Working out the pairing numbers…")
SAVED = QT_TRANSLATE_NOOP("RatingMethod", "Rating method {method} saved")
RENUMBERED = QT_TRANSLATE_NOOP("RatingMethod", "; players renumbered")


def tr(text: str) -> str:
    """One of this module's texts in the program's language (context ``RatingMethod``)."""
    return QCoreApplication.translate("RatingMethod", text)


COLUMN_ID, COLUMN_RATING = 4, 5


@dataclasses.dataclass(slots=True)
class _Row:
    pid: PlayerId
    name: str
    federation: str
    fide: int
    number: str
    rating: int
    source: str = ""  # "" typed or kept; a CSV's name when imported


class NationalModel(QAbstractTableModel):
    """The players with their national ID and rating (editable) and, under the chosen
    method, their tournament rating and the pairing number it would give."""

    problem = Signal(str)
    numbers_changed = Signal()
    """The new pairing numbers (worked out in the background) are in."""

    def __init__(self, state: State, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.method = state.fide.rating_method
        self.rows: list[_Row] = []
        index = national_index(state.fide)
        for p in sorted(state.tournament.players, key=lambda q: q.id):
            n = index.get(p.id)
            self.rows.append(
                _Row(
                    p.id,
                    p.name,
                    p.federation,
                    p.rating,
                    n.number if n else "",
                    n.rating if n else 0,
                    n.source if n else "",
                )
            )
        self._new_numbers: dict[PlayerId, int] = {}
        self._order_op: QueryOp[tuple[PlayerId, ...]] | None = None
        self._stale = False  # an edit came while the numbers were being worked out
        self._working = False
        self.recompute()

    # ---- what the rows mean ------------------------------------------------------------------

    def entries(self) -> list[tuple[PlayerId, str, int, str]]:
        return [(r.pid, r.number, r.rating, r.source) for r in self.rows]

    def preview_state(self, federation: str = "XXX") -> State:
        """The state as the dialog would leave it (for the preview columns)."""
        national = ratings_for(
            self.state.tournament.players, self.entries(), federation, self.state.fide.national
        )
        record = dataclasses.replace(self.state.fide, rating_method=self.method, national=national)
        return dataclasses.replace(self.state, fide=record)

    def recompute(self) -> None:
        """The tournament ratings now; the pairing numbers they give in the background (the
        C.04.2 B.2 order of a big field takes a moment: the table stays responsive)."""
        state = self.preview_state()
        index = national_index(state.fide)
        self._ratings = {
            p.id: tournament_rating(state.fide, p, index) for p in state.tournament.players
        }
        if self.rows:
            self.dataChanged.emit(self.index(0, 6), self.index(len(self.rows) - 1, 6))
        self._work_out_numbers(state)

    def _work_out_numbers(self, state: State) -> None:
        if self._working:
            self._stale = True
            return
        self._stale = False
        self._working = True
        op: QueryOp[tuple[PlayerId, ...]] = QueryOp(self, lambda: regenerated_order(state))
        op.success(self._numbers_in)
        op.failure(self._numbers_failed)
        self._order_op = op
        op.run_in_background()

    def _numbers_in(self, order: tuple[PlayerId, ...]) -> None:
        self._working = False
        if self._stale:  # worked out for an older table: once more for the current one
            self._work_out_numbers(self.preview_state())
            return
        self._new_numbers = {pid: n for n, pid in enumerate(order, start=1)}
        if self.rows:
            self.dataChanged.emit(self.index(0, 7), self.index(len(self.rows) - 1, 7))
        self.numbers_changed.emit()

    def _numbers_failed(self, exc: Exception) -> None:
        self._working = False
        self._stale = False
        self.problem.emit(str(exc))

    @property
    def ready(self) -> bool:
        """True when the pairing numbers shown are those of the current table."""
        return not self._working and not self._stale

    def moved(self) -> int:
        """Players whose number the method would change (as far as worked out)."""
        return sum(1 for r in self.rows if self._new_numbers.get(r.pid, r.pid) != r.pid)

    def set_method(self, method: RatingMethod) -> None:
        self.method = method
        self.recompute()

    def import_rows(self, found: NationalImport, source: str) -> None:
        by_pid = {r.pid: r for r in self.rows}
        for got in found.rows:
            row = by_pid.get(got.player)
            if row is not None:
                row.number, row.rating, row.source = got.number, got.rating, source
        self.recompute()
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 7))

    # ---- Qt ----------------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr(HEADERS[section])
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.column() in (COLUMN_ID, COLUMN_RATING):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, c = self.rows[index.row()], index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            values = (
                str(row.pid),
                row.name,
                row.federation,
                str(row.fide or ""),
                row.number,
                str(row.rating or ""),
                str(self._ratings.get(row.pid) or ""),
                str(self._new_numbers.get(row.pid, "")),
            )
            return values[c]
        if role == Qt.ItemDataRole.TextAlignmentRole and c not in (1, 4):
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ToolTipRole and c == COLUMN_RATING and row.source:
            return row.source
        return None

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row, c = self.rows[index.row()], index.column()
        text = str(value).strip()
        if c == COLUMN_ID:
            row.number = text
        elif c == COLUMN_RATING:
            if text and not (text.isdigit() and int(text) <= 9999):
                self.problem.emit(tr(BAD_RATING))
                return False
            row.rating = int(text) if text else 0
            row.source = ""
        else:
            return False
        self.problem.emit("")
        self.recompute()
        self.dataChanged.emit(index, index)
        return True


class RatingMethodDialog(QDialog):
    """See the module docstring."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-method-dialog")
        self.setWindowTitle(tr(TITLE))
        self.session = session
        self.import_op: QueryOp[NationalImport] | None = None
        state = session.state
        layout = QVBoxLayout(self)
        intro = QLabel(tr(INTRO), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.method_combo = QComboBox(self)
        self.method_combo.setObjectName("rating-method")
        for method in RatingMethod:
            self.method_combo.addItem(f"{method.value} — {METHOD_WORDS[method]}", method)
        self.method_combo.setCurrentIndex(self.method_combo.findData(state.fide.rating_method))
        form.addRow(self._label(tr(LABEL_METHOD), self.method_combo), self.method_combo)
        self.federation_edit = QLineEdit(state.fide.rating_federation, self)
        self.federation_edit.setObjectName("rating-federation")
        self.federation_edit.setPlaceholderText(tr(FEDERATION_HINT))
        self.federation_edit.setMaxLength(3)
        form.addRow(self._label(tr(LABEL_FEDERATION), self.federation_edit), self.federation_edit)
        self.title_box = QCheckBox(tr(LABEL_TITLE_EVENT), self)
        self.title_box.setObjectName("title-event")
        self.title_box.setChecked(state.fide.title_event)
        form.addRow(self.title_box)

        self.model = NationalModel(state, self)
        self.view = make_table(self, "national-ratings", stretch=1)
        self.view.setModel(self.model)
        stretch_column(self.view)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        layout.addWidget(self.view, 1)
        if self.model.rows:
            self.view.setCurrentIndex(self.model.index(0, COLUMN_RATING))

        self.preview_label = QLabel(self)
        self.preview_label.setObjectName("rating-method-preview")
        layout.addWidget(self.preview_label)
        self.renumber_box = QCheckBox(tr(LABEL_RENUMBER), self)
        self.renumber_box.setObjectName("renumber")
        if state.rounds_paired >= RENUMBER_LOCKED_FROM:
            self.renumber_box.setEnabled(False)
            self.renumber_box.setToolTip(tr(RENUMBER_LOCKED).format(round=RENUMBER_LOCKED_FROM))
        else:
            self.renumber_box.setChecked(state.rounds_paired == 0)
        layout.addWidget(self.renumber_box)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)

        row = QHBoxLayout()
        self.import_button = QPushButton(tr(BUTTON_IMPORT), self)
        self.import_button.setObjectName("import-national")
        self.import_button.setAutoDefault(False)
        self.import_button.clicked.connect(lambda: self.import_csv())
        row.addWidget(self.import_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        layout.addLayout(row)

        self.method_combo.currentIndexChanged.connect(self._method_chosen)
        self.model.problem.connect(self.error_label.show_error)
        self.model.numbers_changed.connect(self._show_preview)
        self.model.dataChanged.connect(lambda *_a: self._show_preview())
        session.closed.connect(self.reject)  # another tournament opened: this form is void
        self._show_preview()
        self.resize(860, 560)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    @property
    def method(self) -> RatingMethod:
        data = self.method_combo.currentData()
        return data if isinstance(data, RatingMethod) else RatingMethod.FIDE

    def _method_chosen(self) -> None:
        self.model.set_method(self.method)
        self._show_preview()

    def _show_preview(self) -> None:
        if not self.model.ready:
            self.preview_label.setText(tr(WORKING))
            return
        moved = self.model.moved()
        self.preview_label.setText(tr(MOVES).format(moved=moved) if moved else tr(NO_MOVES))

    # ---- CSV -------------------------------------------------------------------------------

    def import_csv(self, path: Path | None = None) -> QueryOp[NationalImport] | None:
        """Read ``path`` (asked for when None) in the background and fill the table."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self, tr(IMPORT_TITLE), start_folder(self.session.path), tr(IMPORT_FILTER)
            )
            if not name:
                return None
            path = Path(name)
        players = self.session.tournament.players
        chosen = path

        def work() -> NationalImport:
            return national_from_csv(read_csv(chosen), players)

        self.error_label.show_error("")
        self.preview_label.setText(tr(READING).format(name=chosen.name))
        op: QueryOp[NationalImport] = QueryOp(self, work)
        op.success(lambda found: self._imported(found, chosen.name))
        op.failure(lambda exc: self.error_label.show_error(str(exc)))
        self.import_op = op
        return op.run_in_background()

    def _imported(self, found: NationalImport, name: str) -> None:
        self.model.import_rows(found, self.tr("CSV {0}").format(name))
        self._show_preview()
        text = tr(IMPORTED).format(name=name, found=len(found.rows))
        if found.problems:
            shown = "; ".join(found.problems[:5]) + (" …" if len(found.problems) > 5 else "")
            text += tr(IMPORT_PROBLEMS).format(count=len(found.problems), shown=shown)
        self.error_label.show_error(text)

    # ---- OK ----------------------------------------------------------------------------------

    def command(self) -> SetRatingMethod | None:
        """The command of the form, or None with the error shown."""
        federation = self.federation_edit.text().strip().upper()
        if federation and (len(federation) != 3 or not federation.isalpha()):
            self.error_label.show_error(tr(BAD_FEDERATION).format(text=federation))
            return None
        entries = self.model.entries()
        if not federation and any(number or rating for _p, number, rating, _s in entries):
            self.error_label.show_error(tr(NEEDS_FEDERATION))
            self.federation_edit.setFocus()
            return None
        national = ratings_for(
            self.session.tournament.players, entries, federation, self.session.state.fide.national
        )
        return SetRatingMethod(self.method, federation, national, self.title_box.isChecked())

    def accept(self) -> None:
        command = self.command()
        if command is None:
            return
        renumber = self.renumber_box.isEnabled() and self.renumber_box.isChecked()
        try:
            if command != _current(self.session.state):
                self.session.apply(command)
            if renumber and regenerated_order(self.session.state) != _numbers(self.session):
                self.session.apply(SetInitialOrder())
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return
        super().accept()


def _numbers(session: Session) -> tuple[PlayerId, ...]:
    return tuple(p.id for p in sorted(session.tournament.players, key=lambda q: q.id))


def _current(state: State) -> SetRatingMethod:
    record = state.fide
    return SetRatingMethod(
        record.rating_method, record.rating_federation, record.national, record.title_event
    )


def open_rating_method(session: Session | None, parent: QWidget) -> RatingMethodDialog | None:
    """Open the dialog on ``session`` (None when no tournament is open)."""
    if session is None or not session.is_open:
        return None
    dialog = RatingMethodDialog(session, parent)
    dialog.open()
    return dialog


def install_rating_method_action(
    window: QMainWindow, current: Callable[[], Session | None]
) -> QAction:
    """Tournament > Rating method and national ratings… (after the initial order), on the
    session ``current`` returns when the action is chosen."""
    action = QAction(tr(MENU_TEXT), window)
    action.setObjectName("setup-rating-method")
    action.setStatusTip(tr(MENU_TIP))
    action.triggered.connect(lambda _checked=False: open_rating_method(current(), window))
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if isinstance(menu, QMenu) and menu.objectName() == "tournament-menu":
            order = next((a for a in menu.actions() if a.objectName() == "setup-order"), None)
            following = _after(menu.actions(), order)
            if following is not None:
                menu.insertAction(following, action)
            else:
                menu.addAction(action)
    return action


def _after(actions: Sequence[QAction], action: QAction | None) -> QAction | None:
    if action is None or action not in actions:
        return None
    i = list(actions).index(action)
    return actions[i + 1] if i + 1 < len(actions) else None


__all__ = [
    "NationalModel",
    "RatingMethodDialog",
    "install_rating_method_action",
    "open_rating_method",
]
