"""Compare registered players with a newer FIDE list; the arbiter accepts changes per player.

C.04.2 uses one rating list for the whole event: nothing changes unless the arbiter accepts it
(each accepted player is one ``EditPlayer`` with the list as its reason, so Undo takes it back).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.table import TextTableModel, make_table, stretch_column
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import Changes, EditPlayer, PlayerData
from engine.ratinglist import RatingListIndex, RatingType
from engine.ratinglist.compare import Difference, differences


class CompareDialog(QDialog):
    """One row per registered player whose data differ from the list; Enter accepts the row."""

    def __init__(
        self,
        session: Session,
        index: RatingListIndex,
        kind: RatingType,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compare-dialog")
        self.setWindowTitle(self.tr("Compare players with the FIDE list"))
        self.session = session
        self.index = index
        self.kind = kind
        self.items: list[Difference] = []
        source = index.info("month") or index.info("file_date") or index.info("source")
        self.reason = f"FIDE rating list {source}".strip()

        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "C.04.2 uses one rating list for the whole event: nothing changes until you accept "
                "a player (Enter). Each accepted player can be undone."
            ),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.model = TextTableModel(
            (self.tr("No."), self.tr("Name"), self.tr("What differs (registered → list)")),
            (0,),
            self,
        )
        self.view = make_table(self, "differences", stretch=2)
        self.view.setModel(self.model)
        stretch_column(self.view)
        self.view.activated.connect(lambda _i: self.accept_current())
        layout.addWidget(self.view, 1)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)
        self.status = QLabel(self)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.addStretch(1)
        self.accept_button = QPushButton(self.tr("&Accept for this player"), self)
        self.accept_button.setAutoDefault(False)
        self.accept_button.clicked.connect(self.accept_current)
        row.addWidget(self.accept_button)
        self.all_button = QPushButton(self.tr("Accept for a&ll"), self)
        self.all_button.setAutoDefault(False)
        self.all_button.clicked.connect(self.accept_all)
        row.addWidget(self.all_button)
        close = QPushButton(self.tr("Close"), self)
        close.setAutoDefault(False)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        layout.addLayout(row)
        session.changed.connect(self._changed)
        self._refresh()
        self.resize(760, 420)

    def _changed(self, _changes: Changes) -> None:
        if self.session.is_open:
            self._refresh()

    def _refresh(self) -> None:
        self.items = list(differences(self.session.tournament.players, self.index.get, self.kind))
        rows = [
            (
                str(d.player.id),
                d.player.name,
                "; ".join(f"{f}: {a or '—'} → {b or '—'}" for f, a, b in d.fields),
            )
            for d in self.items
        ]
        self.model.set_rows(rows)
        if rows:
            self.view.selectRow(0)
        n = len(rows)
        self.status.setText(
            (
                self.tr("1 player differs from the list.")
                if n == 1
                else self.tr("{0} players differ from the list.").format(n)
            )
            if n
            else self.tr("Every registered player matches the list.")
        )
        self.accept_button.setEnabled(bool(rows))
        self.all_button.setEnabled(bool(rows))

    def _accept(self, d: Difference) -> bool:
        p, listed = d.player, d.listed
        data = PlayerData(
            name=listed.name,
            sex=p.sex or listed.trf_sex,
            title=listed.playing_title,
            rating=listed.rating_of(self.kind).rating or 0,
            federation=listed.federation,
            fide_id=p.fide_id,
            birth_date=p.birth_date
            if p.birth_date[:4] == str(listed.birth_year or "")
            else str(listed.birth_year or p.birth_date),
        )
        try:
            self.session.apply(EditPlayer(p.id, data, self.reason))
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return False
        return True

    def accept_current(self) -> bool:
        row = self.view.currentIndex().row()
        if not 0 <= row < len(self.items):
            return False
        return self._accept(self.items[row])

    def accept_all(self) -> int:
        done = 0
        for d in list(self.items):
            done += self._accept(d)
        return done


__all__ = ["CompareDialog"]
