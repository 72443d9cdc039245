"""The Tournament menu: set-up dialogs hooked into the main window.

``install_setup_actions(window, current)`` adds the menu and a :class:`SetupActions` object (find
it with ``window.findChild(SetupActions)``) that opens each dialog on the session ``current()``
returns. The pairing settings are read from that session's journal only (issue 24: one source
of truth).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget

from arbiter_gui.dialogs.byes import ByesDialog
from arbiter_gui.dialogs.csvimport import CsvImportDialog
from arbiter_gui.dialogs.details import (
    TournamentDetailsDialog,
    event_settings,
    event_tiebreaks,
    stored_settings,
)
from arbiter_gui.dialogs.order import InitialOrderDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.dialogs.ratinglist import RatingListDialog
from arbiter_gui.dialogs.registration import RegistrationDialog
from arbiter_gui.dialogs.settings import PairingSettings
from arbiter_gui.errors import report_error, show_message
from arbiter_gui.paths import start_folder
from arbiter_gui.session import Session
from engine.errors import EngineError
from engine.journal import SetPairingSettings, State
from engine.journal.export import trf_tournament
from engine.model import Tournament
from engine.ratinglist import RatingListIndex, read_csv
from engine.ratinglist.index import FOLD
from engine.trf.report import report_tournament

SHORTCUTS = {
    "details": "Ctrl+Shift+D",
    "players": "Ctrl+Shift+L",
    "add_player": "Ctrl+Shift+A",
    "rating_list": "Ctrl+Shift+F",
    "order": "Ctrl+Shift+O",
    "byes": "Ctrl+Shift+B",
    "export_trf": "Ctrl+Shift+T",
}
"""Keyboard shortcuts of the Tournament menu (others: Ctrl+Shift+P/X/U/E, Ctrl+R)."""


def rating_list_cache(list_path: Path) -> Path:
    """Where the searchable copy of a downloaded list lives (one per file version)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    stat = list_path.stat()
    tag = hashlib.sha1(
        f"{list_path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()
    ).hexdigest()[:12]
    folder = Path(base or Path.home() / ".swiss-arbiter") / "rating-lists"
    return folder / f"{list_path.stem}-{tag}.sqlite"


