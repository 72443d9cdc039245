"""Tie-breaks from the opponents' results: Buchholz family (C.07 Art. 8) and SB, Koya (Art. 9).

Unplayed rounds follow Art. 16 (BH, FB, SB and their Cut/Median variants): opponents are seen
at their adjusted score (16.3) and each own unplayed round is a game against a dummy (16.4); see
:mod:`engine.standings.cuts`.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from engine.model import PlayerId
from engine.standings.cuts import contributions, cut_buchholz, cut_sonneborn_berger
from engine.standings.records import TieBreakContext


def buchholz(
    ctx: TieBreakContext,
    pid: PlayerId,
    *,
    cut: int = 0,
    median: int = 0,
    forfeits_played: bool = False,
) -> Fraction:
    """BH (C.07 8.1): the sum of the opponents' scores; Cut-n/Median-n per 14.1-14.4 and 16.5.

    Opponents count at their adjusted score (16.3); each own unplayed round counts the dummy
    opponent of 16.4 (edition-dependent).
    """
    items = cut_buchholz(contributions(ctx, pid, forfeits_played=forfeits_played), cut, median)
    return sum((c.value for c in items if not c.dropped), Fraction(0))


def fore_buchholz(
    ctx: TieBreakContext,
    pid: PlayerId,
    *,
    cut: int = 0,
    median: int = 0,
    forfeits_played: bool = False,
) -> Fraction:
    """FB (C.07 8.3): BH as if every paired game of the final round had been drawn.

    Forfeits of the final round become draws too; byes stay. Art. 16 then works on these Fore
    scores, for the opponents and for the player's own dummy.
    """
    items = contributions(ctx, pid, fore=True, forfeits_played=forfeits_played)
    items = cut_buchholz(items, cut, median)
    return sum((c.value for c in items if not c.dropped), Fraction(0))


def average_of_opponents_buchholz(
    ctx: TieBreakContext, pid: PlayerId, *, fore: bool = False
) -> Fraction | None:
    """AOB (C.07 8.2): the mean BH of the opponents met over the board (2026 /F: their FB).

    Byes and forfeits are left out; a repeated opponent counts once per game (4.4). The mean is
    exact (C.07 states no rounding; TEC prints 2 decimals). None without any game.
    """
    games = [r for r in ctx.plain.records(pid) if r.played and r.opponent is not None]
    if not games:
        return None
    total = Fraction(0)
    for rec in games:
        opp = rec.opponent
        assert opp is not None
        if fore:
            total += ctx.remember("FB", opp, partial(fore_buchholz, ctx, opp))
        else:
            total += ctx.remember("BH", opp, partial(buchholz, ctx, opp))
    return total / len(games)


def sonneborn_berger(
    ctx: TieBreakContext, pid: PlayerId, *, cut: int = 0, forfeits_played: bool = False
) -> Fraction:
    """SB (C.07 9.1): Σ opponent's adjusted score × points scored against that opponent.

    An own unplayed round adds the dummy's score (16.4) × the points awarded (a half-point bye
    adds half of it). Cut-n drops the contribution of the lowest-scored opponent (14.1.1), with
    the VUR exception of 16.5.
    """
    items = contributions(ctx, pid, forfeits_played=forfeits_played)
    items = cut_sonneborn_berger(items, cut)
    return sum((c.product for c in items if not c.dropped), Fraction(0))


def koya(ctx: TieBreakContext, pid: PlayerId, *, limit: int = 0) -> Fraction:
    """KS (C.07 9.2): points scored against opponents with at least half the maximum score.

    The maximum is a win in every round so far; the Koya limit (14.5, ``/L±n``) moves the
    threshold by n half points (half a win's points). Art. 16 does not cover KS, so only games
    played over the board count and opponents count at their real score. In a round-robin
    (``ctx.predetermined``) forfeits count too (15.2) and the maximum is a win in every
    scheduled game: 2.5 of 5 in a 6-player event, 2 of 4 in a 5-player one.
    """
    view = ctx.plain
    if ctx.predetermined:
        # a round-robin: the maximum is a win in every scheduled game (the free round of an
        # odd field scores nothing), and forfeits are games (15.2)
        games = max(
            (sum(1 for r in view.records(p) if r.opponent is not None) for p in view.players),
            default=0,
        )
    else:
        games = view.rounds
    threshold = (games + limit) * view.system.win / 2
    return sum(
        (
            r.points
            for r in view.records(pid)
            if ctx.counts_as_game(r)
            and r.opponent is not None
            and view.score(r.opponent) >= threshold
        ),
        Fraction(0),
    )
