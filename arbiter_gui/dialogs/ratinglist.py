"""Add players from a FIDE rating list the arbiter downloaded: search as you type, Enter adds.

The list is read once into a searchable index (:class:`engine.ratinglist.RatingListIndex`) by a
background op, so the window stays responsive while 1.9 million lines are read.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.compare import CompareDialog
from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.late import CANCELLED, ask_late_entry_bye
from arbiter_gui.dialogs.table import TextTableModel, make_table, stretch_column
from arbiter_gui.ops import QueryOp
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import AddPlayer, PlayerData, SetRatingSettings
from engine.model import ResultCode
from engine.ratinglist import ListPlayer, RatingListIndex, RatingType

SEARCH_DELAY_MS = 120
"""Typing pauses this long before the list is searched."""

_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def player_data(p: ListPlayer, kind: RatingType) -> PlayerData:
    """What "add from the list" copies (spec section 10, item 7)."""
    rating = p.rating_of(kind).rating or 0
    birth = str(p.birth_year) if p.birth_year else ""
    return PlayerData(
        name=p.name,
        sex=p.trf_sex,
        title=p.playing_title,
        rating=rating,
        federation=p.federation,
        fide_id=p.fide_id,
        birth_date=birth,
    )


def list_is_outdated(month: str, today: _dt.date) -> bool:
    """True when a list's month token (``JAN27``) is before the current month."""
    token = month.strip().upper()
    if len(token) != 5 or token[:3] not in _MONTHS or not token[3:].isdigit():
        return False
    year = 2000 + int(token[3:])
    return (year, _MONTHS.index(token[:3]) + 1) < (today.year, today.month)


MAX_HITS = 100
"""Hits shown at most; beyond it the arbiter is told how to narrow the search."""


