"""A full disk and a read-only file or folder are said as such, with what to do; never "damaged".

Permissions mean nothing to root, so when the tests run as root each scenario runs in a child
process as the user ``nobody`` (setpriv); a full disk is a small tmpfs mounted in a private
mount namespace (``unshare -rm``). Where neither is possible the test is skipped.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from engine.journal import BackupPolicy, Journal

from .helpers import fill

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534

OPEN_AND_APPLY = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from engine.journal import AddPlayer, Journal, JournalError, PlayerData
    out = {}
    try:
        with Journal.open(Path(sys.argv[1])) as j:
            out["opened"] = j.version
            try:
                j.apply(AddPlayer(PlayerData("Rossi, Giulia")))
                out["applied"] = True
            except JournalError as e:
                out["apply"] = [type(e).__name__, str(e)]
    except JournalError as e:
        out["open"] = [type(e).__name__, str(e)]
    print(json.dumps(out))
    """
)


def _as_other_user() -> list[str]:
    """The command prefix that makes permissions count: nothing, or setpriv for root."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: permissions cannot be tested")
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]


def _run(prefix: list[str], script: str, *args: str) -> dict:
    child = subprocess.run(
        [*prefix, sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert child.returncode == 0, child.stderr
    return json.loads(child.stdout.strip().splitlines()[-1])


@pytest.fixture
def shared_folder():
    """A folder another user can reach (pytest's tmp_path is private to its user)."""
    base = Path(tempfile.mkdtemp(prefix="swiss-access-"))
    base.chmod(0o777)
    yield base
    for f in [base, *base.rglob("*")]:
        f.chmod(0o777 if f.is_dir() else 0o666)
    shutil.rmtree(base)


def _prepare(folder: Path, *, crash_wal: bool = False) -> Path:
    path = folder / "t.swiss"
    with Journal.create(path, backups=BackupPolicy(keep=0)) as j:
        fill(j, 5)
        if crash_wal:  # what a crash leaves: the file and its -wal, not yet folded together
            shutil.copyfile(path, folder / "x")
            shutil.copyfile(path.with_name("t.swiss-wal"), folder / "x-wal")
    if crash_wal:
        os.replace(folder / "x", path)
        os.replace(folder / "x-wal", path.with_name("t.swiss-wal"))
    if os.geteuid() == 0:
        for f in [folder, *folder.rglob("*")]:
            os.chown(f, NOBODY, NOBODY)
    return path


@pytest.mark.parametrize(
    ("case", "where"),
    [
        ("read-only file", "file"),
        ("read-only folder", "folder"),
        ("read-only folder, crash -wal", "folder"),
        ("both read-only", "file"),
    ],
)
def test_read_only_is_said_as_such(shared_folder, case, where):
    prefix = _as_other_user()
    folder = shared_folder / "event"
    folder.mkdir()
    path = _prepare(folder, crash_wal="crash" in case)
    before = path.read_bytes()
    if "file" in case or "both" in case:
        path.chmod(0o444)
    if "folder" in case or "both" in case:
        folder.chmod(0o555)
    out = _run(prefix, OPEN_AND_APPLY, str(path))
    kind, message = out["open"]
    assert kind == "ReadOnlyError", message
    assert "damaged" not in message
    assert re.search(rf"{where}( \S+)? is read-only", message), message
    assert "copy" in message  # what to do
    assert path.read_bytes() == before


# ---- a full disk ------------------------------------------------------------------------

FULL_DISK = textwrap.dedent(
    """
    import json, os, sys
    from pathlib import Path
    from engine.journal import AddPlayer, BackupPolicy, Journal, JournalError, PlayerData
    folder = Path(sys.argv[1])
    step = sys.argv[2]
    path = folder / "t.swiss"
    out = {}
    if step == "fill":
        j = Journal.create(path, backups=BackupPolicy(keep=0))
        for i in range(20):
            j.apply(AddPlayer(PlayerData(f"P{i:03d}, Test")))
        try:
            with open(folder / "filler", "wb") as f:
                while True:
                    f.write(b"x" * 4096)
                    f.flush()
        except OSError:
            pass
        try:
            for i in range(200):  # fill the last free pages of the -wal too
                j.apply(AddPlayer(PlayerData(f"Q{i:03d}, Test" * 30)))
        except JournalError as e:
            out["apply"] = [type(e).__name__, str(e)]
        out["version"] = j.version
        print(json.dumps(out), flush=True)
        os.kill(os.getpid(), 9)
    try:
        with Journal.open(path, backups=BackupPolicy(keep=0)) as j:
            out["opened"] = j.version
    except JournalError as e:
        out["open"] = [type(e).__name__, str(e)]
    print(json.dumps(out), flush=True)
    """
)


def test_a_full_disk_is_said_as_such_and_nothing_is_lost(tmp_path):
    unshare = shutil.which("unshare")
    mount_point = tmp_path / "small-disk"
    mount_point.mkdir()
    python = f"cd {ROOT} && PYTHONPATH={ROOT} {sys.executable} -c '{FULL_DISK}' {mount_point}"
    shell = (
        f"mount -t tmpfs -o size=400k tmpfs {mount_point} || exit 77; "
        f"{python} fill; {python} open; rm {mount_point}/filler; {python} open"
    )
    if unshare is None:
        pytest.skip("no unshare: cannot make a small disk")
    child = subprocess.run(
        [unshare, "-rm", "sh", "-c", shell], capture_output=True, text=True, timeout=300
    )
    if child.returncode == 77 or "unshare failed" in child.stderr:
        pytest.skip(f"cannot mount a small disk here: {child.stderr.strip()}")
    lines = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 3, child.stdout + child.stderr
    filled, while_full, after = lines
    kind, message = filled["apply"]
    assert kind == "DiskFullError" and "not saved" in message.lower(), message
    assert "free some space" in message.lower()
    kind, message = while_full["open"]
    assert kind == "DiskFullError", message
    assert "file is damaged" not in message and "free some space" in message.lower()
    assert after["opened"] == filled["version"] >= 20  # everything acknowledged is there


def test_creating_in_a_read_only_folder_is_said_as_such(shared_folder):
    prefix = _as_other_user()
    folder = shared_folder / "locked"
    folder.mkdir()
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    folder.chmod(0o555)
    script = textwrap.dedent(
        """
        import json, sys
        from engine.journal import Journal, JournalError
        try:
            Journal.create(sys.argv[1]).close()
            print(json.dumps({"created": True}))
        except JournalError as e:
            print(json.dumps({"create": [type(e).__name__, str(e)]}))
        """
    )
    kind, message = _run(prefix, script, str(folder / "new.swiss"))["create"]
    assert kind == "ReadOnlyError", message
    assert "is read-only" in message and "Choose a folder" in message
