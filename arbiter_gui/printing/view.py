"""A report on screen: its tables in one item view over a model, however many rows.

Laying out one rich-text table of 3,000 standings rows took Qt ~4 s on the GUI thread (issue
26); an item view asks only for the rows it shows. A report of one table is a flat table under
that table's column headers (a table view: a tree view's first layout walks every row, 25-50 ms
for 3,000 standings rows, and paints twice as slowly). A report of several tables (boards and
byes; the rating changes, one table per player) shows each table as a section of a tree: its
caption, then its own header row, then its rows; sections of a very long report start folded.
Paper and PDF keep the HTML path (:mod:`arbiter_gui.printing.document`): what is printed is
still what is exported.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.printing.html import masthead
from engine.reports import Align, Report, Table

_Index = QModelIndex | QPersistentModelIndex

_ALIGN = {
    Align.LEFT: Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    Align.CENTER: Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
    Align.RIGHT: Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
}
_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.FontRole,
    )
)
"""The roles :meth:`ReportModel.data` answers."""
UNFOLDED_ROWS = 5000
"""A report of several tables with at most this many rows in all starts with every section
open; a longer one opens its first section only (the rating changes of 3,000 players)."""
MEASURED_TEXTS = 24
"""A column's width is measured on its longest texts (by length) only, not on every cell."""
COLUMN_PADDING = 18


