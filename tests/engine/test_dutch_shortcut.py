"""The bracket shortcut (BracketSolver._transpositions_reach_bound) never changes a pairing.

The shortcut skips the general matching when the first MDP-pairing and the best transposition
of the remainder attain lower bounds of every criterion. If a bound were wrong (too high), the
shortcut would accept a candidate that an exchange beats; so every round of a few hundred
random tournaments is paired twice, with and without it, and the results must be identical.
The test also asserts that the shortcut was taken and refused often enough to mean something.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from fractions import Fraction

import pytest

from engine.checker.check import tournament_before_round
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import PlayerHistory
from engine.pairing.dutch import bracket
from engine.pairing.dutch.bracket import BracketSolver
from engine.rtg import Acceleration, RtgConfig, generate_report

_ORIGINAL = BracketSolver._transpositions_reach_bound


def _configs() -> Iterator[tuple[int, RtgConfig]]:
    for seed in range(1, 41):
        yield (
            seed,
            RtgConfig(
                players=8 + (seed * 7) % 45,
                rounds=5 + seed % 5,
                draw_percentage=(seed * 13) % 60,
                forfeit_rate=Fraction(10 + seed % 20),
                half_point_bye_rate=Fraction(15 + seed % 30),
                acceleration=Acceleration.BAKU_LIKE if seed % 7 == 0 else Acceleration.NONE,
            ),
        )


@pytest.mark.parametrize("system", [PairingSystem.DUTCH_2017, PairingSystem.DUTCH_2026])
def test_shortcut_changes_no_pairing(
    system: PairingSystem, monkeypatch: pytest.MonkeyPatch
) -> None:
    taken: Counter[str] = Counter()

    def counting(
        self: BracketSolver, pairs: int
    ) -> list[tuple[PlayerHistory, PlayerHistory]] | None:
        got = _ORIGINAL(self, pairs)
        taken["taken" if got is not None else "refused"] += 1
        return got

    def never(self: BracketSolver, pairs: int) -> None:
        return None

    rounds = 0
    for seed, config in _configs():
        result = generate_report(config, seed, system)
        t = result.tournament
        for r in range(1, result.rounds_paired + 1):
            state = tournament_before_round(t, r)
            monkeypatch.setattr(bracket.BracketSolver, "_transpositions_reach_bound", counting)
            fast = pair_round(state, r, system)
            monkeypatch.setattr(bracket.BracketSolver, "_transpositions_reach_bound", never)
            full = pair_round(state, r, system)
            assert fast == full, f"seed {seed} round {r}"
            rounds += 1
    assert rounds > 200
    assert taken["taken"] > 100 and taken["refused"] > 10, taken
