"""The look every list of the window shares: padded cells, whole rows, no editing.

Its own module so that the round pages and the main window both use it without one importing
the other (issue 24: the ``views``-``rounds`` import cycle).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

SIZE_PRECISION_ROWS = 60
"""Rows a list looks at to size its columns to their contents."""


class _PaddedDelegate(QStyledItemDelegate):
    """Adds breathing room to cells sized to their contents (numbers do not touch the grid)."""

    PADDING = 14

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + self.PADDING, size.height())


def new_table(parent: QWidget) -> QTableView:
    """A table view with the shared look."""
    return setup_table(QTableView(parent))


def setup_table(view: QTableView) -> QTableView:
    """The look of every list in the window: padded cells, whole rows, no editing."""
    view.setItemDelegate(_PaddedDelegate(view))
    header = view.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
    header.setMinimumSectionSize(36)
    header.setStretchLastSection(False)
    header.setHighlightSections(False)
    # sizing columns to their contents asks the (Python) delegate about each row: look at the
    # first rows only, or a 1000-player list keeps the GUI thread busy for seconds per layout
    header.setResizeContentsPrecision(SIZE_PRECISION_ROWS)
    view.verticalHeader().setResizeContentsPrecision(SIZE_PRECISION_ROWS)  # column widths use it
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    return view


__all__ = ["SIZE_PRECISION_ROWS", "new_table", "setup_table"]
