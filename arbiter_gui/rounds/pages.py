"""The widgets of the round tabs: a paired round's page and the page of the round to pair.

Widgets collect input and ask the :class:`~arbiter_gui.rounds.controller.RoundsController`;
they hold no rules. Keyboard first: type a board number and Enter, then a result key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.i18n import shown
from arbiter_gui.icons import INFO, OK, STOP, WARNING, icon, icon_label
from arbiter_gui.models.boards import ROW_ROLE, BoardColumn, BoardsModel
from arbiter_gui.models.rounds import BoardRow
from arbiter_gui.models.sizing import fit_columns
from arbiter_gui.rounds.explain import ExplanationPanel
from arbiter_gui.rounds.logic import KEY_LEGEND, RESULT_KEYS, PrePairingCheck
from arbiter_gui.session import NEXT_TURN_MS
from arbiter_gui.tables import setup_table
from engine.journal import GameResult, RoundState
from engine.model import PlayerId, Tournament

BOARD_ROLE_COLUMNS = (BoardColumn.WHITE_NO, BoardColumn.WHITE, BoardColumn.WHITE_RATING)
EXPLANATION_MIN_WIDTH = 420
"""The explanation panel keeps at least this much of the round page's width."""
WIDEST_RESULTS = ("1F-0F", "0F-1F", "0F-0F", "½-½ u", "1-0 u")
"""Results a board may get later: its column is wide enough for them from the start."""


class ResultKeyEdit(QLineEdit):
    """Takes one result key and says so; other digits start a board number."""

    result_key = Signal(object)  # GameResult
    digit = Signal(str)
    step = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat():
            return
        text = event.text()
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.result_key.emit(GameResult.NONE)
        elif text in RESULT_KEYS:
            self.result_key.emit(RESULT_KEYS[text])
        elif text.isdigit():
            self.digit.emit(text)
        elif key == Qt.Key.Key_Down:
            self.step.emit(1)
        elif key == Qt.Key.Key_Up:
            self.step.emit(-1)
        else:
            super().keyPressEvent(event)


