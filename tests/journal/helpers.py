"""Small builders for the journal tests."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from engine.journal import (
    AddPlayer,
    BackupPolicy,
    Journal,
    PlayerData,
    PublishRound,
    SetPairing,
    State,
    apply_command,
)
from engine.journal.chain import chain_start, entry_checksum, snapshot_checksum
from engine.journal.evidence import marker_path
from engine.model import PlayerId
from engine.pairing.api import Board

NAMES = [
    ("Kowalczyk, Łukasz", "GM", 2512, "POL", "1126253"),
    ("Dvořák, Tomáš", "IM", 2468, "CZE", "311219"),
    ("Παπαδόπουλος, Γεώργιος", "IM", 2431, "GRE", "4215893"),
    ("Сергеев, Алексей", "FM", 2397, "KAZ", "13706795"),
    ("Müller, Anna", "WGM", 2356, "GER", "24681937"),
    ("Østergaard, Mikkel", "", 2230, "DEN", "1417932"),
    ("Rossi, Giulia", "", 0, "ITA", ""),
]


def data(i: int) -> PlayerData:
    name, title, rating, fed, fide = NAMES[i - 1]
    return PlayerData(name, title=title, rating=rating, federation=fed, fide_id=fide)


def registered(n: int = 6) -> State:
    state = State()
    for i in range(1, n + 1):
        state = apply_command(state, AddPlayer(data(i)))
    return state


def boards(*pairs: tuple[int, int]) -> tuple[Board, ...]:
    return tuple(Board(PlayerId(w), PlayerId(b)) for w, b in pairs)


def paired_round_1(n: int = 6) -> State:
    """Players 1..n, round 1 paired 1-4, 5-2, 3-6 (and 7 gets the PAB) and published."""
    state = registered(n)
    bye = PlayerId(7) if n == 7 else None
    state = apply_command(state, SetPairing(1, boards((1, 4), (5, 2), (3, 6)), bye))
    return apply_command(state, PublishRound(1))


def fill(journal: Journal, n: int = 6) -> None:
    for i in range(1, n + 1):
        journal.apply(AddPlayer(data(i)))


@contextlib.contextmanager
def raw(path: Path, *, reseal: bool = True) -> Iterator[sqlite3.Connection]:
    """A plain SQLite connection to a tournament file, committed and closed afterwards.

    ``reseal``: then recompute every checksum, as a program that edits the rows *and* keeps the
    chain would, and drop the marker of the last saved change (such a program would not know
    it), so a test reaches what lies behind both; ``False`` leaves the edit for them to find.
    """
    con = sqlite3.connect(path)
    try:
        with con:
            yield con
        if reseal:
            with con:
                _reseal(con)
            marker_path(BackupPolicy(), path).unlink(missing_ok=True)
    finally:
        con.close()


def _reseal(con: sqlite3.Connection) -> None:
    if con.execute("PRAGMA user_version").fetchone()[0] < 2:
        return
    (file_id,) = con.execute("SELECT value FROM meta WHERE key = 'file_id'").fetchone()
    con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
    previous = chain_start(file_id)
    sums = {}
    for row in con.execute(
        "SELECT seq, action, target, command, payload, old_value, new_value, reason, author, "
        "created_at, program FROM log ORDER BY seq"
    ).fetchall():
        previous = sums[row[0]] = entry_checksum(previous, row)
        con.execute("UPDATE log SET checksum = ? WHERE seq = ?", (previous, row[0]))
    for seq, state in con.execute("SELECT seq, state FROM snapshot").fetchall():
        if seq in sums and isinstance(state, str):
            con.execute(
                "UPDATE snapshot SET checksum = ? WHERE seq = ?",
                (snapshot_checksum(sums[seq], state), seq),
            )
