"""Kill a process that is writing the journal at random moments; nothing acknowledged is lost.

Each run starts a child that applies a few hundred random commands (undo and redo among them)
and prints ``ack N`` after each call returns. The parent kills it with SIGKILL after a random
number of acks plus a random delay (so also in the middle of a commit or a backup), reads the
acks that were already printed, reopens the file and checks that it opens, holds at least every
acknowledged entry, and that its state is exactly the state after that many entries (replayed
without a file by :class:`Simulation` from the same seed).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from engine.journal import Journal

from .random_commands import Simulation

CHILD = Path(__file__).resolve().parent / "crash_child.py"
ROOT = Path(__file__).resolve().parents[2]
RUNS = 50
STEPS = 300
PARALLEL = 6  # the children mostly wait for fsync, not for a CPU

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _run_and_kill(folder: Path, seed: int) -> tuple[int, int, str]:
    """One run: returns (acknowledged entries, entries found after reopening, how it ended)."""
    rng = random.Random(seed * 7919)
    path = folder / f"crash-{seed}.swiss"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(path), str(seed), str(STEPS)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert child.stdout is not None
    target = rng.randrange(-5, STEPS * 2 // 3)  # below 0: kill while the file is created
    acked = 0
    ended = "killed"
    if target >= 0:
        for line in child.stdout:
            if line.startswith("ack "):
                acked = int(line.split()[1])
                if acked >= target:
                    break
            elif line.startswith("done"):
                ended = "finished"
                break
    time.sleep(rng.random() * 0.004)
    child.send_signal(signal.SIGKILL)
    rest, err = child.communicate(timeout=30)
    for line in rest.splitlines():  # printed before the kill: acknowledged too
        if line.startswith("ack "):
            acked = int(line.split()[1])
    if child.returncode not in (-signal.SIGKILL, 0):
        raise AssertionError(f"seed {seed}: child failed ({child.returncode}):\n{err}")
    if not path.exists():
        assert acked == 0, f"seed {seed}: {acked} entries acknowledged but no file"
        return acked, 0, "no file"
    with Journal.open(path) as journal:
        found = journal.version
        assert found >= acked, f"seed {seed}: {acked} acknowledged, only {found} in the file"
        simulation = Simulation(seed)
        while len(simulation.states) <= found:
            simulation.step()
        assert journal.state == simulation.states[found], f"seed {seed}: state differs"
        assert len(journal.history()) == found
    return acked, found, ended


def test_sigkill_never_loses_an_acknowledged_change(tmp_path):
    started = time.monotonic()
    with ThreadPoolExecutor(PARALLEL) as pool:
        results = list(pool.map(lambda s: _run_and_kill(tmp_path, s), range(1, RUNS + 1)))
    elapsed = time.monotonic() - started
    assert len(results) == RUNS
    assert sum(found for _, found, _ in results) > RUNS * 20  # the runs did real work
    if elapsed > 60:  # a budget, not a verdict: a loaded machine must not fail the test
        warnings.warn(f"crash test took {elapsed:.0f} s (budget 60 s)", stacklevel=1)
