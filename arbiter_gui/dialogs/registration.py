"""Player registration: the sortable, filterable list with add, edit, delete and imports."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QSortFilterProxyModel, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.fields import ErrorLabel
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.table import make_table, stretch_column
from arbiter_gui.models.players import PLAYER_ROLE, SORT_ROLE, PlayerColumn, PlayersModel
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import Changes, DeletePlayer
from engine.model import Player


class RegistrationDialog(QDialog):
    """The registration desk. ``on_import_list`` / ``on_import_csv`` open the import dialogs."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        *,
        on_import_list: Callable[[], object] | None = None,
        on_import_csv: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("registration-dialog")
        self.setWindowTitle(self.tr("Players"))
        self.session = session
        self.model = PlayersModel(session.tournament, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setObjectName("filter")
        self.filter_edit.setPlaceholderText(
            self.tr("Filter: name, number, federation, FIDE ID… (Ctrl+F)")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        top.addWidget(self.filter_edit, 1)
        self.count_label = QLabel(self)
        top.addWidget(self.count_label)
        layout.addLayout(top)

        self.view = make_table(self, "players", stretch=PlayerColumn.NAME)
        self.view.setModel(self.proxy)
        stretch_column(self.view)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(PlayerColumn.NUMBER, Qt.SortOrder.AscendingOrder)
        self.view.activated.connect(lambda _i: self.edit_selected())
        layout.addWidget(self.view, 1)

        self.message = ErrorLabel(self)
        layout.addWidget(self.message)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        layout.addWidget(self.status)

        buttons = QHBoxLayout()
        self.add_button = self._button(buttons, self.tr("&Add…"), "add", self.add_player)
        self.edit_button = self._button(buttons, self.tr("&Edit…"), "edit", self.edit_selected)
        self.delete_button = self._button(
            buttons, self.tr("&Delete"), "delete", self.delete_selected
        )
        buttons.addSpacing(16)
        self.list_button = self._button(
            buttons, self.tr("From FIDE &list…"), "import-list", on_import_list or (lambda: None)
        )
        self.list_button.setEnabled(on_import_list is not None)
        self.csv_button = self._button(
            buttons, self.tr("From &CSV…"), "import-csv", on_import_csv or (lambda: None)
        )
        self.csv_button.setEnabled(on_import_csv is not None)
        buttons.addStretch(1)
        self.close_button = self._button(buttons, self.tr("Close"), "close", self.accept)
        layout.addLayout(buttons)

        # Insert adds, F2 edits, Delete deletes (in the table); Ctrl+F filters
        self._keys: dict[int, Callable[[], object]] = {
            Qt.Key.Key_Insert: self.add_player,
            Qt.Key.Key_F2: self.edit_selected,
            Qt.Key.Key_Delete: self.delete_selected,
        }
        self.view.installEventFilter(self)
        QShortcut(QKeySequence.StandardKey.Find, self, self.filter_edit.setFocus)

        session.changed.connect(self._changed)
        self._refresh()
        self.resize(760, 520)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            action = self._keys.get(event.key())
            if action is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                action()
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Insert:
            self.add_player()
            return
        super().keyPressEvent(event)

    def _button(
        self, row: QHBoxLayout, text: str, name: str, slot: Callable[[], object]
    ) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter in the table edits; it never closes the dialog
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # ---- state ----------------------------------------------------------------------------

    def _changed(self, _changes: Changes) -> None:
        if self.session.is_open:
            self._refresh()

    def _refresh(self) -> None:
        current = self.selected_player()
        self.model.set_tournament(self.session.tournament)
        n = len(self.session.tournament.players)
        self.count_label.setText(
            self.tr("1 player") if n == 1 else self.tr("{0} players").format(n)
        )
        if current is not None:
            self.select_fide_or_name(current)

    def selected_player(self) -> Player | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        player = self.proxy.data(index, PLAYER_ROLE)
        return player if isinstance(player, Player) else None

    def select_fide_or_name(self, player: Player) -> None:
        for row in range(self.proxy.rowCount()):
            p = self.proxy.data(self.proxy.index(row, 0), PLAYER_ROLE)
            if isinstance(p, Player) and (
                (player.fide_id and p.fide_id == player.fide_id) or p.name == player.name
            ):
                self.view.setCurrentIndex(self.proxy.index(row, 0))
                return

    # ---- actions --------------------------------------------------------------------------

    def add_player(self) -> PlayerDialog:
        dialog = PlayerDialog(self.session, None, self)
        dialog.open()
        return dialog

    def edit_selected(self) -> PlayerDialog | None:
        player = self.selected_player()
        if player is None:
            self.message.show_error(self.tr("Select a player first."))
            return None
        dialog = PlayerDialog(self.session, player.id, self)
        dialog.open()
        return dialog

    def delete_selected(self) -> None:
        player = self.selected_player()
        if player is None:
            self.message.show_error(self.tr("Select a player first."))
            return
        try:
            self.session.apply(DeletePlayer(player.id))
        except EngineError as exc:
            self.message.show_error(str(exc))
            return
        self.message.show_error("")
        self.status.setText(
            self.tr("Deleted {0} (Edit > Undo brings the player back).").format(player.name)
        )
        self.view.setCurrentIndex(QModelIndex())


__all__ = ["RegistrationDialog"]
