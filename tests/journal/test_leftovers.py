"""A kill in the middle of writing a backup leaves half-written files; the next open removes
them (only files of our own making: other files in the folder are never touched)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.journal import Journal

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_kill_inside_a_backup_leaves_nothing_after_the_next_open(tmp_path):
    path = tmp_path / "t.swiss"
    script = textwrap.dedent(
        f"""
        import os, sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from helpers import boards, fill
        from engine.journal import Journal, SetPairing
        from engine.journal.store import Store

        def dying_backup(self, target):  # killed after the first page of the copy
            import sqlite3
            dest = sqlite3.connect(target)
            self._con.backup(dest, pages=1, progress=lambda *a: os.kill(os.getpid(), 9))

        Store.backup_to = dying_backup
        j = Journal.create({str(path)!r})
        fill(j, 4)
        j.apply(SetPairing(1, boards((1, 3), (4, 2))))
        """
    )
    child = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    folder = tmp_path / "t.swiss backups"
    left = sorted(f.name for f in folder.iterdir())
    assert "t-000005-r1-paired.swiss.partial" in left
    assert "t-000005-r1-paired.swiss.partial-journal" in left
    other = [folder / "notes.partial", folder / "u-000001-r1-paired.swiss.partial-journal"]
    for f in other:  # not ours (another name, another tournament): never touched
        f.write_text("keep me")
    with Journal.open(path) as j:
        assert j.version == 5
    now = sorted(f.name for f in folder.iterdir())
    assert not [n for n in now if n.startswith("t-") and ".partial" in n], now
    assert all(f.exists() for f in other)
