"""``swiss-pair --validate FILE``: every problem on its own line, and the exit code."""

from __future__ import annotations

from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.cli import exitcodes
from engine.cli.main import main
from engine.cli.validate import run_validate


def _write(tmp_path: Path, text: str | bytes, name: str = "t.trf") -> Path:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


def test_clean_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, trf("012 Clean", p001(1, "A", points="0.0")))
    assert run_validate(path) == exitcodes.OK
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"{path}: valid\n"


def test_notes_only_is_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, trf("062 7", p001(1, "A", points="0.0")))
    assert run_validate(path) == exitcodes.OK
    out, err = capsys.readouterr()
    assert out == f"{path}:1: note: 062 count: says 7 players, the file has 1; written back as 1\n"
    assert err == f"{path}: valid (1 note)\n"


def test_warnings_make_the_file_invalid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = trf(
        p001(1, "A", points="1.5", rounds=(block(2, "w", "1"),)),
        p001(2, "B", points="0.0", rounds=(block(1, "b", "0"),)),
        p001(4, "D", points="0.0"),
    )
    path = _write(tmp_path, text)
    assert run_validate(path) == exitcodes.INVALID_INPUT
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"{path}:1: warning: columns 81-84 (points): 1.5 in the file, but the results give 1.0",
        f"{path}: warning: pairing numbers: pairing numbers should run from 1 to 4 without gaps; "
        "missing: 3. Other engines refuse such a file unless it has an 'XXC rank' line",
    ]
    assert err == f"{path}: readable but not a valid TRF: 2 warnings\n"


def test_every_error_is_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = trf(
        "XXR x",
        p001(1, "A", points="1,5", rounds=(block(2, "w", "1"),)),
        p001(2, "B", rating="abc", rounds=(block(1, "w", "0"),)),
    )
    path = _write(tmp_path, text)
    assert run_validate(path) == exitcodes.INVALID_INPUT
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"{path}:1: columns 5-5 (number of rounds): XXR needs one number of rounds (1-999), "
        "not 'x'",
        f"{path}:2: columns 81-84 (points): '1,5' is not a number (write a dot: 1.5, not 1,5)",
        f"{path}:2: columns 97-97 (round 1 colour): players 1 and 2 both have 'w' in round 1",
        f"{path}:3: columns 49-52 (rating): 'abc' is not a number",
    ]
    assert err == f"{path}: cannot be used: 4 errors\n"


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_validate(tmp_path / "nowhere.trf") == exitcodes.FILE_ERROR
    assert "cannot read the file" in capsys.readouterr().err


def test_through_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = _write(tmp_path, trf(p001(1, "A", points="0.0")), "good.trf")
    bad = _write(tmp_path, trf(p001(1, "A", rank="x")), "bad.trf")
    assert main(["--validate", str(good)]) == exitcodes.OK
    assert main(["--validate", str(bad)]) == exitcodes.INVALID_INPUT
    assert f"{bad}:1: columns 86-89 (rank): 'x' is not a number" in capsys.readouterr().out


def test_real_file_with_latin1_and_points_warnings(
    shared: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shared / "real" / "files" / "icutour__irish_intermediate_champs_2011.tab"
    assert run_validate(path) == exitcodes.INVALID_INPUT
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{path}:29: warning: columns 81-84 (points): 2.0 in the file, but the results give 1.5; "
        "the difference is 1 half-point bye: was the absence in round 3 a half-point bye "
        "(write 0000 - H)?",
        f"{path}:34: warning: columns 24-24 (encoding): not valid UTF-8 (the first bad byte is "
        "here); read as Windows-1252. Check the accented letters in names; saving the file "
        "writes UTF-8",
    ]
