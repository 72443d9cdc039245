"""The tournament file on disk: one SQLite database holding an append-only log.

Durability: WAL journal with ``synchronous=FULL``, so a change is on disk when its transaction
commits. One program at a time: the connection takes SQLite's exclusive lock when it opens and
keeps it; the operating system drops the lock when the process dies, so a crash never leaves a
stale lock behind. Every check of a file that might be damaged runs on a read-only connection
first, so a damaged file is never written to.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine.journal.errors import (
    DamagedFileError,
    FileLockedError,
    JournalError,
    NewerFormatError,
    NotATournamentFileError,
)

APPLICATION_ID = 0x53574152  # "SWAR": marks a Swiss Arbiter file in the SQLite header
SCHEMA_VERSION = 1
"""The file format this program writes; it reads every version up to this one."""

_SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA = """
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE log (
    seq        INTEGER PRIMARY KEY,        -- 1, 2, 3 ... in the order written
    action     TEXT NOT NULL CHECK (action IN ('apply', 'undo', 'redo')),
    target     INTEGER REFERENCES log(seq),-- undo/redo: the 'apply' entry concerned
    command    TEXT NOT NULL,              -- the command's type name, e.g. SetResult
    payload    TEXT,                       -- apply: the command as JSON
    old_value  TEXT,                       -- JSON: what the change replaced (audit)
    new_value  TEXT,                       -- JSON: what it put in its place (audit)
    reason     TEXT NOT NULL DEFAULT '',
    author     TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,              -- ISO 8601 with time zone
    program    TEXT NOT NULL,              -- program version that wrote the entry
    CHECK ((action = 'apply') = (payload IS NOT NULL AND target IS NULL))
);

CREATE TRIGGER log_is_append_only_update BEFORE UPDATE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;

CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;

CREATE TABLE snapshot (
    seq   INTEGER PRIMARY KEY REFERENCES log(seq),  -- the state after this 'apply' entry
    state TEXT NOT NULL
);
"""


@dataclass(frozen=True, slots=True)
class Row:
    """One log entry as stored: the audit log as the arbiter reads it (``Journal.history``)."""

    seq: int
    action: str
    target: int | None
    command: str
    payload: str | None
    old_value: str | None
    new_value: str | None
    reason: str
    author: str
    created_at: str
    program: str


@dataclass(frozen=True, slots=True)
class Contents:
    """Everything read from a file when it is opened."""

    rows: tuple[Row, ...]
    snapshots: dict[int, str]
    meta: dict[str, str]


class Store:
    """The open file: an exclusive, durable SQLite connection. Not thread-safe on its own."""

    def __init__(self, path: Path, con: sqlite3.Connection) -> None:
        self.path = path
        self._con = con

    # ---- opening ---------------------------------------------------------------------------

    @classmethod
    def create(cls, path: Path, meta: dict[str, str]) -> Store:
        """Write a new, empty tournament file at ``path`` (which must not exist) and open it."""
        if path.exists():
            raise JournalError(path, "a file of that name already exists; open it instead")
        temporary = path.with_name(path.name + ".creating")
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
        try:
            con = sqlite3.connect(temporary, isolation_level=None)
            try:
                con.execute("PRAGMA journal_mode=WAL")
                con.execute(f"PRAGMA application_id={APPLICATION_ID}")
                con.executescript("BEGIN;" + _SCHEMA + "COMMIT;")
                con.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
                con.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            finally:
                con.close()  # checkpoints: the new file is complete on its own
            _publish(temporary, path)
        except sqlite3.Error as exc:
            raise JournalError(path, f"cannot create the file: {exc}") from exc
        except OSError as exc:
            raise JournalError(path, f"cannot create the file: {exc.strerror or exc}") from exc
        finally:
            with contextlib.suppress(OSError):
                temporary.unlink()
        return cls._open_locked(path)

    @classmethod
    def open(cls, path: Path) -> tuple[Store, Contents]:
        """Open ``path`` for writing and read it; a clear :class:`JournalError` if it can't be."""
        contents = read_contents(path)
        store = cls._open_locked(path)
        try:
            if store.last_seq() != (contents.rows[-1].seq if contents.rows else 0):
                contents = store.read()  # written between our read and our lock: read again
        except BaseException:
            store.close()
            raise
        return store, contents

    @classmethod
    def _open_locked(cls, path: Path) -> Store:
        try:
            con = sqlite3.connect(path, timeout=0, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise JournalError(path, f"cannot open the file: {exc}") from exc
        try:
            con.execute("PRAGMA locking_mode=EXCLUSIVE")
            mode = con.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise JournalError(path, f"cannot switch the file to WAL mode (got {mode!r})")
            con.execute("PRAGMA synchronous=FULL")
            con.execute("BEGIN EXCLUSIVE")  # take the lock now and keep it (exclusive mode)
            con.execute("COMMIT")
        except sqlite3.OperationalError as exc:
            con.close()
            if _is_locked(exc):
                raise _locked(path) from exc
            raise JournalError(path, f"cannot open the file: {exc}") from exc
        except BaseException:
            con.close()
            raise
        return cls(path, con)

    # ---- reading ---------------------------------------------------------------------------

    def read(self) -> Contents:
        """Every row, snapshot and meta value (on the open connection)."""
        return _read_all(self._con, self.path)

    def last_seq(self) -> int:
        row = self._con.execute("SELECT max(seq) FROM log").fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    def rows(self) -> Iterator[Row]:
        """The log, oldest first."""
        for r in self._con.execute(_SELECT_ROWS):
            yield Row(*r)

    # ---- writing ---------------------------------------------------------------------------

    def append(self, row: Row, snapshot: str | None = None) -> None:
        """Write one log entry (and a snapshot of the state after it) in one durable commit."""
        try:
            self._con.execute("BEGIN IMMEDIATE")
            try:
                self._con.execute(
                    "INSERT INTO log (seq, action, target, command, payload, old_value, "
                    "new_value, reason, author, created_at, program) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        row.seq,
                        row.action,
                        row.target,
                        row.command,
                        row.payload,
                        row.old_value,
                        row.new_value,
                        row.reason,
                        row.author,
                        row.created_at,
                        row.program,
                    ),
                )
                if snapshot is not None:
                    self._con.execute(
                        "INSERT INTO snapshot (seq, state) VALUES (?, ?)", (row.seq, snapshot)
                    )
                self._con.execute("COMMIT")
            except BaseException:
                if self._con.in_transaction:
                    self._con.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise JournalError(self.path, f"the change could not be saved: {exc}") from exc

    def backup_to(self, target: Path) -> None:
        """A consistent copy of the whole file (SQLite's online backup)."""
        dest = sqlite3.connect(target)
        try:
            self._con.backup(dest)
        finally:
            dest.close()

    def close(self) -> None:
        self._con.close()


