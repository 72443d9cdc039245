"""Tie-breaks from the player's own results and data (C.07 Art. 7)."""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate

from engine.model import Colour, PlayerId, ResultCode
from engine.standings.records import TieBreakContext


def wins(ctx: TieBreakContext, pid: PlayerId) -> int:
    """WIN (C.07 7.1): rounds in which the player got a win's points, with or without playing.

    A PAB, a forfeit win and a full-point bye count when they are worth a win's points.
    """
    win = ctx.system.win
    return sum(1 for r in ctx.plain.records(pid) if r.points == win)


def games_won(ctx: TieBreakContext, pid: PlayerId) -> int:
    """WON (C.07 7.2): games won over the board; forfeits and byes are not games.

    With pre-determined pairings (a round-robin) a forfeit win is a game won (15.2).
    """
    return sum(
        1
        for r in ctx.plain.records(pid)
        if r.won or (r.result is ResultCode.FORFEIT_WIN and ctx.counts_as_game(r))
    )


def games_with_black(ctx: TieBreakContext, pid: PlayerId) -> int:
    """BPG (C.07 7.3): games played over the board with Black (forfeits carry no colour)."""
    return sum(1 for r in ctx.plain.records(pid) if r.played and r.colour is Colour.BLACK)


def wins_with_black(ctx: TieBreakContext, pid: PlayerId) -> int:
    """BWG (C.07 7.4): games won over the board with Black."""
    return sum(1 for r in ctx.plain.records(pid) if r.won and r.colour is Colour.BLACK)


def progressive_scores(ctx: TieBreakContext, pid: PlayerId, *, cut: int = 0) -> Fraction:
    """PS (C.07 7.5): the sum of the running scores after each round.

    Unplayed rounds add the points awarded. Cut-n drops the n least significant values
    (14.1-14.2), which are the running scores after the first n rounds.
    """
    running = sorted(accumulate(r.points for r in ctx.plain.records(pid)))
    return sum(running[cut:], Fraction(0))


def rounds_elected_to_play(ctx: TieBreakContext, pid: PlayerId) -> int:
    """REP (C.07 7.6; GE until 2024): the rounds minus the VURs (16.1.2).

    Requested byes (also every round after a withdrawal) and forfeit losses are VURs; a PAB, a
    full-point bye and a forfeit win count as rounds elected to play.
    """
    return sum(1 for r in ctx.plain.records(pid) if not r.voluntary)


def standard_points(ctx: TieBreakContext, pid: PlayerId) -> Fraction:
    """STD (C.07 7.7, 2026): 1 per round with more points than the scheduled opponent, ½ equal.

    A round without a scheduled opponent compares the points awarded with a draw's points.
    A double forfeit gives ½ to each player (both scored the same as the opponent).
    """
    view = ctx.plain
    total = Fraction(0)
    for r in view.records(pid):
        if r.opponent is not None:
            other = view.records(r.opponent)[r.round - 1].points
        else:
            other = view.system.draw
        if r.points > other:
            total += 1
        elif r.points == other:
            total += Fraction(1, 2)
    return total


def pairing_number(ctx: TieBreakContext, pid: PlayerId) -> int:
    """TPN (C.07 7.8, 2026): the final tournament pairing number (the lower ranks first)."""
    del ctx  # the value is the id itself; the context keeps the signature uniform
    return int(pid)
