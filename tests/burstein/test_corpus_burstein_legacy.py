"""Replay the Burstein corpus through the checker with the legacy variant (the older text).

shared/corpus/burstein was paired by bbpPairings v5.0.1 `--burstein`, whose own documentation
says it follows the previous Burstein text; its default acceleration (the imaginary point of
3.3) was in force in every file. One test per MANIFEST.tsv row, so `swiss-pair
--burstein-legacy FILE -c` and this test cannot disagree. Files over 150 players run only with
SLOW=1.
"""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import load_trf
from tests.corpus_cases import cases, folder, params

FOLDER = folder("burstein")
CASES = cases("burstein")


@pytest.mark.corpus
@pytest.mark.parametrize(("name", "players"), params(CASES))
def test_corpus_round_by_round(name: str, players: int) -> None:
    t = load_trf(FOLDER / name)
    report = check_tournament(t, PairingSystem.BURSTEIN_LEGACY)
    assert report.rounds_checked == t.rounds_paired()
    assert not report.discrepancies, report.render(name)


def test_corpus_is_present() -> None:
    assert len(CASES) == 80, f"expected 80 files in {FOLDER}"
    assert sum(1 for _, p in CASES if p <= 150) == 65
