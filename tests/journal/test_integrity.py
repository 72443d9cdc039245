"""Every log entry and snapshot carries a checksum chained to the one before it.

SQLite checks its pages, not what is in the rows: a name edited with another program, or a byte
flipped on the disk inside a row, made a file that opened with the changed name. Now the file is
refused, naming the entry where the chain breaks and the newest backup that is still good.
"""

from __future__ import annotations

import datetime
import random
import shutil
import sqlite3

import pytest

import engine.journal.journal as journal_module
from engine.journal import (
    AddPlayer,
    BackupPolicy,
    DamagedFileError,
    Journal,
    JournalError,
    PlayerData,
    PublishRound,
    SetPairing,
    SetResult,
)
from engine.journal.commands import GameResult
from engine.journal.store import APPLICATION_ID
from engine.model import PlayerId

from .helpers import boards, fill, raw


def _edit(path, sql, *args):
    """Change the file as another program would: SQLite is happy, our checksums are not."""
    with raw(path, reseal=False) as con:
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
        con.execute(sql, args)


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "open.swiss"
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 6)
    return path


def test_an_edited_name_is_refused_with_its_entry(saved):
    _edit(saved, "UPDATE log SET payload = replace(payload, 'Müller, Anna', 'MüllerP Anna')")
    with pytest.raises(DamagedFileError, match=r"log entry 5 \(AddPlayer\)") as info:
        Journal.open(saved)
    assert info.value.entry == 5
    assert "changed since it was saved" in str(info.value)


@pytest.mark.parametrize("column", ["old_value", "new_value", "author", "created_at", "reason"])
def test_every_column_of_an_entry_is_covered(saved, column):
    _edit(saved, f"UPDATE log SET {column} = coalesce({column}, '') || 'x' WHERE seq = 3")
    with pytest.raises(DamagedFileError, match=r"log entry 3 ") as info:
        Journal.open(saved)
    assert info.value.entry == 3


def test_a_changed_checksum_breaks_the_chain_at_the_next_entry(saved):
    # rewriting an entry and its own checksum is caught by the entry after it
    with raw(saved, reseal=False) as con:
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
        con.execute("UPDATE log SET checksum = 'ab' || substr(checksum, 3) WHERE seq = 2")
    with pytest.raises(DamagedFileError, match=r"log entry [23] ") as info:
        Journal.open(saved)
    assert info.value.entry in (2, 3)


def test_an_edited_snapshot_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(journal_module, "SNAPSHOT_EVERY", 4)
    path = tmp_path / "snap.swiss"
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 6)
    _edit(path, "UPDATE snapshot SET state = replace(state, 'Dvořák, Tomáš', 'Dvorak, Tomas')")
    with pytest.raises(DamagedFileError, match=r"snapshot after entry 4") as info:
        Journal.open(path)
    assert info.value.entry == 4


def test_a_missing_checksum_is_refused(saved):
    with raw(saved, reseal=False) as con:
        con.execute("DROP TRIGGER IF EXISTS log_is_append_only_update")
        con.execute("UPDATE log SET checksum = '' WHERE seq = 6")
    with pytest.raises((DamagedFileError, JournalError), match=r"entry 6"):
        Journal.open(saved)


def test_a_refusal_is_left_untouched(saved):
    _edit(saved, "UPDATE log SET reason = 'edited' WHERE seq = 1")
    before = saved.read_bytes()
    with pytest.raises(DamagedFileError):
        Journal.open(saved)
    assert saved.read_bytes() == before


def test_entries_from_another_file_do_not_fit(tmp_path):
    # same commands, same times, another file: the chain starts from each file's own id
    def clock():
        return datetime.datetime(2026, 4, 11, tzinfo=datetime.UTC)

    a, b = tmp_path / "a.swiss", tmp_path / "b.swiss"
    for path in (a, b):
        with Journal.create(path, backups=BackupPolicy(keep=0), clock=clock) as j:
            fill(j, 3)
    with raw(a, reseal=False) as con_a:
        rows = con_a.execute("SELECT seq, checksum FROM log").fetchall()
    with raw(b, reseal=False) as con_b:
        assert rows != con_b.execute("SELECT seq, checksum FROM log").fetchall()


# ---- the newest good backup -------------------------------------------------------------


def _with_backups(path):
    """Round 1 paired (backup), its results in (backup), then two more entries."""
    with Journal.create(path, backups=BackupPolicy(keep=5)) as j:
        fill(j, 6)
        j.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
        j.apply(PublishRound(1))
        for white in (1, 5, 3):
            j.apply(SetResult(1, PlayerId(white), GameResult.DRAW))
        j.apply(AddPlayer(PlayerData("Rossi, Giulia")))
        return j.version


