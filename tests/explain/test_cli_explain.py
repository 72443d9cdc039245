"""`swiss-pair --dutch IN.trf -p OUT --explain FILE [--explain-format json]` and `--why-not A B`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.explain.render import SCHEMA_PATH, load_json

from .helpers import GOLDEN
from .minischema import Validator

CASE = "SEED001_transposition_6p"  # round 3 of a 12-player file (XXR 5, XXC white1)


@pytest.fixture
def trf(tmp_path: Path) -> Path:
    path = tmp_path / "in.trf"
    shutil.copy(GOLDEN / f"{CASE}.trf", path)
    return path


def test_explain_text_to_stdout_after_the_pairing(
    trf: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--dutch", str(trf), "-p", "-", "--explain", "-"]) == exitcodes.OK
    out = capsys.readouterr().out
    pairing, _, explanation = out.partition("Round 3:")
    assert pairing.splitlines() == ["3", "1 4", "6 2", "3 5"]
    assert "C.04.3 (2017 rules)" in explanation
    assert "D.1: S2 order 4 6 5" in explanation
    assert "E.4: " in explanation


def test_explain_json_file_next_to_the_input(trf: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["--dutch", str(trf), "-p", "out.txt", "--explain", "why.json", "--explain-format", "json"]
    )
    assert code == exitcodes.OK
    assert capsys.readouterr().out == ""
    assert (trf.parent / "out.txt").read_text().splitlines()[0] == "3"
    doc = (trf.parent / "why.json").read_text(encoding="utf-8")
    Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))).validate(json.loads(doc))
    events = load_json(doc)
    assert type(events[0]).__name__ == "RoundStarted"
    assert type(events[-1]).__name__ == "RoundPaired"


def test_explain_written_when_no_valid_pairing(tmp_path: Path) -> None:
    src = GOLDEN / "C08_T2_colour_difference_before_three_in_row_var_xxr6_no_valid_pairing.trf"
    path = tmp_path / "in.trf"
    shutil.copy(src, path)
    code = main(["--dutch", str(path), "-p", "out.txt", "--explain", "why.txt"])
    assert code == exitcodes.NO_VALID_PAIRING
    assert (tmp_path / "why.txt").read_text(encoding="utf-8").startswith("Round ")


def test_why_not(trf: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 1-2: the engine pairs 1-4 and 6-2 (seed 001); 1-2, 3-5, 4-6 is as good (one colour
    # miss) but needs an exchange, which comes after every transposition (B.6, D.2)
    assert main(["--dutch", str(trf), "--why-not", "1", "2"]) == exitcodes.OK
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "Why not 1 (Player1) against 2 (Player2) in round 3?"
    assert lines[1].startswith("B.8 (B.6, D.2): with 1-2 paired, bracket 1 (score 1)")
    assert main(["--dutch", str(trf), "--why-not", "1", "4"]) == exitcodes.OK
    assert "They are paired: board 1" in capsys.readouterr().out


def test_why_not_errors_are_one_line(trf: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--dutch", str(trf), "--why-not", "1", "99"]) == exitcodes.INVALID_INPUT
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["swiss-pair: no player with pairing number 99"]
