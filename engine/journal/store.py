"""The tournament file on disk: one SQLite database holding an append-only log.

Durability: WAL journal with ``synchronous=FULL``, so a change is on disk when its transaction
commits. One program at a time: the connection takes SQLite's exclusive lock when it opens and
keeps it; the operating system drops the lock when the process dies, so a crash never leaves a
stale lock behind. Every check of a file that might be damaged runs on a read-only connection
first, so a damaged file is never written to.

Integrity: every log entry and snapshot carries a checksum chained to the one before it
(:mod:`engine.journal.chain`), checked whenever a file is read, so a row changed behind our
back is found and named; SQLite's own checks cover its pages only.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import os
import shutil
import sqlite3
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine.files import check_regular
from engine.journal.chain import chain_start, entry_checksum, snapshot_checksum
from engine.journal.errors import (
    DamagedFileError,
    DiskFullError,
    FileLockedError,
    JournalError,
    NewerFormatError,
    NotATournamentFileError,
    ReadOnlyError,
)

APPLICATION_ID = 0x53574152  # "SWAR": marks a Swiss Arbiter file in the SQLite header
SCHEMA_VERSION = 2
"""The file format this program writes; it reads every version up to this one.

1: the log and snapshots. 2: every entry and snapshot has a chained checksum, and the file an id
(``meta.file_id``) the chain starts from; a format 1 file is upgraded when opened for writing.
"""

FILE_ID = "file_id"
"""The meta key of the file's id (32 hex digits, made once when the file is created)."""

_SQLITE_MAGIC = b"SQLite format 3\x00"

_APPEND_ONLY_UPDATE = """
CREATE TRIGGER log_is_append_only_update BEFORE UPDATE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;
"""

_SCHEMA = (
    """
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
    checksum   TEXT NOT NULL,              -- engine.journal.chain.entry_checksum
    CHECK ((action = 'apply') = (payload IS NOT NULL AND target IS NULL))
);
"""
    + _APPEND_ONLY_UPDATE
    + """

CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;

CREATE TABLE snapshot (
    seq      INTEGER PRIMARY KEY REFERENCES log(seq),  -- the state after this 'apply' entry
    state    TEXT NOT NULL,
    checksum TEXT NOT NULL                             -- chain.snapshot_checksum
);
"""
)


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
    checksum: str | None = None  # set by Store.append (chain.entry_checksum)

    def fields(self) -> tuple[object, ...]:
        """The stored columns the checksum covers, in column order (all but the checksum)."""
        return (
            self.seq,
            self.action,
            self.target,
            self.command,
            self.payload,
            self.old_value,
            self.new_value,
            self.reason,
            self.author,
            self.created_at,
            self.program,
        )


@dataclass(frozen=True, slots=True)
class Contents:
    """Everything read from a file when it is opened (its checksums already checked)."""

    rows: tuple[Row, ...]
    snapshots: dict[int, str]
    meta: dict[str, str]
    version: int = SCHEMA_VERSION

    @property
    def last_checksum(self) -> str | None:
        """The checksum of the last entry; the chain's start for an empty file."""
        if self.rows:
            return self.rows[-1].checksum
        file_id = self.meta.get(FILE_ID)
        return chain_start(file_id) if file_id else None


