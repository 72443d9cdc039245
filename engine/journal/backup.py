"""Backups next to the tournament file: after a round is paired and after its results are in.

Each backup is a consistent copy of the database and, for other programs and checkers, a TRF of
the tournament at that moment. Only the newest ``keep`` backups stay. A backup that cannot be
written is a warning, never an error: the change itself is already safe in the main file.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine.errors import EngineError
from engine.journal.state import State
from engine.journal.store import read_contents


@dataclass(frozen=True, slots=True)
class BackupPolicy:
    """Where backups go and how many are kept (``keep=0``: no backups)."""

    keep: int = 10
    folder: Path | None = None  # None: "<file name> backups" next to the file
    trf: bool = True

    def folder_for(self, path: Path) -> Path:
        """The backup folder of the tournament file ``path``."""
        return self.folder if self.folder is not None else path.with_name(f"{path.name} backups")


def backup_reasons(before: State, after: State, rounds: tuple[int, ...]) -> tuple[str, ...]:
    """Why this change deserves a backup: ``r3-paired``, ``r3-results``; empty if it does not."""
    reasons = []
    for r in rounds:
        new, old = after.round(r), before.round(r)
        if new is not None and (old is None or (old.boards, old.bye) != (new.boards, new.bye)):
            reasons.append(f"r{r}-paired")
        if after.is_complete(r) and not before.is_complete(r):
            reasons.append(f"r{r}-results")
    return tuple(reasons)


def write_backup(
    policy: BackupPolicy,
    path: Path,
    seq: int,
    reasons: tuple[str, ...],
    state: State,
    copy_database: Callable[[Path], None],
) -> tuple[tuple[Path, ...], tuple[str, ...]]:
    """Write one backup set; returns (files written, warnings). Never raises for I/O problems."""
    if policy.keep <= 0 or not reasons:
        return (), ()
    folder = policy.folder_for(path)
    base = f"{path.stem}-{seq:06d}-{reasons[-1]}"
    written: list[Path] = []
    warnings: list[str] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        db_copy = folder / f"{base}{path.suffix or '.db'}"
        partial = db_copy.with_name(db_copy.name + ".partial")
        copy_database(partial)
        os.replace(partial, db_copy)
        written.append(db_copy)
    except (OSError, sqlite3.Error, EngineError) as exc:
        warnings.append(f"backup copy not written in {folder}: {exc}")
    if policy.trf:
        from engine.journal.export import trf_tournament
        from engine.trf import dump_trf  # only when a backup is due: keeps opening fast

        try:
            trf = folder / f"{base}.trf"
            text = dump_trf(trf_tournament(state))
            trf.write_text(text, encoding="utf-8", newline="")
            written.append(trf)
        except (OSError, EngineError) as exc:
            warnings.append(f"backup TRF not written in {folder}: {exc}")
    warnings.extend(_prune(folder, path.stem, policy.keep))
    return tuple(written), tuple(warnings)


@dataclass(frozen=True, slots=True)
class GoodBackup:
    """A backup copy whose every checksum holds: the file and how far it goes."""

    path: Path
    version: int  # its last log entry


_NAME = re.compile(r".*-(\d{6})-r(\d+)-(paired|results)\.[^.]+")


def describe_backup(path: Path) -> str:
    """What a backup holds, from its name: ``after round 3's results (change 96)``.

    >>> describe_backup(Path("open-000096-r3-results.swiss"))
    "after round 3's results (change 96)"
    >>> describe_backup(Path("copy.swiss"))
    'copy.swiss'
    """
    m = _NAME.fullmatch(path.name)
    if m is None:
        return path.name
    seq, round_no, kind = int(m.group(1)), int(m.group(2)), m.group(3)
    what = "pairing" if kind == "paired" else "results"
    return f"after round {round_no}'s {what} (change {seq})"


def backup_copies(policy: BackupPolicy, path: Path) -> list[tuple[int, Path]]:
    """The database copies among the backups of ``path``, newest first: (entry, file)."""
    folder = policy.folder_for(path)
    pattern = re.compile(
        re.escape(path.stem) + r"-(\d{6})-r\d+-(?:paired|results)" + re.escape(path.suffix or ".db")
    )
    found = []
    try:
        for f in folder.iterdir():
            m = pattern.fullmatch(f.name)
            if m:
                found.append((int(m.group(1)), f))
    except OSError:
        return []
    return sorted(found, key=lambda item: (item[0], item[1].name), reverse=True)


def newest_good_backup(policy: BackupPolicy, path: Path) -> GoodBackup | None:
    """The newest backup of ``path`` that opens and whose checksums hold; None if none does."""
    for _, copy in backup_copies(policy, path):
        try:
            contents = read_contents(copy)
        except EngineError:
            continue
        return GoodBackup(copy, contents.rows[-1].seq if contents.rows else 0)
    return None


def _prune(folder: Path, stem: str, keep: int) -> list[str]:
    """Delete the oldest backup sets of this file beyond ``keep`` (only our own file names)."""
    pattern = re.compile(re.escape(stem) + r"-(\d{6})-r\d+-(?:paired|results)\.[^.]+$")
    sets: dict[int, list[Path]] = {}
    try:
        for f in folder.iterdir():
            m = pattern.fullmatch(f.name)
            if m:
                sets.setdefault(int(m.group(1)), []).append(f)
    except OSError as exc:
        return [f"old backups not pruned in {folder}: {exc}"]
    warnings = []
    for seq in sorted(sets)[:-keep]:
        for f in sets[seq]:
            try:
                f.unlink()
            except OSError as exc:
                warnings.append(f"old backup {f} not deleted: {exc}")
    clean_leftovers(folder, stem)
    return warnings


def clean_leftovers(folder: Path, stem: str) -> None:
    """Delete what a kill in the middle of writing left in ``folder`` for the file ``stem``:
    half-written backup copies (``.partial``) with SQLite's companions (``.partial-journal``,
    ``-wal``, ``-shm``), and a half-written marker. Only our own names; nothing else."""
    pattern = re.compile(
        re.escape(stem)
        + r"(?:-\d{6}-r\d+-(?:paired|results)\.[^.]+|\.[^.]+\.last-saved)"
        + r"\.partial(?:-journal|-wal|-shm)?"
    )
    with contextlib.suppress(OSError):
        for f in folder.iterdir():
            if pattern.fullmatch(f.name):
                with contextlib.suppress(OSError):
                    f.unlink()
