"""A small read-only table model over rows of text, for the dialogs' previews and hits."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

_Index = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class TextTableModel(QAbstractTableModel):
    """Rows of strings; ``numeric`` columns align right and sort as numbers."""

    def __init__(
        self,
        headers: Sequence[str],
        numeric: Sequence[int] = (),
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._numeric = frozenset(numeric)
        self._rows: list[tuple[str, ...]] = []
        self._marked: set[int] = set()
        self._tips: dict[int, str] = {}

    def set_rows(
        self,
        rows: Sequence[Sequence[str]],
        marked: Sequence[int] = (),
        tips: dict[int, str] | None = None,
    ) -> None:
        """Replace the rows; ``marked`` rows are shown greyed (``tips`` say why)."""
        self.beginResetModel()
        self._rows = [tuple(r) for r in rows]
        self._marked = set(marked)
        self._tips = dict(tips or {})
        self.endResetModel()

    def row(self, r: int) -> tuple[str, ...]:
        return self._rows[r]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        text = self._rows[r][c] if c < len(self._rows[r]) else ""
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == SORT_ROLE:
            if c in self._numeric:
                return int(text) if text.isdigit() else -1
            return text.casefold()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            h = Qt.AlignmentFlag.AlignRight if c in self._numeric else Qt.AlignmentFlag.AlignLeft
            return h | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ForegroundRole and r in self._marked:
            return QBrush(QColor("#888888"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tips.get(r)
        return None


def make_table(parent: QWidget, name: str, stretch: int | None = None) -> QTableView:
    """A keyboard-friendly read-only table: whole rows, one selection, sized to content.

    Column ``stretch`` (the name, usually) takes the spare width; else the last column does.
    """
    view = QTableView(parent)
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setTabKeyNavigation(False)  # Tab leaves the table: every dialog is Tab-navigable
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    if stretch is None:
        header.setStretchLastSection(True)
    else:
        header.setStretchLastSection(False)
        view.setProperty("stretch_column", stretch)
    return view


def stretch_column(view: QTableView) -> None:
    """Give the spare width to the column named at :func:`make_table` (after a model is set)."""
    column = view.property("stretch_column")
    if isinstance(column, int):
        view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


__all__ = ["SORT_ROLE", "TextTableModel", "make_table", "stretch_column"]
