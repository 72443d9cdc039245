"""Replay the dutch2017 corpus through the checker: every round must come out as in the file.

The corpus was paired by an independent FIDE-endorsed engine (shared/corpus/dutch2017/README.md).
One test per MANIFEST.tsv row, so `swiss-pair -c` and this test cannot disagree. The largest
files only run with SLOW=1 (make corpus checks them all).
"""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import load_trf

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FOLDER = SHARED / "corpus" / "dutch2017"
MAX_PLAYERS = 10_000 if os.environ.get("SLOW") else 150


def _cases() -> list[tuple[str, int]]:
    manifest = FOLDER / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    with manifest.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    return [(r["file"], int(r["players"])) for r in rows]


CASES = _cases()


@pytest.mark.corpus
@pytest.mark.parametrize(
    ("name", "players"),
    [
        pytest.param(
            n,
            p,
            marks=[pytest.mark.skipif(p > MAX_PLAYERS, reason="large file: SLOW=1 or make corpus")],
        )
        for n, p in CASES
    ],
    ids=[n for n, _ in CASES],
)
def test_corpus_round_by_round(name: str, players: int) -> None:
    t = load_trf(FOLDER / name)
    report = check_tournament(t, PairingSystem.DUTCH_2017)
    assert report.rounds_checked == t.rounds_paired() or report.rounds_checked > 0
    assert not report.discrepancies, report.render(name)


def test_corpus_is_present() -> None:
    assert len(CASES) == 240, f"expected 240 files in {FOLDER}"
