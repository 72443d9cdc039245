"""Hand-worked Lim tournaments (C.04.4.3, issue #14), replayed round by round.

Every ``tests/golden/lim/tournaments/NN_<name>.trf`` is a whole tournament whose every round was
paired by hand from the rule text (shared/seeds/004_*.txt, C.04.4.3 with C.04.1/C.04.2); the
working of each round is in the ``.md`` beside it. For round r the state before the round is
rebuilt (announced byes of round r kept), the engine pairs it, and the boards (white, black) and
the pairing-allocated bye must be those the file records. The TRF holds no board order, so the
boards are compared as a set.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("engine.pairing.lim", reason="Lim engine not written yet")

from engine.checker.check import file_pairing, tournament_before_round
from engine.pairing import pair_round
from engine.pairing.api import PairingSystem
from engine.trf import load_trf

TOURNAMENTS_DIR = Path(__file__).resolve().parents[1] / "golden" / "lim" / "tournaments"


def _cases() -> list[tuple[Path, int]]:
    """(file, round) for every round of every hand-worked tournament, sorted by file name."""
    cases: list[tuple[Path, int]] = []
    for trf in sorted(TOURNAMENTS_DIR.glob("*.trf")):
        t = load_trf(trf)
        cases.extend((trf, r) for r in range(1, t.rounds_paired() + 1))
    return cases


CASES = _cases()


def test_every_tournament_has_its_working() -> None:
    """Each tournament file comes with the .md that reasons out its rounds."""
    assert CASES, f"no tournaments in {TOURNAMENTS_DIR}"
    for trf in {trf for trf, _ in CASES}:
        assert trf.with_suffix(".md").is_file(), f"{trf.name}: the .md working is missing"


@pytest.mark.parametrize(("trf", "round_no"), CASES, ids=[f"{p.stem}-r{r}" for p, r in CASES])
def test_lim_round_as_worked_by_hand(trf: Path, round_no: int) -> None:
    t = load_trf(trf)
    expected = file_pairing(t, round_no)
    state = tournament_before_round(t, round_no)
    got = pair_round(state, round_no, PairingSystem.LIM)
    want_boards = {(int(b.white), int(b.black)) for b in expected.boards}
    got_boards = {(int(b.white), int(b.black)) for b in got.boards}
    want_bye = None if expected.bye is None else int(expected.bye)
    got_bye = None if got.bye is None else int(got.bye)
    assert (got_boards, got_bye) == (want_boards, want_bye), (
        f"{trf.name} round {round_no}: engine has {sorted(got_boards - want_boards)} "
        f"bye {got_bye}, the hand working has {sorted(want_boards - got_boards)} bye {want_bye}"
    )
