"""Replay the dutch2026 corpus (bbpPairings v6, 2026 rules) through the checker."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

from engine.checker import check_tournament
from engine.pairing import PairingSystem
from engine.trf import load_trf

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FOLDER = SHARED / "corpus" / "dutch2026"
MAX_PLAYERS = 10_000 if os.environ.get("SLOW") else 150


def _cases() -> list[tuple[str, int]]:
    manifest = FOLDER / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    with manifest.open(encoding="utf-8") as fh:
        return [(r["file"], int(r["players"])) for r in csv.DictReader(fh, delimiter="\t")]


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
def test_corpus_2026_round_by_round(name: str, players: int) -> None:
    t = load_trf(FOLDER / name)
    assert t.pairing_system == "FIDE_DUTCH_2025"
    report = check_tournament(t, PairingSystem.DUTCH_2026)
    assert not report.discrepancies, report.render(name)


def test_corpus_2026_is_present() -> None:
    assert len(CASES) == 60