class Store:
    """The open file: an exclusive, durable SQLite connection. Not thread-safe on its own."""

    def __init__(self, path: Path, con: sqlite3.Connection, tip: str) -> None:
        self.path = path
        self._con = con
        self._tip = tip  # the checksum of the last entry written: the next one chains to it
        self._wal = _identity(_wal_path(path))  # the -wal SQLite has open (see _keep_wal)
        self.notices: list[str] = []  # what the arbiter should hear about (taken by Journal)

    # ---- opening ---------------------------------------------------------------------------

    @classmethod
    def create(cls, path: Path, meta: dict[str, str]) -> Store:
        """Write a new, empty tournament file at ``path`` (which must not exist) and open it."""
        if path.exists():
            raise JournalError(path, "a file of that name already exists; open it instead")
        temporary = path.with_name(path.name + ".creating")
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
        meta = {FILE_ID: uuid.uuid4().hex, **meta}
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
            raise _failure(path, exc, "create") from exc
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise _disk_full(path, "create") from exc
            if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise _read_only(path, "create") from exc
            raise JournalError(path, f"cannot create the file: {exc.strerror or exc}") from exc
        finally:
            with contextlib.suppress(OSError):
                temporary.unlink()
        return cls._open_locked(path, chain_start(meta[FILE_ID]))

    @classmethod
    def open(cls, path: Path) -> tuple[Store, Contents]:
        """Open ``path`` for writing and read it; a clear :class:`JournalError` if it can't be."""
        contents = read_contents(path)
        check_writable(path)
        store = cls._open_locked(path, contents.last_checksum or "")
        try:
            if store.last_seq() != (contents.rows[-1].seq if contents.rows else 0):
                contents = store.read()  # written between our read and our lock: read again
            if contents.version < 2:
                store._add_checksums(contents)
                contents = store.read()
            store._tip = contents.last_checksum or ""
        except BaseException:
            store.close()
            raise
        return store, contents

    def _add_checksums(self, contents: Contents) -> None:
        """Upgrade a format 1 file: give it an id and every entry and snapshot its checksum.

        The rows are trusted as they are (format 1 had nothing to check them against); from
        here on, any change to them is found. One transaction: all or nothing.
        """
        file_id = uuid.uuid4().hex
        previous = chain_start(file_id)
        sums: dict[int, str] = {}
        con = self._con
        try:
            con.execute("BEGIN IMMEDIATE")
            try:
                con.execute("ALTER TABLE log ADD COLUMN checksum TEXT")
                con.execute("ALTER TABLE snapshot ADD COLUMN checksum TEXT")
                con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (FILE_ID, file_id))
                con.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (SCHEMA_VERSION,))
                con.execute("DROP TRIGGER log_is_append_only_update")
                for row in contents.rows:
                    previous = sums[row.seq] = entry_checksum(previous, row.fields())
                    con.execute("UPDATE log SET checksum = ? WHERE seq = ?", (previous, row.seq))
                for seq, state in contents.snapshots.items():
                    con.execute(
                        "UPDATE snapshot SET checksum = ? WHERE seq = ?",
                        (snapshot_checksum(sums[seq], state), seq),
                    )
                con.execute(_APPEND_ONLY_UPDATE)
                con.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        except (sqlite3.Error, KeyError, ValueError) as exc:
            raise JournalError(self.path, f"cannot upgrade the file to format 2: {exc}") from exc

    @classmethod
    def _open_locked(cls, path: Path, tip: str) -> Store:
        try:
            con = sqlite3.connect(path, timeout=0, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise _failure(path, exc, "open") from exc
        try:
            con.execute("PRAGMA locking_mode=EXCLUSIVE")
            mode = con.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise JournalError(path, f"cannot switch the file to WAL mode (got {mode!r})")
            con.execute("PRAGMA synchronous=FULL")
            con.execute("BEGIN EXCLUSIVE")  # take the lock now and keep it (exclusive mode)
            con.execute("COMMIT")
        except sqlite3.Error as exc:
            con.close()
            raise _failure(path, exc, "open") from exc
        except BaseException:
            con.close()
            raise
        return cls(path, con, tip)

    # ---- reading ---------------------------------------------------------------------------

    def read(self) -> Contents:
        """Every row, snapshot and meta value (on the open connection)."""
        version = self._con.execute("PRAGMA user_version").fetchone()[0]
        return _read_all(self._con, self.path, int(version))

    def last_seq(self) -> int:
        row = self._con.execute("SELECT max(seq) FROM log").fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    def rows(self) -> Iterator[Row]:
        """The log, oldest first."""
        for r in self._con.execute(_SELECT_ROWS):
            yield Row(*r)

    @property
    def file_id(self) -> str:
        """The file's id (meta ``file_id``); "" for a file that has none."""
        row = self._con.execute("SELECT value FROM meta WHERE key = ?", (FILE_ID,)).fetchone()
        return str(row[0]) if row else ""

    @property
    def tip(self) -> str:
        """The checksum of the last entry written (the chain's start in an empty file)."""
        return self._tip

    # ---- writing ---------------------------------------------------------------------------

    def append(self, row: Row, snapshot: str | None = None) -> Row:
        """Write one log entry (and a snapshot of the state after it) in one durable commit.

        Returns the entry as stored, its checksum chained to the entry before it.
        """
        fields = row.fields()
        checksum = entry_checksum(self._tip, fields)
        try:
            self._con.execute("BEGIN IMMEDIATE")
            try:
                self._con.execute(
                    "INSERT INTO log (seq, action, target, command, payload, old_value, "
                    "new_value, reason, author, created_at, program, checksum) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (*fields, checksum),
                )
                if snapshot is not None:
                    self._con.execute(
                        "INSERT INTO snapshot (seq, state, checksum) VALUES (?, ?, ?)",
                        (row.seq, snapshot, snapshot_checksum(checksum, snapshot)),
                    )
                self._con.execute("COMMIT")
            except BaseException:
                if self._con.in_transaction:
                    self._con.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _failure(self.path, exc, "save") from exc
        self._tip = checksum
        self._keep_wal()
        return dataclasses.replace(row, checksum=checksum)

    def checkpoint(self) -> None:
        """Fold the ``-wal`` into the file itself, so a copy of the file alone is complete."""
        try:
            busy, _, _ = self._con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.Error as exc:
            raise _failure(self.path, exc, "checkpoint") from exc
        if busy:
            raise JournalError(self.path, "the file could not be brought up to date (busy)")

    def _keep_wal(self) -> None:
        """Make sure the commit just made did not go into a ``-wal`` nobody can find again.

        Another program may delete (or replace) the ``-wal`` while the file is open. SQLite
        goes on writing into the handle it has, so every later change would vanish with the
        process. Checkpointing copies them into the file through that handle; a new
        connection then starts a new ``-wal`` under the right name.
        """
        now = _identity(_wal_path(self.path))
        if self._wal is None:
            self._wal = now
        if now is not None and now == self._wal:
            return
        self.checkpoint()
        self._con.close()
        fresh = Store._open_locked(self.path, self._tip)
        self._con, self._wal = fresh._con, fresh._wal
        if self._wal is None:  # the new connection has not made its -wal yet
            self._wal = _identity(_wal_path(self.path))
        self.notices.append(
            f"another program deleted '{self.path.name}-wal' (where the newest changes wait "
            f"before they are folded into '{self.path.name}') while the tournament was open; "
            "they were written into the file itself: nothing was lost"
        )

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
    "created_at, program, checksum FROM log ORDER BY seq"
)
_SELECT_ROWS_1 = _SELECT_ROWS.replace("checksum", "NULL")  # format 1: no checksums yet


