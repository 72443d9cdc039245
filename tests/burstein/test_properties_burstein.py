"""Properties of both Burstein variants on random tournaments made by our generator (C.04.A).

Every round the generator writes is the engine's own pairing, so the checker must agree with
it, and every round must satisfy the absolute criteria: C.1 (no second game), C.2 (no second
PAB, none after a forfeit win), C.3 (no two equal absolute colour preferences), every present
player on exactly one board or the PAB, and the PAB only when the number present is odd. The
same state with its players listed in another order pairs the same.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.checker import check_tournament
from engine.checker.check import file_pairing, tournament_before_round
from engine.model import Tournament
from engine.pairing import PairingSystem, pair_round
from engine.pairing.common.history import PrefStrength, build_histories, initial_colour
from engine.rtg import parse_config
from engine.rtg.generator import generate_report

SYSTEMS = (PairingSystem.BURSTEIN, PairingSystem.BURSTEIN_LEGACY)


def _tournament(system: PairingSystem, players: int, rounds: int, seed: int) -> Tournament:
    config = parse_config(
        f"PlayersNumber={players}\nRoundsNumber={rounds}\n"
        "ForfeitRate=12\nRetiredRate=8\nHalfPointByeRate=8"
    )
    return generate_report(config, seed, system).tournament


def _state(t: Tournament, round_no: int) -> Tournament:
    state = tournament_before_round(t, round_no)
    return replace(
        state,
        initial_colour=initial_colour(t),
        rounds_total=max(t.rounds_total or 0, round_no),
    )


@pytest.mark.parametrize("system", SYSTEMS, ids=lambda s: s.value)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=5, max_value=26),
    rounds=st.integers(min_value=3, max_value=9),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_generated_rounds_obey_the_absolute_criteria(
    system: PairingSystem, players: int, rounds: int, seed: int
) -> None:
    t = _tournament(system, players, rounds, seed)
    assert not check_tournament(t, system).discrepancies
    for r in range(1, t.rounds_paired() + 1):
        hist = build_histories(_state(t, r), r)
        pairing = file_pairing(t, r)
        seen = [p for b in pairing.boards for p in (b.white, b.black)]
        if pairing.bye is not None:
            seen.append(pairing.bye)
            assert hist[pairing.bye].pab_eligible, f"round {r}: C.2"
        assert sorted(seen) == sorted(hist), f"round {r}: everybody exactly once"
        assert (pairing.bye is not None) == (len(hist) % 2 == 1)
        for b in pairing.boards:
            w, k = hist[b.white], hist[b.black]
            assert b.black not in w.opponents, f"round {r}: C.1 {b}"
            same_absolute = (
                w.preference[0] is PrefStrength.ABSOLUTE
                and k.preference[0] is PrefStrength.ABSOLUTE
                and w.preference[1] is k.preference[1]
            )
            assert not same_absolute, f"round {r}: C.3 {b}"


@pytest.mark.parametrize("system", SYSTEMS, ids=lambda s: s.value)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=6, max_value=24),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_player_order_in_the_file_does_not_matter(
    system: PairingSystem, players: int, seed: int
) -> None:
    t = _tournament(system, players, 6, seed)
    last = t.rounds_paired()
    state = _state(t, last)
    shuffled = replace(state, players=tuple(reversed(state.players)))
    assert pair_round(state, last, system) == pair_round(shuffled, last, system)
