"""Is the file behind what was saved in it? The marker of the last saved change, and backups.

SQLite keeps the newest commits in the ``-wal`` file beside the tournament file until they are
checkpointed into the file itself. If the ``-wal`` is lost (deleted, or not copied with the
file) what remains is a valid, *older* tournament, and nothing inside it can tell. So the
evidence lives outside it:

- the marker ``<backups folder>/<file name>.last-saved``, rewritten after every change: the
  file's id, how many changes were saved, the checksum of the last one and when;
- failing a marker (deleted, or a file from an older version), the backup copies: a backup
  that continues this file's chain further than the file goes shows changes are missing.

A marker only ever trails the file: it is written after the change is committed and synced.
A marker that cannot be read (cut short by a power loss) is no evidence at all.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from engine.files import read_input
from engine.journal.backup import BackupPolicy, backup_copies
from engine.journal.chain import chain_start
from engine.journal.errors import FileBehindError
from engine.journal.store import FILE_ID, Contents

MARKER_SUFFIX = ".last-saved"


@dataclass(frozen=True, slots=True)
class SavedMark:
    """What the marker says: file ``file_id`` had ``version`` changes, the last ``checksum``."""

    file_id: str
    version: int
    checksum: str
    saved_at: str


def marker_path(policy: BackupPolicy, path: Path) -> Path:
    """Where the marker of the tournament file ``path`` lives."""
    return policy.folder_for(path) / (path.name + MARKER_SUFFIX)


def read_marker(marker: Path) -> SavedMark | None:
    """The marker's contents; None when it is missing or cannot be trusted."""
    try:
        data = json.loads(read_input(marker, limit=4 * MARKER_BYTES))
        body = data["mark"]
        if data["check"] != _digest(body):
            return None
        mark = SavedMark(
            str(body["file_id"]), int(body["version"]), str(body["checksum"]), str(body["at"])
        )
    except (OSError, ValueError, TypeError, KeyError, RecursionError):
        return None
    return mark if mark.version >= 0 else None


MARKER_BYTES = 512
"""The marker's fixed size: it is overwritten in place, never truncated or renamed (either
makes some file systems flush it at once, milliseconds on every change)."""


def write_marker(marker: Path, mark: SavedMark) -> None:
    """Overwrite the marker in place; OSError if it cannot be written.

    No fsync and no rename: a marker lost or cut short in a power cut fails its own checksum
    and is simply no evidence, and one that survives always trails the file, which was synced
    first.
    """
    body = {
        "file_id": mark.file_id,
        "version": mark.version,
        "checksum": mark.checksum,
        "at": mark.saved_at,
    }
    data = json.dumps({"mark": body, "check": _digest(body)}, sort_keys=True).encode("utf-8")
    if len(data) >= MARKER_BYTES:
        raise OSError(errno.EOVERFLOW, "the marker does not fit its 512 bytes", str(marker))
    marker.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(marker, os.O_WRONLY | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    try:
        os.write(fd, data.ljust(MARKER_BYTES - 1) + b"\n")  # from offset 0: just opened
    finally:
        os.close(fd)


def _digest(body: object) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode("utf-8")).hexdigest()


def check_not_behind(path: Path, contents: Contents, policy: BackupPolicy) -> None:
    """Raise :class:`FileBehindError` when the marker or a backup shows changes the file lacks.

    The marker, when it is this file's, decides: after an older state was accepted on purpose
    it says so, and the backups of the abandoned changes no longer count.
    """
    file_id = contents.meta.get(FILE_ID)
    if not file_id:  # format 1: no id, no markers written for it yet
        return
    found = contents.rows[-1].seq if contents.rows else 0
    sums = {row.seq: row.checksum for row in contents.rows}
    sums[0] = chain_start(file_id)
    marker = marker_path(policy, path)
    mark = read_marker(marker)
    if mark is not None and mark.file_id == file_id:
        if mark.version > found:
            raise FileBehindError(
                path,
                f"this file holds {found} changes, but {mark.version} were saved in it (the "
                f"last at {mark.saved_at}, according to {marker}). {_lost(path)}",
                found=found,
                saved=mark.version,
                evidence=marker,
                saved_at=mark.saved_at,
            )
        if sums.get(mark.version) != mark.checksum:
            raise FileBehindError(
                path,
                f"this file does not continue the state saved in it last (change "
                f"{mark.version}, at {mark.saved_at}, according to {marker}): it was replaced "
                "by another copy of the tournament.",
                found=found,
                saved=mark.version,
                evidence=marker,
                saved_at=mark.saved_at,
            )
        return
    for seq, copy in backup_copies(policy, path):
        if seq <= found:
            break
        if _continues(copy, file_id, found, sums[found]):
            raise FileBehindError(
                path,
                f"this file holds {found} changes, but its backup {copy.name} already holds "
                f"{seq}. {_lost(path)}",
                found=found,
                saved=seq,
                evidence=copy,
            )


def _lost(path: Path) -> str:
    return (
        f"Its newest changes are missing: most likely its companion file '{path.name}-wal', "
        "which holds the newest changes until they are folded into the file, was deleted or "
        "not copied along with it."
    )


def _continues(copy: Path, file_id: str, seq: int, checksum: str | None) -> bool:
    """True when the database ``copy`` is of file ``file_id`` and holds its entry ``seq``
    with the same checksum (so it goes on from where the file stops)."""
    try:
        con = sqlite3.connect(copy.resolve().as_uri() + "?mode=ro", uri=True, timeout=0)
    except sqlite3.Error:
        return False
    try:
        row = con.execute("SELECT value FROM meta WHERE key = ?", (FILE_ID,)).fetchone()
        if row is None or row[0] != file_id:
            return False
        if seq == 0:
            return True
        row = con.execute("SELECT checksum FROM log WHERE seq = ?", (seq,)).fetchone()
        return row is not None and row[0] == checksum
    except (sqlite3.Error, UnicodeDecodeError):
        return False
    finally:
        con.close()
