"""The conftest fixture fails a test that leaves a worker running."""

from __future__ import annotations

from pathlib import Path

CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"


def test_leaked_python_thread_fails_the_test(pytester):
    pytester.makeconftest(
        CONFTEST.read_text(encoding="utf-8").replace(
            "WORKER_GRACE_MS = 2000", "WORKER_GRACE_MS = 50"
        )
    )
    pytester.makepyfile(
        """
        import threading
        RELEASE = threading.Event()

        def test_leaks():
            threading.Thread(target=RELEASE.wait, args=(30,), daemon=True, name="leaky").start()

        def test_after():
            RELEASE.set()
        """
    )
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:xdist")
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*test left workers running*leaky*"])


def test_leaked_qt_pool_worker_fails_the_test(pytester):
    pytester.makeconftest(
        CONFTEST.read_text(encoding="utf-8").replace(
            "WORKER_GRACE_MS = 2000", "WORKER_GRACE_MS = 50"
        )
    )
    pytester.makepyfile(
        """
        import threading
        from PySide6.QtCore import QObject
        from arbiter_gui.ops import QueryOp
        RELEASE = threading.Event()
        KEEP = []

        def test_leaks():
            parent = QObject()
            KEEP.append(parent)
            QueryOp(parent, lambda: RELEASE.wait(30)).run_in_background()

        def test_after():
            RELEASE.set()
        """
    )
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:xdist")
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*test left workers running*Qt pool worker*"])
