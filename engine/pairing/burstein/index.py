"""The opposition evaluation of the Burstein System: Buchholz, Sonneborn-Berger, Median.

Two texts, two conventions for rounds without a game:

* C.04.4.2 (2017-2025) A.6.b.1: "If a player does not play in a round, the round shall be
  considered as one in which that player played against himself getting the result (win,
  draw, loss) that yields the same number of points as registered for the standings (and the
  future pairings). Exception: if a player has a series of consecutive zero-point-byes up to the
  current round, each of the ones gathered in previous rounds, for the benefit of the player's
  actual over-the-board opponents, is considered as a draw." A.6.b.2: virtual points
  (acceleration) are excluded.
* The older text says only (article 2) that unfinished games count as draws. The corpus
  (tests/golden/burstein/READINGS.md, L2-L4) shows the classic tie-break convention: an
  opponent's unplayed rounds count as draws in the opponent's score, and a player's own
  unplayed round counts as a game against a virtual opponent who starts the round with the
  player's score, takes the other result and draws every later round. Its imaginary point
  (3.3) is included in these scores while it is in force.

All values are integers: Buchholz and Median in score units, Sonneborn-Berger in score units
squared (points times score).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.model import Player, PlayerId, PointSystem, ResultCode, Tournament

_LOSS_KIND = frozenset({ResultCode.ZERO_BYE, ResultCode.NOT_PAIRED, ResultCode.FORFEIT_LOSS})
_ZERO_BYES = frozenset({ResultCode.ZERO_BYE, ResultCode.NOT_PAIRED})


@dataclass(frozen=True, slots=True)
class Opposition:
    """One player's opposition evaluation before a round (A.6.a / older text 3.2)."""

    score: int  # pairing score (points plus acceleration), score units
    buchholz: int  # score units
    sonneborn_berger: int  # score units squared
    median: int  # score units; 0 while fewer than three rounds have been played


def _pts(ps: PointSystem, result: ResultCode, unit: int) -> int:
    v = ps.points_for(result) * unit
    assert v.denominator == 1
    return int(v)


@dataclass(frozen=True, slots=True)
class _LegacyPoints:
    """The point values the older text's index needs, in score units."""

    win: int
    draw: int
    forfeit_loss: int
    pab: int

    @classmethod
    def of(cls, ps: PointSystem, unit: int) -> _LegacyPoints:
        """The values of ``ps``."""
        return cls(
            _pts(ps, ResultCode.WIN, unit),
            _pts(ps, ResultCode.DRAW, unit),
            _pts(ps, ResultCode.FORFEIT_LOSS, unit),
            _pts(ps, ResultCode.PAB, unit),
        )

    def virtual_result(self, result: ResultCode) -> int:
        """The points of the virtual opponent of a round without a game: the other result."""
        if result in _LOSS_KIND:
            return self.win
        if result is ResultCode.HALF_BYE:
            return self.draw
        if result is ResultCode.PAB and self.pab < self.win:
            return self.win if self.pab < self.draw else self.draw
        return self.forfeit_loss  # a win without playing: the opponent "lost by forfeit"


def legacy_index(
    t: Tournament,
    round_no: int,
    present: Mapping[PlayerId, int],
    unit: int,
) -> dict[PlayerId, Opposition]:
    """Older text 3.2: SB, Buchholz and Median of each present player (``present`` maps a
    player to his pairing score in units).

    Scores of opponents count unplayed rounds as draws and include the acceleration in force
    for ``round_no`` (readings L2, L3); a player's own unplayed round is a game against a
    virtual opponent (reading L2); the Median drops the highest and the lowest contribution
    once three rounds have been played (reading L4).
    """
    ps = t.point_system
    last = round_no - 1
    values = _LegacyPoints.of(ps, unit)

    def accel(pid: PlayerId) -> int:
        v = t.acceleration_for(pid, round_no) * unit
        assert v.denominator == 1
        return int(v)

    def adjusted(p: Player) -> int:
        total = accel(p.id)
        for r in range(1, last + 1):
            e = p.entry(r)
            total += _pts(ps, e.result, unit) if e.played else values.draw
        return total

    adjusted_score = {p.id: adjusted(p) for p in t.players}
    out: dict[PlayerId, Opposition] = {}
    for p in t.players:
        if p.id not in present:
            continue
        contributions = _legacy_contributions(
            p, last, accel(p.id), adjusted_score, values, ps, unit
        )
        bh = sum(c for c, _ in contributions)
        sb = sum(pts * c for c, pts in contributions)
        lo = min((c for c, _ in contributions), default=0)
        hi = max((c for c, _ in contributions), default=0)
        median = bh - lo - hi if last > 2 else 0
        out[p.id] = Opposition(present[p.id], bh, sb, median)
    return out


def _legacy_contributions(
    p: Player,
    last: int,
    own_accel: int,
    adjusted_score: Mapping[PlayerId, int],
    values: _LegacyPoints,
    ps: PointSystem,
    unit: int,
) -> list[tuple[int, int]]:
    """Each round's (opponent's score, the player's points) for the older text's index."""
    out: list[tuple[int, int]] = []
    before = 0
    for r in range(1, last + 1):
        e = p.entry(r)
        pts = _pts(ps, e.result, unit)
        if e.played and e.opponent is not None:
            c = adjusted_score[e.opponent]
        else:
            c = own_accel + before + values.virtual_result(e.result) + (last - r) * values.draw
        out.append((c, pts))
        before += pts
    return out


def index_2017(
    t: Tournament,
    round_no: int,
    present: Mapping[PlayerId, int],
    unit: int,
) -> dict[PlayerId, Opposition]:
    """C.04.4.2 (2017-2025) A.6: Buchholz and Sonneborn-Berger of each present player.

    A.6.b.1: a round without a game is one against himself with the points registered; an
    opponent's trailing zero-point byes count as draws for his opponents (reading N3).
    A.6.b.2: no virtual points anywhere.
    """
    ps = t.point_system
    last = round_no - 1
    draw = _pts(ps, ResultCode.DRAW, unit)

    def real_points(p: Player) -> int:
        return sum(_pts(ps, p.entry(r).result, unit) for r in range(1, last + 1))

    points = {p.id: real_points(p) for p in t.players}

    def as_opponent(p: Player) -> int:
        total = points[p.id]
        r = last
        while r >= 1 and p.entry(r).result in _ZERO_BYES:
            total += draw - _pts(ps, p.entry(r).result, unit)
            r -= 1
        return total

    opp_score = {p.id: as_opponent(p) for p in t.players}
    out: dict[PlayerId, Opposition] = {}
    for p in t.players:
        if p.id not in present:
            continue
        bh = sb = 0
        for r in range(1, last + 1):
            e = p.entry(r)
            pts = _pts(ps, e.result, unit)
            c = opp_score[e.opponent] if e.played and e.opponent is not None else points[p.id]
            bh += c
            sb += pts * c
        out[p.id] = Opposition(present[p.id], bh, sb, 0)
    return out
