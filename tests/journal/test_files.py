"""Files that cannot be opened say why, in a sentence, and are never written to."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import textwrap

import pytest

from engine.journal import (
    DamagedFileError,
    FileLockedError,
    Journal,
    JournalError,
    NewerFormatError,
    NotATournamentFileError,
)
from engine.journal.store import APPLICATION_ID

from .helpers import fill, raw


def _digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "open.swiss"
    with Journal.create(path) as j:
        fill(j, 5)
    return path


def test_missing_file(tmp_path):
    with pytest.raises(JournalError, match=r"missing.swiss: no such file"):
        Journal.open(tmp_path / "missing.swiss")


def test_a_trf_is_not_a_tournament_file(sample_path):
    with pytest.raises(NotATournamentFileError, match="not a Swiss Arbiter tournament file"):
        Journal.open(sample_path)


def test_another_sqlite_database(tmp_path):
    other = tmp_path / "other.db"
    with raw(other) as con:
        con.execute("CREATE TABLE t (x)")
    with pytest.raises(NotATournamentFileError, match="SQLite database, but not a Swiss Arbiter"):
        Journal.open(other)


def test_newer_format_is_refused_untouched(saved):
    with raw(saved) as con:
        con.execute("PRAGMA user_version = 99")
    before = _digest(saved)
    with pytest.raises(
        NewerFormatError, match=r"newer Swiss Arbiter \(file format 99; .* up to 2\)"
    ):
        Journal.open(saved)
    assert _digest(saved) == before


def test_empty_file_is_damaged(tmp_path):
    path = tmp_path / "empty.swiss"
    path.write_bytes(b"")
    with pytest.raises(DamagedFileError, match="empty"):
        Journal.open(path)
    assert path.read_bytes() == b""


def test_truncated_file_is_damaged_and_left_alone(saved):
    data = saved.read_bytes()
    saved.write_bytes(data[: len(data) // 2])
    before = _digest(saved)
    with pytest.raises(DamagedFileError, match="damaged"):
        Journal.open(saved)
    assert _digest(saved) == before


def test_scribbled_page_is_damaged_and_left_alone(saved):
    data = bytearray(saved.read_bytes())
    page = 4096
    for i in range(page + 8, min(len(data), 3 * page)):  # trash page 2 onwards, keep the header
        data[i] = 0xA5
    saved.write_bytes(bytes(data))
    before = _digest(saved)
    with pytest.raises(DamagedFileError):
        Journal.open(saved)
    assert _digest(saved) == before


def test_unreadable_log_entry_is_damage(saved):
    with raw(saved) as con:
        con.execute("DROP TRIGGER log_is_append_only_update")
        con.execute("UPDATE log SET payload = '{\"player\": 5}' WHERE seq = 2")
    with pytest.raises(DamagedFileError, match=r"log entry 2 \(AddPlayer\) is unreadable"):
        Journal.open(saved)


def test_gap_in_the_log_is_damage(saved):
    with raw(saved) as con:
        con.execute("DROP TRIGGER log_is_append_only_delete")
        con.execute("DELETE FROM log WHERE seq = 3")
    with pytest.raises(DamagedFileError, match="log entry 3 is missing"):
        Journal.open(saved)


def test_locked_by_this_process(saved):
    with Journal.open(saved), pytest.raises(FileLockedError, match="in another Swiss Arbiter"):
        Journal.open(saved)
    with Journal.open(saved) as j:  # the lock goes with the journal
        assert len(j.tournament.players) == 5


def test_locked_by_another_process(saved):
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sys
                from engine.journal import Journal
                j = Journal.open({str(saved)!r})
                print("open", flush=True)
                sys.stdin.readline()
                """
            ),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "open"
        with pytest.raises(FileLockedError, match="close it there first"):
            Journal.open(saved)
    finally:
        child.kill()
        child.wait(10)
    with Journal.open(saved) as j:  # a dead process holds no lock
        assert j.version == 5


def test_application_id_is_set(saved):
    with raw(saved) as con:
        assert con.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.parametrize(
    ("command", "payload"),
    [
        ("AddPlayer", '{"player":{"name":"X"},"wildcard":true}'),  # a field we do not know
        ("SetTeamLineup", '{"team":1}'),  # a command we do not know
    ],
)
def test_a_change_from_a_newer_program_is_refused_untouched(saved, command, payload):
    with raw(saved) as con:
        seq = con.execute("SELECT max(seq) FROM log").fetchone()[0] + 1
        con.execute(
            "INSERT INTO log (seq, action, command, payload, created_at, program, checksum) "
            "VALUES (?, 'apply', ?, ?, '2027-01-01T00:00:00+00:00', '9.9.9', '')",
            (seq, command, payload),
        )
    before = _digest(saved)
    with pytest.raises(NewerFormatError, match=r"written by Swiss Arbiter 9\.9\.9"):
        Journal.open(saved)
    assert _digest(saved) == before


def test_save_as_copies_everything_and_the_copy_opens(saved, tmp_path):
    copy = tmp_path / "copy.swiss"
    with Journal.open(saved) as j:
        j.undo()  # the copy keeps the history, undone entries included
        assert j.save_copy(copy) == copy
        state, history = j.state, j.history()
        with pytest.raises(JournalError, match="exists already"):
            j.save_copy(copy)
    with Journal.open(copy) as c:
        assert c.state == state
        assert c.history() == history
        assert c.can_redo
    assert not (tmp_path / "copy.swiss.partial").exists()
