"""A file that is behind what was saved in it is never opened as if it were current.

SQLite keeps the newest commits in the ``-wal`` file beside the tournament file until they are
checkpointed into the file itself. Lose the ``-wal`` (deleted by a cleaner or a sync tool,
left behind when only the ``.swiss`` was copied) and the file is a valid, older tournament.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.journal import (
    AddPlayer,
    BackupPolicy,
    FileBehindError,
    Journal,
    PlayerData,
    PublishRound,
    SetPairing,
    restore_backup,
)

from .helpers import boards, fill

ROOT = Path(__file__).resolve().parents[2]


def _wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _players(n: int, prefix: str = "P") -> list[AddPlayer]:
    return [AddPlayer(PlayerData(f"{prefix}{i:03d}, Test")) for i in range(n)]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_wal_deleted_while_open_then_kill_loses_nothing(tmp_path):
    """The issue's case: 50 changes, the -wal deleted while open, 50 more, kill -9."""
    path = tmp_path / "t.swiss"
    script = textwrap.dedent(
        f"""
        import os, sys
        from engine.journal import AddPlayer, BackupPolicy, Journal, PlayerData
        j = Journal.create({str(path)!r}, backups=BackupPolicy(keep=0))
        for i in range(50):
            j.apply(AddPlayer(PlayerData(f"P{{i:03d}}, Test")))
        os.unlink({str(_wal(path))!r})
        notes = []
        for i in range(50):
            notes += j.apply(AddPlayer(PlayerData(f"Q{{i:03d}}, Test"))).warnings
        print(j.version, len(notes), notes[0] if notes else "", flush=True)
        os.kill(os.getpid(), 9)
        """
    )
    child = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    version, notes, note = child.stdout.split(maxsplit=2)
    assert (version, notes) == ("100", "1")  # told once, when it happened
    assert "-wal" in note and "nothing was lost" in note
    with Journal.open(path, backups=BackupPolicy(keep=0)) as j:
        assert j.version == 100
        names = [p.name for p in j.tournament.players]
    assert names[-1] == "Q049, Test" and len(names) == 100


@pytest.fixture
def behind(tmp_path):
    """t.swiss saved with 30 changes, then replaced by its copy taken after 10 of them."""
    path = tmp_path / "t.swiss"
    early = tmp_path / "early.swiss"
    with Journal.create(path) as j:
        for command in _players(10):
            j.apply(command)
        j.save_copy(early)
        for command in _players(20, "Q"):
            j.apply(command)
    shutil.copyfile(early, path)
    return path


def test_a_file_behind_what_was_saved_is_refused_untouched(behind):
    before = behind.read_bytes()
    with pytest.raises(FileBehindError) as info:
        Journal.open(behind)
    error = info.value
    assert (error.found, error.saved) == (10, 30)
    assert "-wal" in str(error) and "holds 10 changes" in str(error)
    assert behind.read_bytes() == before
    assert not _wal(behind).exists()


def test_the_arbiter_may_open_the_older_state_on_purpose(behind):
    with Journal.open(behind, accept_older=True) as j:
        assert j.version == 10
        j.apply(AddPlayer(PlayerData("Rossi, Giulia")))
    with Journal.open(behind) as j:  # the older state is now the one saved
        assert j.version == 11


def test_a_missing_marker_falls_back_on_the_backups(tmp_path):
    path = tmp_path / "t.swiss"
    early = tmp_path / "early.swiss"
    with Journal.create(path) as j:
        fill(j, 6)
        j.save_copy(early)
        j.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))  # a backup: r1-paired
        j.apply(PublishRound(1))
    folder = tmp_path / "t.swiss backups"
    (folder / "t.swiss.last-saved").unlink()
    shutil.copyfile(early, path)
    with pytest.raises(FileBehindError) as info:
        Journal.open(path)
    assert info.value.saved == 7
    assert info.value.backup == folder / "t-000007-r1-paired.swiss"
    assert "t-000007-r1-paired.swiss" in str(info.value)


def test_restore_backup_sets_the_file_aside_and_opens_the_backup(tmp_path):
    path = tmp_path / "t.swiss"
    early = tmp_path / "early.swiss"
    with Journal.create(path) as j:
        fill(j, 6)
        j.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
        j.save_copy(early)
        j.apply(PublishRound(1))
        for command in _players(3, "Late"):
            j.apply(command)
    shutil.copyfile(early, path)
    early_bytes = early.read_bytes()
    with pytest.raises(FileBehindError) as info:
        Journal.open(path)
    assert info.value.backup is not None
    aside = restore_backup(path, info.value.backup)
    assert aside.exists() and aside.read_bytes() == early_bytes  # nothing is destroyed
    assert aside.parent == path.parent and "t.swiss" not in aside.name
    with Journal.open(path) as j:
        assert j.version == 7
        assert j.state.round(1) is not None
    with Journal.open(aside, accept_older=True) as j:
        assert j.version == 7  # the set-aside file is itself a complete, older state


def test_another_tournament_under_the_same_name_opens(tmp_path):
    path = tmp_path / "t.swiss"
    with Journal.create(path) as j:
        fill(j, 6)
    path.unlink()
    with Journal.create(path) as j:  # a new file: its own id; the old marker is not its
        fill(j, 2)
    with Journal.open(path) as j:
        assert j.version == 2


def test_a_garbled_marker_is_no_evidence(tmp_path):
    path = tmp_path / "t.swiss"
    with Journal.create(path) as j:
        fill(j, 3)
    marker = tmp_path / "t.swiss backups" / "t.swiss.last-saved"
    marker.write_text('{"version": 99, "file_')
    with Journal.open(path) as j:
        assert j.version == 3


# ---- checkpoints: the .swiss alone is complete at natural points --------------------------


def test_publishing_a_round_puts_everything_into_the_file_itself(tmp_path):
    path = tmp_path / "t.swiss"
    alone = tmp_path / "alone.swiss"
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 6)
        j.apply(SetPairing(1, boards((1, 4), (5, 2), (3, 6))))
        j.apply(PublishRound(1))
        shutil.copyfile(path, alone)  # what a copy of the .swiss alone would hold
        j.apply(AddPlayer(PlayerData("Rossi, Giulia")))
    with Journal.open(alone, backups=BackupPolicy(keep=0), accept_older=True) as j:
        assert j.version == 8
        published = j.state.round(1)
        assert published is not None and published.published


def test_closing_leaves_no_wal_behind(tmp_path):
    path = tmp_path / "t.swiss"
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 4)
        assert _wal(path).exists()
    assert not _wal(path).exists()
    alone = tmp_path / "alone.swiss"
    shutil.copyfile(path, alone)
    with Journal.open(alone, backups=BackupPolicy(keep=0)) as j:
        assert j.version == 4


def test_opening_folds_a_crash_wal_into_the_file(tmp_path):
    path = tmp_path / "t.swiss"
    script = textwrap.dedent(
        f"""
        import os
        from engine.journal import BackupPolicy, Journal
        import sys; sys.path.insert(0, {str(Path(__file__).parent)!r})
        from helpers import fill
        j = Journal.create({str(path)!r}, backups=BackupPolicy(keep=0))
        fill(j, 5)
        os.kill(os.getpid(), 9)
        """
    )
    subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert _wal(path).exists() and _wal(path).stat().st_size > 0
    with Journal.open(path, backups=BackupPolicy(keep=0)) as j:
        shutil.copyfile(path, tmp_path / "alone.swiss")
        assert j.version == 5
    with Journal.open(tmp_path / "alone.swiss", backups=BackupPolicy(keep=0)) as j:
        assert j.version == 5
