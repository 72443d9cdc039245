"""Rating-based tie-breaks (C.07 Art. 10).

Only games played over the board count; byes and forfeits are ignored. Opponents without a
rating are left out unless the regulations give unrated players a rating
(:attr:`TieBreakContext.unrated_rating`; Art. 10 note). Results enter as 1 / ½ / 0 whatever the
point system, since the rating tables work on game scores. C.07 rounds ARO and the averages to
the nearest integer, a half upwards; the table lookup of TPR takes p in hundredths, rounded the
same way (the table is printed in hundredths; TieBreakServer does the same).
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import partial

from engine.model import PlayerId
from engine.standings.fide_tables import dp_for, expected_hundredths
from engine.standings.records import TieBreakContext


def round_half_up(x: Fraction) -> int:
    """``x`` rounded to the nearest integer, a half upwards (C.07 10.1: 1887.5 gives 1888).

    >>> round_half_up(Fraction(3775, 2)), round_half_up(Fraction(-5, 2))
    (1888, -2)
    """
    return math.floor(x + Fraction(1, 2))


def _rated_games(ctx: TieBreakContext, pid: PlayerId) -> list[tuple[int, Fraction]]:
    """(opponent rating, game score) of each game played over the board against a rating."""
    games: list[tuple[int, Fraction]] = []
    for r in ctx.plain.records(pid):
        if r.played and r.opponent is not None:
            rating = ctx.rating(r.opponent)
            if rating is not None:
                games.append((rating, r.game_score))
    return games


def average_rating_of_opponents(
    ctx: TieBreakContext, pid: PlayerId, *, cut: int = 0, median: int = 0
) -> int | None:
    """ARO (C.07 10.1): the mean rating of the opponents met over the board, rounded.

    Cut-n drops the n lowest ratings, Median-n the n lowest and the n highest (14.1-14.4).
    None when nothing is left (a single game and Cut-1: no rule covers it).
    """
    ratings = sorted(rating for rating, _ in _rated_games(ctx, pid))
    low = cut + median
    kept = ratings[low : len(ratings) - median]
    if not kept:
        return None
    return round_half_up(Fraction(sum(kept), len(kept)))


def performance_rating(ctx: TieBreakContext, pid: PlayerId) -> int | None:
    """TPR (C.07 10.2): ARO + dp, dp from B.02 table 8.1(a) at p = points / games.

    p is rounded to hundredths (a half upwards) for the table; None without a rated game.
    Rounding the ARO before adding the integer dp is the same as rounding the sum.
    """
    games = _rated_games(ctx, pid)
    if not games:
        return None
    n = len(games)
    aro = Fraction(sum(rating for rating, _ in games), n)
    p = sum((score for _, score in games), Fraction(0)) / n
    return round_half_up(aro) + dp_for(round_half_up(p * 100))


def perfect_performance(ctx: TieBreakContext, pid: PlayerId) -> int | None:
    """PTP (C.07 10.3): the lowest rating R whose expected score reaches the points scored.

    Expected score = Σ PD(R - opponent's rating), table 8.1(b) without the ±400 cap. A zero
    score gives the lowest opponent's rating - 800. A 100 % score needs every difference above
    735 (the table's last band), i.e. the highest opponent's rating + 736 (C.07 has no special
    rule for it). None without a rated game.
    """
    games = _rated_games(ctx, pid)
    if not games:
        return None
    ratings = [rating for rating, _ in games]
    points = sum((score for _, score in games), Fraction(0))
    if points == 0:
        return min(ratings) - 800
    # Expected scores are whole hundredths: compare in hundredths, exactly.
    target = points * 100

    def reaches(r: int) -> bool:
        return sum(expected_hundredths(r - opp) for opp in ratings) >= target

    # The expected score never decreases with R: binary search between two bounds where all
    # differences are below -735 (expected 0 < points) and above +735 (expected = games).
    lo, hi = min(ratings) - 800, max(ratings) + 736
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if reaches(mid):
            hi = mid
        else:
            lo = mid
    return hi


def _average_of(values: list[int]) -> int | None:
    return round_half_up(Fraction(sum(values), len(values))) if values else None


def _opponents(ctx: TieBreakContext, pid: PlayerId) -> list[PlayerId]:
    """Opponents met over the board, once per game (4.4)."""
    return [r.opponent for r in ctx.plain.records(pid) if r.played and r.opponent is not None]


def average_performance_of_opponents(ctx: TieBreakContext, pid: PlayerId) -> int | None:
    """APRO (C.07 10.4): the mean TPR of the opponents met over the board, rounded."""
    values = [
        ctx.remember("TPR", o, partial(performance_rating, ctx, o)) for o in _opponents(ctx, pid)
    ]
    return _average_of([v for v in values if v is not None])


def average_perfect_performance_of_opponents(ctx: TieBreakContext, pid: PlayerId) -> int | None:
    """APPO (C.07 10.5): the mean PTP of the opponents met over the board, rounded."""
    values = [
        ctx.remember("PTP", o, partial(perfect_performance, ctx, o)) for o in _opponents(ctx, pid)
    ]
    return _average_of([v for v in values if v is not None])


def rating(ctx: TieBreakContext, pid: PlayerId) -> int | None:
    """RTNG (C.07 10.6, 2026): the player's own rating (None: unrated, no rule given)."""
    return ctx.rating(pid)
