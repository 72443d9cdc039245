"""The player list: a read-only table model over one immutable Tournament snapshot.

Sorting and filtering a 3,000-player list through Qt's proxy asked the model for a sort key
twice per comparison, some 70,000 calls into Python, and for the points each time (issue 26).
Here the model sorts itself (:meth:`PlayersModel.sort`, keys computed once, Python's sort)
and :class:`PlayersProxy` filters from one lower-cased text per player; the points are
counted once per snapshot (:mod:`arbiter_gui.models.scores`), and again only for the players
whose games changed.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from enum import IntEnum
from fractions import Fraction

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from arbiter_gui.models.scores import score_table
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
    """One row per player, in pairing-number order unless sorted (:meth:`sort`); replace the
    snapshot to refresh."""

    def __init__(self, tournament: Tournament | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tournament = tournament if tournament is not None else Tournament()
        self._italic = QFont()
        self._italic.setItalic(True)
        # row -> index into tournament.players; None: pairing-number order (the identity)
        self._order: list[int] | None = None
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._points = self._all_points(self._tournament)  # by index into tournament.players
        self._rows_cache: tuple[list[int] | None, list[int]] = (None, [])  # order, its inverse
        self._search: tuple[Tournament | None, list[str]] = (None, [])  # snapshot, its texts
        self._sorted_for: Tournament | None = None  # the snapshot the order was made for

    @property
    def tournament(self) -> Tournament:
        return self._tournament

    def _all_points(self, t: Tournament) -> list[Fraction]:
        table = score_table(t)
        return [table.total(i) for i in range(len(t.players))]

    def _index_of(self, row: int) -> int:
        return row if self._order is None else self._order[row]

    def points(self, row: int) -> Fraction:
        """The points of the player in ``row`` (from the results entered so far)."""
        return self._points[self._index_of(row)]

    def set_tournament(self, tournament: Tournament) -> None:
        """Show another snapshot (the model never edits one).

        The same players in the same order (a result, a correction, an edit): only the rows
        whose :class:`Player` changed are announced, so a 300-player list is not laid out and
        sorted again for every result. Players added, removed or renumbered: a model reset.
        """
        old = self._tournament.players
        new = tournament.players
        if len(old) != len(new) or list(map(_id, old)) != list(map(_id, new)):
            self.beginResetModel()
            self._tournament = tournament
            self._points = self._all_points(tournament)
            self._order = self._sorted_order()
            self.endResetModel()
            return
        system_changed = tournament.point_system != self._tournament.point_system
        self._tournament = tournament
        data_rows: list[int] = []  # players whose shown data changed (not only their games)
        point_rows: list[int] = []
        if system_changed:  # every score is counted anew
            self._points = self._all_points(tournament)
            point_rows = list(range(len(new)))
        else:
            table = score_table(tournament)  # counts the changed players only
            points = self._points
            for i, (a, b) in enumerate(zip(old, new, strict=True)):
                if a is b:
                    continue
                if not _same_but_games(a, b):
                    data_rows.append(i)
                now = table.total(i)
                if now is not points[i] and now != points[i]:
                    points[i] = now
                    point_rows.append(i)
        # a game changes the points only: announcing that one column spares a view that sizes
        # its columns to their contents from measuring every other column again; a pairing
        # (every player a new entry, no point yet) announces nothing
        games_only = not data_rows
        changed = sorted({*data_rows, *point_rows})
        if not changed:
            return
        left = PlayerColumn.POINTS if games_only else 0
        right = PlayerColumn.POINTS if games_only else len(PlayerColumn) - 1
        if self._sort is not None and (not games_only or self._sort[0] == PlayerColumn.POINTS):
            # the changed values may move rows: sort again (announced as a layout change)
            self.sort(*self._sort)
        rows = sorted(self._row_of_index(i) for i in changed)
        start = prev = rows[0]
        for row in [*rows[1:], None]:
            if row is not None and row == prev + 1:
                prev = row
                continue
            self.dataChanged.emit(self.index(start, left), self.index(prev, right))
            if row is not None:
                start = prev = row

    def _row_of_index(self, i: int) -> int:
        if self._order is None:
            return i
        if self._rows_cache[0] is not self._order:
            inverse = [0] * len(self._order)
            for row, index in enumerate(self._order):
                inverse[index] = row
            self._rows_cache = (self._order, inverse)
        return self._rows_cache[1][i]

    def column_texts(self, column: int) -> set[str]:
        """Every text ``column`` shows, and for the points a wide score (for sizing it)."""
        col = PlayerColumn(column)
        players = self._tournament.players
        match col:
            case PlayerColumn.POINTS:
                out = {points_text(x) for x in set(self._points)}
                out.add("10½")  # the column is wide enough for the points still to come
                return out
            case PlayerColumn.NUMBER:
                return {str(p.id) for p in players}
            case PlayerColumn.TITLE:
                return {p.title for p in players}
            case PlayerColumn.NAME:
                return {p.name for p in players}
            case PlayerColumn.RATING:
                return {str(p.rating) if p.rating else "" for p in players}
            case PlayerColumn.FEDERATION:
                return {p.federation for p in players}
            case PlayerColumn.FIDE_ID:
                return {p.fide_id for p in players}

    def player_at(self, row: int) -> Player:
        return self._tournament.players[self._index_of(row)]

    def player_index(self, row: int) -> int:
        """The place in ``tournament.players`` of the player shown in ``row``."""
        return self._index_of(row)

    def search_texts(self) -> list[str]:
        """Per player (in ``tournament.players`` order), every text his row shows, lower-cased
        and joined by a character no one types (a search matches within one column, as Qt's
        filter on all columns does); made once per snapshot."""
        if self._search[0] is self._tournament:
            return self._search[1]
        out = []
        for p, points in zip(self._tournament.players, self._points, strict=True):
            texts = (
                str(p.id),
                p.title,
                p.name,
                str(p.rating) if p.rating else "",
                p.federation,
                p.fide_id,
                points_text(points),
            )
            out.append("\x00".join(texts).casefold())
        self._search = (self._tournament, out)
        return out

    # ---- sorting ------------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by ``column`` (ties in pairing-number order, either way); the view's
        selection and current row follow their players."""
        if not 0 <= column < len(PlayerColumn):
            return
        if self._sort == (column, order) and self._sorted_for is self._tournament:
            return  # already so (QTableView.sortByColumn asks twice)
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        players = [self._index_of(index.row()) for index in before]
        self._order = self._sorted_order()
        after = [
            self.index(self._row_of_index(i), index.column())
            for i, index in zip(players, before, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _sorted_order(self) -> list[int] | None:
        self._sorted_for = self._tournament
        if self._sort is None:
            return None
        column, order = self._sort
        players = self._tournament.players
        col = PlayerColumn(column)
        keys: list[int] | list[str]
        # one list of keys made column by column (3,000 players: no call per player, and the
        # points as whole steps, not fractions compared 35,000 times)
        match col:
            case PlayerColumn.NUMBER:
                keys = [int(p.id) for p in players]
            case PlayerColumn.RATING:
                keys = [p.rating for p in players]
            case PlayerColumn.FIDE_ID:
                keys = [int(p.fide_id) if p.fide_id.isdigit() else 0 for p in players]
            case PlayerColumn.POINTS:
                keys = [row[-1] for row in score_table(self._tournament).after]
            case PlayerColumn.TITLE:
                keys = [p.title.casefold() for p in players]
            case PlayerColumn.NAME:
                keys = [p.name.casefold() for p in players]
            case PlayerColumn.FEDERATION:
                keys = [p.federation.casefold() for p in players]
        # players are kept in pairing-number order: a stable sort keeps ties in that order,
        # also descending (reverse=True keeps stability), as Qt's proxy did
        ranked = sorted(range(len(players)), key=lambda i: (players[i].id, i))
        return sorted(ranked, key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

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
        i = self._index_of(index.row())
        player = self._tournament.players[i]
        column = PlayerColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(player, column, i)
        if role == SORT_ROLE:
            return self._sort_key(player, column, i)
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

    def _display(self, p: Player, column: PlayerColumn, i: int) -> str:
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
                return points_text(self._points[i])

    def _sort_key(self, p: Player, column: PlayerColumn, i: int) -> int | float | str:
        match column:
            case PlayerColumn.NUMBER:
                return p.id
            case PlayerColumn.RATING:
                return p.rating
            case PlayerColumn.FIDE_ID:
                return int(p.fide_id) if p.fide_id.isdigit() else 0
            case PlayerColumn.POINTS:
                return float(self._points[i])
            case _:
                return self._display(p, column, i).casefold()

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


_id = operator.attrgetter("id")
_shown_data = operator.attrgetter(
    *(
        name
        for name in Player.__dataclass_fields__
        if name not in ("rounds", "declared_points", "declared_rank")
    )
)


def _same_but_games(a: Player, b: Player) -> bool:
    """True when only the games (and the file's declared points and rank) differ."""
    return bool(_shown_data(a) == _shown_data(b))


def _alignment(column: PlayerColumn) -> Qt.AlignmentFlag:
    horizontal = Qt.AlignmentFlag.AlignRight if column in _NUMERIC else Qt.AlignmentFlag.AlignLeft
    return horizontal | Qt.AlignmentFlag.AlignVCenter


class PlayersProxy(QSortFilterProxyModel):
    """The player list as the Players tab shows it: sorted by the model itself, filtered by
    the text typed (case-insensitive, in any column)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._accepted: list[bool] | None = None  # per player (model order); None: all

    def sourceModel(self) -> PlayersModel:  # type: ignore[override]
        model = super().sourceModel()
        assert isinstance(model, PlayersModel)
        return model

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        super().setSourceModel(model)
        # a sort moves rows, not players: the players matched stay matched (layoutChanged
        # needs nothing); new texts (points, a new list) are matched again
        for signal in (model.modelReset, model.dataChanged):
            signal.connect(self._source_changed)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # the model orders its own rows (one Python sort); this proxy keeps their order
        self.sourceModel().sort(column, order)

    def set_filter_text(self, text: str) -> None:
        """Show only the players with ``text`` in one of their columns ("" shows all)."""
        needle = text.casefold()
        if needle == self._needle:
            return

        def change() -> None:
            self._needle = needle
            self._match()

        self._refilter(change)

    def filter_text(self) -> str:
        return self._needle

    def _source_changed(self, *_: object) -> None:
        if self._needle:  # the texts changed: match them again
            self._refilter(self._match)

    def _refilter(self, change: Callable[[], None]) -> None:
        if hasattr(self, "endFilterChange"):  # Qt 6.10 on (invalidateRowsFilter deprecated)
            self.beginFilterChange()
            change()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            change()
            self.invalidateRowsFilter()

    def _match(self) -> None:
        if not self._needle:
            self._accepted = None
            return
        needle = self._needle
        self._accepted = [needle in text for text in self.sourceModel().search_texts()]

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        accepted = self._accepted
        if accepted is None:
            return True
        i = self.sourceModel().player_index(source_row)
        return i < len(accepted) and accepted[i]
