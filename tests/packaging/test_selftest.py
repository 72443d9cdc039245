"""The self-test a support person asks for: every check passes on a sound installation."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_gui.selftest import run_selftest

ROOT = Path(__file__).resolve().parents[2]


def test_selftest_passes_in_process() -> None:
    lines: list[str] = []
    assert run_selftest(lines.append) == 0
    assert lines[-1] == "OK"
    assert any("0 discrepancies" in line for line in lines)
    assert any("PDF" in line for line in lines)
    assert any("paired in an engine process" in line for line in lines)


def test_selftest_reports_a_failure(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    broken = tmp_path / "broken.trf"
    broken.write_text("001    1      Nobody                              1,5\n", encoding="utf-8")
    monkeypatch.setattr("arbiter_gui.loading.sample_path", lambda: broken)
    lines: list[str] = []
    assert run_selftest(lines.append) == 1
    assert lines[-1].startswith("FAILED: read the sample tournament")


def test_version_from_pyproject() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "engine.cli.main", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = next(
        line.split('"')[1] for line in text.splitlines() if line.startswith("version = ")
    )
    assert version in out.stdout


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("SLOW"), reason="builds the bundle: SLOW=1")
def test_frozen_bundle_selftest() -> None:
    subprocess.run(["make", "dist-bundle"], cwd=ROOT, check=True)
    exe = ROOT / "dist" / "swiss-arbiter" / "swiss-arbiter"
    out = subprocess.run([str(exe), "--selftest"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().endswith("OK")
