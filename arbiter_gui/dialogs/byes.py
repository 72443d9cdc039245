"""Late entries, withdrawals and requested byes: one grid, players by rounds.

Keys on a cell (player, round): ``H`` half-point bye, ``F`` full-point bye, ``Z`` absent,
``Delete`` takes a requested bye back, ``W`` withdraws the player from that round on,
``Ctrl+Z`` undoes. Every change is one journal command, so Edit > Undo takes it back too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.half_bye_mark import BYES_COLUMN_MARK, NO_HALF_BYE_LEGEND, mark_text
from arbiter_gui.dialogs.half_bye_mark import tr as mark_tr
from arbiter_gui.dialogs.table import make_table
from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import Changes, RecordWithdrawal, RequestBye, State
from engine.journal.byes import bye_limit_refusal, requested_byes
from engine.model import Player, PlayerId, ResultCode

_Index = QModelIndex | QPersistentModelIndex

REQUESTED = (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)

_PLAYED_TEXT = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1",
    ResultCode.DRAW_UNRATED: "½",
    ResultCode.LOSS_UNRATED: "0",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "−",
    ResultCode.PAB: "PAB",
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
    ResultCode.ZERO_BYE: "Z",
}

_LEGEND = QT_TRANSLATE_NOOP(
    "ByesDialog",
    "H half-point bye · F full-point bye · Z absent · W withdrawn · "
    "late Z / late H: round missed by a late entrant (C.04.2 C.2) · "
    "Keys: H, F, Z, Delete (take back), W (withdraw from this round), Ctrl+Z (undo)",
)

FIXED_COLUMNS = 3  # No., Name, Byes


def late_from(p: Player, state: State) -> int | None:
    """The round a late entrant joined (None if he was there from round 1)."""
    first = state.joined_round(p.id)
    return first if first > 1 else None


def cell_text(p: Player, r: int, state: State) -> str:
    if p.withdrawn_from is not None and r >= p.withdrawn_from:
        return "W"
    e = p.entry(r)
    late = late_from(p, state)
    if late is not None and r < late:
        return f"late {e.result.value.strip() or 'Z'}"
    if e.opponent is not None and r <= state.rounds_paired:
        return _PLAYED_TEXT.get(e.result, "·")
    if e.result in _PLAYED_TEXT:
        return _PLAYED_TEXT[e.result]
    return ""


class ByesModel(QAbstractTableModel):
    """Rows: players; columns: No., Name, Byes, then rounds 1..n."""

    def __init__(self, state: State, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.bye_limit = 0

    def set_state(self, state: State, bye_limit: int) -> None:
        self.beginResetModel()
        self.state = state
        self.bye_limit = bye_limit
        self.endResetModel()

    @property
    def rounds(self) -> int:
        t = self.state.tournament
        return max(t.rounds_total or 0, t.rounds_in_file, self.state.rounds_paired + 1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.state.tournament.players)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED_COLUMNS + self.rounds

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < FIXED_COLUMNS:
                return (self.tr("No."), self.tr("Name"), self.tr("Byes"))[section]
            r = section - FIXED_COLUMNS + 1
            return f"R{r}" + (" ✓" if r <= self.state.rounds_paired else "")
        if role == Qt.ItemDataRole.ToolTipRole and section >= FIXED_COLUMNS:
            r = section - FIXED_COLUMNS + 1
            return self.tr("Round {0}: {1}").format(r, round_summary(self.state, r))
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        p = self.state.tournament.players[index.row()]
        c = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return str(p.id)
            if c == 1:
                return p.name
            if c == 2:
                n = requested_byes(p, self.state.joined_round(p.id))
                shown = f"{n}/{self.bye_limit}" if self.bye_limit else str(n)
                if mark_text(self.state, p.id) is not None:  # Q170-188: no half-point bye
                    shown += f" {mark_tr(BYES_COLUMN_MARK)}"
                return shown
            return cell_text(p, c - FIXED_COLUMNS + 1, self.state)
        if role == Qt.ItemDataRole.TextAlignmentRole and c != 1:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.BackgroundRole and c >= FIXED_COLUMNS:
            r = c - FIXED_COLUMNS + 1
            if r <= self.state.rounds_paired:
                return QBrush(QColor(0, 0, 0, 18))  # paired: history, not editable here
            text = cell_text(p, r, self.state)
            if text in ("H", "F", "Z"):
                return QBrush(QColor("#fff1c2"))
            if text == "W":
                return QBrush(QColor("#f5d0d0"))
        if role == Qt.ItemDataRole.ToolTipRole and c == 2:
            return mark_text(self.state, p.id)
        if role == Qt.ItemDataRole.ToolTipRole and c == 1:
            late = late_from(p, self.state)
            parts = []
            if (marked := mark_text(self.state, p.id)) is not None:
                parts.append(marked)
            if late is not None:
                parts.append(self.tr("late entry, from round {0}").format(late))
            if p.withdrawn_from is not None:
                parts.append(self.tr("withdrawn from round {0}").format(p.withdrawn_from))
            return "; ".join(parts) or None
        return None


def round_summary(state: State, r: int) -> str:
    """``"2 half-point byes, 1 absent, 1 withdrawn"`` for round ``r`` (or ``"paired"``)."""
    counts = {"H": 0, "F": 0, "Z": 0, "W": 0, "late": 0}
    for p in state.tournament.players:
        text = cell_text(p, r, state).split(" ")[0]
        if text in counts:
            counts[text] += 1

    def tr(text: str) -> str:
        return QCoreApplication.translate("ByesDialog", text)

    one = {
        "H": QT_TRANSLATE_NOOP("ByesDialog", "1 half-point bye"),
        "F": QT_TRANSLATE_NOOP("ByesDialog", "1 full-point bye"),
        "Z": QT_TRANSLATE_NOOP("ByesDialog", "1 absent"),
        "W": QT_TRANSLATE_NOOP("ByesDialog", "1 withdrawn"),
        "late": QT_TRANSLATE_NOOP("ByesDialog", "1 late entry"),
    }
    many = {
        "H": QT_TRANSLATE_NOOP("ByesDialog", "{0} half-point byes"),
        "F": QT_TRANSLATE_NOOP("ByesDialog", "{0} full-point byes"),
        "Z": QT_TRANSLATE_NOOP("ByesDialog", "{0} absent"),
        "W": QT_TRANSLATE_NOOP("ByesDialog", "{0} withdrawn"),
        "late": QT_TRANSLATE_NOOP("ByesDialog", "{0} late entries"),
    }
    parts = [tr(one[key]) if n == 1 else tr(many[key]).format(n) for key, n in counts.items() if n]
    status = (
        QCoreApplication.translate("ByesDialog", "paired")
        if r <= state.rounds_paired
        else QCoreApplication.translate("ByesDialog", "not paired yet")
    )
    return f"{status}; " + (
        ", ".join(parts)
        if parts
        else QCoreApplication.translate("ByesDialog", "no byes or absences")
    )


class ByesDialog(QDialog):
    """Requested byes, absences and withdrawals per player and per round."""

    def __init__(
        self, session: Session, parent: QWidget | None = None, *, bye_limit: int = 1
    ) -> None:
        super().__init__(parent)
        self.setObjectName("byes-dialog")
        self.setWindowTitle(self.tr("Byes, absences and withdrawals"))
        self.session = session
        self.bye_limit = bye_limit
        layout = QVBoxLayout(self)
        legend = QLabel(
            f"{self.tr(_LEGEND)} · {mark_tr(BYES_COLUMN_MARK)}: {mark_tr(NO_HALF_BYE_LEGEND)}",
            self,
        )
        legend.setWordWrap(True)
        layout.addWidget(legend)
        self.model = ByesModel(session.state, self)
        self.view = make_table(self, "byes", stretch=-1)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.setModel(self.model)
        header = self.view.horizontalHeader()
        header.setDefaultSectionSize(52)
        self.view.installEventFilter(self)
        self.view.selectionModel().currentChanged.connect(lambda *_a: self._show_round())
        layout.addWidget(self.view, 1)
        self.round_label = QLabel(self)
        self.round_label.setObjectName("round-summary")
        layout.addWidget(self.round_label)
        self.error_label = ErrorLabel(self)
        layout.addWidget(self.error_label)

        row = QHBoxLayout()
        self._button(
            row, self.tr("&Half-point bye"), "half", lambda: self.request(ResultCode.HALF_BYE)
        )
        self._button(
            row, self.tr("&Full-point bye"), "full", lambda: self.request(ResultCode.FULL_BYE)
        )
        self._button(row, self.tr("&Absent"), "absent", lambda: self.request(ResultCode.ZERO_BYE))
        self._button(
            row, self.tr("&Take back"), "take-back", lambda: self.request(ResultCode.NOT_PAIRED)
        )
        self._button(row, self.tr("&Withdraw from this round"), "withdraw", self.withdraw)
        self._button(
            row, self.tr("&Cancel withdrawal"), "cancel-withdrawal", self.cancel_withdrawal
        )
        row.addStretch(1)
        self._button(row, self.tr("Close"), "close", self.accept)
        layout.addLayout(row)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        self._keys: dict[int, Callable[[], object]] = {
            Qt.Key.Key_H: lambda: self.request(ResultCode.HALF_BYE),
            Qt.Key.Key_F: lambda: self.request(ResultCode.FULL_BYE),
            Qt.Key.Key_Z: lambda: self.request(ResultCode.ZERO_BYE),
            Qt.Key.Key_Delete: lambda: self.request(ResultCode.NOT_PAIRED),
            Qt.Key.Key_Backspace: lambda: self.request(ResultCode.NOT_PAIRED),
            Qt.Key.Key_W: self.withdraw,
        }
        session.changed.connect(self._changed)
        self._refresh()
        self.resize(900, 520)

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
            action = self._keys.get(event.key())
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if action is not None and mods == Qt.KeyboardModifier.NoModifier:
                action()
                return True
            if event.matches(QKeySequence.StandardKey.Undo):
                self.undo()
                return True
        return super().eventFilter(watched, event)

    # ---- state ----------------------------------------------------------------------------

    def _changed(self, _changes: Changes) -> None:
        if self.session.is_open:
            self._refresh()

    def _refresh(self) -> None:
        current = self.view.currentIndex()
        self.model.set_state(self.session.state, self.bye_limit)
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount()):  # names and counts fit; rounds are even
            mode = QHeaderView.ResizeMode.ResizeToContents
            if column == 1:  # the name takes the spare width: no empty band after the rounds
                mode = QHeaderView.ResizeMode.Stretch
            elif column >= FIXED_COLUMNS:
                mode = QHeaderView.ResizeMode.Fixed
            header.setSectionResizeMode(column, mode)
        if current.isValid():
            self.view.setCurrentIndex(self.model.index(current.row(), current.column()))
        self._show_round()

    def current_cell(self) -> tuple[PlayerId, int] | None:
        """The player and round of the current cell (a round column), else None."""
        index = self.view.currentIndex()
        if not index.isValid() or index.column() < FIXED_COLUMNS:
            return None
        p = self.session.tournament.players[index.row()]
        return p.id, index.column() - FIXED_COLUMNS + 1

    def select(self, pid: PlayerId, round_no: int) -> None:
        row = next(i for i, p in enumerate(self.session.tournament.players) if p.id == pid)
        self.view.setCurrentIndex(self.model.index(row, FIXED_COLUMNS + round_no - 1))

    def _show_round(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid() or index.column() < FIXED_COLUMNS:
            self.round_label.setText(self.tr("Select a round cell of a player."))
            return
        r = index.column() - FIXED_COLUMNS + 1
        self.round_label.setText(
            self.tr("Round {0}: {1}").format(r, round_summary(self.session.state, r))
        )

    # ---- actions --------------------------------------------------------------------------

    def _apply(self, command: RequestBye | RecordWithdrawal) -> bool:
        try:
            self.session.apply(command)
        except EngineError as exc:
            self.error_label.show_error(str(exc))
            return False
        self.error_label.show_error("")
        return True

    def request(self, kind: ResultCode) -> bool:
        cell = self.current_cell()
        if cell is None:
            self.error_label.show_error(self.tr("Select the round cell of a player first."))
            return False
        pid, r = cell
        # the engine's rule (the journal refuses the same with the tournament's own limit)
        beyond = bye_limit_refusal(self.session.state, pid, r, kind, self.bye_limit)
        if beyond is not None:
            self.error_label.show_error(beyond)
            return False
        return self._apply(RequestBye(pid, r, kind))

    def withdraw(self) -> bool:
        cell = self.current_cell()
        if cell is None:
            self.error_label.show_error(
                self.tr("Select the round from which the player withdraws.")
            )
            return False
        return self._apply(RecordWithdrawal(*cell))

    def cancel_withdrawal(self) -> bool:
        index = self.view.currentIndex()
        if not index.isValid():
            self.error_label.show_error(self.tr("Select a player first."))
            return False
        pid = self.session.tournament.players[index.row()].id
        return self._apply(RecordWithdrawal(pid, None))

    def undo(self) -> None:
        if self.session.journal.can_undo:
            try:
                self.session.undo()
            except EngineError as exc:
                self.error_label.show_error(str(exc))


__all__ = ["ByesDialog", "ByesModel", "late_from", "requested_byes", "round_summary"]
