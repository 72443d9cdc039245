"""Session: the GUI's handle on one open tournament file (a Journal), with Qt signals.

Every change goes through the journal (``engine.journal``), the same call the tests make:
``session.apply(SetResult(...))``, ``session.undo()``. The session only forwards, and tells the
screens what changed. Whether a change is allowed is the engine's answer
(:class:`~engine.journal.CommandRejectedError`, shown by :func:`arbiter_gui.errors.report_error`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from engine.errors import EngineError
from engine.journal import (
    Changes,
    Command,
    ConfirmationNeeded,
    Journal,
    LeaveFideMode,
    RefusedError,
    RuleWarning,
    State,
)
from engine.model import Tournament

NEXT_TURN_MS = 1
"""Delay of a continuation that must come after the input and paint events already queued (a
0 ms call may run in the same pass of the event loop, before them)."""


def command_label(command: Command | str | None) -> str:
    """A short menu text for a command or its type name: ``SetResult`` -> ``set result``."""
    if command is None:
        return ""
    name = command if isinstance(command, str) else type(command).__name__
    words: list[str] = []
    for ch in name:
        if ch.isupper() and words:
            words.append(" ")
        words.append(ch.lower())
    return "".join(words).replace("trf", "TRF")


class Declined(EngineError):
    """The arbiter cancelled a warning: nothing was changed (no message is shown for it)."""


Confirm = Callable[[tuple[RuleWarning, ...], Command], dict[str, int] | None]
"""Asks the arbiter about a change's warnings: his answers, or None when he cancelled."""

OfferLeave = Callable[[RefusedError], bool]
"""Shows a refusal; True when the arbiter chose to leave FIDE mode to make the change."""