_SELECT_ROWS = (
    "SELECT seq, action, target, command, payload, old_value, new_value, reason, author, "
    "created_at, program FROM log ORDER BY seq"
)


def read_contents(path: Path) -> Contents:
    """Check and read ``path`` on a read-only connection; raise the matching JournalError."""
    if not path.exists():
        raise JournalError(path, "no such file")
    if path.is_dir():
        raise JournalError(path, "is a folder, not a tournament file")
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise JournalError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not head:
        raise DamagedFileError(path, "the file is empty (it was not saved completely)")
    if not head.startswith(_SQLITE_MAGIC):
        raise NotATournamentFileError(
            path, "this is not a Swiss Arbiter tournament file (or its beginning is damaged)"
        )
    if len(head) < 100:
        raise DamagedFileError(path, "the file is cut short (damaged)")
    try:
        con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=0)
    except sqlite3.Error as exc:
        raise JournalError(path, f"cannot open the file: {exc}") from exc
    try:
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if app_id != APPLICATION_ID:
            raise NotATournamentFileError(
                path, "this is an SQLite database, but not a Swiss Arbiter tournament file"
            )
        if version > SCHEMA_VERSION:
            raise NewerFormatError(
                path,
                f"written by a newer Swiss Arbiter (file format {version}; this version reads "
                f"formats up to {SCHEMA_VERSION}). Open it with the newer version.",
            )
        if version < 1:
            raise DamagedFileError(path, "the file was never completely created (damaged)")
        problems = [r[0] for r in con.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise DamagedFileError(path, "the file is damaged: " + "; ".join(problems))
        return _read_all(con, path)
    except sqlite3.OperationalError as exc:
        if _is_locked(exc):
            raise _locked(path) from exc
        if "unable to open" in str(exc).lower():  # permissions, a read-only medium
            raise JournalError(
                path, f"cannot open the file ({exc}); is its folder writable?"
            ) from exc
        raise DamagedFileError(path, f"the file is damaged: {exc}") from exc
    except sqlite3.DatabaseError as exc:
        raise DamagedFileError(path, f"the file is damaged: {exc}") from exc
    finally:
        con.close()


def _read_all(con: sqlite3.Connection, path: Path) -> Contents:
    try:
        rows = tuple(Row(*r) for r in con.execute(_SELECT_ROWS))
        snapshots = {int(s): str(v) for s, v in con.execute("SELECT seq, state FROM snapshot")}
        meta = {str(k): str(v) for k, v in con.execute("SELECT key, value FROM meta")}
    except sqlite3.OperationalError as exc:
        if _is_locked(exc):
            raise _locked(path) from exc
        raise DamagedFileError(path, f"the file is damaged: {exc}") from exc
    except sqlite3.DatabaseError as exc:
        raise DamagedFileError(path, f"the file is damaged: {exc}") from exc
    return Contents(rows, snapshots, meta)


def _is_locked(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _locked(path: Path) -> FileLockedError:
    return FileLockedError(
        path,
        "the file is open in another Swiss Arbiter window or program; close it there first",
    )


def _publish(temporary: Path, path: Path) -> None:
    """Move the finished new file into place without ever replacing an existing file."""
    try:
        os.link(temporary, path)
    except FileExistsError as exc:
        raise JournalError(path, "a file of that name already exists; open it instead") from exc
    except OSError:  # no hard links on this file system
        if path.exists():
            raise JournalError(
                path, "a file of that name already exists; open it instead"
            ) from None
        os.replace(temporary, path)
