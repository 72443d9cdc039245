"""One round's boards (then byes and absentees) as a read-only table model."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from arbiter_gui.i18n import shown
from arbiter_gui.i18n.words import Words
from arbiter_gui.models.rounds import BoardRow, ByeRow, RoundView, round_view, updated_view
from arbiter_gui.models.scores import score_table
from arbiter_gui.models.text import BYE_LABELS, board_result_text, points_text
from engine.model import Player, PlayerId, Tournament

_Index = QModelIndex | QPersistentModelIndex


class BoardColumn(IntEnum):
    """Columns of a pairing list (the usual printed layout, Black mirrored)."""

    BOARD = 0
    WHITE_NO = 1
    WHITE_TITLE = 2
    WHITE = 3
    WHITE_RATING = 4
    WHITE_POINTS = 5
    RESULT = 6
    BLACK_POINTS = 7
    BLACK_TITLE = 8
    BLACK = 9
    BLACK_RATING = 10
    BLACK_NO = 11


_HEADERS = {  # shown translated (context Boards, listed in arbiter_gui.i18n.noop)
    BoardColumn.BOARD: ("Bd", "Board"),
    BoardColumn.WHITE_NO: ("No.", "White's pairing number"),
    BoardColumn.WHITE_TITLE: ("", "White's title"),
    BoardColumn.WHITE: ("White", "White"),
    BoardColumn.WHITE_RATING: ("Rtg", "White's rating"),
    BoardColumn.WHITE_POINTS: ("Pts", "White's points before the round"),
    BoardColumn.RESULT: ("Result", "Result from White's side (F: forfeit, u: unrated game)"),
    BoardColumn.BLACK_POINTS: ("Pts", "Black's points before the round"),
    BoardColumn.BLACK_TITLE: ("", "Black's title"),
    BoardColumn.BLACK: ("Black", "Black"),
    BoardColumn.BLACK_RATING: ("Rtg", "Black's rating"),
    BoardColumn.BLACK_NO: ("No.", "Black's pairing number"),
}

_RIGHT = frozenset(
    {
        BoardColumn.BOARD,
        BoardColumn.WHITE_NO,
        BoardColumn.WHITE_RATING,
        BoardColumn.WHITE_POINTS,
        BoardColumn.BLACK_POINTS,
        BoardColumn.BLACK_RATING,
        BoardColumn.BLACK_NO,
    }
)
_CENTRE = frozenset({BoardColumn.RESULT})

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role giving the row's :class:`BoardRow` or :class:`ByeRow`."""


