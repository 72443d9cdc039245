"""What can go wrong with a tournament file, each as a message the arbiter can act on."""

from __future__ import annotations

from pathlib import Path

from engine.errors import EngineError


class JournalError(EngineError):
    """A tournament file cannot be opened or written. The message names the file."""

    def __init__(self, path: Path | str | None, message: str) -> None:
        where = f"{path}: " if path is not None else ""
        super().__init__(f"{where}{message}")
        self.path = Path(path) if path is not None else None
        self.detail = message


class NotATournamentFileError(JournalError):
    """The file is some other SQLite database or some other kind of file altogether."""


class NewerFormatError(JournalError):
    """The file was written by a newer Swiss Arbiter; this one must not touch it."""


class DamagedFileError(JournalError):
    """The file is damaged. It is left exactly as it is (never repaired or overwritten).

    ``entry`` is the log entry where the damage was found (None: not in one entry), ``backup``
    the newest backup that is still good (None: there is none), offered in the message too.
    """

    def __init__(
        self,
        path: Path | str | None,
        message: str,
        *,
        entry: int | None = None,
        backup: Path | None = None,
    ) -> None:
        super().__init__(path, message)
        self.entry = entry
        self.backup = backup


class FileLockedError(JournalError):
    """Another running Swiss Arbiter (or another window) has the file open."""


class CommandRejectedError(EngineError):
    """A command is not allowed in the current state; nothing was written.

    Example: ``round 4: cannot enter a result before the round is published``.
    """


class ChangedMeanwhileError(CommandRejectedError):
    """The journal moved on since the version a command was made for; nothing was written.

    Raised by ``Journal.apply(command, if_version=v)`` (work done in the background from the
    state at version ``v``, e.g. a pairing, is saved only onto that state).
    """


class FileBehindError(JournalError):
    """The file holds fewer changes than were saved in it: its newest changes are missing.

    Typically its ``-wal`` companion (where SQLite keeps the newest changes until they are
    folded into the file) was deleted, or not copied along with it. The file is left as it is.
    ``found``: the changes it holds; ``saved``: the changes known to have been saved in it;
    ``evidence``: the file that shows it; ``saved_at``: when the last change was saved ("" if
    unknown); ``backup``: the newest good backup (None: none).
    """

    def __init__(
        self,
        path: Path,
        message: str,
        *,
        found: int,
        saved: int,
        evidence: Path,
        saved_at: str = "",
        backup: Path | None = None,
    ) -> None:
        super().__init__(path, message)
        self.found = found
        self.saved = saved
        self.evidence = evidence
        self.saved_at = saved_at  # ISO 8601, when the marker says the last change was saved
        self.backup = backup


class ReadOnlyError(JournalError):
    """The file or its folder cannot be written: every change is saved the moment it is made,
    so a read-only file cannot be worked on. The message says which, and what to do."""


class DiskFullError(JournalError):
    """The disk is full: nothing was changed (a change was not saved, or the file not opened)."""
