"""Pair, edit, publish, enter results, explain: the round screens' actions over the session.

Every change is a journal command through :class:`~arbiter_gui.session.Session`; long work (the
engine) runs in an :class:`~arbiter_gui.ops.EngineOp` on the thread pool with progress and
cancel. A pairing is applied only if the session did not change while the engine worked.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QWidget,
)

from arbiter_gui.engine_process import run_in_process
from arbiter_gui.errors import report_error, show_message
from arbiter_gui.i18n import shown
from arbiter_gui.i18n.words import Words
from arbiter_gui.jobs import (
    PROCESS_FROM_PLAYERS,
    checked_correction,
    explained_pairing,
    in_process,
    replayed_explanation,
    why_not_answer,
)
from arbiter_gui.models.scores import score_table
from arbiter_gui.ops import EngineOp, OpProgress, QueryOp
from arbiter_gui.paths import start_folder, start_path
from arbiter_gui.rounds.explain import tree_of
from arbiter_gui.rounds.logic import (
    PrePairingCheck,
    colour_by_lot,
    correction_outcome,
    draft_basis,
    draft_changes,
    exchange_players,
    explanation_note,
    manual_warnings,
    next_empty_board,
    pairing_basis,
    pairing_input,
    players_to_pair,
    pre_pairing_checks,
    results_from_trf,
    same_pairing_input,
    swap_colours,
    system_for,
)
from arbiter_gui.rounds.pages import NextRoundPage, RoundPage
from arbiter_gui.rounds.why_not_dialog import WhyNotDialog
from arbiter_gui.session import NEXT_TURN_MS
from engine.errors import EngineError
from engine.explain.trace import ListTrace, TraceEvent
from engine.journal import (
    ChangedMeanwhileError,
    Changes,
    GameResult,
    ImportTrf,
    PublishRound,
    SetPairing,
    SetResult,
    State,
    UnpairRound,
    apply_command,
)
from engine.model import Colour, PlayerId, ResultCode, Tournament
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.pairing.api import Board

if TYPE_CHECKING:
    from arbiter_gui.session import Session
    from engine.query.answers import WhyNot
    from engine.reports import Report

    WhyNotAnswer = tuple[WhyNot, Report]

PairFunction = Callable[..., RoundPairing]
ExplainedRound = tuple[tuple[TraceEvent, ...], list[object]]
"""A round's trace and its explanation tree (made in the worker: ~30 ms for 300 players)."""
PairOutcome = tuple[RoundPairing, ExplainedRound]

OUTCOME_RETRY_MS = 200
"""How often a correction's outcome box, waiting for another modal box to close, looks again."""


class SavedPairing(NamedTuple):
    """A pairing the worker made and saved."""

    outcome: PairOutcome
    changes: Changes | None  # what saving it changed; None: the tournament changed meanwhile
    after: State  # the state after it
    current: bool  # the draft reads the state it was made from (nothing changed meanwhile)


def _result_words(result: GameResult | None) -> str:
    if result is None:
        return "?"
    return result.value or QCoreApplication.translate("RoundsController", "no result")


def names_of(t: Tournament) -> dict[int, str]:
    return {int(p.id): p.name for p in t.players}


