"""FIDE mode in the window (issue 21): the marker, leaving FIDE mode, manual pairing as a
session and adjourning games without a result (the manual is Help > Manual, F1, of the
main window).

``install_fide_mode(window)`` adds everything to a :class:`MainWindow`; the rules are the
engine's (engine.journal.policy), the warnings the session's dialogs (arbiter_gui.dialogs.
warnings). Find the object with ``window.findChild(FideModeActions)``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
)

from arbiter_gui.errors import report_error
from arbiter_gui.ops import QueryOp
from engine.errors import EngineError
from engine.journal import (
    CorrectRatingResult,
    EndManualPairing,
    GameResult,
    ImportTrf,
    LeaveFideMode,
    SetResult,
    StartManualPairing,
    State,
)
from engine.journal.policy import adjourn_warning
from engine.model import PlayerId

if TYPE_CHECKING:
    from arbiter_gui.session import Session
    from arbiter_gui.views.main_window import MainWindow

MARKER_STYLE_IN = "color: #1b5e20; font-weight: bold;"
MARKER_STYLE_OUT = "color: white; background: #b71c1c; font-weight: bold; padding: 2px 8px;"
TITLE_MARK = " [NOT IN FIDE MODE]"
"""The window title's mark in English (``title_mark()`` in the program's language)."""


def title_mark() -> str:
    """The mark added to the window title of a tournament out of FIDE mode."""
    return QCoreApplication.translate("FideMode", " [NOT IN FIDE MODE]")


def marker_text(state: State | None) -> str:
    """What the marker says: FIDE mode, or since when the tournament is out of it."""
    if state is None:
        return ""
    record = state.fide
    if record.active:
        return QCoreApplication.translate("FideMode", "FIDE mode")
    return QCoreApplication.translate("FideMode", "NOT IN FIDE MODE — left in round {0}").format(
        record.left_round
    )


class FideModeActions(QObject):
    """The FIDE-mode actions and marker of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("fide-mode-actions")
        self.window = window
        self.reason: Callable[[], str | None] = self._ask_reason
        self.end_op: QueryOp[EndManualPairing] | None = None
        self.marker = QLabel("", window)
        self.marker.setObjectName("fide-mode-marker")
        self.marker.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_marker = QLabel("", window)
        self.status_marker.setObjectName("fide-mode-status")
        window.statusBar().addPermanentWidget(self.status_marker)
        central = window.centralWidget()
        layout = central.layout() if central is not None else None
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(2, self.marker)
        self.leave_action = QAction(self.tr("&Leave FIDE mode…"), window)
        self.leave_action.setObjectName("leave-fide-mode")
        self.leave_action.setStatusTip(self.tr("Leave FIDE mode for good (two-step warning)"))
        self.leave_action.triggered.connect(lambda _=False: self.leave())
        self.start_manual_action = QAction(self.tr("Edit pairing by &hand"), window)
        self.start_manual_action.setObjectName("start-manual-pairing")
        self.start_manual_action.setShortcut(QKeySequence("Ctrl+Shift+M"))
        self.start_manual_action.triggered.connect(lambda _=False: self.start_manual())
        self.end_manual_action = QAction(
            self.tr("En&d manual pairing (check against the engine)"), window
        )
        self.end_manual_action.setObjectName("end-manual-pairing")
        self.end_manual_action.setShortcut(QKeySequence("Ctrl+Shift+J"))
        self.end_manual_action.triggered.connect(lambda _=False: self.end_manual())
        self._install_menus()
        window.rounds.before_publish = self._before_publish
        window.rounds.before_pair = self._before_pair
        window.rounds.before_result = self._before_result
        self.ask_rating_only: Callable[[int], bool] = self._ask_rating_only
        window.tournament_loaded.connect(lambda _t: self.refresh())
        window.windowTitleChanged.connect(self._title_changed)
        self.refresh()

    # ---- construction ------------------------------------------------------------------------

    def _install_menus(self) -> None:
        w = self.window
        for menu_action in w.menuBar().actions():
            menu = menu_action.menu()
            if not isinstance(menu, QMenu):
                continue
            if menu.objectName() == "tournament-menu":
                menu.addSeparator()
                menu.addAction(self.leave_action)
            elif menu is getattr(w, "round_menu", None):
                menu.addSeparator()
                menu.addAction(self.start_manual_action)
                menu.addAction(self.end_manual_action)

    # ---- state --------------------------------------------------------------------------------

    @property
    def session(self) -> Session | None:
        s = self.window.session
        return s if s is not None and s.is_open else None

    def refresh(self) -> None:
        session = self.session
        state = session.state if session is not None else None
        text = marker_text(state)
        out = state is not None and not state.fide.active
        if state is not None and state.fide.manual_round is not None:
            text += self.tr(" · manual pairing of round {0} open").format(state.fide.manual_round)
        for label in (self.marker, self.status_marker):
            label.setText(text)
            label.setStyleSheet(MARKER_STYLE_OUT if out else MARKER_STYLE_IN)
            label.setVisible(bool(text))
            label.setToolTip(
                self.tr("Left FIDE mode for good: every TRF written starts with '{0}'").format(
                    "### NOT IN FIDE MODE"
                )
                if out
                else self.tr(
                    "In FIDE mode the program refuses or warns about every change FIDE's "
                    "endorsement checklist forbids"
                )
            )
        self.leave_action.setEnabled(state is not None and state.fide.active)
        manual = state.fide.manual_round if state is not None else None
        self.start_manual_action.setEnabled(state is not None and manual is None)
        self.end_manual_action.setEnabled(manual is not None)
        self.end_manual_action.setText(
            self.tr("En&d manual pairing of round {0} (check against the engine)").format(manual)
            if manual
            else self.tr("En&d manual pairing (check against the engine)")
        )
        self._title_changed(self.window.windowTitle())

    def _title_changed(self, title: str) -> None:
        session = self.session
        out = session is not None and not session.state.fide.active
        mark = title_mark()
        if out and mark not in title:
            self.window.setWindowTitle(title + mark)
        elif not out and mark in title:
            self.window.setWindowTitle(title.replace(mark, ""))

    # ---- leaving FIDE mode -----------------------------------------------------------------

    def _ask_reason(self) -> str | None:
        text, ok = QInputDialog.getText(
            self.window,
            self.tr("Leave FIDE mode"),
            self.tr("Why does the tournament leave FIDE mode? (written into the TRF)"),
        )
        return text.strip() if ok else None

    def leave(self) -> bool:
        """Leave FIDE mode: the reason, then the two-step warning (the session's dialogs)."""
        session = self.session
        if session is None:
            return False
        reason = self.reason()
        if reason is None:
            return False
        try:
            session.apply(LeaveFideMode(reason))
        except EngineError as exc:
            report_error(self.window, exc, title=self.tr("Leave FIDE mode"))
            return False
        self.window.statusBar().showMessage(
            self.tr("The tournament left FIDE mode (written into the TRF)")
        )
        return True

    # ---- manual pairing ----------------------------------------------------------------------

    def manual_round(self) -> int | None:
        """The round a manual-pairing session would open for: the unpublished last round, or
        the next one to pair."""
        return self.window.rounds.next_round()

    def start_manual(self, round_no: int | None = None) -> bool:
        session = self.session
        r = round_no or self.manual_round()
        if session is None or r is None:
            return False
        try:
            session.apply(StartManualPairing(r))
        except EngineError as exc:
            report_error(self.window, exc, title=self.tr("Manual pairing"))
            return False
        self.window.statusBar().showMessage(
            self.tr(
                "Manual pairing of round {0} started: edit the boards (right-click), then "
                "Round > End manual pairing"
            ).format(r)
        )
        return True

    def end_manual(
        self, then: Callable[[], None] | None = None
    ) -> QueryOp[EndManualPairing] | None:
        """End the open session: the engine pairs the round in the background, the difference
        is shown (level 3) and written as ``### MPA``; ``then`` runs after (e.g. publishing)."""
        session = self.session
        if session is None or session.state.fide.manual_round is None:
            return None
        r = session.state.fide.manual_round
        state = session.state
        system = self.window.rounds.current_system()
        version = session.journal.version

        def work() -> EndManualPairing:
            from engine.journal.manual import engine_pairing

            return engine_pairing(state, r, system)

        op: QueryOp[EndManualPairing] = QueryOp(self, work)
        op.success(lambda command: self._ended(command, version, then))
        op.failure(lambda exc: report_error(self.window, exc, title=self.tr("Manual pairing")))
        self.end_op = op
        self.window.statusBar().showMessage(
            self.tr("Round {0}: the engine pairs the round to compare…").format(r)
        )
        return op.run_in_background()

    def _ended(
        self, command: EndManualPairing, version: int, then: Callable[[], None] | None
    ) -> None:
        session = self.session
        if session is None:
            return
        if session.journal.version != version:
            self.window.statusBar().showMessage(
                self.tr(
                    "The tournament changed while the engine paired: end the manual pairing again"
                )
            )
            return
        before = len(session.state.fide.events)
        try:
            session.apply(command)
        except EngineError as exc:
            report_error(self.window, exc, title=self.tr("Manual pairing"))
            return
        differs = len(session.state.fide.events) > before
        self.window.statusBar().showMessage(
            (
                self.tr("Manual pairing of round {0} ended: it differs from the engine's ({1})")
                if differs
                else self.tr("Manual pairing of round {0} ended: same as the engine's")
            ).format(command.round_no, "### MPA")
        )
        if then is not None:
            then()

    def _before_publish(self, r: int, publish: Callable[[], None]) -> bool:
        session = self.session
        if session is None or session.state.fide.manual_round != r:
            return False
        self.end_manual(then=publish)
        return True

    # ---- adjourned games ------------------------------------------------------------------

    def _before_pair(self, r: int) -> bool:
        """Games of the previous round without a result: adjourned first (level 2), so that
        the engine pairs them as draws; False when the arbiter cancelled."""
        session = self.session
        if session is None:
            return True
        warning = adjourn_warning(session.state, r)
        if warning is None:
            return True
        from engine.journal import SetPairing

        if session._confirm((warning,), SetPairing(r, ())) is None:
            return False
        rs = session.state.round(r - 1)
        assert rs is not None
        commands = [
            SetResult(r - 1, rs.boards[n - 1].white, GameResult.ADJOURNED)
            for n in session.state.missing_results(r - 1)
        ]
        _done, refused = session.apply_all(commands)
        if refused is not None:
            report_error(self.window, refused, title=self.tr("Pair round {0}").format(r))
            return False
        return True

    # ---- rating-only corrections ------------------------------------------------------------

    def _before_result(self, r: int, white: PlayerId, result: GameResult, reason: str) -> bool:
        """A result of a round before the previous one in FIDE mode: offer the rating-only
        correction (Q192-193) instead; True when it was made (or the arbiter declined both)."""
        session = self.session
        if session is None or not session.state.fide.active:
            return False
        last = session.state.rounds_paired
        entry = session.state.tournament.player(white).entry(r)
        if r >= last - 1 or not entry.result.value.strip():
            return False
        if not self.ask_rating_only(r):
            self.window.statusBar().showMessage(
                self.tr("Round {0} is fixed in FIDE mode: nothing was changed").format(r)
            )
            return True
        try:
            session.apply(CorrectRatingResult(r, white, result, reason))
        except EngineError as exc:
            report_error(self.window, exc, title=self.tr("Correction for the rating report"))
            return True
        self.window.statusBar().showMessage(
            self.tr(
                "Round {0}: {1} recorded for the rating report only; pairings and standings "
                "keep the result entered ({2} in the TRF)"
            ).format(r, result.value, "### Correction")
        )
        return True

    def _ask_rating_only(self, r: int) -> bool:
        box = QMessageBox(self.window)
        box.setObjectName("rating-only-question")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Correction of an older round"))
        box.setText(
            self.tr(
                "In FIDE mode the results of round {0} are fixed: only the round being played "
                "and the one before it can change."
            ).format(r)
        )
        box.setInformativeText(
            self.tr(
                "Correct it for the rating report only? Pairings and standings keep the result "
                "entered; the TRF lists the correction as a {0} line."
            ).format("###")
        )
        yes = box.addButton(
            self.tr("Correct for the &rating report"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is yes


def import_confirmed(window: MainWindow, path: Path, trf: Path) -> QueryOp[ImportTrf]:
    """File > Import TRF: read and re-check ``trf`` in the background, show its adjustments
    and the re-check (level 3), then make the tournament file at ``path``."""
    from arbiter_gui.dialogs.warnings import ask
    from arbiter_gui.loading import import_command
    from engine.journal import assess

    window.statusBar().showMessage(
        QCoreApplication.translate("FideMode", "Reading and re-checking {0}…").format(trf.name)
    )
    op: QueryOp[ImportTrf] = QueryOp(window, lambda: import_command(trf))

    def read(command: ImportTrf) -> None:
        answers = ask(window, assess(State(), command))
        if answers is None:
            window.statusBar().showMessage(
                QCoreApplication.translate(
                    "FideMode", "Import of {0} cancelled: nothing was made"
                ).format(trf.name)
            )
            return
        window.create_from(path, command, answers)

    def failed(exc: Exception) -> None:
        window.statusBar().showMessage(
            QCoreApplication.translate("FideMode", "Could not import {0}").format(trf)
        )
        report_error(window, exc, title=QCoreApplication.translate("FideMode", "Import TRF"))

    op.success(read).failure(failed)
    return op.run_in_background()


def install_fide_mode(window: MainWindow) -> FideModeActions:
    """Add FIDE mode's marker and actions to ``window`` (see the module docstring)."""
    actions = FideModeActions(window)
    from arbiter_gui.views.fide_extras import install_fide_extras

    install_fide_extras(window)  # rating method dialog, colour corrections
    return actions


__all__ = ["FideModeActions", "install_fide_mode", "marker_text"]