class BoardsModel(QAbstractTableModel):
    """The boards of one round in the recommended order, then the players without a board."""

    def __init__(
        self,
        tournament: Tournament | None,
        round_no: int,
        parent: QObject | None = None,
        order: Sequence[tuple[PlayerId, PlayerId]] | None = None,
    ) -> None:
        super().__init__(parent)
        self._round_no = round_no
        self._tournament = tournament  # the snapshot shown, and the order it was shown in
        self._order = list(order) if order is not None else None
        # points before the round: the window's score table of the snapshot, shared by pages
        self._view: RoundView = (
            round_view(tournament, round_no, order, score_table(tournament))
            if tournament is not None
            else RoundView(round_no, (), ())  # nothing yet: set_tournament fills it
        )
        self._rows: tuple[BoardRow | ByeRow, ...] = (*self._view.boards, *self._view.byes)
        self._fully_ordered = _fully_ordered(self._view, self._order)
        self._texts: dict[int, tuple[str, ...]] = {}  # row -> its cells' texts, made on demand
        self._italic = QFont()
        self._italic.setItalic(True)
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def round_no(self) -> int:
        return self._round_no

    @property
    def view(self) -> RoundView:
        return self._view

    def set_tournament(
        self, tournament: Tournament, order: Sequence[tuple[PlayerId, PlayerId]] | None = None
    ) -> None:
        """Show ``tournament``'s round. Same boards and byes: only the rows that differ are
        announced (``dataChanged``), so the view keeps its cursor, scroll position and column
        widths and repaints a row, not the list; other boards: a model reset.

        A change of a few players that moves no row (a result) puts their rows in place
        (:func:`~arbiter_gui.models.rounds.updated_view`) instead of counting the round."""
        order = list(order) if order is not None else None
        known = self._tournament
        # in its published order (every board listed), points before the round place no board
        scores = score_table(tournament) if self._fully_ordered else None
        quick = (
            updated_view(self._view, known, tournament, scores)
            if known is not None and order == self._order
            else None
        )
        self._tournament, self._order = tournament, order
        if quick is not None:
            view, changed = quick
            self._view = view
            self._rows = (*view.boards, *view.byes)
            last = len(BoardColumn) - 1
            for first, end in _runs(changed):
                for r in range(first, end + 1):
                    self._texts.pop(r, None)
                self.dataChanged.emit(self.index(first, 0), self.index(end, last))
            return
        view = round_view(tournament, self._round_no, order, score_table(tournament))
        self._fully_ordered = _fully_ordered(view, order)
        rows: tuple[BoardRow | ByeRow, ...] = (*view.boards, *view.byes)
        if tuple(map(_row_key, rows)) != tuple(map(_row_key, self._rows)):
            self.beginResetModel()
            self._view, self._rows = view, rows
            self._texts.clear()
            self.endResetModel()
            return
        old, self._view, self._rows = self._rows, view, rows
        last = len(BoardColumn) - 1
        for first, end in _changed_ranges(old, rows):
            for r in range(first, end + 1):
                self._texts.pop(r, None)
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    def column_texts(self, column: BoardColumn) -> set[str]:
        """Every text ``column`` shows (for sizing it without a size hint per cell).

        Made from the one column, not from each row's twelve texts: 1,500 boards are sized
        when a 3,000-player round is first shown (issue 26).
        """
        c = BoardColumn(column)
        boards = self._view.boards
        out = {_bye_text(row, c) for row in self._view.byes}
        if c == BoardColumn.BOARD:
            out.update(str(row.board) for row in boards)
        elif c == BoardColumn.RESULT:
            codes = {(row.white_result, row.black_result) for row in boards}
            out.update(board_result_text(w, b) for w, b in codes)
        elif c in (BoardColumn.WHITE_POINTS, BoardColumn.BLACK_POINTS):
            white = c == BoardColumn.WHITE_POINTS
            points = {row.white_points if white else row.black_points for row in boards}
            out.update(points_text(x) for x in points)
        else:
            text = _PLAYER_TEXT[c]
            if c < BoardColumn.RESULT:
                out.update(text(row.white) for row in boards)
            else:
                out.update(text(row.black) for row in boards)
        return out

    def _row_texts(self, r: int) -> tuple[str, ...]:
        texts = self._texts.get(r)
        if texts is None:
            texts = self._texts[r] = _row_texts(self._rows[r])
        return texts

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(BoardColumn)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or section not in range(len(BoardColumn)):
            return None
        text, tip = _HEADERS[BoardColumn(section)]
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("Boards", text) if text else text
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Boards", tip)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # painting asks ~8 roles of every visible cell: unused roles leave at once, and a row's
        # texts are made once (until the row changes), not per paint
        if role not in _ROLES or not index.isValid():
            return None
        r, c = index.row(), index.column()
        if not 0 <= r < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._row_texts(r)[c]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGNMENTS[c]
        row = self._rows[r]
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.FontRole:
            if c == BoardColumn.RESULT:
                return self._italic if isinstance(row, ByeRow) else self._bold
            return self._italic if isinstance(row, ByeRow) and c > BoardColumn.RESULT else None
        if isinstance(row, ByeRow):
            if role == Qt.ItemDataRole.ForegroundRole and c > BoardColumn.RESULT:
                return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{row.player.name}: {shown(BYE_LABELS[row.result][1])}"
        elif role == Qt.ItemDataRole.ToolTipRole and c == BoardColumn.RESULT:
            return _result_tooltip(row)
        return None


_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.ToolTipRole,
        ROW_ROLE,
    }
)


def _row_texts(row: BoardRow | ByeRow) -> tuple[str, ...]:
    if isinstance(row, BoardRow):
        return tuple(_board_text(row, column) for column in BoardColumn)
    return tuple(_bye_text(row, column) for column in BoardColumn)


def _row_key(row: BoardRow | ByeRow) -> tuple[object, ...]:
    """What places a row: its board and players (a result or points change keeps it)."""
    if isinstance(row, BoardRow):
        return (row.board, row.white.id, row.black.id)
    return (None, row.player.id, row.result)