def read_contents(path: Path) -> Contents:
    """Check and read ``path`` on a read-only connection; raise the matching JournalError."""
    if not path.exists():
        raise JournalError(path, "no such file")
    try:
        check_regular(path)  # a named pipe would block the read below, a device never end it
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise JournalError(path, "is a folder, not a tournament file") from exc
        if exc.errno == errno.EINVAL:
            raise NotATournamentFileError(path, f"{exc.strerror}: not a tournament file") from exc
        raise JournalError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not head:
        raise DamagedFileError(path, "the file is empty (it was not saved completely)")
    if not head.startswith(_SQLITE_MAGIC):
        raise NotATournamentFileError(
            path, "this is not a Swiss Arbiter tournament file (or its beginning is damaged)"
        )
    if len(head) < 100:
        raise DamagedFileError(path, "the file is cut short (damaged)")
    shm, wal = path.with_name(path.name + "-shm"), _wal_path(path)
    had_shm, had_wal = shm.exists(), wal.exists()
    try:
        con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=0)
    except sqlite3.Error as exc:
        raise _failure(path, exc, "open") from exc
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
        return _read_all(con, path, int(version))
    except sqlite3.DatabaseError as exc:
        raise _failure(path, exc, "open") from exc
    except UnicodeDecodeError as exc:  # text SQLite hands over that is not UTF-8
        raise DamagedFileError(path, "the file is damaged: text that is not UTF-8") from exc
    finally:
        con.close()
        _tidy_after_check(shm, wal, had_shm, had_wal)


