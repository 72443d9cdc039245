"""Replay the dutch2026 corpus (bbpPairings v6, 2026 rules) through the checker."""

from __future__ import annotations

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import load_trf
from tests.corpus_cases import cases, folder, params

FOLDER = folder("dutch2026")
CASES = cases("dutch2026")


@pytest.mark.corpus
@pytest.mark.parametrize(("name", "players"), params(CASES))
def test_corpus_2026_round_by_round(name: str, players: int) -> None:
    t = load_trf(FOLDER / name)
    assert t.pairing_system == "FIDE_DUTCH_2025"
    report = check_tournament(t, PairingSystem.DUTCH_2026)
    assert not report.discrepancies, report.render(name)


def test_corpus_2026_is_present() -> None:
    assert len(CASES) == 60
