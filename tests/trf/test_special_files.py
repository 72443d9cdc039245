"""Anything that is not a regular file is refused (exit 5), and no input is read without limit.

A FIFO as input blocked forever; a symlink to /dev/zero read until memory ran out (MemoryError
traceback). Every reader of a file the arbiter names now looks at what it is first.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine.files import MAX_INPUT_BYTES, read_input
from engine.journal import Journal, JournalError
from engine.ratinglist import RatingListError, open_list, read_csv
from engine.trf import load_trf, load_trf_report

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "sample_open.trf"

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.trf"
    os.mkfifo(path)
    return path


@pytest.fixture
def zero(tmp_path):
    path = tmp_path / "zero.trf"
    path.symlink_to("/dev/zero")
    return path


@pytest.fixture
def huge(tmp_path):
    path = tmp_path / "huge.trf"
    with path.open("wb") as f:  # sparse: no disk space used
        f.truncate(MAX_INPUT_BYTES + 1)
    return path


def _limit_memory():  # a child that reads /dev/zero without limit must not take the machine
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def _cli(*args, timeout=30):
    return subprocess.run(
        [sys.executable, "-m", "engine.cli.main", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=timeout,
        preexec_fn=_limit_memory,
        check=False,
    )


@pytest.mark.parametrize("kind", ["fifo", "zero", "huge", "folder"])
@pytest.mark.parametrize("mode", ["validate", "check", "pair", "generate"])
def test_the_command_line_refuses_with_exit_5(request, tmp_path, kind, mode):
    target = tmp_path if kind == "folder" else request.getfixturevalue(kind)
    args = {
        "validate": ["--validate", target],
        "check": [target, "-c"],
        "pair": [target, "-p"],
        "generate": ["-g", "-o", tmp_path / "out.trf", "-s", "1", target],  # the model TRF
    }[mode]
    run = _cli(*args)
    assert run.returncode == 5, run.stderr
    assert "Traceback" not in run.stderr and "Errno" not in run.stderr, run.stderr
    assert str(target) in run.stderr
    expected = {
        "fifo": "not a regular file (a named pipe)",
        "zero": "not a regular file (a device)",
        "huge": "larger than 64 MB",
        "folder": "is a folder",
    }[kind]
    assert expected in run.stderr, run.stderr


def _finishes(fn, seconds=10.0):
    """Run ``fn`` in a thread; the exception it raised (None if none), or fail if it hangs."""
    result: list[BaseException | None] = []

    def target():
        try:
            fn()
            result.append(None)
        except BaseException as exc:
            result.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():  # unblock it (a writer opens the pipe and closes it) before failing
        pytest.fail(f"{fn} blocked for {seconds} s")
    return result[0]


@pytest.mark.parametrize("kind", ["fifo", "zero", "huge"])
@pytest.mark.parametrize(
    "reader",
    [load_trf, load_trf_report, read_input, read_csv],
    ids=["load_trf", "load_trf_report", "read_input", "read_csv"],
)
def test_the_engine_readers_refuse_with_an_oserror(request, kind, reader):
    path = request.getfixturevalue(kind)
    error = _finishes(lambda: reader(path))
    assert isinstance(error, OSError), error
    assert error.filename == str(path)


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_rating_list_must_be_a_regular_file(request, kind):
    path = request.getfixturevalue(kind)

    def read():
        with open_list(path) as (_, players):
            next(iter(players), None)

    error = _finishes(read)
    assert isinstance(error, OSError | RatingListError), error
    assert "not a regular file" in str(error)


@pytest.mark.parametrize("kind", ["fifo", "zero", "huge"])
def test_a_tournament_file_must_be_a_regular_file(request, kind):
    path = request.getfixturevalue(kind).rename(request.getfixturevalue("tmp_path") / "t.swiss")
    error = _finishes(lambda: Journal.open(path))
    assert isinstance(error, JournalError), error
    assert ("not a regular file" in str(error)) or ("not a Swiss Arbiter" in str(error))


def test_a_regular_file_and_a_symlink_to_one_are_read(tmp_path):
    link = tmp_path / "link.trf"
    link.symlink_to(SAMPLE)
    assert read_input(link) == SAMPLE.read_bytes()
    assert load_trf(link).players
    small = tmp_path / "small.trf"
    small.write_bytes(b"x" * 100)
    with pytest.raises(OSError, match="larger than"):
        read_input(small, limit=99)
    assert read_input(small, limit=100) == b"x" * 100
