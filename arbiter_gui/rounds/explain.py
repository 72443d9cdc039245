"""The explanation panel: the engine's trace of a round as a tree (C.04.1.i).

The tree comes from :func:`engine.explain.render.to_tree`; the panel only shows it. Clicking a
board in the pairing list highlights the nodes that involve both of its players (the bracket,
the accepted candidate, the colour rule) and expands the path to them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.icons import WARNING, icon_label
from engine.explain.trace import TraceEvent

_HIGHLIGHT = QColor(255, 236, 150)
_NODE_ROLE = Qt.ItemDataRole.UserRole + 1
FILL_CHUNK = 100
"""Children of a tree item made per turn of the event loop when it is opened."""
STEP_COLUMN_MAX = 330


def tree_of(events: Sequence[TraceEvent], names: Mapping[int, str]) -> list[object]:
    """The explanation tree (with who each node is about: :class:`ExplanationTree`)."""
    from arbiter_gui.jobs import explanation_tree

    return explanation_tree(tuple(events), names)


def text_of(events: Sequence[TraceEvent], names: Mapping[int, str]) -> str:
    from engine.explain.render import render_text

    return render_text(events, names)


def _span_if_no_detail(item: QTreeWidgetItem) -> None:
    """A step without a detail (a pair of the accepted candidate, a colour line) may use the
    detail column too: its text is not cut at the column border. Only once in the tree."""
    if not item.text(1):
        item.setFirstColumnSpanned(True)


class ExplanationPanel(QWidget):
    """A tree of the explanation trace, with export as text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("explanation-panel")
        self._events: tuple[TraceEvent, ...] = ()
        self._names: dict[int, str] = {}
        self._nodes: list[object] = []
        self._involved: dict[frozenset[int], list[tuple[int, ...]]] | None = {}
        self._unfilled: dict[int, object] = {}  # node of an item whose children are not made
        self._filling = 0  # which tree the children being added in later turns belong to
        # items whose children are still being added: their adder and the nodes left
        self._partial: dict[int, tuple[QTreeWidgetItem, Callable[[int], None], list[object]]] = {}
        self._next_key = 0
        self._step_width = STEP_COLUMN_MAX  # the steps' own width (resizeColumnToContents)
        self._lit: list[QTreeWidgetItem] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.title = QLabel("<b>" + self.tr("Why this pairing") + "</b>", self)
        head.addWidget(self.title, 1)
        self.explain_button = QPushButton(self.tr("Explain"), self)
        self.explain_button.setToolTip(
            self.tr("Run the engine with its explanation trace for this round")
        )
        head.addWidget(self.explain_button)
        self.export_button = QPushButton(self.tr("Export as text…"), self)
        self.export_button.setEnabled(False)
        head.addWidget(self.export_button)
        layout.addLayout(head)
        self.note = QLabel("", self)
        self.note.setObjectName("explanation-note")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #a04000;")
        self.note.setVisible(False)
        self.note_icon = icon_label(WARNING, self)
        note_row = QHBoxLayout()
        note_row.addWidget(self.note_icon, 0, Qt.AlignmentFlag.AlignTop)
        note_row.addWidget(self.note, 1)
        layout.addLayout(note_row)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("explanation-tree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Step"), self.tr("Detail")])
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(False)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemExpanded.connect(self._fill)
        layout.addWidget(self.tree, 1)
        self.placeholder = QLabel(
            self.tr("No explanation yet: pair the round, or press Explain to replay the engine."),
            self,
        )
        self.placeholder.setWordWrap(True)
        self.placeholder.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(self.placeholder)

    @property
    def events(self) -> tuple[TraceEvent, ...]:
        return self._events

    def set_events(
        self,
        events: Sequence[TraceEvent],
        names: Mapping[int, str],
        nodes: Sequence[object] | None = None,
    ) -> None:
        """Show a trace; ``nodes`` is its tree if already made (off the GUI thread). Items are
        made level by level as the arbiter opens them (a 300-player round has thousands of
        nodes; building them all would hold the window)."""
        self._events = tuple(events)
        self._names = dict(names)
        self._lit = []
        self._unfilled = {}
        self._partial = {}
        self._filling += 1  # children still being added to the old tree stop
        self.tree.clear()
        if nodes is None:
            nodes = tree_of(self._events, self._names)
        self._nodes = list(nodes)
        # who each node is about, made with the tree (in the worker) or when first asked
        self._involved = getattr(nodes, "involved", None)
        for node in self._nodes:
            item = self._item(node)
            self.tree.addTopLevelItem(item)
            _span_if_no_detail(item)
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None and top.text(0).startswith(("Bracket", "Boards")):
                top.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        self._step_width = self.tree.columnWidth(0)
        self._fit_step_column()
        has = bool(self._events)
        self.export_button.setEnabled(has)
        self.placeholder.setVisible(not has)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_step_column()

    def _fit_step_column(self) -> None:
        """Long steps are elided (full text in the tooltip) so that the detail stays in sight:
        the step column takes at most half the tree (at least STEP_COLUMN_MAX pixels)."""
        limit = max(STEP_COLUMN_MAX, self.tree.viewport().width() // 2)
        self.tree.setColumnWidth(0, min(self._step_width, limit))

    def set_note(self, text: str) -> None:
        """A warning above the tree (the pairing on the page is not the one explained...)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.note_icon.setVisible(bool(text))

    def clear(self) -> None:
        self.set_events((), {})
        self.set_note("")

    def _index(
        self, node: object, path: tuple[int, ...], out: dict[frozenset[int], list[tuple[int, ...]]]
    ) -> None:
        """Who each node involves, by its path of child positions (no widgets made)."""
        players = frozenset(int(p) for p in getattr(node, "players", ()))
        out.setdefault(players, []).append(path)
        for k, child in enumerate(getattr(node, "children", ())):
            self._index(child, (*path, k), out)

    def _item(self, node: object) -> QTreeWidgetItem:
        label = str(getattr(node, "label", ""))
        detail = str(getattr(node, "detail", ""))
        article = str(getattr(node, "article", ""))
        item = QTreeWidgetItem([label, detail])
        tip = f"{article}: {detail}" if article and detail else (detail or label)
        item.setToolTip(0, f"{label}\n{tip}" if tip != label else label)
        item.setToolTip(1, tip)
        if getattr(node, "children", ()):
            # an int key as item data (a tuple there trips a refcount bug in PySide6)
            key = self._next_key = self._next_key + 1
            self._unfilled[key] = node
            item.setData(0, _NODE_ROLE, key)
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
        return item

    def _fill(self, item: QTreeWidgetItem, at_once: bool = False) -> None:
        """Make the children of ``item`` (once, when it is first opened): the first
        :data:`FILL_CHUNK` now, the others a chunk per turn of the event loop (the boards of a
        3,000-player round are 1,500 items: issue 26); ``at_once``: all of them now."""
        key = item.data(0, _NODE_ROLE)
        node = self._unfilled.pop(key, None) if isinstance(key, int) else None
        if node is None:
            return
        item.setChildIndicatorPolicy(
            QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
        )
        pending = list(getattr(node, "children", ()))
        generation = self._filling

        def add(n: int) -> None:
            children = [self._item(child) for child in pending[:n]]
            del pending[:n]
            item.addChildren(children)
            for child in children:
                _span_if_no_detail(child)

        def more() -> None:
            if generation != self._filling or not pending:
                return  # another tree is shown now, or done
            add(FILL_CHUNK)
            if pending:
                QTimer.singleShot(0, self, more)
            else:
                self._partial.pop(key, None)

        if at_once:
            add(len(pending))
            return
        add(FILL_CHUNK)
        if pending:
            self._partial[key] = (item, add, pending)
            QTimer.singleShot(0, self, more)

    def _complete(self, item: QTreeWidgetItem) -> None:
        """Every child of ``item`` made now (a path into it is followed)."""
        self._fill(item, at_once=True)
        key = item.data(0, _NODE_ROLE)
        partial = self._partial.pop(key, None) if isinstance(key, int) else None
        if partial is not None:
            _item, add, pending = partial
            add(len(pending))

    def item_at(self, path: Sequence[int]) -> QTreeWidgetItem | None:
        """The item at ``path`` (child positions from the top level), made if need be."""
        item = self.tree.topLevelItem(path[0]) if path else None
        for k in path[1:]:
            if item is None:
                return None
            self._complete(item)
            item = item.child(k)
        return item

    def highlight_players(self, players: Sequence[int]) -> list[QTreeWidgetItem]:
        """Highlight the nodes involving every one of ``players``; returns them."""
        wanted = frozenset(players)
        plain, bold = QBrush(), QFont()
        bold.setBold(True)
        # only the items lit before are put back: a 300-player tree is not repainted per click
        for item in self._lit:
            for col in (0, 1):
                item.setBackground(col, plain)
            item.setFont(0, QFont())
        # the nodes about exactly these players (their pair, their board, their colour rule);
        # a bracket or the round lists everyone and would light up for any board
        if self._involved is None:
            self._involved = {}
            for i, node in enumerate(self._nodes):
                self._index(node, (i,), self._involved)
        paths = self._involved.get(wanted, []) if wanted else []
        hits = [item for item in map(self.item_at, paths) if item is not None]
        for item in hits:
            for col in (0, 1):
                item.setBackground(col, QBrush(_HIGHLIGHT))
            item.setFont(0, bold)
            parent = item.parent()
            while parent is not None:
                parent.setExpanded(True)
                parent = parent.parent()
        self._lit = hits
        if hits:
            self.tree.scrollToItem(hits[0])
        return hits

    def text(self) -> str:
        return text_of(self._events, self._names) if self._events else ""

    def export(self, path: Path) -> None:
        path.write_text(self.text(), encoding="utf-8")
