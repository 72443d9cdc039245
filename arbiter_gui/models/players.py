"""The player list: a read-only table model over one immutable Tournament snapshot."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from arbiter_gui.models.text import points_text
from engine.model import Player, Tournament

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role giving a sortable key (numbers as numbers, names case-folded)."""

PLAYER_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role giving the engine's :class:`Player` of the row."""

_Index = QModelIndex | QPersistentModelIndex


class PlayerColumn(IntEnum):
    """Columns of the player list, left to right."""

    NUMBER = 0
    TITLE = 1
    NAME = 2
    RATING = 3
    FEDERATION = 4
    FIDE_ID = 5
    POINTS = 6


_HEADERS = {  # shown translated (context Players, listed in arbiter_gui.i18n.noop)
    PlayerColumn.NUMBER: ("No.", "Pairing number (starting rank)"),
    PlayerColumn.TITLE: ("Title", "FIDE title"),
    PlayerColumn.NAME: ("Name", "Name as in the FIDE rating list"),
    PlayerColumn.RATING: ("Rating", "FIDE rating (blank: unrated)"),
    PlayerColumn.FEDERATION: ("Fed", "Federation"),
    PlayerColumn.FIDE_ID: ("FIDE ID", "FIDE identification number"),
    PlayerColumn.POINTS: ("Pts", "Points from the results entered so far"),
}

_NUMERIC = frozenset(
    {PlayerColumn.NUMBER, PlayerColumn.RATING, PlayerColumn.FIDE_ID, PlayerColumn.POINTS}
)


class PlayersModel(QAbstractTableModel):
    """One row per player, in pairing-number order; replace the snapshot to refresh."""

    def __init__(self, tournament: Tournament | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tournament = tournament if tournament is not None else Tournament()
        self._italic = QFont()
        self._italic.setItalic(True)

    @property
    def tournament(self) -> Tournament:
        return self._tournament

    def set_tournament(self, tournament: Tournament) -> None:
        """Show another snapshot (the model never edits one).

        The same players in the same order (a result, a correction, an edit): only the rows
        whose :class:`Player` changed are announced, so a 300-player list is not laid out and
        sorted again for every result. Players added, removed or renumbered: a model reset.
        """
        old = self._tournament.players
        new = tournament.players
        if [p.id for p in old] != [p.id for p in new]:
            self.beginResetModel()
            self._tournament = tournament
            self.endResetModel()
            return
        self._tournament = tournament
        # a game changes the points only: announcing that one column spares a view that sizes
        # its columns to their contents from measuring every other column again
        changed = [(i, a, b) for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if not changed:
            return
        games_only = all(_same_but_games(a, b) for _i, a, b in changed)
        left = PlayerColumn.POINTS if games_only else 0
        right = PlayerColumn.POINTS if games_only else len(PlayerColumn) - 1
        rows = [i for i, _a, _b in changed]
        start = prev = rows[0]
        for i in [*rows[1:], None]:
            if i is not None and i == prev + 1:
                prev = i
                continue
            self.dataChanged.emit(self.index(start, left), self.index(prev, right))
            if i is not None:
                start = prev = i

    def column_texts(self, column: int) -> set[str]:
        """Every text ``column`` shows, and for the points a wide score (for sizing it)."""
        col = PlayerColumn(column)
        out = {self._display(p, col) for p in self._tournament.players}
        if col == PlayerColumn.POINTS:
            out.add("10½")  # the column is wide enough for the points still to come
        return out

    def player_at(self, row: int) -> Player:
        return self._tournament.players[row]

    # ---- QAbstractTableModel -------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._tournament.players)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(PlayerColumn)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or section not in range(len(PlayerColumn)):
            return None
        text, tip = _HEADERS[PlayerColumn(section)]
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("Players", text)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Players", tip)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._tournament.players):
            return None
        player = self._tournament.players[index.row()]
        column = PlayerColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(player, column)
        if role == SORT_ROLE:
            return self._sort_key(player, column)
        if role == PLAYER_ROLE:
            return player
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _alignment(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(player, column)
        if role == Qt.ItemDataRole.FontRole and player.withdrawn_from is not None:
            return self._italic
        return None

    # ---- translation ----------------------------------------------------------------------

    def _display(self, p: Player, column: PlayerColumn) -> str:
        match column:
            case PlayerColumn.NUMBER:
                return str(p.id)
            case PlayerColumn.TITLE:
                return p.title
            case PlayerColumn.NAME:
                return p.name
            case PlayerColumn.RATING:
                return str(p.rating) if p.rating else ""
            case PlayerColumn.FEDERATION:
                return p.federation
            case PlayerColumn.FIDE_ID:
                return p.fide_id
            case PlayerColumn.POINTS:
                return points_text(self._tournament.points(p.id))

    def _sort_key(self, p: Player, column: PlayerColumn) -> int | float | str:
        match column:
            case PlayerColumn.NUMBER:
                return p.id
            case PlayerColumn.RATING:
                return p.rating
            case PlayerColumn.FIDE_ID:
                return int(p.fide_id) if p.fide_id.isdigit() else 0
            case PlayerColumn.POINTS:
                return float(self._tournament.points(p.id))
            case _:
                return self._display(p, column).casefold()

    def _tooltip(self, p: Player, column: PlayerColumn) -> str | None:
        if p.withdrawn_from is not None:
            return QCoreApplication.translate("Players", "{0}: withdrawn from round {1}").format(
                p.name, p.withdrawn_from
            )
        if column == PlayerColumn.RATING and not p.rating:
            return QCoreApplication.translate("Players", "unrated")
        if column == PlayerColumn.NAME and p.birth_date:
            return QCoreApplication.translate("Players", "{0}, born {1}").format(
                p.name, p.birth_date
            )
        return None


def _same_but_games(a: Player, b: Player) -> bool:
    """True when only the games (and the file's declared points and rank) differ."""
    ignore = ("rounds", "declared_points", "declared_rank")
    return all(
        getattr(a, name) == getattr(b, name)
        for name in Player.__dataclass_fields__
        if name not in ignore
    )


def _alignment(column: PlayerColumn) -> Qt.AlignmentFlag:
    horizontal = Qt.AlignmentFlag.AlignRight if column in _NUMERIC else Qt.AlignmentFlag.AlignLeft
    return horizontal | Qt.AlignmentFlag.AlignVCenter
