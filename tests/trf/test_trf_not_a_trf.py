"""Files that are no TRF at all are invalid input, exit 3, for --validate, -p and -c (issue 18).

Before, an empty file, a file without a player or a binary file read as a tournament of nobody:
``-p`` printed ``0`` (no boards) and ``-c`` checked 0 rounds, both with exit 0.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.cli import exitcodes
from engine.cli.main import main
from engine.model import PlayerId
from engine.trf import parse_trf, read_trf_report

TWO_PLAYERS = trf(
    "012 Open",
    "XXR 3",
    "XXC white1",
    p001(1, "Adams, Ann", rating="2000", rounds=(block(2, "w", "1"),)),
    p001(2, "Brown, Bob", rating="1900", rounds=(block(1, "b", "0"),)),
)


def _sqlite(path: Path) -> None:
    # What a Sharly-Chess .sce event is: the TRF text inside a table does not make it one.
    con = sqlite3.connect(path)
    con.execute("create table player (line text)")
    con.execute("insert into player values (?)", (TWO_PLAYERS,))
    con.commit()
    con.close()


def _random(path: Path) -> None:
    path.write_bytes(random.Random(18).randbytes(4000))


BAD: dict[str, tuple[object, str]] = {
    "empty": (b"", "the file is empty"),
    "blank-lines": (b"\r\n\r\n   \r\n", "only blank lines"),
    "no-player": (b"012 Open\nXXR 5\nXXC white1\n", "no 001 line"),
    "utf16-le-no-bom": (TWO_PLAYERS.encode("utf-16-le"), "UTF-16 text without a byte-order mark"),
    "utf16-be-no-bom": (TWO_PLAYERS.encode("utf-16-be"), "UTF-16 text without a byte-order mark"),
    "random-bytes": (_random, "this is a binary file"),
    "sqlite": (_sqlite, "SQLite database"),
    "zip": (b"PK\x03\x04" + bytes(40), "ZIP archive"),
    "control-characters": (bytes(range(1, 9)) * 30 + b"012 Open\n", "control characters"),
}
OPS = {"validate": ["--validate", "{}"], "pair": ["{}", "-p", "-"], "check": ["{}", "-c"]}


def _make(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.trf"
    content = BAD[kind][0]
    if callable(content):
        content(path)
    else:
        assert isinstance(content, bytes)
        path.write_bytes(content)
    return path


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("kind", BAD)
def test_not_a_trf_is_invalid_input(
    tmp_path: Path, kind: str, op: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _make(tmp_path, kind)
    args = [a.format(path) for a in OPS[op]]
    assert main(["--dutch", *args] if op != "validate" else args) == exitcodes.INVALID_INPUT
    out, err = capsys.readouterr()
    assert BAD[kind][1] in out + err
    assert str(path) in out + err
    if op == "pair":
        assert out == ""  # no pairing printed, not even "0"


def test_a_binary_file_is_one_error_not_a_note_per_line(tmp_path: Path) -> None:
    report = read_trf_report(_make(tmp_path, "random-bytes").read_bytes(), "r.trf")
    assert report.tournament is None
    assert len(report.problems) == 1


def test_the_nul_byte_is_located(tmp_path: Path) -> None:
    report = read_trf_report(b"012 Open\n001    1 \x00 Adams\n", "n.trf")
    assert [(p.line, p.columns) for p in report.problems] == [(2, (10, 10))]


def test_utf16_with_a_byte_order_mark_is_read_with_a_warning() -> None:
    report = read_trf_report(TWO_PLAYERS.encode("utf-16"), "u.trf")
    assert report.errors == ()
    assert [p.field for p in report.warnings] == ["encoding"]
    assert report.tournament is not None
    assert report.tournament.player(PlayerId(2)).name == "Brown, Bob"


def test_a_dos_end_of_file_mark_is_text() -> None:
    # old DOS programs end a file with Ctrl-Z; that is no reason to refuse it
    t = parse_trf(TWO_PLAYERS.encode("ascii") + b"\x1a")
    assert [p.id for p in t.players] == [1, 2]