class BoardEdit(QLineEdit):
    """The Board field: entered by mouse or Tab, its number is selected, so typing replaces it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._select_on_press = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        reason = event.reason()
        if reason == Qt.FocusReason.MouseFocusReason:
            self._select_on_press = True  # the press that follows would place the cursor
        elif reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.selectAll()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        if self._select_on_press:
            self._select_on_press = False
            self.selectAll()


class ResultsEntry(QWidget):
    """Board number, then a result key; the cursor goes on to the next board without a result.

    The board a result key goes to is always the one the Board field shows: a number typed
    there is taken as it is typed (Enter, Tab or a click elsewhere all keep it); a field that
    names no board of the round leaves no board chosen, and a result key then says so.
    """

    board_chosen = Signal(int)
    result_entered = Signal(int, object)  # board, GameResult
    problem = Signal(str)  # what the arbiter should do instead (no board chosen...)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results-entry")
        self._board: int | None = None
        self._boards = 0
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Board"), self))
        self.board_edit = BoardEdit(self)
        self.board_edit.setObjectName("board-number")
        self.board_edit.setMaximumWidth(60)
        self.board_edit.setPlaceholderText(self.tr("No."))
        self.board_edit.returnPressed.connect(self._board_typed)
        self.board_edit.textEdited.connect(self._board_edited)
        self.board_edit.editingFinished.connect(self._board_left)
        row.addWidget(self.board_edit)
        row.addWidget(QLabel(self.tr("Result"), self))
        self.key_edit = ResultKeyEdit(self)
        self.key_edit.setObjectName("result-key")
        self.key_edit.setMaximumWidth(70)
        self.key_edit.setReadOnly(True)
        self.key_edit.result_key.connect(self._key)
        self.key_edit.digit.connect(self._start_board)
        self.key_edit.step.connect(self._step)
        row.addWidget(self.key_edit)
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setObjectName("correction-reason")
        self.reason_edit.setPlaceholderText(
            self.tr("Reason for the correction (or asked after the key)")
        )
        self.reason_edit.setVisible(False)
        self.reason_edit.returnPressed.connect(self.key_edit.setFocus)
        row.addWidget(self.reason_edit, 1)
        self.legend = QLabel(QCoreApplication.translate("Rounds", KEY_LEGEND), self)
        self.legend.setStyleSheet("color: palette(placeholder-text);")
        row.addWidget(self.legend, 2)

    @property
    def board(self) -> int | None:
        return self._board

    def set_board_count(self, n: int) -> None:
        self._boards = n
        if self._board is not None and self._board > n:
            self.set_board(None)

    def set_board(self, board: int | None, focus: bool = True) -> None:
        self.board_edit.setText(str(board) if board else "")
        self._choose(board)
        if board is not None and focus:
            self.key_edit.setFocus()

    def _choose(self, board: int | None) -> None:
        """``board`` is the one the next result key goes to (the field already shows it)."""
        self._board = board
        self.key_edit.setPlaceholderText(f"bd {board}" if board else "bd ?")
        if board is not None:
            self.board_chosen.emit(board)

    def _valid(self, text: str) -> int | None:
        text = text.strip()
        return int(text) if text.isdigit() and 1 <= int(text) <= self._boards else None

    def _range(self) -> str:
        return f"1 to {self._boards}" if self._boards > 1 else "1"

    def set_correcting(self, correcting: bool) -> None:
        self.reason_edit.setVisible(correcting)

    def _board_edited(self, text: str) -> None:
        # taken as typed: whether the arbiter then presses Enter, Tab or clicks elsewhere,
        # the board shown is the board the next result key goes to
        self._choose(self._valid(text))

    def _board_typed(self) -> None:
        board = self._valid(self.board_edit.text())
        if board is not None:
            self.set_board(board)
        else:
            self.board_edit.selectAll()
            self._no_such_board()

    def _board_left(self) -> None:
        if self.board_edit.text().strip() and self._board is None:
            self._no_such_board()

    def _no_such_board(self) -> None:
        text = self.board_edit.text().strip()
        what = (
            self.tr("There is no board {0}").format(text) if text else self.tr("No board is chosen")
        )
        self.problem.emit(
            self.tr("{0}: type a board number from {1}, then the result").format(
                what, self._range()
            )
        )

    def _start_board(self, digit: str) -> None:
        self.board_edit.setText(digit)
        self._choose(self._valid(digit))
        self.board_edit.setFocus()  # the cursor after the digit: the next digit follows it

    def _step(self, delta: int) -> None:
        if self._boards:
            current = self._board or 0
            self.set_board(min(max(current + delta, 1), self._boards))

    def _key(self, result: GameResult) -> None:
        if self._board is not None:
            self.result_entered.emit(self._board, result)
            return
        self._no_such_board()
        self.board_edit.setFocus()
        self.board_edit.selectAll()


class RoundPage(QWidget):
    """A paired round: pairing list, manual edits, publish, results, explanation."""

    def __init__(
        self, round_no: int, tournament: Tournament, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.current = False  # the last paired round (results without a reason)
        self.read_only = False  # a TRF file shown, not a tournament file: nothing to enter
        self.setObjectName(f"round-page-{round_no}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)

        head = QHBoxLayout()
        self.status_label = QLabel("", self)
        self.status_label.setObjectName("round-status")
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.status_label.setFont(font)
        head.addWidget(self.status_label, 1)
        self.swap_button = QPushButton(self.tr("Swap colours"), self)
        self.swap_button.setToolTip(
            self.tr("Exchange the colours of the selected board (manual change)")
        )
        self.exchange_button = QPushButton(self.tr("Exchange players"), self)
        self.exchange_button.setToolTip(
            self.tr("Select two players (name cells, Ctrl+click) and exchange their places")
        )
        self.repair_button = QPushButton(self.tr("Re-pair"), self)
        self.unpair_button = QPushButton(self.tr("Unpair"), self)
        self.publish_button = QPushButton(self.tr("Publish"), self)
        self.publish_button.setObjectName("publish-button")
        for b in (
            self.swap_button,
            self.exchange_button,
            self.repair_button,
            self.unpair_button,
            self.publish_button,
        ):
            head.addWidget(b)
        layout.addLayout(head)

        self.warnings_label = QLabel("", self)
        self.warnings_label.setObjectName("round-warnings")
        self.warnings_label.setWordWrap(True)
        self.warnings_label.setStyleSheet("color: #a04000;")
        self.warnings_label.setVisible(False)
        self.warnings_icon = icon_label(WARNING, self)
        warnings_row = QHBoxLayout()
        warnings_row.addWidget(self.warnings_icon, 0, Qt.AlignmentFlag.AlignTop)
        warnings_row.addWidget(self.warnings_label, 1)
        layout.addLayout(warnings_row)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.table = QTableView(self.splitter)
        self.table.setObjectName(f"round-{round_no}")
        # the boards are counted when the page is first shown or read (:meth:`refresh`)
        self._model = BoardsModel(None, round_no, parent=self.table)
        self._pending: tuple[Tournament, RoundState | None, bool] | None = (tournament, None, False)
        self._board_to_select: int | None = None  # chosen while the page was not on screen
        self.table.setModel(self._model)
        self.explanation = ExplanationPanel(self.splitter)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.explanation)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 1)
        self._sized = False
        layout.addWidget(self.splitter, 1)

        self.entry = ResultsEntry(self)
        layout.addWidget(self.entry)
        self.entry.board_chosen.connect(self.select_board)
        self._setup_table()

    @property
    def model(self) -> BoardsModel:
        """The boards of the round as the page shows them (brought up to date first)."""
        self._apply_pending()
        return self._model

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._apply_pending()
        if not self._fitted:
            self._fit_later()
        elif not self._sized:
            self._sized = True
            QTimer.singleShot(0, self._size_splitter)  # once laid out

    def _fit_later(self) -> None:
        """Column widths in a turn of the event loop of their own (a 3,000-player round's
        boards are counted in one turn and measured in the next: issue 26), then the
        splitter, the first time."""

        def fit() -> None:
            if self._fitted or not self.isVisible():
                return
            self.fit_columns()
            if not self._sized:
                self._sized = True
                QTimer.singleShot(0, self._size_splitter)  # once laid out

        QTimer.singleShot(NEXT_TURN_MS, self, fit)

    def _size_splitter(self) -> None:
        """The whole pairing list first (as wide as its columns), the explanation in the rest."""
        width = self.splitter.width()
        header = self.table.horizontalHeader()
        columns = sum(
            header.sectionSize(c) for c in range(header.count()) if not header.isSectionHidden(c)
        )
        scroll = self.table.verticalScrollBar().sizeHint().width()
        wanted = columns + scroll + 2 * self.table.frameWidth() + 2
        table = max(min(wanted, width - EXPLANATION_MIN_WIDTH), min(500, width // 2))
        self.splitter.setSizes([table, max(width - table, 200)])

    def _setup_table(self) -> None:
        setup_table(self.table)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        # widths measured here, once per pairing (fit_columns), not ResizeToContents: that mode
        # asks every cell's size hint again on each layout, i.e. on every result typed
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._model.modelReset.connect(self._columns_changed)
        self._fitted = False  # measured when the page is first shown (not while it is made)

    def _columns_changed(self) -> None:
        self._fitted = False
        if self.isVisible():
            self._fit_later()

    def fit_columns(self) -> None:
        """Column widths from the texts of every row (and the widest result a board can get)."""

        def texts(column: int) -> set[str]:
            out = self.model.column_texts(BoardColumn(column))
            return out | set(WIDEST_RESULTS) if column == BoardColumn.RESULT else out

        # titles take two columns: shown when someone in the round has one
        for column in (BoardColumn.WHITE_TITLE, BoardColumn.BLACK_TITLE):
            self.table.setColumnHidden(column, not any(self.model.column_texts(column)))
        fit_columns(self.table, texts, bold=(BoardColumn.RESULT,))
        self._fitted = True

    def refresh(self, tournament: Tournament, rs: RoundState | None, current: bool) -> None:
        """Show the round as it is now; ``current`` is True for the last paired round.

        A page out of sight only notes the snapshot: its boards are counted when it is shown
        or read (:attr:`model`, :meth:`board_rows`...). Nine round pages of 3,000 players
        counted on every import, reopen or correction held the window for seconds (issue 26).
        """
        self.current = current
        self._pending = (tournament, rs, current)
        if self.isVisible():
            self._apply_pending()

    def _apply_pending(self) -> None:
        if self._pending is None:
            return
        tournament, rs, current = self._pending
        self._pending = None
        self._show(tournament, rs, current)
        if self._board_to_select is not None:
            board, self._board_to_select = self._board_to_select, None
            self.select_board(board)

    def _show(self, tournament: Tournament, rs: RoundState | None, current: bool) -> None:
        order = [(b.white, b.black) for b in rs.boards] if rs is not None else None
        self.model.set_tournament(tournament, order)
        published = rs is None or rs.published
        draft = rs is not None and not rs.published
        has_results = any(r.white_result.value.strip() for r in self.model.view.boards)
        if rs is None:
            state = self.tr("from the file")
        elif rs.published:
            state = self.tr("published")
        else:
            state = self.tr("draft — not published")
        manual = self.tr(" · edited by hand") if rs is not None and rs.manual else ""
        n = len(self.model.view.boards)
        missing = sum(1 for r in self.model.view.boards if not r.white_result.value.strip())
        res = (
            self.tr(" · {0} of {1} results missing").format(missing, n)
            if published and missing
            else ""
        )
        self.status_label.setText(
            self.tr("Round {0} — {1}").format(self.round_no, state) + manual + res
        )
        for b in (self.swap_button, self.exchange_button, self.repair_button):
            b.setVisible(draft)
        self.publish_button.setVisible(draft)
        # a published round is unpaired only in the C.04.2 D.10 case: from the Round menu
        self.unpair_button.setVisible(current and draft and not has_results and not self.read_only)
        self.entry.setVisible(published and not self.read_only)
        self.entry.set_board_count(n)
        if published and self.entry.board is None and not self.entry.board_edit.text().strip():
            # a round shown for the first time (an imported file, a reopened one): the Board
            # field names the first board without a result, the board a key would go to
            first = next((r.board for r in self.model.view.boards if not _has_result(r)), None)
            if first is not None:
                self.entry.set_board(first, focus=False)
        self.entry.set_correcting(published and not current)

    def set_warnings(self, warnings: Sequence[str]) -> None:
        """Warnings above the boards, one a line, beside the style's warning icon."""
        self.warnings_label.setText("\n".join(shown(w) for w in warnings))
        self.warnings_label.setVisible(bool(warnings))
        self.warnings_icon.setVisible(bool(warnings))

    def board_rows(self) -> list[BoardRow]:
        return list(self.model.view.boards)

    def select_board(self, board: int) -> None:
        if self._pending is not None and not self.isVisible():
            # a page off screen counts its round when it is shown (1,500 boards at 3,000
            # players, 50 ms: a corrected result of an earlier round typed elsewhere counted
            # it at once, issue 26): the board is selected then
            self._board_to_select = board
            return
        if 1 <= board <= self.model.rowCount():
            index = self.model.index(board - 1, BoardColumn.RESULT)
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)

    def selected_players(self) -> list[PlayerId]:
        """Players of the selected name/number cells, in selection order, no repeats."""
        out: list[PlayerId] = []
        for index in self.table.selectionModel().selectedIndexes():
            pid = player_at(self.model, index)
            if pid is not None and pid not in out:
                out.append(pid)
        return out

    def current_board(self) -> int | None:
        index = self.table.currentIndex()
        row = self.model.data(index, ROW_ROLE) if index.isValid() else None
        return row.board if isinstance(row, BoardRow) else None


