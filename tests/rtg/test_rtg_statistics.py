"""The generated events happen as often as the configuration says (C.04.A A.5: results that
"somewhat respect the probabilities given by the FIDE rating table").

A few hundred rounds of small tournaments; tolerances are about four standard deviations, and
the seeds are fixed, so the tests are exact and repeatable.
"""

from __future__ import annotations

import math
from fractions import Fraction

from rtg_helpers import count, run

from engine.model import ResultCode, Tournament
from engine.rtg.results import outcome_weights
from engine.standings.fide_tables import expected_hundredths

NEVER = 1_000_000
# the checklist's events (issue 21) drawn when absent; these tests measure the others
QUIET = {"FullPointByes": 0, "HalfZeroResults": 0, "ZeroHalfResults": 0, "ZeroZeroResults": 0}
SEEDS = range(1, 41)  # 40 tournaments of 7 rounds: 280 rounds
POINTS = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: Fraction(1, 2)}


def boards(t: Tournament) -> list[tuple[int, int, ResultCode, ResultCode]]:
    """(white rating, black rating, white's code, black's code) of every paired game."""
    out = []
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None and e.colour is not None and e.colour.value == "w":
                q = t.player(e.opponent)
                out.append((p.rating, q.rating, e.result, q.entry(r).result))
    return out


def within(observed: int, trials: int, p: float, sigmas: float = 4.0) -> bool:
    return abs(observed - trials * p) <= sigmas * math.sqrt(trials * p * (1 - p)) + 1


def test_draw_rate_among_equal_players_is_the_configured_one() -> None:
    games = draws = rounds = 0
    for seed in SEEDS:
        # ratings within 10 points: PD <= 0.51, so the 2 - 2E cap (>= 98 %) never binds
        r = run(
            seed, PlayersNumber=14, RoundsNumber=7, DrawPercentage=30, ForfeitRate=NEVER,
            HighestRating=2010, LowestRating=2000, RetiredRate=NEVER, HalfPointByeRate=NEVER,
            LateEntryRate=NEVER, WithdrawalRate=NEVER, Acceleration="none", **QUIET,
        )  # fmt: skip
        rounds += r.rounds_paired
        for _, _, w, _ in boards(r.tournament):
            games += 1
            draws += w is ResultCode.DRAW
    assert rounds == 280
    assert games == 280 * 7
    assert within(draws, games, 0.30), draws / games


def test_forfeit_rate_counts_games_with_a_no_show() -> None:
    games = forfeited = double = 0
    for seed in SEEDS:
        r = run(
            seed, PlayersNumber=15, RoundsNumber=7, ForfeitRate=10, RetiredRate=NEVER,
            HalfPointByeRate=NEVER, LateEntryRate=NEVER, WithdrawalRate=NEVER, **QUIET,
        )  # fmt: skip
        for _, _, w, b in boards(r.tournament):
            games += 1
            codes = {w, b}
            if codes & {ResultCode.FORFEIT_LOSS}:
                forfeited += 1
                assert codes <= {ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS}
            double += w is b is ResultCode.FORFEIT_LOSS
    # about one scheduled game in ten is forfeited; a double forfeit in about 1 in 400
    assert within(forfeited, games, 0.10), forfeited / games
    p = 1 - math.sqrt(1 - 0.1)
    assert within(double, games, p * p, 5)


def test_results_follow_the_fide_expected_score() -> None:
    expected = scored = Fraction(0)
    games = 0
    for seed in SEEDS:
        r = run(
            seed, PlayersNumber=16, RoundsNumber=7, DrawPercentage=20, ForfeitRate=NEVER,
            HighestRating=2500, LowestRating=1900, RetiredRate=NEVER, HalfPointByeRate=NEVER,
            LateEntryRate=NEVER, WithdrawalRate=NEVER, **QUIET,
        )  # fmt: skip
        for wr, br, w, _ in boards(r.tournament):
            games += 1
            expected += Fraction(expected_hundredths(wr - br), 100)
            scored += POINTS.get(w, Fraction(0))
    # White's total score against the table's prediction, within 4 standard deviations (< 0.5)
    assert abs(float(scored - expected)) <= 4 * math.sqrt(games * 0.25)


def test_outcome_weights_keep_the_expected_score() -> None:
    for white in range(1500, 2700, 37):
        for black in (1500, 1800, 2100, 2400, 2700):
            for d in (0, 15, 50, 100):
                w, dr, b = outcome_weights(white, black, d)
                assert min(w, dr, b) >= 0 and w + dr + b == 200
                # E = (white wins + draws / 2) / 200, exactly PD of table 8.1(b)
                assert Fraction(2 * w + dr, 400) == Fraction(
                    expected_hundredths(white - black), 100
                )


def test_byes_late_entries_and_withdrawals_come_in_the_configured_numbers() -> None:
    for seed in range(1, 21):
        r = run(
            seed, PlayersNumber=20, RoundsNumber=7, RetiredRate=5, HalfPointByeRate=4,
            LateEntryRate=10, WithdrawalRate=10, ForfeitRate=NEVER, **QUIET,
        )  # fmt: skip
        t = r.tournament
        assert len(r.late_entries) == 2  # floor(20 / 10)
        assert len(r.withdrawals) <= 2  # a late entry may have no round left to withdraw from
        half = [p for p in t.players if any(e.result is ResultCode.HALF_BYE for e in p.rounds)]
        assert len(half) == 5  # floor(20 / 4): each got one or more
        for p in half:  # never in the last round, at most rounds - 2 each
            assert p.entry(7).result is not ResultCode.HALF_BYE
            assert sum(e.result is ResultCode.HALF_BYE for e in p.rounds) <= 5
        for pid in r.late_entries:  # C.04.2.C.2: not paired, no points, before arriving
            p = t.player(pid)
            missed = [e for e in p.rounds if not e.paired]
            assert p.rounds[0].result is ResultCode.NOT_PAIRED and missed
        for pid, gone in r.withdrawals:  # C.04.2.D.3: no longer paired
            assert all(t.player(pid).entry(k).result is ResultCode.ZERO_BYE for k in range(gone, 8))
        assert count(t, ResultCode.ZERO_BYE) > 0
