"""Initial order and pairing numbers (C.04.2): preview, one-key re-sort, ties by lot, lock."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.ordering import order_by_lot, proposed_order, swapped, tie_key
from arbiter_gui.dialogs.table import TextTableModel, make_table, stretch_column
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import Changes, SetInitialOrder
from engine.journal.rules import RENUMBER_LOCKED_FROM
from engine.model import Player, PlayerId


class InitialOrderDialog(QDialog):
    """Players in pairing-number order beside the C.04.2 proposal; every change is undoable."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        *,
        locked: bool = False,
        shuffle: Callable[[list[Player]], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("initial-order-dialog")
        self.setWindowTitle(self.tr("Initial order and pairing numbers"))
        self.session = session
        self._shuffle = shuffle or random.SystemRandom().shuffle

        layout = QVBoxLayout(self)
        self.state_label = QLabel(self)
        self.state_label.setObjectName("state")
        self.state_label.setWordWrap(True)
        layout.addWidget(self.state_label)
        self.model = TextTableModel(
            (
                self.tr("No."),
                "C.04.2",
                self.tr("Title"),
                self.tr("Name"),
                self.tr("Rating"),
                self.tr("Fed"),
            ),
            numeric=(0, 1, 4),
            parent=self,
        )
        self.view = make_table(self, "order", stretch=3)
        self.view.setModel(self.model)
        stretch_column(self.view)
        self.view.installEventFilter(self)
        layout.addWidget(self.view, 1)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)

        row = QHBoxLayout()
        self.sort_button = self._button(
            row, self.tr("&Sort by rating, title, name"), "sort", self.sort
        )
        self.lot_button = self._button(row, self.tr("Equal players by &lot"), "lot", self.draw_lots)
        self.up_button = self._button(row, self.tr("Move &up"), "up", lambda: self.move_player(-1))
        self.down_button = self._button(
            row, self.tr("Move do&wn"), "down", lambda: self.move_player(1)
        )
        row.addStretch(1)
        self.lock_box = QCheckBox(self.tr("Loc&k pairing numbers"), self)
        self.lock_box.setObjectName("lock")
        self.lock_box.setChecked(locked)
        self.lock_box.toggled.connect(lambda _on: self._refresh())
        row.addWidget(self.lock_box)
        self.close_button = self._button(row, self.tr("Close"), "close", self.accept)
        layout.addLayout(row)

        session.changed.connect(self._changed)
        self._refresh()
        self.resize(640, 520)

    def _button(
        self, row: QHBoxLayout, text: str, name: str, slot: Callable[[], object]
    ) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            ctrl = event.modifiers() == Qt.KeyboardModifier.ControlModifier
            if ctrl and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.move_player(-1 if event.key() == Qt.Key.Key_Up else 1)
                return True
        return super().eventFilter(watched, event)

    # ---- state ----------------------------------------------------------------------------

    @property
    def locked(self) -> bool:
        """Locked by the arbiter, or by the journal once round 4 is paired."""
        return self.lock_box.isChecked() or self._journal_locked

    @property
    def _journal_locked(self) -> bool:
        return self.session.state.rounds_paired >= RENUMBER_LOCKED_FROM

    def _changed(self, _changes: Changes) -> None:
        if self.session.is_open:
            self._refresh()

    def _refresh(self) -> None:
        players = self.session.tournament.players
        proposal = {
            pid: n
            for n, pid in enumerate(
                proposed_order(players, by_lot=self.session.state.settings.ties_by_lot), start=1
            )
        }
        rows, marked, tips = [], [], {}
        for i, p in enumerate(players):
            rows.append(
                (
                    str(p.id),
                    str(proposal[p.id]),
                    p.title,
                    p.name,
                    str(p.rating or ""),
                    p.federation,
                )
            )
            if proposal[p.id] != p.id:
                marked.append(i)
                tips[i] = self.tr("{0} gives No. {1}").format("C.04.2", proposal[p.id])
        current = self.view.currentIndex().row()
        self.model.set_rows(rows, marked, tips)
        if 0 <= current < len(rows):
            self.view.selectRow(current)
        paired = self.session.state.rounds_paired
        if self._journal_locked:
            text = self.tr("Pairing numbers are locked: round {0} is paired.").format(
                RENUMBER_LOCKED_FROM
            )
        elif self.lock_box.isChecked():
            text = self.tr("Pairing numbers are locked (untick to change them).")
        elif paired:
            rounds = (
                self.tr("1 round paired") if paired == 1 else self.tr("{0} rounds paired")
            ).format(paired)
            text = self.tr(
                "{0}: renumbering is still allowed until round {1} is paired (late entries, "
                "corrections)."
            ).format(rounds, RENUMBER_LOCKED_FROM)
        else:
            text = self.tr(
                "Before round 1: Sort puts every player in {0} order in one step."
            ).format("C.04.2")
        if self.session.state.settings.ties_by_lot:
            text = self.tr(
                "{0} Equal rating and title: ordered by lot (recorded in the file)."
            ).format(text)
        differ = len(marked)
        if differ:
            text = (
                self.tr("{0} 1 player differs from {1} (grey).")
                if differ == 1
                else self.tr("{0} {2} players differ from {1} (grey).")
            ).format(text, "C.04.2", differ)
        self.state_label.setText(text)
        for b in (self.sort_button, self.lot_button, self.up_button, self.down_button):
            b.setEnabled(not self.locked and bool(rows))
        self.lock_box.setEnabled(not self._journal_locked)

    # ---- actions --------------------------------------------------------------------------

    def _apply(self, order: tuple[PlayerId, ...] = (), *, by_lot: bool = False) -> bool:
        if self.locked:
            self.error_label.show_error(self.tr("Pairing numbers are locked."))
            return False
        try:
            # by_lot: equal players in the order of lots (C.04.2 B.2); a later Sort keeps it
            self.session.apply(SetInitialOrder(order, by_lot=by_lot))
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return False
        self.error_label.show_error("")
        return True

    def sort(self) -> bool:
        return self._apply()

    def draw_lots(self) -> bool:
        order = order_by_lot(self.session.tournament.players, self._shuffle)
        return self._apply(order, by_lot=True)

    def move_player(self, step: int) -> bool:
        row = self.view.currentIndex().row()
        players = self.session.tournament.players
        order = tuple(p.id for p in players)
        new = swapped(order, row, step)
        if new is None:
            return False
        if tie_key(players[row]) != tie_key(players[row + step]):
            self.error_label.show_error(
                self.tr(
                    "Only players of equal rating and title may change places (C.04.2: by lot)."
                )
            )
            return False
        if self._apply(new, by_lot=True):  # equal players placed by the arbiter's lot
            self.view.selectRow(row + step)
            return True
        return False


__all__ = ["InitialOrderDialog"]