class SetupActions(QObject):
    """Opens the set-up dialogs on the session ``current()`` returns, over ``window``."""

    def __init__(self, window: QMainWindow, current: Callable[[], Session | None]) -> None:
        super().__init__(window)
        self.setObjectName("setup-actions")
        self.window = window
        self._current = current
        self._locked: set[Path] = set()
        self.last_list: Path | None = None
        self.actions: dict[str, QAction] = {}

    # ---- helpers --------------------------------------------------------------------------

    def _session(self) -> Session | None:
        session = self._current()
        if session is None or not session.is_open:
            show_message(
                self.window,
                self.tr("No tournament open"),
                self.tr("Open a tournament file or start a new one (File menu) first."),
            )
            return None
        return session

    def settings(self, session: Session) -> PairingSettings | None:
        """The pairing settings stored in the tournament file (None when never set)."""
        return stored_settings(session.state)

    def store_settings(self, session: Session, settings: PairingSettings) -> None:
        """Keep the settings in the tournament file: one undoable command (none if unchanged)."""
        stored = session.state.settings
        event = event_settings(stored, settings, stored.late_entry_bye)
        if (
            event != session.state.settings
            or settings.points != session.state.tournament.point_system
        ):
            session.apply(SetPairingSettings(event, settings.points))

    def _parent(self) -> QWidget:
        return self.window

    # ---- dialogs --------------------------------------------------------------------------

    def open_details(self) -> TournamentDetailsDialog | None:
        session = self._session()
        if session is None:
            return None
        dialog = TournamentDetailsDialog(session, self.settings(session), self._parent())

        def keep() -> None:
            try:
                self.store_settings(session, dialog.settings)
            except EngineError as exc:
                report_error(self.window, exc)
            drawn = dialog.drawn_colour
            if drawn is not None:
                self.window.statusBar().showMessage(
                    self.tr("Drawn by lot: the top player has White in round 1")
                    if drawn.name.lower() == "white"
                    else self.tr("Drawn by lot: the top player has Black in round 1")
                )

        dialog.accepted.connect(keep)
        dialog.open()
        return dialog

    def open_players(self) -> RegistrationDialog | None:
        session = self._session()
        if session is None:
            return None
        dialog = RegistrationDialog(
            session,
            self._parent(),
            on_import_list=lambda: self.open_rating_list(),
            on_import_csv=lambda: self.import_csv(),
        )
        dialog.open()
        return dialog

    def add_player(self) -> PlayerDialog | None:
        session = self._session()
        if session is None:
            return None
        dialog = PlayerDialog(session, None, self._parent())
        dialog.open()
        return dialog

    def open_rating_list(self, path: Path | None = None) -> RatingListDialog | None:
        """The FIDE rating list dialog. The list is picked and read once per session: later
        calls (each late entry) search the same list again at once; "Load another list…" in
        the dialog picks another."""
        session = self._session()
        if session is None:
            return None
        if path is None:
            path = self._kept_list()
        if path is None:
            path = self._ask_list()
            if path is None:
                return None
        dialog = RatingListDialog(session, self._parent())
        dialog.other_list_requested.connect(lambda: self._load_other_list(dialog))
        dialog.open()
        return dialog if self._load_list(dialog, path) else None

    def _ask_list(self) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("FIDE rating list (as downloaded from ratings.fide.com)"),
            start_folder(self.last_list.parent if self.last_list else None),
            self.tr("FIDE rating lists (*.zip *.txt *.xml);;All files (*)"),
        )
        return Path(name) if name else None

    def _kept_list(self) -> Path | None:
        """The list read this session, if its searchable copy is ready."""
        path = self.last_list
        if path is None or not path.is_file():
            return None
        try:
            cache = rating_list_cache(path)
        except OSError:
            return None
        return path if cache.exists() else None

    def _load_other_list(self, dialog: RatingListDialog) -> None:
        path = self._ask_list()
        if path is not None:
            self._load_list(dialog, path)

    def _load_list(self, dialog: RatingListDialog, path: Path) -> bool:
        """Show ``path`` in ``dialog``: from its searchable copy, else read in the background."""
        self.last_list = path
        try:
            cache = rating_list_cache(path)
        except OSError as exc:
            report_error(self.window, exc, title=self.tr("FIDE rating list"))
            dialog.reject()
            return False
        if cache.exists():
            index = RatingListIndex(cache)
            # an unfinished copy, or one whose names were folded the old way, is read again
            if index.info("players") and index.info("fold") == FOLD:
                dialog.set_index(index, path.name)
                return True
            index.close()
        dialog.load(path, cache)
        return True

    def import_csv(self, path: Path | None = None) -> CsvImportDialog | None:
        session = self._session()
        if session is None:
            return None
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self.window,
                self.tr("Import players from CSV"),
                start_folder(session.path),
                self.tr("CSV files (*.csv *.txt);;All (*)"),
            )
            if not name:
                return None
            path = Path(name)
        try:
            table = read_csv(path)
        except (EngineError, OSError) as exc:
            report_error(self.window, exc, title=self.tr("Import CSV"))
            return None
        dialog = CsvImportDialog(session, table, self._parent())
        dialog.open()
        return dialog

    def open_order(self) -> InitialOrderDialog | None:
        session = self._session()
        if session is None:
            return None
        path = session.path
        dialog = InitialOrderDialog(session, self._parent(), locked=path in self._locked)

        def keep_lock() -> None:
            if dialog.lock_box.isChecked():
                self._locked.add(path)
            else:
                self._locked.discard(path)

        dialog.finished.connect(lambda _r: keep_lock())
        dialog.open()
        return dialog

    def open_byes(self) -> ByesDialog | None:
        session = self._session()
        if session is None:
            return None
        settings = self.settings(session) or PairingSettings()
        dialog = ByesDialog(session, self._parent(), bye_limit=settings.bye_limit)
        dialog.open()
        return dialog

    def export_trf(self, path: Path | None = None, *, engine_lines: bool = False) -> Path | None:
        """Write the TRF16 file: the FIDE report (default) or, with ``engine_lines``, the file
        a pairing checker reads (XXR, XXC, XXA, XXS lines too).
        """
        session = self._session()
        if session is None:
            return None
        if path is None:
            suggestion = session.path.with_suffix(".trf")
            title = (
                self.tr("Export TRF for a pairing checker")
                if engine_lines
                else self.tr("Export TRF (FIDE)")
            )
            name, _ = QFileDialog.getSaveFileName(
                self.window, title, str(suggestion), self.tr("TRF files (*.trf)")
            )
            if not name:
                return None
            path = Path(name)
        try:
            # what the journal knows, in the TRF's terms: absences and withdrawals as 0000 - Z,
            # late entrants' missed rounds, and (issue 21) every TRF-2026 record and ### line;
            # the FIDE report of a finished tournament only with every mandatory record
            from engine.journal.trf2026 import FinalOutputError, fide_trf, final_blockers, save_text

            state = session.state
            blocked = final_blockers(state)
            if not engine_lines and blocked:
                raise FinalOutputError(
                    self.tr("The FIDE report cannot be written yet: {0}").format(blocked[0])
                )
            final = not engine_lines and not partial_note(state)
            # i19's report fixes (132 dates, rank by tie-breaks, 092, withdrawals) as the base
            base = export_tournament(state, engine_lines=engine_lines)
            text = fide_trf(state, itdx=engine_lines, line_ending="\r\n", final=final, base=base)
            save_text(path, text)
        except (EngineError, OSError) as exc:
            report_error(self.window, exc, title=self.tr("Export TRF"))
            return None
        self.window.statusBar().showMessage(
            self.tr("Exported {0}{1}").format(path, partial_note(session.state))
        )
        return path


