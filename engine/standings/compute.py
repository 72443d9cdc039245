"""One entry point from a :class:`TieBreakSpec` to the tie-break functions, and value display."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TypeAlias

from engine.model import PlayerId
from engine.standings.codes import TieBreakCode, TieBreakSpec
from engine.standings.errors import StandingsError
from engine.standings.opposition import (
    average_of_opponents_buchholz,
    buchholz,
    fore_buchholz,
    koya,
    sonneborn_berger,
)
from engine.standings.own import (
    games_with_black,
    games_won,
    pairing_number,
    progressive_scores,
    rounds_elected_to_play,
    standard_points,
    wins,
    wins_with_black,
)
from engine.standings.rating import (
    average_perfect_performance_of_opponents,
    average_performance_of_opponents,
    average_rating_of_opponents,
    perfect_performance,
    performance_rating,
    rating,
)
from engine.standings.records import TieBreakContext

TieBreakValue: TypeAlias = Fraction | None
"""A tie-break value; None where it is undefined (no game for ARO, unrated for RTNG, ...)."""


def _fraction(value: int | Fraction | None) -> TieBreakValue:
    return None if value is None else Fraction(value)


def tiebreak_value(ctx: TieBreakContext, spec: TieBreakSpec, pid: PlayerId) -> TieBreakValue:
    """The value of ``spec`` for ``pid``; DE and self-defined tie-breaks raise StandingsError.

    DE has no value of its own: it orders a tied group (:func:`direct_encounter`).
    """
    code = spec.code
    match code:
        case TieBreakCode.WIN:
            return Fraction(wins(ctx, pid))
        case TieBreakCode.WON:
            return Fraction(games_won(ctx, pid))
        case TieBreakCode.BPG:
            return Fraction(games_with_black(ctx, pid))
        case TieBreakCode.BWG:
            return Fraction(wins_with_black(ctx, pid))
        case TieBreakCode.PS:
            return progressive_scores(ctx, pid, cut=spec.cut)
        case TieBreakCode.REP:
            return Fraction(rounds_elected_to_play(ctx, pid))
        case TieBreakCode.STD:
            return standard_points(ctx, pid)
        case TieBreakCode.TPN:
            return Fraction(pairing_number(ctx, pid))
        case TieBreakCode.BH if spec.fore:
            return fore_buchholz(
                ctx, pid, cut=spec.cut, median=spec.median, forfeits_played=spec.forfeits_played
            )
        case TieBreakCode.BH:
            return buchholz(
                ctx, pid, cut=spec.cut, median=spec.median, forfeits_played=spec.forfeits_played
            )
        case TieBreakCode.FB:
            return fore_buchholz(
                ctx, pid, cut=spec.cut, median=spec.median, forfeits_played=spec.forfeits_played
            )
        case TieBreakCode.AOB:
            return average_of_opponents_buchholz(ctx, pid, fore=spec.fore)
        case TieBreakCode.SB:
            return sonneborn_berger(ctx, pid, cut=spec.cut, forfeits_played=spec.forfeits_played)
        case TieBreakCode.KS:
            return koya(ctx, pid, limit=spec.limit)
        case TieBreakCode.ARO:
            return _fraction(
                average_rating_of_opponents(ctx, pid, cut=spec.cut, median=spec.median)
            )
        case TieBreakCode.TPR:
            return _fraction(performance_rating(ctx, pid))
        case TieBreakCode.PTP:
            return _fraction(perfect_performance(ctx, pid))
        case TieBreakCode.APRO:
            return _fraction(average_performance_of_opponents(ctx, pid))
        case TieBreakCode.APPO:
            return _fraction(average_perfect_performance_of_opponents(ctx, pid))
        case TieBreakCode.RTNG:
            return _fraction(rating(ctx, pid))
        case TieBreakCode.DE:
            raise StandingsError("DE orders a tied group; it has no value of its own")
        case TieBreakCode.OTHER:
            raise StandingsError(
                f"{spec} is defined by the event's regulations (C.07 4.1); it cannot be computed"
            )


_INTEGER_CODES = frozenset(
    {
        TieBreakCode.DE,
        TieBreakCode.WIN,
        TieBreakCode.WON,
        TieBreakCode.BPG,
        TieBreakCode.BWG,
        TieBreakCode.REP,
        TieBreakCode.TPN,
        TieBreakCode.ARO,
        TieBreakCode.TPR,
        TieBreakCode.PTP,
        TieBreakCode.APRO,
        TieBreakCode.APPO,
        TieBreakCode.RTNG,
    }
)


def _decimal(value: Fraction, places: int) -> str:
    scaled = math.floor(abs(value) * 10**places + Fraction(1, 2))
    sign = "-" if value < 0 and scaled else ""
    whole, frac = divmod(scaled, 10**places)
    return f"{sign}{whole}.{frac:0{places}d}"


def format_value(spec: TieBreakSpec, value: TieBreakValue) -> str:
    """A value for a standings table: integers plain, points with 1 or 2 decimals, AOB 2.

    Display only: ranking always compares the exact values.

    >>> format_value(TieBreakSpec(TieBreakCode.SB), Fraction(39, 4))
    '9.75'
    >>> format_value(TieBreakSpec(TieBreakCode.BH), Fraction(15))
    '15.0'
    >>> format_value(TieBreakSpec(TieBreakCode.AOB), Fraction(68, 5))
    '13.60'
    >>> format_value(TieBreakSpec(TieBreakCode.ARO), None)
    ''
    """
    if value is None:
        return ""
    if spec.code in _INTEGER_CODES:
        return str(value.numerator // value.denominator) if value.denominator == 1 else str(value)
    if spec.code is TieBreakCode.AOB or (value * 10).denominator != 1:
        return _decimal(value, 2)
    return _decimal(value, 1)
