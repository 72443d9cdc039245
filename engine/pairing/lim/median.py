"""C.04.4.3 2.6: pairing a blocked median score-group.

"If the median score-group cannot be paired it should be extended step by step: if the number
of floaters from higher score-groups is larger than the number of floaters from lower
score-groups the next pairing of the lower score-group shall be cracked and the players of this
pairing shall be treated as additional floaters from the lower score-group. Then the pairing of
the median score-group is started again. [Otherwise] the next pairing of the higher score-group
shall be cracked [...]."

Reading L8: "the next pairing" is the pairing made last in the score-group nearest the median
on that side (the pairings are undone in the reverse order of making); when that side has no
pairing left, the other side's is cracked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.explain.events_lim import MedianSide
from engine.pairing.common.history import PlayerHistory

Pair = tuple[PlayerHistory, PlayerHistory]


@dataclass(slots=True)
class Side:
    """The pairings made on one side of the median: one list per score-group, in the order
    the groups were paired (the last is the nearest the median), each in the order made."""

    groups: list[list[Pair]] = field(default_factory=list)

    def crack(self) -> Pair | None:
        """Remove and return the next pairing to crack, None if none is left."""
        for pairs in reversed(self.groups):
            if pairs:
                return pairs.pop()
        return None

    def pairs(self) -> list[Pair]:
        """Every pairing still standing."""
        return [p for g in self.groups for p in g]


def side_to_crack(
    down_floaters: int, up_floaters: int, lower: Side, higher: Side
) -> MedianSide | None:
    """2.6: the lower or the higher side (None: nothing left to crack)."""
    low, high = MedianSide.LOWER, MedianSide.HIGHER
    first, second = (low, high) if down_floaters > up_floaters else (high, low)
    sides = {low: lower, high: higher}
    for name in (first, second):
        if any(sides[name].groups[k] for k in range(len(sides[name].groups))):
            return name
    return None
