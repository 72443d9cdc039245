"""The main window: the open tournament's player list and one tab per round."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialogs.actions import install_setup_actions
from arbiter_gui.errors import report_error
from arbiter_gui.loading import (
    TOURNAMENT_SUFFIX,
    create_journal,
    is_tournament_file,
    load_tournament,
    open_journal,
    restore_and_open,
)
from arbiter_gui.models.boards import BoardsModel
from arbiter_gui.models.players import PlayerColumn, PlayersModel, PlayersProxy
from arbiter_gui.models.scores import score_table
from arbiter_gui.models.sizing import fit_columns
from arbiter_gui.ops import QueryOp
from arbiter_gui.paths import start_folder
from arbiter_gui.printing.actions import install_report_actions
from arbiter_gui.rounds.controller import RoundsController
from arbiter_gui.rounds.pages import NextRoundPage, RoundPage
from arbiter_gui.session import NEXT_TURN_MS, Session, command_label
from arbiter_gui.tables import new_table
from arbiter_gui.views.file_menu import install_file_menu
from arbiter_gui.views.file_problems import show_file_problem
from engine.errors import EngineError
from engine.journal import Changes, DamagedFileError, FileBehindError, ImportTrf, Journal
from engine.model import PlayerId, Tournament
from engine.version import VERSION

APP_NAME = "Swiss Arbiter"
GEOMETRY_KEY = "window/geometry"
PAGES_AT_ONCE = 2
"""Round pages a large event gets per turn of the event loop (see _rebuild_round_tabs)."""
"""QSettings key of the main window's size and place."""