def export_tournament(state: State, *, engine_lines: bool = False) -> Tournament:
    """The tournament as the exported TRF holds it (shared/spec/trf.md).

    What the journal knows in the TRF's terms (absences and withdrawals in the rounds played as
    ``0000 - Z``, late entrants' missed rounds), then as a report: 132 dates YY/MM/DD, 042/052
    YYYY/MM/DD, a 092, the rank by the event's tie-breaks (named in 202). The FIDE report ends
    with the last published round; the file for a pairing checker also announces the byes and
    withdrawals of the round to pair (trf.md §7.2).
    """
    t = trf_tournament(state)
    specs = event_tiebreaks(state)
    rounds = None if engine_lines else state.rounds_published
    return report_tournament(t, rounds, specs)


def partial_note(state: State) -> str:
    """`` — partial file: ...`` when the tournament is not finished (arbiter-workflow §10)."""
    t = state.tournament
    done = state.rounds_paired
    while done and not state.is_complete(done):
        done -= 1
    total = t.rounds_total or state.rounds_paired
    if total and done >= total:
        return ""
    return QCoreApplication.translate(
        "SetupActions", " — partial file: {0} of {1} rounds complete"
    ).format(done, total or "?")


def install_setup_actions(
    window: QMainWindow, current: Callable[[], Session | None]
) -> SetupActions:
    """Add the set-up actions (details, players, initial order, byes, TRF export) to ``window``;
    each works on the session ``current()`` returns."""
    setup = SetupActions(window, current)
    menu = window.menuBar().addMenu(QCoreApplication.translate("Tournament", "&Tournament"))
    menu.setObjectName("tournament-menu")

    def add(key: str, text: str, slot: Callable[[], object], tip: str) -> None:
        action = QAction(QCoreApplication.translate("Tournament", text), window)
        action.setObjectName(f"setup-{key.replace('_', '-')}")
        if key in SHORTCUTS:
            action.setShortcut(QKeySequence(SHORTCUTS[key]))
        action.setStatusTip(QCoreApplication.translate("Tournament", tip))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        setup.actions[key] = action

    add("details", "Tournament &details…", setup.open_details, "Name, dates, arbiters, pairing")
    menu.addSeparator()
    add("players", "&Players…", setup.open_players, "Register, correct and delete players")
    add("add_player", "&Add player…", setup.add_player, "Register one player")
    add("rating_list", "Add from the &FIDE list…", setup.open_rating_list, "Search the list")
    add("csv", "Import players from &CSV…", setup.import_csv, "Pre-registrations in CSV")
    menu.addSeparator()
    add("order", "Initial &order and pairing numbers…", setup.open_order, "C.04.2 order")
    add("byes", "&Byes, absences and withdrawals…", setup.open_byes, "Per player and round")
    menu.addSeparator()
    add("export_trf", "&Export TRF (FIDE report)…", setup.export_trf, "FIDE report file (TRF16)")
    add(
        "export_checker",
        "Export TRF for a pairing c&hecker…",
        lambda: setup.export_trf(engine_lines=True),
        "TRF16 with the XXR/XXC/XXA/XXS lines pairing engines read",
    )
    return setup


__all__ = [
    "SHORTCUTS",
    "SetupActions",
    "export_tournament",
    "install_setup_actions",
    "partial_note",
    "rating_list_cache",
]
