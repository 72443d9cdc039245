"""Contributions of each round to BH, FB and SB, and the Cut/Median modifiers (C.07 14, 16.4-16.5).

A :class:`Contribution` is one round's share of an opposition tie-break: the opponent's adjusted
score for a played game (16.3), or the dummy opponent's score for an own unplayed round (16.4),
together with the points the player scored in that round (SB multiplies the two).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from engine.model import PlayerId
from engine.standings.edition import Edition
from engine.standings.records import RoundRecord, ScoreView, TieBreakContext


@dataclass(frozen=True, slots=True)
class Contribution:
    """One round's share of BH / FB / SB."""

    round: int
    opponent: PlayerId | None
    """The opponent of a game counted as played; None when the dummy opponent stands in."""
    value: Fraction
    """The opponent's adjusted score (16.3) or the dummy's score (16.4)."""
    points: Fraction
    """Points the player scored in the round."""
    voluntary: bool
    """A VUR (16.1.2): candidate for the Cut exception of 16.5."""
    dropped: bool = False
    """True when a Cut or Median modifier removed this contribution."""

    @property
    def product(self) -> Fraction:
        """The SB contribution: value × points (9.1)."""
        return self.value * self.points


def dummy_score(ctx: TieBreakContext, view: ScoreView, pid: PlayerId, rec: RoundRecord) -> Fraction:
    """The score of the dummy opponent of an own unplayed round (C.07 16.4).

    2024 text: the dummy's score is the player's own final score. 2026 text, same start but
    capped: a forfeit (categories 2 and 4) at the scheduled opponent's adjusted score (16.4.1);
    any other unplayed round at draw points × number of rounds (16.4.2). The quoted text gives
    forfeits only the 16.4.1 cap (spec/tiebreaks.md §9.1: Sharly applies both).
    """
    own = view.score(pid)
    if ctx.edition is Edition.C07_2024:
        return own
    if rec.category is not None and rec.category.is_forfeit and rec.opponent is not None:
        return min(own, view.adjusted(rec.opponent))
    return min(own, view.system.draw * view.rounds)


def contributions(
    ctx: TieBreakContext, pid: PlayerId, *, fore: bool = False, forfeits_played: bool = False
) -> tuple[Contribution, ...]:
    """Each round's contribution to BH (``fore``: FB) and SB for ``pid``, round by round.

    ``forfeits_played`` (the ``/P`` modifier) counts a forfeit as a game against the scheduled
    opponent instead of an unplayed round.
    """
    view = ctx.view(fore)
    result: list[Contribution] = []
    for rec in view.records(pid):
        if ctx.counts_as_game(rec, forfeits_played=forfeits_played) and rec.opponent is not None:
            # 16.3 adjusts the opponents' scores in Swiss events only (15.3)
            seen = view.score if ctx.predetermined else view.adjusted
            result.append(
                Contribution(rec.round, rec.opponent, seen(rec.opponent), rec.points, False)
            )
        elif ctx.predetermined:
            # 15.3: no dummy opponent outside Swiss events; a round without a scheduled
            # opponent (the free round of an odd round-robin) adds nothing
            continue
        else:
            value = dummy_score(ctx, view, pid, rec)
            result.append(Contribution(rec.round, None, value, rec.points, rec.voluntary))
    return tuple(result)


def _lowest_bh(remaining: Sequence[Contribution]) -> Contribution:
    """C.07 14.1 with 16.5.1 for BH/FB: the value to drop for one Cut step.

    The least significant value is the lowest one; 16.5.1 drops the lowest VUR contribution
    instead unless it is lower. A VUR's value can never be lower than the lowest of all values,
    so for BH a VUR, when there is one, is always the one dropped (a player must not improve his
    Buchholz by skipping a round he expects to lose).
    """
    vurs = [c for c in remaining if c.voluntary]
    pool = vurs or list(remaining)
    return min(pool, key=lambda c: (c.value, c.round))


def _lowest_sb(remaining: Sequence[Contribution]) -> Contribution:
    """C.07 14.1.1 with 16.5.1 for SB: the contribution to drop for one Cut step.

    The least significant value is the contribution of the opponent with the lowest score
    (ties: the smallest contribution), not the smallest product. With VURs, take the VUR with
    the smallest contribution and drop the higher of the two contributions.
    """
    lsv = min(remaining, key=lambda c: (c.value, c.product, c.round))
    vurs = [c for c in remaining if c.voluntary]
    if vurs:
        vur = min(vurs, key=lambda c: (c.product, c.round))
        if vur.product >= lsv.product:
            return vur
    return lsv


def _apply_cuts(
    items: tuple[Contribution, ...],
    low: int,
    high: int,
    lowest: Callable[[Sequence[Contribution]], Contribution],
) -> tuple[Contribution, ...]:
    """Mark ``low`` least and then ``high`` most significant contributions as dropped."""
    remaining = list(items)
    dropped: list[Contribution] = []
    # 16.5.2: for Cut-2 / Median-2, 16.5.1 applies again to what remains.
    for _ in range(low):
        if not remaining:
            break
        victim = lowest(remaining)
        remaining.remove(victim)
        dropped.append(victim)
    # 14.3-14.4: Median also drops the most significant values; 16.5 concerns only the least.
    for _ in range(high):
        if not remaining:
            break
        victim = max(remaining, key=lambda c: (c.value, -c.round))
        remaining.remove(victim)
        dropped.append(victim)
    return tuple(replace(c, dropped=True) if c in dropped else c for c in items)


def cut_buchholz(
    items: tuple[Contribution, ...], cut: int, median: int
) -> tuple[Contribution, ...]:
    """BH / FB contributions with Cut-n or Median-n applied (C.07 14.1-14.4, 16.5)."""
    return _apply_cuts(items, cut + median, median, _lowest_bh)


def cut_sonneborn_berger(items: tuple[Contribution, ...], cut: int) -> tuple[Contribution, ...]:
    """SB contributions with Cut-n applied (C.07 14.1.1, 14.2, 16.5)."""
    return _apply_cuts(items, cut, 0, _lowest_sb)