def _read_all(con: sqlite3.Connection, path: Path, version: int) -> Contents:
    checked = version >= 2
    try:
        rows = tuple(Row(*r) for r in con.execute(_SELECT_ROWS if checked else _SELECT_ROWS_1))
        query = "SELECT seq, state, " + ("checksum" if checked else "NULL") + " FROM snapshot"
        stored = [(s, v, c) for s, v, c in con.execute(query)]
        meta = {str(k): str(v) for k, v in con.execute("SELECT key, value FROM meta")}
    except sqlite3.DatabaseError as exc:
        raise _failure(path, exc, "open") from exc
    except UnicodeDecodeError as exc:
        raise DamagedFileError(path, "the file is damaged: text that is not UTF-8") from exc
    snapshots = (
        _check_chain(path, rows, stored, meta)
        if checked
        else {int(s): str(v) for s, v, _ in stored}
    )
    return Contents(rows, snapshots, meta, version)


def _check_chain(
    path: Path,
    rows: tuple[Row, ...],
    stored: list[tuple[object, object, object]],
    meta: dict[str, str],
) -> dict[int, str]:
    """The snapshots, once every entry and snapshot matches its checksum; else DamagedFileError
    naming the first entry where the chain breaks."""
    file_id = meta.get(FILE_ID)
    if not file_id:
        raise DamagedFileError(path, "the file has lost its id (meta 'file_id'): it is damaged")
    previous = chain_start(file_id)
    sums: dict[int, str] = {}
    for expected_seq, row in enumerate(rows, start=1):
        if row.seq != expected_seq:
            raise DamagedFileError(path, f"log entry {expected_seq} is missing", entry=expected_seq)
        try:
            ok = row.checksum == entry_checksum(previous, row.fields())
        except ValueError:
            ok = False
        if not ok or not isinstance(row.checksum, str):
            raise DamagedFileError(
                path,
                f"log entry {row.seq} ({str(row.command)[:40]}) has been changed since it was "
                "saved (its checksum does not match): the file is damaged, or was edited by "
                "another program",
                entry=row.seq,
            )
        previous = sums[row.seq] = row.checksum
    snapshots: dict[int, str] = {}
    for seq, state, checksum in stored:
        entry = sums.get(seq) if isinstance(seq, int) else None
        if (
            entry is None
            or not isinstance(seq, int)
            or not isinstance(state, str)
            or checksum != snapshot_checksum(entry, state)
        ):
            raise DamagedFileError(
                path,
                f"the snapshot after entry {seq} has been changed since it was saved (its "
                "checksum does not match): the file is damaged, or was edited by another program",
                entry=seq if isinstance(seq, int) else None,
            )
        snapshots[seq] = state
    return snapshots


def _tidy_after_check(shm: Path, wal: Path, had_shm: bool, had_wal: bool) -> None:
    """Remove the empty ``-wal`` and the ``-shm`` the read-only check made SQLite create: a
    refused file must be left as it was found, without new files beside it."""
    with contextlib.suppress(OSError):
        if not had_wal and wal.stat().st_size == 0:
            wal.unlink()
    with contextlib.suppress(OSError):
        if not had_shm and not wal.exists():
            shm.unlink()


