"""Reading tournament files off the GUI thread (see :mod:`arbiter_gui.ops`)."""

from __future__ import annotations

import dataclasses
import getpass
from pathlib import Path

from arbiter_gui.i18n import QT_TRANSLATE_NOOP
from engine.journal import (
    BackupPolicy,
    ImportTrf,
    Journal,
    assess,
    full_consent,
    restore_backup,
)
from engine.model import Tournament
from engine.pairing import PairingSystem

TOURNAMENT_SUFFIX = ".swiss"
"""A Swiss Arbiter tournament file (the journal); anything else is read as a TRF."""


def is_tournament_file(path: Path) -> bool:
    return path.suffix.lower() == TOURNAMENT_SUFFIX


def load_tournament(path: Path) -> Tournament:
    """Read the TRF in ``path``; raises an ``EngineError`` naming what is wrong."""
    from engine.trf import load_trf

    return load_trf(path)


def open_journal(path: Path, *, accept_older: bool = False) -> Journal:
    """Open a tournament file (takes its lock); a ``JournalError`` says why it cannot be.

    ``accept_older``: the arbiter chose to go on from a file that is behind what was saved in
    it (:class:`~engine.journal.FileBehindError`).
    """
    return Journal.open(path, author=_author(), backups=BackupPolicy(), accept_older=accept_older)


def restore_and_open(path: Path, backup: Path) -> tuple[Journal, Path]:
    """Put ``backup`` in the place of ``path`` (which is kept, renamed) and open it; returns
    the journal and the name the file was set aside under."""
    aside = restore_backup(path, backup, BackupPolicy())
    return open_journal(path), aside


IMPORT_NOTE = QT_TRANSLATE_NOOP(
    "FileMenu",
    "A TRF holds no withdrawals, no late-entry rule, no bye limit and no byes for rounds after "
    "the next one: check them under Tournament > Byes and Tournament details.",
)
"""Always part of an import report: what no TRF can carry over (kept in English in the log;
the window shows it translated)."""


def import_report(trf: Path) -> tuple[Tournament, tuple[str, ...]]:
    """The TRF's tournament and what could not be taken over as it was (warnings, notes).

    Raises the first error (an ``EngineError`` naming file, line and columns) when the file
    cannot be used at all.
    """
    from engine.trf import load_trf, load_trf_report

    report = load_trf_report(trf)
    if report.tournament is None:
        load_trf(trf)  # raises the first error, with its place
        raise AssertionError("unreachable: a report without a tournament has an error")
    lines = tuple(p.render(trf.name) for p in report.problems)
    return report.tournament, (*lines, IMPORT_NOTE)


def import_command(trf: Path, process_from: int | None = None) -> ImportTrf:
    """The import of ``trf`` (engine.journal.importing: the reader's remarks, the defaults
    taken, the re-check of its rounds) with the note of what no TRF carries. Raises the first
    error when the file cannot be used.

    The re-check pairs every round of the file again: for an event of ``process_from`` players
    or more (default :data:`arbiter_gui.engine_process.PROCESS_FROM_PLAYERS`) it runs in an engine
    process. At 3,000 players it is minutes of work over a heap of more than a GB, which in a
    worker thread of the window held it through the interpreter lock and the collector and
    left that memory to the window's process (issue 26)."""
    from arbiter_gui.engine_process import PROCESS_FROM_PLAYERS, in_process, run_in_process
    from arbiter_gui.recheck_jobs import rechecked_rounds
    from engine.journal.importing import import_command as engine_import
    from engine.journal.recheck import recheck_lines

    threshold = PROCESS_FROM_PLAYERS if process_from is None else process_from

    def recheck(t: Tournament, system: PairingSystem) -> tuple[str, ...]:
        if in_process(len(t.players), threshold):
            return run_in_process(rechecked_rounds, t, system)
        return recheck_lines(t, system)

    command = engine_import(trf, recheck=recheck)
    return dataclasses.replace(command, report=(*command.report, IMPORT_NOTE))


def create_journal(
    path: Path, trf: Path | None = None, answers: dict[str, int] | None = None
) -> Journal:
    """A new tournament file, filled from the TRF ``trf`` when given (its report kept in the
    file's log: :attr:`ImportTrf.report`). ``answers``: the arbiter's to the import's
    warnings (None: he confirmed them all when he chose the file)."""
    command = import_command(trf) if trf is not None else None
    return create_journal_from(path, command, answers)


def create_journal_from(
    path: Path, command: ImportTrf | None, answers: dict[str, int] | None = None
) -> Journal:
    """A new tournament file holding ``command``'s import (none: an empty tournament)."""
    journal = Journal.create(path, author=_author(), backups=BackupPolicy())
    try:
        if command is not None:
            if answers is None:
                answers = full_consent(assess(journal.state, command))
            journal.apply(command, answers=answers)
    except BaseException:
        journal.close()
        raise
    return journal


def _author() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no user name on this system: the log just leaves it blank
        return ""


def sample_path() -> Path:
    """The bundled sample tournament (``resources/samples/sample_open.trf``)."""
    return Path(__file__).resolve().parent.parent / "resources" / "samples" / "sample_open.trf"
