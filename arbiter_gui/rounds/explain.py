"""The explanation panel: the engine's trace of a round as a tree (C.04.1.i).

The tree comes from :func:`engine.explain.render.to_tree`; the panel only shows it. Clicking a
board in the pairing list highlights the nodes that involve both of its players (the bracket,
the accepted candidate, the colour rule) and expands the path to them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.explain.trace import TraceEvent

_HIGHLIGHT = QColor(255, 236, 150)
STEP_COLUMN_MAX = 330


def tree_of(events: Sequence[TraceEvent], names: Mapping[int, str]) -> list[object]:
    from engine.explain.render import to_tree

    return list(to_tree(events, names))


def text_of(events: Sequence[TraceEvent], names: Mapping[int, str]) -> str:
    from engine.explain.render import render_text

    return render_text(events, names)


class ExplanationPanel(QWidget):
    """A tree of the explanation trace, with export as text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("explanation-panel")
        self._events: tuple[TraceEvent, ...] = ()
        self._names: dict[int, str] = {}
        self._players: list[tuple[QTreeWidgetItem, frozenset[int]]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.title = QLabel("<b>Why this pairing</b>", self)
        head.addWidget(self.title, 1)
        self.explain_button = QPushButton("Explain", self)
        self.explain_button.setToolTip("Run the engine with its explanation trace for this round")
        head.addWidget(self.explain_button)
        self.export_button = QPushButton("Export as text…", self)
        self.export_button.setEnabled(False)
        head.addWidget(self.export_button)
        layout.addLayout(head)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("explanation-tree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(["Step", "Detail"])
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(False)
        self.tree.header().setStretchLastSection(True)
        layout.addWidget(self.tree, 1)
        self.placeholder = QLabel(
            "No explanation yet: pair the round, or press Explain to replay the engine.", self
        )
        self.placeholder.setWordWrap(True)
        self.placeholder.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(self.placeholder)

    @property
    def events(self) -> tuple[TraceEvent, ...]:
        return self._events

    def set_events(self, events: Sequence[TraceEvent], names: Mapping[int, str]) -> None:
        self._events = tuple(events)
        self._names = dict(names)
        self._players = []
        self.tree.clear()
        for node in tree_of(self._events, self._names):
            self.tree.addTopLevelItem(self._item(node))
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None and top.text(0).startswith(("Bracket", "Boards")):
                top.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        # long steps are elided (full text in the tooltip) so that the detail stays in sight
        self.tree.setColumnWidth(0, min(self.tree.columnWidth(0), STEP_COLUMN_MAX))
        has = bool(self._events)
        self.export_button.setEnabled(has)
        self.placeholder.setVisible(not has)

    def clear(self) -> None:
        self.set_events((), {})

    def _item(self, node: object) -> QTreeWidgetItem:
        label = str(getattr(node, "label", ""))
        detail = str(getattr(node, "detail", ""))
        article = str(getattr(node, "article", ""))
        item = QTreeWidgetItem([label, detail])
        # kept on the Python side: a tuple stored as item data trips a refcount bug in PySide6
        self._players.append((item, frozenset(int(p) for p in getattr(node, "players", ()))))
        tip = f"{article}: {detail}" if article and detail else (detail or label)
        item.setToolTip(0, f"{label}\n{tip}" if tip != label else label)
        item.setToolTip(1, tip)
        for child in getattr(node, "children", ()):
            item.addChild(self._item(child))
        return item

    def highlight_players(self, players: Sequence[int]) -> list[QTreeWidgetItem]:
        """Highlight the nodes involving every one of ``players``; returns them."""
        wanted = set(players)
        hits: list[QTreeWidgetItem] = []
        plain, bold = QBrush(), QFont()
        bold.setBold(True)
        # the nodes about exactly these players (their pair, their board, their colour rule);
        # a bracket or the round lists everyone and would light up for any board
        exact = {id(item) for item, involved in self._players if wanted and involved == wanted}
        for item, _involved in self._players:
            hit = id(item) in exact
            for col in (0, 1):
                item.setBackground(col, QBrush(_HIGHLIGHT) if hit else plain)
            item.setFont(0, bold if hit else QFont())
            if hit:
                hits.append(item)
                parent = item.parent()
                while parent is not None:
                    parent.setExpanded(True)
                    parent = parent.parent()
        if hits:
            self.tree.scrollToItem(hits[0])
        return hits

    def text(self) -> str:
        return text_of(self._events, self._names) if self._events else ""

    def export(self, path: Path) -> None:
        path.write_text(self.text(), encoding="utf-8")