def _has_result(row: BoardRow) -> bool:
    return bool(row.white_result.value.strip())


def player_at(model: BoardsModel, index: QModelIndex) -> PlayerId | None:
    """The player of a cell: White's half of the row left of the result, Black's right of it."""
    row = model.data(index, ROW_ROLE)
    if isinstance(row, BoardRow):
        if index.column() < BoardColumn.RESULT:
            return row.white.id
        if index.column() > BoardColumn.RESULT:
            return row.black.id
        return None
    player = getattr(row, "player", None)
    return player.id if player is not None and index.column() < BoardColumn.RESULT else None


class NextRoundPage(QWidget):
    """The round to pair: the pre-pairing checklist with one-click fixes, and Pair."""

    fix_requested = Signal(object)  # PrePairingCheck

    def __init__(self, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.setObjectName("next-round-page")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.heading = QLabel(
            "<h2>" + self.tr("Round {0}: before pairing").format(round_no) + "</h2>", self
        )
        layout.addWidget(self.heading)
        self.summary = QLabel("", self)
        layout.addWidget(self.summary)
        self.checks = QListWidget(self)
        self.checks.setObjectName("pre-pairing-checks")
        self.checks.setAlternatingRowColors(True)
        self.checks.setSpacing(2)
        layout.addWidget(self.checks, 1)
        hint = QLabel(
            self.tr(
                "Enter or “Fix selected” applies the fix of the selected item · "
                "Ctrl+Shift+P pairs the round · the rest of the window stays usable while it pairs"
            ),
            self,
        )
        hint.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(hint)
        buttons = QHBoxLayout()
        self.fix_button = QPushButton(self.tr("Fix selected"), self)
        self.fix_button.setToolTip(self.tr("Apply the one-click fix of the selected check (Enter)"))
        self.fix_button.clicked.connect(self._fix_current)
        self.checks.itemActivated.connect(lambda _item: self._fix_current())
        self.pair_button = QPushButton(self.tr("Pair round {0}").format(round_no), self)
        self.pair_button.setObjectName("pair-button")
        buttons.addWidget(self.fix_button)
        buttons.addStretch(1)
        buttons.addWidget(self.pair_button)
        layout.addLayout(buttons)
        self._items: list[PrePairingCheck] = []
        self._pending: Callable[[], None] | None = None

    def defer(self, refresh: Callable[[], None]) -> None:
        """Run ``refresh`` when the page is next shown (a hidden checklist is not rebuilt for
        every result typed on another page)."""
        self._pending = refresh

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        pending, self._pending = self._pending, None
        if pending is not None:
            pending()

    def set_checks(self, checks: list[PrePairingCheck], to_pair: int, absent: int) -> None:
        self._items = list(checks)
        self.checks.clear()
        for c in checks:
            text = shown(c.text)
            if c.fix_label:
                text += f"   → {shown(c.fix_label)}"
            item = QListWidgetItem(icon(STOP if c.blocking else INFO, self), text)
            item.setData(Qt.ItemDataRole.UserRole, c)
            if c.blocking:
                item.setToolTip(self.tr("Resolve this before pairing"))
            self.checks.addItem(item)
        if not checks:
            self.checks.addItem(
                QListWidgetItem(icon(OK, self), self.tr("Nothing to check: ready to pair"))
            )
        blocking = any(c.blocking for c in checks)
        self.pair_button.setEnabled(not blocking)
        self.summary.setText(
            self.tr("{0} players to pair, {1} not paired (byes, absences, withdrawals)").format(
                to_pair, absent
            )
            + (self.tr(" — resolve the items with the stop icon first") if blocking else "")
        )

    def _fix_current(self) -> None:
        item = self.checks.currentItem()
        check = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(check, PrePairingCheck):
            self.fix_requested.emit(check)
