"""Direct encounter (C.07 Art. 6): rank a tied group by the games its members played together."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.model import PlayerId
from engine.standings.records import TieBreakContext


def _mutual_results(
    ctx: TieBreakContext, group: Sequence[PlayerId], forfeits_played: bool
) -> dict[tuple[PlayerId, PlayerId], Fraction]:
    """Average points of a against b over their games, for every pair (a, b) that met.

    6.1.1: in Swiss events forfeits are not games unless the regulations (``/P``) say so;
    in a round-robin they are (15.2).
    4.4 / 6.1.2: players who met more than once score the average of their results.
    """
    members = set(group)
    points: dict[tuple[PlayerId, PlayerId], list[Fraction]] = {}
    for a in group:
        for rec in ctx.plain.records(a):
            if rec.opponent is None or rec.opponent not in members or rec.opponent == a:
                continue
            # 15.2: with pre-determined pairings (round-robins) a forfeit is a game
            if ctx.counts_as_game(rec, forfeits_played=forfeits_played):
                points.setdefault((a, rec.opponent), []).append(rec.points)
    return {pair: sum(v, Fraction(0)) / len(v) for pair, v in points.items()}


def direct_encounter(
    ctx: TieBreakContext, group: Sequence[PlayerId], *, forfeits_played: bool = False
) -> tuple[tuple[PlayerId, ...], ...]:
    """DE (C.07 6): split a tied group into ordered subgroups; members of a subgroup stay tied.

    6.2: when everyone in the group met everyone else, rank by the points scored in the mutual
    games; a subgroup still tied gets DE again, computed among its own members only.
    6.3: otherwise a player is ranked first only if nobody could catch him, whatever the results
    of the missing games; then DE goes on with the rest. When nobody is certain, DE decides
    nothing more for that group.
    """
    mutual = _mutual_results(ctx, group, forfeits_played)
    best, worst = ctx.system.win, ctx.system.loss

    def order(members: tuple[PlayerId, ...]) -> list[tuple[PlayerId, ...]]:
        if len(members) <= 1:
            return [members] if members else []
        score = {
            a: sum((mutual[(a, b)] for b in members if (a, b) in mutual), Fraction(0))
            for a in members
        }
        missing = {a: sum(1 for b in members if b != a and (a, b) not in mutual) for a in members}
        if not any(missing.values()):
            levels = sorted(set(score.values()), reverse=True)
            if len(levels) == 1:
                return [members]
            result: list[tuple[PlayerId, ...]] = []
            for level in levels:
                result.extend(order(tuple(a for a in members if score[a] == level)))
            return result
        # 6.3: a's lowest possible total loses every missing game, b's highest wins them all.
        for a in members:
            low = score[a] + worst * missing[a]
            if all(low > score[b] + best * missing[b] for b in members if b != a):
                return [(a,), *order(tuple(b for b in members if b != a))]
        return [members]

    return tuple(order(tuple(sorted(group))))
