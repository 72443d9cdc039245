"""Lexicographic criteria as one integer edge weight for the exact matcher.

The Dubov text compares candidates criterion by criterion ("in descending priority") and then
by a generation order (D.1-D.3). A maximum-weight matching finds the best candidate directly
when each edge weight is one integer whose bit fields follow that priority: a field is wider
than the largest sum the fields below it can reach, so no sum of lower terms outweighs one
unit of a higher one. :class:`Fields` hands out those widths.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Generic, TypeVar

K = TypeVar("K", bound=Enum)


class Fields(Generic[K]):
    """Bit fields named by an enum of criteria, most significant first, each wide enough for
    ``bound`` (a sum's maximum).

    >>> class Key(Enum):
    ...     PAIRS = "pairs"
    ...     C8 = "C.8"
    >>> f = Fields([(Key.PAIRS, 10), (Key.C8, 100)])
    >>> f.pack({Key.PAIRS: 1}) > f.pack({Key.C8: 100})
    True
    """

    def __init__(self, fields: Sequence[tuple[K, int]]) -> None:
        self.shift: dict[K, int] = {}
        offset = 0
        for name, bound in reversed(fields):
            self.shift[name] = offset
            offset += max(1, bound).bit_length() + 1
        self.width = offset

    def pack(self, values: Mapping[K, int]) -> int:
        """One integer of the named values (each non-negative and within its bound)."""
        return sum(v << self.shift[k] for k, v in values.items())
