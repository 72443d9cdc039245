"""C.04.4.3 2.2: score-groups, the median score-group and the order in which they are paired.

"The Median Score-group is the score-group with players having the score equal to half the
number of rounds that have been played. Pairing begins with the highest score-group and
proceeds downward until just before the Median Score-group, then continues with the lowest
score-group and proceeds upwards to the Median Score-Group which is paired last. The Median
Score-group is paired downward."
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from engine.explain.events_lim import Direction
from engine.pairing.common.history import PlayerHistory


class Role(Enum):
    """Where a member of a score-group being paired comes from (3.6, 3.7)."""

    RESIDENT = "resident"
    DOWN_FLOATER = "down-floater"  # DF, transferred from a higher score-group
    UP_FLOATER = "up-floater"  # UF, transferred from a lower score-group


@dataclass(frozen=True, slots=True)
class Member:
    """One player of the score-group being paired, and whence he came."""

    player: PlayerHistory
    role: Role

    @property
    def floater(self) -> bool:
        """True for a DF or UF (3.6, 3.7: floaters are paired first)."""
        return self.role is not Role.RESIDENT


def rank_key(p: PlayerHistory, direction: Direction) -> tuple[int, int]:
    """Scrutiny order: downward from No. 1 (the "highest numbered", 4.2), upward from the last.

    In the text's words the "highest numbered" player is No. 1 of the score-group (4.2: "Player
    #1, the highest numbered player in the score-group"); reading L1.
    """
    if direction is Direction.DOWN:
        return (-p.score, p.id)
    return (p.score, -p.id)


@dataclass(frozen=True, slots=True)
class Plan:
    """2.2: the score-groups above the median (paired downward, highest first), below it
    (paired upward, lowest first) and the median score (twice its value, in score units)."""

    above: tuple[int, ...]
    below: tuple[int, ...]
    median_twice: int
    median_present: bool


def plan(players: Sequence[PlayerHistory], rounds_played: int, win_units: int) -> Plan:
    """The order of pairing of the score-groups of ``players`` (2.2, 8.3).

    ``win_units`` is a win in score units: the median score is half the maximum score of the
    rounds played (reading L2), compared as twice the score to stay in integers.

    >>> from engine.model import PlayerId
    >>> from engine.pairing.common.history import PrefStrength
    >>> def h(i, s):
    ...     return PlayerHistory(PlayerId(i), s, s, (), frozenset(), frozenset(), (), True, i,
    ...                          False, 0, (PrefStrength.NONE, None))
    >>> plan([h(1, 2), h(2, 1), h(3, 0)], 1, 2)  # round 2, half points: 1, 0, 0.5
    Plan(above=(2,), below=(0,), median_twice=2, median_present=True)
    """
    median_twice = rounds_played * win_units
    scores = sorted({p.score for p in players}, reverse=True)
    above = tuple(s for s in scores if 2 * s > median_twice)
    below = tuple(sorted(s for s in scores if 2 * s < median_twice))
    present = any(2 * s == median_twice for s in scores)
    return Plan(above, below, median_twice, present)


__all__ = ["Direction", "Member", "Plan", "Role", "plan", "rank_key"]
