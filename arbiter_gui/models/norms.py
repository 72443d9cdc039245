"""The norm screen's table: one row per player, one column per title (GM, IM, WGM, WIM)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from arbiter_gui.models.text import points_text
from engine.model import Player, Tournament
from engine.norms import NormStatus, NormTitle, NormVerdict
from engine.ratinglist.titles import normalise_title
from engine.reports import verdict_cell

VERDICT_ROLE = Qt.ItemDataRole.UserRole + 3
"""Role giving the :class:`NormVerdict` of a title cell."""

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_FIXED = (
    QT_TRANSLATE_NOOP("NormScreenModel", "No."),
    QT_TRANSLATE_NOOP("NormScreenModel", "Name"),
    QT_TRANSLATE_NOOP("NormScreenModel", "Title"),
    QT_TRANSLATE_NOOP("NormScreenModel", "Rtg"),
    QT_TRANSLATE_NOOP("NormScreenModel", "Fed"),
    QT_TRANSLATE_NOOP("NormScreenModel", "Pts"),
)
TITLES = tuple(NormTitle)
FIRST_TITLE_COLUMN = len(_FIXED)
_COLOURS = {
    NormStatus.ACHIEVED: QColor("#b7e1b0"),
    NormStatus.POSSIBLE: QColor("#fbe7a1"),
    NormStatus.OPEN: QColor("#e3ecf7"),
}
_ORDER = {
    NormStatus.ACHIEVED: 0,
    NormStatus.POSSIBLE: 1,
    NormStatus.OPEN: 2,
    NormStatus.FAILED: 3,
    NormStatus.HOLDS_TITLE: 4,
    NormStatus.NOT_ELIGIBLE: 5,
}


class NormScreenModel(QAbstractTableModel):
    """Players with a norm or a chance first, then by points; read-only."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Player, Fraction, dict[NormTitle, NormVerdict]]] = []

    def set_verdicts(self, t: Tournament, verdicts: tuple[NormVerdict, ...]) -> None:
        """Show the verdicts of ``t`` (the previous ones are dropped)."""
        by_player: dict[int, dict[NormTitle, NormVerdict]] = {}
        for v in verdicts:
            by_player.setdefault(int(v.player), {})[v.title] = v
        rows = [
            (p, t.points(p.id), by_player.get(int(p.id), {}))
            for p in t.players
            if int(p.id) in by_player
        ]
        rows.sort(
            key=lambda r: (
                min((_ORDER[v.status] for v in r[2].values()), default=9),
                -r[1],
                r[0].id,
            )
        )
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(_FIXED) + len(TITLES)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if section < len(_FIXED):
                return self.tr(_FIXED[section])
            return TITLES[section - len(_FIXED)].value
        return None

    def verdict(self, index: _Index) -> NormVerdict | None:
        """The verdict in a title cell (None in the other columns)."""
        if not index.isValid() or index.column() < FIRST_TITLE_COLUMN:
            return None
        _, _, cells = self._rows[index.row()]
        return cells.get(TITLES[index.column() - FIRST_TITLE_COLUMN])

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        p, pts, _ = self._rows[index.row()]
        col = index.column()
        v = self.verdict(index)
        if role == Qt.ItemDataRole.DisplayRole:
            if v is not None:
                return verdict_cell(v)
            fixed = (
                str(p.id),
                p.name,
                normalise_title(p.title),
                str(p.rating) if p.rating else "",
                p.federation,
                points_text(pts),
            )
            return fixed[col]
        if role == Qt.ItemDataRole.ToolTipRole and v is not None:
            return v.summary
        if role == Qt.ItemDataRole.BackgroundRole and v is not None and v.status in _COLOURS:
            return QBrush(_COLOURS[v.status])
        if role == Qt.ItemDataRole.TextAlignmentRole and col != 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == VERDICT_ROLE:
            return v
        return None
