"""Column widths measured from a model's texts, once, instead of ``ResizeToContents``.

``QHeaderView.ResizeToContents`` asks the delegate for the size of every (sampled) cell of every
column again on each layout and each ``dataChanged``, i.e. for every result typed: in a
300-player event that alone held the window ~70 ms per result. A list sizes its columns here
when its rows are replaced (model reset), from the texts it shows, and keeps them meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableView

COLUMN_PADDING = 22
"""Room around a cell's text: the delegate's padding (14) plus the cell's own margins."""
MEASURED = 48
"""Texts measured per column: the longest by characters. Measuring each of 3,000 names held the
window for tens of milliseconds (issue 26); in a proportional font the widest text is among
the longest few."""


def longest(texts: Iterable[str], n: int = MEASURED) -> list[str]:
    """The ``n`` longest of ``texts`` (each once), by number of characters.

    >>> longest(["a", "bbb", "cc", "bbb"], 2)
    ['bbb', 'cc']
    """
    return sorted(set(texts), key=len, reverse=True)[:n]


def fit_columns(
    view: QTableView,
    texts: Callable[[int], Iterable[str]],
    bold: Iterable[int] = (),
) -> None:
    """Set each column of ``view`` as wide as its header and the widest of ``texts(column)``;
    ``bold`` columns are measured in bold. Columns stay resizable by hand."""
    model = view.model()
    if model is None:
        return
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    plain = view.fontMetrics()
    bold_font = QFont(view.font())
    bold_font.setBold(True)
    heavy = QFontMetrics(bold_font)
    head = header.fontMetrics()
    bold_columns = set(bold)
    for column in range(model.columnCount()):
        if header.isSectionHidden(column):
            continue
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        width = head.horizontalAdvance(title) + COLUMN_PADDING
        metrics = heavy if column in bold_columns else plain
        for text in longest(texts(column)):
            width = max(width, metrics.horizontalAdvance(text) + COLUMN_PADDING)
        view.setColumnWidth(column, max(width, header.minimumSectionSize()))
