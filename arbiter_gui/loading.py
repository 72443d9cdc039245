"""Reading tournament files off the GUI thread (see :mod:`arbiter_gui.ops`)."""

from __future__ import annotations

import getpass
from pathlib import Path

from engine.journal import BackupPolicy, ImportTrf, Journal
from engine.model import Tournament

TOURNAMENT_SUFFIX = ".swiss"
"""A Swiss Arbiter tournament file (the journal); anything else is read as a TRF."""


def is_tournament_file(path: Path) -> bool:
    return path.suffix.lower() == TOURNAMENT_SUFFIX


def load_tournament(path: Path) -> Tournament:
    """Read the TRF in ``path``; raises an ``EngineError`` naming what is wrong."""
    from engine.trf import load_trf

    return load_trf(path)


def open_journal(path: Path) -> Journal:
    """Open a tournament file (takes its lock); a ``JournalError`` says why it cannot be."""
    return Journal.open(path, author=_author(), backups=BackupPolicy())


def create_journal(path: Path, trf: Path | None = None) -> Journal:
    """A new tournament file, filled from the TRF ``trf`` when given."""
    tournament = load_tournament(trf) if trf is not None else None
    journal = Journal.create(path, author=_author(), backups=BackupPolicy())
    try:
        if tournament is not None:
            journal.apply(ImportTrf(tournament, source=trf.name if trf else ""))
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
