"""A small C.04.A A.7 run: 50 of our RTG's tournaments through our checker (`make endorse` in
miniature, sizes 7-40 so that it takes seconds). Part of `make test`."""

from __future__ import annotations

import pytest
from rtg_helpers import load_endorse


@pytest.mark.endorse
def test_fifty_small_tournaments_pass_our_checker() -> None:
    endorse = load_endorse()
    summary = endorse.run_endorsement(range(1, 51), minp=7, maxp=40, jobs=1)
    failures = [f"seed {o.seed}: {o.invalid or o.detail}" for o in summary.failures]
    assert summary.tournaments == 50
    assert summary.invalid == 0, failures
    assert summary.discrepancies == 0, failures
    assert summary.rounds > 300
    # the varied configurations reach the C.04.2 situations
    for situation in ("forfeit", "PAB", "half-point bye", "late entry", "withdrawal"):
        assert summary.situations[situation] > 0, situation


def test_endorse_configurations_are_fixed_by_the_seed() -> None:
    endorse = load_endorse()
    assert endorse.endorse_config(17) == endorse.endorse_config(17)
    sizes = [endorse.endorse_config(s, 7, 600).players for s in range(1, 400)]
    assert min(sizes) >= 7 and max(sizes) <= 600
    assert sum(n <= 40 for n in sizes) > sum(n > 300 for n in sizes)  # log-uniform by default
    assert {endorse.endorse_config(s).acceleration.value for s in range(1, 60)} >= {
        "none",
        "baku-like",
    }
