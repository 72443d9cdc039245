"""Whole tournaments paired by hand under the Burstein System, 2017-2025 text (C.04.4.2).

Each ``tests/golden/burstein/tournaments/NN_<name>.trf`` is a complete tournament whose every
round was paired on paper from the rule texts (the seeding rounds of A.5 by the Dutch rules,
the later rounds by the Burstein articles); ``NN_<name>.md`` holds the working, round by
round. For every round the file's own pairing is the expectation: the engine, given the
tournament as it stood before that round, must produce the same boards (white, black) and the
same pairing-allocated bye. None of these expectations was produced by running the engine.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.checker.check import file_pairing, tournament_before_round
from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf

TOURNAMENTS_DIR = Path(__file__).resolve().parents[1] / "golden" / "burstein" / "tournaments"


def _cases() -> list[tuple[Path, int]]:
    cases: list[tuple[Path, int]] = []
    for trf in sorted(TOURNAMENTS_DIR.glob("*.trf")):
        t = load_trf(trf)
        cases.extend((trf, r) for r in range(1, t.rounds_in_file + 1))
    return cases


@pytest.mark.parametrize(
    ("trf", "round_no"), _cases(), ids=lambda v: v.stem if isinstance(v, Path) else f"r{v}"
)
def test_hand_paired_round(trf: Path, round_no: int) -> None:
    t = load_trf(trf)
    expected = file_pairing(t, round_no)
    state = tournament_before_round(t, round_no)
    got = pair_round(state, round_no, PairingSystem.BURSTEIN)
    boards = {(int(b.white), int(b.black)) for b in got.boards}
    want = {(int(b.white), int(b.black)) for b in expected.boards}
    got_bye = None if got.bye is None else int(got.bye)
    want_bye = None if expected.bye is None else int(expected.bye)
    assert (boards, got_bye) == (want, want_bye), (
        f"{trf.stem} round {round_no}: engine {sorted(boards)} bye {got_bye}"
    )


def test_every_tournament_is_explained() -> None:
    """Each tournament has its working (.md), 8-16 players and 5-7 rounds."""
    trfs = sorted(TOURNAMENTS_DIR.glob("*.trf"))
    assert trfs, "no tournaments found"
    for trf in trfs:
        assert trf.with_suffix(".md").exists(), f"{trf.name}: no working (.md)"
        t = load_trf(trf)
        assert 8 <= len(t.players) <= 16, trf.name
        assert t.rounds_total is not None and 5 <= t.rounds_total <= 7, trf.name
        assert t.rounds_in_file == t.rounds_total, f"{trf.name}: not every round is in the file"
