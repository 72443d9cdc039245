"""Every generated file is a clean TRF and every round is our engine's pairing (C.04.A A.4/A.5).

Each file is written, read back with the TRF reader (no error, no warning) and replayed by the
checker, which must find no discrepancy. Together the files contain every C.04.2 situation the
generator makes: forfeits (double ones too), PABs, half- and zero-point byes, late entries,
withdrawals with and without notice, accelerated rounds and non-standard scoring.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rtg_helpers import BUSY, config, load_endorse, run

from engine.checker import check_tournament
from engine.errors import NoValidPairing
from engine.model import ResultCode
from engine.pairing import PairingSystem, pair_round
from engine.rtg import RtgResult
from engine.rtg.generator import generate_report
from engine.trf import dump_trf, parse_trf, read_trf_report

CASES = [
    (seed, {"PlayersNumber": n, "RoundsNumber": rounds, **extra})
    for seed, n, rounds, extra in [
        (1, 10, 5, BUSY),
        (2, 12, 7, {**BUSY, "Acceleration": "baku-like"}),
        (3, 16, 9, {**BUSY, "Acceleration": "baku"}),
        (4, 19, 9, {**BUSY, "PointsForWin": "3.0", "PointsForDraw": "1.0"}),
        (5, 23, 10, {**BUSY, "Acceleration": "baku", "DrawPercentage": 60}),
        (6, 30, 8, {"ForfeitRate": 3, "LateEntryRate": 4, "WithdrawalRate": 5}),
        (7, 11, 6, {**BUSY, "PointsForPAB": "0.5", "PointsForZPB": "0.5"}),
        (8, 25, 11, {**BUSY, "Acceleration": "baku", "HighestRating": 2100}),
        (9, 13, 5, {"ForfeitRate": 2, "DrawPercentage": 0}),
        (
            10,
            40,
            7,
            {**BUSY, "PointsForWin": "2.0", "PointsForDraw": "1.0", "PointsForLoss": "0.0"},
        ),
    ]
]


def checked(result: RtgResult) -> None:
    text = dump_trf(result.tournament)
    report = read_trf_report(text, "gen.trf")
    assert not report.problems, [p.render("gen.trf") for p in report.problems]
    t = report.tournament
    assert t is not None
    assert t == result.tournament  # the file says exactly what the generator made
    assert dump_trf(t) == text
    check = check_tournament(t)
    assert check.rounds_checked == result.rounds_paired
    assert not check.discrepancies, check.render("gen.trf")


@pytest.mark.parametrize(("seed", "keys"), CASES, ids=[f"seed{s}" for s, _ in CASES])
def test_generated_file_is_clean_and_passes_the_checker(seed: int, keys: dict[str, object]) -> None:
    result = run(seed, **keys)
    assert result.stopped is None
    assert result.rounds_paired == keys["RoundsNumber"]
    t = result.tournament
    assert t.rounds_total == keys["RoundsNumber"] and t.initial_colour is not None
    checked(result)


def test_every_situation_occurs_in_the_sample() -> None:
    endorse = load_endorse()
    seen: Counter[str] = Counter()
    for seed, keys in CASES:
        result = run(seed, **keys)
        seen.update(endorse.situations_in(result.tournament, False))
        # C.04.2.D.2: a player absent without notice forfeits, then is withdrawn
        for pid, gone in result.withdrawals:
            before = result.tournament.player(pid).entry(gone - 1)
            if before.result is ResultCode.FORFEIT_LOSS:
                seen["unannounced withdrawal"] += 1
    wanted = set(endorse.SITUATIONS) - {"stopped (no valid pairing)"}
    wanted.add("unannounced withdrawal")
    assert wanted <= set(seen), wanted - set(seen)


def test_a_round_that_cannot_be_paired_stops_generation() -> None:
    result = run(3, PlayersNumber=5, RoundsNumber=8, ForfeitRate=1_000_000)
    assert isinstance(result.stopped, NoValidPairing)
    r = result.stopped.round_no
    assert result.rounds_paired == r - 1
    t = result.tournament
    assert t.rounds_paired() == r - 1
    assert f"### RTG stopped: {result.stopped}" in t.extra_records
    checked(result)
    # the file holds the round's announced absences: pairing it again fails the same way
    with pytest.raises(NoValidPairing):
        pair_round(t, t.next_round())


def test_acceleration_is_written_as_xxa_and_not_in_the_scores() -> None:
    result = run(3, **dict(CASES[2][1]))
    t = result.tournament
    assert t.acceleration, "C.04.5.1: GA players have virtual points"
    text = dump_trf(t)
    assert "\nXXA    1  1.0  1.0  1.0  0.5  0.5\n" in text
    for p in parse_trf(text).players:  # the score column holds real points only
        assert p.declared_points == t.points(p.id)
    assert t.player(1).entry(1).result is not ResultCode.NOT_PAIRED or 1 in result.late_entries


def test_a_round_robin_keeps_every_scheduled_game_and_absences_forfeit_it() -> None:
    # a round-robin's table pairs everyone every round (C.05 Annex 1): an absence the plan
    # draws is a forfeit of the scheduled game, never a bye or a player left out
    result = generate_report(
        config(PlayersNumber=10, RoundsNumber=9, **BUSY), 11, PairingSystem.ROUND_ROBIN
    )
    assert result.stopped is None and result.rounds_paired == 9
    t = result.tournament
    for p in t.players:
        assert len(p.rounds) == 9
        assert all(e.opponent is not None for e in p.rounds), p.id
    assert any(e.result is ResultCode.FORFEIT_LOSS for p in t.players for e in p.rounds)
    assert not any(
        e.result in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.PAB)
        for p in t.players
        for e in p.rounds
    )