class ReportModel(QAbstractItemModel):
    """The tables of a :class:`Report`.

    One table: its rows at the top level, its headers as the view's. Several: one top-level
    row per table (the caption), whose children are the table's header row and rows.
    """

    def __init__(self, report: Report, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._report = report
        self._tables = report.tables
        self._flat = len(self._tables) <= 1
        self._columns = max((len(t.columns) for t in self._tables), default=0)
        # the view asks for these once per row when it lays out (QTreeView walks every
        # top-level row: 3,000 calls for a 3,000-player standings): counted once, and bounds
        # checked here rather than through hasIndex, a call into Qt each (issue 26)
        self._rows = [len(t.rows) for t in self._tables]
        self._top_rows = (self._rows[0] if self._tables else 0) if self._flat else len(self._tables)
        self._flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def report(self) -> Report:
        return self._report

    @property
    def flat(self) -> bool:
        """True for a report of one table (no sections)."""
        return self._flat

    def caption(self, section: int) -> str:
        table = self._tables[section]
        return table.caption or QCoreApplication.translate("ReportView", "Table {0}").format(
            section + 1
        )

    # ---- where an index points ---------------------------------------------------------------

    def _cell(self, index: _Index) -> tuple[Table, int] | None:
        """The table and its row (-1: the header row) an index shows; None for a caption."""
        if self._flat:
            return (self._tables[0], index.row()) if self._tables else None
        section = index.internalId()
        if section == 0:
            return None  # a caption row
        return self._tables[section - 1], index.row() - 1

    # ---- QAbstractItemModel -----------------------------------------------------------------

    def index(self, row: int, column: int, parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if row < 0 or not 0 <= column < self._columns:
            return QModelIndex()
        if not parent.isValid():
            if row >= self._top_rows:
                return QModelIndex()
            return self.createIndex(row, column, 0)
        if self._flat or row >= self.rowCount(parent):
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if self._flat or not index.isValid():
            return QModelIndex()
        section = index.internalId()
        return QModelIndex() if section == 0 else self.createIndex(section - 1, 0, 0)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return self._top_rows
        if self._flat or parent.internalId() != 0 or parent.column() != 0:
            return 0
        return 1 + self._rows[parent.row()]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return self._columns

    def hasChildren(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return self.rowCount(parent) > 0

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not self._flat or not self._tables:
            return None
        columns = self._tables[0].columns
        if not 0 <= section < len(columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return columns[section].header
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN[columns[section].align]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role not in _ROLES or not index.isValid():
            return None  # a paint asks some ten roles per cell: the rest answered at once
        where = self._cell(index)
        column = index.column()
        if where is None:  # a caption: the whole row (the view spans it)
            if role == Qt.ItemDataRole.DisplayRole and column == 0:
                return self.caption(index.row())
            if role == Qt.ItemDataRole.FontRole:
                return self._bold
            return None
        table, row = where
        if column >= len(table.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return table.columns[column].header if row < 0 else table.rows[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN[table.columns[column].align]
        if role == Qt.ItemDataRole.FontRole and row < 0:
            return self._bold
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return self._flags

    # ---- reading it back -----------------------------------------------------------------------

    def texts(self, column: int) -> list[str]:
        """Every text ``column`` shows (headers included)."""
        out = []
        for table in self._tables:
            if column < len(table.columns):
                out.append(table.columns[column].header)
                out.extend(row[column] for row in table.rows)
        return out

    def row_texts(self, index: QModelIndex) -> list[str]:
        """The cells of the row of ``index`` as shown."""
        parent = index.parent()
        return [
            str(self.data(self.index(index.row(), c, parent)) or "") for c in range(self._columns)
        ]


class ReportView(QWidget):
    """Title, masthead and lead of a report above its tables (:class:`ReportModel`), notes
    below. Ctrl+C copies the selected rows as tab-separated text.

    ``table`` shows a report of one table, ``tree`` one of several (sections); :attr:`items`
    is the one in use."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("report-view")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel("", self)
        self.heading.setObjectName("report-heading")
        self.heading.setWordWrap(True)
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.heading)
        self._copy_keys = _CopyOnCtrlC(self)
        self.table = QTableView(self)
        self.table.setObjectName("report-table")
        self.table.setShowGrid(False)
        self.table.setCornerButtonEnabled(False)
        rows = self.table.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # never measured per row
        self.table.horizontalHeader().setHighlightSections(False)
        self.tree = QTreeView(self)
        self.tree.setObjectName("report-sections")
        self.tree.setUniformRowHeights(True)  # thousands of rows: no per-row height query
        self.tree.setHeaderHidden(True)  # each section has its own header row
        for items in (self.table, self.tree):
            items.installEventFilter(self._copy_keys)
            items.setAlternatingRowColors(True)
            items.setWordWrap(False)
            items.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            items.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
            items.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tree.header().setStretchLastSection(False)
        self.tree.hide()
        layout.addWidget(self.table, 1)
        layout.addWidget(self.tree, 1)
        self.notes = QLabel("", self)
        self.notes.setObjectName("report-notes")
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.notes)
        self.model: ReportModel | None = None
        self._scale = 1.0

    @property
    def items(self) -> QTableView | QTreeView:
        """The item view that shows the report: ``table`` for one table, else ``tree``."""
        return self.table if self.model is None or self.model.flat else self.tree

    def show_report(self, report: Report, scale: float = 1.0) -> None:
        """Show ``report`` (replaces the one shown); ``scale`` enlarges the text."""
        self._scale = scale
        old = self.model
        self.model = ReportModel(report, self)
        shown, other = (self.table, self.tree) if self.model.flat else (self.tree, self.table)
        other.setModel(None)  # type: ignore[arg-type]
        other.hide()
        shown.setModel(self.model)
        shown.show()
        if old is not None:
            old.deleteLater()
        self._apply_font()
        self.heading.setText(_heading_html(report))
        notes = [escape(n) for n in report.notes]
        if report.footer:
            notes.append(f"<i>{escape(report.footer)}</i>")
        self.notes.setText("<br>".join(notes))
        self.notes.setVisible(bool(notes))
        model = self.model
        if not model.flat:
            for section in range(model.rowCount()):
                self.tree.setFirstColumnSpanned(section, QModelIndex(), True)
            rows = sum(len(t.rows) for t in report.tables)
            if rows <= UNFOLDED_ROWS:
                self.tree.expandAll()
            elif model.rowCount():
                self.tree.expand(model.index(0, 0))
        self._fit_columns()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self._apply_font()
        self._fit_columns()

    def _apply_font(self) -> None:
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * self._scale)
        self.table.setFont(font)
        self.tree.setFont(font)
        # one height for every row (Fixed: no row is measured), as tall as the text needs
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 6)

    def _fit_columns(self) -> None:
        """Each column as wide as its longest texts (measured on a few, chosen by length)."""
        model = self.model
        if model is None:
            return
        items = self.items
        bold_font = QFont(items.font())  # headers and captions are bold: measure all so
        bold_font.setBold(True)
        bold = QFontMetrics(bold_font)
        indent = 0 if model.flat else self.tree.indentation()
        for column in range(model.columnCount()):
            texts = sorted(set(model.texts(column)), key=len, reverse=True)[:MEASURED_TEXTS]
            width = max((bold.horizontalAdvance(t) for t in texts), default=0) + COLUMN_PADDING
            if column == 0:
                width += indent
            items.setColumnWidth(column, max(width, 30))

    def text(self) -> str:
        """What the view shows, as plain text: heading, every row (tab-separated), notes."""
        lines = [self.heading.text()]
        model = self.model
        if model is not None:
            if model.flat:
                lines.append("\t".join(model.texts(c)[0] for c in range(model.columnCount())))
            lines.extend("\t".join(model.row_texts(i)).rstrip("\t") for i in _all_rows(model))
        lines.append(self.notes.text())
        return "\n".join(lines)


def _heading_html(report: Report) -> str:
    parts = [f"<b style='font-size:13pt'>{escape(report.title)}</b>"]
    line = masthead(report)
    if line:
        parts.append(escape(line))
    if report.subtitle:
        parts.append(escape(report.subtitle))
    parts.extend(escape(text) for text in report.lead)
    return "<br>".join(parts)


def _all_rows(model: ReportModel) -> list[QModelIndex]:
    out = []
    for row in range(model.rowCount()):
        top = model.index(row, 0)
        out.append(top)
        out.extend(model.index(r, 0, top) for r in range(model.rowCount(top)))
    return out


def copy_selection(items: QAbstractItemView) -> str:
    """The rows selected in ``items``, tab-separated, on the clipboard (and returned)."""
    model = items.model()
    selection = items.selectionModel()
    if not isinstance(model, ReportModel) or selection is None:
        return ""
    rows = sorted(
        selection.selectedRows(),
        key=lambda i: (i.parent().row(), i.row()) if i.parent().isValid() else (i.row(), -1),
    )
    text = "\n".join("\t".join(model.row_texts(i)).rstrip("\t") for i in rows)
    QGuiApplication.clipboard().setText(text)
    return text


class _CopyOnCtrlC(QObject):
    """Ctrl+C on the item view it watches copies the selected rows (:func:`copy_selection`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.matches(QKeySequence.StandardKey.Copy)
            and isinstance(watched, QAbstractItemView)
        ):
            copy_selection(watched)
            return True
        return super().eventFilter(watched, event)
