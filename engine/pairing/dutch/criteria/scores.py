"""Score differences compared as the text compares them: the largest first (A.8, 2026 C7).

A.8 (2017): "The PSD of a pairing is ... a list of score differences ... sorted from the
highest to the lowest", and two PSDs are compared "lexicographically"; 2026 C7 compares the
downfloaters' scores the same way, and C.16-C.19 (C18-C21) the score differences of the
players they count. A matching adds costs, so each difference becomes a power of a base larger
than the number of terms: one larger difference then outweighs any number of smaller ones, and
the sums order like the sorted lists.
"""

from __future__ import annotations

from collections.abc import Sequence


class ScoreDifferences:
    """Lexicographic cost of score differences: larger differences dominate (A.8).

    >>> sd = ScoreDifferences([1, 2, 4], items=3)
    >>> sd.cost(4) > 3 * sd.cost(2) > 9 * sd.cost(1) > 0 == sd.cost(0)
    True
    """

    def __init__(self, values: Sequence[int], items: int) -> None:
        positive = sorted({v for v in values if v > 0})
        self._base = items + 1
        self._rank = {v: i for i, v in enumerate(positive)}

    def cost(self, sd: int) -> int:
        """The cost of one difference ``sd`` (one of the values given; 0 costs nothing)."""
        if sd <= 0:
            return 0
        return int(self._base ** self._rank[sd])