def _wal_path(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file ``path`` is (device, inode); None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _is_locked(exc: sqlite3.Error) -> bool:
    code = _primary_code(exc)
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    text = str(exc).lower()
    return code is None and ("locked" in text or "busy" in text)


def _primary_code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


_FULL_BELOW = 1 << 20
"""Free space below which an I/O error is taken for a full disk (SQLite's working files and
a checkpoint need room; a disk I/O error with less than 1 MB left is that, in practice)."""

_DAMAGE_CODES = frozenset(
    {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_FORMAT, sqlite3.SQLITE_ERROR}
)


def _failure(path: Path, exc: sqlite3.Error, doing: str) -> JournalError:
    """The JournalError that says what went wrong when SQLite failed while ``doing``
    ("open", "create", "save", "checkpoint"): locked, a full disk, a read-only file or folder,
    a disk that fails to read or write, or, only when SQLite says so, a damaged file."""
    code = _primary_code(exc)
    if _is_locked(exc):
        return _locked(path)
    if code == sqlite3.SQLITE_FULL or (code == sqlite3.SQLITE_IOERR and _nearly_full(path)):
        return _disk_full(path, doing)
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN) or (
        code == sqlite3.SQLITE_IOERR and _not_writable(path)
    ):
        if _not_writable(path):
            return _read_only(path, doing)
        if code == sqlite3.SQLITE_CANTOPEN:
            return JournalError(path, f"cannot open the file: {exc}")
    if code == sqlite3.SQLITE_IOERR:
        return JournalError(
            path,
            f"the disk could not be read or written ({exc}). The file is probably not damaged: "
            "check that the disk or network drive is connected and working, then try again.",
        )
    if doing == "save" and code not in _DAMAGE_CODES:
        return JournalError(path, f"the change could not be saved: {exc}")
    if doing == "create":
        return JournalError(path, f"cannot create the file: {exc}")
    return DamagedFileError(path, f"the file is damaged: {exc}")


def _nearly_full(path: Path) -> bool:
    try:
        return shutil.disk_usage(_existing_folder(path)).free < _FULL_BELOW
    except OSError:
        return False


def _existing_folder(path: Path) -> Path:
    folder = path.absolute().parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder


def _free_text(path: Path) -> str:
    try:
        free = shutil.disk_usage(_existing_folder(path)).free
    except OSError:
        return "no room left"
    return f"{free // 1024} KB free" if free < 10 << 20 else f"{free >> 20} MB free"


def _disk_full(path: Path, doing: str) -> DiskFullError:
    what = {
        "open": "the file cannot be opened until there is room for SQLite's working files "
        "beside it. The file is not damaged:",
        "create": "the file was not created.",
        "save": "the change was NOT saved; everything saved before it is safe.",
        "checkpoint": "the file could not be brought up to date; everything saved is safe.",
    }.get(doing, "")
    return DiskFullError(
        path,
        f"the disk holding the file is full ({_free_text(path)}): {what} Free some space on "
        "that disk, then try again.",
    )


def _not_writable(path: Path) -> bool:
    folder = _existing_folder(path)
    file_ro = path.exists() and not os.access(path, os.W_OK)
    return file_ro or not os.access(folder, os.W_OK | os.X_OK)


def _read_only(path: Path, doing: str) -> ReadOnlyError:
    """Which of the file and its folder cannot be written, and what the arbiter can do."""
    folder = _existing_folder(path)
    if doing == "create":
        return ReadOnlyError(
            path,
            f"the folder {folder} is read-only: the file cannot be made there. Choose a folder "
            "you can write to.",
        )
    why = (
        "Swiss Arbiter saves every change into the file the moment it is made, and writes "
        f"beside it (SQLite's working files '{path.name}-wal' and '{path.name}-shm', and the "
        "backups)"
    )
    if path.exists() and not os.access(path, os.W_OK):
        also = " (and so is its folder)" if not os.access(folder, os.W_OK) else ""
        return ReadOnlyError(
            path,
            f"the file is read-only{also}: {why}. Remove the write protection, or copy the file "
            "to a folder you can write to and open the copy.",
        )
    return ReadOnlyError(
        path,
        f"its folder {folder} is read-only: {why}. Make the folder writable, or copy the file "
        "to a folder you can write to and open the copy.",
    )


def check_writable(path: Path) -> None:
    """ReadOnlyError before anything is tried when the file or its folder cannot be written."""
    if _not_writable(path):
        raise _read_only(path, "open")


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