class Session(QObject):
    """Owns one :class:`Journal`; emits ``changed`` after each saved change, undo or redo."""

    changed = Signal(object)
    """Emitted with the :class:`~engine.journal.Changes` of every apply, undo and redo."""

    closed = Signal()

    def __init__(self, journal: Journal, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._journal: Journal | None = journal
        # issue 21: the warning dialogs (arbiter_gui.dialogs.warnings) unless a test sets its own
        self.confirm: Confirm | None = None
        self.offer_leave: OfferLeave | None = None

    @property
    def journal(self) -> Journal:
        if self._journal is None:
            raise RuntimeError("the session is closed")
        return self._journal

    @property
    def path(self) -> Path:
        return self.journal.path

    @property
    def state(self) -> State:
        return self.journal.state

    @property
    def tournament(self) -> Tournament:
        return self.journal.tournament

    @property
    def is_open(self) -> bool:
        return self._journal is not None

    def apply(self, command: Command) -> Changes:
        """Apply and save ``command``; raises the engine's error if it is refused.

        A change with warnings is applied only after the arbiter answered them (the warning
        dialogs); :class:`Declined` when he cancelled. A refusal that leaving FIDE mode would
        lift is offered as that (leaving is itself a two-step warning).
        """
        return self._emit(self._journal_apply(command))

    def _journal_apply(self, command: Command) -> Changes:
        answers: dict[str, int] = {}
        left = False
        while True:
            try:
                return self.journal.apply(command, answers=answers)
            except ConfirmationNeeded as exc:
                got = self._confirm(exc.warnings, command)
                if got is None:
                    raise Declined(self.tr("cancelled: nothing was changed")) from None
                answers = {**answers, **got}
            except RefusedError as exc:
                if left or not exc.leave_fide_mode or not self._offer_leave(exc):
                    raise
                reason = f"to allow: {'; '.join(w.message for w in exc.warnings)}"
                self._emit(self._journal_apply(LeaveFideMode(reason)))
                left = True

    def _confirm(
        self, warnings: tuple[RuleWarning, ...], command: Command
    ) -> dict[str, int] | None:
        if self.confirm is not None:
            return self.confirm(warnings, command)
        from arbiter_gui.dialogs.warnings import ask, wait_for

        parent = self.parent()
        widget = parent if isinstance(parent, QWidget) else None
        state = self.state

        def recheck() -> str:
            from arbiter_gui.dialogs.warnings_text import recheck_html

            if widget is None:
                return recheck_html(state, command)
            return wait_for(widget, lambda: recheck_html(state, command))

        return ask(widget, warnings, recheck)

    def _offer_leave(self, error: RefusedError) -> bool:
        if self.offer_leave is not None:
            return self.offer_leave(error)
        from arbiter_gui.dialogs.warnings import offer_leave

        parent = self.parent()
        return offer_leave(parent if isinstance(parent, QWidget) else None, error)

    def apply_deferred(
        self, command: Command, then: Callable[[Changes], None] | None = None
    ) -> Changes:
        """Apply and save ``command`` now (refused: the engine's error, nothing changed), but
        tell the screens (``changed``) in a later turn of the event loop, then call ``then``.

        For a big change (a 300-player pairing) saving it and refreshing every screen would
        hold the window for one long stretch; this way each is a turn of its own. The screens
        read the state when told, so a change made in between is shown as well.
        """
        changes = self._journal_apply(command)
        self.announce(changes, then)
        return changes

    def announce(self, changes: Changes, then: Callable[[Changes], None] | None = None) -> None:
        """Tell the screens (``changed``) in a later turn about ``changes`` already saved, e.g.
        by a worker thread (a pairing is saved by the worker that made it), then call
        ``then``. Nothing is told once the session is closed."""

        def tell() -> None:
            if self._journal is not None:
                self._emit(changes)
                if then is not None:
                    then(changes)

        QTimer.singleShot(NEXT_TURN_MS, self, tell)

    def apply_all(self, commands: Sequence[Command]) -> tuple[int, EngineError | None]:
        """Apply and save ``commands`` one by one (each its own log entry and undo step), then
        tell the screens once, with the changes of all of them.

        Stops at the first refusal. Returns how many were applied and the refusal, if any.
        For a batch (results imported from a file): one refresh instead of one per command.
        """
        merged: Changes | None = None
        refused: EngineError | None = None
        done = 0
        for command in commands:
            try:
                changes = self._journal_apply(command)
            except EngineError as exc:
                refused = exc
                break
            merged = changes if merged is None else _merge(merged, changes)
            done += 1
        if merged is not None:
            self._emit(merged)
        return done, refused

    def undo(self) -> Changes:
        return self._emit(self.journal.undo())

    def redo(self) -> Changes:
        return self._emit(self.journal.redo())

    def undo_text(self) -> str:
        label = command_label(self.journal.undo_command) if self._journal else ""
        if not label:
            return QCoreApplication.translate("MainWindow", "&Undo")
        return QCoreApplication.translate("MainWindow", "&Undo {0}").format(_command(label))

    def redo_text(self) -> str:
        label = command_label(self.journal.redo_command) if self._journal else ""
        if not label:
            return QCoreApplication.translate("MainWindow", "&Redo")
        return QCoreApplication.translate("MainWindow", "&Redo {0}").format(_command(label))

    def close(self) -> None:
        """Release the file; everything is already saved."""
        if self._journal is not None:
            self._journal.close()
            self._journal = None
            self.closed.emit()

    def _emit(self, changes: Changes) -> Changes:
        self.changed.emit(changes)
        return changes


def _command(label: str) -> str:
    """A command's label in the program's language (arbiter_gui.i18n.noop lists them)."""
    return QCoreApplication.translate("Commands", label)


def _merge(a: Changes, b: Changes) -> Changes:
    """The changes of ``a`` then ``b`` as one (the later command's name and entry)."""
    return dataclasses.replace(
        b,
        details=a.details or b.details,
        players=tuple(sorted(set(a.players) | set(b.players))),
        rounds=tuple(sorted(set(a.rounds) | set(b.rounds))),
        structure=a.structure or b.structure,
        backups=a.backups + b.backups,
        warnings=a.warnings + b.warnings,
    )


def open_session(window: QObject) -> Session | None:
    """The session ``window`` shows while a tournament file is open, else None.

    The Reports, Publish and Round-robin menus are installed on any ``QMainWindow`` (the tests
    give them bare ones too); the main window says which session it shows with ``session``.
    """
    session = getattr(window, "session", None)
    return session if isinstance(session, Session) and session.is_open else None