def build_index(list_path: Path, db_path: Path) -> RatingListIndex:
    """Read the list into ``db_path`` (runs in a worker)."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    return RatingListIndex.build(list_path, db_path)


class RatingListDialog(QDialog):
    """Search box, hits table, Enter adds the selected (or first) hit to the tournament."""

    other_list_requested = Signal()

    def __init__(
        self, session: Session, parent: QWidget | None = None, *, today: _dt.date | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rating-list-dialog")
        self.setWindowTitle(self.tr("Add players from the FIDE rating list"))
        self.session = session
        self.index: RatingListIndex | None = None
        self._today = today or _dt.date.today()
        self._hits: list[ListPlayer] = []
        self._op: QueryOp[RatingListIndex] | None = None

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.search_now)

        layout = QVBoxLayout(self)
        self.source_label = QLabel(self.tr("No list loaded."), self)
        self.source_label.setObjectName("source")
        self.source_label.setWordWrap(True)
        layout.addWidget(self.source_label)
        form = QFormLayout()
        row = QHBoxLayout()
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("search")
        self.search_edit.setPlaceholderText(self.tr("Name fragments in any order, or the FIDE ID"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(lambda _t: self._timer.start())
        self.search_edit.returnPressed.connect(self.add_current)
        row.addWidget(self.search_edit, 1)
        self.type_combo = QComboBox(self)
        self.type_combo.setObjectName("rating-type")
        for kind in RatingType:
            self.type_combo.addItem(kind.value.title(), kind)
        self.type_combo.currentIndexChanged.connect(lambda _i: self.search_now())
        row.addWidget(self.type_combo)
        search_label = QLabel(self.tr("&Search"), self)
        search_label.setBuddy(self.search_edit)
        form.addRow(search_label, row)
        layout.addLayout(form)

        self.model = TextTableModel(
            (
                self.tr("FIDE ID"),
                self.tr("Name"),
                self.tr("Fed"),
                self.tr("Sex"),
                self.tr("Title"),
                self.tr("Rating"),
                "K",
                self.tr("Born"),
                self.tr("Flag"),
            ),
            numeric=(0, 5, 6, 7),
            parent=self,
        )
        self.view = make_table(self, "hits", stretch=1)
        self.view.setModel(self.model)
        stretch_column(self.view)
        self.view.activated.connect(lambda _i: self.add_current())
        layout.addWidget(self.view, 1)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)
        self.status = QLabel("", self)
        self.status.setObjectName("status")
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.compare_button = QPushButton(self.tr("&Compare registered players…"), self)
        self.compare_button.setObjectName("compare")
        self.compare_button.setAutoDefault(False)
        self.compare_button.clicked.connect(self.compare)
        buttons.addWidget(self.compare_button)
        self.other_list_button = QPushButton(self.tr("Load another &list…"), self)
        self.other_list_button.setObjectName("other-list")
        self.other_list_button.setAutoDefault(False)
        self.other_list_button.setToolTip(
            self.tr("The list loaded is kept for this session; load another")
        )
        self.other_list_button.clicked.connect(self.other_list_requested.emit)
        buttons.addWidget(self.other_list_button)
        buttons.addStretch(1)
        self.add_button = QPushButton(self.tr("&Add player"), self)
        self.add_button.setObjectName("add")
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_current)
        buttons.addWidget(self.add_button)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        self.finished.connect(lambda _r: self._close_index())
        self.resize(820, 480)

    # ---- the list -------------------------------------------------------------------------

    @property
    def rating_type(self) -> RatingType:
        return RatingType(self.type_combo.currentData())

    def load(self, list_path: Path, db_path: Path) -> QueryOp[RatingListIndex]:
        """Read ``list_path`` in the background; the search box works once it is done."""
        self.source_label.setText(self.tr("Reading {0}…").format(list_path.name))
        self.search_edit.setEnabled(False)
        op: QueryOp[RatingListIndex] = QueryOp(self, lambda: build_index(list_path, db_path))
        op.success(lambda index: self.set_index(index, list_path.name))
        op.failure(self._load_failed).discard(lambda index: index.close())
        self._op = op
        return op.run_in_background()

    def _load_failed(self, exc: Exception) -> None:
        self.search_edit.setEnabled(True)
        self.source_label.setText(self.tr("No list loaded."))
        if isinstance(exc, EngineError | OSError):
            self.error_label.show_error(str(exc))
        else:
            raise exc

    def set_index(self, index: RatingListIndex, name: str = "") -> None:
        self._close_index()
        self.index = index
        self.search_edit.setEnabled(True)
        self.search_edit.setFocus()
        month = index.info("month")
        kind = index.info("type")
        if kind:
            self.type_combo.setCurrentIndex(self.type_combo.findData(RatingType(kind)))
        text = self.tr("{0}: {1} players").format(name or index.info("source"), f"{len(index):,}")
        file_date = index.info("file_date")
        if month:
            text += self.tr(", list {0}").format(month)
            outdated = list_is_outdated(month, self._today)
        elif file_date:
            text += self.tr(", file dated {0}").format(file_date)
            outdated = file_date < self._today.replace(day=1).isoformat()
        else:
            outdated = False
        if outdated:
            text += self.tr(" — older than this month's list: download the current one")
        self.source_label.setText(text)
        self.search_now()

    def _close_index(self) -> None:
        if self._op is not None:
            self._op.cancel()
        if self.index is not None:
            self.index.close()
            self.index = None

    # ---- search and add -------------------------------------------------------------------

    def search_now(self) -> None:
        self._timer.stop()
        if self.index is None:
            return
        federation = self.session.tournament.federation
        hits = self.index.search(self.search_edit.text(), federation=federation, limit=MAX_HITS + 1)
        more = len(hits) > MAX_HITS
        self._hits = hits[:MAX_HITS]
        registered = {p.fide_id for p in self.session.tournament.players if p.fide_id}
        kind = self.rating_type
        rows, marked, tips = [], [], {}
        for i, p in enumerate(self._hits):
            r = p.rating_of(kind)
            rows.append(
                (
                    p.fide_id,
                    p.name,
                    p.federation,
                    p.sex,
                    p.playing_title,
                    str(r.rating or ""),
                    str(r.k or ""),
                    str(p.birth_year or ""),
                    p.flag,
                )
            )
            if p.fide_id in registered:
                marked.append(i)
                tips[i] = self.tr("already registered")
        self.model.set_rows(rows, marked, tips)
        if rows:
            self.view.selectRow(0)
        n = len(rows)
        if more:
            self.status.setText(
                self.tr(
                    "More than {0} players match; the first {1} are shown. Narrow the search: add "
                    "a first name (or its first letters), a second word of the name, or type the "
                    "FIDE ID"
                ).format(MAX_HITS, MAX_HITS)
            )
        else:
            self.status.setText(
                ""
                if not self.search_edit.text().strip()
                else (self.tr("1 match") if n == 1 else self.tr("{0} matches").format(n))
            )

    def compare(self) -> CompareDialog | None:
        """Open the comparison of the registered players with this list."""
        if self.index is None:
            self.error_label.show_error(self.tr("Load a list first."))
            return None
        dialog = CompareDialog(self.session, self.index, self.rating_type, self)
        dialog.open()
        return dialog

    def add_current(self) -> bool:
        """Add the selected hit (the first when none is selected); False if nothing was added."""
        if self._timer.isActive():
            self.search_now()
        row = self.view.currentIndex().row() if self.view.currentIndex().isValid() else 0
        if not 0 <= row < len(self._hits):
            self.error_label.show_error(
                self.tr("No player to add: type part of a name or a FIDE ID.")
            )
            return False
        hit = self._hits[row]
        late = ask_late_entry_bye(self.session, hit.name, self, sex=hit.sex)
        if late == CANCELLED:
            return False
        try:
            late_bye = late if isinstance(late, ResultCode) else None
            changes = self.session.apply(AddPlayer(player_data(hit, self.rating_type), late_bye))
            # B.02 §8.3.3: the K the list prints is the one to use (issue 22); the file keeps
            # it as a typed K (one more undo step: "set rating settings")
            k = hit.rating_of(self.rating_type).k
            if k and changes.players:
                ratings = self.session.state.ratings
                self.session.apply(SetRatingSettings(ratings.with_k(changes.players[0], k)))
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return False
        self.error_label.show_error("")
        self.status.setText(self.tr("Added {0}.").format(hit.name))
        self.search_edit.selectAll()
        self.search_edit.setFocus()
        self.search_now()
        return True


__all__ = ["RatingListDialog", "build_index", "list_is_outdated", "player_data"]
