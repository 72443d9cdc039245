"""Every player's points after every round, counted once per snapshot and shared by the screens.

The Players tab shows each player's points and every round page the points before its round;
summing :class:`~fractions.Fraction` values for each of them on each change held the window
for seconds at 3,000 players (issue 26: nine round pages, 27,000 sums of up to nine fractions
each, on every import, reopen and pairing). Here the points are whole numbers of the point
system's smallest step (a half point under the usual 1 / ½ / 0), summed once per player, and
again only for a player whose entries changed: the journal keeps the Player objects a change
does not touch, so a result costs two players' sums.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from fractions import Fraction

from engine.model import Player, PlayerId, PointSystem, ResultCode, Tournament


@dataclass(frozen=True, slots=True)
class ScoreTable:
    """Points of each player of one tournament snapshot after each round, in ``unit`` steps.

    ``after[i][r]`` is player ``players[i]``'s score after round ``r`` (``after[i][0] == 0``),
    counted in steps of ``1 / unit`` point; a player's rounds after his last entry add nothing.
    """

    players: tuple[Player, ...]
    system: PointSystem
    unit: int
    after: tuple[tuple[int, ...], ...]
    index: dict[PlayerId, int]

    def units_after(self, pid: PlayerId, round_no: int | None = None) -> int:
        """``pid``'s score after ``round_no`` (None: after every round), in steps."""
        row = self.after[self.index[pid]]
        if round_no is None or round_no >= len(row):
            return row[-1]
        return row[max(round_no, 0)]

    def points_after(self, pid: PlayerId, round_no: int | None = None) -> Fraction:
        """``pid``'s points after ``round_no`` (None: after every round).

        >>> from engine.model import RoundEntry
        >>> p = Player(PlayerId(1), "A", rounds=(RoundEntry(None, None, ResultCode.HALF_BYE),))
        >>> table = score_table(Tournament(players=(p,)))
        >>> table.points_after(PlayerId(1)), table.points_after(PlayerId(1), 0)
        (Fraction(1, 2), Fraction(0, 1))
        """
        return self.fraction(self.units_after(pid, round_no))

    def total(self, i: int) -> Fraction:
        """The points of ``players[i]`` after every round."""
        return self.fraction(self.after[i][-1])

    def fraction(self, units: int) -> Fraction:
        """``units`` steps as points."""
        return _fraction(units, self.unit)


def steps(system: PointSystem) -> tuple[int, dict[ResultCode, int]]:
    """The point system's smallest step (as 1/unit) and each result's value in such steps.

    >>> unit, value = steps(PointSystem())
    >>> unit, value[ResultCode.WIN], value[ResultCode.DRAW], value[ResultCode.LOSS]
    (2, 2, 1, 0)
    """
    points = {code: system.points_for(code) for code in ResultCode}
    unit = math.lcm(*(p.denominator for p in points.values()))
    return unit, {code: int(p * unit) for code, p in points.items()}


def _row(player: Player, value: dict[ResultCode, int]) -> tuple[int, ...]:
    total = 0
    out = [0]
    for e in player.rounds:
        total += value[e.result]
        out.append(total)
    return tuple(out)


class ScoreTables:
    """The score table of the latest snapshots asked for (the last two), each made from the
    one before by counting again only the players whose entries changed."""

    def __init__(self) -> None:
        self._recent: list[ScoreTable] = []
        self.rows_counted = 0  # players counted anew since this object was made (for tests)
        self._lock = threading.Lock()  # a worker counts a file being opened (main window)

    def of(self, t: Tournament) -> ScoreTable:
        with self._lock:
            return self._of(t)

    def _of(self, t: Tournament) -> ScoreTable:
        for table in self._recent:
            if table.players is t.players and table.system == t.point_system:
                return table
        unit, value = steps(t.point_system)
        previous = next(
            (
                table
                for table in self._recent
                if table.system == t.point_system and len(table.players) == len(t.players)
            ),
            None,
        )
        rows: list[tuple[int, ...]] = []
        if previous is not None:
            for p, old, row in zip(t.players, previous.players, previous.after, strict=True):
                if p is old:
                    rows.append(row)
                    continue
                n = len(old.rounds)
                if len(p.rounds) > n and p.rounds[:n] == old.rounds:
                    # entries added after the old ones (a round paired): counted on from there
                    total = row[-1]
                    more = list(row)
                    for e in p.rounds[n:]:
                        total += value[e.result]
                        more.append(total)
                    rows.append(tuple(more))
                else:
                    rows.append(_row(p, value))
                self.rows_counted += 1
        else:
            rows = [_row(p, value) for p in t.players]
            self.rows_counted += len(rows)
        index = (
            previous.index
            if previous is not None
            and all(p.id == q.id for p, q in zip(t.players, previous.players, strict=True))
            else {p.id: i for i, p in enumerate(t.players)}
        )
        table = ScoreTable(t.players, t.point_system, unit, tuple(rows), index)
        self._recent = [table, *self._recent[:1]]
        return table


_TABLES = ScoreTables()


def score_table(t: Tournament) -> ScoreTable:
    """The score table of ``t``, shared by every screen showing that snapshot."""
    return _TABLES.of(t)


def tables() -> ScoreTables:
    """The shared tables (tests read how many players were counted)."""
    return _TABLES


_FRACTIONS: dict[tuple[int, int], Fraction] = {}


def _fraction(units: int, unit: int) -> Fraction:
    # scores take few values: one Fraction each, not one per cell
    key = (units, unit)
    f = _FRACTIONS.get(key)
    if f is None:
        f = _FRACTIONS[key] = Fraction(units, unit)
    return f
