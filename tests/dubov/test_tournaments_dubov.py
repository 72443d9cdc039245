"""Hand-worked Dubov tournaments (issue #13): every round of every file re-paired by the engine.

Each ``tests/golden/dubov/tournaments/NN_<name>.trf`` is a whole tournament paired round by round
by hand from the revised Dubov text (C.04.4.1 draft, shared/seeds/002_*.txt); the reasoning for
every round is in the ``.md`` file of the same name. For round r the engine sees the tournament
as it stood before round r (the rounds played and the byes announced for round r) and must give
the same boards (white, black) and the same pairing-allocated bye as the file. Board order is not
compared: the TRF does not hold it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.checker.check import file_pairing, tournament_before_round
from engine.model import Tournament
from engine.pairing import pair_round
from engine.pairing.api import PairingSystem, RoundPairing
from engine.trf import load_trf

pytest.importorskip("engine.pairing.dubov", reason="Dubov engine not written yet")

TOURNAMENTS_DIR = Path(__file__).resolve().parents[1] / "golden" / "dubov" / "tournaments"


def _cases() -> list[tuple[Path, int]]:
    """(file, round) for every round paired in every tournament file, sorted by file name."""
    cases: list[tuple[Path, int]] = []
    for trf in sorted(TOURNAMENTS_DIR.glob("*.trf")):
        t = load_trf(trf)
        cases.extend((trf, r) for r in range(1, t.rounds_paired() + 1))
    return cases


def _shown(p: RoundPairing) -> str:
    boards = " | ".join(f"{b.white}-{b.black}" for b in p.boards)
    return boards + (f" | bye {p.bye}" if p.bye is not None else "")


def _as_sets(p: RoundPairing) -> tuple[frozenset[tuple[int, int]], int | None]:
    boards = frozenset((int(b.white), int(b.black)) for b in p.boards)
    return boards, None if p.bye is None else int(p.bye)


CASES = _cases()


def test_tournaments_are_present() -> None:
    """The folder holds tournaments (an empty glob would leave the test below vacuous)."""
    assert CASES, f"no tournament found in {TOURNAMENTS_DIR}"


@pytest.mark.parametrize(("trf", "round_no"), CASES, ids=[f"{trf.stem}-r{r}" for trf, r in CASES])
def test_dubov_round(trf: Path, round_no: int) -> None:
    t: Tournament = load_trf(trf)
    state = tournament_before_round(t, round_no)
    expected = file_pairing(t, round_no)
    got = pair_round(state, round_no, PairingSystem.DUBOV)
    assert _as_sets(got) == _as_sets(expected), (
        f"{trf.name} round {round_no}: engine {_shown(got)}; file {_shown(expected)}"
    )
