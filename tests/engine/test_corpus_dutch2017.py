"""Replay the dutch2017 corpus through the checker: every round must come out as in the file.

The corpus was paired by an independent FIDE-endorsed engine (shared/corpus/dutch2017/README.md).
One test per MANIFEST.tsv row, so `swiss-pair -c` and this test cannot disagree. The largest
files only run with SLOW=1 (make corpus checks them all).
"""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import load_trf
from tests.corpus_cases import cases, folder, params

FOLDER = folder("dutch2017")
CASES = cases("dutch2017")


@pytest.mark.corpus
@pytest.mark.parametrize(("name", "players"), params(CASES))
def test_corpus_round_by_round(name: str, players: int) -> None:
    t = load_trf(FOLDER / name)
    report = check_tournament(t, PairingSystem.DUTCH_2017)
    assert report.rounds_checked == t.rounds_paired() or report.rounds_checked > 0
    assert not report.discrepancies, report.render(name)


def test_corpus_is_present() -> None:
    assert len(CASES) == 240, f"expected 240 files in {FOLDER}"
