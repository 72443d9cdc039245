"""Standings: points first, then the tie-break list, applied per still-tied subgroup (C.07 4.2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import PlayerId, Tournament
from engine.standings.codes import TieBreakCode, TieBreakSpec
from engine.standings.compute import TieBreakValue, tiebreak_value
from engine.standings.direct import direct_encounter
from engine.standings.edition import Edition
from engine.standings.records import TieBreakContext


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings.

    ``rank`` .. ``rank_to`` is the place; they differ for players tied on points and every
    tie-break (shown as "5-6"): C.07 4.2 leaves them to lots or, if the regulations allow, to a
    shared place. Tied players are listed by pairing number. ``tiebreaks`` follows the list
    given to :func:`standings`; for DE it is the place inside the tied group it was applied to
    (1 first), None when the player was no longer tied at that point.
    """

    rank: int
    rank_to: int
    player: PlayerId
    points: Fraction
    tiebreaks: tuple[TieBreakValue, ...]

    @property
    def shared(self) -> bool:
        """True when the place is shared with other players."""
        return self.rank != self.rank_to


def _sort_key(spec: TieBreakSpec, value: TieBreakValue) -> tuple[bool, Fraction]:
    # An undefined value ranks after every defined one, in either direction.
    if value is None:
        return (True, Fraction(0))
    return (False, -value if spec.higher_is_better else value)


def standings(
    t: Tournament,
    after_round: int,
    tiebreaks: Sequence[TieBreakSpec],
    edition: Edition | None = None,
    *,
    unrated_rating: int | None = None,
    predetermined: bool = False,
) -> tuple[StandingRow, ...]:
    """The standings after ``after_round`` with the tie-break list ``tiebreaks``.

    ``edition`` None picks the C.07 edition from the start date (:func:`edition_for`).
    C.07 4.2 (2026 wording): each tie-break is applied to every subgroup still tied after the
    previous ones, which is also what the 2024 wording gives for value-based tie-breaks; DE is
    worked on the subgroup it meets. Raises StandingsError for a self-defined (OTHER_) entry or
    a round out of range. ``predetermined``: a round-robin (C.07 15.2, see
    :class:`TieBreakContext`).

    >>> from engine.model import Player, PlayerId, RoundEntry, ResultCode, Colour
    >>> draw = ResultCode.DRAW
    >>> a = Player(PlayerId(1), "A", rounds=(RoundEntry(PlayerId(2), Colour.WHITE, draw),))
    >>> b = Player(PlayerId(2), "B", rounds=(RoundEntry(PlayerId(1), Colour.BLACK, draw),))
    >>> [(r.rank, r.rank_to, r.player) for r in standings(Tournament(players=(a, b)), 1, ())]
    [(1, 2, 1), (1, 2, 2)]
    """
    ctx = TieBreakContext(
        t, after_round, edition, unrated_rating=unrated_rating, predetermined=predetermined
    )
    specs = tuple(tiebreaks)
    players = ctx.plain.players
    values: list[dict[PlayerId, TieBreakValue]] = []
    for spec in specs:
        if spec.code is TieBreakCode.DE:
            values.append(dict.fromkeys(players, None))
        else:
            values.append({pid: tiebreak_value(ctx, spec, pid) for pid in players})

    def split(group: tuple[PlayerId, ...], level: int) -> list[tuple[PlayerId, ...]]:
        if len(group) == 1 or level == len(specs):
            return [group]
        spec = specs[level]
        if spec.code is TieBreakCode.DE:
            subgroups = list(direct_encounter(ctx, group, forfeits_played=spec.forfeits_played))
            place = 1
            for sub in subgroups:
                for pid in sub:
                    values[level][pid] = Fraction(place)
                place += len(sub)
        else:
            column = values[level]
            by_key: dict[tuple[bool, Fraction], list[PlayerId]] = {}
            for pid in group:
                by_key.setdefault(_sort_key(spec, column[pid]), []).append(pid)
            subgroups = [tuple(by_key[key]) for key in sorted(by_key)]
        result: list[tuple[PlayerId, ...]] = []
        for sub in subgroups:
            result.extend(split(sub, level + 1))
        return result

    score = ctx.plain.score
    by_points: dict[Fraction, list[PlayerId]] = {}
    for pid in players:
        by_points.setdefault(score(pid), []).append(pid)
    ordered: list[tuple[PlayerId, ...]] = []
    for points in sorted(by_points, reverse=True):
        ordered.extend(split(tuple(by_points[points]), 0))

    rows: list[StandingRow] = []
    place = 1
    for group in ordered:
        last = place + len(group) - 1
        rows.extend(
            StandingRow(place, last, pid, score(pid), tuple(column[pid] for column in values))
            for pid in sorted(group)
        )
        place = last + 1
    return tuple(rows)