def test_the_refusal_names_the_newest_good_backup(tmp_path):
    path = tmp_path / "open.swiss"
    last = _with_backups(path)
    folder = tmp_path / "open.swiss backups"
    backups = sorted(folder.glob("*.swiss"))
    assert [b.name for b in backups] == [
        "open-000007-r1-paired.swiss",
        "open-000011-r1-results.swiss",
    ]
    _edit(path, "UPDATE log SET reason = 'x' WHERE seq = ?", last)
    with pytest.raises(DamagedFileError) as info:
        Journal.open(path)
    assert info.value.backup == backups[-1]
    assert "open-000011-r1-results.swiss" in str(info.value)
    # the newest backup damaged too: the one before it is offered
    _edit(backups[-1], "UPDATE log SET reason = 'x' WHERE seq = 3")
    with pytest.raises(DamagedFileError) as info:
        Journal.open(path)
    assert info.value.backup == backups[0]
    with Journal.open(backups[0]) as j:  # and it is good
        assert j.version == 7


def test_no_backup_says_so(saved):
    _edit(saved, "UPDATE log SET reason = 'x' WHERE seq = 2")
    with pytest.raises(DamagedFileError, match="no backup") as info:
        Journal.open(saved)
    assert info.value.backup is None


# ---- random damage on the disk ----------------------------------------------------------


def _fingerprint(path):
    with Journal.open(path) as j:
        return j.state, j.history()


@pytest.mark.parametrize("seed", range(4))
def test_random_byte_flips_never_open_a_changed_tournament(tmp_path, seed):
    """50 flips per seed (200 in all) of one bit anywhere in the file: each copy is refused
    with a JournalError or opens with exactly the original state and history."""
    path = tmp_path / "open.swiss"
    _with_backups(path)
    shutil.rmtree(tmp_path / "open.swiss backups")
    original = _fingerprint(path)
    data = path.read_bytes()
    rng = random.Random(seed)
    outcomes = {"refused": 0, "same": 0}
    for k in range(50):
        flipped = bytearray(data)
        pos = rng.randrange(len(data))
        flipped[pos] ^= 1 << rng.randrange(8)
        copy = tmp_path / f"flip-{k}.swiss"
        copy.write_bytes(bytes(flipped))
        try:
            found = _fingerprint(copy)
        except JournalError:
            outcomes["refused"] += 1
            continue
        except sqlite3.Error as exc:  # pragma: no cover - would be a bug
            raise AssertionError(f"byte {pos}: SQLite error escaped: {exc!r}") from exc
        assert found == original, f"byte {pos} flipped: opened with a different tournament"
        outcomes["same"] += 1
    assert outcomes["refused"] + outcomes["same"] == 50


# ---- format 1 files (no checksums) are upgraded -----------------------------------------

FORMAT_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE log (
    seq INTEGER PRIMARY KEY,
    action TEXT NOT NULL CHECK (action IN ('apply', 'undo', 'redo')),
    target INTEGER REFERENCES log(seq), command TEXT NOT NULL, payload TEXT,
    old_value TEXT, new_value TEXT, reason TEXT NOT NULL DEFAULT '',
    author TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, program TEXT NOT NULL,
    CHECK ((action = 'apply') = (payload IS NOT NULL AND target IS NULL))
);
CREATE TRIGGER log_is_append_only_update BEFORE UPDATE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;
CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log
BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END;
CREATE TABLE snapshot (seq INTEGER PRIMARY KEY REFERENCES log(seq), state TEXT NOT NULL);
"""


def _as_format_1(source, target):
    """The same log in a file as format 1 wrote it (no checksums, no file id)."""
    con = sqlite3.connect(target)
    try:
        con.execute("PRAGMA journal_mode=WAL")
        con.execute(f"PRAGMA application_id={APPLICATION_ID}")
        con.executescript(FORMAT_1)
        with raw(source, reseal=False) as old:
            rows = old.execute(
                "SELECT seq, action, target, command, payload, old_value, new_value, reason, "
                "author, created_at, program FROM log"
            ).fetchall()
            snaps = old.execute("SELECT seq, state FROM snapshot").fetchall()
            meta = old.execute("SELECT key, value FROM meta WHERE key != 'file_id'").fetchall()
        with con:
            con.executemany("INSERT INTO log VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
            con.executemany("INSERT INTO snapshot VALUES (?,?)", snaps)
            con.executemany("INSERT INTO meta VALUES (?,?)", meta)
        con.execute("PRAGMA user_version=1")
    finally:
        con.close()


def test_a_format_1_file_is_upgraded_and_checked_from_then_on(tmp_path, monkeypatch):
    monkeypatch.setattr(journal_module, "SNAPSHOT_EVERY", 3)
    new = tmp_path / "new.swiss"
    with Journal.create(new, backups=BackupPolicy(keep=0)) as j:
        fill(j, 6)
        j.undo()
        state, history = j.state, j.history()
    old = tmp_path / "old.swiss"
    _as_format_1(new, old)
    with Journal.open(old, backups=BackupPolicy(keep=0)) as j:
        assert j.state == state
        assert [r.fields() for r in j.history()] == [r.fields() for r in history]
        assert all(r.checksum for r in j.history())
        j.apply(AddPlayer(PlayerData("Rossi, Giulia")))
    with raw(old, reseal=False) as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 2
        assert con.execute("SELECT count(*) FROM snapshot WHERE checksum IS NULL").fetchone() == (
            0,
        )
    with Journal.open(old) as j:
        assert j.version == len(history) + 1
    _edit(old, "UPDATE log SET reason = 'x' WHERE seq = 2")
    with pytest.raises(DamagedFileError, match="log entry 2"):
        Journal.open(old)