class MainWindow(QMainWindow):
    """Shows one tournament; File > Open replaces it."""

    tournament_loaded = Signal(object)
    """Emitted with the :class:`Tournament` once it is on screen."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.setWindowTitle(APP_NAME)
        self.resize(1100, 720)
        # the size and place the arbiter left it in (this computer's settings, not the file's)
        geometry = QSettings().value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self.restoreGeometry(QByteArray(geometry))
        self._tournament = Tournament()
        self._path: Path | None = None
        self._load_op: QueryOp[Tournament] | QueryOp[Journal] | None = None
        self.session: Session | None = None

        self.players_model = PlayersModel(parent=self)
        self._players_proxy = PlayersProxy(self)  # the model sorts itself; the proxy filters
        self._players_proxy.setSourceModel(self.players_model)

        self.rounds = RoundsController(self, lambda: self.session)
        self._refresh_from = 1  # the first round page a session change refreshes
        self._pages_pending = False  # a large event's remaining round pages are being made
        self._build_actions()
        self._build_central()
        self._build_progress()
        from arbiter_gui.views.fide_mode import install_fide_mode

        install_fide_mode(self)  # issue 21: FIDE-mode marker, leaving it, manual pairing, F1
        self.statusBar().showMessage(self.tr("No tournament open"))

    # ---- construction ---------------------------------------------------------------------

    def _build_actions(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.setObjectName("file-menu")  # found by name: its title is translated
        self.new_action = QAction(self.tr("&New tournament…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self._choose_new_file)
        file_menu.addAction(self.new_action)
        self.open_action = QAction(self.tr("&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self._choose_file)
        file_menu.addAction(self.open_action)
        self.import_action = QAction(self.tr("&Import TRF as a new tournament…"), self)
        self.import_action.triggered.connect(self._choose_import)
        file_menu.addAction(self.import_action)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setObjectName("quit-action")
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit_menu.addAction(self.undo_action)
        self.redo_action = QAction(self.tr("&Redo"), self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.redo)
        edit_menu.addAction(self.redo_action)
        self._update_undo_actions()

        install_file_menu(self)  # File: Open Recent, Save As; the title names the file
        # Tournament menu: details, players, order, byes, export
        self.setup_actions = install_setup_actions(self, lambda: self.session)
        install_report_actions(self)  # Reports menu: pairings, results, standings, crosstable
        from arbiter_gui.publish.actions import install_publish_actions

        install_publish_actions(self)  # Reports menu: publish to folder (F9), live page, projector
        from arbiter_gui.roundrobin.menu import install_round_robin_menu

        install_round_robin_menu(self)  # Round-robin menu: lots, schedule, grid (issue 23)

        self._build_round_menu()

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.setObjectName("help-menu")
        self.manual_action = QAction(self.tr("&Manual"), self)
        self.manual_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.manual_action.triggered.connect(lambda: self.show_manual())
        help_menu.addAction(self.manual_action)
        self.shortcuts_action = QAction(self.tr("&Keyboard shortcuts"), self)
        self.shortcuts_action.triggered.connect(lambda: self.show_shortcuts())
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        self.about_action = QAction(self.tr("&About {0}").format(APP_NAME), self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)
        from arbiter_gui.i18n.menu import install_language_menu

        install_language_menu(self)  # Help > Language (issue 25)

    def _build_round_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Round"))
        self.round_menu = menu
        self.pair_action = QAction(self.tr("&Pair next round"), self)
        self.pair_action.setObjectName("pair-action")
        self.pair_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.pair_action.triggered.connect(lambda: self.rounds.pair())
        menu.addAction(self.pair_action)
        self.cancel_pairing_action = QAction(self.tr("&Cancel pairing"), self)
        self.cancel_pairing_action.setShortcut(QKeySequence("Ctrl+Shift+X"))
        self.cancel_pairing_action.triggered.connect(self.rounds.cancel_pairing)
        self.cancel_pairing_action.setEnabled(False)
        menu.addAction(self.cancel_pairing_action)
        self.publish_action = QAction(self.tr("P&ublish round"), self)
        self.publish_action.setShortcut(QKeySequence("Ctrl+Shift+U"))
        self.publish_action.triggered.connect(self._publish_current)
        menu.addAction(self.publish_action)
        self.unpair_action = QAction(self.tr("U&npair round"), self)
        self.unpair_action.setShortcut(QKeySequence("Ctrl+Shift+Backspace"))
        self.unpair_action.triggered.connect(self._unpair_current)
        menu.addAction(self.unpair_action)
        menu.addSeparator()
        self.results_action = QAction(self.tr("Enter &results"), self)
        self.results_action.setShortcut(QKeySequence("Ctrl+R"))
        self.results_action.triggered.connect(lambda: self.focus_results())
        menu.addAction(self.results_action)
        self.import_results_action = QAction(self.tr("&Import results from TRF…"), self)
        self.import_results_action.triggered.connect(lambda: self.rounds.import_results())
        menu.addAction(self.import_results_action)
        menu.addSeparator()
        self.explain_action = QAction(self.tr("E&xplain pairing"), self)
        self.explain_action.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.explain_action.triggered.connect(self._explain_current)
        menu.addAction(self.explain_action)
        self.export_explanation_action = QAction(self.tr("Export explanation as &text…"), self)
        self.export_explanation_action.triggered.connect(
            lambda: self.rounds.export_explanation(self._current_round() or 0)
        )
        menu.addAction(self.export_explanation_action)
        self.why_not_action = QAction(self.tr("&Why not A against B?…"), self)
        self.why_not_action.setObjectName("why-not-action")
        self.why_not_action.setShortcut(QKeySequence("Ctrl+Shift+W"))
        self.why_not_action.setStatusTip(
            self.tr("Ask the engine why two players are not paired: the answer in words, printable")
        )
        self.why_not_action.triggered.connect(
            lambda: self.rounds.open_why_not(self._current_round())
        )
        menu.addAction(self.why_not_action)
        self.rounds.pairing_started.connect(self._pairing_started)
        self.rounds.pairing_progress.connect(self._pairing_progress)
        self.rounds.pairing_finished.connect(self._pairing_finished)
        self.rounds.message.connect(lambda text: self.statusBar().showMessage(text))
        self.rounds.go_to_board.connect(self.focus_results)
        self._update_round_actions()

    def _build_progress(self) -> None:
        bar = self.statusBar()
        self.progress_label = QLabel("", self)
        self.progress_label.setObjectName("pairing-progress-label")
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("pairing-progress")
        self.progress_bar.setMaximumWidth(180)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("cancel-pairing")
        self.cancel_button.clicked.connect(self.rounds.cancel_pairing)
        for w in (self.progress_label, self.progress_bar, self.cancel_button):
            bar.addPermanentWidget(w)
            w.setVisible(False)

    def _pairing_started(self, r: int) -> None:
        self.progress_label.setText(self.tr("Pairing round {0}…").format(r))
        self.progress_bar.setRange(0, 0)
        for w in (self.progress_label, self.progress_bar, self.cancel_button):
            w.setVisible(True)
        self._update_round_actions()

    def _pairing_progress(self, done: int, total: int, label: str) -> None:
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)
        self.progress_label.setText(self.tr("Pairing: {0}").format(label))

    def _pairing_finished(self, r: int, how: str) -> None:
        for w in (self.progress_label, self.progress_bar, self.cancel_button):
            w.setVisible(False)
        if how == "applied":
            page = self.round_page(r)
            if page is not None:
                self.tabs.setCurrentWidget(page)
                page.table.setFocus()
            self.statusBar().showMessage(
                self.tr("Round {0} paired — check it, then publish").format(r)
            )
        elif how == "stale":
            self.statusBar().showMessage(
                self.tr("Round {0}: the tournament changed while pairing").format(r)
            )
        self._update_round_actions()

    def _current_round(self) -> int | None:
        page = self.tabs.currentWidget()
        if isinstance(page, RoundPage | NextRoundPage):
            return page.round_no
        return None

    def _publish_current(self) -> None:
        session = self.session
        if session is None:
            return
        r = self._current_round() or session.state.rounds_paired
        rs = session.state.round(r)
        if rs is not None and not rs.published:
            self.rounds.publish(r)
            self.focus_results(r)

    def _unpair_current(self) -> None:
        session = self.session
        if session is not None:
            self.rounds.unpair(session.state.rounds_paired)

    def _explain_current(self) -> None:
        r = self._current_round()
        if r is not None:
            self.rounds.explain(r)

    def focus_results(self, round_no: int | None = None, board: int | None = None) -> None:
        """Show round ``round_no`` (default: the current tab's, else the last) at its results:
        at ``board``, else at the first board without a result."""
        session = self.session
        if session is None:
            return
        r = round_no or self._current_round() or session.state.rounds_paired
        page = self.round_page(r) or self.round_page(session.state.rounds_paired)
        if page is None:
            return
        self.tabs.setCurrentWidget(page)
        from arbiter_gui.rounds.logic import next_empty_board

        page.entry.set_board(board or next_empty_board(session.state, page.round_no, 0) or 1)

    def _update_round_actions(self) -> None:
        if not hasattr(self, "pair_action"):
            return
        open_ = self.session is not None and self.session.is_open
        busy = self.rounds.pair_op is not None and self.rounds.pair_op.running
        nxt = self.rounds.next_round() if open_ else None
        self.pair_action.setEnabled(open_ and not busy and nxt is not None)
        self.pair_action.setText(
            self.tr("&Pair round {0}").format(nxt) if nxt else self.tr("&Pair next round")
        )
        self.cancel_pairing_action.setEnabled(busy)
        for a in (
            self.publish_action,
            self.unpair_action,
            self.results_action,
            self.import_results_action,
            self.explain_action,
            self.export_explanation_action,
            self.why_not_action,
        ):
            a.setEnabled(open_)

    def _build_central(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 4)

        self.title_label = QLabel(self.tr("No tournament open"), central)
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
        self.tabs.currentChanged.connect(self._tab_shown)
        layout.addWidget(self.tabs, 1)

        players_page = QWidget(self.tabs)
        players_layout = QVBoxLayout(players_page)
        players_layout.setContentsMargins(0, 6, 0, 0)
        search_row = QHBoxLayout()
        self.player_filter = QLineEdit(players_page)
        self.player_filter.setPlaceholderText(
            self.tr("Find a player: name, number, federation, FIDE ID…")
        )
        self.player_filter.setClearButtonEnabled(True)
        self.player_filter.textChanged.connect(self._players_proxy.set_filter_text)
        search_row.addWidget(self.player_filter)
        self.player_count = QLabel("", players_page)
        search_row.addWidget(self.player_count)
        players_layout.addLayout(search_row)

        self.players_view = new_table(players_page)
        self.players_view.setModel(self._players_proxy)
        self.players_view.setSortingEnabled(True)
        self.players_view.sortByColumn(PlayerColumn.NUMBER, Qt.SortOrder.AscendingOrder)
        # widths from the texts when the list is replaced, not ResizeToContents (which measures
        # every column again for each result typed: see arbiter_gui.models.sizing)
        self.players_model.modelReset.connect(self._fit_player_columns)
        self.players_model.dataChanged.connect(self._fit_player_columns)
        self._fit_player_columns()
        players_layout.addWidget(self.players_view)
        self.tabs.addTab(players_page, self.tr("Players"))

        self.setCentralWidget(central)

    def _tab_shown(self, index: int) -> None:
        page = self.tabs.widget(index)
        if isinstance(page, RoundPage) and self.session is not None:
            self.rounds.update_note(page)

    def _fit_player_columns(self, first: QModelIndex | None = None, *_: object) -> None:
        """Size the player list's columns; a change of points alone keeps them."""
        if first is None or first.column() != PlayerColumn.POINTS:
            fit_columns(self.players_view, self.players_model.column_texts)

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
            page = self.tabs.widget(i)
            if isinstance(page, RoundPage):
                models.append(page.model)
        return models

    def round_page(self, round_no: int) -> RoundPage | None:
        for i in range(1, self.tabs.count()):
            page = self.tabs.widget(i)
            if isinstance(page, RoundPage) and page.round_no == round_no:
                return page
        return None

    def next_round_page(self) -> NextRoundPage | None:
        page = self.tabs.widget(self.tabs.count() - 1)
        return page if isinstance(page, NextRoundPage) else None

    # ---- opening --------------------------------------------------------------------------

    def open_path(self, path: Path) -> QueryOp[Tournament] | QueryOp[Journal]:
        """Open ``path`` in the background: a tournament file (``.swiss``) to work on, any
        other file as a TRF to look at. Errors become a message.
        """
        if is_tournament_file(path):
            return self._start_journal_op(path, lambda: open_journal(path))
        self._cancel_load()
        self.statusBar().showMessage(self.tr("Opening {0}…").format(path))
        op = QueryOp(self, lambda: load_tournament(path))
        op.success(lambda t: self._show_trf(t, path)).failure(
            lambda exc: self._open_failed(path, exc)
        )
        self._load_op = op
        op.finished.connect(lambda: self._forget_op(op))
        return op.run_in_background()

    def create_tournament(
        self, path: Path, trf: Path | None = None
    ) -> QueryOp[Journal] | QueryOp[ImportTrf]:
        """Make a new tournament file at ``path`` (from the TRF ``trf`` if given) and open it.

        A TRF is read and re-checked in the background first; its adjustments are confirmed
        (issue 21: level 3, ``### Import``) before the file is made. A new, empty tournament
        starts with its details dialog."""
        if trf is not None:
            from arbiter_gui.views.fide_mode import import_confirmed

            return import_confirmed(self, path, trf)
        return self._start_journal_op(path, lambda: create_journal(path, trf), self._open_details)

    def create_from(self, path: Path, command: ImportTrf, answers: dict[str, int]) -> None:
        """Make the tournament file of a confirmed import and open it."""
        from arbiter_gui.loading import create_journal_from

        self._start_journal_op(path, lambda: create_journal_from(path, command, answers))

    def open_older(self, path: Path) -> QueryOp[Journal]:
        """Open a tournament file that is behind what was saved in it, on purpose: the arbiter
        goes on from the state it holds (see :class:`~engine.journal.FileBehindError`)."""
        return self._start_journal_op(path, lambda: open_journal(path, accept_older=True))

    def restore_backup(self, path: Path, backup: Path) -> QueryOp[Journal]:
        """Put ``backup`` in the place of the tournament file ``path`` (kept, renamed) and open
        it; the status bar says where the file went."""
        aside: list[Path] = []

        def work() -> Journal:
            journal, kept = restore_and_open(path, backup)
            aside.append(kept)
            return journal

        def done() -> None:
            if aside:
                self.statusBar().showMessage(
                    self.tr("Restored {0}; the file as it was is kept as {1}").format(
                        backup.name, aside[0].name
                    )
                )

        return self._start_journal_op(path, work, then=done)

    def _open_details(self) -> None:
        self.setup_actions.open_details()

    def _start_journal_op(
        self, path: Path, fn: Callable[[], Journal], then: Callable[[], None] | None = None
    ) -> QueryOp[Journal]:
        self._cancel_load()
        self.statusBar().showMessage(self.tr("Opening {0}…").format(path))

        def work() -> Journal:
            journal = fn()
            # every player's points after every round, counted here rather than by the
            # window when it shows the file (3,000 players: issue 26)
            score_table(journal.tournament)
            return journal

        op: QueryOp[Journal] = QueryOp(self, work)

        def opened(journal: Journal) -> None:
            self.set_journal(journal)
            if then is not None:
                then()

        op.success(opened).failure(lambda exc: self._open_failed(path, exc))
        op.discard(lambda journal: journal.close())  # opened too late: release the file
        self._load_op = op
        op.finished.connect(lambda: self._forget_op(op))
        return op.run_in_background()

    def _cancel_load(self) -> None:
        if self._load_op is not None:
            self._load_op.cancel()  # a late result of an older open must not land

    def _forget_op(self, op: QueryOp[Tournament] | QueryOp[Journal]) -> None:
        if self._load_op is op:
            self._load_op = None

    def _show_trf(self, tournament: Tournament, path: Path) -> None:
        self.close_session()
        self.show_tournament(tournament, path)
        self.statusBar().showMessage(
            self.tr("{0} — a TRF file, shown read-only (File > Import TRF to work on it)").format(
                path
            )
        )

    def set_journal(self, journal: Journal) -> None:
        """Work on ``journal`` from now on (the window owns it and closes it)."""
        self.close_session()
        self.session = Session(journal, parent=self)
        self.session.changed.connect(self._session_changed)
        self.show_tournament(journal.tournament, journal.path)
        self._update_undo_actions()

    def close_session(self) -> None:
        # the round pages, explanations and running work belong to that tournament alone
        self.rounds.reset()
        self._drop_round_pages()
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None
            self._update_undo_actions()

    def _drop_round_pages(self) -> None:
        # the Players tab first: removing the page on show makes its neighbour the shown one,
        # and a round page shown counts its round (60 ms for the 1,500 boards of a 3,000-player
        # event): closing such an event showed every page in turn, 0.6 s (issue 26)
        self.tabs.setCurrentIndex(0)
        while self.tabs.count() > 1:
            page = self.tabs.widget(self.tabs.count() - 1)
            self.tabs.removeTab(self.tabs.count() - 1)
            if page is not None:
                page.deleteLater()

    def _session_changed(self, changes: Changes) -> None:
        if self.session is None:
            return
        current = self.tabs.currentWidget()
        # a result of round r changes that round and the points shown in the later ones only
        only_results = changes.rounds and not (changes.structure or changes.details)
        self._refresh_from = min(changes.rounds) if only_results else 1
        try:
            self.show_tournament(self.session.tournament, self.session.path)
        finally:
            self._refresh_from = 1
        if current is not None and self.tabs.indexOf(current) >= 0:
            self.tabs.setCurrentWidget(current)
        self._update_undo_actions()
        verb = {"undo": self.tr("Undone: {0}"), "redo": self.tr("Redone: {0}")}.get(
            changes.action, self.tr("Saved: {0}")
        )
        message = verb.format(command_label(changes.command))
        if changes.warnings:
            message += " — " + "; ".join(changes.warnings)
        self.statusBar().showMessage(message)

    def _update_undo_actions(self) -> None:
        session = self.session
        has = session is not None and session.is_open
        self.undo_action.setEnabled(has and session is not None and session.journal.can_undo)
        self.redo_action.setEnabled(has and session is not None and session.journal.can_redo)
        self.undo_action.setText(session.undo_text() if session and has else self.tr("&Undo"))
        self.redo_action.setText(session.redo_text() if session and has else self.tr("&Redo"))

    def undo(self) -> None:
        if self.session is not None:
            try:
                self.session.undo()
            except EngineError as exc:
                report_error(self, exc, title=self.tr("Undo"))

    def redo(self) -> None:
        if self.session is not None:
            try:
                self.session.redo()
            except EngineError as exc:
                report_error(self, exc, title=self.tr("Redo"))

    def closeEvent(self, event: QCloseEvent) -> None:
        QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())
        self._cancel_load()
        self.rounds.cancel_pairing()
        self.close_session()
        super().closeEvent(event)

    def _open_failed(self, path: Path, exc: Exception) -> None:
        self.statusBar().showMessage(self.tr("Could not open {0}").format(path))
        if isinstance(exc, FileBehindError | DamagedFileError):
            # the way back (the newest good backup, or going on from an older state) is offered
            show_file_problem(
                self,
                path,
                exc,
                restore=lambda backup: self.restore_backup(path, backup),
                open_older=lambda: self.open_older(path),
            )
            return
        report_error(self, exc, title=self.tr("Open tournament"))

    def _start_folder(self) -> str:
        # the open tournament's folder, else the documents folder: never the program's own
        return start_folder(self._path)

    def _choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open tournament"),
            self._start_folder(),
            self.tr(
                "Tournaments (*{0} *.trf *.trfx *.txt);;Swiss Arbiter tournaments (*{0});;"
                "Tournament report files (*.trf *.trfx *.txt);;All files (*)"
            ).format(TOURNAMENT_SUFFIX),
        )
        if name:
            self.open_path(Path(name))

    def _ask_new_path(self, suggestion: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("New tournament file"),
            str(Path(self._start_folder()) / suggestion),
            self.tr("Swiss Arbiter tournaments (*{0})").format(TOURNAMENT_SUFFIX),
        )
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(TOURNAMENT_SUFFIX)

    def _choose_new_file(self) -> None:
        path = self._ask_new_path(f"tournament{TOURNAMENT_SUFFIX}")
        if path is not None:
            self.create_tournament(path)

    def _choose_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a TRF file"),
            self._start_folder(),
            self.tr("Tournament report files (*.trf *.trfx *.txt);;All files (*)"),
        )
        if not name:
            return
        trf = Path(name)
        path = self._ask_new_path(trf.stem + TOURNAMENT_SUFFIX)
        if path is not None:
            self.create_tournament(path, trf)

    def show_tournament(self, tournament: Tournament, path: Path | None = None) -> None:
        """Put ``tournament`` on screen (replaces whatever was shown)."""
        self._tournament = tournament
        self._path = path
        self.players_model.set_tournament(tournament)
        self._rebuild_round_tabs(tournament)

        name = tournament.name or (path.stem if path else self.tr("Untitled tournament"))
        self.title_label.setText(name)
        self.setWindowTitle(f"{name} — {APP_NAME}")
        self.details_label.setText(_details(tournament))
        n = len(tournament.players)
        self.player_count.setText(
            self.tr("{0} players").format(n) if n != 1 else self.tr("1 player")
        )
        self.statusBar().showMessage(str(path) if path else "")
        self.tournament_loaded.emit(tournament)

    def _rebuild_round_tabs(self, tournament: Tournament, batch: bool = False) -> None:
        """One page per round, kept across changes (cursor and focus stay); then the round to
        pair when a tournament file is open. ``batch``: a later turn making the next pages
        of a large event (see below)."""
        state = self.session.state if self.session is not None and self.session.is_open else None
        # requested byes of the round to pair are entries too: count the journal's rounds
        last = state.rounds_paired if state is not None else tournament.rounds_in_file
        next_no = self.rounds.next_round() if state is not None else None
        if next_no is not None and (next_no <= last or not tournament.players):
            next_no = None  # the last round is a draft: its own page has Re-pair and Publish
        pages: list[QWidget] = []
        for i in range(1, self.tabs.count()):
            page = self.tabs.widget(i)
            if page is not None:
                pages.append(page)
        keep: dict[int, RoundPage] = {}
        next_page: NextRoundPage | None = None
        for page in pages:
            if (
                isinstance(page, RoundPage)
                and state is not None
                and page.round_no <= last
                and page.round_no not in keep
                and self.rounds.pages.get(page.round_no) is page
            ):
                keep[page.round_no] = page
            elif isinstance(page, NextRoundPage) and page.round_no == next_no:
                next_page = page
            else:
                self.tabs.removeTab(self.tabs.indexOf(page))
                self.rounds.pages.pop(getattr(page, "round_no", -1), None)
                page.deleteLater()
        # a large event's pages are made a few per turn of the event loop, the latest rounds
        # first, in the turns after the one that shows the file (nine pages of 3,000 players
        # on opening it: issue 26)
        missing = [r for r in range(1, last + 1) if r not in keep]
        later: set[int] = set()
        large = len(tournament.players) >= self.rounds.background_from
        if state is not None and large and len(missing) > PAGES_AT_ONCE:
            # (the pages of a TRF shown read-only are made anew each time: all at once)
            later = set(missing[:-PAGES_AT_ONCE]) if batch else set(missing)
        for r in range(1, last + 1):
            if r in later:
                continue
            page = keep.get(r)
            if page is None:
                page = RoundPage(r, tournament, self.tabs)
                self.tabs.insertTab(self._round_tab_index(r), page, self.tr("Round {0}").format(r))
                if state is not None:
                    self.rounds.connect_page(page)
                else:  # a TRF shown read-only: its rounds can be explained all the same
                    self._connect_file_page(page, tournament)
            rs = state.round(r) if state is not None else None
            if r < self._refresh_from and r in keep and page.current == (r == last):
                continue  # unchanged by this change, and still (not) the last round
            page.read_only = state is None  # a TRF shown read-only: no entry, no Unpair
            page.refresh(tournament, rs, current=r == last)
            if state is not None:
                self.rounds.show_warnings(page)
            if not page.round_no <= len(tournament.round_dates):
                continue
            date = tournament.round_dates[r - 1].strip()
            if date:
                self.tabs.setTabToolTip(
                    self.tabs.indexOf(page), self.tr("Round {0}: {1}").format(r, date)
                )
        if next_no is not None:
            if next_page is None:
                next_page = NextRoundPage(next_no, self.tabs)
                next_page.pair_button.clicked.connect(lambda: self.rounds.pair(next_no))
                next_page.fix_requested.connect(self.rounds.fix)
                self.tabs.addTab(next_page, self.tr("Round {0} ▸").format(next_no))
            self.rounds.refresh_next_page(next_page)
        self._update_round_actions()
        if later and not self._pages_pending:
            self._pages_pending = True

            def more() -> None:
                self._pages_pending = False
                if self._tournament is tournament:  # else the change made its own pages
                    self._rebuild_round_tabs(tournament, batch=True)

            QTimer.singleShot(NEXT_TURN_MS, self, more)

    def _connect_file_page(self, page: RoundPage, tournament: Tournament) -> None:
        """A round page of a TRF shown read-only: Explain replays the file, and the
        explanation can be exported (nothing on it changes the file)."""
        explanation = page.explanation
        explanation.explain_button.clicked.connect(
            lambda: self.rounds.explain_file_round(page, tournament)
        )
        explanation.export_button.clicked.connect(
            lambda: self.rounds.export_explanation(page.round_no, page=page)
        )

    def _round_tab_index(self, r: int) -> int:
        """Where round ``r``'s tab goes: after the Players tab and the pages of the rounds
        before it that exist (a large event's earlier pages may come later)."""
        before = sum(
            1
            for i in range(1, self.tabs.count())
            if isinstance(page := self.tabs.widget(i), RoundPage) and page.round_no < r
        )
        return 1 + before

    def _board_order(self, round_no: int) -> list[tuple[PlayerId, PlayerId]] | None:
        """The published board order of a round of the open tournament file, if any."""
        if self.session is None or not self.session.is_open:
            return None
        rs = self.session.state.round(round_no)
        return [(b.white, b.black) for b in rs.boards] if rs is not None else None

    # ---- help -----------------------------------------------------------------------------

    def show_manual(self) -> QDialog:
        """Help > Manual: docs/manual.md, rendered."""
        from arbiter_gui.views.help import manual_dialog

        dialog = manual_dialog(self)
        dialog.show()
        return dialog

    def show_shortcuts(self) -> QDialog:
        """Help > Keyboard shortcuts: every menu command that has one, from the menus."""
        from arbiter_gui.views.help import shortcuts_dialog

        dialog = shortcuts_dialog(self, self.menuBar())
        dialog.show()
        return dialog

    def show_about(self) -> QMessageBox:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        box = QMessageBox(self)
        box.setObjectName("about-dialog")
        box.setWindowTitle(self.tr("About {0}").format(APP_NAME))
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.setText(f"<h3>{APP_NAME} {VERSION}</h3>")
        box.setInformativeText(
            self.tr(
                "Runs a FIDE-rated Swiss tournament at the venue: registration, pairings "
                "(FIDE Dutch System), results, standings and the FIDE report file."
            )
            + "<br><br>"
            + self.tr("Version {0}").format(VERSION)
            + f"<br>Qt {qVersion()} · PySide6 {pyside_version}"
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box


def _details(t: Tournament) -> str:
    parts = []
    place = ", ".join(x for x in (t.city, t.federation) if x)
    if place:
        parts.append(place)
    if t.start_date:
        parts.append(f"{t.start_date} – {t.end_date}" if t.end_date else t.start_date)
    paired = t.rounds_paired()
    if t.rounds_total:
        parts.append(
            QCoreApplication.translate("MainWindow", "{0} rounds, {1} paired").format(
                t.rounds_total, paired
            )
        )
    elif paired:
        parts.append(
            QCoreApplication.translate("MainWindow", "{0} rounds paired").format(paired)
            if paired != 1
            else QCoreApplication.translate("MainWindow", "1 round paired")
        )
    if t.chief_arbiter:
        parts.append(
            QCoreApplication.translate("MainWindow", "chief arbiter {0}").format(t.chief_arbiter)
        )
    return "  ·  ".join(parts)