class RoundsController(QObject):
    """The round actions of one window. ``pair_function`` is the engine (tests may fake it)."""

    pairing_started = Signal(int)
    pairing_progress = Signal(int, int, str)
    pairing_finished = Signal(int, str)  # round, "applied" / "cancelled" / "stale" / "failed"
    result_saved = Signal(int, int)  # round, board
    explained = Signal(int)
    why_not_answered = Signal(str)
    consequences_found = Signal(int, object)  # round corrected, list[str]
    message = Signal(str)
    go_to_board = Signal(int, int)  # round, board: show that round at that board's result

    def __init__(self, window: QWidget, session_getter: Callable[[], Session | None]) -> None:
        super().__init__(window)
        self._window = window
        self._session = session_getter
        self.system: PairingSystem | None = None  # None: the tournament's own (system_for)
        self.pair_function: PairFunction = pair_round
        # events this large run the engine in a process of its own (arbiter_gui.jobs)
        self.process_from = PROCESS_FROM_PLAYERS
        # from this size, what changed since a draft or an explanation was made is worked out
        # in a worker (changes_since); below it, at once
        self.background_from = PROCESS_FROM_PLAYERS
        self.pair_op: EngineOp[SavedPairing] | None = None
        self.side_ops: list[QueryOp[Any]] = []
        self.traces: dict[int, tuple[TraceEvent, ...]] = {}
        self._trees: dict[int, ExplainedRound] = {}  # the tree made with each trace
        self.pages: dict[int, RoundPage] = {}
        self.stale_answer: Callable[[], bool] = self._ask_repair
        self.unpair_reason: Callable[[int], str | None] = self._ask_unpair_reason
        self.why_not_dialog: WhyNotDialog | None = None
        self.draw_lot: Callable[[], Colour] = lambda: random.SystemRandom().choice(
            (Colour.WHITE, Colour.BLACK)
        )
        self.outcome_box: QMessageBox | None = None  # the last correction's outcome
        self._corrected = ""  # the last correction, in words
        self.correction_reason: Callable[[int, int, GameResult | None, GameResult], str | None] = (
            self._ask_correction_reason
        )
        self.stale_draft_answer: Callable[[int, list[str]], str] = self._ask_stale_draft
        self.explain_choice: Callable[[int, list[str]], str] = self._ask_explain_choice
        # per round: the state its trace was made from; True when its pairing was made from it
        self._source: dict[int, tuple[State, bool]] = {}
        self._outcome_told = False
        # issue 21 (arbiter_gui.views.fide_mode): publishing ends an open manual-pairing session
        # first (the check against the engine); pairing with games without a result adjourns them
        self.before_publish: Callable[[int, Callable[[], None]], bool] | None = None
        self.before_pair: Callable[[int], bool] | None = None
        self.before_result: Callable[[int, PlayerId, GameResult, str], bool] | None = None
        # entries other modules add to a round page's context menu: (menu, round, board)
        self.menu_hooks: list[Callable[[QMenu, int, int | None], None]] = []
        # what changed since a state, in words, per (round, that state): comparing two pairing
        # inputs of 3,000 players takes a worker's second, not each change's (issue 26)
        self._since: dict[tuple[int, int], tuple[State, State, list[str]]] = {}
        self._since_running: set[tuple[int, int, int]] = set()
        # per round: the note last made, and the trace, round record and changes it was made of
        self._notes: dict[int, tuple[object, object, tuple[list[str], bool], str]] = {}

    # ---- helpers ---------------------------------------------------------------------------

    @property
    def session(self) -> Session | None:
        s = self._session()
        return s if s is not None and s.is_open else None

    def _apply(self, command: object, title: str) -> bool:
        session = self.session
        if session is None:
            return False
        try:
            session.apply(command)  # type: ignore[arg-type]
        except EngineError as exc:
            report_error(self._window, exc, title=title)
            return False
        return True

    def current_system(self) -> PairingSystem:
        """The system to pair with: ``system`` if set, else the tournament's own."""
        if self.system is not None:
            return self.system
        session = self.session
        return system_for(session.state) if session is not None else PairingSystem.DUTCH_2026

    def next_round(self) -> int | None:
        """The round Pair would pair: the unpublished last round, or the one after."""
        session = self.session
        if session is None:
            return None
        state = session.state
        last = state.round(state.rounds_paired)
        if last is not None and not last.published:
            return last.round_no
        total = state.tournament.rounds_total
        nxt = state.rounds_paired + 1
        return nxt if total is None or nxt <= total else None

    def reset(self) -> None:
        """Forget everything about the tournament shown so far (another one is opened): its
        pages, its explanations, and the late results of its running work."""
        self.cancel_pairing()
        self.pair_op = None
        for op in list(self.side_ops):
            op.cancel()
        if self.why_not_dialog is not None:
            self.why_not_dialog.close()
            self.why_not_dialog.deleteLater()
            self.why_not_dialog = None
        self.traces.clear()
        self._trees.clear()
        self._source.clear()
        self._since.clear()
        self._since_running.clear()
        self._notes.clear()
        self.pages.clear()

    def changes_since(
        self, r: int, source: State, state: State, then: Callable[[], None] | None = None
    ) -> list[str] | None:
        """What changed between ``source`` and ``state`` that the pairing of round ``r`` reads,
        in words (:func:`~arbiter_gui.rounds.logic.draft_changes`).

        At once when nothing did (the common case, cheap) or when the answer is known for a
        state the pairing reads the same way. Otherwise, for an event of
        :attr:`background_from` players or more and with ``then``: None now, the answer is
        made in a worker and ``then()`` is called when it is known (ask again); else it is
        made here.
        """
        if source is state:
            return []
        key = (r, id(source))
        known = self._since.get(key)
        if known is not None and known[0] is source:
            if known[1] is state:
                return known[2]  # asked again for the same states (the warnings, then Publish)
            # a state the pairing reads as the one last asked about (a result of the round
            # itself: two players differ from it, while all 3,000 differ from the source)
            if same_pairing_input(known[1], state, r):
                self._since[key] = (source, state, known[2])
                return known[2]
        if same_pairing_input(source, state, r):
            self._since[key] = (source, state, [])
            return []
        if then is None or len(state.tournament.players) < self.background_from:
            words = draft_changes(source, state, r)
            self._since[key] = (source, state, words)
            return words
        running = (r, id(source), id(state))
        if running in self._since_running:
            return None
        self._since_running.add(running)

        def found(words: list[str]) -> None:
            self._since_running.discard(running)
            self._since[key] = (source, state, words)
            then()

        op: QueryOp[list[str]] = QueryOp(self, lambda: draft_changes(source, state, r))
        op.success(found).failure(lambda _exc: self._since_running.discard(running))
        self._track(op)
        op.run_in_background()
        return None

    def _same_journal(self, journal: object) -> bool:
        """True while ``journal`` (the one an op started with) is still the one open."""
        session = self.session
        return session is not None and session.journal is journal

    def _track(self, op: QueryOp[Any]) -> None:
        self.side_ops.append(op)
        op.finished.connect(lambda: self.side_ops.remove(op) if op in self.side_ops else None)

    # ---- pairing ---------------------------------------------------------------------------

    def pair(self, round_no: int | None = None) -> EngineOp[SavedPairing] | None:
        """Pair ``round_no`` (default: the next round) in the background."""
        session = self.session
        if session is None or (self.pair_op is not None and self.pair_op.running):
            return None
        r = round_no or self.next_round()
        if r is None:
            self.message.emit(self.tr("Every round is paired"))
            return None
        if session.state.settings.round_robin:  # issue 23: the Berger table, no engine run
            from arbiter_gui.roundrobin.menu import pair_from_table

            pair_from_table(self, r)
            return None
        if self.before_pair is not None and not self.before_pair(r):
            return None
        state = session.state
        journal, version = session.journal, session.journal.version
        system, fn = self.current_system(), self.pair_function
        apart = fn is pair_round and in_process(len(state.tournament.players), self.process_from)

        def work(progress: OpProgress) -> SavedPairing:
            # everything here is off the window's thread: the engine's input (a TRF export of
            # the state), the pairing, and saving it (issue 26: 3,000 players, seconds)
            t = pairing_input(state, r)
            names = names_of(t)
            if apart:  # the window must not notice the engine at all
                out = run_in_process(explained_pairing, t, r, system, names, progress=progress)
            else:
                trace = ListTrace()
                result = fn(t, r, system, progress=progress, trace=trace)
                events = tuple(trace.events)
                out = result, (events, tree_of(events, names))
            progress.check_cancelled()  # Cancel pressed meanwhile: nothing is saved
            pairing = out[0]
            command = SetPairing(r, pairing.boards, pairing.bye, manual=False)
            try:  # only onto the state it was made from
                changes = journal.apply(command, if_version=version)
            except ChangedMeanwhileError:
                return SavedPairing(out, None, state, False)
            # what the window needs first, counted here: the points, and whether the new
            # draft reads the state it was made from (it does, but 3,000 players are compared)
            after = journal.state
            score_table(after.tournament)
            return SavedPairing(out, changes, after, same_pairing_input(state, after, r))

        op: EngineOp[SavedPairing] = EngineOp(self, work)
        op.on_progress(self.pairing_progress.emit)
        op.success(lambda out: self._paired(r, journal, out, state))
        op.discard(lambda out: self._paired_after_cancel(r, journal, out, state))
        op.failure(lambda exc: self._pair_failed(r, exc))
        op.finished.connect(lambda: self._pair_done(op, r))
        self.pair_op = op
        self._outcome_told = False
        op.run_in_background()
        self.pairing_started.emit(r)
        return op

    def cancel_pairing(self) -> None:
        if self.pair_op is not None and self.pair_op.running:
            self.pair_op.cancel()

    def _pair_done(self, op: EngineOp[SavedPairing], r: int) -> None:
        if op.cancelled and not self._outcome_told:
            self.message.emit(
                self.tr("Pairing of round {0} cancelled: nothing was changed").format(r)
            )
            self.pairing_finished.emit(r, "cancelled")
        if self.pair_op is op:
            self.pair_op = None

    def _pair_failed(self, r: int, exc: Exception) -> None:
        self._outcome_told = True
        report_error(self._window, exc, title=self.tr("Pair round {0}").format(r))
        self.pairing_finished.emit(r, "failed")

    def _paired(self, r: int, journal: object, out: SavedPairing, state: State) -> None:
        session = self.session
        (_pairing, explained), changes = out.outcome, out.changes
        self._outcome_told = True
        if session is None or not self._same_journal(journal):
            return  # another tournament is open now
        if out.current:
            self._since[(r, id(state))] = (state, out.after, [])
        if changes is None:  # the tournament changed while the engine was pairing
            self.pairing_finished.emit(r, "stale")
            if self.stale_answer():
                self.pair_op = None
                self.pair(r)
            return
        self._remember(r, explained, state, True)
        # the worker saved it; refreshing the screens, the explanation tree and the switch to
        # the new page each get a turn of the event loop of their own
        session.announce(changes, then=lambda _changes: self._show_later(r))

    def _paired_after_cancel(
        self, r: int, journal: object, out: SavedPairing, state: State
    ) -> None:
        """Cancel came after the worker had saved the pairing: it is in the file, so show it."""
        if out.changes is not None:
            self._paired(r, journal, out, state)
            self.message.emit(
                self.tr("Round {0} was already paired and saved when Cancel came").format(r)
            )

    def _remember(self, r: int, explained: ExplainedRound, source: State, of_pairing: bool) -> None:
        """Keep round ``r``'s trace and tree, with the state it was made from and whether
        that is the state the round's pairing was made from."""
        self._source[r] = (source, of_pairing)
        self.traces[r] = explained[0]
        self._trees[r] = explained

    def _show_later(self, r: int) -> None:
        QTimer.singleShot(NEXT_TURN_MS, self, lambda: self._show_paired(r))

    def _show_paired(self, r: int) -> None:
        self.show_explanation(r)
        QTimer.singleShot(NEXT_TURN_MS, self, lambda: self.pairing_finished.emit(r, "applied"))

    def _ask_repair(self) -> bool:
        answer = QMessageBox.question(
            self._window,
            self.tr("Pair round"),
            self.tr("The tournament changed while the engine was pairing. Pair again?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    # ---- checks and fixes ------------------------------------------------------------------

    def refresh_next_page(self, page: NextRoundPage, now: bool = False) -> None:
        """The checklist of the round to pair; rebuilt when the page is (next) shown."""
        session = self.session
        if session is None:
            return
        if not now and not page.isVisible():
            page.defer(lambda: self.refresh_next_page(page, now=True))
            return
        state = session.state
        checks = pre_pairing_checks(state, page.round_no)
        if state.settings.round_robin:  # issue 23: lots instead of a first colour
            from arbiter_gui.roundrobin.checks import round_robin_checks

            checks = round_robin_checks(state, page.round_no, checks)
        players, absent = players_to_pair(state, page.round_no)
        page.set_checks(checks, players - absent, absent)

    def fix(self, check: PrePairingCheck) -> None:
        if check.lot and self.session is not None:
            colour = self.draw_lot()  # drawn when the arbiter asks, not when listed
            if self._apply(colour_by_lot(self.session.state, colour), self.tr("Initial colour")):
                self.message.emit(
                    self.tr("Drawn by lot: the top player has White in round 1")
                    if colour.name.lower() == "white"
                    else self.tr("Drawn by lot: the top player has Black in round 1")
                )
        elif isinstance(check.fix, PublishRound):
            self.publish(check.fix.round_no)  # a stale draft is not published unasked
        elif check.fix is not None:
            self._apply(check.fix, shown(check.fix_label))
        elif check.board is not None and self.session is not None:
            r = self.session.state.rounds_paired
            self.message.emit(
                self.tr("Round {0}: enter the result of board {1}").format(r, check.board)
            )
            self.go_to_board.emit(r, check.board)

    # ---- manual changes, publish, unpair ---------------------------------------------------

    def _set_manual(self, r: int, boards: tuple[Any, ...], bye: PlayerId | None, what: str) -> None:
        session = self.session
        if session is None:
            return
        if session.state.fide.active and session.state.fide.manual_round != r:
            # FIDE mode: a manual change opens the round's manual-pairing session (logged)
            from engine.journal import StartManualPairing

            if not self._apply(
                StartManualPairing(r), self.tr("Manual pairing of round {0}").format(r)
            ):
                return
            self.message.emit(
                self.tr("Manual pairing of round {0} started (Round > End manual pairing)").format(
                    r
                )
            )
        warnings = manual_warnings(session.state, r, boards, bye, self.current_system())
        reason = what + (" — warnings: " + "; ".join(warnings) if warnings else "")
        # ``what`` is the log's reason: the log keeps the English (Words), the window its words
        if self._apply(SetPairing(r, boards, bye, manual=True, reason=reason), shown(what)):
            self.message.emit(
                shown(what)
                + (self.tr(" — {0} warning(s)").format(len(warnings)) if warnings else "")
            )

    def show_warnings(self, page: RoundPage) -> None:
        """The absolute-criteria warnings of a draft edited by hand, on its page."""
        session = self.session
        rs = session.state.round(page.round_no) if session else None
        warnings: list[str] = []
        if session is not None and rs is not None and not rs.published:
            basis = draft_basis(session.journal, page.round_no)
            changes = (
                self.changes_since(
                    page.round_no, basis, session.state, lambda: self._warnings_known(page)
                )
                if basis is not None
                else []
            )
            if changes:
                warnings.append(
                    self.tr("Paired before these changes (re-pair, or Publish asks): {0}").format(
                        "; ".join(shown(c) for c in changes)
                    )
                )
        if session is not None and rs is not None and rs.manual and not rs.published:
            warnings += manual_warnings(
                session.state, page.round_no, rs.boards, rs.bye, self.current_system()
            )
        page.set_warnings(warnings)
        if page.isVisible():
            self.update_note(page)  # a hidden page's note is made when it is shown

    def _warnings_known(self, page: RoundPage) -> None:
        if self.pages.get(page.round_no) is page:
            self.show_warnings(page)

    def swap_board_colours(self, r: int, board: int) -> None:
        session = self.session
        rs = session.state.round(r) if session else None
        if rs is None or not 1 <= board <= len(rs.boards):
            return
        b = rs.boards[board - 1]
        what = Words("manual: colours of board {0} exchanged ({1} now has White)", board, b.black)
        self._set_manual(r, swap_colours(rs.boards, board - 1), rs.bye, what)

    def exchange(self, r: int, a: PlayerId, b: PlayerId) -> None:
        session = self.session
        rs = session.state.round(r) if session else None
        if rs is None:
            return
        boards, bye = exchange_players(rs.boards, rs.bye, a, b)
        self._set_manual(r, boards, bye, Words("manual: players {0} and {1} exchanged", a, b))

    def remove_board(self, r: int, board: int) -> None:
        """Unpair one board of a draft: both players wait to be paired by hand."""
        session = self.session
        rs = session.state.round(r) if session else None
        if rs is None or not 1 <= board <= len(rs.boards):
            return
        b = rs.boards[board - 1]
        boards = rs.boards[: board - 1] + rs.boards[board:]
        self._set_manual(
            r, boards, rs.bye, Words("manual: board {0} ({1}-{2}) removed", board, b.white, b.black)
        )

    def pair_by_hand(self, r: int, white: PlayerId, black: PlayerId) -> None:
        """Put two players who have no board (or the PAB) on a new last board."""
        session = self.session
        rs = session.state.round(r) if session else None
        if rs is None:
            return
        placed = {x for b in rs.boards for x in (b.white, b.black)}
        if white in placed or black in placed:
            self.message.emit(
                self.tr("Both players must be without a board (remove their boards first)")
            )
            return
        bye = None if rs.bye in (white, black) else rs.bye
        boards = (*rs.boards, Board(white, black))
        self._set_manual(r, boards, bye, Words("manual: {0}-{1} paired by hand", white, black))

    def publish(self, r: int) -> bool:
        """Publish the draft of round ``r``. A draft made from a state that has changed since
        (a result corrected, a bye, a withdrawal after it was paired) is not published as it
        is: the arbiter re-pairs it, or confirms it with the changes named in the log."""
        if self.before_publish is not None and self.before_publish(
            r, lambda: _ignore(self.publish(r))
        ):
            return False  # issue 21: the manual-pairing session ends first; publishing follows
        session = self.session
        if session is None:
            return False
        rs = session.state.round(r)
        reason = ""
        if rs is not None and not rs.published:
            basis = draft_basis(session.journal, r)
            changes = self.changes_since(r, basis, session.state) if basis is not None else []
            if changes:
                answer = self.stale_draft_answer(r, changes)
                if answer == "repair":
                    self.pair(r)
                    return False
                if answer != "publish":
                    self.message.emit(self.tr("Round {0} not published").format(r))
                    return False
                reason = f"published as paired before: {'; '.join(changes)}"
        if not self._apply(PublishRound(r, reason), self.tr("Publish round {0}").format(r)):
            return False
        page = self.pages.get(r)
        session = self.session
        if page is not None and session is not None:
            page.entry.set_board(next_empty_board(session.state, r, 0))
        return True

    def _ask_stale_draft(self, r: int, changes: list[str]) -> str:
        """Re-pair (the default), publish as it is, or neither: "repair", "publish", ""."""
        box = QMessageBox(self._window)
        box.setObjectName("stale-draft-dialog")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Publish round {0}").format(r))
        more = [self.tr("… and {0} more").format(len(changes) - 12)] if len(changes) > 12 else []
        lines = changes[:12] + more
        box.setText(
            self.tr(
                "Round {0} was paired before these changes, so its pairing may not be the "
                "engine's pairing of the tournament as it is now:"
            ).format(r)
        )
        box.setInformativeText("\n".join(f"• {shown(line)}" for line in lines))
        repair = box.addButton(
            self.tr("&Re-pair round {0}").format(r), QMessageBox.ButtonRole.AcceptRole
        )
        publish = box.addButton(
            self.tr("&Publish as it is"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(repair)
        box.exec()
        clicked = box.clickedButton()
        if clicked is repair:
            return "repair"
        if clicked is publish:
            return "publish"
        return ""

    def unpair(self, r: int, reason: str | None = None) -> bool:
        """Take back the pairing of round ``r``: the journal's :class:`UnpairRound` (in the
        audit log, undoable). Refused once a result is entered; a published round only when
        it breaks C.04.1.b (C.04.2 D.10), with a reason (asked for if not given)."""
        session = self.session
        if session is None:
            return False
        rs = session.state.round(r)
        if rs is None:
            self.message.emit(self.tr("Round {0} is not paired").format(r))
            return False
        try:  # the journal's own rules first: no reason is asked for a refused unpairing
            apply_command(session.state, UnpairRound(r, reason or "(reason)"))
        except EngineError as exc:
            self.message.emit(self.tr("Round {0} cannot be unpaired: {1}").format(r, exc))
            report_error(self._window, exc, title=self.tr("Unpair round {0}").format(r))
            return False
        if rs.published and not (reason or "").strip():
            reason = self.unpair_reason(r)
            if not reason:
                self.message.emit(
                    self.tr("Round {0} not unpaired: a published round needs a reason").format(r)
                )
                return False
        if not self._apply(UnpairRound(r, reason or ""), self.tr("Unpair round {0}").format(r)):
            return False
        self.traces.pop(r, None)
        self._trees.pop(r, None)
        self._source.pop(r, None)
        self.message.emit(
            self.tr("Round {0} unpaired (in the log; Undo puts the pairing back)").format(r)
        )
        return True

    def _ask_unpair_reason(self, r: int) -> str | None:
        text, ok = QInputDialog.getText(
            self._window,
            self.tr("Unpair round {0}").format(r),
            self.tr("Round {0} is published. Why is its pairing taken back ({1})?").format(
                r, "C.04.2 D.10"
            ),
        )
        return text.strip() if ok and text.strip() else None

    # ---- results ---------------------------------------------------------------------------

    def enter_result(self, r: int, board: int, result: GameResult) -> bool:
        session = self.session
        page = self.pages.get(r)
        rs = session.state.round(r) if session else None
        if session is None or rs is None or not 1 <= board <= len(rs.boards):
            return False
        correcting = r < session.state.rounds_paired
        b = rs.boards[board - 1]
        white = b.white
        old = session.state.missing_results(r)
        if session.state.tournament.player(white).entry(r).result is ResultCode.ADJOURNED:
            old = (*old, board)  # an adjourned game's result is no correction: no reason
        before = self._result_of(r, board)
        reason = ""
        if correcting and board not in old:
            if before is result:
                self.message.emit(
                    self.tr("Round {0}, board {1} already has {2}").format(r, board, result.value)
                )
                return False
            typed = page.entry.reason_edit.text().strip() if page is not None else ""
            # asked after the result, naming it: the arbiter types the key as for any result
            reason = typed or (self.correction_reason(r, board, before, result) or "").strip()
            if not reason:
                self.message.emit(
                    self.tr("Round {0}, board {1}: not corrected (no reason given)").format(
                        r, board
                    )
                )
                return False
        if self.before_result is not None and self.before_result(r, white, result, reason):
            return True  # issue 21: an older round, corrected for the rating report only
        if not self._apply(
            SetResult(r, white, result, reason), self.tr("Result of board {0}").format(board)
        ):
            return False
        if page is not None:
            page.entry.reason_edit.clear()  # each correction gives its own reason
        self.result_saved.emit(r, board)
        nxt = next_empty_board(session.state, r, board)
        if page is not None:
            page.entry.set_board(nxt if nxt is not None else board)
        value = result.value or self.tr("cleared")
        then = (
            self.tr(" — next: board {0}").format(nxt)
            if nxt is not None
            else self.tr(" — every result of the round is in")
        )
        self.message.emit(self.tr("Round {0}, board {1}: {2}").format(r, board, value) + then)
        if correcting and board not in old:
            names = names_of(session.tournament)
            self._corrected = self.tr(
                "Round {0}, board {1} ({2} – {3}): {4} → {5}, reason: {6}"
            ).format(
                r,
                board,
                names.get(int(b.white), b.white),
                names.get(int(b.black), b.black),
                _result_words(before),
                _result_words(result),
                reason,
            )
            self.check_consequences(r)
        return True

    def _result_of(self, r: int, board: int) -> GameResult | None:
        session = self.session
        rs = session.state.round(r) if session else None
        if session is None or rs is None:
            return None
        b = rs.boards[board - 1]
        players = {p.id: p for p in session.tournament.players}
        return GameResult.from_codes(
            players[b.white].entry(r).result, players[b.black].entry(r).result
        )

    def _ask_correction_reason(
        self, r: int, board: int, before: GameResult | None, after: GameResult
    ) -> str | None:
        session = self.session
        rs = session.state.round(r) if session else None
        who = ""
        if session is not None and rs is not None:
            names = names_of(session.tournament)
            b = rs.boards[board - 1]
            who = f" ({names.get(int(b.white), b.white)} – {names.get(int(b.black), b.black)})"
        text, ok = QInputDialog.getText(
            self._window,
            self.tr("Correct round {0}, board {1}").format(r, board),
            self.tr("Round {0}, board {1}{2}: {3} → {4}.").format(
                r, board, who, _result_words(before), _result_words(after)
            )
            + "\n"
            + self.tr("Why is the result corrected (it goes into the log)?"),
        )
        return text.strip() if ok and text.strip() else None

    def check_consequences(self, r: int) -> QueryOp[list[str]] | None:
        session = self.session
        if session is None:
            return None
        state, system = session.state, self.current_system()
        apart = in_process(len(state.tournament.players), self.process_from)

        def work() -> list[str]:
            if apart:  # re-pairs every later round: the largest job of all
                return run_in_process(checked_correction, state, r, system)
            return correction_outcome(state, r, system)

        op: QueryOp[list[str]] = QueryOp(self, work)
        journal = session.journal
        op.success(
            lambda lines: self._consequences(r, lines) if self._same_journal(journal) else None
        )
        self._track(op)
        return op.run_in_background()

    def _consequences(self, r: int, lines: list[str]) -> None:
        if lines:
            words = [shown(line) for line in lines]
            self.message.emit(self.tr("Correction of round {0}: {1}").format(r, " | ".join(words)))
            told = "\n".join(f"• {line[0].upper()}{line[1:]}." for line in words)
        else:
            self.message.emit(
                self.tr("Correction of round {0}: later pairings are not affected").format(r)
            )
            told = self.tr("Later pairings are not affected.")
        box = QMessageBox(self._window)
        box.setObjectName("correction-outcome")
        box.setWindowTitle(self.tr("Correction of round {0}").format(r))
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(self._corrected or self.tr("Round {0} corrected").format(r))
        box.setInformativeText(told)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.outcome_box is not None:
            self.outcome_box.close()
        self.outcome_box = box
        box.destroyed.connect(lambda *_: self._forget_outcome_box(box))
        self._open_outcome_box(box)
        self.consequences_found.emit(r, lines)

    def _open_outcome_box(self, box: QMessageBox) -> None:
        """Show a correction's outcome, once no other modal box is up.

        The check ends in the background, at any moment: the arbiter may have pressed Publish
        meanwhile and be reading its question. Opened over that question, the outcome box
        would take the keyboard, and the Enter meant for the question would close the outcome
        instead. So it waits for the question to be answered (the status bar has the outcome
        at once)."""
        if self.outcome_box is not box:
            return  # a later correction's outcome replaced it, or its window closed
        active = QApplication.activeModalWidget()
        if active is not None and active is not box:
            QTimer.singleShot(OUTCOME_RETRY_MS, lambda: self._open_outcome_box(box))
            return
        box.open()

    def _forget_outcome_box(self, box: QMessageBox) -> None:
        if self.outcome_box is box:
            self.outcome_box = None

    def import_results(self, path: Path | None = None) -> QueryOp[Tournament] | None:
        session = self.session
        if session is None:
            return None
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self._window,
                self.tr("Import results from a TRF"),
                start_folder(session.path),
                self.tr("TRF (*.trf *.txt);;All (*)"),
            )
            if not name:
                return None
            path = Path(name)
        from engine.trf import load_trf

        file = path
        op: QueryOp[Tournament] = QueryOp(self, lambda: load_trf(file))
        op.success(lambda t: self._import(t, file.name))
        self._track(op)
        return op.run_in_background()

    def _import(self, other: Tournament, source: str) -> None:
        session = self.session
        if session is None:
            return
        commands, problems = results_from_trf(session.state, other)
        if problems:
            show_message(
                self._window,
                self.tr("Import results"),
                f"{source}: " + "\n".join(shown(p) for p in problems[:20]),
                QMessageBox.Icon.Warning,
            )
            if not commands:
                return
        # one refresh of the screens for the whole file, not one per result
        done, refused = session.apply_all(commands)
        if refused is not None:
            report_error(self._window, refused, title=self.tr("Import results"))
        self.message.emit(self.tr("{0} result(s) imported from {1}").format(done, source))

    # ---- explanation -----------------------------------------------------------------------

    def show_explanation(self, r: int) -> None:
        page = self.pages.get(r)
        session = self.session
        if page is not None and session is not None and r in self.traces:
            events = self.traces[r]
            self.update_note(page)
            if page.explanation.events is events:
                return  # already shown (the page was made after the trace came)
            tree = self._trees.get(r)
            nodes = tree[1] if tree is not None and tree[0] is events else None
            page.explanation.set_events(events, names_of(session.tournament), nodes)

    def update_note(self, page: RoundPage) -> None:
        """The warning above a round's explanation tree: made from a state that has changed
        since, or of another pairing than the one on the page (see ``explanation_note``)."""
        session = self.session
        r = page.round_no
        if session is None or r not in self.traces or r not in self._source:
            page.explanation.set_note("")
            return
        source, of_pairing = self._source[r]
        state = session.state
        since = self.changes_since(r, source, state, lambda: self._note_known(r))
        if since is None:
            return  # the note is made when the changes are known (in a worker)
        rs, events = state.round(r), self.traces[r]
        made = self._notes.get(r)
        if (
            made is not None
            and made[0] is events
            and made[1] is rs
            and made[2]
            == (
                since,
                of_pairing,
            )
        ):
            note = made[3]  # a result typed: the round's boards and the trace are the same
        else:
            note = explanation_note(r, rs, events, since, of_pairing)
            self._notes[r] = (events, rs, (since, of_pairing), note)
        page.explanation.set_note(shown(note))

    def _note_known(self, r: int) -> None:
        page = self.pages.get(r)
        if page is not None and page.isVisible():
            self.update_note(page)

    def explain(self, r: int) -> QueryOp[ExplainedRound] | None:
        """Replay the engine with its trace for round ``r`` from the state its pairing was
        made from (recorded in the journal with the pairing).

        When that state is gone (a result corrected since), the arbiter chooses: the published
        pairing from the recorded state (the default), or what the engine would pair now. A
        round the engine did not pair (imported, by hand) is replayed from the state as it is;
        the panel then says where the tree and the page differ.
        """
        session = self.session
        if session is None:
            return None
        if session.state.settings.round_robin:  # issue 23: the table's round, no trace
            from arbiter_gui.roundrobin.explain import show_round_robin_explanation

            page = self.pages.get(r)
            if page is not None:
                show_round_robin_explanation(page.explanation, session.state, r)
            self.explained.emit(r)
            return None
        journal, state = session.journal, session.state
        basis = pairing_basis(journal, r)
        since: list[str] = []
        source = state
        if basis is not None:
            since = self.changes_since(r, basis[1], state) or []
            source = basis[1]
            if since:
                choice = self.explain_choice(r, since)
                if not choice:
                    return None
                if choice == "now":
                    source = state
        of_pairing = basis is not None and source is basis[1]
        system = self.system if self.system is not None else system_for(source)
        apart = in_process(len(source.tournament.players), self.process_from)

        def work() -> ExplainedRound:
            t = pairing_input(source, r)  # a TRF export of the state: in the worker too
            names = names_of(t)
            if apart:
                return run_in_process(replayed_explanation, t, r, system, names)
            return replayed_explanation(None, t, r, system, names)

        op: QueryOp[ExplainedRound] = QueryOp(self, work)
        op.success(lambda explained: self._explained(r, journal, explained, source, of_pairing))
        self._track(op)
        return op.run_in_background()

    def _ask_explain_choice(self, r: int, since: list[str]) -> str:
        """ "published" (the default), "now", or "" (cancelled)."""
        box = QMessageBox(self._window)
        box.setObjectName("explain-choice-dialog")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Explain round {0}").format(r))
        box.setText(
            self.tr(
                "Round {0} was paired before these changes; the state it was paired from is no "
                "longer the tournament's state:"
            ).format(r)
        )
        more = [self.tr("… and {0} more").format(len(since) - 12)] if len(since) > 12 else []
        lines = since[:12] + more
        box.setInformativeText("\n".join(f"• {shown(line)}" for line in lines))
        published = box.addButton(
            self.tr("Explain the &published pairing (from the state recorded with it)"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        now = box.addButton(
            self.tr("What would the engine pair &now?"), QMessageBox.ButtonRole.ActionRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(published)
        box.exec()
        clicked = box.clickedButton()
        if clicked is published:
            return "published"
        if clicked is now:
            return "now"
        return ""

    def _explained(
        self,
        r: int,
        journal: object,
        explained: ExplainedRound,
        source: State,
        of_pairing: bool,
    ) -> None:
        if not self._same_journal(journal):
            return  # another tournament is open now
        self._remember(r, explained, source, of_pairing)
        self.show_explanation(r)
        self.explained.emit(r)

    def explain_file_round(self, page: RoundPage, t: Tournament) -> QueryOp[ExplainedRound]:
        """A TRF shown read-only: replay the engine on the file as it stood before the page's
        round, and say where the file's boards differ from the engine's (C.04.1.i: whoever
        paired a round, the arbiter can ask why)."""
        r = page.round_no
        system = self.system if self.system is not None else system_for(State(tournament=t))
        rs = apply_command(State(), ImportTrf(t)).round(r)

        def work() -> ExplainedRound:
            before = pairing_input(t, r)
            return replayed_explanation(None, before, r, system, names_of(before))

        def show(explained: ExplainedRound) -> None:
            events, nodes = explained
            page.explanation.set_events(events, names_of(t), nodes)
            note = explanation_note(r, rs, events, (), of_pairing=False)
            page.explanation.set_note(shown(note))
            self.explained.emit(r)

        op: QueryOp[ExplainedRound] = QueryOp(self, work)
        op.success(show)
        op.failure(
            lambda exc: report_error(
                self._window, exc, title=self.tr("Explain round {0}").format(r)
            )
        )
        self._track(op)
        return op.run_in_background()

    def open_why_not(
        self, round_no: int | None = None, a: int | None = None, b: int | None = None
    ) -> WhyNotDialog | None:
        """Round > Why not A against B?: the question dialog (prefilled if players are given,
        and then asked at once). One dialog per window, kept for the next question."""
        session = self.session
        if session is None:
            return None
        paired = session.state.rounds_paired
        if paired == 0:
            self.message.emit(self.tr("No round is paired yet: pair a round first"))
            return None
        r = round_no if round_no is not None and 1 <= round_no <= paired else paired
        dialog = self.why_not_dialog
        if dialog is None or dialog.players_of is not session.journal:
            if dialog is not None:
                dialog.close()
            dialog = WhyNotDialog(
                session.tournament.players, paired, r, self._ask_why_not, self._window
            )
            dialog.players_of = session.journal
            dialog.folder = session.path.parent
            self.why_not_dialog = dialog
        dialog.round_spin.setMaximum(paired)
        dialog.set_question(r, a, b)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        if a is not None and b is not None:
            dialog.ask()
        else:
            dialog.a_edit.setFocus()
        return dialog

    def _ask_why_not(self, r: int, a: PlayerId, b: PlayerId) -> None:
        op = self.why_not(r, a, b)
        if op is None and self.session is None and self.why_not_dialog is not None:
            self.why_not_dialog.show_error(self.tr("No tournament is open"))

    def why_not(self, r: int, a: PlayerId, b: PlayerId) -> QueryOp[WhyNotAnswer] | None:
        """Ask the engine why ``a`` and ``b`` are not paired in round ``r``, from the state the
        round's pairing was made from (recorded with it), in the background."""
        session = self.session
        if session is None:
            return None
        if session.state.settings.round_robin:  # issue 23: the table answers at once
            self._round_robin_why_not(r, a, b)
            return None
        journal, state = session.journal, session.state
        basis = pairing_basis(journal, r)
        source = basis[1] if basis is not None else state
        since = (self.changes_since(r, source, state) or []) if basis is not None else []
        system = self.system if self.system is not None else system_for(source)
        rs = state.round(r)
        current = session.tournament
        date = current.round_dates[r - 1] if r <= len(current.round_dates) else ""

        has_basis = basis is not None
        apart = in_process(len(source.tournament.players), self.process_from)

        def work() -> WhyNotAnswer:
            t = pairing_input(source, r)  # a TRF export of the state: in the worker too
            args = (t, r, int(a), int(b), system, current, date, rs, since, has_basis)
            if apart:
                return run_in_process(why_not_answer, *args)
            return why_not_answer(None, *args)

        op: QueryOp[WhyNotAnswer] = QueryOp(self, work)
        op.success(lambda out: self._why_not_done(journal, out))
        op.failure(lambda exc: self._why_not_failed(journal, exc))
        self._track(op)
        return op.run_in_background()

    def _round_robin_why_not(self, r: int, a: PlayerId, b: PlayerId) -> None:
        from arbiter_gui.roundrobin.explain import round_robin_why_not
        from engine.reports import Report

        session = self.session
        assert session is not None
        text = round_robin_why_not(session.state, r, int(a), int(b))
        lines = tuple(line for line in text.splitlines() if line.strip())
        report = Report(
            self.tr("Why not A against B?"),
            session.tournament.name,
            self.tr("Round {0}").format(r),
            "",
            (),
            lead=lines,
        )
        self.why_not_answered.emit(lines[-1] if lines else "")
        if self.why_not_dialog is not None:
            self.why_not_dialog.show_answer(report)

    def _why_not_done(self, journal: object, out: WhyNotAnswer) -> None:
        if not self._same_journal(journal):
            return
        _answer, report = out
        self.why_not_answered.emit(report.lead[0] if report.lead else "")
        if self.why_not_dialog is not None:
            self.why_not_dialog.show_answer(report)

    def _why_not_failed(self, journal: object, exc: Exception) -> None:
        if not self._same_journal(journal):
            return
        if self.why_not_dialog is not None and isinstance(exc, EngineError):
            self.why_not_dialog.show_error(str(exc))
        else:
            report_error(self._window, exc, title=self.tr("Why not A against B?"))

    def export_explanation(
        self, r: int, path: Path | None = None, page: RoundPage | None = None
    ) -> Path | None:
        """Write round ``r``'s explanation as text (``page``: a page of a TRF shown read-only,
        which the controller does not keep)."""
        page = page if page is not None else self.pages.get(r)
        if page is None or not page.explanation.events:
            return None
        session = self.session
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self._window,
                self.tr("Export explanation"),
                start_path(f"round-{r}-explanation.txt", session.path if session else None),
                self.tr("Text (*.txt)"),
            )
            if not name:
                return None
            path = Path(name)
        page.explanation.export(path)
        self.message.emit(self.tr("Explanation of round {0} written to {1}").format(r, path))
        return path

    # ---- the pages' wiring -----------------------------------------------------------------

    def connect_page(self, page: RoundPage) -> None:
        r = page.round_no
        self.pages[r] = page
        page.publish_button.clicked.connect(lambda: self.publish(r))
        page.unpair_button.clicked.connect(lambda: self.unpair(r))
        page.repair_button.clicked.connect(lambda: self.pair(r))
        page.swap_button.clicked.connect(
            lambda: self.swap_board_colours(r, page.current_board() or 0)
        )
        page.exchange_button.clicked.connect(lambda: self._exchange_selected(page))
        page.entry.result_entered.connect(lambda board, res: self.enter_result(r, board, res))
        page.entry.problem.connect(self.message.emit)
        page.explanation.explain_button.clicked.connect(lambda: self.explain(r))
        page.explanation.export_button.clicked.connect(lambda: self.export_explanation(r))
        page.table.clicked.connect(lambda _i: self._highlight(page))
        page.table.selectionModel().currentRowChanged.connect(lambda *_: self._highlight(page))
        page.table.customContextMenuRequested.connect(lambda pos: self._context_menu(page, pos))
        # a turn of its own: the page is made while the screens refresh after a pairing
        QTimer.singleShot(NEXT_TURN_MS, self, lambda: self.show_explanation(r))

    def _exchange_selected(self, page: RoundPage) -> None:
        players = page.selected_players()
        if len(players) != 2:
            self.message.emit(self.tr("Select exactly two players (their name cells) to exchange"))
            return
        self.exchange(page.round_no, players[0], players[1])

    def _highlight(self, page: RoundPage) -> None:
        board = page.current_board()
        if board is None:
            return
        row = page.board_rows()[board - 1]
        page.explanation.highlight_players((int(row.white.id), int(row.black.id)))

    def _context_menu(self, page: RoundPage, pos: QPoint) -> QMenu:
        menu = QMenu(page.table)
        players = page.selected_players()
        r = page.round_no
        if len(players) == 2:
            a, b = players
            menu.addAction(
                self.tr("Why not {0} against {1}?").format(a, b),
                lambda: self.open_why_not(r, a, b),
            )
            session = self.session
            rs = session.state.round(r) if session else None
            if rs is not None and not rs.published:
                menu.addAction(
                    self.tr("Exchange {0} and {1}").format(a, b), lambda: self.exchange(r, a, b)
                )
                menu.addAction(
                    self.tr("Pair {0} against {1}").format(a, b),
                    lambda: self.pair_by_hand(r, a, b),
                )
        board = page.current_board()
        if board is not None:
            session = self.session
            rs = session.state.round(r) if session else None
            if rs is not None and not rs.published:
                menu.addAction(
                    self.tr("Swap colours on board {0}").format(board),
                    lambda: self.swap_board_colours(r, board),
                )
                menu.addAction(
                    self.tr("Remove board {0}").format(board), lambda: self.remove_board(r, board)
                )
        for hook in self.menu_hooks:
            hook(menu, r, board)
        if not menu.isEmpty():
            menu.popup(page.table.viewport().mapToGlobal(pos))
        return menu


def _ignore(_value: object) -> None:
    """A callback that drops its value (publishing after a manual-pairing session ends)."""