def _fully_ordered(view: RoundView, order: Sequence[tuple[PlayerId, PlayerId]] | None) -> bool:
    """True when ``order`` lists every board of ``view`` (none placed by points)."""
    if order is None:
        return False
    listed = set(order)
    return all((row.white.id, row.black.id) in listed for row in view.boards)


def _runs(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Runs of consecutive row numbers: ``[5, 1, 2]`` -> ``[(1, 2), (5, 5)]``."""
    ranges: list[tuple[int, int]] = []
    for i in sorted(rows):
        if ranges and ranges[-1][1] == i - 1:
            ranges[-1] = (ranges[-1][0], i)
        else:
            ranges.append((i, i))
    return ranges


def _changed_ranges(
    old: Sequence[BoardRow | ByeRow], new: Sequence[BoardRow | ByeRow]
) -> list[tuple[int, int]]:
    """Runs of consecutive rows that are not equal (same length assumed)."""
    ranges: list[tuple[int, int]] = []
    for i, (a, b) in enumerate(zip(old, new, strict=True)):
        if a is b or a == b:
            continue
        if ranges and ranges[-1][1] == i - 1:
            ranges[-1] = (ranges[-1][0], i)
        else:
            ranges.append((i, i))
    return ranges


def _number(p: Player) -> str:
    return str(p.id)


def _title(p: Player) -> str:
    return p.title


def _name(p: Player) -> str:
    return p.name


def _rating(p: Player) -> str:
    return str(p.rating) if p.rating else ""


_PLAYER_TEXT: dict[BoardColumn, Callable[[Player], str]] = {
    BoardColumn.WHITE_NO: _number,
    BoardColumn.BLACK_NO: _number,
    BoardColumn.WHITE_TITLE: _title,
    BoardColumn.BLACK_TITLE: _title,
    BoardColumn.WHITE: _name,
    BoardColumn.BLACK: _name,
    BoardColumn.WHITE_RATING: _rating,
    BoardColumn.BLACK_RATING: _rating,
}
"""A player's text in the player columns (as :func:`_side` writes it)."""


def _side(p: Player, column: BoardColumn, points: str) -> str:
    if column in (BoardColumn.WHITE_NO, BoardColumn.BLACK_NO):
        return str(p.id)
    if column in (BoardColumn.WHITE_TITLE, BoardColumn.BLACK_TITLE):
        return p.title
    if column in (BoardColumn.WHITE, BoardColumn.BLACK):
        return p.name
    if column in (BoardColumn.WHITE_RATING, BoardColumn.BLACK_RATING):
        return str(p.rating) if p.rating else ""
    return points


def _board_text(row: BoardRow, column: BoardColumn) -> str:
    if column == BoardColumn.BOARD:
        return str(row.board)
    if column == BoardColumn.RESULT:
        return board_result_text(row.white_result, row.black_result)
    if column < BoardColumn.RESULT:
        return _side(row.white, column, points_text(row.white_points))
    return _side(row.black, column, points_text(row.black_points))


def _bye_text(row: ByeRow, column: BoardColumn) -> str:
    letter, description = BYE_LABELS.get(row.result, ("?", Words("entry without opponent")))
    if column == BoardColumn.BOARD:
        return ""
    if column == BoardColumn.RESULT:
        return f"{points_text(row.gained)} ({letter})"
    if column == BoardColumn.BLACK:
        return shown(description)
    if column < BoardColumn.RESULT:
        return _side(row.player, column, points_text(row.points))
    return ""


def _result_tooltip(row: BoardRow) -> str | None:
    text = board_result_text(row.white_result, row.black_result)
    if not text:
        return QCoreApplication.translate("Boards", "no result entered yet")
    if "F" in text:
        return QCoreApplication.translate("Boards", "forfeit: the game was not played")
    if text.endswith(" u"):
        return QCoreApplication.translate("Boards", "game of less than one move: not rated")
    return None


def _alignment(column: BoardColumn) -> Qt.AlignmentFlag:
    """Numbers right, the result centred, names left."""
    if column in _CENTRE:
        horizontal = Qt.AlignmentFlag.AlignHCenter
    elif column in _RIGHT:
        horizontal = Qt.AlignmentFlag.AlignRight
    else:
        horizontal = Qt.AlignmentFlag.AlignLeft
    return horizontal | Qt.AlignmentFlag.AlignVCenter


_ALIGNMENTS = tuple(_alignment(column) for column in BoardColumn)
