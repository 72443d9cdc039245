from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from arbiter_gui import app
from arbiter_gui.errors import CrashReporter, report_error
from engine.errors import EngineError
from engine.version import VERSION


def test_version_flag_prints_version_without_starting_qt():
    out = subprocess.run(
        [sys.executable, "-m", "arbiter_gui.app", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert out.stdout.strip() == f"swiss-arbiter {VERSION}"


def test_parser_takes_a_file_and_leaves_qt_arguments():
    args, rest = app.build_parser().parse_known_args(["open.trf", "-style", "fusion"])
    assert args.file == Path("open.trf")
    assert rest == ["-style", "fusion"]


def _raise(exc):
    try:
        raise exc
    except BaseException as caught:
        return caught


def test_crash_reporter_writes_a_report_and_shows_a_message(tmp_path):
    shown = []
    reporter = CrashReporter(
        tmp_path / "crashes",
        context=lambda: "tournament file: open.trf",
        show=lambda text, details: shown.append((text, details)),
    )
    exc = _raise(ZeroDivisionError("boom"))
    reporter.hook(type(exc), exc, exc.__traceback__)
    reports = list((tmp_path / "crashes").iterdir())
    assert len(reports) == 1 and reports[0] == reporter.last_report
    text = reports[0].read_text(encoding="utf-8")
    assert f"Swiss Arbiter {VERSION} crash report" in text
    assert "tournament file: open.trf" in text
    assert "ZeroDivisionError: boom" in text
    assert len(shown) == 1
    assert str(reports[0]) in shown[0][0]


def test_crash_reporter_survives_a_failing_dialog(tmp_path, capsys):
    def broken_show(text, details):
        raise RuntimeError("no screen")

    reporter = CrashReporter(tmp_path, show=broken_show)
    exc = _raise(ValueError("x"))
    reporter.hook(type(exc), exc, exc.__traceback__)  # must not raise
    assert reporter.last_report is not None and reporter.last_report.exists()
    assert "ValueError: x" in capsys.readouterr().err


def test_crash_reporter_default_dialog_is_non_blocking(qtbot, tmp_path):
    reporter = CrashReporter(tmp_path)
    exc = _raise(KeyError("k"))
    reporter.hook(type(exc), exc, exc.__traceback__)
    boxes = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]
    assert any("internal error" in b.text() for b in boxes)
    for b in boxes:
        b.close()


def test_report_error_sends_bugs_to_the_excepthook(qtbot, monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda t, e, tb: seen.append(e))
    bug = RuntimeError("bug")
    report_error(None, bug)
    assert seen == [bug]


def test_report_error_shows_engine_errors(qtbot):
    report_error(None, EngineError("round 4: no valid pairing"))
    boxes = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]
    assert [b.text() for b in boxes] == ["round 4: no valid pairing"]
    boxes[0].close()


@pytest.mark.parametrize("argv", [["--help"]])
def test_help_exits_cleanly(argv, capsys):
    with pytest.raises(SystemExit) as info:
        app.main(argv)
    assert info.value.code == 0
    assert "swiss-arbiter" in capsys.readouterr().out
