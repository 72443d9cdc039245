"""The main window: the open tournament's player list and one tab per round."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.errors import report_error
from arbiter_gui.loading import load_tournament
from arbiter_gui.models.boards import BoardsModel
from arbiter_gui.models.players import SORT_ROLE, PlayerColumn, PlayersModel
from arbiter_gui.ops import QueryOp
from engine.model import Tournament
from engine.version import VERSION

APP_NAME = "Swiss Arbiter"


class MainWindow(QMainWindow):
    """Shows one tournament; File > Open replaces it."""

    tournament_loaded = Signal(object)
    """Emitted with the :class:`Tournament` once it is on screen."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.setWindowTitle(APP_NAME)
        self.resize(1100, 720)
        self._tournament = Tournament()
        self._path: Path | None = None
        self._load_op: QueryOp[Tournament] | None = None

        self.players_model = PlayersModel(parent=self)
        self._players_proxy = QSortFilterProxyModel(self)
        self._players_proxy.setSourceModel(self.players_model)
        self._players_proxy.setSortRole(SORT_ROLE)
        self._players_proxy.setFilterKeyColumn(-1)
        self._players_proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        self._build_actions()
        self._build_central()
        self.statusBar().showMessage("No tournament open")

    # ---- construction ---------------------------------------------------------------------

    def _build_actions(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.open_action = QAction("&Open…", self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self._choose_file)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        help_menu = self.menuBar().addMenu("&Help")
        self.about_action = QAction(f"&About {APP_NAME}", self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def _build_central(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 4)

        self.title_label = QLabel("No tournament open", central)
        self.title_label.setObjectName("tournament-title")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title_label.setFont(font)
        self.details_label = QLabel("", central)
        self.details_label.setObjectName("tournament-details")
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title_label)
        layout.addWidget(self.details_label)

        self.tabs = QTabWidget(central)
        self.tabs.setDocumentMode(True)
        layout.addWidget(self.tabs, 1)

        players_page = QWidget(self.tabs)
        players_layout = QVBoxLayout(players_page)
        players_layout.setContentsMargins(0, 6, 0, 0)
        search_row = QHBoxLayout()
        self.player_filter = QLineEdit(players_page)
        self.player_filter.setPlaceholderText("Find a player: name, number, federation, FIDE ID…")
        self.player_filter.setClearButtonEnabled(True)
        self.player_filter.textChanged.connect(self._players_proxy.setFilterFixedString)
        search_row.addWidget(self.player_filter)
        self.player_count = QLabel("", players_page)
        search_row.addWidget(self.player_count)
        players_layout.addLayout(search_row)

        self.players_view = _table(players_page)
        self.players_view.setModel(self._players_proxy)
        self.players_view.setSortingEnabled(True)
        self.players_view.sortByColumn(PlayerColumn.NUMBER, Qt.SortOrder.AscendingOrder)
        self.players_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        players_layout.addWidget(self.players_view)
        self.tabs.addTab(players_page, "Players")

        self.setCentralWidget(central)

    # ---- state ----------------------------------------------------------------------------

    @property
    def tournament(self) -> Tournament:
        return self._tournament

    @property
    def path(self) -> Path | None:
        return self._path

    def round_models(self) -> list[BoardsModel]:
        """The boards model of each round tab, in round order."""
        models = []
        for i in range(1, self.tabs.count()):
            view = self.tabs.widget(i)
            model = view.model() if isinstance(view, QTableView) else None
            if isinstance(model, BoardsModel):
                models.append(model)
        return models

    # ---- opening --------------------------------------------------------------------------

    def open_path(self, path: Path) -> QueryOp[Tournament]:
        """Read ``path`` in the background and show it; errors become a message."""
        if self._load_op is not None:
            self._load_op.cancel()  # a late result of an older open must not land
        self.statusBar().showMessage(f"Opening {path}…")
        op = QueryOp(self, lambda: load_tournament(path))
        op.success(lambda t: self.show_tournament(t, path)).failure(
            lambda exc: self._open_failed(path, exc)
        )
        self._load_op = op
        op.finished.connect(lambda: self._forget_op(op))
        return op.run_in_background()

    def _forget_op(self, op: QueryOp[Tournament]) -> None:
        if self._load_op is op:
            self._load_op = None

    def _open_failed(self, path: Path, exc: Exception) -> None:
        self.statusBar().showMessage(f"Could not open {path}")
        report_error(self, exc, title="Open tournament")

    def _choose_file(self) -> None:
        start = str(self._path.parent) if self._path else ""
        name, _ = QFileDialog.getOpenFileName(
            self,
            "Open tournament",
            start,
            "Tournament report files (*.trf *.trfx *.txt);;All files (*)",
        )
        if name:
            self.open_path(Path(name))

    def show_tournament(self, tournament: Tournament, path: Path | None = None) -> None:
        """Put ``tournament`` on screen (replaces whatever was shown)."""
        self._tournament = tournament
        self._path = path
        self.players_model.set_tournament(tournament)
        self._rebuild_round_tabs(tournament)

        name = tournament.name or (path.stem if path else "Untitled tournament")
        self.title_label.setText(name)
        self.setWindowTitle(f"{name} — {APP_NAME}")
        self.details_label.setText(_details(tournament))
        n = len(tournament.players)
        self.player_count.setText(f"{n} player{'s' if n != 1 else ''}")
        self.statusBar().showMessage(str(path) if path else "")
        self.tournament_loaded.emit(tournament)

    def _rebuild_round_tabs(self, tournament: Tournament) -> None:
        while self.tabs.count() > 1:
            page = self.tabs.widget(1)
            self.tabs.removeTab(1)
            if page is not None:
                page.deleteLater()
        for r in range(1, tournament.rounds_in_file + 1):
            view = _table(self.tabs)
            view.setObjectName(f"round-{r}")
            view.setModel(BoardsModel(tournament, r, parent=view))
            view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            index = self.tabs.addTab(view, f"Round {r}")
            if r <= len(tournament.round_dates) and tournament.round_dates[r - 1].strip():
                self.tabs.setTabToolTip(index, f"Round {r}: {tournament.round_dates[r - 1]}")

    # ---- help -----------------------------------------------------------------------------

    def show_about(self) -> QMessageBox:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        box = QMessageBox(self)
        box.setObjectName("about-dialog")
        box.setWindowTitle(f"About {APP_NAME}")
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.setText(f"<h3>{APP_NAME} {VERSION}</h3>")
        box.setInformativeText(
            "Runs a FIDE-rated Swiss tournament at the venue: registration, pairings "
            "(FIDE Dutch System), results, standings and the FIDE report file.<br><br>"
            f"Version {VERSION}<br>Qt {qVersion()} · PySide6 {pyside_version}"
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box


class _PaddedDelegate(QStyledItemDelegate):
    """Adds breathing room to cells sized to their contents (numbers do not touch the grid)."""

    PADDING = 14

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + self.PADDING, size.height())


def _table(parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setItemDelegate(_PaddedDelegate(view))
    header = view.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
    header.setMinimumSectionSize(36)
    header.setStretchLastSection(False)
    header.setHighlightSections(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    return view


def _details(t: Tournament) -> str:
    parts = []
    place = ", ".join(x for x in (t.city, t.federation) if x)
    if place:
        parts.append(place)
    if t.start_date:
        parts.append(f"{t.start_date} – {t.end_date}" if t.end_date else t.start_date)
    paired = t.rounds_paired()
    if t.rounds_total:
        parts.append(f"{t.rounds_total} rounds, {paired} paired")
    elif paired:
        parts.append(f"{paired} round{'s' if paired != 1 else ''} paired")
    if t.chief_arbiter:
        parts.append(f"chief arbiter {t.chief_arbiter}")
    return "  ·  ".join(parts)
