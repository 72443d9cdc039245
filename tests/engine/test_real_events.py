"""Every state of the real events in shared/real pairs without error (issue 4).

Each file is cut before each of its rounds and the round is paired with the Dutch 2017 rules.
The files were paired by many programs and by hand under older rules, so the pairings are not
compared; what is tested is that the engine reads the state and produces a legal pairing.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from engine.checker import tournament_before_round
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import build_histories, initial_colour
from engine.pairing.dutch import criteria
from engine.trf import load_trf

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FILES = sorted((SHARED / "real" / "files").glob("*")) if (SHARED / "real").exists() else []
BIG = 150


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_state_pairs(path: Path) -> None:
    t = load_trf(path)
    if len(t.players) > BIG and not os.environ.get("SLOW"):
        pytest.skip("large event: SLOW=1")
    init = initial_colour(t)
    last = t.rounds_paired()
    for r in range(1, last + 1):
        state = tournament_before_round(t, r)
        state = replace(
            state,
            initial_colour=state.initial_colour or init,
            rounds_total=max(state.rounds_total or 0, last),
        )
        pairing = pair_round(state, r, PairingSystem.DUTCH_2017)
        hist = build_histories(state, r)
        seen = [p for b in pairing.boards for p in (b.white, b.black)]
        if pairing.bye is not None:
            seen.append(pairing.bye)
        # every present player is on exactly one board or has the PAB
        assert sorted(seen) == sorted(hist), f"round {r}"
        for b in pairing.boards:
            assert criteria.compatible(hist[b.white], hist[b.black]), f"round {r}: {b}"
        if pairing.bye is not None:
            assert criteria.c2_may_get_pab(hist[pairing.bye]), f"round {r}: PAB {pairing.bye}"


def test_all_real_files_present() -> None:
    assert len(FILES) == 32
