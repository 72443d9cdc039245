"""Helpers of the TRF tests: paths, and 001 lines built column by column.

The line builder is written from the column table in shared/spec/trf.md §4, independently of the
writer under test, so a writer bug cannot hide a reader bug.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHARED = (REPO / ".." / "shared").resolve()
DATA = REPO / "tests" / "data" / "trf"
NO_SHARED = f"the shared test material is not at {SHARED} (a folder next to the repo)"


def shared_files(pattern: str) -> list[object]:
    """Parameters for every shared file matching ``pattern``; one skipped one when none exist."""
    files = sorted(SHARED.glob(pattern)) if SHARED.is_dir() else []
    if not files:
        return [pytest.param(None, marks=pytest.mark.skip(reason=NO_SHARED), id="no-shared")]
    return [pytest.param(f, id=f.name) for f in files]


def block(opponent: int | None, colour: str = "-", result: str = " ") -> str:
    """A round block (8 characters: opponent, blank, colour, blank, result)."""
    opp = "0000" if opponent is None else f"{opponent:>4}"
    return f"{opp} {colour} {result}"


def p001(
    pid: int,
    name: str = "",
    *,
    rating: str = "",
    points: str = "",
    rank: str = "",
    rounds: tuple[str, ...] = (),
    sex: str = " ",
    title: str = "",
    fed: str = "",
    fide: str = "",
    birth: str = "",
) -> str:
    """A 001 line: id 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
    FIDE id 58-68, birth 70-79, points 81-84, rank 86-89, round r at 92+10(r-1)."""
    line = "001 " + f"{pid:>4}" + " " + sex + f"{title:>3}" + " " + f"{name:<33}"
    line += " " + f"{rating:>4}" + " " + f"{fed:<3}" + " " + f"{fide:>11}" + " " + f"{birth:<10}"
    line += " " + f"{points:>4}" + " " + f"{rank:>4}"
    assert len(line) == 89, "a field is wider than its columns"
    for b in rounds:
        line += "  " + b
    return line


def trf(*lines: str) -> str:
    """A TRF text from its lines (LF line ends)."""
    return "\n".join(lines) + "\n"
